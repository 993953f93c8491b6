"""Issue 46, acceptance: Chapter 159 from a new applicant to the release of the guarantee,
in Chromium, through the pages each role uses.

A new applicant registers, creates a project whose SWPPP has a stormwater management
facility and submits it; the SMO records the easement and the maintenance agreement
(§ 159-7B, § 159-7C(4): "prior to the issuance of any approval") and approves the SWPPP
with modifications (§ 159-4C), which is not approval: no start of work is offered and
nothing says work may begin (§ 159-5A). The applicant submits the revision; the SMO
approves it with two construction milestones (§ 159-8A(1)); the performance guarantee is
required, posted and accepted (§ 159-8B); the contractor's work begins; each milestone
is requested 48 hours ahead, inspected and passed; the as-built plans come after the
final inspection and the practice is entered in the inventory (§ 159-8A(2), (3)); final
acceptance on a Friday whose anniversary is a Saturday; a year on, the one-year
inspection stands on the Monday (the first working day from the anniversary) and finds
the facilities acceptable; the SMO releases the guarantee (§ 159-8B(1)).

Each main page is checked with axe-core at 1280 px and at 375 px (no violation at all)
and fits the 375 px phone (no sideways scrolling)."""

from __future__ import annotations

import re

import pytest
import time_machine

from inspections.models import AsBuiltPlan, FinalAcceptance, Inspection, Practice
from lockport_sw.accounts.roles import Role
from lockport_sw.notifications.models import Notification
from money.inspections import ONE_YEAR
from money.models import Guarantee
from swppp.models import Contractor, MaintenanceInstrument, Submission
from tests.browser.conftest import (
    PHONE,
    assert_fits_a_phone,
    axe_violations,
    click_and_load,
    follow,
    sign_in,
    sign_in_through_pages,
)
from tests.browser.test_swppp_flows import (
    PDF,
    create_condition_c_project,
    fill_every_item,
    new_page,
    professional_signs,
    register,
    review_all,
    save_draft,
    submit_version,
)
from tests.enforcement.factories import local

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}
CHOSEN = {"159-8A(1)(a)": "Start of construction", "159-8A(1)(e)": "Completion of final grading"}


def checked(page) -> None:
    """axe-core finds no violation at all (WCAG 2.1 A and AA, best practices), at 1280 px
    and at 375 px; at 375 px nothing is wider than the phone."""
    page.wait_for_load_state()
    page.emulate_media(reduced_motion="reduce")
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        found = axe_violations(page)
        detail = "\n".join(
            f"{v['id']} ({v['impact']}): {v['help']} at {v['targets'][:3]}" for v in found
        )
        assert not found, f"{page.url} at {size['width']} px\n{detail}"
    assert_fits_a_phone(page)


def pdf(name: str) -> dict:
    return {"name": name, "mimeType": "application/pdf", "buffer": PDF}


def project_page(page, project) -> None:
    page.goto(project.get_absolute_url())
    checked(page)


def decide(page, outcome: str, reasons: str = "", milestones=None) -> None:
    """The SMO's one-pass decision (§ 159-4C) with the milestones chosen (§ 159-8A(1))."""
    page.locator(f"input[name=outcome][value={outcome}]").check()
    if reasons:
        page.get_by_label(re.compile(r"^\s*Reasons")).fill(reasons)
    if milestones is not None:
        boxes = page.locator("input[name=milestones]")
        for i in range(boxes.count()):
            box = boxes.nth(i)
            box.set_checked(box.get_attribute("value") in milestones)
    page.get_by_label(re.compile("I have reviewed")).check()
    click_and_load(page.get_by_role("button", name=re.compile("Issue the decision")))


def record_instrument(page, kind: str, number: str) -> None:
    """§ 159-7B, § 159-7C(4): the SMO records an easement or agreement with its file."""
    follow(page, "Record an easement, agreement or dedication")
    checked(page)
    page.locator(f"input[name=kind][value={kind}]").check()
    page.get_by_label("Approved for the Town by").fill("Terry Counsel, Attorney for the Town")
    page.get_by_label(re.compile("Date approved")).fill("2026-07-20")
    if kind == "agreement":
        page.get_by_label(re.compile("consistent with Appendix A")).check()
    page.get_by_label("County Clerk's instrument number").fill(number)
    page.get_by_label("Date recorded in the office of the County Clerk").fill("2026-07-22")
    page.get_by_label("The recorded document").set_input_files(files=[pdf(f"{kind}.pdf")])
    click_and_load(page.get_by_role("button", name="Record it"))


def request_milestone(page, project, letter: str, when: str) -> None:
    """§ 159-8A(1): the applicant notifies the Town at least 48 hours ahead."""
    project_page(page, project)
    follow(page, "Request an inspection")
    checked(page)
    page.locator(f"input[name=kind][value='159-milestone-{letter}']").check()
    page.get_by_label("When the work will reach this stage").fill(when)
    click_and_load(page.get_by_role("button", name="Send the request"))
    assert "Accepted" in page.content(), page.content()
    checked(page)


def assign(page, inspection: Inspection, inspector_name: str, when: str) -> None:
    """The scheduler finds the inspection awaiting an inspector and a time, and sets both."""
    page.goto("/inspections/")
    checked(page)
    awaiting = page.get_by_role("region", name=re.compile("awaiting an inspector", re.IGNORECASE))
    click_and_load(awaiting.get_by_role("link", name=inspection.reference))
    checked(page)
    click_and_load(page.get_by_role("link", name=re.compile("Assign an inspector|Change the")))
    checked(page)
    page.get_by_label("Inspector").select_option(label=inspector_name)
    page.get_by_label("Date and time").fill(when)
    click_and_load(page.get_by_role("button", name=re.compile("^Save")))
    checked(page)


def conduct_approved(page, inspection: Inspection) -> None:
    """The inspector's day, the field form: every item satisfactory, approved."""
    page.goto("/inspections/day/")
    checked(page)
    click_and_load(page.get_by_role("link", name=f"Inspect {inspection.reference}"))
    checked(page)
    for item in inspection.kind_spec.checklist:
        group = page.get_by_role("group", name=re.compile(re.escape(item.text)))
        group.get_by_label("Satisfactory").check()
    page.get_by_label("Approved", exact=True).check()
    page.get_by_role("button", name="Complete the inspection").click()
    page.get_by_role("heading", name=re.compile(f"Inspection {inspection.reference}")).wait_for()
    checked(page)
    inspection.refresh_from_db()
    assert inspection.state == Inspection.State.COMPLETED
    assert inspection.result == Inspection.Result.APPROVED


def test_159_4C_5A_8A_8B1_a_new_applicant_to_the_release_of_the_guarantee(
    browser, live_server, make_user
):
    base = live_server.url
    smo_user = make_user(Role.SMO, email="smo@lockport.example", full_name="Sam Morgan")
    inspector_user = make_user(
        Role.INSPECTOR, email="ivy@lockport.example", full_name="Ivy Inspector"
    )
    # Monday, July 27, 2026, 9:00 AM in Lockport; time runs on from each moment set.
    clock = time_machine.travel(local(2026, 7, 27, 9), tick=True)
    traveller = clock.start()
    try:
        _walk(browser, base, smo_user, inspector_user, traveller)
    finally:
        clock.stop()


def _walk(browser, base, smo_user, inspector_user, traveller):
    # --- The applicant registers, creates the project and submits the SWPPP ------------
    applicant = new_page(browser, base, phone=True)
    register(applicant, "Dana Developer", "dana@example.org")
    checked(applicant)
    create_condition_c_project(applicant)
    checked(applicant)
    follow(applicant, "Continue the draft SWPPP")
    fill_every_item(applicant)
    applicant.get_by_label("Yes: it includes a stormwater management facility").check()
    applicant.locator("input[name='other_permits_assured']").check()
    save_draft(applicant)
    checked(applicant)
    professional_signs(browser, base, applicant)
    submit_version(applicant)
    assert "Received version 1" in applicant.content()
    first = Submission.objects.get(version=1)
    project = first.project
    assert first.state == "received" and first.includes_facility
    checked(applicant)

    # A contractor is identified and signs § 159-5D before any approval.
    follow(applicant, "Identify a contractor and send the link to sign")
    checked(applicant)
    applicant.get_by_label("Contracting firm").fill("Niagara Earthworks Inc.")
    applicant.get_by_label("Contractor", exact=True).check()
    applicant.get_by_label("Work under the SWPPP").fill("Clearing, grading and the wet pond")
    applicant.get_by_label("Contractor's email address").fill("nick@earthworks.example")
    click_and_load(
        applicant.get_by_role("button", name="Identify the contractor and send the link")
    )
    checked(applicant)
    link = Notification.objects.filter(address="nick@earthworks.example").latest("pk").url
    contractor = new_page(browser, base, phone=True)
    contractor.goto(base + link)
    checked(contractor)
    contractor.get_by_label("Your name").fill("Nick Digger")
    contractor.get_by_label("Your title").fill("Site superintendent")
    contractor.get_by_label("Contracting firm", exact=True).fill("Niagara Earthworks Inc.")
    contractor.get_by_label("Address of the contracting firm").fill(
        "12 Mill Road, Lockport, NY 14094"
    )
    contractor.get_by_label("Telephone number of the contracting firm").fill("(716) 555-0123")
    contractor.get_by_label(re.compile("I agree")).check()
    click_and_load(contractor.get_by_role("button", name=re.compile("Sign")))
    checked(contractor)
    contractor.context.close()
    assert Contractor.objects.get().certifications.exists()

    # --- The SMO (signed in with the second factor) ------------------------------------
    smo = new_page(browser, base)
    smo.on("dialog", lambda dialog: dialog.accept())  # "Record final acceptance?"
    sign_in_through_pages(smo, base, smo_user.email)
    checked(smo)
    # § 159-3A: the site typed is not on the Town's registry; the SMO confirms it.
    project_page(smo, project)
    click_and_load(smo.get_by_role("button", name="Confirm the site is in the Town"))
    checked(smo)
    # § 159-7B, § 159-7C(4): the easement and the agreement, recorded before any approval.
    assert "Approval, with modifications or not, waits for" in smo.content()
    record_instrument(smo, "easement", "R2026-004417")
    checked(smo)
    record_instrument(smo, "agreement", "R2026-004418")
    checked(smo)
    assert MaintenanceInstrument.objects.filter(project=project).count() == 2
    assert "Approval, with modifications or not, waits for" not in smo.content()

    # --- Approved with modifications (§ 159-4C) ----------------------------------------
    smo.goto("/swppp/review/")
    checked(smo)
    click_and_load(smo.get_by_role("link", name=re.compile("Review")).first)
    checked(smo)
    review_all(smo, {"159-5B(1)(c)": "Give the county soil units on sheet C-2."})
    checked(smo)
    smo.get_by_label(re.compile("I confirm this review path")).check()  # § 159-4B, 4C
    decide(
        smo,
        "approve_with_modifications",
        "Add the county soil units to sheet C-2 (§ 159-5B(1)(c)).",
        milestones=list(CHOSEN),
    )
    first.refresh_from_db()
    assert first.state == "approved_with_modifications", smo.content()
    checked(smo)

    # Not approved: no start of work is offered and nothing says work may begin (§ 159-5A).
    project_page(applicant, project)
    contractors = applicant.locator("#contractors")
    assert contractors.get_by_role("link", name=re.compile("Record the start")).count() == 0
    assert "Not before the SWPPP is approved (§ 159-5A)" in contractors.inner_text()
    assert "may begin from that day" not in applicant.content()
    assert "No SWPPP is approved yet: no land development activity may begin" in (
        contractors.inner_text()
    )
    assert applicant.locator("#site-records").count() == 0
    assert applicant.get_by_role("link", name="Request an inspection").count() == 0
    assert "revis" in applicant.locator("#next-h + p").inner_text().lower()

    # --- The revision -------------------------------------------------------------------
    click_and_load(applicant.get_by_role("button", name=re.compile("Start a revision")))
    checked(applicant)
    applicant.get_by_label(re.compile("Your response to the finding")).fill(
        "Soil survey added: Appleton silt loam (ApA), sheet C-2."
    )
    save_draft(applicant)
    professional_signs(browser, base, applicant)
    submit_version(applicant)
    second = Submission.objects.get(version=2)
    assert second.state == "received"
    checked(applicant)

    # --- Approved, with the two milestones --------------------------------------------
    smo.goto(f"/swppp/projects/{project.pk}/v2/review/")
    checked(smo)
    review_all(smo)
    decide(smo, "approve", milestones=list(CHOSEN))
    second.refresh_from_db()
    assert second.state == "approved", smo.content()
    assert sorted(second.milestones) == sorted(CHOSEN)
    checked(smo)

    project_page(applicant, project)
    assert "may begin from that day" in applicant.content()

    # --- The guarantee (§ 159-8B(1)) ---------------------------------------------------
    smo.goto(f"/money/projects/{project.pk}/")
    checked(smo)
    follow(smo, "Require a guarantee")
    checked(smo)
    smo.get_by_label("Performance guarantee (§ 159-8B(1))").check()
    smo.get_by_label("Amount required ($)").fill("48,000.00")
    smo.get_by_label("How the amount was determined").fill(
        "Final design plans: the wet pond, swales and landscaping."
    )
    click_and_load(smo.get_by_role("button", name="Require it"))
    checked(smo)

    applicant.goto(f"/money/projects/{project.pk}/")
    checked(applicant)
    follow(applicant, "Post a guarantee")
    checked(applicant)
    applicant.get_by_label("Performance guarantee (§ 159-8B(1))").check()
    applicant.get_by_label("Irrevocable letter of credit").check()
    applicant.get_by_label("Bank or surety").fill("M&T Bank")
    applicant.get_by_label("Issuer's mailing address").fill("One M&T Plaza\nBuffalo, NY 14203")
    applicant.get_by_label("Instrument number").fill("SB-2026-0441")
    applicant.get_by_label("Amount ($)").fill("48,000.00")
    applicant.get_by_label("Effective on").fill("2026-07-27")
    applicant.get_by_label("Expires on").fill("2029-07-27")
    applicant.get_by_label("The signed instrument (PDF or a scan)").set_input_files(
        files=[pdf("letter-of-credit.pdf")]
    )
    click_and_load(applicant.get_by_role("button", name="Post it"))
    checked(applicant)
    guarantee = Guarantee.objects.get()

    smo.goto(f"/money/guarantees/{guarantee.pk}/")
    checked(smo)
    click_and_load(smo.get_by_role("button", name="Accept it"))
    guarantee.refresh_from_db()
    assert guarantee.state == Guarantee.State.ACCEPTED
    checked(smo)

    # --- The start of work (§ 159-5A, § 159-5D) ----------------------------------------
    project_page(applicant, project)
    click_and_load(applicant.get_by_role("link", name=re.compile("Record the start")))
    checked(applicant)
    applicant.get_by_label("Date the contractor's work began").fill("2026-07-27")
    click_and_load(applicant.get_by_role("button", name="Record the start of work"))
    checked(applicant)
    assert Contractor.objects.get().work_began_on.isoformat() == "2026-07-27"

    # --- The milestones the decision chose, requested 48 hours ahead and passed ----------
    request_milestone(applicant, project, "a", "2026-07-30T10:00")
    request_milestone(applicant, project, "e", "2026-08-04T10:00")
    start = Inspection.objects.get(kind="159-milestone-a")
    grading = Inspection.objects.get(kind="159-milestone-e")
    inspector = new_page(browser, base, phone=True)
    sign_in(inspector, base, inspector_user.email)
    checked(inspector)
    assign(inspector, start, "Ivy Inspector", "2026-07-30T10:00")
    assign(inspector, grading, "Ivy Inspector", "2026-08-04T10:00")

    traveller.move_to(local(2026, 7, 30, 10))
    sign_in(inspector, base, inspector_user.email)
    conduct_approved(inspector, start)
    traveller.move_to(local(2026, 8, 4, 10))
    sign_in(inspector, base, inspector_user.email)
    conduct_approved(inspector, grading)

    # --- As-built plans, after the final inspection; the practice in the inventory -----
    traveller.move_to(local(2026, 8, 5, 10))
    sign_in(applicant, base, "dana@example.org")
    project_page(applicant, project)
    follow(applicant, re.compile("As-built plans, final acceptance and practices"))
    checked(applicant)
    follow(applicant, "Submit as-built plans")
    checked(applicant)
    applicant.get_by_label("As-built plans (PDF)").set_input_files(files=[pdf("as-built.pdf")])
    applicant.get_by_label("Professional engineer").fill("Erin Engineer")
    applicant.get_by_label("New York P.E. license number").fill("081234")
    applicant.get_by_label("Date certified").fill("2026-08-05")
    applicant.get_by_label(re.compile("The plans show the final design")).check()
    click_and_load(applicant.get_by_role("button", name="Submit the plans"))
    checked(applicant)
    plan = AsBuiltPlan.objects.get()

    sign_in(smo, base, smo_user.email)
    smo.goto(f"/inspections/after-construction/project/{project.pk}/")
    checked(smo)
    assert "Record final acceptance" not in smo.content()
    follow(smo, "Review")
    checked(smo)
    smo.get_by_label("Accept the as-built plans").check()
    click_and_load(smo.get_by_role("button", name="Record the decision"))
    assert AsBuiltPlan.objects.get(pk=plan.pk).state == AsBuiltPlan.State.ACCEPTED
    checked(smo)
    follow(smo, "Add a practice")
    checked(smo)
    smo.locator("#id_code").fill("P-1")
    smo.locator("#id_name").fill("Wet pond")
    smo.locator("#id_type").select_option("pond")
    click_and_load(smo.get_by_role("button", name="Add to the inventory"))
    assert Practice.objects.filter(subject_id=project.pk).exists()
    checked(smo)

    # --- Final acceptance on Friday, August 7, 2026 ------------------------------------
    traveller.move_to(local(2026, 8, 7, 10))
    sign_in(smo, base, smo_user.email)
    smo.goto(f"/inspections/after-construction/project/{project.pk}/")
    checked(smo)
    follow(smo, "Record final acceptance")
    checked(smo)
    smo.get_by_label("Date of final acceptance").fill("2026-08-07")
    click_and_load(smo.get_by_role("button", name="Record final acceptance"))
    assert FinalAcceptance.objects.get().accepted_on.isoformat() == "2026-08-07"
    checked(smo)

    # The anniversary, August 7, 2027, is a Saturday: the one-year inspection is set for
    # 9:00 AM on Monday, August 9 (§ 159-8B(1); the first working day from it).
    one_year = Inspection.objects.get(kind=ONE_YEAR.code)
    assert one_year.scheduled_for == local(2027, 8, 9, 9)

    # --- A year on: the anniversary, a Saturday --------------------------------------
    traveller.move_to(local(2027, 8, 7, 10))
    sign_in(smo, base, smo_user.email)
    smo.goto(f"/money/guarantees/{guarantee.pk}/")
    checked(smo)
    follow(smo, "Release")
    checked(smo)
    waits = smo.locator("#waits").inner_text()
    assert "no one-year inspection, conducted on or after August 7, 2027" in waits
    assert "at least one year" not in waits  # the year has run; the inspection has not
    assert smo.get_by_role("button", name="Release and issue the letter").count() == 0
    smo.goto(one_year.get_absolute_url())
    checked(smo)
    assert "Monday, August 9, 2027" in smo.locator("main").inner_text()

    traveller.move_to(local(2027, 8, 9, 8, 30))
    sign_in(inspector, base, inspector_user.email)
    assign(inspector, one_year, "Ivy Inspector", "2027-08-09T09:00")
    traveller.move_to(local(2027, 8, 9, 9, 5))
    sign_in(inspector, base, inspector_user.email)
    conduct_approved(inspector, one_year)

    # --- The release (§ 159-8B(1)) -----------------------------------------------------
    sign_in(smo, base, smo_user.email)
    smo.goto(f"/money/guarantees/{guarantee.pk}/")
    checked(smo)
    follow(smo, "Release")
    checked(smo)
    click_and_load(smo.get_by_role("button", name="Release and issue the letter"))
    guarantee.refresh_from_db()
    assert guarantee.state == Guarantee.State.RELEASED, smo.content()
    assert smo.get_by_text(guarantee.release_document.number).first.is_visible()
    checked(smo)

    # The applicant reads the release on the project's money page.
    sign_in(applicant, base, "dana@example.org")
    applicant.goto(f"/money/projects/{project.pk}/")
    checked(applicant)
    assert f"{guarantee.release_document.number} (PDF)" in applicant.content()
