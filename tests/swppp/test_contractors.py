"""Contractor certifications (§ 159-5D): each contractor and subcontractor identified in
the SWPPP signs, through a single-use link sent to its own address, before its work
begins; the date is the day it signs."""

from datetime import date, timedelta
from pathlib import Path

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from django.utils import timezone

from enforcement.models import Violation
from lockport_sw.accounts.roles import Role
from lockport_sw.audit.selectors import timeline
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.invitations import services as links
from lockport_sw.invitations.models import Invitation
from lockport_sw.notifications.models import Notification
from swppp import selectors
from swppp.models import ContractorCertification, Outcome
from swppp.models.contractors import CONTRACTOR_STATEMENT
from swppp.services import contractors, review
from tests.swppp.factories import decided, make_project, review_all, submitted

pytestmark = pytest.mark.django_db

SIGNATURE = {
    "name": "Nick Earthworks",
    "title": "Site superintendent",
    "firm_name": "Niagara Earthworks Inc.",
    "firm_address": "12 Mill Road, Lockport, NY 14094",
    "firm_phone": "(716) 555-0123",
    "site": "6301 Snyder Drive, Lockport",
}


def identify(applicant, project=None, email="Nick@Earthworks.example", **overrides):
    return contractors.contractor_identify(
        acting_user=applicant,
        project=project or make_project(applicant),
        **{
            "firm_name": "Niagara Earthworks Inc.",
            "role": "contractor",
            "responsibility": "Clearing, grading and the wet pond",
            "email": email,
            **overrides,
        },
    )


def today() -> date:
    return timezone.now().astimezone(TOWN_TZ).date()


def test_159_5d1_the_statement_is_the_statutes_verbatim():
    statute = Path(__file__).resolve().parents[2] / "docs/statute"
    text = (statute / "chapter-159-stormwater-management.txt").read_text()
    flat = " ".join(text.split())
    assert CONTRACTOR_STATEMENT in flat


def test_159_5d2_a_contractor_signs_with_name_title_firm_address_phone_site_and_date(applicant):
    invitation = identify(applicant)
    project = invitation.project
    # The link goes to the contractor's own address, and only there.
    mail = Notification.objects.get(address="nick@earthworks.example")
    assert invitation.token in mail.url

    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)

    assert signed.statement == CONTRACTOR_STATEMENT
    assert signed.certified_on == today()
    assert signed.project == project  # § 159-5D(3): part of the project's SWPPP
    assert signed.contractor == invitation.contractor
    assert timeline(project).first().who == "Nick Earthworks (Niagara Earthworks Inc.)"


@pytest.mark.parametrize("missing", list(SIGNATURE))
def test_159_5d2_every_element_is_required(applicant, missing):
    invitation = identify(applicant)

    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(
            invitation=invitation, agree=True, **{**SIGNATURE, missing: " "}
        )

    assert missing in exc.value.message_dict
    assert not ContractorCertification.objects.exists()
    assert Invitation.objects.get().used_at is None  # a refused signature uses nothing


def test_159_5d1_the_contractor_must_agree_to_the_statement(applicant):
    invitation = identify(applicant)
    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(invitation=invitation, agree=False, **SIGNATURE)
    assert "agree" in exc.value.message_dict


# --- issue 12 item 9: § 159-5D as the law reads ---------------------------------------
def test_159_5D2_the_date_is_the_day_it_is_signed_never_a_typed_one(applicant):
    """§ 159-5D(2): "the date the certification is made". A date offered by the page (or
    a tampered form) is ignored: no backdating, no future date."""
    invitation = identify(applicant)
    with time_machine.travel(timezone.now() + timedelta(days=1)):
        signed = contractors.certification_sign(
            invitation=invitation,
            agree=True,
            certified_on=date(2020, 1, 2),  # backdated
            **SIGNATURE,
        )
        assert signed.certified_on == today()


def test_159_5D1_a_contractor_begins_work_only_after_signing(applicant, smo):
    """§ 159-5D(1): each contractor identified in the SWPPP signs "before undertaking any
    land development activity"."""
    approved = decided(smo, applicant)
    invitation = identify(applicant, project=approved.project)
    contractor = invitation.contractor
    assert list(selectors.unsigned_contractors(invitation.project)) == [contractor]

    with pytest.raises(ValidationError) as exc:
        contractors.work_begins(acting_user=applicant, contractor=contractor, on=today())
    assert "has not signed the certification of § 159-5D" in exc.value.message_dict["on"][0]
    contractor.refresh_from_db()
    assert contractor.work_began_on is None

    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    with pytest.raises(ValidationError) as early:
        contractors.work_begins(
            acting_user=applicant, contractor=contractor, on=signed.certified_on - timedelta(1)
        )
    assert "cannot have begun before that" in early.value.message_dict["on"][0]

    began = contractors.work_begins(acting_user=applicant, contractor=contractor, on=today())
    assert began.work_began_on == today()
    assert not selectors.unsigned_contractors(invitation.project).exists()


def test_159_5D_a_link_is_used_once(applicant):
    invitation = identify(applicant)
    contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)

    with pytest.raises(links.LinkUnusable) as exc:
        contractors.certification_sign(
            invitation=invitation, agree=True, **{**SIGNATURE, "name": "Someone Else"}
        )

    assert exc.value.state == Invitation.State.USED
    assert ContractorCertification.objects.count() == 1


def test_159_5D_a_link_expires_after_the_towns_policy_period(applicant, smo):
    links.policy_set(acting_user=smo, values={"expiry_days": 3})
    invitation = identify(applicant)
    sent = invitation.link.created_at.astimezone(TOWN_TZ)
    assert invitation.link.expires_at == sent + timedelta(days=3)  # 3 days of the Town's calendar

    with (
        time_machine.travel(invitation.link.expires_at + timedelta(seconds=1)),
        pytest.raises(links.LinkUnusable) as exc,
    ):
        contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    assert exc.value.state == Invitation.State.EXPIRED
    assert not ContractorCertification.objects.exists()


def test_159_5D_a_withdrawn_link_cannot_be_used_and_the_withdrawal_is_on_the_timeline(applicant):
    invitation = identify(applicant)
    contractors.invitation_revoke(acting_user=applicant, invitation=invitation)

    event = timeline(invitation.project).first()
    assert event.action == "link.withdrawn"
    assert "nick@earthworks.example" in event.summary
    assert event.actor == applicant
    with pytest.raises(links.LinkUnusable) as exc:
        contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    assert exc.value.state == Invitation.State.WITHDRAWN


def test_159_5D_a_new_link_replaces_an_open_one_for_a_contractor_who_has_not_signed(applicant):
    first = identify(applicant)
    second = contractors.link_resend(acting_user=applicant, contractor=first.contractor)

    first.link.refresh_from_db()
    assert first.link.state == Invitation.State.WITHDRAWN
    contractors.certification_sign(invitation=second, agree=True, **SIGNATURE)
    with pytest.raises(ValidationError, match="has signed the certification already"):
        contractors.link_resend(acting_user=applicant, contractor=first.contractor)


def test_the_link_goes_to_the_contractor_not_to_the_applicant(applicant):
    with pytest.raises(ValidationError) as exc:
        identify(applicant, email=applicant.email)
    assert "not to yours" in exc.value.message_dict["email"][0]


def test_only_the_applicant_identifies_contractors(applicant, other_applicant):
    with pytest.raises(PermissionDenied, match="Only the project's applicant may do this\\."):
        identify(other_applicant, project=make_project(applicant))


def test_an_overlong_field_is_a_field_error_not_a_crash(applicant):
    invitation = identify(applicant)
    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(
            invitation=invitation, agree=True, **{**SIGNATURE, "firm_phone": "7" * 40}
        )
    assert "firm_phone" in exc.value.message_dict


# --- issue 24 item 2: § 159-5A, no land development before a SWPPP is approved ------------
def test_159_5A_the_start_of_work_is_refused_before_approval_and_allowed_after(applicant, smo):
    """§ 159-5A: "No application for approval of a land development activity shall be
    reviewed until ..." and no activity begins until a SWPPP complying with the chapter is
    approved: a signed contractor's start is refused while the SWPPP is a draft or under
    review, with the reason; allowed once it is approved."""
    project = make_project(applicant)
    invitation = identify(applicant, project=project)
    contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    contractor = invitation.contractor

    with pytest.raises(ValidationError, match="until a SWPPP") as draft:
        contractors.work_begins(acting_user=applicant, contractor=contractor, on=today())
    reason = draft.value.message_dict["on"][0]
    assert "until a SWPPP complying with Chapter 159 has been approved" in reason
    assert "(§ 159-5A)" in reason and "Version 1 of the SWPPP is draft" in reason
    contractor.refresh_from_db()
    assert contractor.work_began_on is None

    approved = decided(smo, applicant)
    invitation = identify(applicant, project=approved.project, email="b@earthworks.example")
    contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    began = contractors.work_begins(
        acting_user=applicant, contractor=invitation.contractor, on=today()
    )
    assert began.work_began_on == today()
    assert selectors.approved_version(approved.project) == approved


# --- issue 46 item 1: approval with modifications is not approval (§ 159-4C) ------------
def test_159_4C_approval_with_modifications_lets_no_work_begin(applicant, smo):
    """§ 159-4C: "In order to be approved, an applicant shall revise an SWPPP that has
    been approved with modifications ... and shall submit the revised SWPPP"; § 159-5A:
    no work begins before. The start is refused, saying why; the contractor is told it
    may not begin yet."""
    modified = decided(smo, applicant, outcome=Outcome.APPROVE_WITH_MODIFICATIONS)
    assert modified.approved_on is None
    assert selectors.approved_version(modified.project) is None
    invitation = identify(applicant, project=modified.project)
    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)

    with pytest.raises(ValidationError, match="approved with modifications") as exc:
        contractors.work_begins(acting_user=applicant, contractor=invitation.contractor, on=today())
    reason = exc.value.message_dict["on"][0]
    assert "has been approved (§ 159-5A)" in reason
    assert "Approval with modifications is not approval" in reason and "§ 159-4C" in reason
    invitation.contractor.refresh_from_db()
    assert invitation.contractor.work_began_on is None
    told = Notification.objects.get(event_key=f"swppp:certification:{signed.pk}")
    assert "may begin its work only once the SWPPP is approved" in told.body
    assert "may now begin" not in told.body


def test_159_4C_the_project_page_offers_no_start_and_says_revise_for_approval_with_modifications(
    client, applicant, smo
):
    modified = decided(smo, applicant, outcome=Outcome.APPROVE_WITH_MODIFICATIONS)
    invitation = identify(applicant, project=modified.project)
    contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    client.force_login(applicant)
    page = client.get(modified.project.get_absolute_url()).content.decode()
    assert "Record the start" not in page
    assert "may begin from that day" not in page and "accepted on" not in page
    assert "No SWPPP is approved yet" in page
    assert (
        "revise the SWPPP in accordance with the modifications and submit the revised SWPPP "
        "for review (§ 159-4C)" in page
    )
    assert "Not before the SWPPP is approved (§ 159-5A)" in page


def test_159_5A_work_seen_on_a_project_approved_only_with_modifications_is_a_violation(
    applicant, smo
):
    """§ 159-5A: work on a project whose only decision is "approved with modifications"
    is work without an approved SWPPP."""
    modified = decided(smo, applicant, outcome=Outcome.APPROVE_WITH_MODIFICATIONS)
    violation = contractors.work_observed(
        acting_user=smo, project=modified.project, on=today(), description="Grading."
    )
    assert [p.code for p in violation.provisions.all()] == ["159-5A"]
    assert "without an approved SWPPP (§ 159-5A)" in violation.description


def test_159_5A_the_start_is_refused_under_review_and_before_the_day_of_acceptance(applicant, smo):
    received = submitted(applicant)
    invitation = identify(applicant, project=received.project)
    contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    with pytest.raises(ValidationError, match="is received") as exc:
        contractors.work_begins(acting_user=applicant, contractor=invitation.contractor, on=today())
    assert "§ 159-5A" in exc.value.message_dict["on"][0]
    review_all(smo, received)
    with time_machine.travel(timezone.now() + timedelta(days=2)):
        approved = review.smo_decide(
            acting_user=smo, submission=received, outcome=Outcome.APPROVE, reasons=""
        )
        with pytest.raises(ValidationError) as early:
            contractors.work_begins(
                acting_user=applicant, contractor=invitation.contractor, on=today() - timedelta(1)
            )
        assert "no land development activity may begin before" in early.value.message_dict["on"][0]
        assert approved.approved_on == today()


def test_159_5A_the_contractors_message_says_the_certification_is_recorded_and_when_work_may_begin(
    applicant, smo
):
    invitation = identify(applicant)
    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    told = Notification.objects.get(event_key=f"swppp:certification:{signed.pk}")
    assert "the certification is recorded" in told.body
    assert "may begin its work only once the SWPPP is approved" in told.body
    assert "may now begin" not in told.body

    approved = decided(smo, applicant)
    invitation = identify(applicant, project=approved.project, email="c@earthworks.example")
    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    told = Notification.objects.get(event_key=f"swppp:certification:{signed.pk}")
    assert "may now begin its work: version 1 of the SWPPP was approved on" in told.body


def test_159_5A_work_seen_without_an_approved_swppp_is_a_violation_on_the_smos_queue(
    client, applicant, smo
):
    received = submitted(applicant)
    project = received.project
    client.force_login(smo)
    url = reverse("swppp:work_observed", args=[project.pk])
    assert (
        "Record land development seen at the site"
        in client.get(project.get_absolute_url()).content.decode()
    )
    refused = client.post(url, {"on": "", "description": ""})
    assert refused.status_code == 200  # every missing thing at once, nothing recorded
    assert not Violation.objects.exists()
    done = client.post(
        url, {"on": today().isoformat(), "description": "Grading along the east line."}
    )
    violation = Violation.objects.get()
    assert done.status_code == 302 and done["Location"] == violation.get_absolute_url()
    assert [p.code for p in violation.provisions.all()] == ["159-5A"]
    assert violation.subject == project and violation.party == project.applicant_party
    assert "without an approved SWPPP (§ 159-5A): Grading along the east line." in (
        violation.description
    )
    assert violation in Violation.objects.filter(chapter="159")  # the SMO's list of violations
    assert Notification.objects.filter(
        address=smo.email, event_key=f"swppp:work-without-swppp:{violation.pk}"
    ).exists()


def test_159_5A_work_seen_after_approval_is_not_a_violation_of_159_5A(applicant, smo):
    approved = decided(smo, applicant)
    with pytest.raises(ValidationError) as exc:
        contractors.work_observed(
            acting_user=smo, project=approved.project, on=today(), description="Grading."
        )
    assert "does not violate § 159-5A" in exc.value.message_dict["on"][0]
    assert not Violation.objects.exists()


def test_159_5A_only_staff_who_record_violations_record_work_seen(client, applicant, make_user):
    project = make_project(applicant)
    clerk = make_user(Role.CLERK)
    client.force_login(clerk)
    assert client.get(reverse("swppp:work_observed", args=[project.pk])).status_code == 403
