"""Issue 20, item 3 (§ 159-8D fees): whether an unpaid fee holds final acceptance is a
Town setting, default "no hold", shown as the Town's policy and never as statute."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from inspections.models import FinalAcceptance
from inspections.services import after_construction as ac
from money.models import FeeHoldPolicy
from money.selectors import past_due
from money.services import fees, hold, invoices, payments
from tests.enforcement.factories import local
from tests.inspections.factories import ONE_MILESTONE, approved_project, construction_done
from tests.money.factories import D, adopt

pytestmark = pytest.mark.django_db

ACCEPT_ON = date(2026, 6, 15)


def at(day: date, hour: int = 10):
    return time_machine.travel(local(day.year, day.month, day.day, hour), tick=False)


@pytest.fixture
def schedule(board, clerk):
    with at(date(2026, 1, 20)):
        return adopt(clerk)


def _owing_and_built(smo, applicant):
    """A project with an invoice due April 1 (past due by June) and as-built plans the
    SMO accepted: everything final acceptance needs under § 159-8A(2)."""
    with at(date(2026, 3, 2)):
        project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
        fees.engineer_invoice_record(
            acting_user=smo,
            project=project,
            engineer="Erie Engineering PC",
            invoice_number="E-101",
            amount=D("400"),
            dated=date(2026, 3, 2),
        )
        invoices.invoice_issue(acting_user=smo, project=project)
    with at(ACCEPT_ON):
        construction_done(smo, applicant, project)
    assert past_due(project, ACCEPT_ON) > 0
    return project


def _accept(smo, project):
    with at(ACCEPT_ON, 14):
        return ac.final_acceptance_record(acting_user=smo, subject=project, accepted_on=ACCEPT_ON)


def _hold(clerk, holds=True):
    with at(date(2026, 5, 5)):
        return hold.hold_policy_set(
            acting_user=clerk, holds=holds, resolution="2026-30", adopted_on=date(2026, 5, 4)
        )


def test_159_8d_town_policy_default_no_hold_final_acceptance_allowed_with_a_balance_past_due(
    schedule, smo, applicant
):
    project = _owing_and_built(smo, applicant)
    assert hold.hold_policy() is None
    assert _accept(smo, project).accepted_on == ACCEPT_ON
    assert hold.hold_policy_summary().startswith("No hold")


def test_159_8d_town_policy_hold_refuses_final_acceptance_as_the_towns_policy_not_statute(
    schedule, smo, clerk, applicant
):
    project = _owing_and_built(smo, applicant)
    _hold(clerk)
    with pytest.raises(ValidationError) as refused:
        _accept(smo, project)
    reason = " ".join(refused.value.messages)
    assert "Town's policy" in reason
    assert "Town Board Resolution No. 2026-30 of May 4, 2026" in reason
    assert "not by Chapter 159" in reason
    assert "$650.00 past due" in reason  # the review fee and the engineer's invoice
    assert "§" not in reason  # never presented as a section of the statute
    assert not FinalAcceptance.objects.filter(subject_id=project.pk).exists()

    with at(ACCEPT_ON, 12):
        payments.payment_record(
            acting_user=clerk,
            project=project,
            amount=D("650.00"),
            method="check",
            reference="1041",
            received_on=ACCEPT_ON,
        )
    assert _accept(smo, project).accepted_on == ACCEPT_ON  # paid: allowed


def test_159_8d_town_policy_set_back_to_no_hold_allows_final_acceptance(
    schedule, smo, clerk, applicant
):
    project = _owing_and_built(smo, applicant)
    _hold(clerk)
    _hold(clerk, holds=False)
    assert {h.holds for h in FeeHoldPolicy.history.all()} == {True, False}
    assert hold.hold_policy().holds is False
    assert _accept(smo, project)
    assert "Resolution No. 2026-30" in hold.hold_policy_summary()


def test_159_8d_town_policy_is_the_boards_resolution_recorded_not_the_smos(smo, clerk):
    with pytest.raises(PermissionDenied, match="The Town Board sets this policy"):
        hold.hold_policy_set(
            acting_user=smo, holds=True, resolution="2026-30", adopted_on=date(2026, 5, 4)
        )
    with at(date(2026, 5, 5)), pytest.raises(ValidationError) as refused:
        hold.hold_policy_set(acting_user=clerk, holds=True, resolution="", adopted_on=None)
    assert set(refused.value.message_dict) == {"resolution", "adopted_on"}
    assert hold.hold_policy() is None


def test_159_8d_town_policy_listed_with_the_towns_policies_and_its_page_keeps_what_was_typed(
    client, clerk
):
    client.force_login(clerk)
    listed = client.get(reverse("deadlines:policies")).content.decode()
    assert "Whether an unpaid fee holds final acceptance" in listed
    assert "Town policy: Chapter 159 makes no fee a condition" in listed
    assert reverse("money:hold_policy") in listed
    with at(date(2026, 5, 5)):
        page = client.post(reverse("money:hold_policy"), {"holds": "yes", "resolution": "2026-30"})
    html = page.content.decode()
    assert page.status_code == 200
    assert "data-error-summary" in html
    assert 'value="2026-30"' in html
    assert "checked" in html
    assert hold.hold_policy() is None
    with at(date(2026, 5, 5)):
        saved = client.post(
            reverse("money:hold_policy"),
            {"holds": "yes", "resolution": "2026-30", "adopted_on": "2026-05-04"},
        )
    assert saved.status_code == 302
    assert hold.hold_policy().holds is True
