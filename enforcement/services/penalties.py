"""Penalties (§ 158-11B, § 159-8C(4)): the offense tier, referrals and convictions.

The tier of an offense follows from the party's earlier offenses of the same chapter and
the dates they were committed (not the dates of conviction): a second offense when one
earlier offense was committed within five years before it; a third or later when two or
more were ("all of which were committed within a period of five years"). Five years are
counted as the law counts years (GCL §§ 30, 58: twelve calendar months each), without
a § 25-a extension (a look-back, not a period for an act). Each week of continued
violation is a separate additional violation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import NYCalendar
from lockport_sw.core.money_words import dollars
from lockport_sw.jurisdiction.registry import chapter_named
from lockport_sw.registry.models import Party

from .. import statements
from ..models import Offense, Referral, Violation
from ._common import chapter_of, long_date, record, require, require_perm, today

REFER = "enforcement.refer_violation"
OUTCOME = "enforcement.record_court_outcome"
TIER_NAMES = {1: "First offense", 2: "Second offense", 3: "Third or subsequent offense"}


@dataclass(frozen=True)
class Assessment:
    """What the court may impose for an offense, and why."""

    chapter: str
    citation: str
    committed_on: date
    tier: int
    minimum_fine: int
    maximum_fine: int
    imprisonment_days: int
    counted: tuple[Offense, ...]  # earlier offenses within the look-back
    reasoning: tuple[str, ...] = field(default_factory=tuple)

    @property
    def tier_name(self) -> str:
        return TIER_NAMES[self.tier]

    @property
    def fine_text(self) -> str:
        return statements.fine_text(self.minimum_fine, self.maximum_fine)


def lookback_end(earlier: date, years: int) -> date:
    """The last day within ``years`` years of an offense committed on ``earlier``."""
    return NYCalendar().add_years(earlier, years, extend=False).value


def assess(*, party: Party, chapter: str, committed_on: date, exclude=None) -> Assessment:
    """§ 158-11B, § 159-8C(4): the tier and the range for an offense ``party`` committed
    on ``committed_on`` under ``chapter``, from their offense history."""
    the_chapter = chapter_of(chapter)
    p = the_chapter.penalties
    earlier = Offense.objects.filter(
        party=party, chapter=the_chapter.chapter, committed_on__lte=committed_on
    ).order_by("committed_on", "pk")
    if exclude is not None:
        earlier = earlier.exclude(pk=exclude.pk)
    counted, lines = [], []
    for offense in earlier:
        until = lookback_end(offense.committed_on, p.lookback_years)
        if committed_on <= until:
            counted.append(offense)
            lines.append(
                f"Offense committed {long_date(offense.committed_on)}: within {p.lookback_years} "
                f"years (through {long_date(until)}), counted"
            )
        else:
            lines.append(
                f"Offense committed {long_date(offense.committed_on)}: more than "
                f"{p.lookback_years} years before (the period ended {long_date(until)}), "
                "not counted"
            )
    tier = min(1 + len(counted), max(t for t, _, _ in p.fines))
    _, minimum, maximum = next(f for f in p.fines if f[0] == tier)
    if not lines:
        lines.append("No earlier offense of this chapter on record")
    lines.append(
        f"{TIER_NAMES[tier]} ({p.citation}): {statements.fine_text(minimum, maximum)} or "
        f"imprisonment for up to {p.imprisonment_days} days, or both"
    )
    return Assessment(
        chapter=the_chapter.chapter,
        citation=p.citation,
        committed_on=committed_on,
        tier=tier,
        minimum_fine=minimum,
        maximum_fine=maximum,
        imprisonment_days=p.imprisonment_days,
        counted=tuple(counted),
        reasoning=tuple(lines),
    )


def separate_violations(violation: Violation, as_of: date | None = None) -> int:
    """§ 158-11B, § 159-8C(4): "Each week's continued violation shall constitute a
    separate additional violation": the first, plus one for each full week (7 calendar
    days) it continued, up to its end or ``as_of``."""
    end = violation.ended_on if not violation.continuing else (as_of or today())
    days = max((end - violation.started_on).days, 0)
    return 1 + days // 7


@transaction.atomic
def referral_create(
    *, acting_user, violation: Violation, kind: str, referred_on: date, note: str = ""
) -> Referral:
    """The SMO refers a violation to the Town Attorney: prosecution (§ 158-11B,
    § 159-8C(4)), injunction (§ 158-14, § 159-8C(3)) or nuisance (§ 158-16)."""
    require_perm(acting_user, REFER, "Only the Stormwater Management Officer refers violations.")
    chapter = chapter_of(violation.chapter)
    citation = {
        Referral.Kind.PROSECUTION: chapter.penalties.citation,
        Referral.Kind.INJUNCTION: chapter.injunction_citation,
        Referral.Kind.NUISANCE: chapter.nuisance_citation,
    }.get(kind)
    if kind not in Referral.Kind.values:
        raise ValidationError({"kind": "Choose what the Town Attorney is asked to seek."})
    if citation is None:
        raise ValidationError(
            {
                "kind": f"{chapter_named(chapter.chapter)} provides no "
                f"{Referral.Kind(kind).label.lower()}."
            }
        )
    if referred_on is None or referred_on > today():
        raise ValidationError({"referred_on": "Give the date of the referral (not in the future)."})
    referral = Referral(
        violation=violation,
        chapter=chapter.chapter,
        kind=kind,
        citation=citation,
        referred_on=referred_on,
        referred_by=acting_user,
        note=(note or "").strip(),
    )
    referral._history_user = acting_user
    referral.save()
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.referred",
        summary=f"Referred to the Town Attorney: {referral.get_kind_display().lower()} "
        f"({citation}).",
    )
    return referral


@transaction.atomic
def referral_outcome(
    *,
    acting_user,
    referral: Referral,
    outcome: str,
    outcome_on: date,
    note: str = "",
    court: str = "",
    docket_number: str = "",
    committed_on: date | None = None,
    fine: Decimal | None = None,
    imprisonment_days: int | None = None,
) -> Referral:
    """The Town Attorney records the court's outcome; a conviction enters the party's
    offense history, with the tier its date gives (§ 158-11B, § 159-8C(4))."""
    require_perm(acting_user, OUTCOME, "Only the Town Attorney records court outcomes.")
    referral = Referral.objects.select_for_update().select_related("violation").get(pk=referral.pk)
    require(
        referral.outcome == Referral.Outcome.PENDING,
        "The outcome is already recorded.",
        ValidationError,
    )
    errors = {}
    if outcome not in Referral.Outcome.values or outcome == Referral.Outcome.PENDING:
        errors["outcome"] = "Choose the outcome."
    if outcome_on is None or outcome_on > today():
        errors["outcome_on"] = "Give the date of the outcome (not in the future)."
    elif outcome_on < referral.referred_on:
        errors["outcome_on"] = "It cannot predate the referral."
    convicted = outcome == Referral.Outcome.CONVICTED
    if convicted and referral.kind != Referral.Kind.PROSECUTION:
        errors["outcome"] = "Only a prosecution ends in a conviction."
    if convicted:
        if committed_on is None:
            errors["committed_on"] = "Give the date the offense was committed."
        elif committed_on > (outcome_on or today()):
            errors["committed_on"] = "It cannot have been committed after the conviction."
        chapter = chapter_of(referral.chapter)
        if fine is not None and fine > chapter.penalties.fines[-1][2]:
            errors["fine"] = (
                "More than the maximum fine of "
                f"{dollars(chapter.penalties.fines[-1][2], whole=True)} "
                f"({chapter.penalties.citation})."
            )
        elif fine is not None and "committed_on" not in errors:
            assessment = assess(
                party=referral.violation.party, chapter=referral.chapter, committed_on=committed_on
            )
            if refusal := fine_refusal(assessment, fine):
                errors["fine"] = refusal
        if (
            imprisonment_days is not None
            and imprisonment_days > chapter.penalties.imprisonment_days
        ):
            errors["imprisonment_days"] = (
                f"More than {chapter.penalties.imprisonment_days} days "
                f"({chapter.penalties.citation})."
            )
    if errors:
        raise ValidationError(errors)
    referral.outcome = outcome
    referral.outcome_on = outcome_on
    referral.outcome_note = (note or "").strip()
    referral.court = (court or "").strip()[:200]
    referral.docket_number = (docket_number or "").strip()[:60]
    referral._history_user = acting_user
    referral.save()
    if convicted:
        offense_record(
            acting_user=acting_user,
            party=referral.violation.party,
            chapter=referral.chapter,
            violation=referral.violation,
            referral=referral,
            committed_on=committed_on,
            convicted_on=outcome_on,
            fine=fine,
            imprisonment_days=imprisonment_days,
            court=referral.court,
            docket_number=referral.docket_number,
        )
    record(
        violation=referral.violation,
        actor=acting_user,
        action="enforcement.court_outcome",
        summary=f"{referral.get_kind_display()}: {referral.get_outcome_display().lower()} on "
        f"{long_date(outcome_on)}.",
    )
    return referral


def fine_refusal(assessment: Assessment, fine) -> str:
    """§ 158-11B, § 159-8C(4): a fine lies within the range of the offense's own tier
    (a second offense "not less than $350 nor more than $700"), not merely under the top
    tier's maximum. Empty when it does."""
    if fine is None or assessment.minimum_fine <= fine <= assessment.maximum_fine:
        return ""
    return (
        f"{assessment.tier_name} ({assessment.citation}, from the offenses on record): "
        f"{assessment.fine_text}. A fine of {dollars(fine, whole=True)} is outside that range."
    )


def offense_record(
    *,
    acting_user,
    party: Party,
    chapter: str,
    committed_on: date,
    convicted_on: date,
    violation: Violation | None = None,
    referral: Referral | None = None,
    fine: Decimal | None = None,
    imprisonment_days: int | None = None,
    court: str = "",
    docket_number: str = "",
) -> Offense:
    """A conviction in the party's history (also for an earlier conviction the Town
    learns of), its tier computed from the dates of the offenses."""
    require_perm(acting_user, OUTCOME, "Only the Town Attorney records convictions.")
    assessment = assess(party=party, chapter=chapter, committed_on=committed_on)
    if refusal := fine_refusal(assessment, fine):
        raise ValidationError({"fine": refusal})
    offense = Offense(
        party=party,
        chapter=assessment.chapter,
        violation=violation,
        referral=referral,
        committed_on=committed_on,
        convicted_on=convicted_on,
        tier=assessment.tier,
        fine=fine,
        imprisonment_days=imprisonment_days,
        court=court,
        docket_number=docket_number,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    offense._history_user = acting_user
    offense.save()
    return offense
