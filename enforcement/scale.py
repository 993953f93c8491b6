"""Scale data (``manage.py seed_scale``): ten years of violations found on the chapters'
records, each with its notice of violation (§ 158-11A on a Chapter 158 case, § 159-8C(1)
on a SWPPP project), an appeal on every fifth notice (§ 158-12, § 159-8C(1)(f)), and the
clocks the current ones run.

Older violations were corrected: their notices are closed and their appeals decided,
filed and mailed. The newest tenth continue: their notices are issued or served, each
with the clock of the deadline it set (§ 158-11A(6), § 159-8C(1)(d)) and, for a
Chapter 158 notice still inside it, the 15-day appeal window (§ 158-12); their appeals
wait for a hearing with the 30-day hearing clock (§ 158-12). Clocks are counted by the
clocks' own builder (``deadline_build``); statements by the notices' own (``statements``).

The notices' PDFs are not rendered 20,000 times: one small real PDF, saying that it
stands in for the scale data's notices, is stored once and every notice's issued
document row points at it with its real SHA-256 and size (the download serves it and it
verifies). A rendered notice is what ``make bench`` times on its own.
"""

from __future__ import annotations

import hashlib
from datetime import timedelta

from django.contrib.contenttypes.models import ContentType
from django.core.files.base import ContentFile
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.core.spans import YEARS_10, along
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.storage import get_private_storage
from lockport_sw.jurisdiction.registry import chapter_named, current

from . import letters, policy, statements
from .models import Appeal, NoticeOfViolation, Provision, Violation
from .models.provisions import sync_provisions
from .services._common import chapter_of
from .services.notices import _appeal_last_day, chosen_requirements

STAGE = 1  # after the cases and projects the violations are found on
STAND_IN = "issued/scale/stand-in-notice.pdf"


def stand_in_pdf() -> tuple[str, str, int]:
    """The one stored PDF every scale notice's document row points at: (name, sha, size)."""
    storage = get_private_storage()
    if not storage.exists(STAND_IN):
        from weasyprint import HTML

        pdf = HTML(
            string="<h1>Scale data</h1><p>This file stands in for the notices of violation "
            "that <code>manage.py seed_scale</code> records. It is not a notice.</p>"
        ).write_pdf()
        storage.save(STAND_IN, ContentFile(pdf))
    with storage.open(STAND_IN, "rb") as fh:
        data = fh.read()
    return STAND_IN, hashlib.sha256(data).hexdigest(), len(data)


def seed(ctx) -> None:
    now = timezone.now()
    smo = ctx.records["smo"]
    cases, projects = ctx.records["cases"], ctx.records["projects"]
    if not Provision.objects.exists():
        sync_provisions()
    provision = {
        code: Provision.objects.filter(chapter=code, active=True).order_by("order").first()
        for code in ("158", "159")
    }
    chapter = {code: chapter_of(code) for code in ("158", "159")}
    body = {code: policy.hearing_body(chapter[code]) for code in ("158", "159")}
    penalty = {code: statements.penalty_statement(chapter[code]) for code in ("158", "159")}
    case_type = ContentType.objects.get_for_model(cases[0])
    project_type = ContentType.objects.get_for_model(projects[0])
    n = ctx.count("violations")
    current_from = n - max(1, n // 10)

    def found_on(j: int):
        if j % 2 == 0:
            case = cases[(j // 2) % len(cases)]
            return "158", case, case_type, case.parcel, case.owner
        project = projects[(j // 2) % len(projects)]
        return "159", project, project_type, project.parcel, project.applicant_party

    def when(j: int):
        if j >= current_from:  # the newest tenth: found in the last 60 days
            return now - along(timedelta(days=60), n - j, max(1, n - current_from))
        return now - YEARS_10 + along(YEARS_10 - timedelta(days=90), j, n)

    def violations():
        for j in range(n):
            code, subject, subject_type, parcel, party = found_on(j)
            found = when(j)
            continuing = j >= current_from
            yield Violation(
                reference=f"S-V{j:06d}",
                chapter=code,
                party=party,
                parcel=parcel,
                description=f"Sediment and wash water leaving {parcel.street_address} for the "
                "storm drain.",
                started_on=found.astimezone(TOWN_TZ).date(),
                continuing=continuing,
                ended_on=None if continuing else (found + timedelta(days=40)).date(),
                end_reason="" if continuing else Violation.EndReason.CORRECTED,
                subject_type=subject_type,
                subject_id=subject.pk,
                subject_label=subject.label,
                found_by=smo,
                found_at=found,
            )

    made = ctx.bulk("violations", Violation, violations(), n)
    ctx.bulk(
        "violations' provisions",
        Violation.provisions.through,
        (
            Violation.provisions.through(violation_id=v.pk, provision_id=provision[v.chapter].pk)
            for v in made
        ),
        n,
    )

    name, sha, size = stand_in_pdf()
    violation_type = ContentType.objects.get_for_model(Violation)
    citations = {
        code: [chapter[code].nov_citation, chapter[code].penalties.citation]
        for code in ("158", "159")
    }
    issued = {v.pk: v.found_at + timedelta(days=1) for v in made}
    documents = ctx.bulk(
        "notices' issued documents",
        IssuedDocument,
        (
            IssuedDocument(
                kind=letters.NOTICE_KIND,
                number=f"S-NOV-{j:06d}",
                title=f"Notice of violation: {chapter_named(v.chapter)}",
                subject_type=violation_type,
                subject_id=v.pk,
                citations=citations[v.chapter],
                template_name="pdf/enforcement/notice.html",
                file=name,
                sha256=sha,
                size=size,
                issued_by=smo,
                issued_at=issued[v.pk],
            )
            for j, v in enumerate(made)
        ),
        n,
    )
    requirement_codes = {
        code: [r.code for r in chosen_requirements(chapter[code], ["1", "2", "6"])]
        for code in ("158", "159")
    }

    def notice(j: int, v: Violation, document: IssuedDocument) -> NoticeOfViolation:
        ch = chapter[v.chapter]
        at = issued[v.pk]
        current = v.continuing
        state = (
            (NoticeOfViolation.State.SERVED if j % 2 else NoticeOfViolation.State.ISSUED)
            if current
            else NoticeOfViolation.State.CLOSED
        )
        if v.chapter == "159" and state == NoticeOfViolation.State.ISSUED:
            state = NoticeOfViolation.State.SERVED  # its appeal window runs from service
        owner = v.party
        return NoticeOfViolation(
            number=document.number,
            chapter=v.chapter,
            violation=v,
            document=document,
            state=state,
            addressee=owner,
            addressee_name=owner.name,
            addressee_address=owner.mailing_address,
            # § 159-8C(1): the violator is the parcel's landowner of record (registry).
            addressee_role="landowner of record" if ch.nov_to_landowners else "",
            requirements=requirement_codes[v.chapter],
            nature=v.description,
            measures="Stabilize the exposed soil and clean the catch basin.",
            deadline=(at + timedelta(days=30)).astimezone(TOWN_TZ).date(),
            penalty_statement=penalty[v.chapter],
            appeal_statement=statements.appeal_statement(
                ch, body=body[v.chapter], last_day=_appeal_last_day(ch, at) if current else None
            ),
            appeal_to=body[v.chapter],
            issued_at=at,
            issued_by=smo,
            served_at=at + timedelta(days=3) if state != NoticeOfViolation.State.ISSUED else None,
        )

    notices = ctx.bulk(
        "notices of violation",
        NoticeOfViolation,
        (notice(j, v, d) for j, (v, d) in enumerate(zip(made, documents, strict=True))),
        n,
    )
    appeals = ctx.bulk(
        "appeals",
        Appeal,
        (_appeal(k, nov, smo) for k, nov in enumerate(notices) if k % 5 == 0),
        len(range(0, n, 5)),
    )
    _clocks(ctx, notices, appeals, chapter, now)


def _appeal(k: int, notice: NoticeOfViolation, smo) -> Appeal:
    received = (notice.served_at or notice.issued_at) + timedelta(days=7)
    pending = notice.state != NoticeOfViolation.State.CLOSED
    appeal = Appeal(
        reference=f"S-A{k:06d}",
        chapter=notice.chapter,
        notice=notice,
        appellant=notice.addressee,
        state=Appeal.State.FILED if pending else Appeal.State.CLOSED,
        channel=Appeal.Channel.ONLINE if k % 2 else Appeal.Channel.PAPER,
        received_at=received,
        filed_by=smo,
        grounds="The sediment came from the neighboring site, not ours.",
        hearing_body=notice.appeal_to,
    )
    if not pending:
        decided = received.astimezone(TOWN_TZ).date() + timedelta(days=21)
        appeal.hearing_at = received + timedelta(days=20)
        appeal.hearing_place = current().place.hall
        appeal.scheduled_by = smo
        appeal.outcome = Appeal.Outcome.UPHOLD
        appeal.votes_for, appeal.votes_against, appeal.abstentions, appeal.absent = 4, 1, 0, 0
        appeal.decision_text = "The Board upholds the notice."
        appeal.decided_on = decided
        appeal.decided_by = smo
        appeal.filed_with_clerk_on = decided + timedelta(days=2)
        appeal.mailed_on = decided + timedelta(days=2)
    return appeal


def _clocks(ctx, notices, appeals, chapter, now) -> None:
    """The current notices' and pending appeals' clocks, then open clocks up to the
    issue's volume (the rest: ``inspections/scale.py``)."""
    calendar = town_calendar()
    current = [n for n in notices if n.state in NoticeOfViolation.CURRENT]
    pending = [a for a in appeals if a.state == Appeal.State.FILED]
    by_pk = {n.pk: n for n in notices}

    def rows():
        for nov in current:
            ch = chapter[nov.chapter]
            label = f"{nov.number} · {nov.violation.parcel.street_address}"
            yield clocks.deadline_build(
                rule=ch.remediation_rule,
                subject=nov,
                subject_label=label,
                starts_at=nov.issued_at,
                due_date=nov.deadline,
                calendar=calendar,
            )
            window = None
            if not ch.appeal_from_service:
                window = clocks.deadline_build(
                    rule=ch.appeal_window_rule,
                    subject=nov,
                    subject_label=label,
                    starts_at=nov.issued_at,
                    calendar=calendar,
                )
            if window is not None and window.due_at > now:
                yield window
        for appeal in pending:
            nov = by_pk[appeal.notice_id]
            yield clocks.deadline_build(
                rule=chapter[nov.chapter].hearing_rule,
                subject=appeal,
                subject_label=f"{appeal.reference} · {nov.number}",
                starts_at=appeal.received_at,
                calendar=calendar,
            )

    ctx.bulk("notices' and appeals' clocks", Deadline, rows(), 2 * len(current) + len(pending))
