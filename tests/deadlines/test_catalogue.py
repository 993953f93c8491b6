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
    by_number = {rule.number: rule for rule in catalogue.RULES if rule.number is not None}
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
        # § 159-8C(1)(f) names no hearing period or decision deadline: Town policy.
        "nov159_appeal_hearing": ("§ 159-8C(1)(f)", 30, catalogue.Unit.CALENDAR_DAYS),
        "nov159_decision_filing": ("§ 159-8C(1)(f)", 5, catalogue.Unit.CALENDAR_DAYS),
    }


def test_159_8c1f_rules_outside_the_deadline_table_are_town_policy_never_statutory():
    for rule in catalogue.RULES:
        if rule.number is None:
            assert rule.policy, rule.code
            assert "Town policy" in rule.title, rule.code


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


def test_gcl_25a_no_period_of_hours_is_extended():
    """A period of hours runs from a moment, not from a day (statute README)."""
    for rule in catalogue.RULES:
        if rule.unit == catalogue.Unit.HOURS:
            assert rule.extends is False, rule.code


def test_town_closures_extend_only_acts_a_party_does_at_the_town():
    extended = {rule.code for rule in catalogue.RULES if rule.closures_extend}
    # Filing an appeal, giving a notice to the Town, a spill notice and its confirmation.
    assert {"nov158_appeal", "nov159_appeal", "spill_written_confirmation"} <= extended
    # The Town's own duties are never lengthened by its own closures.
    for code in ("swppp_decision", "swppp_recommendation", "appeal_hearing", "decision_filing"):
        assert catalogue.get(code).acts == catalogue.Acts.TOWN, code
        assert code not in extended


def test_158_12_filing_and_certified_mailing_is_the_town_boards_duty_worked_by_the_clerk():
    rule = catalogue.get("decision_filing")
    assert rule.responsible_role == "town_board"
    assert rule.worked_by == "clerk"
    assert "Town Board files" in rule.who_acts


def test_158_13a_five_business_days_are_the_violators_time_to_correct():
    rule = catalogue.get("violator_correction")
    assert (rule.period, rule.unit) == (5, catalogue.Unit.BUSINESS_DAYS)
    assert rule.acts == catalogue.Acts.PARTY
    assert rule.who_acts.startswith("The violator corrects the violation")
    assert "SMO requests the owner's permission for access" in rule.who_acts


def test_158_11b_look_back_runs_between_the_dates_of_the_offenses_not_convictions():
    rule = catalogue.get("offense_lookback")
    assert "dates the offenses were committed" in rule.starts
    assert "conviction" not in rule.starts.lower()


def test_158_10_spill_notice_starts_at_a_known_or_suspected_release():
    assert "known or suspected" in catalogue.get("spill_notice").starts
