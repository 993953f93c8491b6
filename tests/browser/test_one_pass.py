"""Issue 24 item 3 in Chromium: the SMO issues a disapproval with a missing reason, a
missing comment and an unconfirmed path; one refusal lists all three, each link moves to
its field, nothing typed is lost; then the decision goes in one more pass."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from swppp.models import Finding, Submission
from tests.browser.conftest import assert_accessible, sign_in
from tests.swppp.factories import submitted

SOILS = "159-5B(1)(c)"
DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.django_db(transaction=True)
def test_one_refusal_lists_the_reason_the_comment_and_the_path_and_nothing_is_lost(
    page, live_server, make_user
):
    applicant = make_user(Role.APPLICANT, email="dana@example.org")
    smo = make_user(Role.SMO, email="smo@lockport.example")
    submission = submitted(applicant, confirm=False)
    sign_in(page, live_server.url, smo.email)
    page.set_viewport_size(DESKTOP)
    page.goto(live_server.url + reverse("swppp:review", args=[submission.project_id, 1]))

    acceptable = page.locator("input[type=radio][value='acceptable']")
    for i in range(acceptable.count()):
        acceptable.nth(i).check()
    row = page.locator("tr", has_text=f"§ {SOILS}")
    row.locator("input[type=radio][value='deficient']").check()  # no comment
    page.locator("input[name=outcome][value=disapprove]").check()  # no reasons
    page.get_by_label(re.compile("I have reviewed")).check()
    with page.expect_navigation():
        page.get_by_role("button", name="Issue the decision").click()  # path not confirmed

    summary = page.locator("[data-error-summary]")
    assert page.locator("[data-error-summary]").count() == 1
    text = summary.inner_text()
    assert "Say what is deficient in § 159-5B(1)(c) (" in text  # the item named
    assert "State the reasons in writing (§ 159-4C)." in text
    assert "Confirm or correct the review path first" in text
    assert summary.get_by_role("link").count() == 3
    assert not Finding.objects.exists()
    assert not Submission.objects.get(pk=submission.pk).path_confirmed
    # Everything chosen is still there.
    row = page.locator("tr", has_text=f"§ {SOILS}")
    assert row.locator("input[type=radio][value='deficient']").is_checked()
    assert page.locator("input[type=radio][value='acceptable']:checked").count() == (
        len(submission.checklist) - 1
    )
    assert page.locator("input[name=outcome][value=disapprove]").is_checked()
    # The refusal page forgot its post (issue 24, item 8): reloading it is a plain visit
    # of the page, which sends nothing again.
    posted_again = []
    page.on("request", lambda r: posted_again.append(r.method) if "/review/" in r.url else None)
    assert page.evaluate("document.body.hasAttribute('data-posted')")
    acceptable = page.locator("input[type=radio][value='acceptable']")
    page.reload()
    assert posted_again == ["GET"]
    assert not Finding.objects.exists()
    # ... so the page is as fresh; what was typed goes in again.
    for i in range(acceptable.count()):
        acceptable.nth(i).check()
    row = page.locator("tr", has_text=f"§ {SOILS}")
    row.locator("input[type=radio][value='deficient']").check()
    page.locator("input[name=outcome][value=disapprove]").check()
    page.get_by_label(re.compile("I have reviewed")).check()
    with page.expect_navigation():
        page.get_by_role("button", name="Issue the decision").click()
    summary = page.locator("[data-error-summary]")
    # Each link moves the focus to its field.
    summary.get_by_role("link", name=re.compile("review path")).click()
    assert page.evaluate("document.activeElement.id") == "id_confirm_path"
    assert_accessible(page)

    # The three given, one more press issues it, with the path and the findings.
    page.get_by_label(f"Comment on § {SOILS}").fill("No soil survey.")
    page.get_by_label("Reasons").fill("The soils are not described (§ 159-5B(1)(c)).")
    page.get_by_label(re.compile("I confirm this review path")).check()
    page.get_by_label(re.compile("I have reviewed")).check()
    with page.expect_navigation():
        page.get_by_role("button", name="Issue the decision").click()
    assert "SWPPP-DEC-" in page.content()
    submission.refresh_from_db()
    assert submission.state == "disapproved" and submission.path_confirmed
    assert submission.findings.get(item__code=SOILS).comment == "No soil survey."
    # Back goes to the review page as it is now: no form is sent again.
    posted_again.clear()
    page.go_back()
    page.wait_for_load_state()
    assert "POST" not in posted_again
    assert "is disapproved" in page.content() or "Version 1" in page.content()
