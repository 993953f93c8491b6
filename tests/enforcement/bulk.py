"""Many enforcement rows at once, for query-count tests (bulk inserts, no services and no
PDFs: only the scale differs from what the services build in the other tests)."""

from __future__ import annotations

from datetime import timedelta

from django.contrib.contenttypes.models import ContentType
from django.utils import timezone

from enforcement.models import Appeal, NoticeOfViolation, Provision, Violation
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.registry.models import Party, Property


def bulk_notices(smo, n: int, *, start: int = 0, appealed: bool = False) -> list[NoticeOfViolation]:
    """``n`` Chapter 158 notices (each of its own violation), each with its appeal window
    clock; with ``appealed``, each under appeal with its hearing clock."""
    now = timezone.now()
    party = Party.objects.create(name=f"Bulk respondent {start}", mailing_street="1 Bulk Road")
    parcel = Property.objects.create(street_address=f"{start} Bulk Road")
    violations = Violation.objects.bulk_create(
        Violation(
            reference=f"V-BULK-{start + i:06d}",
            chapter="158",
            party=party,
            parcel=parcel,
            description="Wash water.",
            started_on=now.date() - timedelta(days=3),
            found_by=smo,
            found_at=now,
        )
        for i in range(n)
    )
    provision = Provision.objects.get(code="158-4A")
    Violation.provisions.through.objects.bulk_create(
        Violation.provisions.through(violation=v, provision=provision) for v in violations
    )
    vct = ContentType.objects.get_for_model(Violation)
    documents = IssuedDocument.objects.bulk_create(
        IssuedDocument(
            kind="NOV",
            number=f"NOV-BULK-{start + i:06d}",
            title="Notice of violation",
            subject_type=vct,
            subject_id=v.pk,
            citations=["§ 158-11A"],
            template_name="pdf/enforcement/notice.html",
            file=f"issued/NOV/bulk/{start + i}.pdf",
            sha256="0" * 64,
            size=1,
            issued_by=smo,
            issued_at=now,
        )
        for i, v in enumerate(violations)
    )
    made = NoticeOfViolation.objects.bulk_create(
        NoticeOfViolation(
            number=d.number,
            chapter="158",
            violation=v,
            document=d,
            addressee=party,
            addressee_name=party.name,
            addressee_address="1 Bulk Road",
            requirements=["2"],
            nature="Wash water.",
            appeal_to="Town Board",
            issued_at=now,
            issued_by=smo,
        )
        for v, d in zip(violations, documents, strict=True)
    )
    nct = ContentType.objects.get_for_model(NoticeOfViolation)
    _clocks(nct, made, "nov158_appeal", now)
    if appealed:
        appeals = Appeal.objects.bulk_create(
            Appeal(
                reference=f"APL-BULK-{start + i:06d}",
                chapter="158",
                notice=notice,
                appellant=party,
                channel=Appeal.Channel.ONLINE,
                received_at=now - timedelta(hours=i % 48),
                filed_by=smo,
                grounds="Not mine.",
                hearing_body="Town Board",
            )
            for i, notice in enumerate(made)
        )
        _clocks(ContentType.objects.get_for_model(Appeal), appeals, "appeal_hearing", now)
    return made


def _clocks(ct, subjects, rule: str, now) -> None:
    Deadline.objects.bulk_create(
        Deadline(
            rule_code=rule,
            subject_type=ct,
            subject_id=s.pk,
            subject_label=f"Bulk {s.pk}",
            starts_at=now,
            count_from=now,
            count_unit="days",
            count_period=15,
            due_at=now + timedelta(days=15 + i % 20),
            due_date=(now + timedelta(days=15 + i % 20)).astimezone(TOWN_TZ).date(),
        )
        for i, s in enumerate(subjects)
    )


def bulk_decided(smo, n: int, *, start: int = 0, on=None, outcome: str = "uphold") -> list[Appeal]:
    """``n`` appeals decided on ``on`` with ``outcome``, each with its decision letter."""
    on = on or timezone.localdate()
    notices = bulk_notices(smo, n, start=start, appealed=True)
    act = ContentType.objects.get_for_model(Appeal)
    appeals = list(Appeal.objects.filter(notice__in=notices).order_by("pk"))
    letters = IssuedDocument.objects.bulk_create(
        IssuedDocument(
            kind="APPEAL-DEC",
            number=f"APPEAL-DEC-BULK-{start + i:06d}",
            title="Decision on appeal",
            subject_type=act,
            subject_id=a.pk,
            citations=["§ 158-12"],
            template_name="pdf/enforcement/decision.html",
            file=f"issued/APPEAL-DEC/bulk/{start + i}.pdf",
            sha256="0" * 64,
            size=1,
            issued_by=smo,
            issued_at=timezone.now(),
        )
        for i, a in enumerate(appeals)
    )
    for appeal, letter in zip(appeals, letters, strict=True):
        Appeal.objects.filter(pk=appeal.pk).update(
            state=Appeal.State.CLOSED,
            outcome=outcome,
            votes_for=3,
            votes_against=2,
            decided_on=on,
            decision_document=letter,
        )
    return appeals
