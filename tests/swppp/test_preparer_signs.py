"""§ 159-5B(4): "signed by the professional preparing the plan". An applicant who is that
professional signs it themselves, in person, with the same record as through a link
(issue 24, item 4); a separate professional still signs through the link."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from lockport_sw.invitations.models import Invitation
from lockport_sw.security.models import Kind, SecurityEvent
from swppp.models import ChecklistItem, ProfessionalSignature
from swppp.models.professional import DESIGN_STATEMENT
from swppp.services import plans, professional
from tests.downloads import read_download
from tests.swppp.factories import ask_signature, complete, draft_of, make_project

pytestmark = pytest.mark.django_db

SIGNED = {"name": "Alice Applicant", "license_number": "081234", "designation": "PE"}


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_159_5B4_the_preparer_signs_their_own_plan(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    url = reverse("swppp:professional_self_sign", args=[draft.project_id, draft.version])
    client = signed_in(applicant)
    page = client.get(url).content.decode()
    assert "Sign it yourself as the professional preparing the plan" in page
    assert DESIGN_STATEMENT in page and 'name="license_number"' in page

    # Without confirming they prepared it, without the statement: refused, all at once.
    refused = client.post(url, {**SIGNED, "license_number": "81234"})
    assert refused.status_code == 200
    errors = refused.context["form"].errors
    assert {"preparer", "license_number", "certifies_design"} <= set(errors)
    assert not ProfessionalSignature.objects.exists()

    done = client.post(
        url,
        {
            **SIGNED,
            "preparer": "on",
            "certifies_design": "on",
            "fingerprint": professional.fingerprint(draft),
        },
    )
    assert done.status_code == 302
    signature = ProfessionalSignature.objects.get()
    # The same record as a signature through the link, made by the account, no link.
    assert signature.link is None and signature.signed_by == applicant and signature.in_person
    assert signature.license_number == "081234" and signature.design_statement == DESIGN_STATEMENT
    assert professional.valid_signature(draft) == signature
    received = plans.submit(acting_user=applicant, submission=draft)
    assert received.certification == signature
    assert "the applicant, in person" in client.get(received.get_absolute_url()).content.decode()


def test_159_5B4_the_preparers_signature_needs_renewing_after_a_change(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    professional.signature_self_sign(
        acting_user=applicant,
        submission=draft,
        preparer=True,
        certifies_design=True,
        **SIGNED,
    )
    plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=ChecklistItem.objects.get(code="159-5B(1)(c)"),
        text="Changed after signing.",
    )
    assert professional.valid_signature(draft) is None
    with pytest.raises(ValidationError, match="changed after this page was opened"):
        professional.signature_self_sign(
            acting_user=applicant,
            submission=draft,
            preparer=True,
            certifies_design=True,
            seen_fingerprint="0" * 64,
            **SIGNED,
        )


def test_159_5B4_a_separate_professional_still_signs_through_the_link(applicant, other_applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    with pytest.raises(ValidationError) as own:
        ask_signature(draft, applicant, email=applicant.email)
    assert "sign it yourself instead" in own.value.message_dict["email"][0]
    request = ask_signature(draft, applicant)
    assert request.link.is_open
    # Only the project's applicant signs in person on its draft.
    url = reverse("swppp:professional_self_sign", args=[draft.project_id, draft.version])
    assert signed_in(other_applicant).post(url, {**SIGNED, "preparer": "on"}).status_code == 404
    # The applicant signing in person withdraws the link still open to another.
    professional.signature_self_sign(
        acting_user=applicant, submission=draft, preparer=True, certifies_design=True, **SIGNED
    )
    assert Invitation.objects.get(pk=request.link_id).state == Invitation.State.WITHDRAWN


# --- issue 24 item 5: the signer reads what they sign --------------------------------------
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def test_159_5B4_the_signer_downloads_a_file_through_the_link(applicant, other_applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    drawings = plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=ChecklistItem.objects.get(code="159-5B(1)(b)"),
        text="See the site map.",
        files=[SimpleUploadedFile("site-map.pdf", PDF)],
    ).uploads.get()
    request = ask_signature(draft, applicant)
    sign_url = reverse("swppp:professional_sign", args=[request.token])
    url = reverse("swppp:professional_file", args=[request.token, drawings.pk])

    engineer = Client()  # no account: the link is the only key
    assert url in engineer.get(sign_url).content.decode()
    response = engineer.get(url)
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment")
    assert response["Content-Type"] == "application/pdf"
    assert response["X-Content-Type-Options"] == "nosniff"
    assert read_download(response) == PDF
    logged = SecurityEvent.objects.get(kind=Kind.FILE_DOWNLOADED)
    assert logged.detail == "site-map.pdf" and logged.data["via"] == "signing link"
    assert logged.data["upload"] == str(drawings.pk)

    # A file not of this version is not reachable through the link.
    elsewhere = plans.answer_save(
        acting_user=other_applicant,
        submission=draft_of(make_project(other_applicant)),
        item=ChecklistItem.objects.get(code="159-5B(1)(b)"),
        files=[SimpleUploadedFile("other.pdf", PDF)],
    ).uploads.get()
    other = reverse("swppp:professional_file", args=[request.token, elsewhere.pk])
    assert engineer.get(other).status_code == 404
    # A withdrawn link opens nothing.
    professional.signature_withdraw(acting_user=applicant, signature=request)
    assert Client().get(url).status_code == 410


# --- issue 24 item 8: smaller items of the Chapter 159 walk ---------------------------------
def test_159_5B4_the_draft_page_warns_before_a_save_voids_the_signature(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    url = reverse("swppp:submission_edit", args=[draft.project_id, draft.version])
    client = signed_in(applicant)
    assert "data-voids-signature" not in client.get(url).content.decode()
    professional.signature_self_sign(
        acting_user=applicant, submission=draft, preparer=True, certifies_design=True, **SIGNED
    )
    page = client.get(url).content.decode()
    warning = page[page.index("data-voids-signature") :]
    assert "Saving a change to the plan" in warning[:600] and "voids that signature" in warning


def test_the_same_file_is_not_attached_twice_to_one_item(applicant):
    draft = draft_of(make_project(applicant))
    item = ChecklistItem.objects.get(code="159-5B(1)(b)")
    plans.draft_save(
        acting_user=applicant,
        submission=draft,
        answers={item.pk: ("Map.", [SimpleUploadedFile("map.pdf", PDF)])},
    )
    with pytest.raises(ValidationError) as again:
        plans.draft_save(
            acting_user=applicant,
            submission=draft,
            answers={item.pk: ("Map.", [SimpleUploadedFile("map-copy.pdf", PDF)])},
        )
    assert again.value.message_dict[f"answer-{item.pk}"] == [
        "map-copy.pdf is already attached to this item."
    ]
    with pytest.raises(ValidationError, match="already attached"):
        plans.draft_save(  # twice in one save
            acting_user=applicant,
            submission=draft,
            answers={
                ChecklistItem.objects.get(code="159-5B(1)(c)").pk: (
                    "",
                    [SimpleUploadedFile("a.pdf", PDF), SimpleUploadedFile("b.pdf", PDF)],
                )
            },
        )
    assert draft.answers.get(item=item).uploads.count() == 1


def test_a_drafts_project_page_offers_no_site_log_and_no_inspections(applicant, smo):
    from tests.swppp.factories import decided

    project = make_project(applicant)
    page = signed_in(applicant).get(project.get_absolute_url()).content.decode()
    assert "Site log and after construction" not in page
    assert 'id="inspections-h"' not in page
    approved = decided(smo, applicant)
    page = signed_in(applicant).get(approved.project.get_absolute_url()).content.decode()
    assert "Site log and after construction" in page and 'id="inspections-h"' in page


def test_an_approved_projects_edit_page_does_not_save_and_says_it_was_approved(applicant, smo):
    from swppp.models import Project
    from tests.swppp.factories import decided

    approved = decided(smo, applicant)
    url = reverse("swppp:project_update", args=[approved.project_id])
    client = signed_in(applicant)
    page = client.get(url).content.decode()
    assert "Save the changes" not in page and "was approved" in page
    refused = client.post(url, {"title": "Renamed after approval"})
    html = refused.content.decode()
    assert refused.status_code == 200
    assert "Version 1 of the SWPPP was approved" in html and "under review" not in html
    assert Project.objects.get(pk=approved.project_id).title != "Renamed after approval"
    from swppp.services import projects
    from tests.swppp.factories import CONDITION_C

    with pytest.raises(ValidationError, match="Version 1 of the SWPPP was approved"):
        projects.project_update(acting_user=applicant, project=approved.project, **CONDITION_C)


def test_the_contractors_firm_and_the_last_versions_engineer_are_filled_in(applicant, smo):
    from swppp.models import Outcome
    from swppp.services import contractors
    from tests.swppp.factories import ENGINEER_EMAIL, decided

    refused = decided(smo, applicant, Outcome.DISAPPROVE)
    invitation = contractors.contractor_identify(
        acting_user=applicant,
        project=refused.project,
        firm_name="Niagara Earthworks Inc.",
        role="contractor",
        responsibility="Grading",
        email="nick@earthworks.example",
    )
    certify = Client().get(reverse("swppp:contractor_certify", args=[invitation.token]))
    assert 'value="Niagara Earthworks Inc."' in certify.content.decode()

    revision = plans.revise(acting_user=applicant, project=refused.project)
    url = reverse("swppp:professional_request", args=[refused.project_id, revision.version])
    page = signed_in(applicant).get(url).content.decode()
    assert 'value="Erin Engineer"' in page and f'value="{ENGINEER_EMAIL}"' in page
