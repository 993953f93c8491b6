"""The § 159-7A(2) site log: opening it, the qualified professional's inspection
reports, storm events (entered, or imported from a rain gauge's CSV) and their clocks.

§ 159-7A(2): for Conditions A, B and C "the applicant shall have a qualified
professional conduct site inspections and document the effectiveness of all erosion and
sediment control practices every seven days and within 24 hours of any storm event
producing 0.5 inches of precipitation or more. Inspection reports shall be maintained
in a site log book."

Clocks (lockport_sw/deadlines, rules ``site_inspection_weekly`` and ``storm_inspection``):
the weekly clock runs from the opening of the log and then from each inspection; a storm
of 0.5 inches or more opens a 24-hour clock from the moment the storm ended. An
inspection meets every clock it was on time for; a clock it was late for stays open
until the sweep marks it missed and escalates it to the SMO (a missed inspection stays a
miss: a later inspection does not erase it).
"""

from __future__ import annotations

import csv
import io
from datetime import datetime
from decimal import Decimal, InvalidOperation

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_datetime
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.documents.services import upload_store
from lockport_sw.jurisdiction.registry import cite

from .. import subjects
from ..models import SiteLog, SiteLogEntry, StormEvent
from ..models.site_log import STORM_THRESHOLD_INCHES
from ._common import CONDUCT, record, require, subject_parts, when

WEEKLY = "site_inspection_weekly"
STORM = "storm_inspection"
MAX_PHOTOS = 10
MAX_IMPORT_BYTES = 2 * 1024 * 1024
CSV_COLUMNS = ("ended_at", "inches", "gauge")
REQUIRED_COLUMNS = ("ended_at", "inches")


def site_log_of(subject) -> SiteLog | None:
    return SiteLog.objects.filter(**subject_parts(subject)).first()


def _is_applicant(user, subject) -> bool:
    """The record's applicant keeps the log for their qualified professional."""
    return subjects.of(subject).is_applicant(user, subject)


def _may_enter_storms(user, subject) -> bool:
    """Storms: the applicant, or Town staff from the Town's own gauge."""
    return _is_applicant(user, subject) or user.has_perm(CONDUCT)


def _applies(subject) -> None:
    # § 159-7A(2): only for Condition A, B or C in § 159-5B(2).
    require(
        subjects.of(subject).site_log_applies(subject),
        f"{cite('swm.maintenance_during_construction.site_inspections')}: a site log is kept "
        "only for a land development activity meeting Condition A, B or C of "
        f"{cite('swm.post_construction_conditions')}.",
        ValidationError,
    )


def _not_future(field: str, moment: datetime, not_before: datetime | None = None) -> None:
    if moment is None:
        raise ValidationError({field: "Give the date and time."})
    if moment > timezone.now():
        raise ValidationError({field: "It cannot be in the future."})
    if not_before is not None and moment < not_before:
        raise ValidationError({field: f"The site log began on {when(not_before)}."})


def _open_weekly(log: SiteLog, starts_at: datetime, acting_user) -> Deadline:
    # § 159-7A(2): "every seven days".
    return clocks.deadline_open(
        rule=WEEKLY,
        subject=log,
        subject_label=f"Weekly site inspection · {log.subject_label}",
        starts_at=starts_at,
        acting_user=acting_user,
    )


@transaction.atomic
def site_log_open(*, acting_user, subject, opened_at: datetime) -> SiteLog:
    """Start the site log (when land disturbance begins); the first weekly clock runs."""
    require(
        _is_applicant(acting_user, subject) or acting_user.has_perm(CONDUCT),
        "Only the applicant or Town staff start the site log.",
    )
    _applies(subject)
    require(site_log_of(subject) is None, "The site log is already open.", ValidationError)
    _not_future("opened_at", opened_at)
    spec = subjects.of(subject)
    log = SiteLog.objects.create(
        subject_label=spec.label(subject)[:200],
        parcel=spec.parcel(subject),
        opened_at=opened_at,
        opened_by=acting_user,
        **subject_parts(subject),
    )
    _open_weekly(log, opened_at, acting_user)
    record(
        subject,
        acting_user,
        "inspections.site_log_opened",
        f"Site log ({cite('swm.maintenance_during_construction.site_inspections')}) started.",
    )
    return log


def site_log_open_itself(*, subject, at: datetime, acting_user, why: str) -> SiteLog | None:
    """§ 159-7A(2): the site log of a record that needs one (Condition A, B or C) opens
    itself, with its first weekly clock, when construction is about to begin (the first
    milestone inspection accepted, § 159-8A(1)); nobody has to remember to start it.
    Called inside the transaction of that act, after its own checks. None when the
    record needs no log or already has one."""
    spec = subjects.find(subject)
    if spec is None or not spec.site_log_applies(subject) or site_log_of(subject) is not None:
        return None
    log = SiteLog.objects.create(
        subject_label=spec.label(subject)[:200],
        parcel=spec.parcel(subject),
        opened_at=at,
        opened_by=acting_user,
        opened_automatically=True,
        **subject_parts(subject),
    )
    _open_weekly(log, at, acting_user)
    record(
        subject,
        acting_user,
        "inspections.site_log_opened",
        f"Site log ({cite('swm.maintenance_during_construction.site_inspections')}) started by "
        f"itself: {why}.",
    )
    return log


def site_log_close(*, subject, at: datetime, acting_user, why: str) -> SiteLog | None:
    """§ 159-7A(2) ends with construction: at final acceptance (§ 159-8A(2)) the log
    closes and its open clocks (weekly, storm) are withdrawn."""
    log = SiteLog.objects.select_for_update().filter(**subject_parts(subject)).first()
    if log is None or log.closed_at is not None:
        return log
    log.closed_at = at
    log.save(update_fields=["closed_at"])
    for clock in clocks_for(log).filter(status__in=Deadline.UNRESOLVED):
        clocks.deadline_withdraw(
            deadline=clock, reason=f"Site log closed: {why}", acting_user=acting_user
        )
    record(subject, acting_user, "inspections.site_log_closed", f"Site log closed: {why}.")
    return log


def _on_time(clock: Deadline, at: datetime) -> bool:
    return clock.starts_at <= at <= clock.due_at


@transaction.atomic
def site_log_entry_record(
    *,
    acting_user,
    log: SiteLog,
    inspected_at: datetime,
    professional_name: str,
    professional_credential: str,
    practices_effective: bool,
    observations: str,
    corrective_actions: str = "",
    photos=(),
) -> SiteLogEntry:
    """The qualified professional's inspection report, with photos. It meets the weekly
    clock and every storm clock it is on time for, and starts the next seven days."""
    log = SiteLog.objects.select_for_update().get(pk=log.pk)
    subject = log.subject
    require(
        _is_applicant(acting_user, subject),
        "The applicant enters their qualified professional's inspections.",
    )
    require(
        log.closed_at is None,
        "The site log closed at final acceptance "
        f"({cite('swm.maintenance_during_construction.site_inspections')}): no inspection is "
        "entered now.",
        ValidationError,
    )
    errors = {}
    try:
        _not_future("inspected_at", inspected_at, log.opened_at)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    for field, value in [
        ("professional_name", professional_name),
        ("professional_credential", professional_credential),
        ("observations", observations),
    ]:
        if not (value or "").strip():
            errors[field] = (
                "This is part of the inspection report "
                f"({cite('swm.maintenance_during_construction.site_inspections')})."
            )
    if not practices_effective and not (corrective_actions or "").strip():
        errors["corrective_actions"] = "Say what will be done about the practices not effective."
    photos = [p for p in photos or [] if p]
    if len(photos) > MAX_PHOTOS:
        errors["photos"] = f"Attach at most {MAX_PHOTOS} photos at once."
    if errors:
        raise ValidationError(errors)
    entry = SiteLogEntry.objects.create(
        log=log,
        inspected_at=inspected_at,
        professional_name=professional_name.strip(),
        professional_credential=professional_credential.strip(),
        practices_effective=practices_effective,
        observations=observations.strip(),
        corrective_actions=(corrective_actions or "").strip(),
        entered_by=acting_user,
    )
    for photo in photos:
        try:
            upload_store(acting_user=acting_user, file=photo, subject=entry)
        except ValidationError as exc:
            raise ValidationError({"photos": exc.messages}) from exc
    note = f"Site inspection of {long_datetime(inspected_at)}"
    weekly = list(clocks_for(log).filter(rule_code=WEEKLY, status=Deadline.Status.OPEN))
    for clock in weekly:
        if _on_time(clock, inspected_at):
            clocks.deadline_meet(
                deadline=clock, at=inspected_at, note=note, acting_user=acting_user
            )
    # The next seven days run from the latest inspection.
    latest = max((c.starts_at for c in weekly), default=log.opened_at)
    if inspected_at >= latest:
        _open_weekly(log, inspected_at, acting_user)
    # Every storm clock of this log the inspection is on time for (one query).
    storm_clocks = Deadline.objects.filter(
        subject_type=ContentType.objects.get_for_model(StormEvent),
        subject_id__in=log.storms.values("pk"),
        rule_code=STORM,
        status=Deadline.Status.OPEN,
        starts_at__lte=inspected_at,
        due_at__gte=inspected_at,
    )
    for clock in storm_clocks:
        clocks.deadline_meet(deadline=clock, at=inspected_at, note=note, acting_user=acting_user)
        entry.storms.add(clock.subject_id)
    record(
        subject,
        acting_user,
        "inspections.site_log_entry",
        f"{note} by {entry.professional_name} entered in the site log.",
    )
    return entry


def _storm_create(*, acting_user, log: SiteLog, ended_at, inches, gauge, source) -> StormEvent:
    storm = StormEvent.objects.create(
        log=log,
        ended_at=ended_at,
        precipitation_inches=inches,
        gauge=(gauge or "").strip()[:100],
        source=source,
        recorded_by=acting_user,
    )
    if storm.needs_inspection:
        # § 159-7A(2): within 24 hours of a storm producing 0.5 inches or more.
        clock = clocks.deadline_open(
            rule=STORM,
            subject=storm,
            subject_label=f"Storm inspection ({inches} in.) · {log.subject_label}",
            starts_at=ended_at,
            acting_user=acting_user,
        )
        # An inspection already entered for the storm's 24 hours meets it.
        done = (
            log.entries.filter(inspected_at__gte=ended_at, inspected_at__lte=clock.due_at)
            .order_by("inspected_at")
            .first()
        )
        if done is not None:
            clocks.deadline_meet(
                deadline=clock, at=done.inspected_at, note="Inspected", acting_user=acting_user
            )
            done.storms.add(storm)
    return storm


def _check_storm(log: SiteLog, ended_at, inches) -> dict:
    errors = {}
    try:
        _not_future("ended_at", ended_at, log.opened_at)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if inches is None or inches < 0:
        errors["precipitation_inches"] = "Give the precipitation in inches (0 or more)."
    elif inches > 40:
        errors["precipitation_inches"] = "More than 40 inches is not a reading: check it."
    return errors


@transaction.atomic
def storm_record(
    *, acting_user, log: SiteLog, ended_at: datetime, precipitation_inches: Decimal, gauge=""
) -> StormEvent:
    """A storm event entered by hand."""
    log = SiteLog.objects.select_for_update().get(pk=log.pk)
    require(_may_enter_storms(acting_user, log.subject), "You do not keep this site log.")
    errors = _check_storm(log, ended_at, precipitation_inches)
    if not errors and log.storms.filter(ended_at=ended_at).exists():
        errors["ended_at"] = "A storm ending at that moment is already recorded."
    if errors:
        raise ValidationError(errors)
    storm = _storm_create(
        acting_user=acting_user,
        log=log,
        ended_at=ended_at,
        inches=precipitation_inches,
        gauge=gauge,
        source=StormEvent.Source.ENTERED,
    )
    record(log.subject, acting_user, "inspections.storm_recorded", f"Storm recorded: {storm}.")
    return storm


def _parse_moment(value: str) -> datetime | None:
    value = (value or "").strip()
    for pattern in ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S"):
        try:
            naive = datetime.strptime(value, pattern)
        except ValueError:
            continue
        # A rain gauge logs the Town's local time (America/New_York).
        return naive.replace(tzinfo=TOWN_TZ)
    return None


def _parse_csv(data: bytes) -> tuple[list[tuple[int, dict]], list[str]]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return [], ["The file is not UTF-8 text: save it as CSV UTF-8."]
    reader = csv.DictReader(io.StringIO(text))
    header = [(h or "").strip().lower() for h in (reader.fieldnames or [])]
    missing = [c for c in REQUIRED_COLUMNS if c not in header]
    if missing:
        return [], [
            f"Line 1: the header lacks {', '.join(missing)} (columns: {', '.join(CSV_COLUMNS)})."
        ]
    rows = []
    for row in reader:
        values = {(k or "").strip().lower(): (v or "").strip() for k, v in row.items() if k}
        if any(values.values()):
            rows.append((reader.line_num, values))
    return rows, []


@transaction.atomic
def storms_import(*, acting_user, log: SiteLog, file) -> list[StormEvent]:
    """Storm events from a rain gauge's CSV (``ended_at``: local time, ``inches``,
    optional ``gauge``). Every bad row is listed with its line number, and nothing is
    imported unless every row is good (one transaction)."""
    log = SiteLog.objects.select_for_update().get(pk=log.pk)
    require(_may_enter_storms(acting_user, log.subject), "You do not keep this site log.")
    if file is None:
        raise ValidationError({"file": "Choose the CSV file."})
    data = file.read(MAX_IMPORT_BYTES + 1)
    if len(data) > MAX_IMPORT_BYTES:
        raise ValidationError({"file": "The file is larger than 2 MB; split it."})
    rows, problems = _parse_csv(data)
    if not problems and not rows:
        problems.append("The file has no storm rows.")
    existing = set(log.storms.values_list("ended_at", flat=True))
    seen: dict[datetime, int] = {}
    good = []
    for line, values in rows:
        ended_at = _parse_moment(values.get("ended_at", ""))
        try:
            inches = Decimal(values.get("inches", ""))
        except InvalidOperation:
            inches = None
        line_errors = []
        if ended_at is None:
            line_errors.append(
                f"“{values.get('ended_at', '')}” is not a date and time (YYYY-MM-DD HH:MM)."
            )
        if inches is None:
            line_errors.append(f"“{values.get('inches', '')}” is not a number of inches.")
        if not line_errors:
            line_errors.extend(_check_storm(log, ended_at, inches).values())
            if ended_at in existing:
                line_errors.append("a storm ending at that moment is already recorded.")
            elif ended_at in seen:
                line_errors.append(f"the same storm is also on line {seen[ended_at]}.")
            else:
                seen[ended_at] = line
        for message in line_errors:
            text = message if isinstance(message, str) else " ".join(message)
            problems.append(f"Line {line}: {text}")
        good.append((ended_at, inches, values.get("gauge", "")))
    if problems:
        raise ValidationError({"file": problems})
    made = [
        _storm_create(
            acting_user=acting_user,
            log=log,
            ended_at=ended_at,
            inches=inches,
            gauge=gauge,
            source=StormEvent.Source.IMPORTED,
        )
        for ended_at, inches, gauge in good
    ]
    heavy = sum(1 for s in made if s.precipitation_inches >= STORM_THRESHOLD_INCHES)
    record(
        log.subject,
        acting_user,
        "inspections.storms_imported",
        f"{len(made)} storm events imported from CSV ({heavy} of 0.5 inches or more).",
    )
    return made
