"""Contractor certifications, signed through a link without an account (§ 159-5D)."""

from datetime import date, timedelta
from pathlib import Path

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.utils import timezone

from lockport_sw.audit.selectors import timeline
from lockport_sw.notifications.models import Notification
from swppp.models import ContractorCertification
from swppp.models.contractors import CONTRACTOR_STATEMENT
from swppp.services import contractors
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db

SIGNATURE = {
    "name": "Nick Earthworks",
    "title": "Site superintendent",
    "firm_name": "Niagara Earthworks Inc.",
    "firm_address": "12 Mill Road, Lockport, NY 14094",
    "firm_phone": "(716) 555-0123",
    "site": "6301 Snyder Drive, Lockport",
}


def test_159_5d1_the_statement_is_the_statutes_verbatim():
    statute = Path(__file__).resolve().parents[2] / "docs/statute"
    text = (statute / "chapter-159-stormwater-management.txt").read_text()
    flat = " ".join(text.split())
    assert CONTRACTOR_STATEMENT in flat


def test_159_5d2_a_contractor_signs_with_name_title_firm_address_phone_site_and_date(applicant):
    project = make_project(applicant)
    invitation = contractors.invitation_create(
        acting_user=applicant, project=project, contractor_email="Nick@Earthworks.example"
    )
    assert Notification.objects.filter(address="nick@earthworks.example").exists()

    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)

    assert signed.statement == CONTRACTOR_STATEMENT
    assert signed.certified_on == timezone.localdate()
    assert signed.project == project  # § 159-5D(3): part of the project's SWPPP
    assert timeline(project).first().who == "Nick Earthworks (Niagara Earthworks Inc.)"


@pytest.mark.parametrize("missing", list(SIGNATURE))
def test_159_5d2_every_element_is_required(applicant, missing):
    invitation = contractors.invitation_create(
        acting_user=applicant, project=make_project(applicant)
    )

    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(
            invitation=invitation, agree=True, **{**SIGNATURE, missing: " "}
        )

    assert missing in exc.value.message_dict
    assert not ContractorCertification.objects.exists()


def test_159_5d1_the_contractor_must_agree_to_the_statement(applicant):
    invitation = contractors.invitation_create(
        acting_user=applicant, project=make_project(applicant)
    )
    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(invitation=invitation, agree=False, **SIGNATURE)
    assert "agree" in exc.value.message_dict


def test_a_certification_cannot_be_dated_in_the_future(applicant):
    invitation = contractors.invitation_create(
        acting_user=applicant, project=make_project(applicant)
    )
    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(
            invitation=invitation,
            agree=True,
            certified_on=date.today() + timedelta(days=3),
            **SIGNATURE,
        )
    assert set(exc.value.message_dict) == {"certified_on"}


def test_a_withdrawn_link_cannot_be_used(applicant):
    invitation = contractors.invitation_create(
        acting_user=applicant, project=make_project(applicant)
    )
    contractors.invitation_revoke(acting_user=applicant, invitation=invitation)

    with pytest.raises(ValidationError, match="This link was withdrawn"):
        contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)


def test_only_the_applicant_invites_contractors(applicant, other_applicant):
    with pytest.raises(PermissionDenied, match="Only the project's applicant"):
        contractors.invitation_create(acting_user=other_applicant, project=make_project(applicant))


def test_an_overlong_field_is_a_field_error_not_a_crash(applicant):
    invitation = contractors.invitation_create(
        acting_user=applicant, project=make_project(applicant)
    )
    with pytest.raises(ValidationError) as exc:
        contractors.certification_sign(
            invitation=invitation, agree=True, **{**SIGNATURE, "firm_phone": "7" * 40}
        )
    assert "firm_phone" in exc.value.message_dict
