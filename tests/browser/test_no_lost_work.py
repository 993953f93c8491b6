"""Issue 8 items 1, 2 and 7 in Chromium: nothing typed or chosen is lost, every refused
form shows the error summary with links that move the focus to the field, and the review
of a revision starts from the previous findings. Each page is checked with axe-core."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from swppp.models import ChecklistItem, Finding, ItemAnswer, Outcome, Submission
from swppp.services import plans
from tests.browser.conftest import assert_accessible, assert_fits_a_phone, sign_in
from tests.swppp.factories import (
    complete,
    decided,
    draft_of,
    make_project,
    professional_signs,
    submitted,
)

DESKTOP = {"width": 1280, "height": 900}
SOILS = "159-5B(1)(c)"


def desktop(page):
    page.set_viewport_size(DESKTOP)
    return page


def active_id(page) -> str:
    return page.evaluate("document.activeElement.id")


def summary_has_focus(page) -> bool:
    return page.evaluate("document.activeElement.hasAttribute('data-error-summary')")


@pytest.mark.django_db(transaction=True)
def test_submit_without_saving_saves_the_answer_and_lists_what_is_missing(
    page, live_server, make_user
):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant, leave_out=(SOILS,), sign=False)
    soils = ChecklistItem.objects.get(code=SOILS)
    sign_in(page, live_server.url, applicant.email)
    page.goto(live_server.url + reverse("swppp:submission_edit", args=[project.pk, 1]))
    assert_accessible(page)

    page.get_by_label(re.compile(r"Your answer to § 159-5B\(1\)\(c\)")).fill(
        "Appleton silt loam (ApA), per the county soil survey."
    )
    with page.expect_navigation():
        page.get_by_role("button", name="Submit version 1").click()  # never pressed Save

    # Saved, and not submitted: the professional has not signed (§ 159-5B(4)).
    answer = ItemAnswer.objects.get(submission=draft, item=soils)
    assert answer.text == "Appleton silt loam (ApA), per the county soil survey."
    assert Submission.objects.get(pk=draft.pk).state == "draft"
    summary = page.locator("[data-error-summary]")
    assert summary.is_visible() and summary_has_focus(page)
    assert "Your changes were saved" in summary.inner_text()
    assert "§ 159-5B(4)" in summary.inner_text()
    assert page.get_by_label(re.compile(r"Your answer to § 159-5B\(1\)\(c\)")).input_value() == (
        answer.text
    )
    assert_accessible(page)
    assert_fits_a_phone(page)


@pytest.mark.django_db(transaction=True)
def test_the_draft_page_warns_before_leaving_with_unsaved_changes(page, live_server, make_user):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    project = make_project(applicant)
    sign_in(page, live_server.url, applicant.email)
    page.goto(live_server.url + reverse("swppp:submission_edit", args=[project.pk, 1]))
    page.locator("textarea[name$='-text']").first.fill("Typed and not saved.")

    dialogs = []

    def answer(dialog):
        dialogs.append(dialog.type)
        dialog.dismiss()  # stay on the page

    page.on("dialog", answer)
    page.get_by_role("link", name=re.compile(r"^Project ")).first.click()

    assert dialogs == ["beforeunload"]
    assert "/edit/" in page.url


@pytest.mark.django_db(transaction=True)
def test_sending_another_form_warns_when_the_findings_were_not_sent(page, live_server, make_user):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    smo = make_user(Role.SMO, email="smo@lockport.example")
    submission = submitted(applicant)
    sign_in(page, live_server.url, smo.email)
    desktop(page).goto(live_server.url + reverse("swppp:review", args=[submission.project_id, 1]))
    page.locator("input[type=radio][value='acceptable']").first.check()

    dialogs = []

    def answer(dialog):
        dialogs.append(dialog.type)
        dialog.dismiss()

    page.on("dialog", answer)
    page.get_by_role("button", name="Save review options").click()

    assert dialogs == ["beforeunload"]
    assert page.locator("input[type=radio][value='acceptable']").first.is_checked()


@pytest.mark.django_db(transaction=True)
def test_issue_takes_the_findings_and_a_refusal_keeps_every_choice(page, live_server, make_user):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    smo = make_user(Role.SMO, email="smo@lockport.example")
    submission = submitted(applicant)
    sign_in(page, live_server.url, smo.email)
    desktop(page).goto(live_server.url + reverse("swppp:review", args=[submission.project_id, 1]))

    acceptable = page.locator("input[type=radio][value='acceptable']")
    for i in range(acceptable.count()):
        acceptable.nth(i).check()
    row = page.locator("tr", has_text=f"§ {SOILS}")
    row.locator("input[type=radio][value='deficient']").check()
    page.get_by_label(f"Comment on § {SOILS}").fill("No soil survey: give the county units.")
    # Never pressed "Save findings": approve, which § 159-4C refuses with an item deficient.
    page.locator("input[name=outcome][value=approve]").check()
    page.get_by_label(re.compile("I have reviewed")).check()
    with page.expect_navigation():
        page.get_by_role("button", name="Issue the decision").click()

    assert not Finding.objects.exists()
    summary = page.locator("[data-error-summary]")
    assert summary.is_visible() and summary_has_focus(page)
    row = page.locator("tr", has_text=f"§ {SOILS}")
    assert row.locator("input[type=radio][value='deficient']").is_checked()
    assert page.get_by_label(f"Comment on § {SOILS}").input_value() == (
        "No soil survey: give the county units."
    )
    assert page.locator("input[type=radio][value='acceptable']:checked").count() == (
        len(submission.checklist) - 1
    )
    # The summary's link moves the focus to the field it names.
    summary.get_by_role("link").first.click()
    assert active_id(page) == "id_outcome_0"
    assert_accessible(page)

    # Disapprove with reasons: issued, with the findings chosen on the page.
    page.locator("input[name=outcome][value=disapprove]").check()
    page.get_by_label("Reasons").fill("The soils are not described (§ 159-5B(1)(c)).")
    page.get_by_label(re.compile("I have reviewed")).check()
    with page.expect_navigation():
        page.get_by_role("button", name="Issue the decision").click()
    assert "SWPPP-DEC-" in page.content()
    submission.refresh_from_db()
    assert submission.state == "disapproved"
    assert submission.findings.get(item__code=SOILS).comment == (
        "No soil survey: give the county units."
    )
    assert submission.findings.count() == len(submission.checklist)


@pytest.mark.django_db(transaction=True)
def test_a_refused_staff_form_shows_the_summary_and_its_links_focus_the_fields(
    page, live_server, make_user
):
    smo = make_user(Role.SMO, email="smo@lockport.example")
    sign_in(page, live_server.url, smo.email)
    page.goto(live_server.url + reverse("accounts:staff_create"))
    page.get_by_label("Full name").fill("Pat Inspector")
    with page.expect_navigation():
        page.get_by_role("button", name="Create account").click()

    summary = page.locator("[data-error-summary]")
    assert summary.is_visible() and summary_has_focus(page)
    top = page.evaluate(
        "document.querySelector('[data-error-summary]').getBoundingClientRect().top"
    )
    # The page starts at the summary, not at a heading below it (a scroll may leave a
    # fraction of a pixel: -0.19 was seen).
    assert -1 < top < 200
    links = summary.get_by_role("link")
    assert links.count() == 2  # the email address and the roles
    links.nth(0).click()
    assert active_id(page) == "id_email"
    links.nth(1).click()
    assert active_id(page) == "id_roles_0"
    assert page.get_by_label("Full name").input_value() == "Pat Inspector"
    assert_accessible(page)
    assert_fits_a_phone(page)


@pytest.mark.django_db(transaction=True)
def test_a_revisions_review_shows_the_previous_findings_and_confirms_the_unchanged(
    page, live_server, make_user
):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    smo = make_user(Role.SMO, email="smo@lockport.example")
    first = decided(smo, applicant, Outcome.DISAPPROVE)  # § 159-5B(1)(c) deficient
    soils = ChecklistItem.objects.get(code=SOILS)
    draft = plans.revise(acting_user=applicant, project=first.project)
    plans.draft_save(
        acting_user=applicant,
        submission=draft,
        answers={soils.pk: ("Appleton silt loam, per the county survey.", [])},
        responses={first.findings.get(status="deficient").pk: "Added the soil survey."},
    )
    professional_signs(draft, applicant)
    revision = plans.submit(acting_user=applicant, submission=draft)
    sign_in(page, live_server.url, smo.email)
    desktop(page).goto(live_server.url + reverse("swppp:review", args=[revision.project_id, 2]))

    soils_row = page.locator(f"#item-{soils.pk}")
    assert "On version 1: Deficient: No soil survey." in soils_row.inner_text()
    assert "Changed since version 1" in soils_row.inner_text()
    other = page.locator("tr", has_text="§ 159-5B(1)(a)")
    assert "On version 1: Acceptable" in other.inner_text()
    assert "Unchanged since version 1" in other.inner_text()
    # The finding column is wide enough to type in at 1280 px.
    width = page.get_by_label(f"Comment on § {SOILS}").evaluate(
        "e => e.getBoundingClientRect().width"
    )
    assert width >= 380, width
    assert_accessible(page)

    # The SMO's own finding on the changed item goes with the confirmation.
    soils_row.locator("input[type=radio][value='acceptable']").check()
    unchanged = len(revision.checklist) - 1
    with page.expect_navigation():
        page.get_by_role(
            "button", name=f"Confirm the {unchanged} unchanged items as acceptable"
        ).click()

    findings = {f.item.code: f for f in revision.findings.select_related("item")}
    assert len(findings) == len(revision.checklist)
    assert all(f.status == "acceptable" for f in findings.values())
    assert findings[SOILS].comment == ""
    assert f"Findings saved on {len(revision.checklist)} items" in page.content()
    assert page.get_by_role("button", name=re.compile("Confirm the")).count() == 0
    assert_accessible(page)
