"""The landowner from the registry (issue 23, item 1): owners of a parcel with the dates
they held title; a Chapter 159 notice of violation is addressed to the landowners of
record on the day of issue, with copies to the applicant and the developer; a letter
names no status the record lacks."""

from __future__ import annotations

from datetime import date

import pypdf
import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.urls import reverse

from lockport_sw.registry.selectors import landowners_of_record
from lockport_sw.registry.services import ownership_end, ownership_record
from tests.enforcement.factories import issue, local, make_violation, respondent_party
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db


def _text(document) -> str:
    with document.file.open("rb") as fh:
        return " ".join(" ".join(page.extract_text() for page in pypdf.PdfReader(fh).pages).split())


def _owner(smo, parcel, name, acquired_on=None):
    party = respondent_party(name=name)
    ownership_record(
        acting_user=smo, parcel=parcel, party=party, acquired_on=acquired_on, source="Deed"
    )
    return party


def test_159_8C1_landowners_of_record_on_a_day(smo, applicant):
    parcel = make_project(applicant).parcel
    ada = _owner(smo, parcel, "Ada Seller", date(2020, 1, 6))
    ownership_end(acting_user=smo, ownership=ada.ownerships.get(), conveyed_on=date(2026, 6, 1))
    ben = _owner(smo, parcel, "Ben Buyer", date(2026, 6, 1))
    cy = _owner(smo, parcel, "Cy Buyer", date(2026, 6, 1))

    assert landowners_of_record(parcel, date(2026, 5, 31)) == [ada]
    assert landowners_of_record(parcel, date(2026, 6, 1)) == [ben, cy]
    assert landowners_of_record(parcel, date(2019, 12, 31)) == []
    # Ended, never deleted: the history stays.
    assert parcel.ownerships.count() == 3
    assert ada.ownerships.get().history.count() == 2


def _project_violation(smo, applicant, **project):
    project = make_project(applicant, **project)
    violation = make_violation(
        smo,
        chapter="159",
        party=project.applicant_party,
        parcel=project.parcel,
        subject=project,
        subject_label=project.label,
        started_on=date(2026, 12, 1),
    )
    return project, violation


def test_159_8C1_a_notice_on_a_parcel_with_two_owners_is_addressed_to_both(smo, applicant):
    with time_machine.travel(local(2026, 12, 2, 10), tick=False):
        project, violation = _project_violation(smo, applicant)
        ann = _owner(smo, project.parcel, "Ann Landholder", date(2019, 3, 1))
        bob = _owner(smo, project.parcel, "Bob Landholder", date(2019, 3, 1))
        developer = respondent_party(name="Dana Developer LLC")
        type(project).objects.filter(pk=project.pk).update(developer_party=developer)
        # The SMO's form offers the violator (the applicant); § 159-8C(1) says the landowner.
        notice = issue(smo, violation, deadline=date(2026, 12, 18))

    assert notice.addressee == ann and notice.addressee_role == "landowner of record"
    assert [e["party"] for e in notice.also_addressed] == [bob.pk]
    assert [(e["name"], e["role"]) for e in notice.copies] == [
        (project.applicant_party.name, "applicant"),
        ("Dana Developer LLC", "developer"),
    ]
    text = _text(notice.document)
    assert "Ann Landholder" in text and "Bob Landholder" in text
    assert "to the landowners of record, Ann Landholder and Bob Landholder" in text
    assert f"Copies to: {project.applicant_party.name} (applicant)" in text
    assert "Dana Developer LLC (developer)" in text


def test_159_8C1_no_owner_on_record_the_notice_is_refused_not_given_to_the_party_chosen(
    smo, applicant
):
    """Issue 43, item 9 (replacing issue 23's "names no status"): § 159-8C(1) gives the
    notice to the landowner; with none on record, it is refused with the way to record the
    owner from the deed, and nothing is issued."""
    from enforcement.models import NoticeOfViolation

    with time_machine.travel(local(2026, 12, 2, 10), tick=False):
        project, violation = _project_violation(smo, applicant)
        with pytest.raises(ValidationError, match="records no landowner of record") as refused:
            issue(smo, violation, deadline=date(2026, 12, 18))
    assert "records no landowner of record" in " ".join(refused.value.messages)
    assert not NoticeOfViolation.objects.exists()


def test_158_11A_a_chapter_158_notice_goes_to_the_responsible_person_not_the_owner(smo):
    parcel_owner = respondent_party(name="Olive Owner")
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        violation = make_violation(smo, started_on=date(2026, 3, 1))
        ownership_record(
            acting_user=smo, parcel=violation.parcel, party=parcel_owner, source="Deed"
        )
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
    assert notice.addressee == violation.party and notice.also_addressed == []


def test_159_8C1_each_landowner_addressed_finds_the_notice_in_notices_to_you(
    client, smo, applicant, make_user
):
    from lockport_sw.accounts.roles import Role

    second_owner_user = make_user(Role.APPLICANT, mfa=False)
    with time_machine.travel(local(2026, 12, 2, 10), tick=False):
        project, violation = _project_violation(smo, applicant)
        _owner(smo, project.parcel, "Ann Landholder", date(2019, 3, 1))
        bob = respondent_party(name="Bob Landholder", user=second_owner_user)
        ownership_record(
            acting_user=smo,
            parcel=project.parcel,
            party=bob,
            acquired_on=date(2019, 3, 1),
            source="Deed",
        )
        notice = issue(smo, violation, deadline=date(2026, 12, 18))
    assert list(notice.also_to.all()) == [bob]
    client.force_login(second_owner_user)
    mine = client.get("/enforcement/notices/yours/")
    assert mine.status_code == 200 and notice.number in mine.content.decode()
    assert client.get(notice.get_absolute_url()).status_code == 200
    # The applicant, copied but not addressed (issue 23, item 2): finds it in "Notices to
    # you" as a copy, can read it and its PDF, and is not offered an appeal.
    assert list(notice.copied_to.all()) == [project.applicant_party]
    client.force_login(applicant)
    mine = " ".join(client.get("/enforcement/notices/yours/").content.decode().split())
    assert "Copies of notices of violation sent to you" in mine
    copies = mine.split("Copies of notices of violation sent to you", 1)[1]
    assert notice.number in copies.split("Stop-work orders", 1)[0]
    page = client.get(notice.get_absolute_url()).content.decode()
    assert "A copy for you: this notice is addressed to Ann Landholder and Bob Landholder" in page
    assert "Appeal this notice" not in page
    assert client.get(notice.document.get_absolute_url()).status_code == 200
    assert client.get(reverse("enforcement:appeal_file", args=[notice.number])).status_code in (
        403,
        404,
    )


def test_159_8C1_the_notice_form_shows_it_goes_to_the_landowners_of_record(client, smo, applicant):
    with time_machine.travel(local(2026, 12, 2, 10), tick=False):
        project, violation = _project_violation(smo, applicant)
        client.force_login(smo)
        url = reverse("enforcement:notice_issue", args=[violation.reference])
        page = " ".join(client.get(url).content.decode().split())
        assert "The registry records no owner of this parcel" in page
        _owner(smo, project.parcel, "Ann Landholder", date(2019, 3, 1))
        _owner(smo, project.parcel, "Bob Landholder", date(2019, 3, 1))
        page = " ".join(client.get(url).content.decode().split())
    assert "landowners of record today" in page
    assert "Ann Landholder; Bob Landholder" in page and "addressed to each of them" in page
    assert f"copies to {project.applicant_party.name} (applicant)" in page
