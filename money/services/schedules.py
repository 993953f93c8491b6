"""The Town Board's fee schedules (§ 159-8D, § 159-4A(2)): adopted by resolution, priced
from the schedule in effect on the day.

``schedule_adopt`` records a schedule the Town Board adopted (by a Board member or the
Clerk, with the vote checked under GCL § 41 by ``bodies.services.vote_check``); it is
written once with its lines, never edited. ``in_effect(on)`` is the schedule of the
latest effective date on or before ``on``; ``price(...)`` is what a service costs on a
day, with the line and the schedule it comes from.

A new schedule replaces the one in force whole, so it starts from it: the adoption page
is filled with every line of the schedule in force (``lines_of``), and its check step
shows every line against the schedule it supersedes (``changes``: added, changed,
removed, unchanged).

A schedule that leaves out a fee the chapter relies on (``RELIED_ON``: every service the
code prices through ``price``) says so before it is recorded (``left_out``), and is
recorded only when the recorder confirms the Board meant it (``left_out_confirmed``).
A warning, not a refusal: § 159-8D says the Town "may require" fees "as set by the Town
Board from time to time", so charging none for a service is the Board's lawful choice,
and the Board member or Clerk records the resolution as it was adopted; a refusal would
keep the record from saying what the Board did. What follows is real, though (no fee is
assessed; without a cap the outside engineer's cost cannot be charged at all, § 159-4A(2)),
so it is said line by line and confirmed, and the confirmation is kept in the history.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from lockport_sw.audit.services import record
from lockport_sw.bodies.models import Body
from lockport_sw.bodies.services import vote_check, votes_record
from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.guards import require_perm
from lockport_sw.core.money_words import cents, dollars
from lockport_sw.jurisdiction.registry import cite, words_lazy

from ..models import Basis, FeeLine, FeeSchedule, Service

ADOPT = "money.adopt_fee_schedule"


@dataclass(frozen=True)
class LineSpec:
    """A line as typed on the adoption page, before it is stored."""

    service: str
    basis: str
    rate: Decimal | None = None
    cap: Decimal | None = None
    acres_from: Decimal | None = None
    acres_to: Decimal | None = None


@dataclass(frozen=True)
class Priced:
    amount: Decimal
    line: FeeLine
    schedule: FeeSchedule
    quantity: Decimal | None = None

    @property
    def citation(self) -> str:
        return self.schedule.citation

    @property
    def description(self) -> str:
        what = self.line.label
        if self.line.basis == Basis.PER_ACRE and self.quantity is not None:
            what += f" ({self.quantity:g} acres at {dollars(self.line.rate)})"
        elif self.line.basis == Basis.PER_HOUR and self.quantity is not None:
            what += f" ({self.quantity:g} hours at {dollars(self.line.rate)})"
        return what


def _decimal(value) -> Decimal | None:
    if value in (None, ""):
        return None
    try:
        return Decimal(str(value)) if not isinstance(value, Decimal) else value
    except InvalidOperation:
        raise ValueError(value) from None


def _line_errors(n: int, spec: LineSpec) -> list[str]:
    where = f"Line {n}"
    errors = []
    if spec.service not in Service.values:
        errors.append(f"{where}: choose what it charges for.")
    if spec.basis not in Basis.values:
        errors.append(f"{where}: choose its basis (flat, per acre, per hour or at cost).")
    if spec.basis != Basis.AT_COST and spec.rate is None:
        errors.append(f"{where}: give the fee or the rate.")
    if spec.basis == Basis.AT_COST and spec.rate is not None:
        errors.append(f"{where}: a fee at cost has no rate; give its cap, if any.")
    if spec.service == Service.ENGINEER and (spec.basis != Basis.AT_COST or spec.cap is None):
        # § 159-4A(2): "at a cost not to exceed a fee schedule established by the Town Board".
        errors.append(
            f"{where}: the outside engineer's review is charged at cost with a cap "
            f"({cite('swm.smo_designation.engineer')}: a cost not to exceed the fee schedule)."
        )
    for value in (spec.rate, spec.cap, spec.acres_from, spec.acres_to):
        if value is not None and value < 0:
            errors.append(f"{where}: amounts and acres are not negative.")
            break
    if (spec.acres_from is not None or spec.acres_to is not None) and spec.service not in (
        Service.REVIEW,
        Service.RESUBMISSION,
    ):
        errors.append(f"{where}: only a SWPPP review is priced by size class.")
    if (
        spec.acres_from is not None
        and spec.acres_to is not None
        and spec.acres_to <= spec.acres_from
    ):
        errors.append(f"{where}: the size class must run from fewer acres to more.")
    return errors


def _overlaps(lines: list[LineSpec]) -> list[str]:
    """Two lines for the same service must not both price the same case."""
    errors = []
    by_service: dict[str, list[LineSpec]] = {}
    for spec in lines:
        by_service.setdefault(spec.service, []).append(spec)
    for service, specs in by_service.items():
        label = Service(service).label if service in Service.values else service
        if len(specs) == 1:
            continue
        if any(s.acres_from is None and s.acres_to is None for s in specs):
            errors.append(f"{label} has more than one line: give each its size class.")
            continue
        ranges = sorted(
            (s.acres_from or Decimal("0"), s.acres_to or Decimal("Infinity")) for s in specs
        )
        for (_, high), (low, _) in zip(ranges, ranges[1:], strict=False):
            if low < high:
                errors.append(f"{label}: the size classes overlap.")
                break
    return errors


# Where the code looks a fee up (``price``) and what follows when the schedule in effect
# sets none for it: the fees the chapter relies on.
RELIED_ON: dict[str, str] = {
    Service.REVIEW: words_lazy(
        "no review fee is assessed when a SWPPP is received ({cite:swm.fees})"
    ),
    Service.RESUBMISSION: words_lazy(
        "no fee is assessed when a revised SWPPP is received ({cite:swm.fees})"
    ),
    Service.MILESTONE: words_lazy(
        "no fee is assessed for a construction inspection "
        "({cite:swm.fees}, {cite:swm.construction_inspection})"
    ),
    Service.REINSPECTION: words_lazy(
        "no fee is assessed for a re-inspection after violations found ({cite:swm.fees})"
    ),
    Service.ENGINEER: words_lazy(
        "the outside engineer's invoices cannot be charged to the applicant: "
        "{cite:swm.smo_designation.engineer} allows the cost only up to a cap the Board's "
        "schedule sets"
    ),
    Service.MAINTENANCE: words_lazy(
        "SMP maintenance done by the {kind} or a third party cannot be charged to the "
        "practice's owner ({cite:swm.fees})"
    ),
}


def _spec_line(spec: LineSpec) -> FeeLine:
    """An unsaved line, for its label and terms."""
    return FeeLine(
        service=spec.service,
        basis=spec.basis,
        rate=None if spec.rate is None else cents(spec.rate),
        cap=None if spec.cap is None else cents(spec.cap),
        acres_from=spec.acres_from,
        acres_to=spec.acres_to,
    )


def lines_of(schedule: FeeSchedule | None) -> list[LineSpec]:
    """Every line of ``schedule`` as the adoption page types them (its starting point)."""
    if schedule is None:
        return []
    return [
        LineSpec(
            service=line.service,
            basis=line.basis,
            rate=line.rate,
            cap=line.cap,
            acres_from=line.acres_from,
            acres_to=line.acres_to,
        )
        for line in schedule.lines.all()
    ]


def initial_lines(on: date) -> list[dict]:
    """The adoption page's lines, filled from the schedule in force on ``on``."""
    return [asdict(spec) for spec in lines_of(in_effect(on))]


@dataclass(frozen=True)
class Change:
    """One line of a new schedule against the one it supersedes."""

    label: str
    status: str  # added, changed, removed, unchanged
    before: str = ""
    after: str = ""


def _key(line: FeeLine) -> tuple:
    def norm(value):
        return None if value is None else Decimal(value).normalize()

    return (line.service, norm(line.acres_from), norm(line.acres_to))


def _terms(line: FeeLine) -> tuple:
    return (line.basis, line.rate, line.cap)


def changes(lines: list[LineSpec], against: FeeSchedule | None) -> list[Change]:
    """Every line of the new schedule and of ``against`` (the schedule it supersedes),
    each marked added, changed, removed or unchanged, in the order of the services."""
    old = {_key(line): line for line in (against.lines.all() if against else [])}
    new = {_key(line): line for line in map(_spec_line, lines)}
    order = {value: n for n, value in enumerate(Service.values)}

    def sort(key):
        service, low, high = key
        return (order.get(service, 99), low or Decimal("0"), high or Decimal("Infinity"))

    rows = []
    for key in sorted(old.keys() | new.keys(), key=sort):
        before, after = old.get(key), new.get(key)
        if before is None:
            rows.append(Change(after.label, "added", after=after.terms))
        elif after is None:
            rows.append(Change(before.label, "removed", before=before.terms))
        elif _terms(before) != _terms(after):
            rows.append(Change(after.label, "changed", before=before.terms, after=after.terms))
        else:
            rows.append(Change(after.label, "unchanged", before=before.terms, after=after.terms))
    return rows


def _acres(value: Decimal) -> str:
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _size_gaps(specs: list[LineSpec]) -> list[str]:
    """The acres disturbed no size class of a service covers (from 0 to any number)."""
    ranges = sorted(
        (s.acres_from or Decimal("0"), s.acres_to if s.acres_to is not None else None)
        for s in specs
    )
    gaps, reached = [], Decimal("0")
    for low, high in ranges:
        if low > reached:
            gaps.append(f"more than {_acres(reached)} and up to {_acres(low)} acres disturbed")
        if high is None:
            return gaps
        reached = max(reached, high)
    gaps.append(f"more than {_acres(reached)} acres disturbed")
    return gaps


def left_out(lines: list[LineSpec]) -> list[str]:
    """Each fee the chapter relies on that ``lines`` leave out, with what follows from
    the schedule's effective date (``RELIED_ON``); empty when none is."""
    warnings = []
    for service, follows in RELIED_ON.items():
        label = Service(service).label
        specs = [spec for spec in lines if spec.service == service]
        if not specs:
            warnings.append(f"{label}: the schedule sets no fee, so {follows}.")
            continue
        sized = [s for s in specs if s.acres_from is not None or s.acres_to is not None]
        if sized and len(sized) == len(specs):
            for gap in _size_gaps(sized):
                warnings.append(f"{label}: no line covers {gap}; for such a project {follows}.")
    return warnings


def _recorded(resolution: str) -> str:
    return (
        f"Resolution No. {resolution} is already recorded (a resolution number is "
        "recorded once, in capitals or not): check the number, or open the schedule "
        "recorded under it."
    )


def schedule_check(
    *,
    resolution: str,
    adopted_on: date | None,
    effective_on: date | None,
    lines: list[LineSpec],
    votes: dict[int, str],
):
    """Everything ``schedule_adopt`` checks, nothing saved (the page's confirmation
    step); returns the vote's tally or raises a ValidationError by field."""
    errors: dict[str, list[str]] = {}
    resolution = (resolution or "").strip()
    if not resolution:
        errors["resolution"] = ["Give the number of the Town Board's resolution."]
    elif len(resolution) > 50:
        errors["resolution"] = ["Keep the resolution number to 50 characters."]
    elif FeeSchedule.objects.filter(resolution__iexact=resolution).exists():
        errors["resolution"] = [_recorded(resolution)]
    if adopted_on is None:
        errors["adopted_on"] = ["Give the date the Town Board adopted the resolution."]
    elif adopted_on > town_today():
        errors["adopted_on"] = ["Record the resolution once adopted: not a future date."]
    if effective_on is None:
        errors["effective_on"] = ["Give the date the schedule takes effect."]
    elif adopted_on is not None and effective_on < adopted_on:
        errors["effective_on"] = ["A schedule takes effect on or after the day it is adopted."]
    line_errors = [e for n, spec in enumerate(lines, 1) for e in _line_errors(n, spec)]
    line_errors += _overlaps(lines)
    if not lines:
        line_errors.append("Give at least one line of the schedule.")
    if line_errors:
        errors["lines"] = line_errors
    tally = None
    if adopted_on is not None and "adopted_on" not in errors:
        try:
            tally = vote_check(body=Body.objects.get(kind="town_board"), on=adopted_on, votes=votes)
        except ValidationError as exc:
            errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    return tally


@transaction.atomic
def schedule_adopt(
    *,
    acting_user,
    resolution: str,
    adopted_on: date | None,
    effective_on: date | None,
    lines: list[LineSpec],
    votes: dict[int, str],
    title: str = "",
    left_out_confirmed: bool = False,
) -> FeeSchedule:
    """§ 159-8D: fees "as set by the Town Board from time to time". The Board adopts a
    schedule by resolution at a meeting, carried by a majority of its whole number
    (GCL § 41); a Board member or the Clerk records it with its lines. It takes effect on
    its effective date and supersedes the schedule before it from then; it is never
    edited (a change is a new schedule). A schedule leaving out a fee the chapter relies
    on is recorded only with ``left_out_confirmed`` (``left_out``: a warning the recorder
    confirms, not a refusal; the module's docstring says why)."""
    require_perm(
        acting_user,
        ADOPT,
        "The Town Board sets the fees by resolution; a Board member or the Municipal Clerk "
        "records it.",
    )
    resolution = (resolution or "").strip()
    # One adoption at a time: the Town Board's row is locked until this one commits, so a
    # second adoption recorded at the same moment waits, then finds this one's number
    # (in any case) and is refused beside the field, not answered 500 (issue 45, 6e).
    Body.objects.select_for_update().filter(kind="town_board").first()
    tally = schedule_check(
        resolution=resolution,
        adopted_on=adopted_on,
        effective_on=effective_on,
        lines=lines,
        votes=votes,
    )
    warnings = left_out(lines)
    if warnings and not left_out_confirmed:
        raise ValidationError(
            {
                "left_out_confirmed": [
                    "The schedule leaves out fees the chapter relies on (listed above): "
                    "confirm that the Town Board's resolution leaves them out."
                ]
            }
        )
    try:
        with transaction.atomic():
            schedule = FeeSchedule.objects.create(
                resolution=resolution,
                adopted_on=adopted_on,
                effective_on=effective_on,
                title=(title or "").strip()[:200],
                recorded_by=acting_user,
                recorded_at=timezone.now(),
            )
    except IntegrityError as exc:  # fee_schedule_resolution_once: Lower(resolution)
        raise ValidationError({"resolution": [_recorded(resolution)]}) from exc
    FeeLine.objects.bulk_create(
        FeeLine(
            schedule=schedule,
            service=spec.service,
            basis=spec.basis,
            rate=None if spec.rate is None else cents(spec.rate),
            cap=None if spec.cap is None else cents(spec.cap),
            acres_from=spec.acres_from,
            acres_to=spec.acres_to,
        )
        for spec in lines
    )
    votes_record(subject=schedule, tally=tally)
    record(
        subject=schedule,
        actor=acting_user,
        action="money.schedule_adopted",
        summary=(
            f"Fee schedule of Resolution No. {resolution} recorded: adopted "
            f"{long_date(adopted_on)}, effective {long_date(effective_on)} ({cite('swm.fees')})."
            + (
                " Confirmed as adopted although it leaves out: "
                + "; ".join(dict.fromkeys(w.split(":")[0] for w in warnings))
                + "."
                if warnings
                else ""
            )
        )[:500],
    )
    return schedule


def in_effect(on: date) -> FeeSchedule | None:
    """The schedule in effect on ``on``: the latest effective on or before that day (a
    schedule with a future effective date prices nothing yet)."""
    return (
        FeeSchedule.objects.filter(effective_on__lte=on)
        .order_by(*FeeSchedule._meta.ordering)
        .first()
    )


class NoFee(Exception):
    """The schedule in effect sets no fee for the service (or there is no schedule)."""


def price(
    service: str,
    *,
    on: date,
    acres: Decimal | None = None,
    hours: Decimal | None = None,
    cost: Decimal | None = None,
) -> Priced:
    """What ``service`` costs on ``on``, from the schedule in effect that day (§ 159-8D):
    a flat fee; per acre disturbed or per hour, to the line's cap; at cost (the caller
    checks a cap over several costs, § 159-4A(2)). Raises ``NoFee`` when no schedule is in
    effect or it sets no fee for the service (or the size class)."""
    schedule = in_effect(on)
    if schedule is None:
        raise NoFee(f"No fee schedule is in effect on {long_date(on)}.")
    lines = [line for line in schedule.lines.all() if line.service == service]
    sized = [line for line in lines if line.acres_from is not None or line.acres_to is not None]
    if sized:
        lines = [line for line in sized if line.covers(acres)]
    if not lines:
        raise NoFee(
            f"The schedule of Resolution No. {schedule.resolution} sets no fee for "
            f"{Service(service).label.lower()}."
        )
    line = lines[0]
    quantity = None
    if line.basis == Basis.FLAT:
        amount = line.rate
    elif line.basis == Basis.PER_ACRE:
        quantity = acres or Decimal("0")
        amount = line.rate * quantity
    elif line.basis == Basis.PER_HOUR:
        quantity = hours or Decimal("0")
        amount = line.rate * quantity
    else:
        amount = cost if cost is not None else Decimal("0")
    amount = cents(amount)
    if line.cap is not None and line.basis != Basis.AT_COST:
        amount = min(amount, line.cap)
    return Priced(amount=amount, line=line, schedule=schedule, quantity=quantity)
