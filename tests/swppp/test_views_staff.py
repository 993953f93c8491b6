"""The SMO's and the reviewing bodies' pages, through the test client (issue 4):
the review queue, the project list, the exemption decision, the review page (findings,
§ 159-4A options, the § 159-4C decision or § 159-4B(1) recommendation), the body's
action (§ 159-4B(2)) and the checklist."""

from __future__ import annotations

import re

import pytest
import time_machine
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.selectors import clocks_for
from swppp.models import ChecklistItem, Finding, Outcome, ReviewingBody, Submission
from tests.bulk import bulk_projects
from tests.deadlines.conftest import local
from tests.money.factories import engineer_approved
from tests.swppp.factories import (
    board_votes,
    body_acts,
    decided,
    forwarded,
    make_project,
    review_all,
    submitted,
)

pytestmark = pytest.mark.django_db

SOILS = "159-5B(1)(c)"


def item(code: str) -> ChecklistItem:
    return ChecklistItem.objects.get(code=code)


def review_url(submission: Submission) -> str:
    return reverse("swppp:review", args=[submission.project_id, submission.version])


def act_url(submission: Submission) -> str:
    return reverse("swppp:body_act", args=[submission.project_id, submission.version])


def findings_post(submission: Submission, overrides: dict[str, tuple[str, str]] | None = None):
    """The review page's findings form: every item acceptable but the ones overridden."""
    overrides = overrides or {}
    data = {"action": "findings"}
    for it in ChecklistItem.objects.filter(code__in=submission.checklist):
        status, comment = overrides.get(it.code, ("acceptable", ""))
        data[f"status-{it.pk}"] = status
        data[f"comment-{it.pk}"] = comment
    return data


def rows_of(response) -> list[str]:
    return [f"{s.project.reference} v{s.version}" for s in response.context["page_obj"]]


# --- the review queue ----------------------------------------------------------------
def test_the_queue_lists_the_soonest_due_first_with_overdue_in_red(client, smo, applicant):
    with time_machine.travel(local(2026, 3, 20, 10, 0), tick=False):
        later = submitted(applicant, title="Project Later")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        overdue = submitted(applicant, title="Project Overdue")
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        soon = submitted(applicant, town_approval="planning_board", title="Project Soon")
    done = decided(smo, applicant)  # not waiting for the SMO
    client.force_login(smo)

    with time_machine.travel(local(2026, 4, 19, 9, 0), tick=False):
        response = client.get(reverse("swppp:review_queue"))

    assert response.status_code == 200
    assert [s.pk for s in response.context["page_obj"]] == [overdue.pk, soon.pk, later.pk]
    assert done.pk not in [s.pk for s in response.context["page_obj"]]
    html = response.content.decode()
    # 45 days from Monday, March 2 is Thursday, April 16: three days overdue on April 19.
    assert 'class="clock-overdue">Overdue 3 days' in html
    assert "§ 159-4B(1): recommend to the Planning Board" in html
    assert "§ 159-4C: the SMO decides" in html
    assert review_url(overdue) in html
    assert html.index("Project Overdue") < html.index("Project Soon") < html.index("Project Later")
    assert "<h1" in html and html.count("<h1") == 1


def test_office_staff_see_the_queue_and_bodies_section_without_review_links(
    client, make_user, smo, applicant, planning_member
):
    waiting = submitted(applicant)
    sent = forwarded(smo, applicant, planning_member)
    client.force_login(make_user(Role.CLERK))

    response = client.get(reverse("swppp:review_queue"))

    html = response.content.decode()
    assert response.status_code == 200
    assert review_url(waiting) not in html
    assert waiting.get_absolute_url() in html
    assert [s.pk for s in response.context["bodies"]] == [sent.pk]
    assert "With reviewing bodies (§ 159-4B(2))" in html
    assert "Planning Board" in html


@pytest.mark.slow
def test_the_review_queue_keeps_a_fixed_number_of_queries_at_1000_projects(
    client,
    smo,
    applicant,
    planning_member,
    django_assert_num_queries,
    django_assert_max_num_queries,
):
    make_project(applicant)  # an applicant and party for the bulk rows
    forwarded(smo, applicant, planning_member)  # and one with a reviewing body
    bulk_projects(applicant, 10, received=True)
    client.force_login(smo)
    url = reverse("swppp:review_queue")
    client.get(url)  # the user's roles and permissions, kept (core/floor.py)
    with django_assert_max_num_queries(25) as small:
        response = client.get(url)
    assert len(response.context["page_obj"].object_list) == 10
    baseline = len(small.captured_queries)

    bulk_projects(applicant, 990, start=10, received=True)
    assert Submission.objects.filter(state="received").count() == 1000
    # Pages by cursor (core/pagination.KeysetPaginator), ordered by each clock's due time.
    from lockport_sw.core.pagination import KeysetPaginator
    from swppp import selectors

    deep = KeysetPaginator(selectors.review_queue(), 25).cursor_at(25 * 38)
    following = client.get(url).context["page_obj"].next_cursor
    for params in ({}, {"after": following}, {"after": deep}, {"before": deep}, {"bodies_page": 1}):
        with django_assert_num_queries(baseline):
            response = client.get(url, params)
        assert response.status_code == 200
        assert len(response.context["page_obj"].object_list) == 25
    rows = list(client.get(url, {"after": deep}).context["page_obj"])
    assert rows == list(selectors.review_queue()[25 * 38 : 25 * 39])
    dues = [s.clock_due_at for s in client.get(url).context["page_obj"]]
    assert dues == sorted(dues)


def test_the_project_list_keeps_a_fixed_number_of_queries(
    client, smo, applicant, django_assert_num_queries, django_assert_max_num_queries
):
    make_project(applicant)
    bulk_projects(applicant, 10, received=True)
    client.force_login(smo)
    url = reverse("swppp:project_list")
    client.get(url)  # the user's roles and permissions, kept (core/floor.py)
    with django_assert_max_num_queries(25) as small:
        client.get(url)
    baseline = len(small.captured_queries)
    bulk_projects(applicant, 200, start=10, received=True)
    for params in ({}, {"page": 3}, {"state": "received"}, {"q": "Bulk project 1"}):
        with django_assert_num_queries(baseline):
            assert client.get(url, params).status_code == 200


# --- the project list ----------------------------------------------------------------
def test_the_project_list_filters_by_state_and_searches(client, make_user, smo, applicant):
    drafting = make_project(applicant, title="Robinson Road shops")
    waiting = submitted(applicant, title="Snyder Meadows")
    approved = decided(smo, applicant, title="Lincoln Avenue lofts")
    claimed = make_project(
        applicant, title="Farm pond", exemption="3B1", exemption_explanation="A farm pond."
    )
    client.force_login(make_user(Role.INSPECTOR))
    url = reverse("swppp:project_list")

    def refs(params):
        response = client.get(url, params)
        assert response.status_code == 200
        return {p.pk for p in response.context["page_obj"]}

    assert refs({}) == {drafting.pk, waiting.project_id, approved.project_id, claimed.pk}
    assert refs({"state": "received"}) == {waiting.project_id}
    assert refs({"state": "approved"}) == {approved.project_id}
    assert refs({"state": "draft"}) == {drafting.pk, claimed.pk}
    assert refs({"q": "robinson"}) == {drafting.pk}
    assert refs({"q": waiting.project.reference}) == {waiting.project_id}
    assert refs({"q": approved.project.parcel.street_address[:8]}) == {approved.project_id}
    assert refs({"exemption": "claimed"}) == {claimed.pk}
    html = client.get(url, {"state": "received"}).content.decode()
    assert "Snyder Meadows" in html and "Robinson Road" not in html
    # htmx asks for the rows only
    partial = client.get(url, {"q": "farm"}, headers={"HX-Request": "true"})
    assert b"<h1" not in partial.content and b"Farm pond" in partial.content


def test_the_project_list_is_for_town_office_staff(client_for):
    for role in (Role.APPLICANT, Role.REVIEWING_BODY, Role.TOWN_BOARD):
        assert client_for(role).get(reverse("swppp:project_list")).status_code == 403
    assert client_for(Role.CLERK).get(reverse("swppp:project_list")).status_code == 200


# --- exemption (§ 159-3B) ------------------------------------------------------------
def test_the_smo_decides_a_claimed_exemption(client, smo, applicant):
    project = make_project(
        applicant,
        exemption="3B3",
        exemption_explanation="Cleaning the roadside ditch.",
        maintains_original_facility=True,
    )
    url = reverse("swppp:exemption_decide", args=[project.pk])
    client.force_login(smo)

    page = client.get(url)
    assert page.status_code == 200
    assert "Cleaning the roadside ditch." in page.content.decode()
    assert "novalidate" in page.content.decode()

    refused = client.post(url, {"decision": "reject", "reason": ""})
    assert refused.status_code == 200
    assert "reason" in refused.context["form"].errors
    assert 'id="id_reason"' in refused.content.decode()
    project.refresh_from_db()
    assert project.exemption_status == "claimed"

    done = client.post(url, {"decision": "reject", "reason": "It disturbs 3 acres of new area."})
    assert done.status_code == 302 and done.url == project.get_absolute_url()
    project.refresh_from_db()
    assert project.exemption_status == "rejected"
    assert project.exemption_decision_reason == "It disturbs 3 acres of new area."

    after = client.get(url)
    assert "No exemption is waiting for a decision" in after.content.decode()
    assert b'name="decision"' not in after.content


def test_only_the_smo_decides_an_exemption(client_for, applicant, other_applicant):
    project = make_project(applicant, exemption="3B1", exemption_explanation="Farm field.")
    url = reverse("swppp:exemption_decide", args=[project.pk])
    assert client_for(Role.INSPECTOR).post(url, {"decision": "confirm"}).status_code == 403
    assert client_for(Role.APPLICANT).get(url).status_code == 404
    project.refresh_from_db()
    assert project.exemption_status == "claimed"


# --- the review page -----------------------------------------------------------------
def test_the_review_page_shows_the_checklist_answers_clock_and_standards(client, smo, applicant):
    submission = submitted(applicant)
    client.force_login(smo)

    response = client.get(review_url(submission))

    assert response.status_code == 200
    html = response.content.decode()
    codes = [r["item"].code for r in response.context["rows"]]
    assert codes == submission.checklist
    assert "See sheet for soils." in html
    assert "§ 159-6" in html and "Blue Book" in html and "§ 159-6B" in html
    assert "Decision (§ 159-4C)" in html
    assert "required in writing" in html
    assert "§ 159-4A(2)" in html and "§ 159-4A(3)" in html
    assert "Within 45 days of receipt" in html
    assert clocks_for(submission).get().rule.title in html
    assert html.count("<h1") == 1
    assert html.count("novalidate") == 2  # options; the path, findings and decision (issue 24)


def test_the_review_page_links_the_answers_files(client, smo, applicant):
    from django.core.files.uploadedfile import SimpleUploadedFile

    from swppp.services import plans
    from tests.swppp.factories import complete, draft_of

    project = make_project(applicant)
    draft = draft_of(project)
    plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=item("159-5B(1)(b)"),
        files=[
            SimpleUploadedFile("site-map.pdf", b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
        ],
    )
    received = plans.submit(acting_user=applicant, submission=complete(draft, applicant))
    upload = received.answers.get(item__code="159-5B(1)(b)").uploads.get()
    client.force_login(smo)

    html = client.get(review_url(received)).content.decode()

    assert reverse("documents:upload_download", args=[upload.pk]) in html
    assert "site-map.pdf" in html
    assert client.get(reverse("documents:upload_download", args=[upload.pk])).status_code == 200


def test_the_review_page_shows_a_revisions_answers_to_the_earlier_findings(client, smo, applicant):
    from swppp.services import plans
    from tests.swppp.factories import complete

    first = decided(smo, applicant, Outcome.DISAPPROVE)  # § 159-5B(1)(c) found deficient
    revision = plans.revise(acting_user=applicant, project=first.project)
    finding = first.findings.get(status="deficient")
    plans.responses_save(
        acting_user=applicant,
        submission=revision,
        responses={finding.pk: "Added the county soil survey, sheet C-4."},
    )
    received = plans.submit(acting_user=applicant, submission=complete(revision, applicant))
    client.force_login(smo)

    response = client.get(review_url(received))

    html = response.content.decode()
    assert response.status_code == 200 and received.version == 2
    row = html[html.index(f'id="item-{finding.item_id}"') :]
    row = row[: row.index("</tr>")]
    assert "No soil survey." in row
    assert "Added the county soil survey, sheet C-4." in row
    assert reverse("swppp:compare", args=[received.project_id, 2]) in html


def test_the_review_page_records_findings(client, smo, applicant):
    submission = submitted(applicant)
    client.force_login(smo)

    response = client.post(
        review_url(submission), findings_post(submission, {SOILS: ("deficient", "No survey.")})
    )

    assert response.status_code == 302
    assert response.url.endswith("#findings")
    findings = {f.item.code: f for f in submission.findings.select_related("item")}
    assert len(findings) == len(submission.checklist)
    assert findings[SOILS].status == "deficient" and findings[SOILS].comment == "No survey."
    page = client.get(review_url(submission))
    assert page.context["deficient_count"] == 1
    assert "No survey." in page.content.decode()


def test_a_deficient_finding_without_a_comment_is_refused_beside_the_item(client, smo, applicant):
    submission = submitted(applicant)
    soils = item(SOILS)
    client.force_login(smo)

    response = client.post(
        review_url(submission), findings_post(submission, {SOILS: ("deficient", "")})
    )

    assert response.status_code == 200
    form = response.context["findings_form"]
    # Issue 46, item 8: the refusal names the item, in the summary as beside it.
    named = f"Say what is deficient in § {SOILS} ({soils.label})."
    assert form.errors[f"comment-{soils.pk}"] == [named]
    assert not Finding.objects.exists()
    html = response.content.decode()
    row = html[html.index(f'id="item-{soils.pk}"') :]
    row = row[: row.index("</tr>")]
    assert escape(named) in row
    summary = html[html.index("data-error-summary") :]
    assert escape(named) in summary[: summary.index("</div>")]
    assert f'id="id_comment-{soils.pk}_error"' in row
    assert "is-invalid" in row
    assert "Nothing was saved" in html


def test_approval_is_refused_while_an_item_is_deficient_beside_the_outcome(client, smo, applicant):
    submission = submitted(applicant)
    review_all(smo, submission, {SOILS: "No soil survey."})
    client.force_login(smo)

    response = client.post(
        review_url(submission), {"action": "act", "outcome": "approve", "confirm": "on"}
    )

    assert response.status_code == 200
    errors = response.context["act_form"].errors
    assert f"§ {SOILS}" in errors["outcome"][0]
    assert "§ 159-4C" in errors["outcome"][0]
    submission.refresh_from_db()
    assert submission.state == "received" and submission.letter is None
    html = response.content.decode()
    assert "invalid-feedback" in html and "deficient: § 159-5B(1)(c)" in html


def test_a_decision_needs_reasons_and_the_final_confirmation(client, smo, applicant):
    submission = submitted(applicant)
    review_all(smo, submission, {SOILS: "No soil survey."})
    client.force_login(smo)

    no_reasons = client.post(
        review_url(submission),
        {"action": "act", "outcome": "disapprove", "reasons": " ", "confirm": "on"},
    )
    assert "§ 159-4C" in no_reasons.context["act_form"].errors["reasons"][0]
    unconfirmed = client.post(
        review_url(submission), {"action": "act", "outcome": "disapprove", "reasons": "Soils."}
    )
    assert "confirm" in unconfirmed.context["act_form"].errors
    assert Submission.objects.get(pk=submission.pk).state == "received"

    with time_machine.travel(local(2026, 4, 6, 15, 30), tick=False):
        done = client.post(
            review_url(submission),
            {
                "action": "act",
                "outcome": "disapprove",
                "reasons": "The soils are not described.",
                "confirm": "on",
            },
            follow=False,
        )

    assert done.status_code == 302 and done.url == submission.project.get_absolute_url()
    submission.refresh_from_db()
    assert submission.state == "disapproved"
    assert submission.letter.number == "SWPPP-DEC-2026-0001"
    message = [str(m) for m in done.wsgi_request._messages]
    assert any("SWPPP-DEC-2026-0001" in m for m in message)
    client.force_login(smo)  # the session of the frozen April day has expired since
    # The version is no longer under review: the page shows its state and no forms.
    after = client.get(review_url(submission))
    assert after.status_code == 200
    assert b'name="action"' not in after.content
    assert b"SWPPP-DEC-2026-0001" in after.content
    # A findings form posted from a stale tab changes nothing.
    resent = client.post(review_url(submission), findings_post(submission))
    assert resent.status_code == 302
    assert Finding.objects.get(submission=submission, item=item(SOILS)).status == "deficient"


def test_the_review_options_are_saved_with_errors_beside_the_field(client, smo, applicant):
    submission = submitted(applicant, conformance=True)
    client.force_login(smo)

    refused = client.post(
        review_url(submission), {"action": "options", "outside_engineer": "Pat Engineer, PE"}
    )
    assert "six-digit" in refused.context["options_form"].errors["outside_engineer"][0]
    refused = client.post(
        review_url(submission), {"action": "options", "outside_engineer": "Pat Engineer, PE 099999"}
    )
    assert "§ 159-4A(2)" in refused.context["options_form"].errors["outside_engineer"][0]
    approval = engineer_approved(submission.project, engineer="Pat Engineer, PE 099999")
    saved = client.post(
        review_url(submission),
        {
            "action": "options",
            "outside_engineer": "Pat Engineer, PE 099999",
            "accepted_professional_certification": "on",
        },
    )
    assert saved.status_code == 302
    submission.refresh_from_db()
    assert submission.outside_engineer_board_approval == approval.citation
    assert submission.accepted_professional_certification


def test_the_smo_recommends_to_the_body_on_the_4b_path(client, smo, applicant, planning_member):
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(applicant, town_approval="planning_board")
    review_all(smo, submission)
    client.force_login(smo)

    page = client.get(review_url(submission)).content.decode()
    assert "Recommendation to the Planning Board (§ 159-4B(1))" in page
    assert "Decision (§ 159-4C)" not in page

    done = client.post(
        review_url(submission), {"action": "act", "outcome": "approve", "confirm": "on"}
    )

    assert done.status_code == 302 and done.url == submission.project.get_absolute_url()
    submission.refresh_from_db()
    assert submission.state == "forwarded"
    assert submission.recommendation_letter.number.startswith("SWPPP-REC-")
    assert submission.letter is None


def test_only_the_smo_opens_the_review_page(client_for, applicant):
    submission = submitted(applicant)
    url = review_url(submission)
    assert client_for(Role.INSPECTOR).get(url).status_code == 403
    assert client_for(Role.APPLICANT).get(url).status_code == 404
    assert client_for(Role.SMO).get(url).status_code == 200
    assert client_for(Role.SMO).get(url.replace("/v1/", "/v9/")).status_code == 404
    assert client_for(Role.SMO).put(url).status_code == 405


def test_the_owner_may_see_the_project_but_not_review_it(client, applicant):
    submission = submitted(applicant)
    client.force_login(applicant)
    assert client.get(review_url(submission)).status_code == 403


# --- the reviewing body's page (§ 159-4B(2)) -----------------------------------------
def test_the_body_member_acts_on_a_forwarded_swppp(client, smo, applicant, planning_member):
    sent = forwarded(smo, applicant, planning_member, outcome=Outcome.APPROVE)
    client.force_login(planning_member)

    page = client.get(act_url(sent))
    assert page.status_code == 200
    html = page.content.decode()
    assert "See sheet for soils." in html
    assert sent.recommendation_letter.number in html
    assert "The Planning Board finds that the SWPPP complies with Chapter 159" in html
    assert "§ 159-4B(2)" in html

    board = {
        "step": "review",
        "meeting_on": timezone.localdate().isoformat(),
        "resolution": "2026-41",
        **{
            f"vote_{pk}": vote
            for pk, vote in board_votes(on=timezone.localdate(), ayes=5, nays=1, absent=1).items()
        },
    }
    refused = client.post(act_url(sent), {**board, "outcome": "approve"})
    assert refused.status_code == 200
    assert "complies" in refused.context["form"].errors
    assert Submission.objects.get(pk=sent.pk).state == "forwarded"
    no_reasons = client.post(act_url(sent), {**board, "outcome": "disapprove", "reasons": ""})
    assert "reasons" in no_reasons.context["form"].errors

    # A final act asks for confirmation first: the first step only shows it.
    review = client.post(act_url(sent), {**board, "outcome": "approve", "complies": "on"})
    assert review.status_code == 200
    assert "Confirm the Planning Board's act" in review.content.decode()
    assert Submission.objects.get(pk=sent.pk).state == "forwarded"

    done = client.post(
        act_url(sent), {**board, "step": "confirm", "outcome": "approve", "complies": "on"}
    )

    assert done.status_code == 302 and done.url == sent.project.get_absolute_url()
    sent.refresh_from_db()
    assert sent.state == "approved" and sent.body_acted_by == planning_member
    assert sent.body_resolution == "2026-41" and sent.body_vote_ayes == 5
    after = client.get(act_url(sent)).content.decode()
    assert 'name="outcome"' not in after
    assert sent.letter.number in after


def test_the_body_page_answers_members_non_members_and_others(
    client, client_for, smo, applicant, planning_member, other_applicant
):
    sent = forwarded(smo, applicant, planning_member)
    url = act_url(sent)

    client.force_login(planning_member)
    assert client.get(url).status_code == 200
    assert client_for(Role.SMO).get(url).status_code == 403  # sees it, not a member
    assert client_for(Role.INSPECTOR).get(url).status_code == 403
    assert client_for(Role.REVIEWING_BODY).get(url).status_code == 404  # another body's
    client.force_login(other_applicant)
    assert client.get(url).status_code == 404
    client.force_login(applicant)
    assert client.get(url).status_code == 403  # the owner sees the project, does not act


# --- the checklist -------------------------------------------------------------------
def test_the_checklist_lists_both_parts_and_the_smo_adds_an_item(client, smo):
    client.force_login(smo)
    url = reverse("swppp:checklist")

    page = client.get(url)
    html = page.content.decode()
    assert page.status_code == 200
    assert "§ 159-5B(1)(a)" in html and "§ 159-5B(3)(h)" in html
    assert "A version already received keeps the checklist it was received with." in html

    bad = client.post(
        url,
        {
            "action": "add",
            "code": "159-6A(1)",
            "part": "5B3",
            "label": "Item (a)",
            "statute_text": "Text.",
            "order": 5,
        },
    )
    assert bad.status_code == 200
    assert "starts with 159-5B" in bad.context["form"].errors["code"][0]
    assert not ChecklistItem.objects.filter(code="159-6A(1)").exists()
    bad_html = bad.content.decode()
    error_at = bad_html.rindex("starts with 159-5B")  # beside the field, after the summary
    assert bad_html.index('id="id_code"') < error_at < bad_html.index('id="id_part"')

    good = client.post(
        url,
        {
            "action": "add",
            "code": "159-5B(3)(a)",
            "part": "5B3",
            "label": "Water quantity and quality controls",
            "statute_text": "Description of the controls.",
            "order": 5,
        },
    )
    assert good.status_code == 302
    added = ChecklistItem.objects.get(code="159-5B(3)(a)")
    assert added.added_by == smo

    client.post(url, {"action": "set_active", "item": added.pk, "active": "0"})
    added.refresh_from_db()
    assert not added.active
    assert "Out of use" in client.get(url).content.decode()


def test_other_office_staff_read_the_checklist_but_do_not_change_it(client_for):
    inspector = client_for(Role.INSPECTOR)
    url = reverse("swppp:checklist")
    page = inspector.get(url)
    assert page.status_code == 200
    assert b'value="add"' not in page.content
    data = {"action": "add", "code": "159-5B(3)(a)", "part": "5B3", "label": "L"}
    assert inspector.post(url, {**data, "statute_text": "T", "order": 1}).status_code == 403
    soils = item(SOILS)
    assert inspector.post(url, {"action": "set_active", "item": soils.pk}).status_code == 403
    assert client_for(Role.APPLICANT).get(url).status_code == 403


# --- the partials the applicant-facing pages include ---------------------------------
def _render(template: str, user, **context) -> str:
    from django.contrib.auth.context_processors import PermWrapper

    request = RequestFactory().get("/")
    request.user = user
    return render_to_string(
        template, {"user": user, "perms": PermWrapper(user), **context}, request=request
    )


def test_the_project_actions_offer_the_smo_the_exemption_form(smo, applicant, make_user):
    claimed = make_project(applicant, exemption="3B1", exemption_explanation="Farm field.")
    plain = make_project(applicant)

    html = _render("swppp/staff/_project_actions.html", smo, project=claimed)
    assert reverse("swppp:exemption_decide", args=[claimed.pk]) in html
    assert 'name="decision"' in html and 'name="reason"' in html and "novalidate" in html
    assert _render("swppp/staff/_project_actions.html", smo, project=plain).strip() == ""
    inspector = make_user(Role.INSPECTOR)
    assert _render("swppp/staff/_project_actions.html", inspector, project=claimed).strip() == ""
    assert _render("swppp/staff/_project_actions.html", applicant, project=claimed).strip() == ""


def test_the_submission_actions_link_the_smo_and_the_body_member(
    smo, applicant, planning_member, make_user
):
    waiting = submitted(applicant)
    sent = forwarded(smo, applicant, planning_member)

    def actions(user, submission):
        return _render(
            "swppp/staff/_submission_actions.html",
            user,
            submission=submission,
            project=submission.project,
        ).strip()

    assert "Review this SWPPP" in actions(smo, waiting)
    assert review_url(waiting) in actions(smo, waiting)
    assert act_url(sent) in actions(planning_member, sent)
    assert actions(smo, sent) == ""
    assert actions(applicant, waiting) == ""
    assert actions(make_user(Role.INSPECTOR), waiting) == ""
    assert actions(make_user(Role.REVIEWING_BODY), sent) == ""
    assert actions(planning_member, waiting) == ""


def test_the_home_panels_link_the_queue_rows(client, smo, applicant, planning_member):
    waiting = submitted(applicant)
    sent = forwarded(smo, applicant, planning_member)
    client.force_login(smo)
    assert review_url(waiting) in client.get(reverse("home")).content.decode()
    client.force_login(planning_member)
    assert act_url(sent) in client.get(reverse("home")).content.decode()


def test_pages_cite_their_sections_and_are_phone_ready(client, smo, applicant, planning_member):
    waiting = submitted(applicant)
    sent = forwarded(smo, applicant, planning_member)
    client.force_login(smo)
    pages = [
        reverse("swppp:review_queue"),
        reverse("swppp:project_list"),
        reverse("swppp:checklist"),
        review_url(waiting),
    ]
    for url in pages:
        html = client.get(url).content.decode()
        assert html.count("<h1") == 1, url
        for table in re.findall(r"<table.*?</table>", html, flags=re.S):
            assert 'class="table table-stack' in table, url
            assert "<caption" in table, url
            cells = re.findall(r"<td(?: [^>]*)?>", table)
            assert all("data-label=" in c for c in cells), (url, cells)
        assert 'style="' not in html, url
        assert "<script>" not in html, url
    client.force_login(planning_member)
    body_html = client.get(act_url(sent)).content.decode()
    assert "§ 159-4B(2)" in body_html and 'style="' not in body_html


def test_a_body_member_sees_only_the_versions_forwarded_to_the_body(
    client, smo, applicant, planning_member
):
    """§ 159-4B(2): the body sees what the SMO forwarded to it, not the applicant's
    drafts or other versions."""
    from swppp.services import plans

    sent = forwarded(smo, applicant, planning_member, outcome=Outcome.DISAPPROVE, reasons="No.")
    body_acts(
        acting_user=planning_member,
        submission=sent,
        outcome=Outcome.DISAPPROVE,
        reasons="As the SMO recommends.",
    )
    draft = plans.revise(acting_user=applicant, project=sent.project)
    client.force_login(planning_member)

    assert client.get(sent.get_absolute_url()).status_code == 200
    assert client.get(draft.get_absolute_url()).status_code == 404
    page = client.get(reverse("swppp:project_detail", args=[sent.project_id]))
    assert page.status_code == 200
    assert [s.version for s in page.context["submissions"]] == [1]


def test_a_body_member_cannot_download_the_files_of_a_draft_revision(
    client, smo, applicant, planning_member
):
    """The files of a version follow the version's visibility (§ 159-4B(2)): a draft the
    applicant is still writing is not the body's to read."""
    from django.core.files.uploadedfile import SimpleUploadedFile

    from swppp.services import plans

    sent = forwarded(smo, applicant, planning_member, outcome=Outcome.DISAPPROVE, reasons="No.")
    decided = body_acts(
        acting_user=planning_member, submission=sent, outcome=Outcome.DISAPPROVE, reasons="No."
    )
    draft = plans.revise(acting_user=applicant, project=sent.project)
    answer = plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=item("159-5B(1)(b)"),
        files=[SimpleUploadedFile("new-map.pdf", b"%PDF-1.4\n%%EOF\n")],
    )
    client.force_login(planning_member)

    url = reverse("documents:upload_download", args=[answer.uploads.get().pk])
    assert client.get(url).status_code == 404
    assert (
        client.get(reverse("documents:issued_download", args=[decided.letter.number])).status_code
        == 200
    )


# --- maintenance easement and agreement (§ 159-7B, § 159-7C(4)) ----------------------
def test_the_smo_records_the_easement_with_its_document_on_the_project(client, smo, applicant):
    from django.core.files.uploadedfile import SimpleUploadedFile

    from swppp.models import MaintenanceInstrument

    submission = submitted(applicant, contents={"stormwater_facility": "yes"})
    url = reverse("swppp:maintenance_record", args=[submission.project_id])
    client.force_login(smo)
    project_page = client.get(submission.project.get_absolute_url()).content.decode()
    assert "Approval, with modifications or not, waits for:" in project_page and url in project_page

    refused = client.post(url, {"kind": "easement", "approved_by": "Ada Turner"})
    page = refused.content.decode()
    assert refused.status_code == 200 and "error-summary" in page
    assert 'value="Ada Turner"' in page  # kept as typed
    assert not MaintenanceInstrument.objects.exists()

    done = client.post(
        url,
        {
            "kind": "easement",
            "approved_by": "Ada Turner, Town Attorney",
            "approved_on": "2026-01-05",
            "recorded_on": "2026-01-12",
            "liber": "4102",
            "page": "233",
            "file": SimpleUploadedFile("easement.pdf", b"%PDF-1.4\n%%EOF\n"),
        },
    )

    assert done.status_code == 302
    easement = MaintenanceInstrument.objects.get()
    assert easement.recording == "recorded January 12, 2026, Liber 4102, page 233"
    page = client.get(submission.project.get_absolute_url()).content.decode()
    assert "easement.pdf" in page and "Liber 4102, page 233" in page
    assert client_get_status(applicant, url) == 403  # the applicant sees, does not record


def client_get_status(user, url) -> int:
    from django.test import Client

    c = Client()
    c.force_login(user)
    return c.get(url).status_code


def test_the_smo_confirms_or_corrects_the_path_on_the_review_page(client, smo, applicant):
    submission = submitted(applicant, confirm=False)
    client.force_login(smo)
    page = client.get(review_url(submission)).content.decode()
    assert "Confirm or correct it: here, or with the decision below." in page

    refused = client.post(
        review_url(submission), {"action": "path", "path": "4B", "body": "planning_board"}
    )
    assert "Give the reason" in refused.context["path_form"].errors["reason"][0]
    done = client.post(review_url(submission), {"action": "path", "path": "4C", "body": ""})

    assert done.status_code == 302
    submission.refresh_from_db()
    assert submission.path_confirmed_by == smo


def test_the_statutory_items_offer_no_way_out_of_use(client, smo):
    client.force_login(smo)
    page = client.get(reverse("swppp:checklist")).content.decode()
    assert "Required by the statute (§ 159-5B)" in page
    item = ChecklistItem.objects.get(code="159-5B(1)(a)")

    response = client.post(
        reverse("swppp:checklist"),
        {"action": "set_active", "item": item.pk, "active": "0"},
        follow=True,
    )

    assert "is an item of the statute" in response.content.decode()
    item.refresh_from_db()
    assert item.active
