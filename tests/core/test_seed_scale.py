"""`manage.py seed_scale` (issue 25, item 1), at a small size: the volumes it promises in
proportion, data as consistent as the demo's (tests/invariants.py), pages that work on
it, and never under production settings."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from illicit.models import Case, Entry, Report
from lockport_sw.deadlines.models import Deadline
from lockport_sw.registry.models import Party, Property
from swppp.models import Project, Submission
from tests import invariants

pytestmark = pytest.mark.django_db

SCALE = 0.001  # 100 parcels, 20 projects, 50 reports, 10 cases, 1,000 history rows


@pytest.fixture
def seeded(tmp_path):
    call_command("seed_scale", scale=SCALE, results=str(tmp_path))
    return tmp_path


def test_seed_scale_fills_each_volume_in_proportion(seeded):
    assert Property.objects.count() == 100
    assert Party.objects.count() == 100
    assert Property.history.count() == 1000
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


def test_seed_scale_data_passes_the_demos_invariants(seeded):
    assert invariants.problems() == []
    # Every clock's subject is a received SWPPP version with its own due date.
    for clock in Deadline.objects.all():
        assert isinstance(clock.subject, Submission)
        assert clock.due_at > clock.starts_at
        assert clock.reasoning


def test_the_invariants_catch_a_clock_without_its_subject(seeded):
    """They can fail: a clock whose subject is gone is reported."""
    clock = Deadline.objects.first()
    Deadline.objects.filter(pk=clock.pk).update(subject_id=10**9)

    assert invariants.problems() == ["1 clock(s) on a missing Submission"]


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
