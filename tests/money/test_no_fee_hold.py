"""Issue 46, item 7 (§ 159-8A(2), § 159-8D): Chapter 159 makes no fee a condition of final
acceptance. A fee left unpaid is owed, shown on the project's money and reminded to the
payer; it never holds final acceptance, and nothing lets the Town set such a hold."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.urls import NoReverseMatch, reverse

from inspections.models import FinalAcceptance
from inspections.services import after_construction as ac
from money.selectors import past_due
from money.services import invoices
from tests.enforcement.factories import local
from tests.inspections.factories import ONE_MILESTONE, approved_project, construction_done
from tests.money.factories import adopt

pytestmark = pytest.mark.django_db

ACCEPT_ON = date(2026, 6, 15)


def at(day: date, hour: int = 10):
    return time_machine.travel(local(day.year, day.month, day.day, hour), tick=False)


def test_159_8A_2_final_acceptance_is_not_refused_for_an_unpaid_fee_which_stays_owed(
    board, clerk, smo, applicant, client
):
    with at(date(2026, 1, 20)):
        adopt(clerk)
    with at(date(2026, 3, 2)):
        project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
        invoices.invoice_issue(acting_user=smo, project=project)  # the review fee, due April 1
    with at(ACCEPT_ON):
        construction_done(smo, applicant, project)
    owed = past_due(project, ACCEPT_ON)
    assert owed > 0

    with at(ACCEPT_ON, 11):
        assert ac.final_acceptance_missing(project) == []
    with at(ACCEPT_ON, 14):
        accepted = ac.final_acceptance_record(
            acting_user=smo, subject=project, accepted_on=ACCEPT_ON
        )
    assert accepted.accepted_on == ACCEPT_ON
    assert FinalAcceptance.objects.filter(subject_id=project.pk).exists()

    # The fee is still owed, and shown as owed on the project's money.
    assert past_due(project, ACCEPT_ON) == owed
    client.force_login(smo)
    with at(ACCEPT_ON, 15):
        page = client.get(reverse("money:project", args=[project.pk]))
    assert page.status_code == 200
    assert "$250.00 past due" in page.content.decode()


def test_159_8A_2_no_town_setting_holds_final_acceptance_for_a_fee():
    with pytest.raises(NoReverseMatch, match="hold_policy"):
        reverse("money:hold_policy")
    from money import models

    assert not hasattr(models, "FeeHoldPolicy")
