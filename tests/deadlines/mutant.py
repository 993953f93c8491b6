"""A pytest plugin that changes one catalogue rule for the whole run.

``CATALOGUE_MUTANT=swppp_decision=46 python -m pytest -p tests.deadlines.mutant ...``
runs the tests against a catalogue whose § 159-4C clock is 46 days: they must fail.
``CATALOGUE_MUTANT=site_inspection_weekly:extends`` flips whether GCL § 25-a extends the
rule (issue 23: rows 4 and 11 are not extended). ``scripts/mutate-catalogue`` runs
every such mutant (issue 13, acceptance). The rule is changed in place (``Rule`` is a
frozen dataclass: ``object.__setattr__``), so every holder of it sees the change,
wherever it was imported.
"""

from __future__ import annotations

import os

import pytest

VARIABLE = "CATALOGUE_MUTANT"


EXTENDS = "extends"


def _mutant() -> tuple[str, str, object] | None:
    """(code, attribute, new value), or None when no mutant is asked for."""
    value = os.environ.get(VARIABLE, "").strip()
    if not value:
        return None
    if value.endswith(f":{EXTENDS}"):
        return value.removesuffix(f":{EXTENDS}"), EXTENDS, None  # flipped in configure
    code, _, period = value.partition("=")
    return code, "period", (None if period == "None" else int(period))


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    mutant = _mutant()
    if mutant is None:
        return
    from lockport_sw.deadlines import catalogue

    code, attribute, value = mutant
    rule = catalogue.get(code)
    original = getattr(rule, attribute)
    if attribute == EXTENDS:
        value = not original
    config.stash[_ORIGINAL] = (rule, attribute, original)
    object.__setattr__(rule, attribute, value)


def pytest_unconfigure(config):
    if _ORIGINAL in config.stash:
        rule, attribute, original = config.stash[_ORIGINAL]
        object.__setattr__(rule, attribute, original)


def pytest_report_header(config):
    if _ORIGINAL in config.stash:
        rule, attribute, original = config.stash[_ORIGINAL]
        now = getattr(rule, attribute)
        return f"catalogue mutant: {rule.code} (row {rule.number}) {attribute} {original} -> {now}"
    return None


_ORIGINAL = pytest.StashKey[tuple]()
