"""Penalties (§ 158-11B, § 159-8C(4)): tiers from the dates offenses were committed, the
fine ranges and the 15-day bound, weeks of continued violation."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError

from enforcement.models import Offense, Referral
from enforcement.services import penalties
from tests.enforcement.factories import local, make_violation

pytestmark = pytest.mark.django_db


def _conviction(attorney, party, committed_on, chapter="158"):
    return penalties.offense_record(
        acting_user=attorney,
        party=party,
        chapter=chapter,
        committed_on=committed_on,
        convicted_on=committed_on.replace(year=committed_on.year + (committed_on.month == 12)),
    )


def test_158_11b_offenses_4_years_11_months_apart_make_a_second_offense(attorney, respondent):
    _conviction(attorney, respondent, date(2021, 4, 15))

    second = penalties.assess(party=respondent, chapter="158", committed_on=date(2026, 3, 15))

    assert second.tier == 2
    assert (second.minimum_fine, second.maximum_fine) == (350, 700)
    assert second.imprisonment_days == 15
    assert "within 5 years (through April 15, 2026), counted" in second.reasoning[0]


def test_158_11b_offenses_5_years_and_1_day_apart_make_a_first_offense(attorney, respondent):
    _conviction(attorney, respondent, date(2021, 3, 15))

    first = penalties.assess(party=respondent, chapter="158", committed_on=date(2026, 3, 16))
    exactly_five = penalties.assess(party=respondent, chapter="158", committed_on=date(2026, 3, 15))

    assert first.tier == 1 and (first.minimum_fine, first.maximum_fine) == (0, 350)
    assert "not counted" in first.reasoning[0]
    assert exactly_five.tier == 2


def test_158_11b_a_third_offense_counts_every_offense_within_five_years(attorney, respondent):
    _conviction(attorney, respondent, date(2022, 6, 1))
    _conviction(attorney, respondent, date(2024, 6, 1))

    third = penalties.assess(party=respondent, chapter="158", committed_on=date(2026, 6, 1))

    assert third.tier == 3 and (third.minimum_fine, third.maximum_fine) == (700, 1000)
    assert third.fine_text == "a fine of not less than $700 nor more than $1,000"


def test_159_8c4_offenses_of_the_other_chapter_do_not_count(attorney, respondent):
    _conviction(attorney, respondent, date(2025, 6, 1), chapter="158")

    assert (
        penalties.assess(party=respondent, chapter="159", committed_on=date(2026, 6, 1)).tier == 1
    )


def test_158_11b_the_tier_is_recorded_from_the_dates_committed_not_convicted(attorney, respondent):
    # Convicted of the earlier offense only after the later one was committed: the dates
    # the offenses were committed decide.
    penalties.offense_record(
        acting_user=attorney,
        party=respondent,
        chapter="158",
        committed_on=date(2025, 1, 10),
        convicted_on=date(2026, 5, 1),
    )
    later = penalties.offense_record(
        acting_user=attorney,
        party=respondent,
        chapter="158",
        committed_on=date(2026, 2, 1),
        convicted_on=date(2026, 4, 1),
    )

    assert later.tier == 2


@time_machine.travel(local(2026, 3, 30, 10, 0), tick=False)
def test_158_11b_each_week_of_continued_violation_is_a_separate_violation(smo):
    continuing = make_violation(smo, started_on=date(2026, 3, 2))
    ended = make_violation(
        smo, started_on=date(2026, 3, 2), continuing=False, ended_on=date(2026, 3, 8)
    )

    # March 2 to March 30: 28 days, four full weeks after the first.
    assert penalties.separate_violations(continuing) == 5
    assert penalties.separate_violations(ended) == 1


@time_machine.travel(local(2026, 3, 30, 10, 0), tick=False)
def test_158_11b_a_conviction_from_a_referral_feeds_the_history(smo, attorney, respondent):
    violation = make_violation(smo, party=respondent, started_on=date(2026, 3, 2))
    referral = penalties.referral_create(
        acting_user=smo,
        violation=violation,
        kind=Referral.Kind.PROSECUTION,
        referred_on=date(2026, 3, 20),
    )
    assert referral.citation == "§ 158-11B"

    with pytest.raises(ValidationError) as refused:
        penalties.referral_outcome(
            acting_user=attorney,
            referral=referral,
            outcome=Referral.Outcome.CONVICTED,
            outcome_on=date(2026, 3, 29),
            fine=1500,
            imprisonment_days=20,
        )
    errors = refused.value.message_dict
    assert errors["committed_on"] == ["Give the date the offense was committed."]
    assert "maximum fine of $1,000 (§ 158-11B)" in errors["fine"][0]
    assert "More than 15 days" in errors["imprisonment_days"][0]

    penalties.referral_outcome(
        acting_user=attorney,
        referral=referral,
        outcome=Referral.Outcome.CONVICTED,
        outcome_on=date(2026, 3, 29),
        committed_on=date(2026, 3, 2),
        fine=300,
    )
    offense = Offense.objects.get(party=respondent)
    assert (offense.tier, offense.referral, offense.committed_on) == (1, referral, date(2026, 3, 2))


def test_159_8c4_a_fine_lies_within_its_computed_tiers_range(attorney, respondent):
    """§ 159-8C(4): a second offense within five years carries "a fine not less than $350
    nor more than $700": $300 (under the top tier's maximum) is refused for it."""
    _conviction(attorney, respondent, date(2024, 6, 3), chapter="159")

    with pytest.raises(ValidationError) as refused:
        penalties.offense_record(
            acting_user=attorney,
            party=respondent,
            chapter="159",
            committed_on=date(2026, 3, 2),
            convicted_on=date(2026, 3, 30),
            fine=300,
        )
    message = refused.value.message_dict["fine"][0]
    assert "Second offense (§ 159-8C(4)" in message
    assert "not less than $350 nor more than $700" in message and "$300" in message
    assert Offense.objects.filter(party=respondent).count() == 1

    second = penalties.offense_record(
        acting_user=attorney,
        party=respondent,
        chapter="159",
        committed_on=date(2026, 3, 2),
        convicted_on=date(2026, 3, 30),
        fine=350,
    )
    assert (second.tier, second.fine) == (2, 350)


@time_machine.travel(local(2026, 3, 30, 10, 0), tick=False)
def test_159_8c4_a_court_outcome_with_a_fine_outside_the_tier_is_refused_at_the_field(
    smo, attorney, respondent
):
    violation = make_violation(smo, chapter="159", party=respondent, started_on=date(2026, 3, 2))
    referral = penalties.referral_create(
        acting_user=smo,
        violation=violation,
        kind=Referral.Kind.PROSECUTION,
        referred_on=date(2026, 3, 20),
    )
    with pytest.raises(ValidationError) as refused:
        penalties.referral_outcome(
            acting_user=attorney,
            referral=referral,
            outcome=Referral.Outcome.CONVICTED,
            outcome_on=date(2026, 3, 29),
            committed_on=date(2026, 3, 2),
            fine=800,  # a first offense: not exceeding $350
        )
    assert "First offense (§ 159-8C(4)" in refused.value.message_dict["fine"][0]
    assert not Offense.objects.exists()
