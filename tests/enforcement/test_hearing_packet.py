"""The hearing packet a body can decide on (issue 18, item 9; § 158-12): the case's
investigation log (site visits, dye tests, samples and laboratory results) with its
photos embedded as images and captioned, the notice and its service, the appeal's
grounds and files, the notices of hearing, and the timeline oldest first with its
dates in words; prepared for the body and signed by the Municipal Clerk."""

from datetime import date
from io import BytesIO

import pytest
import time_machine
from django.urls import reverse
from pypdf import PdfReader

from enforcement.models import ServiceRecord
from enforcement.services import appeals, notices
from illicit.services import cases
from tests.enforcement.factories import issue, local, respondent_party, schedule_hearing
from tests.illicit.world import case as open_case
from tests.illicit.world import photo
from tests.pdf_checks import check_letter

pytestmark = pytest.mark.django_db


def test_158_12_the_hearing_packet_holds_the_investigation_with_its_photos(
    smo, board, clerk, respondent, client, tmp_path
):
    with time_machine.travel(local(2026, 2, 24, 9, 0), tick=False):
        case = open_case(smo)
        cases.entry_add(
            acting_user=smo,
            case=case,
            kind="site_visit",
            at=local(2026, 2, 24, 8, 30),
            notes="Gray water running from a pipe into the roadside ditch.",
            files=[photo("ditch.png")],
        )
    with time_machine.travel(local(2026, 2, 26, 15, 0), tick=False):
        cases.entry_add(
            acting_user=smo,
            case=case,
            kind="dye_test",
            at=local(2026, 2, 26, 14, 0),
            notes="Green dye poured into the wash bay floor drain.",
            dye_result="In the ditch outfall after four minutes",
        )
        cases.entry_add(
            acting_user=smo,
            case=case,
            kind="sample",
            at=local(2026, 2, 26, 14, 30),
            notes="Grab sample at the outfall.",
            sample_point="Ditch outfall at the culvert",
            laboratory="Niagara Labs",
            lab_result="Surfactants 4.1 mg/L",
        )
        violation = cases.case_violation_record(
            acting_user=smo, case=case, party=respondent, started_on=date(2026, 2, 24)
        )
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, violation, deadline=date(2026, 3, 31))
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=local(2026, 3, 2, 10, 0),
        )
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(
            acting_user=respondent.user,
            notice=notice,
            grounds="The water came from a hydrant flush.",
            files=[photo("hydrant.png")],
        )
        schedule_hearing(board, appeal, local(2026, 3, 26, 19))

    client.force_login(board)
    with time_machine.travel(local(2026, 3, 20, 9, 0), tick=False):
        data = client.get(reverse("enforcement:hearing_packet", args=[appeal.reference])).content

    content, _ = check_letter(data, tmp_path, ["Prepared for the Town Board", "Clara Lee"])
    flat = " ".join(content.split())
    # The investigation log, in the words of the record.
    assert "Gray water running from a pipe into the roadside ditch." in flat
    assert "Where the dye came out: In the ditch outfall after four minutes" in flat
    assert "Laboratory result: Surfactants 4.1 mg/L" in flat
    # Photos embedded as images (the site visit's and the appeal's), with captions.
    images = sum(len(page.images) for page in PdfReader(BytesIO(data)).pages)
    assert images >= 2
    assert "(ditch.png)" in flat and "hydrant.png" in flat
    # The notice and its service; the grounds; the notice of hearing.
    assert "Personal delivery on March 2, 2026 by Ines Park" in flat
    assert "The water came from a hydrant flush." in flat
    assert appeal.hearing_notices.get().document.number in flat
    # Oldest first, in words.
    timeline = flat[flat.index("Timeline, oldest first") :]
    assert timeline.index("February 26, 2026") < timeline.index("March 10, 2026")
    assert timeline.index("Issued notice of violation") < timeline.index(
        "served on Rita Respondent by personal"
    )
    assert "2026-03-" not in flat
    # Prepared for the body, signed by the Clerk.
    assert "Clara Lee Municipal Clerk" in flat


def test_the_packet_shows_a_paper_appellants_mailed_notice_of_hearing(smo, board, clerk):
    paper = respondent_party(name="Paul Paper")
    from tests.enforcement.factories import make_violation

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=paper), deadline=date(2026, 3, 31))
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk, notice=notice, received_on=date(2026, 3, 10), grounds="Letter."
        )
        appeal = schedule_hearing(board, appeal, local(2026, 3, 26, 19), serve=False)
        notices.service_record(
            acting_user=clerk,
            document=appeal.notice_of_hearing().document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=date(2026, 3, 10),
        )
    from enforcement import selectors

    record = selectors.hearing_packet_record(appeal)
    (sent,) = record["hearing_notices"]
    assert [s.method for s in sent.document.service_records.all()] == ["certified_mail"]
    assert record["clerk"] == clerk
