"""Every row of DEADLINES.md is a rule of the catalogue: its citation, its period and the
unit it is counted in (issue 13, item 1). DEADLINES.md is the law; the catalogue is what
the code counts with. A change on either side that makes them disagree fails here."""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines.catalogue import Unit

DEADLINES_MD = Path(__file__).resolve().parents[2] / "docs" / "statute" / "DEADLINES.md"


@dataclass(frozen=True)
class LawRow:
    number: int
    section: str
    period: str  # the "period" column, as written
    counted_in: str  # the "counted in" column, as written


def law_rows() -> dict[int, LawRow]:
    rows = {}
    for line in DEADLINES_MD.read_text().splitlines():
        if not re.match(r"^\| \d+ \|", line):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        number, section, _starts, period, counted_in = cells[:5]
        rows[int(number)] = LawRow(int(number), section, period, counted_in)
    return rows


def _sections(text: str) -> set[str]:
    """'158-11A(6), 159-8C(1)(d)' or '158-2 (TMDL, D)' -> {'158-11A(6)', '159-8C(1)(d)'}"""
    return {s.strip().split(" ")[0] for s in text.split(",") if re.match(r"\s*\d", s)}


# --- Reading a row's period -------------------------------------------------------------
# The "counted in" column names the unit; the "period" column gives the number in the
# same unit ("45 days" / "calendar days", "at least 48 hours before" / "elapsed hours",
# "5-year look-back" / "years").
COUNTED_IN = {
    "calendar days": Unit.CALENDAR_DAYS,
    "business days": Unit.BUSINESS_DAYS,
    "elapsed hours": Unit.HOURS,
    "months": Unit.MONTHS,
    "years": Unit.YEARS,
}
PERIOD_WORDS = {
    "business day": Unit.BUSINESS_DAYS,
    "day": Unit.CALENDAR_DAYS,
    "hour": Unit.HOURS,
    "month": Unit.MONTHS,
    "year": Unit.YEARS,
}
_PERIOD = re.compile(r"\b(\d+)[ -](business day|day|hour|month|year)s?\b")

# Rows whose text says no number in a unit (a policy, "immediately", a date set by an
# order, "each week"): what the catalogue must say is written here by row number, with
# the two cells it was read from. Editing either cell of DEADLINES.md, or the rule, fails
# the test until this table is read again against the law.
READ_BY_HAND: dict[int, tuple[str, str, int | None, Unit]] = {
    # row: (period cell, counted-in cell, period, unit)
    11: (
        "deadline set in the NOV",
        "a date (not extended; the notice should not set a Saturday, Sunday or holiday) or "
        "calendar days",
        None,
        Unit.SET_BY_ORDER,
    ),
    12: ("each week is a separate violation", "weeks of 7 calendar days", 1, Unit.WEEKS),
    14: ("no later than the next business day", "business days", 1, Unit.BUSINESS_DAYS),
    17: ("immediately", "—", None, Unit.NONE),
    18: ("verbal notification before the test", "—", None, Unit.NONE),
    19: ("for the period the SMO specifies", "dates", None, Unit.SET_BY_ORDER),
    # Policy rows: the law says "within a reasonable time"; the default is the Town's.
    20: (
        'written notice "within a reasonable time"',
        "policy: 2 business days",
        2,
        Unit.BUSINESS_DAYS,
    ),
    21: (
        "written notice; violator may petition for reconsideration and a hearing",
        "—",
        None,
        Unit.NONE,
    ),
    23: ('"within a reasonable time"', "policy: 30 days", 30, Unit.CALENDAR_DAYS),
}


def read_period(row: LawRow) -> tuple[int, Unit] | None:
    """(period, unit) read from the row's text, or None when the text gives no number in
    a unit. A number whose word disagrees with the "counted in" column is an error."""
    match = _PERIOD.search(row.period)
    unit = next((u for text, u in COUNTED_IN.items() if row.counted_in.startswith(text)), None)
    if match is None or unit is None:
        return None
    word_unit = PERIOD_WORDS[match.group(2)]
    if word_unit != unit:
        raise ValueError(f"row {row.number}: {row.period!r} is not in {row.counted_in!r}")
    return int(match.group(1)), unit


def expected_period(row: LawRow) -> tuple[int | None, Unit]:
    if row.number in READ_BY_HAND:
        period_cell, counted_cell, period, unit = READ_BY_HAND[row.number]
        assert (row.period, row.counted_in) == (period_cell, counted_cell), (
            f"row {row.number} of DEADLINES.md changed: read it again into READ_BY_HAND"
        )
        return period, unit
    read = read_period(row)
    assert read is not None, f"row {row.number}: no period in {row.period!r}; add it by hand"
    return read


# GCL § 25-a extends a period of days computed from a certain day that ends on a
# Saturday, Sunday or holiday. Not a period of hours, nor one whose "counted in" cell
# says "not extended" (a schedule, a date the Town sets: statute README). Rows whose
# text says neither but which are not periods a party may act within are read here by
# hand, with the two cells they were read from (a change to either fails until read
# again).
NOT_EXTENDED_BY_HAND: dict[int, tuple[str, str]] = {
    # row: (period cell, counted-in cell)
    12: ("each week is a separate violation", "weeks of 7 calendar days"),  # a count
    13: ("5-year look-back between the dates the offenses were committed", "years"),
    16: ("on-site record kept at least 3 years", "years"),  # a minimum
    19: ("for the period the SMO specifies", "dates"),  # exempt only inside it
    22: (  # a minimum
        "performance guarantee stays in force at least 1 year, and until a one-year "
        "inspection finds the facilities acceptable",
        "years",
    ),
}


def expected_extends(row: LawRow, unit: Unit) -> bool:
    """Whether GCL § 25-a extends the row's period, read from the row."""
    if row.number in NOT_EXTENDED_BY_HAND:
        assert (row.period, row.counted_in) == NOT_EXTENDED_BY_HAND[row.number], (
            f"row {row.number} of DEADLINES.md changed: read it again into NOT_EXTENDED_BY_HAND"
        )
        return False
    return unit != Unit.HOURS and "not extended" not in row.counted_in


# The Town's own periods where the law names none (rules with no row of DEADLINES.md,
# always policy): their defaults, set by the Town, written here so a change shows.
TOWN_POLICY_DEFAULTS: dict[str, tuple[int, Unit]] = {
    # § 159-8C(1)(f) names no hearing period or decision deadline for the appeal.
    "nov159_appeal_hearing": (30, Unit.CALENDAR_DAYS),
    "nov159_decision_filing": (5, Unit.CALENDAR_DAYS),
    # § 158-8B names no period for the petition for reconsideration.
    "access_termination_petition": (10, Unit.CALENDAR_DAYS),
    # § 158-4A(1) names no time for the plan for reducing pollutants.
    "exempt_discharge_plan": (30, Unit.CALENDAR_DAYS),
}
# Dates the Town sets in a letter where no row of DEADLINES.md names them (§ 158-5C, 6,
# 7 orders): the date set, counted from issuance, not extended (statute README), no policy.
# § 159-8B: the date a bond or letter of credit is to be renewed or replaced, set from its
# expiry when it is accepted (Town policy; money/services/guarantees.py).
DATES_SET_WITHOUT_A_ROW = {"order158_due", "guarantee_renewal"}


def disagreements() -> list[str]:
    """Every way the catalogue's periods, units and counting differ from DEADLINES.md
    (and, for the Town's own periods, from their defaults), one line per rule."""
    found = []
    rows = law_rows()
    for rule in catalogue.RULES:
        if rule.code in DATES_SET_WITHOUT_A_ROW:
            expected = (None, Unit.SET_BY_ORDER)
            where, policy = "a date set, no row", False
        elif rule.number is None:
            expected = TOWN_POLICY_DEFAULTS.get(rule.code)
            where, policy = "Town policy, no row", True
        else:
            row = rows[rule.number]
            expected = expected_period(row)
            where, policy = f"row {rule.number}", row.counted_in.startswith("policy:")
        if expected is None:
            found.append(f"{rule.code}: no row of DEADLINES.md and no Town default here")
            continue
        period, unit = expected
        if rule.code in DATES_SET_WITHOUT_A_ROW:
            extends = False
        elif rule.number is None:
            extends = True
        else:
            extends = expected_extends(rows[rule.number], unit)
        if rule.extends != extends:
            found.append(
                f"{rule.code}: {where} is {'' if extends else 'not '}extended by GCL § 25-a, "
                f"the catalogue's is {'' if rule.extends else 'not '}extended"
            )
        if (rule.period, rule.unit) != (period, unit):
            found.append(
                f"{rule.code}: {where} says {period} {unit.label}, "
                f"the catalogue {rule.period} {rule.unit.label}"
            )
        if rule.policy != policy:
            found.append(f"{rule.code}: {where}, policy is {rule.policy}")
        if unit == Unit.HOURS and rule.extends:
            # GCL § 25-a: a period of hours runs from a moment and is never extended.
            found.append(f"{rule.code}: {where}, a period of hours is extended")
    return found


def test_the_catalogue_agrees_with_the_law_and_the_towns_defaults():
    assert disagreements() == []


# --- The catalogue against the law -------------------------------------------------------


def test_every_row_of_deadlines_md_is_in_the_catalogue_with_its_citation():
    """A row of both chapters may be one rule per chapter (row 11): together they cite
    the row's sections."""
    rows = law_rows()
    assert len(rows) == 24
    sections: dict[int, set[str]] = {}
    for rule in catalogue.RULES:
        if rule.number is not None:
            sections.setdefault(rule.number, set()).update(rule.sections)
    assert set(sections) == set(rows)
    for number, row in rows.items():
        assert _sections(row.section) == sections[number], number


def test_each_chapters_clock_cites_only_that_chapter():
    """Issue 23, "Words": a clock is named by its rule's citation on every page and
    reminder; a Chapter 158 notice's clock cites no section of Chapter 159, and back."""
    for rule in catalogue.RULES:
        if rule.kind == catalogue.Kind.CLOCK:
            chapters = {section.split("-")[0] for section in rule.sections}
            assert len(chapters) == 1, f"{rule.code} cites {rule.citation}"


@pytest.mark.parametrize("number", sorted(law_rows()))
def test_each_rules_period_and_unit_are_the_laws(number):
    row = law_rows()[number]
    rule = next(rule for rule in catalogue.RULES if rule.number == number)

    assert (rule.period, rule.unit) == expected_period(row), rule.code
    assert rule.policy == row.counted_in.startswith("policy:"), rule.code
    if rule.unit == Unit.HOURS:
        assert rule.extends is False, rule.code  # GCL § 25-a: hours are never extended


def test_rows_are_read_by_hand_only_where_their_text_gives_no_period():
    """Keeps READ_BY_HAND honest: a row the parser can read is read by the parser."""
    rows = law_rows()
    unreadable = {number for number, row in rows.items() if read_period(row) is None}
    assert unreadable == set(READ_BY_HAND)


def test_the_row_reader_reads_each_kind_of_text():
    def row(period, counted_in):
        return LawRow(0, "158-1", period, counted_in)

    assert read_period(row("45 days", "calendar days, GCL §§ 20, 25-a")) == (45, Unit.CALENDAR_DAYS)
    assert read_period(row("at least 48 hours before the work", "elapsed hours")) == (
        48,
        Unit.HOURS,
    )
    assert read_period(row("within 5 business days", "business days")) == (
        5,
        Unit.BUSINESS_DAYS,
    )
    assert read_period(row("5-year look-back", "years")) == (5, Unit.YEARS)
    assert read_period(row("within 6 months", "months")) == (6, Unit.MONTHS)
    assert read_period(row("immediately", "—")) is None
    with pytest.raises(ValueError, match="row 0: '45 days' is not in 'business days'"):
        read_period(row("45 days", "business days"))


@contextmanager
def period_changed(rule: catalogue.Rule, period: int | None):
    """Change a catalogue rule's period in place (the dataclass is frozen: every holder
    of the rule sees the change), and put it back."""
    original = rule.period
    object.__setattr__(rule, "period", period)
    try:
        yield
    finally:
        object.__setattr__(rule, "period", original)


def mutants(rule: catalogue.Rule) -> list[int | None]:
    """The periods one away from the rule's: n - 1 and n + 1; 1 for a rule without one."""
    if rule.period is None:
        return [1]
    return [rule.period - 1, rule.period + 1]


@pytest.mark.parametrize("rule", catalogue.RULES, ids=lambda rule: rule.code)
def test_a_period_changed_by_one_disagrees_with_the_law(rule):
    """The in-suite half of the acceptance: every rule, changed by one, is caught
    (scripts/mutate-catalogue runs the catalogue and clock tests on each mutant)."""
    assert disagreements() == []
    for period in mutants(rule):
        with period_changed(rule, period):
            found = disagreements()
        assert [line for line in found if line.startswith(f"{rule.code}: ")], period
    assert disagreements() == []


@contextmanager
def extends_flipped(rule: catalogue.Rule):
    """Flip whether GCL § 25-a extends a catalogue rule, in place, and put it back."""
    original = rule.extends
    object.__setattr__(rule, "extends", not original)
    try:
        yield
    finally:
        object.__setattr__(rule, "extends", original)


@pytest.mark.parametrize("rule", catalogue.RULES, ids=lambda rule: rule.code)
def test_gcl_25a_a_rule_extended_otherwise_than_the_law_disagrees_with_it(rule):
    """The other half: whether § 25-a extends each rule is read from its row too, so a
    rule flipped either way is caught (scripts/mutate-catalogue flips each one)."""
    with extends_flipped(rule):
        found = disagreements()
    assert [line for line in found if "extended by GCL § 25-a" in line], rule.code
    assert disagreements() == []


def test_gcl_25a_rows_4_and_11_a_schedule_and_a_date_set_are_not_extended():
    """Statute README: an inspection frequency is a schedule the site keeps, and a date
    the Town sets in a notice is that date; neither is a period GCL § 25-a extends."""
    rows = law_rows()
    assert "not extended" in rows[4].counted_in
    assert "not extended" in rows[11].counted_in
    assert catalogue.get("site_inspection_weekly").extends is False
    assert catalogue.get("nov158_remediation").extends is False
    assert catalogue.get("nov159_remediation").extends is False


# --- The catalogue's shape -----------------------------------------------------------------


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
        # § 158-8B names no period for the petition: Town policy (issue 23, item 3).
        "access_termination_petition": ("§ 158-8B", 10, catalogue.Unit.CALENDAR_DAYS),
        "exempt_discharge_plan": ("§ 158-4A(1)", 30, catalogue.Unit.CALENDAR_DAYS),
    }


def test_159_8c1f_rules_outside_the_deadline_table_are_town_policy_never_statutory():
    for rule in catalogue.RULES:
        if rule.number is None and rule.code not in DATES_SET_WITHOUT_A_ROW:
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
