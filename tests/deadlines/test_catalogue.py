"""Every row of DEADLINES.md is a rule of the catalogue, with its citation."""

import re
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from lockport_sw.deadlines import catalogue

DEADLINES_MD = Path(__file__).resolve().parents[2] / "docs" / "statute" / "DEADLINES.md"


def _table_rows():
    rows = {}
    for line in DEADLINES_MD.read_text().splitlines():
        match = re.match(r"^\| (\d+) \| ([^|]+) \|", line)
        if match:
            rows[int(match.group(1))] = match.group(2).strip()
    return rows


def _sections(text: str) -> set[str]:
    """'158-11A(6), 159-8C(1)(d)' or '158-2 (TMDL, D)' -> {'158-11A(6)', '159-8C(1)(d)'}"""
    return {s.strip().split(" ")[0] for s in text.split(",") if re.match(r"\s*\d", s)}


def test_every_row_of_deadlines_md_is_in_the_catalogue_with_its_citation():
    rows = _table_rows()
    assert len(rows) == 24
    by_number = {rule.number: rule for rule in catalogue.RULES}
    assert set(by_number) == set(rows)
    for number, cited in rows.items():
        assert _sections(cited) == set(by_number[number].sections), number


def test_rule_codes_are_unique_and_stable():
    codes = [rule.code for rule in catalogue.RULES]
    assert len(codes) == len(set(codes))
    assert all(re.fullmatch(r"[a-z0-9_]+", c) for c in codes)


def test_policy_rules_are_the_reasonable_time_periods_with_their_defaults():
    policy = {r.code: (r.citation, r.period, r.unit) for r in catalogue.RULES if r.policy}
    assert policy == {
        "emergency_suspension_notice": ("§ 158-8A", 2, catalogue.Unit.BUSINESS_DAYS),
        "restoration": ("§ 159-8C(6)", 30, catalogue.Unit.CALENDAR_DAYS),
    }


def test_clock_rules_prints_every_rule_with_its_citation():
    out = StringIO()
    call_command("clock", "rules", stdout=out)
    lines = out.getvalue().splitlines()

    assert len(lines) == len(catalogue.RULES)
    for rule, line in zip(catalogue.RULES, lines, strict=True):
        assert rule.citation in line
        assert rule.code in line


@pytest.mark.parametrize("rule", [r for r in catalogue.RULES if r.kind == catalogue.Kind.CLOCK])
def test_every_clock_rule_can_be_counted(rule):
    from lockport_sw.calendar.counting import NYCalendar
    from tests.deadlines.conftest import local

    start = local(2026, 3, 2, 10, 0)
    due = local(2026, 4, 30).date() if rule.unit == catalogue.Unit.SET_BY_ORDER else None
    unit, n = rule.counting_basis(start, due_date=due)
    counted = catalogue.count(NYCalendar(), unit, start, n, extends=rule.extends)
    assert counted.steps
