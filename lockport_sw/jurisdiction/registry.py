"""Which municipality a deployment serves: ``settings.JURISDICTION`` names one of
``JURISDICTIONS`` (``make run`` serves Lockport; ``JURISDICTION=<key> make run`` another).
Everything that prints a municipality's name, officer, body or citation asks ``current()``
(or its ``cite``), never writes one itself (tests/jurisdiction/test_citations_in_code.py)."""

from __future__ import annotations

from importlib import import_module

from .model import Jurisdiction, UnknownProvision

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


def cite_code(code: str) -> str:
    """A provision the records keep by its code ("159-7A(1)": a checklist item's, a
    milestone's, a provision violated), as the municipality served cites it: "§ 159-7A(1)"
    in Lockport. The codes are Lockport's numbering, which the records were keyed by
    before issue 49 and still are; another municipality's citation is found through the
    provision key whose Lockport citation the code is, or is a part of ("159-5B(1)(c)" is
    item (c) of ``swm.swppp_contents``)."""
    from .lockport import PROVISIONS as KEYED_BY

    here = current()
    written = f"§ {code}"
    if here.provisions is KEYED_BY:
        return written
    keys = {citation: key for key, citation in KEYED_BY.items()}
    if written in keys:
        return here.cite(keys[written])
    parents = [c for c in keys if written.startswith(c) and written[len(c)] == "("]
    if not parents:
        raise UnknownProvision(f"no provision key has the code {code!r}")
    parent = max(parents, key=len)
    return here.cite_part(keys[parent], written[len(parent) :])


def chapter_named(chapter: str) -> str:
    """A record's chapter ("158", "159": Lockport's numbers, which the records are keyed
    by, as ``cite_code``'s codes are) as the municipality served names its law: "Chapter
    158"; "L.L. No. 2-2008" where the law was not codified."""
    from .lockport import JURISDICTION as KEYED_BY

    for law in KEYED_BY.laws.values():
        if law.chapter == str(chapter):
            return current().law(law.model).name
    raise UnknownProvision(f"no law has the chapter {chapter!r}")


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
