"""Many rows at once, for query-count tests and benchmarks (bulk inserts, no services:
only the scale differs from what the services build in the other tests)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from decimal import Decimal

from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.registry.models import Party, Property
from swppp.models import Project, ReviewingBody, Submission


def bulk_clocks(
    n: int,
    *,
    due: Callable[[int, datetime], datetime],
    subject=None,
    rules: Sequence[str] = ("swppp_decision",),
    users: Sequence = (),
    label: str = "Case {i}",
    **fields,
) -> None:
    """``n`` open clocks; clock ``i`` is due at ``due(i, now)``."""
    subject = subject or Property.objects.create(street_address="1 Bulk Road")
    ct = ContentType.objects.get_for_model(subject)
    now = timezone.now()
    rows = []
    for i in range(n):
        due_at = due(i, now)
        rows.append(
            Deadline(
                rule_code=rules[i % len(rules)],
                subject_type=ct,
                subject_id=subject.pk,
                subject_label=label.format(i=i),
                starts_at=due_at - timedelta(days=45),
                count_from=due_at - timedelta(days=45),
                count_unit="days",
                count_period=45,
                due_at=due_at,
                due_date=due_at.astimezone(TOWN_TZ).date(),
                responsible_user=users[i % len(users)] if users else None,
                **fields,
            )
        )
    Deadline.objects.bulk_create(rows, batch_size=5000)


def hourly_clocks(
    n: int,
    *,
    first: int,
    subject=None,
    rules: Sequence[str] = ("swppp_decision",),
    users: Sequence = (),
) -> None:
    """What ``bulk_clocks(n, due=lambda i, now: now + timedelta(hours=first + i), ...)``
    makes (the same rows, tests/core/test_bulk.py), in one INSERT … SELECT over
    ``generate_series``: 100,000 clocks in about a second instead of eleven, most of which
    ``bulk_create`` spent building model instances and SQL. Every column the clock does
    not vary takes the value Django would write for a new clock."""
    subject = subject or Property.objects.create(street_address="1 Bulk Road")
    ct = ContentType.objects.get_for_model(subject)
    now = timezone.now()
    sample = Deadline(
        rule_code=rules[0],
        subject_type=ct,
        subject_id=subject.pk,
        subject_label="",
        starts_at=now,
        count_from=now,
        count_unit="days",
        count_period=45,
        due_at=now,
        due_date=now.date(),
    )
    varying = {
        "rule_code": "(%s::varchar[])[1 + s.i %% %s]",
        "subject_label": "'Case ' || s.i",
        "starts_at": "s.due - interval '1080 hours'",
        "count_from": "s.due - interval '1080 hours'",
        "due_at": "s.due",
        "due_date": "(s.due AT TIME ZONE %s)::date",
        "responsible_user_id": "(%s::bigint[])[1 + s.i %% %s]" if users else "NULL",
    }
    varying_params = {
        "rule_code": [list(rules), len(rules)],
        "due_date": [str(TOWN_TZ)],
        "responsible_user_id": [[u.pk for u in users], len(users)] if users else [],
    }
    columns, values, params = [], [], []
    for field in Deadline._meta.concrete_fields:
        if field.primary_key:
            continue
        columns.append(connection.ops.quote_name(field.column))
        if field.column in varying:
            values.append(varying[field.column])
            params += varying_params.get(field.column, [])
        else:
            values.append("%s")
            params.append(field.get_db_prep_save(field.pre_save(sample, add=True), connection))
    sql = (
        f"INSERT INTO {connection.ops.quote_name(Deadline._meta.db_table)} ({', '.join(columns)}) "  # noqa: S608  # nosec B608
        f"SELECT {', '.join(values)} FROM (SELECT i, %s::timestamptz + (i + %s) * interval '1 hour'"
        " AS due FROM generate_series(0, %s - 1) AS i) AS s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, now, first, n])


def bulk_projects(applicant, n: int, *, start: int = 0, received: bool = False) -> list[Project]:
    """``n`` Condition C projects of one applicant, each with version 1: a draft, or, with
    ``received``, a received version and its open 45-day clock (every third one on the
    § 159-4B path to the Planning Board)."""
    party = Party.objects.filter(user=applicant).first() or Party.objects.create(
        name=str(applicant), user=applicant
    )
    parcel = Property.objects.create(street_address=f"{start} Bulk Road")
    made = Project.objects.bulk_create(
        Project(
            reference=f"B-{start + i:06d}",
            applicant=applicant,
            applicant_party=party,
            parcel=parcel,
            title=f"Bulk project {start + i}",
            description="Houses.",
            total_site_acres=Decimal("10"),
            disturbed_acres=Decimal("2.5"),
            max_disturbed_at_once_acres=Decimal("2"),
            receiving_waters="Eighteen Mile Creek",
        )
        for i in range(n)
    )
    if not received:
        Submission.objects.bulk_create(Submission(project=p, version=1) for p in made)
        return made
    body = ReviewingBody.objects.get(kind="planning_board")
    now = timezone.now()
    submissions = Submission.objects.bulk_create(
        Submission(
            project=p,
            version=1,
            state=Submission.State.RECEIVED,
            received_at=now - timedelta(days=i % 60),
            review_path="4B" if i % 3 == 0 else "4C",
            reviewing_body=body if i % 3 == 0 else None,
            checklist=["159-5B(1)(a)"],
        )
        for i, p in enumerate(made)
    )
    ct = ContentType.objects.get_for_model(Submission)
    Deadline.objects.bulk_create(
        Deadline(
            rule_code="swppp_recommendation" if s.review_path == "4B" else "swppp_decision",
            subject_type=ct,
            subject_id=s.pk,
            subject_label=f"SWPPP {s.project.reference}",
            starts_at=s.received_at,
            count_from=s.received_at,
            count_unit="days",
            count_period=45,
            due_at=s.received_at + timedelta(days=45),
            due_date=(s.received_at + timedelta(days=45)).astimezone(TOWN_TZ).date(),
        )
        for s in submissions
    )
    return made


def bulk_site_log_entries(log, n: int, *, start: int = 0, storms_every: int = 0) -> None:
    """``n`` inspection reports in a site log (§ 159-7A(2)), one a day back from the log's
    opening plus ``start`` days; with ``storms_every``, every such entry follows a storm."""
    from inspections.models import SiteLogEntry, StormEvent

    user = log.opened_by
    made = SiteLogEntry.objects.bulk_create(
        (
            SiteLogEntry(
                log=log,
                inspected_at=log.opened_at + timedelta(days=start + i, hours=1),
                professional_name="Quinn Qualified",
                professional_credential="CPESC #4567",
                practices_effective=True,
                observations=f"Inspection {start + i}: all practices effective.",
                entered_by=user,
            )
            for i in range(n)
        ),
        batch_size=5000,
    )
    if storms_every:
        storms = StormEvent.objects.bulk_create(
            StormEvent(
                log=log,
                ended_at=entry.inspected_at - timedelta(hours=2),
                precipitation_inches=Decimal("0.75"),
                recorded_by=user,
            )
            for entry in made[::storms_every]
        )
        through = SiteLogEntry.storms.through
        through.objects.bulk_create(
            through(sitelogentry_id=e.pk, stormevent_id=s.pk)
            for e, s in zip(made[::storms_every], storms, strict=True)
        )


def bulk_inspections(
    n: int,
    *,
    subject,
    parcel,
    inspector,
    created_by,
    first: datetime,
    kind="159-milestone-b",
    reference_prefix: str = "I-BULK-",
) -> None:
    """``n`` scheduled inspections of ``subject`` for ``inspector``, from ``first`` on,
    every minute (so that thousands fit in one week)."""
    from inspections.models import Inspection

    ct = ContentType.objects.get_for_model(subject)
    Inspection.objects.bulk_create(
        [
            Inspection(
                reference=f"{reference_prefix}{i:06d}",
                kind=kind,
                chapter="159",
                subject_type=ct,
                subject_id=subject.pk,
                subject_label=f"Bulk subject {i}",
                parcel=parcel,
                inspector=inspector,
                scheduled_for=first + timedelta(minutes=i),
                created_by=created_by,
            )
            for i in range(n)
        ],
        batch_size=5000,
    )
