"""Stop-work orders (§ 159-8C(2))."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError

from enforcement import selectors
from enforcement.models import StopWorkOrder
from enforcement.services import orders
from tests.enforcement.factories import local, make_violation, order_served, respondent_party
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

    order_served(smo, order)
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

    order_served(smo, order)
    orders.order_lift(
        acting_user=smo, order=order, compliance_finding="Fixed.", confirming_evidence="Visit"
    )
    client.force_login(applicant)
    page = client.get(project.get_absolute_url()).content.decode()
    assert "in effect</strong>" not in page
    assert f"Stop-work order {order.number} lifted" in page  # on the project's timeline


def test_159_8C_2_a_stop_work_order_cannot_be_lifted_before_it_was_served(smo, client):
    """Issue 43, item 11: an order not yet served on its party is not lifted: refused
    with a message, on the page too. Mailed, not yet delivered, is not served."""
    from enforcement.models import ServiceRecord
    from enforcement.services import notices

    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        violation = make_violation(smo, chapter="159", started_on=date(2026, 5, 1))
        order = orders.order_issue(
            acting_user=smo, violation=violation, reasons="Sediment.", work_allowed="Silt fence."
        )
        notices.service_record(
            acting_user=smo,
            document=order.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9407111898765432101234",
            mailed_on=date(2026, 5, 4),
        )
        with pytest.raises(ValidationError, match="has not been served on"):
            orders.order_lift(
                acting_user=smo, order=order, compliance_finding="Fixed.", confirming_evidence="V"
            )
        client.force_login(smo)
        page = client.post(
            f"/enforcement/orders/{order.number}/lift/",
            {"compliance_finding": "Fixed.", "confirming_evidence": "Visit"},
        )
    assert page.status_code == 200
    assert "an order is lifted only after it was served" in page.content.decode()
    order.refresh_from_db()
    assert order.in_effect
    with time_machine.travel(local(2026, 5, 5, 10, 0), tick=False):
        order_served(smo, order)
        lifted = orders.order_lift(
            acting_user=smo, order=order, compliance_finding="Fixed.", confirming_evidence="V"
        )
    assert lifted.state == StopWorkOrder.State.LIFTED


def test_159_8C_2_the_order_goes_to_its_party_with_copies_to_the_landowners_and_developer(
    smo, applicant
):
    """Issue 43, item 11: the stop-work order goes to the party it names, with copies to
    the landowners of record and the developer, printed on it and told to each."""
    from lockport_sw.notifications.models import Notification
    from lockport_sw.registry.services import ownership_record
    from tests.pdf_checks import text as pdf_text
    from tests.swppp.factories import make_project

    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        project = make_project(applicant)
        owner = respondent_party(name="Olive Owner", email="olive@example.org")
        ownership_record(
            acting_user=smo,
            parcel=project.parcel,
            party=owner,
            acquired_on=date(2019, 3, 1),
            source="Deed",
        )
        developer = respondent_party(name="Dana Developer LLC", email="dana@example.org")
        type(project).objects.filter(pk=project.pk).update(developer_party=developer)
        project.refresh_from_db()
        violation = make_violation(
            smo,
            chapter="159",
            party=project.applicant_party,
            parcel=project.parcel,
            subject=project,
            subject_label=project.label,
            started_on=date(2026, 5, 1),
        )
        order = orders.order_issue(
            acting_user=smo, violation=violation, reasons="Sediment.", work_allowed="Silt fence."
        )

    assert order.addressee == project.applicant_party
    assert [(e["name"], e["role"]) for e in order.copies] == [
        ("Olive Owner", "landowner of record"),
        ("Dana Developer LLC", "developer"),
    ]
    assert set(order.copied_to.all()) == {owner, developer}
    with order.document.file.open("rb") as fh:
        printed = " ".join(pdf_text(fh.read()).split())
    assert "Copies to: Olive Owner (landowner of record)" in printed
    assert "Dana Developer LLC (developer)" in printed
    told = Notification.objects.filter(event_key__startswith=f"order:{order.pk}:copy:")
    assert told.count() == 2
