"""Enforcement's printed documents: issued PDFs (numbered, hashed, immutable) through
lockport_sw.documents, and the hearing packet, rendered on demand for the Board.

Every figure, date and citation on a document comes from the record passed in; the
templates are under templates/pdf/enforcement/ and extend the one letterhead.
"""

from __future__ import annotations

from django.conf import settings
from django.utils import timezone

from lockport_sw.documents import signatures
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.rendering import render_pdf
from lockport_sw.documents.services import document_issue
from lockport_sw.jurisdiction.registry import chapter_named

from .chapters import ChapterEnforcement, Requirement

NOTICE_KIND = "NOV"
ORDER_KIND = "SWO"
LIFT_KIND = "SWO-LIFT"
DECISION_KIND = "APPEAL-DEC"
HEARING_KIND = "HEARING"
ACCESS_KIND = "ACCESS"
RESTORE_KIND = "RESTORE"
OCCUPANCY_KIND = "OCCUPANCY"
OCCUPANCY_RELEASE_KIND = "OCC-RELEASE"  # § 159-8C(5): the hold released (issue 43, item 10)
# The letters of an appeal, which a person's pages show with their appeals.
APPEAL_LETTERS = (HEARING_KIND, DECISION_KIND)
CORRECTION_KIND = "NOV-CORR"  # a correction notice of an issued notice (services/corrections)

SMO_TITLE = "Stormwater Management Officer"


def signer(user, title: str = SMO_TITLE) -> dict:
    return signatures.signer(user, title)


def of_the_town(who: str) -> str:
    """Who acts, named with the Town once: "the Town" is "the Town of Lockport", "the
    Stormwater Management Officer" is "the Stormwater Management Officer of the Town of
    Lockport" (never "the Town of the Town of Lockport")."""
    town = settings.TOWN["name"]  # "Town of Lockport"
    if who.strip().lower() in ("the town", "town", f"the {town}".lower(), town.lower()):
        return f"the {town}"
    return f"{who} of the {town}"


def issue_notice(
    *,
    acting_user,
    notice,
    chapter: ChapterEnforcement,
    requirements: list[Requirement],
    issued_at,
) -> IssuedDocument:
    """§ 158-11A or § 159-8C(1): the notice, with a certified-mail block."""
    violation = notice.violation
    provisions = list(violation.provisions.order_by("chapter", "order"))
    citations = [chapter.nov_citation, *(p.citation for p in provisions)]
    if not chapter.appeal_from_service or chapter.appeal_to:
        citations.append(chapter.appeal_citation)
    citations.append(chapter.penalties.citation)
    return document_issue(
        acting_user=acting_user,
        kind=NOTICE_KIND,
        template_name="pdf/enforcement/notice.html",
        context={
            "notice": notice,
            "violation": violation,
            "parcel": violation.parcel,
            "chapter": chapter,
            "issuer": of_the_town(chapter.nov_issuer),
            "provisions": provisions,
            # What the person must do (or what the notice contains), and apart, what
            # the Town gives notice it will do (§ 158-11A(5)).
            "required": [r for r in requirements if not r.warns],
            "warnings": [r for r in requirements if r.warns],
            "signer": signer(acting_user),
            **how_to_appeal(chapter),
        },
        subject=violation,
        title=f"Notice of violation: {chapter_named(chapter.chapter)}",
        citations=list(dict.fromkeys(citations)),
        supersedes=notice.supersedes.document if notice.supersedes else None,
        issued_at=issued_at,
    )


def how_to_appeal(chapter: ChapterEnforcement) -> dict:
    """Issue 18, item 11: where and how the notice is appealed: with the Municipal Clerk
    at the Town Hall, or online at the notice's own appeal page (its address is made from
    the notice's number, known only once the document is numbered), and, where the
    window runs from service, how its days are counted."""
    from django.urls import reverse

    from lockport_sw.deadlines import catalogue

    path = reverse("enforcement:appeal_file", args=["NUMBER"])
    before, after = path.split("NUMBER")
    rule = catalogue.get(chapter.appeal_window_rule)
    return {
        "appeal_url_before": f"{settings.SITE_URL}{before}",
        "appeal_url_after": after,
        "appeal_days": rule.period,
        "clerk_address": f"Office of the Municipal Clerk, Town Hall, {settings.TOWN['address']}",
    }


def issue_order(*, acting_user, order, chapter: ChapterEnforcement) -> IssuedDocument:
    """§ 159-8C(2): the stop-work order."""
    violation = order.violation
    provisions = list(violation.provisions.order_by("chapter", "order"))
    return document_issue(
        acting_user=acting_user,
        kind=ORDER_KIND,
        template_name="pdf/enforcement/order.html",
        context={
            "order": order,
            "violation": violation,
            "parcel": violation.parcel,
            "chapter": chapter,
            "provisions": provisions,
            "signer": signer(acting_user),
        },
        subject=violation,
        title="Stop-work order",
        citations=[chapter.stop_work_citation, *(p.citation for p in provisions)],
    )


def other_orders_in_force(order, chapter: ChapterEnforcement) -> list[str]:
    """§ 159-8C(2): the stop-work orders still in effect on the same land as ``order``
    (its violation found from no project): the lifting letter names each (issue 43, item
    11), so that no one reads "work may resume" while another order stands."""
    from lockport_sw.calendar.words import long_date

    from .models import StopWorkOrder

    others = (
        StopWorkOrder.objects.filter(
            state=StopWorkOrder.State.IN_EFFECT, violation__parcel_id=order.violation.parcel_id
        )
        .exclude(pk=order.pk)
        .order_by("issued_at", "pk")
    )
    return [
        f"Stop-work order {o.number} of {long_date(o.issued_at)} ({chapter.stop_work_citation}): "
        "all land development activity halts except work that addresses the violations."
        for o in others
    ]


def issue_lift(*, acting_user, order, chapter: ChapterEnforcement) -> IssuedDocument:
    """§ 159-8C(2): the order is lifted once the Town confirms compliance. The letter names
    whatever still applies on the project (other orders, work holds, an unapproved SWPPP:
    the chapter's ``restraints``) instead of saying that work may resume."""
    subject = order.violation.subject
    still = (
        chapter.restraints(subject, lifting=order)
        if chapter.restraints and subject
        else other_orders_in_force(order, chapter)
    )
    return document_issue(
        acting_user=acting_user,
        kind=LIFT_KIND,
        template_name="pdf/enforcement/order_lifted.html",
        context={
            "order": order,
            "violation": order.violation,
            "parcel": order.violation.parcel,
            "chapter": chapter,
            "about_project": bool(chapter.restraints and subject),
            "still_in_force": still,
            "signer": signer(acting_user),
        },
        subject=order.violation,
        title=f"Stop-work order {order.number} lifted",
        citations=[chapter.stop_work_citation],
    )


NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def period_words(rule) -> str:
    """A rule's period in words, as the statute writes it: "five business days"."""
    return f"{NUMBERS.get(rule.period, rule.period)} {rule.unit.label}"


def issue_decision(
    *, acting_user, appeal, chapter: ChapterEnforcement, correction=None, filing=None, to=None
) -> IssuedDocument:
    """§ 158-12 / § 159-8C(1)(f): the hearing body's written decision: the outcome in
    words, the vote, the reasons, and what follows: the time to correct with its date,
    from the clock the decision opened or resumed (``correction``: § 158-13A's five
    business days, or the notice's own schedule resumed), and what the Town does after
    it; filing and mailing in the future tense, within the period of ``filing``. ``to``:
    the appellant it is addressed to (each appellant is sent their own)."""
    from lockport_sw.deadlines import catalogue

    notice = appeal.notice
    to = to or appeal.appellant
    filer, *joined = appeal_takers(appeal)
    return document_issue(
        acting_user=acting_user,
        kind=DECISION_KIND,
        template_name="pdf/enforcement/decision.html",
        context={
            "appeal": appeal,
            "to": to,
            "filer": filer,
            "joined": joined,
            "notice": notice,
            "violation": notice.violation,
            "parcel": notice.violation.parcel,
            "chapter": chapter,
            "body_is_policy": not chapter.appeal_to,
            "access_owners": access_owners_other_than(to, notice),
            "correction": correction,
            "correction_period": period_words(correction.rule)
            if correction is not None and correction.rule_code == chapter.correction_rule
            else "",
            "filing_rule": catalogue.get(chapter.decision_filing_rule),
            "filing_period": period_words(catalogue.get(chapter.decision_filing_rule)),
            "filing": filing,
            # The hearing body's decision is issued in its name, not the SMO's office.
            "letter_office": str(appeal.hearing_body),
            "signed_for": f"For the {appeal.hearing_body}",
            "signer": signer(acting_user, f"Member of the {appeal.hearing_body}"),
        },
        subject=appeal,
        title=f"Decision on appeal {appeal.reference}",
        citations=[chapter.appeal_citation, chapter.nov_citation],
    )


def appeal_takers(appeal) -> list[dict]:
    """Who appealed, as the decision names them: the one who filed, then each who joined,
    with the day the Town received their appeal ({"name", "received_at", "late_reason":
    why an appeal filed after its window was accepted, or ""})."""
    rows = [
        {"name": a.party.name, "received_at": a.received_at, "late_reason": a.late_reason}
        for a in appeal.appellants.select_related("party").order_by("received_at", "pk")
    ]
    return rows or [
        {
            "name": appeal.appellant.name,
            "received_at": appeal.received_at,
            "late_reason": appeal.late_reason if appeal.late else "",
        }
    ]


def issue_hearing_notice(
    *, acting_user, appeal, chapter: ChapterEnforcement, previous=None, issued_at=None, to=None
) -> IssuedDocument:
    """§ 158-12 / § 159-8C(1)(f): the notice of hearing to the appellant: when and where
    the body hears the appeal, the right to be heard and to bring evidence, and whom to
    contact. A hearing moved is a new notice that replaces the one before. ``to``: the
    appellant it is addressed to (each appellant is sent their own)."""
    notice = appeal.notice
    return document_issue(
        acting_user=acting_user,
        kind=HEARING_KIND,
        template_name="pdf/enforcement/hearing_notice.html",
        context={
            "appeal": appeal,
            "to": to or appeal.appellant,
            "notice": notice,
            "violation": notice.violation,
            "parcel": notice.violation.parcel,
            "chapter": chapter,
            "previous": previous,
            "letter_office": str(appeal.hearing_body),
            "signed_for": f"For the {appeal.hearing_body}",
            "signer": signer(acting_user, f"Member of the {appeal.hearing_body}"),
        },
        subject=appeal,
        title=f"Notice of hearing: appeal {appeal.reference}",
        citations=[chapter.appeal_citation],
        supersedes=previous.document if previous is not None else None,
        issued_at=issued_at,
    )


def access_owners_other_than(appellant, notice) -> list:
    """§ 158-13A: the request for access goes to the landowners of record (or, where the
    registry records none, to the notice's addressee). When the appellant is not among
    them (a tenant, an operator), the decision names who will be asked, not "you"."""
    from lockport_sw.registry.selectors import landowners_of_record

    owners = landowners_of_record(notice.violation.parcel, timezone.localdate())
    if not owners:
        return [] if appellant.pk == notice.addressee_id else [notice.addressee]
    return [] if any(o.pk == appellant.pk for o in owners) else owners


# Town policy (§ 158-13A sets no time): the owners are asked to answer a request for
# access within 14 days of its date, the last day moved to the next business day.
ACCESS_ANSWER_DAYS = 14


def access_answer_by(issued_on):
    """The day the request for access asks its answer by (issue 43, item 12)."""
    from lockport_sw.calendar.selectors import town_calendar

    return town_calendar().add_days(issued_on, ACCESS_ANSWER_DAYS).value


def issue_access_request(
    *,
    acting_user,
    action,
    chapter: ChapterEnforcement,
    correct_by=None,
    addressees=(),
    of_record: bool = False,
) -> IssuedDocument:
    """§ 158-13A: the SMO requests the owner's permission for access to abate, addressed
    to the landowners of record (``corrective.access_addressees``); they are named
    "landowner of record" only when the registry records them so. The time to correct
    it names is the clock's (after an appeal upheld: the five business days after the
    decision), the one every page shows."""
    notice = action.notice
    addressees = list(addressees) or [notice.addressee]
    return document_issue(
        acting_user=acting_user,
        kind=ACCESS_KIND,
        template_name="pdf/enforcement/access_request.html",
        context={
            "action": action,
            "notice": notice,
            "violation": notice.violation,
            "parcel": notice.violation.parcel,
            "owners": addressees,
            "also": [{"name": o.name, "address": o.mailing_address} for o in addressees[1:]],
            "of_record": of_record,
            "chapter": chapter,
            "correct_by": correct_by.due_date if correct_by is not None else notice.deadline,
            "answer_by": access_answer_by(timezone.localdate()),
            "signer": signer(acting_user),
        },
        subject=notice.violation,
        title="Request for permission for access to abate a violation",
        citations=[chapter.access_request_citation, chapter.nov_citation],
    )


def render_hearing_packet(*, appeal, chapter: ChapterEnforcement, record: dict) -> bytes:
    """The Board's hearing packet: the notice, the record of the case and the grounds of
    the appeal. Rendered when asked for, from the record as it stands (not issued)."""
    return render_pdf(
        "pdf/enforcement/hearing_packet.html",
        {
            "appeal": appeal,
            "notice": appeal.notice,
            "violation": appeal.notice.violation,
            "parcel": appeal.notice.violation.parcel,
            "chapter": chapter,
            "prepared_at": timezone.now(),
            "title": f"Hearing packet: appeal {appeal.reference}",
            "citations": [chapter.appeal_citation, chapter.nov_citation],
            "letter_office": str(appeal.hearing_body),
            # Prepared for the body by its clerk, the Municipal Clerk, who signs it.
            "signed_for": f"Prepared for the {appeal.hearing_body}",
            "signer": signer(record["clerk"], "Municipal Clerk")
            if record.get("clerk")
            else {"name": "", "title": "Municipal Clerk"},
            **record,
        },
    )
