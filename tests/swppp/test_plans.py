"""The SWPPP from draft to receipt, and revisions (issue 4, items 3, 4, 7)."""

from datetime import date
from decimal import Decimal as D

import pytest
import time_machine
from django.core import mail
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.services import drain_outbox
from swppp.models import ChecklistItem, ItemAnswer, Outcome, Submission
from swppp.services import plans
from tests.deadlines.conftest import local
from tests.swppp.factories import complete, decided, draft_of, make_project, professional_signs

pytestmark = pytest.mark.django_db

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def codes(gaps):
    return {g.key for g in gaps}


def test_159_5b1_every_swppp_answers_items_a_to_p(applicant):
    project = make_project(
        applicant,
        disturbed_acres=D("1.5"),
        max_disturbed_at_once_acres=D("1"),
        single_family_residence=True,
    )
    # A single-family residence on 1.5 acres: no Condition A, B or C.
    required = [i.code for i in plans.required_items(project)]

    assert required == [f"159-5B(1)({c})" for c in "abcdefghijklmnop"]


def test_159_5b3_conditions_a_b_or_c_add_post_construction_items_b_to_h(applicant):
    project = make_project(applicant)  # Condition C

    post = [i.code for i in plans.required_items(project) if i.part == "5B3"]

    assert post == [f"159-5B(3)({c})" for c in "bcdefgh"]


def test_159_5b3_staff_may_add_an_item_to_the_checklist(applicant):
    ChecklistItem.objects.create(
        code="159-5B(3)(a)", part="5B3", label="Item (a)", statute_text="…", order=5
    )
    project = make_project(applicant)

    assert "159-5B(3)(a)" in [i.code for i in plans.required_items(project)]


def test_159_5a_an_incomplete_swppp_lists_exactly_what_is_missing(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=ChecklistItem.objects.get(code="159-5B(1)(a)"),
        text="Houses",
    )

    gaps = plans.missing(draft)

    assert "159-5B(1)(a)" not in codes(gaps)
    assert {
        "159-5B(1)(b)",
        "159-5B(3)(h)",
        "professional_signature",
        "stormwater_facility",
        "other_permits_assured",
    } <= codes(gaps)
    assert len([g for g in gaps if g.key.startswith("159-5B")]) == 16 + 7 - 1


def test_159_5a_nothing_is_received_while_items_are_missing(applicant):
    project = make_project(applicant)
    draft = complete(draft_of(project), applicant, leave_out=("159-5B(1)(m)",))

    with pytest.raises(ValidationError) as exc:
        plans.submit(acting_user=applicant, submission=draft)

    assert any("159-5B(1)(m)" in m for m in exc.value.messages)
    draft.refresh_from_db()
    assert draft.state == Submission.State.DRAFT
    assert not Deadline.objects.exists()


def test_a_file_answers_an_item(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    item = ChecklistItem.objects.get(code="159-5B(1)(b)")

    answer = plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=item,
        files=[SimpleUploadedFile("site-map.pdf", PDF, content_type="application/pdf")],
    )

    assert answer.uploads.get().original_name == "site-map.pdf"
    assert "159-5B(1)(b)" not in codes(plans.missing(draft))


def test_a_whole_draft_page_saves_in_as_many_queries_for_three_items_as_for_all(
    applicant, django_assert_num_queries
):
    """The draft page stores every answer at once: the queries do not grow with the
    number of items answered, whether the answers are new or changed."""
    items = list(plans.required_items(make_project(applicant)))

    def save(draft, chosen, text):
        plans.draft_save(
            acting_user=applicant,
            submission=draft,
            answers={i.pk: (f"{text} {i.code}", []) for i in chosen},
        )

    few, many = draft_of(make_project(applicant)), draft_of(make_project(applicant))
    with CaptureQueriesContext(connection) as new_three:
        save(few, items[:3], "First")
    with CaptureQueriesContext(connection) as changed_three:
        save(few, items[:3], "Second")
    with django_assert_num_queries(len(new_three)):
        save(many, items, "First")
    with django_assert_num_queries(len(changed_three)):
        save(many, items, "Second")

    assert len(items) > 20
    assert sorted(ItemAnswer.objects.filter(submission=many).values_list("text", flat=True)) == (
        sorted(f"Second {i.code}" for i in items)
    )


def test_a_file_of_the_wrong_type_is_refused_and_the_answer_is_unchanged(applicant):
    draft = draft_of(make_project(applicant))
    item = ChecklistItem.objects.get(code="159-5B(1)(b)")
    plans.answer_save(acting_user=applicant, submission=draft, item=item, text="Before")

    with pytest.raises(
        ValidationError, match="‘map\\.pdf’ is named like a PDF but its content is a Windows p"
    ):
        plans.answer_save(
            acting_user=applicant,
            submission=draft,
            item=item,
            text="After",
            files=[SimpleUploadedFile("map.pdf", b"MZ\x90\x00" + b"\x00" * 100)],
        )

    assert ItemAnswer.objects.get(submission=draft, item=item).text == "Before"


def test_159_5b1d_more_than_five_acres_at_once_needs_a_phasing_justification(applicant):
    project = make_project(
        applicant,
        total_site_acres=D("40"),
        disturbed_acres=D("20"),
        max_disturbed_at_once_acres=D("8"),
    )
    draft = complete(draft_of(project), applicant)
    assert "phasing_justification" in codes(plans.missing(draft))

    draft = plans.contents_save(
        acting_user=applicant, submission=draft, phasing_justification="Two crews, one season."
    )

    assert "phasing_justification" not in codes(plans.missing(draft))


def test_159_5c_the_other_permits_must_be_assured(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant)
    draft = plans.contents_save(
        acting_user=applicant, submission=draft, other_permits_assured=False
    )

    assert "other_permits_assured" in codes(plans.missing(draft))


def test_159_4c_receipt_opens_the_45_day_clock_and_emails_a_receipt_with_the_due_date(
    applicant, smo
):
    draft = complete(draft_of(make_project(applicant)), applicant)

    with time_machine.travel(local(2026, 10, 12, 14, 30), tick=False):
        received = plans.submit(acting_user=applicant, submission=draft)
        drain_outbox()

    clock = clocks_for(received).get()
    assert received.state == Submission.State.RECEIVED
    assert received.received_at == local(2026, 10, 12, 14, 30)
    assert received.review_path == "4C"
    assert clock.rule_code == "swppp_decision"
    # The 45th day, Thanksgiving 2026-11-26, is a holiday: GCL § 25-a gives Friday.
    assert clock.due_date == date(2026, 11, 27)
    receipt = next(m for m in mail.outbox if m.to == [applicant.email])
    assert "Friday, November 27, 2026" in receipt.body
    assert "§ 159-4C" in receipt.body
    assert any(m.to == [smo.email] for m in mail.outbox)


def test_159_4b1_receipt_on_the_body_path_opens_the_recommendation_clock(applicant):
    draft = complete(draft_of(make_project(applicant, town_approval="planning_board")), applicant)

    received = plans.submit(acting_user=applicant, submission=draft)

    assert received.review_path == "4B"
    assert received.reviewing_body.kind == "planning_board"
    assert clocks_for(received).get().rule_code == "swppp_recommendation"


def test_a_received_version_can_no_longer_change(applicant):
    with time_machine.travel(local(2026, 11, 30, 10), tick=False):
        draft = complete(draft_of(make_project(applicant)), applicant)
        received = plans.submit(acting_user=applicant, submission=draft)

    with pytest.raises(
        ValidationError, match="Version 1 was received on November 30, 2026; it can no longe"
    ):
        plans.contents_save(acting_user=applicant, submission=received, other_permits="changed")


def test_159_4c_a_revision_is_a_new_version_answering_each_finding_with_a_new_clock(applicant, smo):
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    project = first.project

    revision = plans.revise(acting_user=applicant, project=project)

    assert revision.version == 2 and revision.state == Submission.State.DRAFT
    assert revision.answers.count() == first.answers.count()
    gaps = codes(plans.missing(revision))
    finding = first.findings.get(status="deficient")
    assert f"response-{finding.pk}" in gaps
    assert "professional_signature" in gaps  # the revised plan is signed anew (§ 159-5B(4))

    plans.responses_save(
        acting_user=applicant, submission=revision, responses={finding.pk: "Soil survey added."}
    )
    professional_signs(revision, applicant)
    received = plans.submit(acting_user=applicant, submission=revision)

    first.refresh_from_db()
    assert first.state == Submission.State.DISAPPROVED  # the earlier version is unchanged
    assert clocks_for(received).get().status == Deadline.Status.OPEN
    assert clocks_for(first).get().status == Deadline.Status.MET


def test_only_a_decided_swppp_needing_changes_can_be_revised(applicant, smo):
    approved = decided(smo, applicant, Outcome.APPROVE)
    with pytest.raises(
        ValidationError, match="A revision follows an approval with modifications or a disap"
    ):
        plans.revise(acting_user=applicant, project=approved.project)


def test_the_receipt_is_in_the_towns_time_zone_across_dst(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant)
    # 23:30 on Saturday 2026-03-07 EST: 45 days from March 7 is Tuesday April 21.
    with time_machine.travel(local(2026, 3, 7, 23, 30), tick=False):
        received = plans.submit(acting_user=applicant, submission=draft)

    assert received.received_at.astimezone(TOWN_TZ).date() == date(2026, 3, 7)
    assert clocks_for(received).get().due_date == date(2026, 4, 21)


def test_another_applicant_cannot_touch_a_draft(applicant, make_user):
    from django.core.exceptions import PermissionDenied

    draft = draft_of(make_project(applicant))
    intruder = make_user(Role.APPLICANT)
    with pytest.raises(PermissionDenied, match="Only the project's applicant may do this\\."):
        plans.contents_save(acting_user=intruder, submission=draft, other_permits="x")


def test_draft_save_checks_everything_before_storing_any_file(applicant, settings):
    from pathlib import Path

    draft = draft_of(make_project(applicant))
    b = ChecklistItem.objects.get(code="159-5B(1)(b)")
    c = ChecklistItem.objects.get(code="159-5B(1)(c)")

    with pytest.raises(ValidationError) as exc:
        plans.draft_save(
            acting_user=applicant,
            submission=draft,
            answers={
                b.pk: ("Map", [SimpleUploadedFile("map.pdf", PDF)]),
                c.pk: ("Soils", [SimpleUploadedFile("soils.pdf", b"MZ\x90\x00" + b"\x00" * 64)]),
            },
        )

    assert f"answer-{c.pk}" in exc.value.message_dict
    assert not ItemAnswer.objects.exists()
    media = Path(settings.MEDIA_ROOT)
    assert not media.exists() or not any(p.is_file() for p in media.rglob("*"))


def test_draft_save_refuses_an_item_outside_the_checklist(applicant):
    project = make_project(
        applicant,
        disturbed_acres=D("1.5"),
        max_disturbed_at_once_acres=D("1"),
        single_family_residence=True,
    )  # no Condition A, B or C: § 159-5B(3) items are not part of it
    post = ChecklistItem.objects.get(code="159-5B(3)(b)")

    with pytest.raises(ValidationError) as exc:
        plans.draft_save(
            acting_user=applicant, submission=draft_of(project), answers={post.pk: ("x", [])}
        )

    assert f"answer-{post.pk}" in exc.value.message_dict


def test_overlong_contents_are_a_field_error(applicant):
    draft = draft_of(make_project(applicant))
    with pytest.raises(ValidationError) as exc:
        plans.contents_save(acting_user=applicant, submission=draft, stormwater_facility="x" * 9)
    assert "stormwater_facility" in exc.value.message_dict
