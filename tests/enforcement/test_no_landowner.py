"""Issue 43, item 9: Chapter 159 addresses the landowner (§ 159-8C(1), (5), (6)). Where
the registry records no landowner of record, the notice of violation, the notice to
restore and the occupancy hold are refused, not given to whoever was chosen in the
owner's place; staff record the owner by hand from the deed (liber and page, or the
instrument number), kept in the history; and the cost of the Town's work is no lien on
an owner never given notice."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from enforcement.models import NoticeOfViolation, OccupancyHold, ServedLetter, ServiceRecord
from enforcement.services import corrective, notices, remedies
from lockport_sw.accounts.roles import Role
from lockport_sw.registry.models import Ownership
from lockport_sw.registry.services import (
    ownership_end,
    ownership_record,
    ownership_record_from_deed,
)
from tests.enforcement.factories import issue, local, make_violation, respondent_party
from tests.factories import PropertyFactory, UserFactory

pytestmark = pytest.mark.django_db


def _serve(smo, document, at):
    with time_machine.travel(at, tick=False):
        notices.service_record(
            acting_user=smo,
            document=document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Sam Officer",
            served_at=at,
        )


def _ownerless_violation(smo):
    parcel = PropertyFactory(street_address="77 Back Lot Road")
    return make_violation(smo, chapter="159", parcel=parcel, party=respondent_party())


def test_159_8C1_no_notice_of_violation_without_a_landowner_of_record(smo):
    violation = _ownerless_violation(smo)
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        with pytest.raises(ValidationError) as refused:
            issue(smo, violation, deadline=date(2026, 3, 30))
        message = " ".join(refused.value.messages)
        assert "records no landowner of record of 77 Back Lot Road" in message
        assert "Record the owner from the deed" in message and "§ 159-8C(1)" in message
        assert not NoticeOfViolation.objects.exists() and not ServedLetter.objects.exists()
        # Recorded from the deed, the owner is the one the notice goes to.
        owner = respondent_party(name="Owen Deedholder")
        ownership_record_from_deed(
            acting_user=smo,
            parcel=violation.parcel,
            party=owner,
            acquired_on=date(2018, 5, 1),
            liber="3512",
            page="211",
        )
        notice = issue(smo, violation, deadline=date(2026, 3, 30))
    assert notice.addressee == owner and notice.addressee_role == "landowner of record"


def test_159_8C1_a_chapter_158_notice_still_goes_to_the_person_chosen(smo):
    parcel = PropertyFactory()
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        notice = issue(smo, make_violation(smo, parcel=parcel), deadline=date(2026, 3, 20))
    assert notice.addressee_role == ""


def test_159_8C5_no_occupancy_hold_without_a_landowner_of_record(smo):
    violation = _ownerless_violation(smo)
    with (
        time_machine.travel(local(2026, 3, 2, 10), tick=False),
        pytest.raises(ValidationError, match="Record the owner from the deed"),
    ):
        remedies.occupancy_hold_place(acting_user=smo, violation=violation, reason="No survey.")
    assert not OccupancyHold.objects.exists() and not ServedLetter.objects.exists()


def test_159_8C6_no_notice_to_restore_without_a_landowner_of_record(smo):
    violation = make_violation(smo, chapter="159")
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
    _serve(smo, notice.document, local(2026, 3, 2, 15))
    # Title passed to nobody the registry knows (the roll's next owner is not recorded).
    ownership_end(
        acting_user=smo,
        ownership=Ownership.objects.get(parcel=violation.parcel),
        conveyed_on=date(2026, 3, 10),
    )
    with (
        time_machine.travel(local(2026, 3, 23, 10), tick=False),
        pytest.raises(ValidationError, match="records no landowner of record"),
    ):
        corrective.restoration_notice(acting_user=smo, notice=notice, measures="Regrade.")
    assert not ServedLetter.objects.filter(kind="RESTORE").exists()


def test_159_8C6_no_lien_on_an_owner_never_given_notice(smo):
    violation = make_violation(smo, chapter="159")
    first_owner = violation.party
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
    _serve(smo, notice.document, local(2026, 3, 2, 15))
    with time_machine.travel(local(2026, 3, 23, 10), tick=False):
        action = corrective.restoration_notice(acting_user=smo, notice=notice, measures="Regrade.")
    _serve(smo, action.letter, local(2026, 3, 23, 15))
    with time_machine.travel(local(2026, 5, 1, 10), tick=False):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 4, 28), abated_by="Acme"
        )
        corrective.cost_add(
            acting_user=smo,
            action=action,
            incurred_on=date(2026, 4, 28),
            description="Regrading",
            amount=Decimal("5200"),
        )
        # Title passed on April 29 to a buyer never given any notice.
        ownership_end(
            acting_user=smo,
            ownership=Ownership.objects.get(parcel=violation.parcel, party=first_owner),
            conveyed_on=date(2026, 4, 29),
        )
        buyer = respondent_party(name="Bea Buyer")
        ownership_record(
            acting_user=smo,
            parcel=violation.parcel,
            party=buyer,
            acquired_on=date(2026, 4, 29),
            source="Deed",
        )
        with pytest.raises(ValidationError) as refused:
            corrective.lien_record(
                acting_user=smo, action=action, recorded_on=date(2026, 4, 30), reference="L-1"
            )
        assert "Bea Buyer was never given notice" in " ".join(refused.value.messages)
        # On a day the owner served still held title, the lien is recorded.
        corrective.lien_record(
            acting_user=smo, action=action, recorded_on=date(2026, 4, 28), reference="L-1"
        )
    action.refresh_from_db()
    assert action.lien_reference == "L-1"


def test_registry_an_owner_recorded_by_hand_from_the_deed_is_kept_in_the_history(smo, client):
    parcel = PropertyFactory(street_address="77 Back Lot Road")
    owner = respondent_party(name="Owen Deedholder")
    with pytest.raises(ValidationError) as refused:
        ownership_record_from_deed(acting_user=smo, parcel=parcel, party=owner, liber="3512")
    assert "liber and page, or the instrument number" in refused.value.message_dict["deed_page"][0]
    with pytest.raises(PermissionDenied, match="You may not do this"):
        ownership_record_from_deed(
            acting_user=UserFactory(roles=[Role.APPLICANT]),
            parcel=parcel,
            party=owner,
            instrument="2019-123456",
        )
    # Through the property's page, by staff.
    client.force_login(smo)
    page = client.get(parcel.get_absolute_url()).content.decode()
    url = reverse("registry:owner_from_deed", args=[parcel.pk])
    assert url in page
    refused_page = client.post(url, {"party": owner.pk, "deed_liber": "3512"})
    assert refused_page.status_code == 200
    assert "liber and page, or the instrument number" in refused_page.content.decode()
    done = client.post(
        url, {"party": owner.pk, "acquired_on": "2019-06-03", "deed_instrument": "2019-123456"}
    )
    assert done.status_code == 302
    row = Ownership.objects.get(parcel=parcel)
    assert row.party == owner and row.deed_instrument == "2019-123456"
    assert row.source == "Deed, instrument no. 2019-123456"
    assert row.history.get().history_user == smo
    page = client.get(parcel.get_absolute_url()).content.decode()
    assert "Owen Deedholder" in page and "Deed, instrument no. 2019-123456" in page
    client.force_login(UserFactory(roles=[Role.APPLICANT]))
    assert client.get(url).status_code in (403, 404)
