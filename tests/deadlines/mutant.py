"""A pytest plugin that changes one catalogue rule's period for the whole run.

``CATALOGUE_MUTANT=swppp_decision=46 python -m pytest -p tests.deadlines.mutant ...``
runs the tests against a catalogue whose § 159-4C clock is 46 days: they must fail.
``scripts/mutate-catalogue`` runs every such mutant (issue 13, acceptance). The rule is
changed in place (``Rule`` is a frozen dataclass: ``object.__setattr__``), so every
holder of it sees the change, wherever it was imported.
"""

from __future__ import annotations

import os

import pytest

VARIABLE = "CATALOGUE_MUTANT"


def _mutant() -> tuple[str, int | None] | None:
    value = os.environ.get(VARIABLE, "").strip()
    if not value:
        return None
    code, _, period = value.partition("=")
    return code, (None if period == "None" else int(period))


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    mutant = _mutant()
    if mutant is None:
        return
    from lockport_sw.deadlines import catalogue

    code, period = mutant
    rule = catalogue.get(code)
    config.stash[_ORIGINAL] = (rule, rule.period)
    object.__setattr__(rule, "period", period)


def pytest_unconfigure(config):
    if _ORIGINAL in config.stash:
        rule, period = config.stash[_ORIGINAL]
        object.__setattr__(rule, "period", period)


def pytest_report_header(config):
    if _ORIGINAL in config.stash:
        rule, period = config.stash[_ORIGINAL]
        return f"catalogue mutant: {rule.code} (row {rule.number}) {period} -> {rule.period}"
    return None


_ORIGINAL = pytest.StashKey[tuple]()
