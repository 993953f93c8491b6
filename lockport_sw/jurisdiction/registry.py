"""Which municipality a deployment serves: ``settings.JURISDICTION`` names one of
``JURISDICTIONS`` (``make run`` serves Lockport; ``JURISDICTION=<key> make run`` another).
Everything that prints a municipality's name, officer, body or citation asks ``current()``
(or its ``cite``), never writes one itself (tests/jurisdiction/test_citations_in_code.py)."""

from __future__ import annotations

from importlib import import_module

from .model import Jurisdiction

# Key -> the module that holds the municipality's ``JURISDICTION``.
JURISDICTIONS = {
    "lockport": "lockport_sw.jurisdiction.lockport",
    "examplefalls": "lockport_sw.jurisdiction.example_falls",
}
DEFAULT = "lockport"


def named(key: str) -> Jurisdiction:
    """The municipality ``key`` (a ``JURISDICTIONS`` key); ValueError for any other."""
    if key not in JURISDICTIONS:
        known = ", ".join(sorted(JURISDICTIONS))
        raise ValueError(f"JURISDICTION={key!r} is not a municipality of this code ({known})")
    return import_module(JURISDICTIONS[key]).JURISDICTION


def current() -> Jurisdiction:
    """The municipality this deployment serves (``settings.JURISDICTION``)."""
    from django.conf import settings

    return named(getattr(settings, "JURISDICTION", DEFAULT))


def cite(key: str) -> str:
    """The current municipality's citation of the provision ``key``: "§ 158-12"."""
    return current().cite(key)


def cite_all(keys) -> str:
    return current().cite_all(keys)


def cite_together(keys, *, abridged: bool = False) -> str:
    """The current municipality's one citation of several provisions
    (``Jurisdiction.cite_together``)."""
    return current().cite_together(keys, abridged=abridged)


def words(text: str) -> str:
    """``text`` in the current municipality's words (``Jurisdiction.words``)."""
    return current().words(text)


def _lazy(function):
    from django.utils.functional import lazy

    return lazy(function, str)


# For text made when a module is imported (a form's label, a model field's help text, a
# class attribute's message): read when it is shown, so it is the municipality the
# deployment serves then, as gettext_lazy is the language of the request.
cite_lazy = _lazy(cite)
words_lazy = _lazy(words)
