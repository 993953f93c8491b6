"""Issue 46, item 7 (§ 159-4A(2)): the SMO engages an outside engineer only "upon approval
by the Town Board". The approval is a recorded act of the Board: its resolution, date
and the vote of each member (GCL § 41), recorded by a Board member or the Clerk, never
free text; the engagement and the engineer's invoices wait for it."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.bodies.services import votes_of
from money.models import Entry, Service
from money.services import fees
from swppp.services import engineer, review
from tests.enforcement.factories import local
from tests.money.factories import D, adopt
from tests.seats import seat, votes
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

ENGINEER = "Dana Reyes, PE, license no. 081234"
ADOPTED = date(2026, 2, 3)


@pytest.fixture
def seated(make_user):
    member = make_user(Role.TOWN_BOARD, full_name="Bo Ardley")
    seat("town_board", [member], members=5)
    return member


def _approve(user, project, **changes):
    return engineer.engineer_approval_record(
        acting_user=user,
        **{
            "project": project,
            "engineer": ENGINEER,
            "resolution": "2026-21",
            "adopted_on": ADOPTED,
            "votes": votes(on=ADOPTED),
            **changes,
        },
    )


def test_159_4A_2_the_boards_approval_is_a_resolution_recorded_with_its_vote(
    seated, make_user, smo, applicant
):
    clerk = make_user(Role.CLERK)
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = submitted(applicant).project
        with pytest.raises(PermissionDenied, match="Town Board approves"):
            _approve(smo, project)
        with pytest.raises(ValidationError, match="majority") as refused:
            _approve(clerk, project, votes=votes(on=ADOPTED, for_=2, against=3))
        assert engineer.approval_of(project) is None
        with pytest.raises(ValidationError, match="six-digit"):
            _approve(clerk, project, engineer="Dana Reyes, PE")
        approval = _approve(clerk, project)
    assert refused.value.message_dict
    assert approval.citation == (
        "Town Board Resolution No. 2026-21 of February 3, 2026 (§ 159-4A(2))"
    )
    recorded = votes_of(approval)
    assert len(recorded) == 5
    assert sorted(v.choice for v in recorded).count("for") == 3
    with pytest.raises(ValidationError, match="already recorded"):
        _approve(clerk, project)


def test_159_4A_2_the_smo_engages_only_the_engineer_the_board_approved(
    seated, make_user, smo, applicant
):
    submission = submitted(applicant)
    with pytest.raises(ValidationError, match="no Board resolution approving one is recorded"):
        review.review_options_save(
            acting_user=smo, submission=submission, outside_engineer=ENGINEER
        )
    approval = _approve(make_user(Role.CLERK), submission.project)
    with pytest.raises(ValidationError, match="not this engineer"):
        review.review_options_save(
            acting_user=smo, submission=submission, outside_engineer="Lee Park, PE 099999"
        )
    saved = review.review_options_save(
        acting_user=smo, submission=submission, outside_engineer=ENGINEER
    )
    assert saved.outside_engineer_board_approval == approval.citation


def test_159_4A_2_the_engineers_invoice_is_not_charged_before_the_boards_approval(
    seated, make_user, smo, applicant
):
    clerk = make_user(Role.CLERK)
    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = submitted(applicant).project
        invoice = {
            "acting_user": smo,
            "project": project,
            "engineer": "Erie Engineering PC",
            "invoice_number": "E-101",
            "amount": D("400"),
            "dated": date(2026, 3, 2),
        }
        with pytest.raises(ValidationError, match="only upon approval by the Town Board"):
            fees.engineer_invoice_record(**invoice)
        assert not Entry.objects.filter(project=project, service=Service.ENGINEER).exists()
        _approve(clerk, project)
        fees.engineer_invoice_record(**invoice)
    assert Entry.objects.filter(project=project, service=Service.ENGINEER).count() == 1


def test_159_4A_2_a_board_member_records_the_approval_on_its_page(client, seated, applicant):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = submitted(applicant).project
        url = reverse("swppp:engineer_approval", args=[project.pk])
        client.force_login(seated)
        typed = {
            "engineer": ENGINEER,
            "resolution": "2026-21",
            "adopted_on": ADOPTED.isoformat(),
            **{f"vote_{pk}": choice for pk, choice in votes(on=ADOPTED).items()},
        }
        refused = client.post(url, {**typed, "resolution": ""})
        assert refused.status_code == 200
        assert f'value="{ENGINEER}"' in refused.content.decode()
        done = client.post(url, typed)
        assert done.status_code == 302
    approval = engineer.approval_of(project)
    assert approval.resolution == "2026-21" and len(votes_of(approval)) == 5


def test_159_4A_2_the_approval_page_costs_the_same_queries_at_one_and_many(
    client, seated, make_user, applicant
):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    clerk = make_user(Role.CLERK)
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = submitted(applicant).project
        url = reverse("swppp:engineer_approval", args=[project.pk])
        client.force_login(clerk)
        _approve(clerk, project)
        client.get(url)

        def count() -> int:
            with CaptureQueriesContext(connection) as queries:
                assert client.get(url).status_code == 200
            return len(queries.captured_queries)

        one = count()
        for n in range(2, 6):
            _approve(clerk, project, resolution=f"2026-2{n}")
        assert count() == one
