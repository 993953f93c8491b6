"""Chapter 159 end to end in Chromium: the applicant, the SMO and a reviewing body
(issue 4, acceptance). Each page visited is checked with axe-core."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pypdf
import pytest
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from swppp.models import Outcome, ReviewingBody, Submission
from tests.browser.conftest import (
    assert_accessible,
    assert_fits_a_phone,
    cast_votes,
    click_and_load,
    follow,
    sign_in,
)
from tests.factories import PASSWORD
from tests.seats import seat
from tests.swppp.factories import submitted

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
DESKTOP = {"width": 1280, "height": 900}


def new_page(browser, base_url: str, *, phone: bool = False):
    context = browser.new_context(
        viewport={"width": 375, "height": 740} if phone else DESKTOP, base_url=base_url
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def register(page, name: str, email: str) -> None:
    page.goto("/accounts/signup/")
    page.get_by_label("Full name").fill(name)
    page.get_by_label("Email").fill(email)
    page.locator("#id_password1").fill(PASSWORD)
    page.locator("#id_password2").fill(PASSWORD)
    page.get_by_role("button", name="Create an account").click()
    page.wait_for_url("**/confirm-email/")
    link = re.search(r"(/accounts/confirm-email/[^\s]+/)", mail.outbox[-1].body).group(1)
    page.goto(link)
    with page.expect_navigation():
        page.get_by_role("button", name="Confirm").click()


def create_condition_c_project(page) -> None:
    follow(page, "Register a new project")
    assert_accessible(page)
    page.get_by_label("Street address of the site").fill("6305 Snyder Drive")
    page.get_by_label("Tax map (SBL) number").fill("110.05-3-7")
    # The applicant's mailing address, asked with the first project (issue 8).
    # Its parts are marked required (issue 46, item 8): the label ends with "*".
    page.get_by_label("Street address*", exact=True).fill("210 Walnut Street")
    page.get_by_label("City or town*", exact=True).fill("Lockport")
    page.get_by_label("State*", exact=True).fill("NY")
    page.get_by_label("ZIP code*", exact=True).fill("14094")
    page.get_by_label("ZIP code of the site").fill("14094")
    page.get_by_label("Project title").fill("Snyder Meadows, phase 1")
    page.get_by_label("Description").fill("Twelve houses, a street and a wet pond.")
    page.get_by_label("Total site area (acres)").fill("10")
    page.get_by_label("Area to be disturbed (acres)").fill("2.5")
    page.get_by_label("Largest area disturbed at any one time (acres)").fill("2")
    page.get_by_label("Receiving waters").fill("Eighteen Mile Creek")
    page.get_by_label("None: no subdivision or site plan review by a Town body").check()
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile("Register|Save|Create")).click()


def fill_every_item(page, *, skip: int = 0) -> None:
    boxes = page.locator("textarea[name^='answer-'][name$='-text']")
    for i in range(skip, boxes.count()):
        boxes.nth(i).fill("See the plan set, sheets C-1 to C-9.")


def answer_contents(page) -> None:
    """The applicant's own contents besides the checklist (§ 159-7B, § 159-5C)."""
    page.get_by_label("No stormwater management facility").check()
    page.locator("input[name='other_permits_assured']").check()


def professional_signs(browser, base_url: str, applicant_page, email="erin@engineers.example"):
    """§ 159-5B(4): the applicant asks; the professional signs from the link sent to them,
    in a browser of their own, without an account."""
    follow(applicant_page, re.compile("Ask the professional to sign"))
    assert_accessible(applicant_page)
    applicant_page.get_by_label("Name of the licensed professional").fill("Erin Engineer")
    applicant_page.get_by_label("Licensed as").select_option("PE")
    applicant_page.get_by_label("The professional's own email address").fill(email)
    with applicant_page.expect_navigation():
        applicant_page.get_by_role("button", name="Send the link to the professional").click()
    link = Notification.objects.filter(address=email).latest("pk").url
    engineer = new_page(browser, base_url, phone=True)
    engineer.goto(base_url + link)
    assert_accessible(engineer)
    assert_fits_a_phone(engineer)
    engineer.get_by_label("Your name").fill("Erin Engineer")
    engineer.get_by_label("New York license number").fill("081234")
    engineer.locator("input[name='certifies_design']").check()
    with engineer.expect_navigation():
        engineer.get_by_role("button", name="Sign the SWPPP").click()
    assert "Thank you: the SWPPP is signed" in engineer.content()
    assert_accessible(engineer)
    engineer.context.close()
    applicant_page.reload()


def save_draft(page) -> None:
    with page.expect_navigation():
        page.get_by_role("button", name="Save the draft").click()


def submit_version(page) -> None:
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile(r"^Submit version")).first.click()


def review_all(page, deficient: dict[str, str] | None = None) -> None:
    """Mark every item acceptable, or deficient with a comment."""
    deficient = deficient or {}
    acceptable = page.locator("input[type=radio][value='acceptable']")
    for i in range(acceptable.count()):
        acceptable.nth(i).check()
    for code, comment in deficient.items():
        row = page.locator("tr", has_text=f"§ {code}")
        row.locator("input[type=radio][value='deficient']").check()
        page.get_by_label(f"Comment on § {code}").fill(comment)
    with page.expect_navigation():
        page.get_by_role("button", name="Save findings").click()


def confirm_path(page) -> None:
    """§ 159-4B: the SMO confirms the review path before acting."""
    with page.expect_navigation():
        page.get_by_role("button", name="Record the path").click()


def act(page, outcome: str, reasons: str = "", final_label: str = "I have reviewed") -> None:
    page.locator(f"input[name=outcome][value={outcome}]").check()
    if reasons:
        page.get_by_label("Reasons").fill(reasons)
    page.get_by_label(re.compile(final_label)).check()
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile("Issue the decision|Forward with")).click()


def letter_text(page, link_name) -> str:
    with page.expect_download() as download:
        page.get_by_role("link", name=link_name).first.click()
    reader = pypdf.PdfReader(io.BytesIO(Path(download.value.path()).read_bytes()))
    return "\n".join(p.extract_text() for p in reader.pages)


@pytest.mark.slow
def test_applicant_submits_smo_disapproves_applicant_revises_smo_approves_letter(
    browser, live_server, make_user
):
    make_user(Role.SMO, email="smo@lockport.example")
    base = live_server.url

    # The applicant registers, verifies the address and creates a Condition C project.
    applicant = new_page(browser, base, phone=True)
    register(applicant, "Dana Developer", "dana@example.org")
    assert applicant.get_by_role("heading", level=1).inner_text() == "Your projects"
    create_condition_c_project(applicant)
    assert "Condition C" in applicant.content()
    assert_accessible(applicant)
    assert_fits_a_phone(applicant)

    # A partial draft: submitting it shows exactly what is missing.
    applicant.get_by_role("link", name="Continue the draft SWPPP").click()
    fill_every_item(applicant, skip=3)
    applicant.locator("input[type=file]").nth(1).set_input_files(  # item (b)
        files=[{"name": "site-map.pdf", "mimeType": "application/pdf", "buffer": PDF}]
    )
    save_draft(applicant)
    assert_accessible(applicant)
    submit_version(applicant)
    errors = applicant.locator("[data-error-summary]")
    assert errors.is_visible()
    assert "§ 159-5B(1)(b)" not in errors.inner_text()  # answered by the file
    for code in ("§ 159-5B(1)(a)", "§ 159-5B(1)(c)", "§ 159-5B(4)", "§ 159-5C"):
        assert code in errors.inner_text()
    assert Submission.objects.get().state == "draft"

    # Complete it, have the professional sign it (§ 159-5B(4)) and submit: received.
    applicant.goto(base + Submission.objects.get().get_absolute_url() + "edit/")
    fill_every_item(applicant)
    answer_contents(applicant)
    save_draft(applicant)
    professional_signs(browser, base, applicant)
    assert "Signed" in applicant.locator("#signature").inner_text()
    submit_version(applicant)
    assert "Received version 1" in applicant.content()
    assert Submission.objects.get().state == "received"

    # The SMO disapproves with reasons.
    smo = new_page(browser, base)
    sign_in(smo, base, "smo@lockport.example")
    smo.get_by_role("button", name="Chapter 159").click()  # the menu it is in
    follow(smo, "SWPPP reviews")
    assert_accessible(smo)
    click_and_load(smo.get_by_role("link", name=re.compile("Review")).first)
    confirm_path(smo)
    review_all(smo, {"159-5B(1)(c)": "No soil survey: give the county soil units."})
    assert_accessible(smo)
    act(smo, "disapprove", "The soils are not described (§ 159-5B(1)(c)).")
    assert "SWPPP-DEC-" in smo.content()
    assert Submission.objects.get(version=1).state == "disapproved"

    # The applicant revises, answering the finding, and resubmits.
    applicant.goto(base + Submission.objects.get(version=1).project.get_absolute_url())
    applicant.get_by_role("button", name=re.compile("Start a revision")).click()
    applicant.get_by_label(re.compile("Your response to the finding")).fill(
        "Soil survey added: Appleton silt loam (ApA), sheet C-2."
    )
    save_draft(applicant)
    professional_signs(browser, base, applicant)
    submit_version(applicant)
    assert Submission.objects.get(version=2).state == "received"

    # § 159-3A: the SBL typed is not on the Town's registry; the SMO's home lists the
    # site, and the SMO confirms it is in the Town on the project's page (issue 24).
    smo.goto(base + "/")
    sites = smo.get_by_role("region", name=re.compile("Sites to confirm"))
    click_and_load(sites.get_by_role("link", name=re.compile("Snyder Meadows")).first)
    assert "Not yet confirmed." in smo.locator("#site-in-town").inner_text()
    assert_accessible(smo)
    click_and_load(smo.get_by_role("button", name="Confirm the site is in the Town"))
    assert "Yes: confirmed by" in smo.locator("#site-in-town").inner_text()

    # The SMO approves version 2.
    smo.goto(base + "/swppp/review/")
    click_and_load(smo.get_by_role("link", name=re.compile("Review")).first)
    review_all(smo)
    act(smo, "approve")
    assert Submission.objects.get(version=2).state == "approved"

    # The applicant downloads the decision letter and reads it.
    applicant.goto(base + Submission.objects.get(version=2).project.get_absolute_url())
    assert_accessible(applicant)
    text = letter_text(applicant, re.compile("SWPPP-DEC-.*-0002"))
    assert "Decision: Approved" in text  # the outcome in words (issue 8)
    assert "§ 159-4C" in text and "§ 159-5E" in text and "48 hours" in text
    assert "Town of Lockport" in text


@pytest.mark.slow
def test_the_159_4b_path_through_the_planning_board(browser, live_server, make_user):
    applicant_user = make_user(Role.APPLICANT)
    make_user(Role.SMO, email="smo@lockport.example")
    member = make_user(Role.REVIEWING_BODY, email="planner@lockport.example")
    ReviewingBody.objects.get(kind="planning_board").members.add(member)
    seat("planning_board", [member], members=7)
    submission = submitted(applicant_user, town_approval="planning_board")
    base = live_server.url

    # The SMO reviews and forwards a recommendation (§ 159-4B(1)).
    smo = new_page(browser, base)
    sign_in(smo, base, "smo@lockport.example")
    smo.goto(base + "/swppp/review/")
    click_and_load(smo.get_by_role("link", name=re.compile("Review")).first)
    assert "Recommendation to the Planning Board" in smo.content()
    review_all(smo)
    act(smo, "approve")
    assert Submission.objects.get(pk=submission.pk).state == "forwarded"

    # The Planning Board member sees it on their home page and acts (§ 159-4B(2)).
    board = new_page(browser, base, phone=True)
    sign_in(board, base, "planner@lockport.example")
    assert_accessible(board)
    follow(board, re.compile(submission.project.reference))
    assert_accessible(board)
    assert_fits_a_phone(board)
    board_acts(board, "approve", resolution="PB-2026-7", votes=["In favor"] * 5 + ["Absent"] * 2)
    assert Submission.objects.get(pk=submission.pk).state == "approved"

    # The applicant reads the body's decision letter.
    applicant = new_page(browser, base)
    sign_in(applicant, base, applicant_user.email)
    applicant.goto(base + submission.project.get_absolute_url())
    text = letter_text(applicant, re.compile("SWPPP-DEC-"))
    assert "Planning Board" in text and "§ 159-4B(2)" in text
    assert "Resolution No. PB-2026-7" in text


def board_acts(page, outcome: str, reasons: str = "", **vote) -> None:
    """§ 159-4B(2): the board's resolution at its meeting, by vote; then confirmed."""
    page.locator(f"input[name=outcome][value={outcome}]").check()
    if reasons:
        page.get_by_label(re.compile("^Reasons")).fill(reasons)
    if outcome == "approve":
        page.get_by_label(
            "The Planning Board finds that the SWPPP complies with Chapter 159"
        ).check()
    page.get_by_label("Date of the Planning Board's meeting that acted").fill(
        timezone.localdate().isoformat()
    )
    page.get_by_label("Number of the Planning Board's resolution").fill(vote.pop("resolution"))
    cast_votes(page, vote.pop("votes"))
    with page.expect_navigation():
        page.get_by_role("button", name="Review the act before recording it").click()
    assert "Confirm the Planning Board's act" in page.content()
    assert_accessible(page)
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile("^Confirm: record the act")).click()


def test_a_contractor_signs_the_159_5d_certification_on_a_phone(page, live_server, make_user):
    from swppp.models import ContractorCertification
    from swppp.services import contractors
    from tests.swppp.factories import make_project

    applicant = make_user(Role.APPLICANT)
    invitation = contractors.contractor_identify(
        acting_user=applicant,
        project=make_project(applicant),
        firm_name="Niagara Earthworks Inc.",
        role="contractor",
        responsibility="Clearing and grading",
        email="nick@earthworks.example",
    )

    owner = page.context.browser.new_context(viewport={"width": 375, "height": 740}).new_page()
    sign_in(owner, live_server.url, applicant.email)
    owner.goto(live_server.url + reverse("swppp:contractor_invite", args=[invitation.project_id]))
    assert_accessible(owner)
    owner.goto(live_server.url + invitation.project.get_absolute_url() + "#contractors")
    assert "Not signed" in owner.content()
    assert_accessible(owner)
    assert_fits_a_phone(owner)
    owner.context.close()

    page.goto(live_server.url + reverse("swppp:contractor_certify", args=[invitation.token]))
    assert_accessible(page)
    assert_fits_a_phone(page)
    page.get_by_label("Your name").fill("Nick Digger")
    page.get_by_label("Your title").fill("Site superintendent")
    page.get_by_label("Contracting firm", exact=True).fill("Niagara Earthworks Inc.")
    page.get_by_label("Address of the contracting firm").fill("12 Mill Road, Lockport, NY 14094")
    page.get_by_label("Telephone number of the contracting firm").fill("(716) 555-0123")
    page.get_by_label(re.compile("I agree")).check()
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile("Sign")).click()

    assert ContractorCertification.objects.get().name == "Nick Digger"
    assert_accessible(page)


@pytest.mark.slow
def test_159_4b2_a_revision_goes_to_the_planning_board_which_acts_by_resolution(
    browser, live_server, make_user
):
    """Issue 12, acceptance: on the § 159-4B path the Planning Board disapproved; the
    applicant's revision, signed by the professional, goes to the Board (the SMO has a
    copy and comments; no new SMO clock); the Board's act records its meeting, resolution
    and vote, is confirmed first, and is issued in the Board's name."""
    from swppp.services import review
    from tests.swppp.factories import body_acts, review_all

    applicant_user = make_user(Role.APPLICANT, email="dana@example.org")
    smo_user = make_user(Role.SMO, email="smo@lockport.example")
    member = make_user(Role.REVIEWING_BODY, email="planner@lockport.example")
    ReviewingBody.objects.get(kind="planning_board").members.add(member)
    seat("planning_board", [member], members=7)
    first = submitted(applicant_user, town_approval="planning_board")
    review_all(smo_user, first, {"159-5B(1)(c)": "No soil survey: give the soil units."})
    review.smo_recommend(
        acting_user=smo_user,
        submission=first,
        outcome=Outcome.DISAPPROVE,
        reasons="The soils are missing.",
    )
    body_acts(
        acting_user=member,
        submission=first,
        outcome=Outcome.DISAPPROVE,
        reasons="Describe the soils, as the SMO found.",
        resolution="PB-2026-3",
    )
    project = first.project
    base = live_server.url

    # The applicant revises, answers the finding, has the professional sign and submits.
    applicant = new_page(browser, base, phone=True)
    sign_in(applicant, base, applicant_user.email)
    applicant.goto(base + project.get_absolute_url())
    assert_accessible(applicant)
    with applicant.expect_navigation():
        applicant.get_by_role("button", name=re.compile("Start a revision")).click()
    applicant.get_by_label(re.compile("Your response to the finding")).fill(
        "Soil survey added: Appleton silt loam (ApA), sheet C-2."
    )
    save_draft(applicant)
    assert_accessible(applicant)
    professional_signs(browser, base, applicant)
    submit_version(applicant)
    revision = Submission.objects.get(project=project, version=2)
    assert revision.state == "forwarded"  # to the Board (§ 159-4B(2))
    assert not revision.smo_outcome and not clocks_for(revision).exists()
    assert "Planning Board: act on the SWPPP" in applicant.content()

    # The SMO has a copy: no recommendation is due; they comment for the Board.
    smo = new_page(browser, base)
    sign_in(smo, base, "smo@lockport.example")
    smo.goto(base + reverse("swppp:review", args=[project.pk, 2]))
    assert "No recommendation is due" in smo.content()
    assert_accessible(smo)
    smo.get_by_label("Your comment for the reviewing body").fill(
        "The soil survey answers my finding on § 159-5B(1)(c)."
    )
    with smo.expect_navigation():
        smo.get_by_role("button", name=re.compile("Send the comment")).click()
    assert_accessible(smo)

    # The Board's clerk records the Board's act: meeting, resolution, vote; confirmed first.
    board = new_page(browser, base, phone=True)
    sign_in(board, base, "planner@lockport.example")
    assert_accessible(board)
    with board.expect_navigation():
        board.get_by_role("link", name=re.compile(project.reference)).first.click()
    if "/act/" not in board.url:
        with board.expect_navigation():
            board.get_by_role("link", name=re.compile("Act on this SWPPP")).click()
    assert "The soil survey answers my finding" in board.content()
    assert_accessible(board)
    assert_fits_a_phone(board)

    # One member's say is not the Board's act: a vote short of a majority is refused.
    board.locator("input[name=outcome][value=approve]").check()
    board.get_by_label("The Planning Board finds that the SWPPP complies with Chapter 159").check()
    board.get_by_label("Date of the Planning Board's meeting that acted").fill(
        timezone.localdate().isoformat()
    )
    board.get_by_label("Number of the Planning Board's resolution").fill("PB-2026-19")
    cast_votes(board, ["In favor"] + ["Absent"] * 6)
    with board.expect_navigation():
        board.get_by_role("button", name="Review the act before recording it").click()
    summary = board.locator("[data-error-summary]")
    assert "General Construction Law § 41" in summary.inner_text()
    assert board.get_by_label("Number of the Planning Board's resolution").input_value() == (
        "PB-2026-19"
    )  # everything typed is kept
    assert board.locator(".vote-row").nth(0).get_by_label("In favor", exact=True).is_checked()
    assert_accessible(board)

    board_acts(board, "approve", resolution="PB-2026-19", votes=["In favor"] * 6 + ["Against"])
    revision.refresh_from_db()
    assert revision.state == "approved"
    assert revision.body_resolution == "PB-2026-19" and revision.body_vote_ayes == 6
    assert_accessible(board)

    # The applicant reads the letter issued in the Board's name.
    applicant.goto(base + project.get_absolute_url())
    assert_accessible(applicant)
    text = " ".join(letter_text(applicant, re.compile(revision.letter.number)).split())
    assert "At its meeting of" in text and "Resolution No. PB-2026-19" in text
    assert "by a vote of 6 in favor and 1 against" in text
    assert "The soil survey answers my finding" in text  # the SMO's comment
    assert "(version 1)" in text  # what the SMO recommended, on the version before
