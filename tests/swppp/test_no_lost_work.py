"""Nothing a person typed or chose is lost (issue 8 items 1 and 7), server side:

- "Submit version N" on the draft page saves the page first, all or nothing, then submits
  (§ 159-5A) or lists what is missing beside the saved work;
- a save refused for one bad file keeps the good files chosen with it (stored, attached at
  the next save), never silently drops them;
- "Issue the decision" takes the findings on the page with it, in one transaction;
- the review of a revision starts from the previous version's findings, and the SMO
  confirms the unchanged items found acceptable there in one step.
"""

from __future__ import annotations

import re

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from lockport_sw.audit.models import AuditEvent
from lockport_sw.documents.models import Upload
from swppp.models import ChecklistItem, Finding, ItemAnswer, Outcome, Submission
from swppp.services import plans, review
from tests.swppp.factories import (
    complete,
    decided,
    draft_of,
    make_project,
    professional_signs,
    review_all,
    submitted,
)

pytestmark = pytest.mark.django_db

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" + b"\x00" * 64
SOILS = "159-5B(1)(c)"


def item(code: str) -> ChecklistItem:
    return ChecklistItem.objects.get(code=code)


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def draft_page(submission: Submission, **fields) -> dict:
    """What the draft page posts: every field as saved, then ``fields``."""
    data = {}
    answers = {a.item_id: a.text for a in submission.answers.all()}
    for it in plans.required_items(submission.project):
        data[f"answer-{it.pk}-text"] = answers.get(it.pk, "")
    data["stormwater_facility"] = submission.stormwater_facility
    data["other_permits"] = submission.other_permits
    if submission.other_permits_assured:
        data["other_permits_assured"] = "on"
    data.update(fields)
    return data


def edit_url(submission: Submission) -> str:
    return reverse("swppp:submission_edit", args=[submission.project_id, submission.version])


def review_url(submission: Submission) -> str:
    return reverse("swppp:review", args=[submission.project_id, submission.version])


# 1. "Submit version N" saves first ---------------------------------------------------------
def test_159_5A_submit_saves_the_unsaved_answer_and_lists_what_is_still_missing(applicant):
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant, leave_out=(SOILS, "159-5B(3)(d)"))
    soils = item(SOILS)

    response = signed_in(applicant).post(
        edit_url(draft),
        draft_page(draft, intent="submit", **{f"answer-{soils.pk}-text": "Appleton silt loam."}),
    )

    assert response.status_code == 200
    # Saved: the answer typed but never saved with "Save the draft".
    assert ItemAnswer.objects.get(submission=draft, item=soils).text == "Appleton silt loam."
    draft.refresh_from_db()
    assert draft.state == Submission.State.DRAFT
    page = response.content.decode()
    summary = page[page.index("data-error-summary") :]
    summary = summary[: summary.index("</ul>")]
    assert "Your changes were saved. Version 1 was not submitted" in summary
    # The professional signed the draft before this change: a new signature is needed,
    # and the item still unanswered is listed, linked to its field.
    links = dict(re.findall(r'<a href="#([^"]+)" data-error-link>(.*?)</a>', summary))
    assert "§ 159-5B(4)" in links["signature-h"]
    d = item("159-5B(3)(d)")
    assert links[f"id_answer-{d.pk}-text"].startswith("§ 159-5B(3)(d)")
    assert "Appleton silt loam." in page  # the saved work is on the page


def test_159_5A_submit_of_a_complete_draft_saves_the_page_and_is_received(applicant):
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant)

    response = signed_in(applicant).post(
        edit_url(draft), draft_page(draft, intent="submit", other_permits="SPDES NOI filed")
    )

    assert response.status_code == 302 and response.url == project.get_absolute_url()
    draft.refresh_from_db()
    assert draft.state == Submission.State.RECEIVED
    assert draft.other_permits == "SPDES NOI filed"  # the unsaved change went with it


def test_159_5B_4_submit_with_an_answer_changed_after_signing_is_saved_then_signed_again(
    applicant,
):
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant)
    soils = item(SOILS)

    refused = signed_in(applicant).post(
        edit_url(draft),
        draft_page(draft, intent="submit", **{f"answer-{soils.pk}-text": "Appleton silt loam."}),
    )

    # The answer is not what the professional signed: saved, not submitted.
    assert refused.status_code == 200
    assert ItemAnswer.objects.get(submission=draft, item=soils).text == "Appleton silt loam."
    assert "§ 159-5B(4)" in refused.content.decode()
    draft.refresh_from_db()
    assert draft.state == Submission.State.DRAFT
    # Signed again as it now stands, the same button sends it.
    professional_signs(draft, applicant)
    received = signed_in(applicant).post(edit_url(draft), draft_page(draft, intent="submit"))
    assert received.status_code == 302
    draft.refresh_from_db()
    assert draft.state == Submission.State.RECEIVED


def test_159_5A_submit_refused_for_a_bad_field_saves_nothing_and_submits_nothing(applicant):
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant)
    soils = item(SOILS)

    response = signed_in(applicant).post(
        edit_url(draft),
        draft_page(
            draft,
            intent="submit",
            stormwater_facility="perhaps",
            **{f"answer-{soils.pk}-text": "Typed, not lost."},
        ),
    )

    assert response.status_code == 200
    assert "Nothing was saved." in response.content.decode()
    assert "Typed, not lost." in response.content.decode()
    assert ItemAnswer.objects.get(submission=draft, item=soils).text != "Typed, not lost."
    draft.refresh_from_db()
    assert draft.state == Submission.State.DRAFT


def test_draft_save_and_submit_keeps_the_save_when_incomplete(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    soils = item(SOILS)

    with pytest.raises(plans.Incomplete) as exc:
        plans.draft_save_and_submit(
            acting_user=applicant,
            submission=draft,
            answers={soils.pk: ("Appleton silt loam.", [])},
        )

    assert any(g.key == "professional_signature" for g in exc.value.gaps)
    assert ItemAnswer.objects.get(submission=draft, item=soils).text == "Appleton silt loam."


# 1. A bad file never drops the good ones ---------------------------------------------------
def test_a_save_refused_for_one_bad_file_keeps_the_good_files_chosen_with_it(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    a, b = item("159-5B(1)(a)"), item("159-5B(1)(b)")
    client = signed_in(applicant)

    refused = client.post(
        edit_url(draft),
        draft_page(
            draft,
            **{
                f"answer-{a.pk}-files": [SimpleUploadedFile("site.pdf", PDF)],
                f"answer-{b.pk}-files": [
                    SimpleUploadedFile("map.pdf", PDF),
                    SimpleUploadedFile("plan.pdf", EXE),
                ],
            },
        ),
    )

    assert refused.status_code == 200
    assert not ItemAnswer.objects.exists()  # the draft did not change
    kept = {u.original_name: u for u in Upload.objects.all()}
    assert set(kept) == {"site.pdf", "map.pdf"}  # the bad file was not stored
    page = refused.content.decode()
    assert f'name="answer-{a.pk}-held" value="{kept["site.pdf"].pk}"' in page
    assert f'name="answer-{b.pk}-held" value="{kept["map.pdf"].pk}"' in page
    assert "Chosen and kept" in page

    # The next save attaches them without choosing them again.
    saved = client.post(
        edit_url(draft),
        draft_page(
            draft,
            **{
                f"answer-{a.pk}-held": [str(kept["site.pdf"].pk)],
                f"answer-{b.pk}-held": [str(kept["map.pdf"].pk)],
            },
        ),
    )
    assert saved.status_code == 302
    files = {
        a.item.code: sorted(u.original_name for u in a.uploads.all())
        for a in ItemAnswer.objects.filter(submission=draft).select_related("item")
    }
    assert files == {"159-5B(1)(a)": ["site.pdf"], "159-5B(1)(b)": ["map.pdf"]}


def test_held_files_are_only_the_users_own_for_this_draft(applicant, other_applicant):
    mine = draft_of(make_project(applicant))
    theirs = draft_of(make_project(other_applicant))
    a = item("159-5B(1)(a)")
    stored = plans.draft_files_hold(
        acting_user=other_applicant,
        submission=theirs,
        files={a.pk: [SimpleUploadedFile("theirs.pdf", PDF)]},
    )
    their_upload = stored[a.pk][0]

    plans.draft_save(
        acting_user=applicant,
        submission=mine,
        answers={a.pk: ("Mine.", [])},
        held={a.pk: [str(their_upload.pk), "not-a-uuid"]},
    )

    assert not ItemAnswer.objects.get(submission=mine, item=a).uploads.exists()


# 1. "Issue the decision" takes the findings with it ----------------------------------------
def findings_page(submission: Submission, overrides=None, **fields) -> dict:
    overrides = overrides or {}
    data = {}
    for it in ChecklistItem.objects.filter(code__in=submission.checklist):
        status, comment = overrides.get(it.code, ("acceptable", ""))
        data[f"status-{it.pk}"] = status
        data[f"comment-{it.pk}"] = comment
    data.update(fields)
    return data


def test_159_4C_issue_the_decision_saves_the_findings_on_the_page_with_it(smo, applicant):
    submission = submitted(applicant)

    response = signed_in(smo).post(
        review_url(submission),
        findings_page(
            submission,
            {SOILS: ("deficient", "No soil survey.")},
            action="act",
            outcome="disapprove",
            reasons="The soils are not described.",
            confirm="on",
        ),
    )

    assert response.status_code == 302
    submission.refresh_from_db()
    assert submission.state == "disapproved"
    assert submission.findings.count() == len(submission.checklist)
    assert submission.findings.get(item=item(SOILS)).comment == "No soil survey."


def test_159_4C_a_refused_decision_saves_no_finding_and_keeps_every_choice(smo, applicant):
    submission = submitted(applicant)
    soils = item(SOILS)

    response = signed_in(smo).post(
        review_url(submission),
        findings_page(
            submission,
            {SOILS: ("deficient", "No soil survey.")},
            action="act",
            outcome="approve",
            confirm="on",
        ),
    )

    assert response.status_code == 200
    assert not Finding.objects.exists()  # all or nothing
    assert "deficient: § 159-5B(1)(c)" in response.context["act_form"].errors["outcome"][0]
    page = response.content.decode()
    row = page[page.index(f'id="item-{soils.pk}"') :]
    row = row[: row.index("</tr>")]
    assert "No soil survey." in row
    assert re.search(rf'value="deficient"[^>]*id="id_status-{soils.pk}_1"[^>]*checked', row) or (
        "checked" in row.split('value="deficient"')[1].split(">")[0]
    )
    assert "data-error-summary" in page


def test_159_4C_a_finding_refused_with_the_decision_goes_beside_its_item(smo, applicant):
    submission = submitted(applicant)
    soils = item(SOILS)

    response = signed_in(smo).post(
        review_url(submission),
        findings_page(
            submission,
            {SOILS: ("deficient", "")},
            action="act",
            outcome="disapprove",
            reasons="Soils.",
            confirm="on",
        ),
    )

    assert response.status_code == 200
    assert response.context["findings_form"].errors[f"comment-{soils.pk}"] == [
        f"Say what is deficient in {soils.citation} ({soils.label})."
    ]
    assert Submission.objects.get(pk=submission.pk).state == "received"


def test_159_4B_1_forwarding_takes_the_findings_with_it(smo, applicant, planning_member):
    from swppp.models import ReviewingBody

    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(applicant, town_approval="planning_board")

    acted = review.review_act(
        acting_user=smo,
        submission=submission,
        findings={i.pk: ("acceptable", "") for i in item_rows(submission)},
        outcome=Outcome.APPROVE,
    )

    assert acted.state == Submission.State.FORWARDED
    assert acted.findings.count() == len(submission.checklist)


def item_rows(submission: Submission):
    return ChecklistItem.objects.filter(code__in=submission.checklist)


# 7. Reviewing a revision -------------------------------------------------------------------
def revision_of(smo, applicant, *, change: str = SOILS) -> Submission:
    """Version 1 disapproved with § 159-5B(1)(c) deficient; version 2 changes only
    ``change`` and answers the finding."""
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    draft = plans.revise(acting_user=applicant, project=first.project)
    finding = first.findings.get(status="deficient")
    plans.draft_save(
        acting_user=applicant,
        submission=draft,
        answers={item(change).pk: ("Appleton silt loam, per the county survey.", [])},
        responses={finding.pk: "Added the soil survey."},
    )
    professional_signs(draft, applicant)
    received = plans.submit(acting_user=applicant, submission=draft)
    return received


def test_159_4C_a_revisions_review_shows_each_previous_finding_and_what_is_unchanged(
    client, smo, applicant
):
    received = revision_of(smo, applicant)
    client.force_login(smo)

    response = client.get(review_url(received))

    rows = {r["item"].code: r for r in response.context["rows"]}
    assert rows[SOILS]["previous"].status == "deficient"
    assert not rows[SOILS]["previous"].unchanged
    unchanged = [c for c, r in rows.items() if r["previous"] and r["previous"].unchanged]
    assert SOILS not in unchanged and len(unchanged) == len(rows) - 1
    page = response.content.decode()
    assert "On version 1: <strong>Deficient</strong>: No soil survey." in page
    assert f"Confirm the {len(unchanged)} unchanged items as acceptable" in page


def test_159_4C_confirm_unchanged_records_acceptable_on_each_unchanged_item(client, smo, applicant):
    received = revision_of(smo, applicant)
    soils = item(SOILS)
    client.force_login(smo)
    data = {"action": "confirm_unchanged"}
    for it in item_rows(received):
        data[f"status-{it.pk}"] = ""
        data[f"comment-{it.pk}"] = ""
    data[f"status-{soils.pk}"] = "acceptable"  # the SMO's own finding goes with it

    response = client.post(review_url(received), data)

    assert response.status_code == 302
    findings = {f.item.code: f for f in received.findings.select_related("item")}
    assert len(findings) == len(received.checklist)
    assert findings[SOILS].comment == ""
    others = [f for code, f in findings.items() if code != SOILS]
    assert all(f.status == "acceptable" for f in others)
    assert {f.comment for f in others} == {"Unchanged since version 1, found acceptable then."}
    assert AuditEvent.objects.filter(action="swppp.findings_confirmed").count() == 1


def test_159_4C_confirm_unchanged_leaves_an_item_already_found_and_needs_one_waiting(
    smo, applicant
):
    received = revision_of(smo, applicant)
    a = item("159-5B(1)(a)")
    review.finding_record(
        acting_user=smo, submission=received, item=a, status="deficient", comment="Unclear."
    )

    review.findings_confirm_unchanged(acting_user=smo, submission=received)

    assert received.findings.get(item=a).status == "deficient"
    assert not received.findings.filter(item=item(SOILS)).exists()  # changed: the SMO's call
    with pytest.raises(ValidationError, match="No item unchanged since the version before"):
        review.findings_confirm_unchanged(acting_user=smo, submission=received)


def test_the_first_version_has_no_previous_findings(client, smo, applicant):
    submission = submitted(applicant)
    review_all(smo, submission)
    client.force_login(smo)

    response = client.get(review_url(submission))

    assert all(r["previous"] is None for r in response.context["rows"])
    assert b"Items unchanged since version" not in response.content


def test_the_review_page_counts_the_unchanged_items_as_the_comparison_does(client, smo, applicant):
    """Issue 24, item 8: version 1 disapproved with a finding on one item only (the SMO
    need not find on every item to disapprove); the items of version 2 unchanged since are
    as many on the review page as on the comparison, and each is marked unchanged."""
    first = submitted(applicant)
    review.finding_record(
        acting_user=smo,
        submission=first,
        item=item(SOILS),
        status=Finding.Status.DEFICIENT,
        comment="No soil survey.",
    )
    review.smo_decide(
        acting_user=smo, submission=first, outcome=Outcome.DISAPPROVE, reasons="No soils."
    )
    draft = plans.revise(acting_user=applicant, project=first.project)
    plans.draft_save(
        acting_user=applicant,
        submission=draft,
        answers={item(SOILS).pk: ("Appleton silt loam, per the county survey.", [])},
        responses={first.findings.get().pk: "Added the soil survey."},
    )
    professional_signs(draft, applicant)
    received = plans.submit(acting_user=applicant, submission=draft)
    client.force_login(smo)

    compared = client.get(reverse("swppp:compare", args=[received.project_id, 2]))
    reviewed = client.get(review_url(received))

    comparison = compared.context["comparison"]
    counted = len(comparison.unchanged_items)
    assert counted == len(received.checklist) - 1
    assert f"{len(comparison.changed_items)} changed, {counted} unchanged" in (
        compared.content.decode()
    )
    page = reviewed.content.decode()
    assert f"{counted} items unchanged</strong> since version 1" in page
    assert page.count(">Unchanged</span> since version 1") == counted
