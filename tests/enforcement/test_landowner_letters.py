"""The § 159-8C(5) occupancy hold and the § 159-8C(6) notice to restore go to every
landowner of record on the day of issue, each by a letter of their own served on them,
with copies to the applicant and the developer (issue 23, items 1 and 2); the period to
restore runs from service on each, and the Town restores only once every landowner was
served and every period has run."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.urls import reverse

from enforcement.models import ServedLetter, ServiceRecord
from enforcement.services import corrective, notices, remedies
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.selectors import clocks_for
from lockport_sw.notifications.models import Notification
from tests.enforcement.factories import (
    issue,
    local,
    make_violation,
    respondent_party,
    served_in_person,
)
from tests.enforcement.test_landowners import _owner
from tests.pdf_checks import page_texts
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db


def _text(letter) -> str:
    with letter.document.file.open("rb") as fh:
        return " ".join(" ".join(page_texts(fh.read())).split())


def _serve(smo, letter, at):
    with time_machine.travel(at, tick=False):
        notices.service_record(
            acting_user=smo,
            document=letter.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Sam Officer",
            served_at=at,
        )


def _project_violation(smo, applicant, started_on=date(2026, 3, 1)):
    project = make_project(applicant)
    violation = make_violation(
        smo,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        subject=project,
        subject_label=project.label,
        started_on=started_on,
    )
    return project, violation


def _two_owners_and_a_developer(smo, applicant, make_user):
    project, violation = _project_violation(smo, applicant)
    ann = _owner(smo, project.parcel, "Ann Landholder", date(2019, 3, 1))
    bob = respondent_party(name="Bob Landholder", user=make_user(Role.APPLICANT, mfa=False))
    from lockport_sw.registry.services import ownership_record

    ownership_record(
        acting_user=smo,
        parcel=project.parcel,
        party=bob,
        acquired_on=date(2019, 3, 1),
        source="Deed",
    )
    developer = respondent_party(name="Dana Developer LLC")
    type(project).objects.filter(pk=project.pk).update(developer_party=developer)
    return project, violation, ann, bob


def test_159_8C5_the_occupancy_hold_goes_to_every_landowner_of_record_with_copies(
    client, smo, applicant, make_user
):
    with time_machine.travel(local(2026, 12, 2, 10), tick=False):
        project, violation, ann, bob = _two_owners_and_a_developer(smo, applicant, make_user)
        hold = remedies.occupancy_hold_place(
            acting_user=smo, violation=violation, reason="No as-built survey."
        )

    letters = list(ServedLetter.objects.filter(kind="OCCUPANCY").order_by("pk"))
    assert [x.addressee for x in letters] == [ann, bob]
    assert all(x.subject == hold and x.addressee_role == "landowner of record" for x in letters)
    assert [e["name"] for e in letters[0].also_addressed] == ["Bob Landholder"]
    assert [(e["name"], e["role"]) for e in letters[1].copies] == [
        (project.applicant_party.name, "applicant"),
        ("Dana Developer LLC", "developer"),
    ]
    text = _text(letters[1])
    assert (
        "This notice is given to each landowner of record, Bob Landholder and Ann Landholder, "
        "by a letter served on each" in text
    )
    assert f"Copies to: {project.applicant_party.name} (applicant)" in text
    assert "Dana Developer LLC (developer)" in text
    assert "Copy: The Building Inspector of the Town of Lockport." in text
    assert "158-" not in text

    # The owner with an account is told and finds the letter addressed to them.
    assert Notification.objects.filter(recipient=bob.user, subject__contains=letters[1].number)
    client.force_login(bob.user)
    mine = client.get(reverse("enforcement:mine")).content.decode()
    assert letters[1].number in mine and letters[0].number not in mine
    # The applicant, sent a copy of each, finds both, marked as copies, and reads them.
    assert Notification.objects.filter(
        recipient=applicant, subject=f"Copy: Notice withholding occupancy {letters[0].number}"
    ).exists()
    client.force_login(applicant)
    mine = " ".join(client.get(reverse("enforcement:mine")).content.decode().split())
    for letter in letters:
        assert (
            f'{letter.number}</a></td><td data-label="What">Notice withholding occupancy '
            "(§ 159-8C(5)) " in mine
        )
        assert f"Copy</span> to {letter.addressee_name}" in mine
        page = client.get(letter.get_absolute_url()).content.decode()
        assert f"A copy for you: this letter is addressed to {letter.addressee_name}" in page
        assert client.get(letter.document.get_absolute_url()).status_code == 200
    # Anyone else: not found.
    client.force_login(make_user(Role.APPLICANT, mfa=False))
    assert client.get(letters[0].get_absolute_url()).status_code == 404
    assert client.get(letters[0].document.get_absolute_url()).status_code == 404


def test_159_8C6_the_notice_to_restore_goes_to_each_landowner_and_abatement_waits_for_every_service(
    smo, applicant, make_user
):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project, violation, ann, bob = _two_owners_and_a_developer(smo, applicant, make_user)
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10), tick=False):
        action = corrective.restoration_notice(
            acting_user=smo, notice=notice, measures="Regrade and seed the east slope."
        )
    first, second = corrective.restoration_letters(action)
    assert (first.addressee, second.addressee) == (ann, bob)
    assert action.letter == first.document
    second_text = _text(second)
    assert "Restore the land within 30 calendar days after this notice is served on you." in (
        second_text
    )
    assert "each landowner of record, Bob Landholder and Ann Landholder" in second_text

    # Served on Ann on Friday, May 1: her 30 days run to Monday, June 1 (GCL § 25-a).
    _serve(smo, first, local(2026, 5, 1, 11))
    assert [c.due_date for c in clocks_for(action).filter(rule_code="restoration")] == [
        date(2026, 6, 1)
    ]
    with (
        time_machine.travel(local(2026, 6, 5, 10), tick=False),
        pytest.raises(ValidationError, match=r"not been served on Bob Landholder \(RESTORE-"),
    ):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 6, 5), abated_by="DPW"
        )
    # Served on Bob on Monday, May 11: his period runs to Wednesday, June 10.
    _serve(smo, second, local(2026, 5, 11, 9))
    with (
        time_machine.travel(local(2026, 6, 10, 10), tick=False),
        pytest.raises(ValidationError, match="until June 10, 2026 to restore"),
    ):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 6, 10), abated_by="DPW"
        )
    with time_machine.travel(local(2026, 6, 11, 10), tick=False):
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 6, 11), abated_by="DPW"
        )


def test_159_8C6_the_towns_restoration_is_dated_after_every_landowners_time_to_restore(
    smo, applicant, make_user
):
    """Issue 46, item 5: the date of the Town's work, not only the day it is recorded,
    comes after each landowner's own time to restore (from their own service); the lien
    follows only such work."""
    from decimal import Decimal

    from enforcement.models import CorrectiveAction

    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project, violation, ann, bob = _two_owners_and_a_developer(smo, applicant, make_user)
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10), tick=False):
        action = corrective.restoration_notice(
            acting_user=smo, notice=notice, measures="Regrade and seed the east slope."
        )
    first, second = corrective.restoration_letters(action)
    _serve(smo, first, local(2026, 5, 1, 11))  # Ann's time runs through June 1
    _serve(smo, second, local(2026, 5, 11, 9))  # Bob's through June 10

    with time_machine.travel(local(2026, 6, 15, 10), tick=False):
        # Recorded after every period ran, but the work dated within Bob's: refused.
        with pytest.raises(ValidationError) as refused:
            corrective.abatement_record(
                acting_user=smo, action=action, abated_on=date(2026, 6, 5), abated_by="DPW"
            )
        [reason] = refused.value.message_dict["abated_on"]
        assert reason.startswith("The violator has until June 10, 2026 to restore the land")
        assert "Bob Landholder until June 10, 2026" in reason
        assert "Ann Landholder" not in reason  # her time had run on June 5
        with pytest.raises(ValidationError) as refused:
            corrective.abatement_record(
                acting_user=smo, action=action, abated_on=date(2026, 5, 29), abated_by="DPW"
            )
        [reason] = refused.value.message_dict["abated_on"]
        assert "Ann Landholder until June 1, 2026 and Bob Landholder until June 10, 2026" in (
            reason
        )
        # A restoration recorded before this rule, dated within Bob's time: no lien.
        corrective.abatement_record(
            acting_user=smo, action=action, abated_on=date(2026, 6, 11), abated_by="DPW"
        )
        corrective.cost_add(
            acting_user=smo,
            action=action,
            incurred_on=date(2026, 6, 11),
            description="Regrading",
            amount=Decimal("5200"),
        )
        CorrectiveAction.objects.filter(pk=action.pk).update(abated_on=date(2026, 6, 8))
        with pytest.raises(ValidationError, match="recorded on June 8, 2026. The violator has"):
            corrective.lien_record(
                acting_user=smo, action=action, recorded_on=date(2026, 6, 15), reference="L-9"
            )
        CorrectiveAction.objects.filter(pk=action.pk).update(abated_on=date(2026, 6, 11))
        done = corrective.lien_record(
            acting_user=smo, action=action, recorded_on=date(2026, 6, 15), reference="L-9"
        )
    assert done.lien_reference == "L-9"


def test_159_8C6_with_no_owner_on_record_the_notice_to_restore_is_refused(smo, applicant):
    """Issue 43, item 9 (replacing issue 23's "names no status"): the notice to restore
    goes to the landowner; with none on record on its day, it is refused, not given to
    the applicant in the owner's place."""
    from lockport_sw.registry.models import Ownership
    from lockport_sw.registry.services import ownership_end
    from tests.enforcement.test_landowners import _owner

    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project, violation = _project_violation(smo, applicant)
        _owner(smo, project.parcel, "Ann Landholder", date(2019, 3, 1))
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
    _serve(smo, notice, local(2026, 3, 2, 15))
    ownership_end(
        acting_user=smo,
        ownership=Ownership.objects.get(parcel=project.parcel),
        conveyed_on=date(2026, 3, 10),
    )
    with (
        time_machine.travel(local(2026, 3, 23, 10), tick=False),
        pytest.raises(ValidationError, match="Record the owner from the deed"),
    ):
        corrective.restoration_notice(acting_user=smo, notice=notice, measures="Regrade.")
    assert not ServedLetter.objects.filter(kind="RESTORE").exists()


def test_159_8C5_releasing_the_hold_tells_every_owner_and_the_building_inspector(
    smo, applicant, make_user, tmp_path
):
    """Issue 43, item 10: the owners and the Building Inspector were told occupancy stays
    withheld until released; the release is a letter to each owner told, with the same
    copies and a copy to the Building Inspector, saying what was recorded."""
    from lockport_sw.accounts.roles import Role as Roles
    from swppp.models import ReviewingBody
    from tests.factories import UserFactory
    from tests.pdf_checks import render_png

    inspector = UserFactory(roles=[Roles.REVIEWING_BODY], full_name="Bill Builder")
    ReviewingBody.objects.get(kind=ReviewingBody.Kind.BUILDING_INSPECTOR).members.add(inspector)
    with time_machine.travel(local(2026, 12, 2, 10), tick=False):
        project, violation, ann, bob = _two_owners_and_a_developer(smo, applicant, make_user)
        hold = remedies.occupancy_hold_place(
            acting_user=smo, violation=violation, reason="No as-built survey."
        )
    withheld = list(ServedLetter.objects.filter(kind="OCCUPANCY").order_by("pk"))
    with time_machine.travel(local(2026, 12, 9, 11), tick=False):
        remedies.occupancy_hold_lift(
            acting_user=smo, hold=hold, reason="The as-built survey was accepted on December 8."
        )

    released = list(ServedLetter.objects.filter(kind="OCC-RELEASE").order_by("pk"))
    assert [x.addressee for x in released] == [ann, bob]
    assert all(x.subject == hold and x.addressee_role == "landowner of record" for x in released)
    assert [(e["name"], e["role"]) for e in released[0].copies] == [
        (project.applicant_party.name, "applicant"),
        ("Dana Developer LLC", "developer"),
    ]
    assert released[0].copy_to == "the Building Inspector of the Town of Lockport"
    with released[1].document.file.open("rb") as fh:
        data = fh.read()
    text = " ".join(" ".join(page_texts(data)).split())
    assert "Notice releasing the withholding of occupancy" in text
    assert "On December 2, 2026 the Stormwater Management Officer prevented the occupancy" in text
    assert f"by notice {withheld[0].number}, {withheld[1].number}" in text
    assert "On December 9, 2026 the Stormwater Management Officer released that hold" in text
    assert "is no longer withheld" in text
    assert "The as-built survey was accepted on December 8." in text
    assert "Copy: The Building Inspector of the Town of Lockport." in text
    assert "stays withheld" not in text and "158-" not in text
    assert render_png(data, tmp_path / "release")
    # Each owner with an account is told; the Building Inspector is sent the copy.
    assert Notification.objects.filter(recipient=bob.user, subject__contains=released[1].number)
    assert Notification.objects.filter(
        recipient=inspector,
        subject=f"Copy: Notice releasing the withholding of occupancy {released[0].number}",
    ).exists()
    assert Notification.objects.filter(recipient=applicant, subject__startswith="Copy: Notice rel")
