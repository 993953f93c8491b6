"""Issue 43, item 3: notices of hearing, decisions on appeals and requests for access
issued before they were served letters get their ``ServedLetter`` row, so that they have
the same steps (service, what came back, the Clerk's home until complete) and a page.
Served when a complete service is recorded, as the statute README reads it (a copy
sent to the account is not service; ``ServiceRecord.complete``)."""

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from django.db import migrations

TOWN = ZoneInfo("America/New_York")
CITATION = {"158": "§ 158-12", "159": "§ 159-8C(1)(f)"}


def _served_at(document):
    """As ``services.notices.service_completed_at`` reads the statute README: personal
    delivery; certified mail on its receipt, refusal or return; posting with first-class
    mailing on the fifth day after the later. Posting alone, first-class mail alone and
    a copy to the account never."""
    moments, posted, mailed = [], [], []
    for service in document.service_records.all():
        if service.method == "personal" and service.served_at:
            moments.append(service.served_at)
        elif service.method == "certified_mail" and (service.receipt_on or service.returned_on):
            day = service.receipt_on or service.returned_on
            moments.append(datetime.combine(day, time.min, TOWN))
        elif service.method == "posting" and service.served_at:
            posted.append(service.served_at.astimezone(TOWN).date())
        elif service.method == "first_class" and service.mailed_on:
            mailed.append(service.mailed_on)
    if posted and mailed:
        later = max(min(posted), min(mailed))
        moments.append(datetime.combine(later + timedelta(days=5), time.min, TOWN))
    return min(moments) if moments else None


def _mailing_address(party) -> str:
    """As ``registry.Party.mailing_address`` says it (the address the registry holds
    now: a letter issued before this migration kept none of its own)."""
    tail = f"{party.mailing_city}, {party.mailing_state} {party.mailing_postal_code}"
    return ", ".join(p for p in [party.mailing_street, tail.strip(", ").strip()] if p)[:300]


def forwards(apps, schema_editor):
    ServedLetter = apps.get_model("enforcement", "ServedLetter")
    HearingNotice = apps.get_model("enforcement", "HearingNotice")
    Appeal = apps.get_model("enforcement", "Appeal")
    CorrectiveAction = apps.get_model("enforcement", "CorrectiveAction")
    ContentType = apps.get_model("contenttypes", "ContentType")
    done = set(ServedLetter.objects.values_list("document_id", flat=True))

    def add(document, *, kind, subject, chapter, citation, addressee, parcel, role=""):
        if document.pk in done:
            return
        served_at = _served_at(document)
        ServedLetter.objects.create(
            number=document.number,
            kind=kind,
            chapter=chapter,
            title=document.title,
            citation=citation,
            document=document,
            state="served" if served_at else "issued",
            subject_type=ContentType.objects.get_for_model(subject),
            subject_id=subject.pk,
            parcel=parcel,
            addressee=addressee,
            addressee_name=addressee.name,
            addressee_address=_mailing_address(addressee),
            addressee_role=role,
            issued_at=document.issued_at,
            issued_by_id=document.issued_by_id,
            served_at=served_at,
        )
        done.add(document.pk)

    for hearing in HearingNotice.objects.select_related(
        "document", "appeal__appellant", "appeal__notice__violation__parcel"
    ):
        appeal = hearing.appeal
        add(
            hearing.document,
            kind="HEARING",
            subject=appeal,
            chapter=appeal.chapter,
            citation=CITATION.get(appeal.chapter, ""),
            addressee=appeal.appellant,
            parcel=appeal.notice.violation.parcel,
            role="appellant",
        )
    for appeal in Appeal.objects.filter(decision_document__isnull=False).select_related(
        "decision_document", "appellant", "notice__violation__parcel"
    ):
        add(
            appeal.decision_document,
            kind="APPEAL-DEC",
            subject=appeal,
            chapter=appeal.chapter,
            citation=CITATION.get(appeal.chapter, ""),
            addressee=appeal.appellant,
            parcel=appeal.notice.violation.parcel,
            role="appellant",
        )
    for action in CorrectiveAction.objects.filter(
        letter__isnull=False, letter__kind="ACCESS"
    ).select_related("letter", "notice__addressee", "notice__violation__parcel"):
        add(
            action.letter,
            kind="ACCESS",
            subject=action,
            chapter=action.notice.chapter,
            citation="§ 158-13A",
            addressee=action.notice.addressee,
            parcel=action.notice.violation.parcel,
        )


class Migration(migrations.Migration):
    dependencies = [
        ("enforcement", "0013_hearings_at_meetings_least_notice"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
