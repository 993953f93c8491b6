"""`manage.py seed_scale` (issue 25, item 1), at a small size: the volumes it promises in
proportion, data as consistent as the demo's (tests/invariants.py), pages that work on
it, and never under production settings."""

from __future__ import annotations

from datetime import date

import pytest
from django.core.management import CommandError, call_command

from enforcement.models import Appeal, NoticeOfViolation, Violation
from illicit.models import Case, Entry, Report
from inspections.models import Inspection, Photo, SiteLog, StormEvent
from lockport_sw.deadlines.models import Deadline
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.registry.models import Ownership, Party, Property
from lockport_sw.registry.selectors import landowners_of_record
from swppp.models import Project, Submission
from tests import invariants

pytestmark = pytest.mark.django_db

SCALE = 0.001  # 100 parcels, 20 projects, 50 reports, 10 cases, 20 violations,
# 1,000 history rows, 200 open clocks


@pytest.fixture
def seeded(tmp_path):
    call_command("seed_scale", scale=SCALE, results=str(tmp_path))
    return tmp_path


def test_seed_scale_fills_each_volume_in_proportion(seeded):
    assert Property.objects.count() == 100
    assert Party.objects.count() == 100
    assert Property.history.count() == 1000
    # Each parcel's owner is its landowner of record.
    assert Ownership.objects.count() == 100
    parcel = Property.objects.first()
    assert landowners_of_record(parcel, date.today()) == [parcel.ownerships.get().party]
    assert Project.objects.count() == 20
    assert Case.objects.count() == 10
    # A site visit, then a sample once confirmed, the follow-up visit once verified.
    for case in Case.objects.all():
        kinds = set(case.entries.values_list("kind", flat=True))
        assert Entry.Kind.SITE_VISIT in kinds
        assert (Entry.Kind.SAMPLE in kinds) == (case.confirmed_at is not None)
        assert (Entry.Kind.FOLLOW_UP in kinds) == (case.state == Case.State.VERIFIED)
    assert Report.objects.count() == 50
    # The newest tenth of projects wait for the SMO's decision, each with its clock.
    received = Submission.objects.filter(state=Submission.State.RECEIVED)
    assert received.count() == 2
    assert Deadline.objects.filter(rule_code="swppp_decision", status="open").count() == 2
    assert Submission.objects.filter(version=2).count() == 6  # every third decided one
    assert "| parcels | 100 |" in (seeded / "seed_scale.md").read_text()


def test_seed_scale_records_violations_notices_appeals_photos_and_open_clocks(seeded):
    assert Violation.objects.count() == 20
    assert set(Violation.objects.values_list("chapter", flat=True)) == {"158", "159"}
    assert NoticeOfViolation.objects.count() == 20
    assert Appeal.objects.count() == 4  # every fifth notice
    # The newest tenth continue: their notices are current, each with its deadline's clock.
    current = NoticeOfViolation.objects.filter(state__in=NoticeOfViolation.CURRENT)
    assert current.count() == 2
    for notice in current:
        assert notice.violation.continuing
        assert clocks_for(notice).filter(rule_code__endswith="_remediation").count() == 1
    # Every notice's document is a stored PDF that verifies against its recorded hash.
    document = NoticeOfViolation.objects.first().document
    assert document.verify()
    with document.file.open("rb") as fh:
        assert fh.read(5) == b"%PDF-"
    # Each inspection has its photo (every fourth a second), each photo its upload.
    assert Photo.objects.count() == Inspection.objects.count() + len(
        [pk for pk in Inspection.objects.values_list("pk", flat=True) if pk % 4 == 0]
    )
    assert Photo.objects.first().upload.verify()
    assert Deadline.objects.filter(status=Deadline.Status.OPEN).count() == 200


def test_seed_scale_data_passes_the_demos_invariants(seeded):
    assert invariants.problems() == []
    # Every clock's subject is a record its rule is about, with its own due date.
    about = {
        "swppp_decision": Submission,
        "nov158_remediation": NoticeOfViolation,
        "nov159_remediation": NoticeOfViolation,
        "nov158_appeal": NoticeOfViolation,
        "appeal_hearing": Appeal,
        "nov159_appeal_hearing": Appeal,
        "site_inspection_weekly": SiteLog,
        "storm_inspection": StormEvent,
    }
    for clock in Deadline.objects.all():
        assert isinstance(clock.subject, about[clock.rule_code]), clock
        assert clock.due_at > clock.starts_at
        assert clock.reasoning


def test_the_invariants_catch_a_clock_without_its_subject(seeded):
    """They can fail: a clock whose subject is gone is reported."""
    clock = Deadline.objects.filter(rule_code="swppp_decision").first()
    Deadline.objects.filter(pk=clock.pk).update(subject_id=10**9)

    assert invariants.problems() == ["1 clock(s) on a missing Submission"]


def test_the_invariants_catch_a_notice_without_its_addressee(seeded):
    NoticeOfViolation.objects.filter(pk=NoticeOfViolation.objects.first().pk).update(
        addressee_address=""
    )

    assert invariants.problems() == ["1 notice(s) without an addressee's name and address"]


def test_the_invariants_catch_an_inspection_of_a_missing_record_and_a_stale_history(seeded):
    """Each check is a database query (tests/invariants.py); these two read a generic
    relation and the property's latest history row."""
    inspection = Inspection.objects.first()
    subject = inspection.subject_type.model_class()
    Inspection.objects.filter(pk=inspection.pk).update(subject_id=10**9)
    parcel = Property.objects.last()
    # An update writes no history row: the property no longer stands where its history ends.
    Property.objects.filter(pk=parcel.pk).update(land_use_note="Rezoned, unrecorded")

    assert invariants.problems() == [
        f"an inspection of a missing {subject.__name__}",
        f"property {parcel.pk}: its history ends elsewhere than it stands",
    ]


def test_staff_pages_work_on_scale_data(seeded, client):
    from lockport_sw.accounts.models import User
    from lockport_sw.accounts.services import mfa_enroll_totp
    from tests.factories import TOTP_SECRET

    smo = User.objects.get(email="scale-smo@lockport.example")
    mfa_enroll_totp(user=smo, secret=TOTP_SECRET)  # staff pages need the second factor
    client.force_login(smo)
    project = Project.objects.filter(submissions__state=Submission.State.RECEIVED).first()
    urls = ["/clocks/", Case.objects.first().get_absolute_url(), project.get_absolute_url()]
    urls.append(Report.objects.filter(state=Report.State.NEW).first().get_absolute_url())
    for url in urls:
        assert client.get(url).status_code == 200, url


def test_seed_scale_is_refused_under_production_settings(settings, tmp_path):
    settings.DEMO_DATA_ALLOWED = False

    with pytest.raises(CommandError, match="not allowed with these settings"):
        call_command("seed_scale", scale=SCALE, results=str(tmp_path))
    assert not Property.objects.exists()


def test_seed_scale_refuses_a_database_that_already_has_it(seeded, tmp_path):
    with pytest.raises(CommandError, match="already holds scale data"):
        call_command("seed_scale", scale=SCALE, results=str(tmp_path))


def test_seed_scale_places_a_countys_history_without_overflow():
    """Issue 44: at ``--scale 1`` the registry spreads 900,000 changes over nine years;
    multiplying the span by the row count before dividing overflowed timedelta
    (``days=1000000723``). ``along`` takes the fraction first, as every chapter's scale
    data now does."""
    from datetime import timedelta

    from lockport_sw.core.spans import YEARS_10, along

    span = YEARS_10 - timedelta(days=365)
    assert along(span, 900_000, 900_000) == span
    assert along(span, 450_000, 900_000) == span / 2
    assert along(span, 0, 900_000) == timedelta(0)
