"""Chapter 159 records the URL-access matrix points at (tests/route_world.py).

They belong to an applicant none of the matrix's users is: for every role but Town
office staff, these records must be out of reach (404)."""

from django.core.files.uploadedfile import SimpleUploadedFile

from lockport_sw.accounts.roles import Role
from swppp.models import ChecklistItem, Outcome
from swppp.services import contractors, plans
from tests.swppp.factories import ask_signature, complete, decided, draft_of, make_project

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def swppp_world(make_user) -> dict:
    owner = make_user(Role.APPLICANT)
    received = plans.submit(
        acting_user=owner, submission=complete(draft_of(make_project(owner)), owner)
    )
    drafting = make_project(owner)
    answer = plans.answer_save(
        acting_user=owner,
        submission=draft_of(drafting),
        item=ChecklistItem.objects.get(code="159-5B(1)(b)"),
        files=[SimpleUploadedFile("map.pdf", PDF)],
    )
    signature = ask_signature(draft_of(drafting), owner)
    invitation = contractors.contractor_identify(
        acting_user=owner,
        project=drafting,
        firm_name="Niagara Earthworks Inc.",
        role="contractor",
        responsibility="Clearing and grading",
        email="nick@earthworks.example",
    )
    smo = make_user(Role.SMO)
    refused = decided(smo, owner, Outcome.DISAPPROVE)
    plans.revise(acting_user=owner, project=refused.project)
    return {
        # The API's Chapter 159 records (issue 48): the disapproved version, one of its
        # findings, and its decision (keyed by the version).
        "swppp_version": {"pk": refused.pk},
        "swppp_finding": {"pk": refused.findings.order_by("pk").first().pk},
        "swppp_decision": {"pk": refused.pk},
        "swppp_revision": {"pk": refused.project_id, "version": 2},
        "swppp_invitation_of_project": {"pk": drafting.pk, "invitation": invitation.pk},
        "swppp_contractor": {"pk": drafting.pk, "contractor": invitation.contractor_id},
        "swppp_project": {"pk": received.project_id},
        "swppp_received": {"pk": received.project_id, "version": received.version},
        "swppp_draft": {"pk": drafting.pk, "version": 1},
        "swppp_draft_file": {
            "pk": drafting.pk,
            "version": 1,
            "upload": answer.uploads.get().pk,
        },
        "swppp_signature_request": {"pk": drafting.pk, "version": 1, "signature": signature.pk},
        "swppp_invitation": {"token": invitation.token},
        "swppp_signature_link": {"token": signature.token},
        # § 159-5B(4): a file of the draft the link asks the professional to sign.
        "swppp_signature_file": {"token": signature.token, "upload": answer.uploads.get().pk},
    }
