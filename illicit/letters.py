"""Chapter 158's served letters (issue 23, item 3): orders and notices that bind a
person, issued through enforcement's one machinery (``enforcement.services.served``:
checked first, a numbered PDF, service recorded, "Notices to you", a message and an
email). Each letter cites only Chapter 158 and says only what the record holds."""

from __future__ import annotations

from django.conf import settings

from enforcement import served
from enforcement.services.served import letter_issue
from lockport_sw.calendar.words import long_date, when
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines.services import effective_period
from lockport_sw.jurisdiction.registry import cite, cite_together, current

from .models import AccessAction, Authorization, Order

TEMPLATE = "pdf/served/letter.html"

ORDER_KIND = "ORDER"  # § 158-5C, § 158-6A, 6B, § 158-7
SUSPENSION_KIND = "MS4-SUSPEND"  # § 158-8A: written notice of an emergency suspension
TERMINATION_KIND = "MS4-TERMINATE"  # § 158-8B: notice of a proposed termination
DETERMINATION_KIND = "MS4-DETERMINE"  # § 158-8B: the SMO's written determination
PETITION_HEARING_KIND = "MS4-HEARING"  # § 158-8B: notice of the hearing on a petition
APPROVAL_KIND = "DISCHARGE-APPROVAL"  # § 158-4A(2): the SMO's written approval

# A letter to a homeowner says what the MS4 is the first time it names it (issue 43,
# item 12): the Town's "municipal separate storm sewer system".
MS4 = "municipal separate storm sewer system (MS4)"


# What each order is called (by what it is: the letter's citations line and every list
# add the section, so the title never carries it) and what it says, in the section's
# words made plain (the record adds what is required).
def order_words() -> dict:
    """Each order's title and opening, in the words of the municipality's law."""
    return {
        Order.Kind.NOTICE_5C: (
            "Order to correct an activity contaminating stormwater",
            f"The {current().name} notifies you that you are engaged in activities that cause "
            "or contribute to pollution of the stormwater that flows into the Town's "
            f"{MS4}, in violation of the State permit under which the Town runs it. Under "
            f"{cite('idl.activities_contaminating.correction')} you shall take all reasonable "
            "actions to correct such activities such that you no longer cause or contribute "
            "to that pollution.",
        ),
        Order.Kind.BMP_6A: (
            "Order to provide protection from accidental discharge",
            f"Under {cite('idl.best_management_practices.commercial_industrial')} the owner "
            "or operator of a commercial or industrial establishment shall provide, at their "
            "own expense, reasonable protection from accidental "
            "discharge of prohibited materials or other wastes into the Town's " + MS4 + " "
            "through the use of structural and nonstructural best management practices "
            "(BMPs).",
        ),
        Order.Kind.BMP_6B: (
            "Order to implement additional best management practices",
            "The Stormwater Management Officer has identified the property or premises named "
            "above as the source, or a possible source, of an illicit discharge or an activity "
            f"contaminating stormwater. Under {cite('idl.best_management_practices.additional')} "
            "you are required to implement, at your expense, additional structural and "
            "nonstructural best management practices "
            "(BMPs) to reduce or eliminate the source of pollutants to the Town's " + MS4 + ".",
        ),
        Order.Kind.PROOF_7: (
            "Request for proof of compliance with a State stormwater permit",
            f"Under {cite('idl.industrial_construction_discharges')} any person subject to a "
            "State Pollutant Discharge Elimination System (SPDES) permit for stormwater "
            "discharges from industrial or construction activity shall comply with all "
            "provisions of the permit, and proof of compliance may be required in a form "
            f"acceptable to the Town before discharges to the Town's {MS4} are allowed.",
        ),
    }


# § 158-6C: what counts as compliance with a BMP order, for an establishment that may hold
# an industrial SPDES permit: never printed to a person (a house owner) on a § 158-6B order.
def spdes_6c() -> str:
    return (
        "Compliance with all terms and conditions of a valid State Pollutant Discharge "
        "Elimination System (SPDES) permit authorizing the discharge of stormwater associated "
        "with industrial activity, to the extent practicable, shall be deemed compliance with "
        f"the provisions of {_law()} ({cite('idl.best_management_practices.spdes_compliance')})."
    )


def _law() -> str:
    """How the municipality's code names the illicit discharge law: "Chapter 158"."""
    return current().law("idl").name


def spdes_6c_applies(order: Order) -> bool:
    """§ 158-6C speaks of SPDES permits for industrial activity: said on a § 158-6A order
    (a commercial or industrial establishment) and on a § 158-6B order to an organization,
    not to a person such as a house owner."""
    from lockport_sw.registry.models import Party

    if order.kind == Order.Kind.BMP_6A:
        return True
    return order.kind == Order.Kind.BMP_6B and order.party.kind == Party.Kind.ORGANIZATION


# The provisions an order of ORDER_KIND is issued under.
ORDER_PROVISIONS = (
    "idl.activities_contaminating.correction",
    "idl.best_management_practices",
    "idl.industrial_construction_discharges",
)


def register() -> None:
    served.register(
        served.LetterKind(
            code=ORDER_KIND,
            chapter="158",
            name=f"{cite_together(ORDER_PROVISIONS, abridged=True)} orders",
            # § 158-5C "upon notification", § 158-6, § 158-7: the date set in the order,
            # counted from its issuance.
            clock_rule="order158_due",
        ),
        # § 158-8A: the written notice meets the SMO's clock (opened by the suspension).
        served.LetterKind(
            code=SUSPENSION_KIND,
            chapter="158",
            name=f"{cite('idl.suspension_emergency')} notices",
        ),
        # § 158-8B: the violator's time to petition (Town policy) runs from service.
        served.LetterKind(
            code=TERMINATION_KIND,
            chapter="158",
            name=f"{cite('idl.suspension_termination')} notices",
            clock_rule="access_termination_petition",
            clock_from_service=True,
            on_served=_tell_petition_day,
        ),
        # § 158-8B: "Access may be denied if the SMO determines in writing": the
        # determination after the petition period or the hearing, served on the violator.
        served.LetterKind(
            code=DETERMINATION_KIND,
            chapter="158",
            name=f"{cite('idl.suspension_termination')} determinations",
        ),
        # § 158-8B "petition the SMO for a reconsideration and hearing": the petitioner is
        # told when and where the hearing is, served like every letter (issue 43, item 6).
        served.LetterKind(
            code=PETITION_HEARING_KIND,
            chapter="158",
            name=f"{cite('idl.suspension_termination')} notices of hearing",
        ),
        # § 158-4A(2): the approval's own period is its clock (opened with it).
        served.LetterKind(
            code=APPROVAL_KIND,
            chapter="158",
            name=f"{cite('idl.emergency_discharge_approval')} approvals",
        ),
    )


def issue_order_letter(*, acting_user, order: Order, field: str = "party", delegation=None):
    return letter_issue(
        acting_user=acting_user, **order_letter(order, field=field, delegation=delegation)
    )


def order_letter(order: Order, *, field: str = "party", delegation=None) -> dict:
    """The arguments of ``letter_issue`` for a § 158-5C, 6 or 7 order (without the acting
    user): issued by ``issue_order_letter``, shown on the page that checks it first."""
    title, opening = order_words()[Order.Kind(order.kind)]
    case = order.case
    paragraphs = [opening]
    if spdes_6c_applies(order):
        paragraphs.append(spdes_6c())
    required_heading = (
        "Proof required" if order.kind == Order.Kind.PROOF_7 else "You are required to"
    )
    due_text = (
        f"To be completed by {long_date(order.due_date, weekday=True)}." if order.due_date else ""
    )
    closing = (
        f"Not doing what this order requires is a violation of {_law()}, for which a notice "
        f"of violation may be issued ({cite('idl.notice_of_violation')}) and penalties sought "
        f"({cite('idl.penalties')})."
    )
    return {
        "kind": ORDER_KIND,
        "subject": order,
        "addressee": order.party,
        "parcel": case.parcel,
        "title": title,
        "citation": order.citation,
        "template_name": TEMPLATE,
        "context": {
            "reference": f"Case {case.reference}",
            "paragraphs": paragraphs,
            "required": order.requirements,
            "required_heading": required_heading,
            "due_text": due_text,
            "closing": closing,
        },
        "citations": [order.citation],
        "due_date": order.due_date,
        "field": field,
        # § 158-3B: issued under the SMO's written delegation, the letter says so.
        "signer_title": (
            f"Inspector, for the Stormwater Management Officer (written delegation of "
            f"{long_date(delegation.written_on)}, {cite('idl.administration')})"
            if delegation is not None
            else None
        ),
        "message": f"What you must do: {order.requirements}",
    }


def issue_suspension_notice(*, acting_user, action: AccessAction):
    return letter_issue(acting_user=acting_user, **suspension_notice_letter(action))


def suspension_notice_letter(action: AccessAction) -> dict:
    """§ 158-8A: "The SMO shall notify the person of such suspension within a reasonable
    time thereafter in writing of the reasons for the suspension"."""
    parcel = action.parcel
    section = cite("idl.suspension_emergency")
    return {
        "kind": SUSPENSION_KIND,
        "subject": action,
        "addressee": action.party,
        "parcel": parcel,
        "title": "Notice of emergency suspension of MS4 access",
        "citation": section,
        "template_name": TEMPLATE,
        "context": {
            "reference": f"Case {action.case.reference}",
            "paragraphs": [
                f"On {when(action.started_at)} the Stormwater Management Officer suspended "
                f"the access of {action.party.name} at {parcel.full_address} to discharge "
                f"to the Town's {MS4}, "
                f"without prior notice, as {section} allows where the suspension is necessary "
                "to stop an actual or threatened discharge which presents or may present "
                "imminent and substantial danger to the environment, to the health or "
                "welfare of people, or to the MS4. This is the written notice of the reasons "
                "for the suspension.",
            ],
            "required_heading": "Reasons for the suspension",
            "required": action.reasons,
            "closing": "Access stays suspended until the Stormwater Management Officer "
            "reinstates it. If the violator fails to comply with the suspension, the "
            "Stormwater Management Officer may take such steps as deemed necessary to "
            f"prevent or minimize damage to the MS4 or to minimize danger to people ({section}).",
        },
        "citations": [section],
        "message": f"Reasons: {action.reasons}",
    }


def petition_period_text() -> str:
    rule = catalogue.get("access_termination_petition")
    return f"{effective_period(rule)} {rule.unit.label}"


def petition_how_text() -> str:
    """§ 158-8B: how, where and by when the violator petitions (issue 43, item 12): in
    writing, to the office on the letterhead, within the period after service; the last
    day is sent to the violator when service is complete (``_tell_petition_day``)."""
    office = settings.TOWN
    return (
        "How to petition: write to the Stormwater Management Officer, saying that you ask "
        "for a reconsideration and hearing and why, and deliver or mail it to "
        f"{office['address']}, or email it to {office['email']}. It must arrive within "
        f"{petition_period_text()} after the day this notice is served on you. When service "
        "is complete the Town sends you the last day by date."
    )


def _tell_petition_day(letter, moment, acting_user) -> None:
    """When the § 158-8B notice is served, the violator is told the last day to petition
    (the clock that service opened)."""
    from enforcement.services.served import tell_party
    from lockport_sw.deadlines.models import Deadline

    clock = (
        Deadline.objects.filter(
            rule_code="access_termination_petition",
            subject_type_id=letter.subject_type_id,
            subject_id=letter.subject_id,
        )
        .order_by("-pk")
        .first()
    )
    if clock is None:
        return
    tell_party(
        letter.addressee,
        event_key=f"letter:{letter.pk}:petition-day",
        subject=f"Last day to petition: {long_date(clock.due_date)}",
        body=(
            f"Notice {letter.number} was served on you. To petition the Stormwater Management "
            f"Officer for a reconsideration and hearing ({cite('idl.suspension_termination')}), "
            "your written petition must arrive by the end of "
            f"{long_date(clock.due_date, weekday=True)}, at "
            f"{settings.TOWN['address']} or by email to {settings.TOWN['email']}."
        ),
        url=letter.get_absolute_url(),
    )


def issue_termination_notice(*, acting_user, action: AccessAction):
    return letter_issue(acting_user=acting_user, **termination_notice_letter(action))


def termination_notice_letter(action: AccessAction) -> dict:
    """§ 158-8B: "The SMO will notify a violator in writing of the proposed termination of
    its MS4 access and the reasons therefor. The violator may petition the SMO for a
    reconsideration and hearing"."""
    parcel = action.parcel
    period = petition_period_text()
    section = cite("idl.suspension_termination")
    return {
        "kind": TERMINATION_KIND,
        "subject": action,
        "addressee": action.party,
        "parcel": parcel,
        "title": "Notice of proposed termination of MS4 access",
        "citation": section,
        "template_name": TEMPLATE,
        "context": {
            "reference": f"Case {action.case.reference}",
            "paragraphs": [
                "The Stormwater Management Officer proposes to terminate the access of the "
                f"premises at {parcel.full_address} to the Town's {MS4}: a person "
                "discharging to the MS4 in "
                f"violation of {_law()} may have their MS4 access terminated if the "
                f"termination would abate or reduce an illicit discharge ({section}).",
                "You may petition the Stormwater Management Officer for a reconsideration "
                f"and hearing. Your access will not be terminated before {period} have passed "
                "after this notice is served on you, nor, if you petition, before your "
                "hearing is held.",
                petition_how_text(),
            ],
            "required_heading": "Reasons for the proposed termination",
            "required": action.reasons,
            "closing": "Access may be granted if the Stormwater Management Officer finds that "
            "the illicit discharge has ceased and the discharger has taken steps to prevent "
            "its recurrence. A person commits an offense if the person reinstates MS4 access "
            f"to the premises terminated under {_law()} without the prior approval of the "
            f"Stormwater Management Officer ({section}).",
        },
        "citations": [section],
        "message": f"Reasons: {action.reasons} You may petition for a reconsideration and "
        f"hearing within {period} after the notice is served on you: {petition_how_text()}",
    }


def termination_determination_letter(action: AccessAction, *, terminate: bool) -> dict:
    """§ 158-8B: the SMO's determination in writing on a proposed termination: access
    denied ("the illicit discharge has not ceased or is likely to reoccur") or granted
    ("the illicit discharge has ceased and the discharger has taken steps to prevent its
    recurrence"), with the determination as written. The arguments of ``letter_issue``
    (without the acting user): issued by ``issue_termination_determination`` and shown
    on the page that checks it first."""
    parcel = action.parcel
    heard = hearing_words(action)
    section = cite("idl.suspension_termination")
    if terminate:
        outcome = (
            f"Under {section} the Stormwater Management Officer determines in writing that the "
            "illicit discharge has not ceased or is likely to reoccur: the MS4 access of the "
            f"premises at {parcel.full_address} is terminated."
        )
        closing = (
            "A person commits an offense if the person reinstates MS4 access to the premises "
            f"terminated under {_law()} without the prior approval of the Stormwater "
            f"Management Officer ({section}). Access may be granted if the Stormwater Management "
            "Officer finds that the illicit discharge has ceased and the discharger has taken "
            "steps to prevent its recurrence."
        )
    else:
        outcome = (
            f"Under {section} the Stormwater Management Officer finds that the MS4 access of the "
            f"premises at {parcel.full_address} is not to be terminated: the proposed "
            "termination is withdrawn."
        )
        closing = (
            f"A discharge to the MS4 in violation of {_law()} remains an offense, for which "
            f"a notice of violation may be issued ({cite('idl.notice_of_violation')}) and access "
            f"may again be proposed for termination ({section})."
        )
    return {
        "kind": DETERMINATION_KIND,
        "subject": action,
        "addressee": action.party,
        "parcel": parcel,
        "title": "Determination on the termination of MS4 access",
        "citation": section,
        "template_name": TEMPLATE,
        "context": {
            "reference": f"Case {action.case.reference}",
            "paragraphs": [
                f"On {when(action.notice_at or action.started_at)} the Stormwater Management "
                "Officer gave you written notice of the proposed termination of the access of "
                f"the premises at {parcel.full_address} to the Town's {MS4}, for the reasons "
                f"it stated. {heard}",
                outcome,
            ],
            "required_heading": "The determination",
            "required": action.decision,
            "closing": closing,
        },
        "citations": [section],
        "message": f"{'Access terminated' if terminate else 'Access not terminated'}: "
        f"{action.decision}",
    }


def hearing_words(action: AccessAction) -> str:
    """§ 158-8B, what the determination says of the petition and its hearing: only what
    the record holds (issue 43, item 6). "Held" only when the hearing is recorded held."""
    if action.petition_on is None:
        from lockport_sw.deadlines.selectors import clocks_for

        clock = clocks_for(action).filter(rule_code="access_termination_petition").first()
        if clock is not None and clock.status == "missed":
            return (
                "This determination is made the violator having made no petition for a "
                "reconsideration and hearing within the time given "
                f"({petition_period_text()} after service of the notice)."
            )
        return (
            "This determination is made the violator having made no petition for a "
            "reconsideration and hearing."
        )
    petition = (
        f"You petitioned for a reconsideration and hearing on {long_date(action.petition_on)}."
    )
    set_for = (
        f"{when(action.hearing_at)} at {action.hearing_place}"
        if action.hearing_place
        else (when(action.hearing_at))
    )
    if action.hearing == AccessAction.Hearing.HELD:
        return (
            f"{petition} The hearing was held {set_for}, and you appeared and were heard. "
            "This determination is made after that hearing."
        )
    if action.hearing == AccessAction.Hearing.NO_APPEARANCE:
        notice = action.letters.filter(kind=PETITION_HEARING_KIND, served_at__isnull=False).first()
        served_words = (
            f" Notice of the hearing was served on you on {long_date(notice.served_at)}."
            if notice is not None
            else ""
        )
        return (
            f"{petition} The hearing was set for {set_for}.{served_words} You made no "
            "appearance at the hearing. This determination is made on the record."
        )
    return (
        f"{petition} The hearing set for {set_for} has not been held: this determination "
        "grants what the petition asks, without a hearing."
    )


def issue_petition_hearing_notice(*, acting_user, action: AccessAction):
    return letter_issue(acting_user=acting_user, **petition_hearing_letter(action))


def petition_hearing_letter(action: AccessAction) -> dict:
    """§ 158-8B: "The violator may petition the SMO for a reconsideration and hearing": the
    petitioner is told the hearing's time and place and what happens there (issue 43,
    item 6), by a letter served like every notice."""
    parcel = action.parcel
    section = cite("idl.suspension_termination")
    return {
        "kind": PETITION_HEARING_KIND,
        "subject": action,
        "addressee": action.party,
        "parcel": parcel,
        "title": "Notice of hearing on your petition for reconsideration",
        "citation": section,
        "template_name": TEMPLATE,
        "context": {
            "reference": f"Case {action.case.reference}",
            "paragraphs": [
                f"On {long_date(action.petition_on)} the Town received your petition for a "
                "reconsideration and hearing of the proposed termination of the access of "
                f"the premises at {parcel.full_address} to the Town's {MS4} ({section}). Your "
                f"hearing is set for {when(action.hearing_at)}, at {action.hearing_place}.",
                "At the hearing the Stormwater Management Officer reconsiders the proposed "
                "termination. You may speak, bring someone to help you, and show evidence, "
                "such as photographs, invoices or a plumber's report, that the illicit "
                "discharge has ceased and that you have taken steps to prevent it from "
                "happening again. Access may be granted if the Stormwater Management Officer "
                "finds that it has; it may be denied if the Stormwater Management Officer "
                "determines in writing that the illicit discharge has not ceased or is likely "
                f"to reoccur ({section}). If you do not come, the Stormwater Management Officer "
                "may decide on the record. Your access will not be terminated before the "
                "hearing.",
            ],
            "required_heading": "When and where",
            "required": f"{when(action.hearing_at)}, at {action.hearing_place}.",
            "closing": "If you cannot attend at this time, call or write to the office named "
            "above before the hearing.",
        },
        "citations": [section],
        "message": f"Your hearing: {when(action.hearing_at)}, at {action.hearing_place}.",
    }


def issue_termination_determination(*, acting_user, action: AccessAction, terminate: bool):
    return letter_issue(
        acting_user=acting_user, **termination_determination_letter(action, terminate=terminate)
    )


def issue_discharge_approval(*, acting_user, authorization: Authorization, party, field="party"):
    return letter_issue(
        acting_user=acting_user, **discharge_approval_letter(authorization, party, field=field)
    )


def discharge_approval_letter(authorization: Authorization, party, *, field="party") -> dict:
    """§ 158-4A(2): "Discharges approved in writing by the SMO to protect life or property
    from imminent harm or damage ... for a specified time period and under such conditions
    as the SMO may deem appropriate": the written approval, to the discharger."""
    case = authorization.case
    section = cite("idl.emergency_discharge_approval")
    return {
        "kind": APPROVAL_KIND,
        "subject": authorization,
        "addressee": party,
        "parcel": authorization.parcel,
        "title": "Written approval of a discharge to protect life or property",
        "citation": section,
        "template_name": TEMPLATE,
        "context": {
            "reference": f"Case {case.reference}" if case else authorization.description[:80],
            "paragraphs": [
                f"The Stormwater Management Officer approves in writing, under {section}, "
                f"the discharge described below to the Town's {MS4}, to protect life or "
                "property from "
                f"imminent harm or damage: {authorization.description}",
                f"The approval runs from {when(authorization.valid_from)} until "
                f"{when(authorization.valid_until)}. Outside that period the discharge is "
                f"not exempt from the prohibition of {cite('idl.discharge_prohibition')}.",
            ],
            "required_heading": "Conditions of the approval",
            "required": authorization.conditions,
            "closing": "This approval shall not be construed to constitute compliance with "
            f"other applicable laws and requirements ({section}).",
        },
        "citations": [section],
        "field": field,
        "message": f"Approved until {when(authorization.valid_until)}. Conditions: "
        f"{authorization.conditions}",
    }
