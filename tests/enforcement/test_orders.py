"""Stop-work orders (§ 159-8C(2))."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError

from enforcement import selectors
from enforcement.models import StopWorkOrder
from enforcement.services import orders
from tests.enforcement.factories import local, make_violation
from tests.factories import PropertyFactory

pytestmark = pytest.mark.django_db


@time_machine.travel(local(2026, 5, 4, 10, 0), tick=False)
def test_159_8c2_an_order_stops_all_work_but_what_addresses_the_violation_until_lifted(smo):
    parcel = PropertyFactory()
    violation = make_violation(smo, chapter="159", parcel=parcel, subject=parcel)

    with pytest.raises(ValidationError) as refused:
        orders.order_issue(acting_user=smo, violation=violation, reasons="", work_allowed="")
    assert (
        "only what addresses the violations (§ 159-8C(2))"
        in (refused.value.message_dict["work_allowed"][0])
    )

    order = orders.order_issue(
        acting_user=smo,
        violation=violation,
        reasons="Sediment leaving the site.",
        work_allowed="Stabilization and silt fence repair.",
    )
    assert list(selectors.orders_in_effect(parcel)) == [order]
    assert order.document.kind == "SWO"

    with pytest.raises(ValidationError) as refused:
        orders.order_lift(
            acting_user=smo, order=order, compliance_finding="", confirming_evidence=""
        )
    assert set(refused.value.message_dict) == {"compliance_finding", "confirming_evidence"}

    lifted = orders.order_lift(
        acting_user=smo,
        order=order,
        compliance_finding="Silt fence reinstalled; road swept.",
        confirming_evidence="Inspection of May 4, 2026",
    )
    assert lifted.state == StopWorkOrder.State.LIFTED
    assert lifted.lift_document.kind == "SWO-LIFT"
    assert not selectors.orders_in_effect(parcel).exists()


@time_machine.travel(local(2026, 5, 4, 10, 0), tick=False)
def test_159_8c2_chapter_158_provides_no_stop_work_order(smo):
    violation = make_violation(smo, chapter="158", started_on=date(2026, 5, 1))

    with pytest.raises(ValidationError, match="Chapter 158 provides no stop-work order"):
        orders.order_issue(acting_user=smo, violation=violation, reasons="x", work_allowed="y")


def test_159_8c2_the_project_page_shows_an_order_in_effect_to_everyone_who_sees_it(smo, client):
    from django.utils import timezone

    from lockport_sw.accounts.roles import Role
    from tests.enforcement.factories import ADDRESS, staff
    from tests.swppp.factories import make_project

    applicant = staff(Role.APPLICANT)
    project = make_project(applicant)
    party = project.applicant_party
    for field, value in ADDRESS.items():
        setattr(party, field, value)
    party.save()
    violation = make_violation(
        smo,
        chapter="159",
        party=party,
        parcel=project.parcel,
        subject=project,
        started_on=timezone.localdate(),
    )
    order = orders.order_issue(
        acting_user=smo, violation=violation, reasons="Sediment.", work_allowed="Stabilization."
    )

    client.force_login(applicant)
    page = client.get(project.get_absolute_url()).content.decode()
    assert (
        f'Stop-work order <a href="{order.get_absolute_url()}">{order.number}</a> in effect' in page
    )
    client.force_login(smo)
    page = client.get(project.get_absolute_url()).content.decode()
    assert order.number in page and violation.reference in page and "Record a violation" in page

    orders.order_lift(
        acting_user=smo, order=order, compliance_finding="Fixed.", confirming_evidence="Visit"
    )
    client.force_login(applicant)
    page = client.get(project.get_absolute_url()).content.decode()
    assert "in effect</strong>" not in page
    assert f"Stop-work order {order.number} lifted" in page  # on the project's timeline
