"""Served letters (issue 23, item 3): every order or notice that binds a person is issued
like a notice of violation. ``letter_issue`` checks first (the addressee's postal
address: nothing is issued without it), issues the numbered PDF, records the letter,
tells the addressee (message and email) and starts its clock where the section counts
from issuance; service is recorded on the document (``notices.service_record``), and
``letter_served`` then starts what runs from service."""

from __future__ import annotations

from datetime import date, datetime

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines import services as clocks
from lockport_sw.documents.services import document_issue
from lockport_sw.jurisdiction.registry import current
from lockport_sw.notifications.services import Recipient, notify
from lockport_sw.registry.validation import postal_address_refusal

from .. import served
from ..chapters import ChapterEnforcement
from ..letters import OCCUPANCY_KIND, OCCUPANCY_RELEASE_KIND, RESTORE_KIND
from ..models import ServedLetter, ServiceRecord
from ._common import long_date, town_date
from .addressing import ADD_ADDRESS, entries


def letter_refusal(addressee, *, letter: str) -> str | None:
    """Why the letter cannot be issued to ``addressee`` (check first), or None."""
    if addressee is None:
        return f"Name the person {letter} is addressed to (a party of the registry)."
    return postal_address_refusal(addressee, letter=letter, how_to_add=ADD_ADDRESS)


def _label(letter: ServedLetter) -> str:
    where = letter.parcel.street_address if letter.parcel_id else letter.addressee_name
    return f"{letter.number} · {where}"


@transaction.atomic
def letter_issue(
    *,
    acting_user,
    kind: str,
    subject,
    addressee,
    parcel,
    title: str,
    citation: str,
    template_name: str,
    context: dict,
    citations: list[str],
    due_date: date | None = None,
    copy_to: str = "",
    copy_recipients=(),
    field: str = "party",
    message: str = "",
    chapter: str | None = None,
    signer_title: str | None = None,
    addressee_role: str = "",
    also=(),
    copies=(),
) -> ServedLetter:
    """Issue a letter of a registered ``kind`` about ``subject`` to ``addressee``. The
    caller (the chapter's service) has checked its own law and permission; refused here,
    at ``field``, when the addressee has no postal address to serve it at.
    ``addressee_role`` is the status the record gives the addressee ("landowner of
    record"; empty where it records none), ``also`` the others given the same notice by
    letters of their own, ``copies`` [(role, party)] those sent a copy (the applicant,
    the developer): each is told, and finds the copy in "Notices to you"."""
    letter_kind = served.get(kind)
    if refusal := letter_refusal(addressee, letter=f"the {title.lower()}"):
        raise ValidationError({field: refusal})
    issued_at = timezone.now()
    copies = list(copies)
    letter = ServedLetter(
        kind=kind,
        chapter=chapter or letter_kind.chapter,
        title=title,
        citation=citation,
        subject=subject,
        parcel=parcel,
        addressee=addressee,
        addressee_name=addressee.name,
        addressee_address=addressee.mailing_address,
        addressee_role=addressee_role if addressee_role else "",
        also_addressed=entries(also, addressee_role),
        copies=[e for role, party in copies for e in entries([party], role)],
        copy_to=copy_to,
        due_date=due_date,
        issued_at=issued_at,
        issued_by=acting_user,
    )
    from ..letters import signer

    letter.document = document_issue(
        acting_user=acting_user,
        kind=kind,
        template_name=template_name,
        context={
            "letter": letter,
            "parcel": parcel,
            "signer": signer(acting_user, signer_title) if signer_title else signer(acting_user),
            **context,
        },
        subject=subject,
        title=title,
        citations=list(dict.fromkeys(citations)),
        issued_at=issued_at,
    )
    letter.number = letter.document.number
    letter._history_user = acting_user
    letter.save()
    if copies:
        letter.copied_to.set([party for _role, party in copies])
    if letter_kind.clock_rule and not letter_kind.clock_from_service:
        _open_clock(letter, letter_kind, starts_at=issued_at, acting_user=acting_user)
    _tell(
        letter,
        subject=f"{title} {letter.number}",
        body=f"The {current().name} issued {title[0].lower()}{title[1:]} {letter.number} "
        f"to you ({citation}). {message}".strip(),
    )
    for role, party in copies:
        tell_party(
            party,
            event_key=f"letter:{letter.pk}:copy:{party.pk}",
            subject=f"Copy: {title} {letter.number}",
            body=f"A copy for you as the {role}: {title[0].lower()}{title[1:]} {letter.number} "
            f"({citation}) was issued to {letter.addressee_name}"
            + (f" about {parcel.full_address}" if parcel is not None else "")
            + ".",
            url=letter.get_absolute_url(),
        )
    if copy_recipients:
        # A copy (e.g. to the Building Inspector, § 159-8C(5)): a message with the letter.
        notify(
            event_key=f"letter:{letter.pk}:copy",
            recipients=list(copy_recipients),
            subject=f"Copy: {title} {letter.number}",
            body=f"{title} {letter.number} ({citation}) was issued to {letter.addressee_name}"
            + (f" about {parcel.full_address}" if parcel is not None else "")
            + f". {message}".rstrip(". ")
            + ".",
        )
    return letter


@transaction.atomic
def letter_record(
    *,
    acting_user,
    kind: str,
    document,
    subject,
    addressee,
    parcel,
    title: str,
    citation: str,
    chapter: str,
    addressee_role: str = "",
    also=(),
    copies=(),
) -> ServedLetter:
    """A letter of a registered ``kind`` whose document its own service has issued (the
    notice of hearing, the decision on an appeal: services/appeals.py), recorded as a
    served letter so that it has the steps every served letter has: service recorded
    per person, what came back, the Clerk's home until complete (issue 43, item 3).
    Telling the addressee stays with the service that issued it; ``copies`` [(role,
    party)] are each sent a copy, as ``letter_issue`` does."""
    served.get(kind)  # registered
    letter = ServedLetter(
        number=document.number,
        kind=kind,
        chapter=chapter,
        title=title,
        citation=citation,
        document=document,
        subject=subject,
        parcel=parcel,
        addressee=addressee,
        addressee_name=addressee.name,
        addressee_address=addressee.mailing_address,
        addressee_role=addressee_role,
        also_addressed=entries(also, addressee_role),
        copies=[e for role, party in copies for e in entries([party], role)],
        issued_at=document.issued_at,
        issued_by=acting_user,
    )
    letter._history_user = acting_user
    letter.save()
    if copies:
        letter.copied_to.set([party for _role, party in copies])
    for role, party in copies:
        tell_party(
            party,
            event_key=f"letter:{letter.pk}:copy:{party.pk}",
            subject=f"Copy: {title} {letter.number}",
            body=f"A copy for you as the {role}: {title[0].lower()}{title[1:]} {letter.number} "
            f"({citation}) was issued to {letter.addressee_name}"
            + (f" about {parcel.full_address}" if parcel is not None else "")
            + ".",
            url=letter.get_absolute_url(),
        )
    return letter


def _open_clock(letter: ServedLetter, kind: served.LetterKind, *, starts_at, acting_user):
    if catalogue.get(kind.clock_rule).unit == catalogue.Unit.SET_BY_ORDER and not letter.due_date:
        return None  # the letter sets no date
    return clocks.deadline_open(
        rule=kind.clock_rule,
        subject=letter.subject,
        subject_label=_label(letter),
        starts_at=starts_at,
        due_date=letter.due_date,
        acting_user=acting_user,
    )


def _tell(letter: ServedLetter, *, subject: str, body: str) -> None:
    """A message in the addressee's inbox and an email."""
    tell_party(
        letter.addressee,
        event_key=f"letter:{letter.pk}:{subject}",
        subject=subject,
        body=body,
        url=letter.get_absolute_url(),
    )


def tell_party(party, *, event_key: str, subject: str, body: str, url: str) -> None:
    """A message in the party's inbox and an email; to the address in the registry when
    the person has no account (without the link, which needs one)."""
    user = party.user
    if user is not None and user.is_active:
        recipients = [user]
    elif party.email:
        recipients = [Recipient(address=party.email.lower())]
    else:
        return
    notify(
        event_key=event_key,
        recipients=recipients,
        subject=subject,
        body=body,
        url=url if user is not None else "",
    )


def letters_to_each(*, addressees, addressee_role: str = "", copies=(), **kwargs):
    """The same notice to several addressees (the landowners of record): a letter of its
    own to each, served on each, each naming the others (``also``). Every addressee's
    postal address is checked before any letter is issued. Returns the letters."""
    addressees = list(addressees)
    title = kwargs["title"]
    field = kwargs.get("field", "party")
    for party in addressees:
        if refusal := letter_refusal(party, letter=f"the {title.lower()}"):
            raise ValidationError({field: refusal})
    return [
        letter_issue(
            addressee=party,
            addressee_role=addressee_role,
            also=[o for o in addressees if o.pk != party.pk],
            copies=copies,
            **kwargs,
        )
        for party in addressees
    ]


def issue_restoration_notice(
    *, acting_user, action, chapter: ChapterEnforcement, period: str, addressees, role, copies
):
    """§ 159-8C(6): notice to restore the land within the Town's period, which runs from
    service of the notice (a served letter; issue 23, item 3): a letter of its own to each
    landowner of record (``addressees``), with copies to the applicant and the developer."""
    notice = action.notice
    violation = notice.violation
    return letters_to_each(
        acting_user=acting_user,
        kind=RESTORE_KIND,
        subject=action,
        addressees=addressees,
        addressee_role=role,
        copies=copies,
        parcel=violation.parcel,
        title="Notice to restore land",
        citation=chapter.corrective_citation,
        template_name="pdf/enforcement/restoration.html",
        context={
            "action": action,
            "notice": notice,
            "violation": violation,
            "chapter": chapter,
            "period": period,
        },
        citations=[chapter.corrective_citation, chapter.nov_citation],
        field="__all__",
        chapter=chapter.chapter,
        message=f"Restore the land within {period} after this notice is served on you: "
        f"{action.measures}",
    )


def issue_occupancy_notice(
    *, acting_user, hold, chapter: ChapterEnforcement, addressees, role, copies
):
    """§ 159-8C(5): the notice that the SMO prevents the occupancy of the building or land
    developed in violation: a letter of its own to each landowner of record
    (``addressees``), with copies to the applicant, the developer and the Building
    Inspector."""
    violation = hold.violation
    return letters_to_each(
        acting_user=acting_user,
        kind=OCCUPANCY_KIND,
        subject=hold,
        addressees=addressees,
        addressee_role=role,
        copies=copies,
        parcel=hold.parcel,
        title="Notice withholding occupancy",
        citation=chapter.occupancy_citation,
        template_name="pdf/enforcement/occupancy.html",
        context={"hold": hold, "violation": violation, "chapter": chapter},
        citations=[chapter.occupancy_citation],
        copy_to=chapter.occupancy_copy_to,
        copy_recipients=chapter.occupancy_copy_recipients()
        if chapter.occupancy_copy_recipients
        else (),
        field="__all__",
        chapter=chapter.chapter,
        message=f"Occupancy of {hold.parcel.full_address} is withheld: {hold.reason}",
    )


def issue_occupancy_release(*, acting_user, hold, chapter: ChapterEnforcement):
    """§ 159-8C(5), issue 43 item 10: the owners and the Building Inspector were told that
    occupancy stays withheld until the SMO releases it; when it is released, each person
    the notice withholding occupancy was addressed to is told, by a letter of their own,
    with the same copies (the applicant, the developer) and a copy to the Building
    Inspector: the hold is released, on what day, for the reason recorded."""
    notices = list(served_letters(hold).filter(kind=OCCUPANCY_KIND).order_by("pk"))
    owners = list(dict.fromkeys(letter.addressee for letter in notices))
    if not owners:
        return []
    role = notices[0].addressee_role
    owner_pks = {o.pk for o in owners}
    copies = []
    from lockport_sw.registry.models import Party

    for entry in notices[0].copies:
        party = Party.objects.filter(pk=entry["party"]).first()
        if party is not None and party.pk not in owner_pks:
            copies.append((entry["role"], party))
    violation = hold.violation
    return letters_to_each(
        acting_user=acting_user,
        kind=OCCUPANCY_RELEASE_KIND,
        subject=hold,
        addressees=owners,
        addressee_role=role,
        copies=copies,
        parcel=hold.parcel,
        title="Notice releasing the withholding of occupancy",
        citation=chapter.occupancy_citation,
        template_name="pdf/enforcement/occupancy_release.html",
        context={
            "hold": hold,
            "violation": violation,
            "chapter": chapter,
            "withheld_by": [letter.number for letter in notices],
        },
        citations=[chapter.occupancy_citation],
        copy_to=chapter.occupancy_copy_to,
        copy_recipients=chapter.occupancy_copy_recipients()
        if chapter.occupancy_copy_recipients
        else (),
        field="__all__",
        chapter=chapter.chapter,
        message=f"Occupancy of {hold.parcel.full_address} is no longer withheld: "
        f"{hold.lift_reason}",
    )


def all_served(letters) -> bool:
    """Every letter served (each landowner of record was served)."""
    letters = list(letters)
    return bool(letters) and all(letter.is_served for letter in letters)


def letter_served(*, service: ServiceRecord, moment: datetime | None, acting_user) -> None:
    """Service of a letter's document was recorded: when complete (``moment``), the
    letter is served and what runs from service starts."""
    letter = ServedLetter.objects.select_for_update().filter(document=service.document).first()
    if letter is None or moment is None or letter.served_at is not None:
        return
    letter.served_at = moment
    letter._serve()
    letter._history_user = acting_user
    letter.save()
    kind = served.get(letter.kind)
    if kind.clock_rule and kind.clock_from_service:
        _open_clock(letter, kind, starts_at=moment, acting_user=acting_user)
    if kind.on_served is not None:
        kind.on_served(letter, moment, acting_user)
    _tell(
        letter,
        subject=f"{letter.title} {letter.number} served",
        body=f"Service of {letter.number} was complete on {long_date(town_date(moment))}.",
    )


def served_letters(subject):
    """The letters about ``subject``, newest first."""
    from django.contrib.contenttypes.models import ContentType

    return ServedLetter.objects.filter(
        subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
    ).select_related("document")


def is_served(subject, kind: str) -> bool:
    return served_letters(subject).filter(kind=kind, served_at__isnull=False).exists()


def letter_preview(
    *,
    kind: str,
    addressee,
    title: str,
    citation: str,
    context: dict,
    parcel=None,
    due_date: date | None = None,
    addressee_role: str = "",
    also=(),
    copies=(),
    field: str = "party",
    **_issue_only,
) -> dict:
    """What ``letter_issue`` would issue, for the page that checks it first: the
    addressee(s) with their address, the title and section, the text that will print (the
    letter's own context), and the clock it starts with its start event. Refused, at
    ``field``, as the issue would be. Nothing is written."""
    letter_kind = served.get(kind)
    addressees = [p for p in [addressee, *also] if p is not None]
    refusals = [
        r for p in addressees or [None] if (r := letter_refusal(p, letter=f"the {title.lower()}"))
    ]
    if refusals:
        raise ValidationError({field: refusals})
    clock = ""
    if letter_kind.clock_rule:
        rule = catalogue.get(letter_kind.clock_rule)
        event = "service on the addressee" if letter_kind.clock_from_service else "its issuance"
        if rule.unit == catalogue.Unit.SET_BY_ORDER:
            clock = (
                f"{rule.title} ({rule.citation}): the date set, {long_date(due_date)}, counted "
                f"from {event}"
                + ("." if rule.extends else "; not extended if it falls on a weekend or holiday.")
                if due_date
                else "The letter sets no date: no clock starts."
            )
        else:
            from lockport_sw.deadlines.services import effective_period

            clock = (
                f"{rule.title} ({rule.citation}): {effective_period(rule)} {rule.unit.label}, "
                f"counted from {event}."
            )
    return {
        "kind": letter_kind,
        "title": title,
        "citation": citation,
        "addressees": [
            {"name": p.name, "address": p.mailing_address, "role": addressee_role}
            for p in addressees
        ],
        "copies": [{"name": p.name, "role": role} for role, p in copies],
        "parcel": parcel,
        "context": context,
        "clock": clock,
    }
