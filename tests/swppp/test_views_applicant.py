"""The applicant's pages and the contractor's, through the test client (issue 4)."""

from __future__ import annotations

import re
import uuid
from datetime import date
from decimal import Decimal as D
from html import unescape

import pytest
import time_machine
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from lockport_sw.core import kept
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.documents.models import Upload
from lockport_sw.invitations.models import LinkPolicy
from lockport_sw.notifications.models import Notification
from lockport_sw.registry.models import Property
from swppp.models import (
    ChecklistItem,
    ContractorCertification,
    ContractorInvitation,
    FindingResponse,
    ItemAnswer,
    Outcome,
    Project,
    Submission,
)
from swppp.models.contractors import CONTRACTOR_STATEMENT
from swppp.services import contractors, plans
from tests.bulk import bulk_projects
from tests.deadlines.conftest import local
from tests.swppp.factories import (
    CONDITION_C,
    MAILING,
    complete,
    decided,
    draft_of,
    make_project,
    professional_signs,
    submitted,
)

pytestmark = pytest.mark.django_db

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" + b"\x00" * 64


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def html(response) -> str:
    return response.content.decode()


def field_block(page: str, name: str) -> str:
    """The markup crispy-forms renders for one field (label, widget, help, errors)."""
    start = page.index(f'id="div_id_{name}"')
    end = page.find('id="div_id_', start + 1)
    return page[start : end if end != -1 else len(page)]


def item(code: str) -> ChecklistItem:
    return ChecklistItem.objects.get(code=code)


def pdf(name="plan.pdf") -> SimpleUploadedFile:
    """A PDF whose content differs by name (one file is not attached twice to an item)."""
    content = PDF.replace(b"%%EOF", f"% {name}\n%%EOF".encode())
    return SimpleUploadedFile(name, content, content_type="application/pdf")


def flatten(page: str) -> str:
    return re.sub(r"\s+", " ", page)


# 1. Registering a project -----------------------------------------------------------------
def project_post(**overrides) -> dict:
    data = {
        "street_address": "6400 Snyder Drive",
        "sbl": "110.05-3-77",
        "title": "Snyder Meadows, phase 2",
        "description": "Eight houses and a street.",
        "total_site_acres": "10.00",
        "disturbed_acres": "2.50",
        "max_disturbed_at_once_acres": "2.00",
        "common_plan_disturbed_acres": "",
        "receiving_waters": "Eighteen Mile Creek",
        "town_approval": "none",
        "exemption": "",
        "exemption_explanation": "",
        **MAILING,
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


def test_applicant_registers_a_project_and_lands_on_its_page(applicant):
    client = signed_in(applicant)
    assert client.get(reverse("swppp:project_create")).status_code == 200

    response = client.post(reverse("swppp:project_create"), project_post(), follow=True)

    project = Project.objects.get()
    assert response.redirect_chain[-1][0] == project.get_absolute_url()
    assert project.applicant == applicant
    assert project.parcel.sbl == "110.05-3-77"
    assert project.submissions.get().state == Submission.State.DRAFT
    assert f"Registered project {project.reference}" in html(response)


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"total_site_acres": "-3"}, "total_site_acres", "greater than or equal to 0"),
        (
            {"total_site_acres": "2.00", "disturbed_acres": "3.00"},
            "disturbed_acres",
            "cannot be larger than the site",
        ),
        (
            {"disturbed_acres": "2.50", "max_disturbed_at_once_acres": "3.00"},
            "max_disturbed_at_once_acres",
            "cannot exceed the total disturbed area",
        ),
        ({"sbl": "lot 7 of the old farm"}, "sbl", "section.subsection-block-lot"),
        (
            {"part_of_common_plan": "on", "common_plan_disturbed_acres": ""},
            "common_plan_disturbed_acres",
            "larger common plan",
        ),
        ({"exemption": "3B9"}, "exemption_explanation", "Explain why the exemption applies"),
    ],
    ids=["negative", "disturbed>site", "at-once>disturbed", "bad-sbl", "common-plan", "exempt"],
)
def test_bad_project_input_is_refused_beside_its_field_and_nothing_is_saved(
    applicant, overrides, field, message
):
    properties = Property.objects.count()

    response = signed_in(applicant).post(reverse("swppp:project_create"), project_post(**overrides))

    assert response.status_code == 200
    block = field_block(html(response), field)
    assert message in block
    assert "is-invalid" in block
    assert f'aria-describedby="id_{field}_helptext id_{field}_error"' in block or (
        f'id="id_{field}_error"' in block
    )
    assert "Nothing was saved" in html(response)
    assert not Project.objects.exists()
    assert not Submission.objects.exists()
    assert Property.objects.count() == properties


def test_every_error_of_the_project_form_shows_in_one_pass(applicant):
    """Issue 46, item 8: a field the form refuses (a title left empty, an area that is not
    a number) no longer hides the service's refusals (the exemption's explanation, the
    site outside the Town, the mailing address): all show at once, nothing saved."""
    posted = project_post(
        title="",
        total_site_acres="ten",
        exemption="3B9",
        street_address="1 Main Street, Buffalo, NY 14202",
        mailing_street="",
        disturbed_acres="3.00",
        max_disturbed_at_once_acres="4.00",
    )

    response = signed_in(applicant).post(reverse("swppp:project_create"), posted)

    errors = response.context["form"].errors
    assert {
        "title",
        "total_site_acres",
        "exemption_explanation",
        "street_address",
        "mailing_street",
        "max_disturbed_at_once_acres",
    } <= set(errors), errors
    assert errors["total_site_acres"] == ["Enter a number."]  # the form's own, only
    assert "Explain why the exemption applies" in errors["exemption_explanation"][0]
    assert "cannot exceed the total disturbed area" in errors["max_disturbed_at_once_acres"][0]
    assert not Project.objects.exists()


def test_every_error_of_the_project_edit_shows_in_one_pass(applicant):
    project = make_project(applicant)
    url = reverse("swppp:project_update", args=[project.pk])
    posted = project_post(
        title="", exemption="3B9", disturbed_acres="3.00", max_disturbed_at_once_acres="4.00"
    )

    response = signed_in(applicant).post(url, posted)

    errors = response.context["form"].errors
    assert {"title", "exemption_explanation", "max_disturbed_at_once_acres"} <= set(errors)
    project.refresh_from_db()
    assert project.title != "" and not project.exemption


def test_only_applicants_register_projects(client_for):
    url = reverse("swppp:project_create")
    assert client_for("smo").get(url).status_code == 403
    assert client_for("anonymous").get(url).url.startswith(reverse("account_login"))


# 2. The project page ----------------------------------------------------------------------
def test_project_page_explains_how_chapter_159_applies(applicant):
    project = make_project(applicant)  # 2.5 acres disturbed, no Town body: Condition C, § 159-4C

    page = html(signed_in(applicant).get(project.get_absolute_url()))

    assert "Condition C: 2.50 acres are disturbed, between one and five." in page
    assert "2.50 acres, the disturbance of this project." in page  # the figure B and C use
    assert "Condition B does not apply: 2.50 acres is less than five." in page
    assert "§ 159-5B(2)(c)" in page
    assert "§ 159-5B(3)" in page and "Required" in page
    assert "§ 159-4C: no other Town body reviews the activity" in page
    assert "It disturbs 2.50 acres: one acre or more." in page  # § 159-2
    assert "No more than five acres are disturbed at one time." in page  # § 159-5B(1)(d)
    assert project.parcel.street_address in page and project.parcel.sbl in page
    assert "Applicant: complete the SWPPP and submit it (§ 159-5A)." in page
    assert reverse("swppp:submission_edit", args=[project.pk, 1]) in page
    assert reverse("swppp:project_update", args=[project.pk]) in page


def test_project_page_for_the_planning_board_path_cites_159_4b(applicant):
    project = make_project(applicant, town_approval="planning_board", disturbed_acres=D("6"))

    page = html(signed_in(applicant).get(project.get_absolute_url()))

    assert "§ 159-4B: the Planning Board reviews the application" in page
    assert "(from your answer; the SMO confirms or corrects it when the SWPPP is received)" in page
    assert "Condition B: 6.00 acres are disturbed, five or more." in page


# 3. Editing the project -------------------------------------------------------------------
def test_applicant_edits_the_project_while_it_is_a_draft(applicant):
    project = make_project(applicant)
    url = reverse("swppp:project_update", args=[project.pk])
    client = signed_in(applicant)
    assert 'value="Snyder Meadows, phase 1"' in html(client.get(url))

    data = project_post(title="Snyder Meadows, phase 1A")
    del data["street_address"], data["sbl"]
    response = client.post(url, data)

    assert response.status_code == 302
    project.refresh_from_db()
    assert project.title == "Snyder Meadows, phase 1A"


def test_project_cannot_change_under_review_and_the_form_says_why(applicant):
    project = submitted(applicant).project
    data = project_post(title="Changed")
    del data["street_address"], data["sbl"]

    response = signed_in(applicant).post(reverse("swppp:project_update", args=[project.pk]), data)

    assert response.status_code == 200
    assert "cannot change while its SWPPP is under review" in html(response)
    project.refresh_from_db()
    assert project.title == CONDITION_C["title"]
    # ... and the project page offers no edit button.
    page = html(signed_in(applicant).get(project.get_absolute_url()))
    assert reverse("swppp:project_update", args=[project.pk]) not in page


def test_an_approved_projects_edit_page_says_so_and_shows_its_details_read_only(smo, applicant):
    """Issue 46, item 8: nothing on the page looks editable once the SWPPP is approved;
    the page says why and shows what is recorded; a post changes nothing and says so."""
    project = decided(smo, applicant, Outcome.APPROVE).project
    url = reverse("swppp:project_update", args=[project.pk])
    client = signed_in(applicant)

    page = html(client.get(url))

    assert "Version 1 of the SWPPP was approved" in page
    assert 'id="project-locked"' in page
    assert "<form" not in page.split("<main", 1)[1].split("</main>")[0]
    assert 'name="title"' not in page and "Save the changes" not in page
    assert f'<dd class="col-sm-7">{escape(project.title)}</dd>' in page
    assert "Project title" in page

    data = project_post(title="Changed")
    del data["street_address"], data["sbl"]
    refused = html(client.post(url, data))
    assert 'href="#project-locked" data-error-link' in refused
    project.refresh_from_db()
    assert project.title != "Changed"


def test_a_project_whose_swppp_needs_revising_stays_editable(smo, applicant):
    """The revision path (§ 159-4C): after a disapproval the details may change with the
    revision, so the edit page is a form."""
    project = decided(smo, applicant, Outcome.DISAPPROVE).project

    page = html(signed_in(applicant).get(reverse("swppp:project_update", args=[project.pk])))

    assert 'name="title"' in page and "Save the changes" in page
    assert 'id="project-locked"' not in page


# Another applicant's records do not exist for them ----------------------------------------
def test_another_applicant_gets_404_on_every_page_and_file_of_the_project(
    applicant, other_applicant, smo
):
    first = decided(smo, applicant, Outcome.DISAPPROVE)  # v1 with a decision letter
    project = first.project
    draft = plans.revise(acting_user=applicant, project=project)
    answer = plans.answer_save(
        acting_user=applicant, submission=draft, item=item("159-5B(1)(b)"), files=[pdf()]
    )
    upload = answer.uploads.get()
    first.refresh_from_db()
    pk, v = project.pk, draft.version
    client = signed_in(other_applicant)

    gets = [
        reverse("swppp:project_detail", args=[pk]),
        reverse("swppp:project_update", args=[pk]),
        reverse("swppp:submission_detail", args=[pk, 1]),
        reverse("swppp:submission_detail", args=[pk, v]),
        reverse("swppp:submission_edit", args=[pk, v]),
        reverse("swppp:compare", args=[pk, v]),
        reverse("swppp:contractor_invite", args=[pk]),
        reverse("documents:upload_download", args=[upload.pk]),
        reverse("documents:issued_download", args=[first.letter.number]),
    ]
    posts = [
        reverse("swppp:project_update", args=[pk]),
        reverse("swppp:revise", args=[pk]),
        reverse("swppp:submission_edit", args=[pk, v]),
        reverse("swppp:submission_submit", args=[pk, v]),
        reverse("swppp:answer_file_remove", args=[pk, v, upload.pk]),
        reverse("swppp:contractor_invite", args=[pk]),
    ]
    wrong = [f"GET {u}: {s}" for u in gets + posts if (s := client.get(u).status_code) != 404]
    wrong += [f"POST {u}: {s}" for u in posts if (s := client.post(u, {}).status_code) != 404]

    assert not wrong, wrong
    assert answer.uploads.count() == 1
    assert project.submissions.count() == 2
    assert not ContractorInvitation.objects.exists()
    # The owner reaches every one of those pages.
    owner = signed_in(applicant)
    assert [owner.get(u).status_code for u in gets] == [200] * len(gets)


def test_the_smo_sees_the_project_but_may_not_act_for_the_applicant(applicant, smo):
    project = make_project(applicant)
    client = signed_in(smo)

    assert client.get(project.get_absolute_url()).status_code == 200
    assert client.get(reverse("swppp:submission_edit", args=[project.pk, 1])).status_code == 403
    assert client.post(reverse("swppp:submission_submit", args=[project.pk, 1])).status_code == 403


def test_get_on_a_post_only_act_is_405_for_the_applicant(applicant):
    project = make_project(applicant)
    client = signed_in(applicant)

    assert client.get(reverse("swppp:submission_submit", args=[project.pk, 1])).status_code == 405
    assert client.get(reverse("swppp:revise", args=[project.pk])).status_code == 405


def test_unknown_version_is_404(applicant):
    project = make_project(applicant)
    client = signed_in(applicant)

    assert client.get(reverse("swppp:submission_detail", args=[project.pk, 2])).status_code == 404
    assert client.get(reverse("swppp:submission_edit", args=[project.pk, 2])).status_code == 404


# 5. The edit page -------------------------------------------------------------------------
def test_edit_page_has_a_fieldset_per_item_with_text_files_and_the_statute(applicant):
    project = make_project(applicant)
    page = html(signed_in(applicant).get(reverse("swppp:submission_edit", args=[project.pk, 1])))

    for it in plans.required_items(project):
        assert f'name="answer-{it.pk}-text"' in page
        assert re.search(rf'<input type="file" name="answer-{it.pk}-files"[^>]*multiple', page)
        assert f'<legend class="h6">{it.citation} {it.label}</legend>' in page
    assert 'enctype="multipart/form-data"' in page
    assert "<details" in page and "What the law requires" in page
    assert "Signature of the licensed professional (§ 159-5B(4))" in page
    assert reverse("swppp:professional_request", args=[project.pk, 1]) in page
    assert 'name="professional_signature"' not in page  # the applicant cannot sign
    assert 'name="stormwater_facility"' in page
    assert 'name="other_permits_assured"' in page
    assert 'name="phasing_justification"' not in page  # 2 acres at once: not required
    assert "Still needed before you can submit (§ 159-5A)" in page


def test_phasing_justification_is_asked_when_more_than_five_acres_at_once(applicant):
    project = make_project(
        applicant, disturbed_acres=D("8"), max_disturbed_at_once_acres=D("6"), total_site_acres=D(9)
    )
    page = html(signed_in(applicant).get(reverse("swppp:submission_edit", args=[project.pk, 1])))

    assert 'name="phasing_justification"' in page
    assert "§ 159-5B(1)(d)" in page


def draft_post(submission, **overrides) -> dict:
    """What the edit page posts when nothing is changed."""
    data = {}
    for it in plans.required_items(submission.project):
        data[f"answer-{it.pk}-text"] = ""
    for name in ("stormwater_facility", "other_permits"):
        data[name] = ""
    data.update(overrides)
    return data


def test_edit_page_saves_text_and_files_and_shows_what_is_missing(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    a, b = item("159-5B(1)(a)"), item("159-5B(1)(b)")
    url = reverse("swppp:submission_edit", args=[project.pk, 1])
    data = draft_post(
        draft,
        **{
            f"answer-{a.pk}-text": "Twelve houses on 10 acres.",
            f"answer-{b.pk}-files": [pdf("site-map.pdf"), pdf("location.pdf")],
            "stormwater_facility": "yes",
        },
    )

    response = signed_in(applicant).post(url, data, follow=True)

    assert response.redirect_chain == [(url, 302)]
    assert "Saved the draft of version 1." in html(response)
    assert ItemAnswer.objects.get(submission=draft, item=a).text == "Twelve houses on 10 acres."
    names = {
        u.original_name for u in ItemAnswer.objects.get(submission=draft, item=b).uploads.all()
    }
    assert names == {"site-map.pdf", "location.pdf"}
    draft.refresh_from_db()
    assert draft.stormwater_facility == "yes"
    page = html(response)
    assert "site-map.pdf" in page  # listed with its Remove button
    start = page.index("Still needed")
    missing = page[start : page.index("<form", start)]
    assert "§ 159-5B(1)(c)" in missing and "§ 159-5B(1)(a)" not in missing
    assert "§ 159-5B(1)(b)" not in missing
    # Items never answered and left empty are not written.
    assert ItemAnswer.objects.filter(submission=draft).count() == 2


def test_a_wrong_file_type_is_refused_beside_its_item_and_nothing_is_saved(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    a, b = item("159-5B(1)(a)"), item("159-5B(1)(b)")
    data = draft_post(
        draft,
        **{
            f"answer-{a.pk}-text": "Typed and not to be lost.",
            f"answer-{b.pk}-files": [SimpleUploadedFile("plan.pdf", EXE)],
            "other_permits": "SPDES notice of intent",
        },
    )

    response = signed_in(applicant).post(
        reverse("swppp:submission_edit", args=[project.pk, 1]), data
    )

    assert response.status_code == 200
    page = html(response)
    block = field_block(page, f"answer-{b.pk}-files")
    assert "named like a PDF" in block and "is-invalid" in block
    assert f'aria-describedby="id_answer-{b.pk}-files_helptext id_answer-{b.pk}-files_error"' in (
        block
    )
    assert "Nothing was saved." in page
    assert "Typed and not to be lost." in field_block(page, f"answer-{a.pk}-text")
    assert not ItemAnswer.objects.exists()
    assert not Upload.objects.exists()
    draft.refresh_from_db()
    assert draft.other_permits == ""


def test_a_file_is_removed_with_htmx(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    answer = plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=item("159-5B(1)(b)"),
        files=[pdf("one.pdf"), pdf("two.pdf")],
    )
    one, two = sorted(answer.uploads.all(), key=lambda u: u.original_name)
    client = signed_in(applicant)
    remove = reverse("swppp:answer_file_remove", args=[project.pk, 1, one.pk])
    page = html(client.get(reverse("swppp:submission_edit", args=[project.pk, 1])))
    assert f'hx-post="{remove}"' in page and 'hx-target="closest li"' in page

    response = client.post(remove, HTTP_HX_REQUEST="true")

    assert response.status_code == 200
    assert response.content == b""
    assert list(answer.uploads.all()) == [two]
    # Without htmx: back to the edit page.
    response = client.post(reverse("swppp:answer_file_remove", args=[project.pk, 1, two.pk]))
    assert response.url == reverse("swppp:submission_edit", args=[project.pk, 1])
    assert not answer.uploads.exists()
    # A file not attached to this version: 404.
    missing = reverse("swppp:answer_file_remove", args=[project.pk, 1, uuid.uuid4()])
    assert client.post(missing, HTTP_HX_REQUEST="true").status_code == 404


def test_a_received_version_cannot_be_edited(applicant):
    submission = submitted(applicant)
    url = reverse("swppp:submission_edit", args=[submission.project_id, 1])

    response = signed_in(applicant).get(url)

    assert response.url == submission.get_absolute_url()


# 6. Submitting ----------------------------------------------------------------------------
def test_submitting_with_items_missing_shows_exactly_what_is_missing(applicant):
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant, leave_out=("159-5B(1)(c)", "159-5B(3)(d)"))
    expected = [f"{g.citation}: {g.text}" for g in plans.missing(draft)]
    assert len(expected) == 2

    response = signed_in(applicant).post(reverse("swppp:submission_submit", args=[project.pk, 1]))

    # The draft page, each gap in the error summary (linked to its field) and beside it.
    assert response.status_code == 200
    assert response.templates[0].name == "swppp/applicant/submission_edit.html"
    page = html(response)
    summary = page[
        page.index("data-error-summary") : page.index("</ul>", page.index("data-error-summary"))
    ]
    assert "Version 1 was not submitted: the SWPPP is incomplete (§ 159-5A)" in summary
    listed = [unescape(m) for m in re.findall(r"data-error-link>(.*?)</a>", summary)]
    assert listed == expected
    for gap in ("159-5B(1)(c)", "159-5B(3)(d)"):
        assert f'href="#id_answer-{item(gap).pk}-text"' in summary
    draft.refresh_from_db()
    assert draft.state == Submission.State.DRAFT
    assert not Deadline.objects.exists()


def test_submitting_a_complete_draft_starts_the_review_and_shows_the_due_date(applicant):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        project = make_project(applicant)
        complete(draft_of(project), applicant)
        response = signed_in(applicant).post(
            reverse("swppp:submission_submit", args=[project.pk, 1]), follow=True
        )

    submission = draft_of(project)
    assert submission.state == Submission.State.RECEIVED
    assert response.redirect_chain == [(project.get_absolute_url(), 302)]
    clock = clocks_for(submission).get()
    assert clock.due_date == date(2026, 4, 16)
    page = html(response)
    assert "Received version 1 on March 2, 2026 at 10:00 AM." in page
    assert "Under § 159-4C the review is due by Thursday, April 16, 2026." in page
    assert "SMO: approve, approve with modifications or disapprove the SWPPP by April 16, 2026" in (
        page
    )


# 7. Revisions -----------------------------------------------------------------------------
def test_a_revision_after_disapproval_answers_the_findings(applicant, smo):
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    project = first.project
    client = signed_in(applicant)
    page = html(client.get(project.get_absolute_url()))
    assert reverse("swppp:revise", args=[project.pk]) in page
    first.refresh_from_db()
    assert first.letter.number in page

    response = client.post(reverse("swppp:revise", args=[project.pk]))

    edit = reverse("swppp:submission_edit", args=[project.pk, 2])
    assert response.url == edit
    page = html(client.get(edit))
    finding = first.findings.get(status="deficient")
    assert "No soil survey." in page
    assert f'name="response-{finding.pk}"' in page
    # The revision answers the finding, the professional signs again, it is submitted.
    draft = project.submissions.get(version=2)
    soils = item("159-5B(1)(c)")
    data = draft_post(
        draft,
        **{
            f"response-{finding.pk}": "Soil survey added: sheet S-1.",
            f"answer-{soils.pk}-text": "Soils per the NRCS soil survey: Appleton silt loam.",
            "stormwater_facility": "no",
            "other_permits_assured": "on",
        },
    )
    data.update(
        {f"answer-{a.item_id}-text": a.text for a in draft.answers.all() if a.item_id != soils.pk}
    )
    assert client.post(edit, data).status_code == 302
    assert FindingResponse.objects.get(submission=draft).text == "Soil survey added: sheet S-1."
    professional_signs(draft, applicant)  # § 159-5B(4): the revised plan, signed anew
    response = client.post(reverse("swppp:submission_submit", args=[project.pk, 2]))
    assert response.status_code == 302
    draft.refresh_from_db()
    assert draft.state == Submission.State.RECEIVED
    # Version 1 is as it was.
    assert first.answers.get(item=soils).text == "See sheet for soils."
    detail = html(client.get(draft.get_absolute_url()))
    assert "Soil survey added: sheet S-1." in detail and "No soil survey." in detail


def test_a_revision_is_refused_while_the_version_is_under_review(applicant):
    project = submitted(applicant).project

    response = signed_in(applicant).post(reverse("swppp:revise", args=[project.pk]), follow=True)

    assert "A revision follows an approval with modifications or a disapproval." in html(response)
    assert project.submissions.count() == 1


# 4. The version page ----------------------------------------------------------------------
def test_version_page_shows_answers_files_and_findings_once_decided(applicant, smo):
    submission = submitted(applicant)
    client = signed_in(applicant)
    page = html(client.get(submission.get_absolute_url()))
    assert "See sheet for soils." in page
    assert "SMO's finding" not in page  # under review: not yet shown to the applicant

    decided_version = decided(smo, applicant, Outcome.DISAPPROVE)
    page = html(client.get(decided_version.get_absolute_url()))
    assert "SMO's finding" in page and "No soil survey." in page
    assert "Deficient" in page
    assert "Erin Engineer" in page and "081234" in page  # § 159-5B(4)
    assert "NYSDEC SPDES GP-0-25-001" in page  # § 159-5C
    decided_version.refresh_from_db()
    assert decided_version.letter.number in page


def test_office_staff_see_findings_while_under_review(applicant, smo):
    from tests.swppp.factories import review_all

    submission = submitted(applicant)
    review_all(smo, submission, {"159-5B(1)(c)": "Soils missing."})

    page = html(signed_in(smo).get(submission.get_absolute_url()))

    assert "Soils missing." in page


def test_a_member_of_the_body_it_was_forwarded_to_reads_the_project_and_findings(
    applicant, smo, planning_member
):
    from tests.swppp.factories import forwarded

    submission = forwarded(smo, applicant, planning_member, Outcome.APPROVE)
    client = signed_in(planning_member)

    page = html(client.get(submission.project.get_absolute_url()))
    assert "The SMO recommends: approve (§ 159-4B(1))" in page
    assert "§ 159-4B: the SMO determined that the Planning Board reviews the application" in page
    assert reverse("swppp:contractor_invite", args=[submission.project_id]) not in page
    version = html(client.get(submission.get_absolute_url()))
    assert "SMO's finding" in version and "Acceptable" in version
    assert (
        client.get(reverse("swppp:project_update", args=[submission.project_id])).status_code == 403
    )


# 9. Comparing versions --------------------------------------------------------------------
def test_compare_page_shows_what_changed_from_the_version_before(applicant, smo):
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    project = first.project
    draft = plans.revise(acting_user=applicant, project=project)
    soils = item("159-5B(1)(c)")
    plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=soils,
        text="See sheet S-1 <b>for soils</b>.",
        files=[pdf("soils.pdf")],
    )
    client = signed_in(applicant)

    response = client.get(reverse("swppp:compare", args=[project.pk, 2]))

    assert response.status_code == 200
    page = flatten(html(response))
    assert 'See sheet <del class="bg-danger-subtle">for soils.</del> <ins' in page
    assert "&lt;b&gt;for soils&lt;/b&gt;." in page and "<b>for" not in page
    assert "1 changed, 22 unchanged" in page
    assert "soils.pdf" in page and "Added" in page
    assert "<strong>§ 159-5B(1)(c)</strong> Soils" in page
    # The professional signs a revision anew: not yet, so the signature changed.
    assert "Signature of the licensed professional" in page
    assert client.get(reverse("swppp:compare", args=[project.pk, 1])).status_code == 404
    assert client.get(reverse("swppp:compare", args=[project.pk, 3])).status_code == 404


# 10-11. Contractors -----------------------------------------------------------------------
def test_contractor_identified_signs_and_the_project_page(applicant):
    project = make_project(applicant, description="Confidential: the drainage design.")
    client = signed_in(applicant)
    assert client.get(reverse("swppp:contractor_invite", args=[project.pk])).status_code == 200
    refused = client.post(reverse("swppp:contractor_invite", args=[project.pk]), {"role": "x"})
    assert "error-summary" in html(refused) and not ContractorInvitation.objects.exists()

    response = client.post(
        reverse("swppp:contractor_invite", args=[project.pk]),
        {
            "firm_name": "Grader Bros.",
            "role": "subcontractor",
            "responsibility": "Grading",
            "email": "grading@example.com",
        },
        follow=True,
    )

    invitation = ContractorInvitation.objects.select_related("link").get()
    assert "sent to grading@example.com" in html(response)
    assert "Grader Bros." in html(response) and "Not signed" in html(response)
    # The link went by email to the contractor's address and is shown to no one else.
    mail = Notification.objects.get(address="grading@example.com")
    certify = mail.url
    assert certify.startswith("/swppp/certify/") and certify not in html(response)

    contractor = Client()  # no account
    page = html(contractor.get(certify))
    assert CONTRACTOR_STATEMENT in page
    assert project.title in page and project.parcel.full_address in page
    assert "Confidential" not in page and project.reference not in page
    assert f'value="{project.parcel.full_address}"' in page  # the site, pre-filled
    assert 'name="certified_on"' not in page  # the date is the day of signing

    refused = contractor.post(certify, {"name": "Gus Grader", "site": "x"})
    assert refused.status_code == 200
    assert "Agree to the certification statement" in field_block(html(refused), "agree")
    assert "Required by § 159-5D(2)." in field_block(html(refused), "firm_phone")
    assert not ContractorCertification.objects.exists()

    response = contractor.post(
        certify,
        {
            "name": "Gus Grader",
            "title": "Site superintendent",
            "firm_name": "Grader Bros.",
            "firm_address": "1 Quarry Road, Lockport, NY 14094",
            "firm_phone": "716-555-0123",
            "site": project.parcel.full_address,
            "certified_on": "2020-01-01",  # ignored: no backdating (§ 159-5D(2))
            "agree": "on",
        },
    )
    assert response.url == certify
    thanks = html(contractor.get(certify))
    assert "Thank you" in thanks and "Gus Grader" in thanks and CONTRACTOR_STATEMENT in thanks
    # § 159-5A: the SWPPP is a draft: the contractor is told its work waits for it.
    assert "Your certification is recorded" in thanks
    assert "may begin its work only once the SWPPP is approved" in thanks
    assert ContractorCertification.objects.get().certified_on == timezone.localdate()
    # Someone else holding the used link is told it was used.
    used = Client().get(certify)
    assert used.status_code == 410 and "Gus Grader" not in html(used)

    page = html(client.get(project.get_absolute_url()))
    assert "Gus Grader, Site superintendent" in page and "Grader Bros." in page
    work = reverse("swppp:contractor_work", args=[project.pk, invitation.contractor_id])
    # § 159-5A: the SWPPP is still a draft: the start of work waits for its acceptance.
    assert work not in page and "Not before the SWPPP is approved (§ 159-5A)" in page
    refused = client.post(work, {"on": timezone.localdate().isoformat()})
    assert refused.status_code == 200
    assert "(§ 159-5A)" in field_block(html(refused), "on")
    assert ContractorCertification.objects.get().contractor.work_began_on is None


def test_certify_links_unknown_or_withdrawn(applicant):
    project = make_project(applicant)
    invitation = _identify(applicant, project)
    contractors.invitation_revoke(acting_user=applicant, invitation=invitation)

    withdrawn = Client().get(reverse("swppp:contractor_certify", args=[invitation.token]))

    assert withdrawn.status_code == 410
    assert "This link was withdrawn" in html(withdrawn)
    unknown = Client().get(reverse("swppp:contractor_certify", args=[str(uuid.uuid4())]))
    assert unknown.status_code == 404


def test_a_contractors_work_is_not_recorded_before_it_signs(applicant):
    project = make_project(applicant)
    invitation = _identify(applicant, project)
    url = reverse("swppp:contractor_work", args=[project.pk, invitation.contractor_id])

    response = signed_in(applicant).post(url, {"on": timezone.localdate().isoformat()})

    assert response.status_code == 200
    assert "has not signed the certification of § 159-5D" in field_block(html(response), "on")
    assert "error-summary" in html(response)


def _identify(applicant, project, n: int = 0):
    return contractors.contractor_identify(
        acting_user=applicant,
        project=project,
        firm_name=f"Firm {n}",
        role="contractor",
        responsibility="Grading",
        email=f"c{n}@example.com",
    )


# Fixed query counts -----------------------------------------------------------------------
def _count(client, url) -> int:
    """The page's queries with nothing kept (core/kept.py), as after any write."""
    kept.replace_all()
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url).status_code == 200
    return len(ctx.captured_queries)


def _certify(invitation, name):
    contractors.certification_sign(
        invitation=invitation,
        agree=True,
        name=name,
        title="Foreman",
        firm_name="Firm",
        firm_address="1 Main St",
        firm_phone="716-555-0100",
        site="The site",
    )


def test_project_page_keeps_a_fixed_number_of_queries(
    applicant, smo, django_assert_max_num_queries, django_assert_num_queries
):
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    project = first.project
    _certify(_identify(applicant, project), "One")
    plans.revise(acting_user=applicant, project=project)
    client = signed_in(applicant)
    url = project.get_absolute_url()
    client.get(url)  # warm the content-type cache
    # 22: a fixed cost per request includes the user's permissions (two queries) and
    # whether they hold a seat on a board (GCL § 41 bodies), and a correction of the
    # property waiting (§ 159-3A, one); none grows with the rows.
    with django_assert_max_num_queries(22):
        client.get(url)
    small = _count(client, url)

    # More versions, decisions, letters, certifications, invitations and history.
    version_2 = project.submissions.get(version=2)
    complete(version_2, applicant)
    plans.responses_save(
        acting_user=applicant,
        submission=version_2,
        responses={f.pk: "Done." for f in plans.findings_to_answer(version_2)},
    )
    from swppp.services import review
    from tests.swppp.factories import review_all

    version_2 = plans.submit(acting_user=applicant, submission=version_2)
    review_all(smo, version_2, {"159-5B(1)(d)": "Phasing unclear."})
    review.smo_decide(
        acting_user=smo,
        submission=version_2,
        outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
        reasons="Clarify the phasing.",
    )
    plans.revise(acting_user=applicant, project=project)
    LinkPolicy.objects.create(key="daily_limit", value=50)
    for n in range(1, 6):
        _certify(_identify(applicant, project, n), f"Contractor {n}")
        contractors.link_resend(
            acting_user=applicant, contractor=_identify(applicant, project, n + 10).contractor
        )

    client.get(url)  # the unread count, forgotten by the messages the writes sent
    with django_assert_num_queries(small):
        response = client.get(url)
    assert html(response).count("Version ") >= 3
    assert "Contractor 5" in html(response) and "Firm 15" in html(response)


def test_applicant_home_keeps_a_fixed_number_of_queries_with_1000_projects(
    applicant, django_assert_max_num_queries, django_assert_num_queries
):
    bulk_projects(applicant, 9)
    submitted(applicant)  # one under review, with its clock
    client = signed_in(applicant)
    client.get("/")
    # 18: the user's permissions (two queries) and whether they hold a seat on a board
    # (the docket's menu entry) are read once per request; the fees owed on the
    # applicant's projects (money/, one query); the sites awaiting the SMO's § 159-3A
    # confirmation (one query); none grows with the rows.
    with django_assert_max_num_queries(19):
        client.get("/")
    ten = _count(client, "/")

    bulk_projects(applicant, 990, start=10)
    assert Project.objects.filter(applicant=applicant).count() == 1000

    kept.replace_all()  # the page with nothing kept, as at ten
    with django_assert_num_queries(ten):
        response = client.get("/")
    assert "Page 1 of 100" in html(response)


def test_the_applicant_withdraws_a_contractor_link(client, applicant):
    project = make_project(applicant)
    invitation = _identify(applicant, project)
    client.force_login(applicant)

    response = client.post(reverse("swppp:contractor_withdraw", args=[project.pk, invitation.pk]))

    assert response.status_code == 302
    invitation.link.refresh_from_db()
    assert invitation.link.withdrawn_at is not None
    client.logout()
    certify = reverse("swppp:contractor_certify", args=[invitation.token])
    assert client.get(certify).status_code == 410


def test_the_applicant_asks_the_professional_to_sign_and_may_withdraw_the_link(applicant):
    from swppp.models import ProfessionalSignature

    project = make_project(applicant)
    client = signed_in(applicant)
    url = reverse("swppp:professional_request", args=[project.pk, 1])
    assert client.get(url).status_code == 200

    refused = client.post(
        url, {"name": "Erin Engineer", "designation": "", "email": "erin@engineers.example"}
    )
    page = html(refused)
    assert "error-summary" in page and "choose PE or RLA" in page
    assert 'value="Erin Engineer"' in page
    own = client.post(url, {"name": "Erin", "designation": "PE", "email": applicant.email})
    assert "That is your own address" in field_block(html(own), "email")

    sent = client.post(
        url, {"name": "Erin Engineer", "designation": "PE", "email": "erin@engineers.example"}
    )
    assert sent.url.endswith("#signature")
    request = ProfessionalSignature.objects.get()
    edit = html(client.get(reverse("swppp:submission_edit", args=[project.pk, 1])))
    assert "erin@engineers.example" in edit and "Waiting to be used" in edit
    withdraw = reverse("swppp:professional_withdraw", args=[project.pk, 1, request.pk])

    assert client.post(withdraw).status_code == 302

    request.link.refresh_from_db()
    assert request.link.withdrawn_at is not None
    assert "Withdrawn" in html(client.get(reverse("swppp:submission_edit", args=[project.pk, 1])))
