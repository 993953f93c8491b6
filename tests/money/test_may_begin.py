"""Issue 46, item 7 (§ 159-8B(1), (2)): where the Town requires a guarantee "prior to
construction", no contractor is told it may begin, on its message or the project's page,
until that guarantee is accepted."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
import time_machine

from lockport_sw.notifications.models import Notification
from money.models import Purpose
from money.services import guarantees
from swppp.services import contractors
from tests.enforcement.factories import local
from tests.inspections.factories import ONE_MILESTONE, approved_project
from tests.money.factories import D, letter_of_credit
from tests.swppp.test_contractors import SIGNATURE

pytestmark = pytest.mark.django_db

DAY = date(2026, 3, 2)


def _sign(applicant, project, email):
    invitation = contractors.contractor_identify(
        acting_user=applicant,
        project=project,
        firm_name="Niagara Earthworks Inc.",
        role="contractor",
        responsibility="Clearing, grading and the wet pond",
        email=email,
    )
    signed = contractors.certification_sign(invitation=invitation, agree=True, **SIGNATURE)
    return Notification.objects.get(event_key=f"swppp:certification:{signed.pk}").body


def test_159_8B_1_no_contractor_is_told_it_may_begin_before_the_required_guarantee_is_accepted(
    smo, applicant, client
):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = approved_project(smo, applicant, milestones=ONE_MILESTONE)
        assert "may now begin its work" in contractors.when_work_may_begin(project, "A firm")
        requirement = guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("48000"),
            basis="Final design plans: pond, swales and landscaping.",
        )
        told = _sign(applicant, project, "one@earthworks.example")
        assert "may now begin" not in told
        assert "may not begin its work yet" in told
        assert "before construction (§ 159-8B(1))" in told
        assert "none is posted yet. Post it on the project's money page" in told
        client.force_login(applicant)
        page = " ".join(client.get(project.get_absolute_url()).content.decode().split())
        assert "construction may not begin yet" in page
        assert "land development activity may begin from that day" not in page

        loc = letter_of_credit(
            applicant, requirement, effective_on=DAY, expires_on=DAY + timedelta(days=1460)
        )
        posted = contractors.when_work_may_begin(project, "Niagara Earthworks Inc.")
        assert "the one posted waits for the Stormwater Management Officer to accept it" in posted
        assert "may now begin" not in posted

        guarantees.guarantee_accept(acting_user=smo, guarantee=loc)
        told = _sign(applicant, project, "two@earthworks.example")
        assert "may now begin its work: version 1 of the SWPPP was approved on" in told
        page = " ".join(client.get(project.get_absolute_url()).content.decode().split())
        assert "land development activity may begin from that day" in page
