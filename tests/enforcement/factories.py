"""Enforcement records for tests, built through the services as a user would."""

from __future__ import annotations

from datetime import date, datetime

from enforcement.services import notices, violations
from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.jurisdiction.registry import current
from tests.factories import PartyFactory, PropertyFactory, UserFactory

ADDRESS = {
    "mailing_street": "12 Mill Road",
    "mailing_city": "Lockport",
    "mailing_state": "NY",
    "mailing_postal_code": "14094",
}


def address() -> dict[str, str]:
    """``ADDRESS`` in the municipality served (the Village's letters go to the Village)."""
    place = current().place
    return place.mailing(f"12 {place.street('mill')}")


def local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN_TZ)


def respondent_party(user=None, **kwargs):
    """A party with a complete mailing address, with an account (``user``) or not."""
    return PartyFactory(user=user, **{**address(), **kwargs})


def make_violation(smo, *, chapter="158", party=None, parcel=None, started_on=None, **kwargs):
    codes = kwargs.pop("provisions", ["158-4A"] if chapter == "158" else ["159-7A(1)"])
    party = party or respondent_party()
    if parcel is None:
        parcel = PropertyFactory()
        if chapter == "159":
            # § 159-8C(1): the notice goes to the landowner of record (issue 43, item 9):
            # a new parcel is the party's, from the deed.
            from lockport_sw.registry.services import ownership_record

            ownership_record(
                acting_user=smo, parcel=parcel, party=party, source="Deed", check_permission=False
            )
    return violations.violation_record(
        acting_user=smo,
        chapter=chapter,
        party=party,
        parcel=parcel,
        provisions=codes,
        description=kwargs.pop("description", "Gray wash water flowing into the catch basin."),
        started_on=started_on or date(2026, 3, 1),
        **kwargs,
    )


NOTICE_158 = {
    "requirements": ["2", "3"],
    "nature": "Wash water from the car wash bays discharges to the storm sewer.",
    "measures": "Plug the floor drains and clean the catch basin.",
    "deadline": None,  # set by the test: after the date of issue
}
NOTICE_159 = {
    "nature": "Silt fence down along the east property line; sediment in the road.",
    "measures": "Reinstall the silt fence and sweep Robinson Road.",
    "deadline": None,
}


def issue(smo, violation, *, deadline: date, **overrides):
    fields = dict(NOTICE_158 if violation.chapter == "158" else NOTICE_159)
    fields.update(deadline=deadline, **overrides)
    return notices.notice_issue(
        acting_user=smo, violation=violation, addressee=violation.party, **fields
    )


def served_in_person(smo, notice, *, at=None):
    """Serve a notice lawfully on every person it is addressed to: delivered to each in
    person now (or at ``at``); service is on each person (statute README). Returns the
    records."""
    from django.utils import timezone

    from enforcement.models import ServiceRecord

    return [
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            addressee=person,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=at or timezone.now(),
        )
        for person in notice.addressees.all()
    ]


def order_served(smo, order, *, at=None):
    """Serve a stop-work order on its party in person now (or at ``at``)."""
    from django.utils import timezone

    from enforcement.models import ServiceRecord

    return notices.service_record(
        acting_user=smo,
        document=order.document,
        method=ServiceRecord.Method.PERSONAL,
        served_by_name="Ines Park",
        served_at=at or timezone.now(),
    )


def all_clocks(notice) -> list:
    """The notice's clocks and its addressees' (each person's own appeal window)."""
    from lockport_sw.deadlines.selectors import clocks_for

    clocks = list(clocks_for(notice))
    for person in notice.addressees.all():
        clocks += list(clocks_for(person))
    return clocks


def window_of(notice, person=None):
    """A person's appeal window (the first addressee's by default)."""
    from lockport_sw.deadlines.selectors import clocks_for

    person = person or notice.addressees.first()
    rule = "nov158_appeal" if notice.chapter == "158" else "nov159_appeal"
    return clocks_for(person).get(rule_code=rule)


def staff(role: str, **kwargs):
    return UserFactory(roles=[role], **kwargs)


def respondent_user():
    return UserFactory(roles=[Role.APPLICANT], full_name="Rita Respondent")


CONSENT = {"by": "The appellant", "how": "signed letter in the file"}


def schedule_hearing(member, appeal, hearing_at: datetime, *, serve: bool = True, **kwargs):
    """Set the hearing of ``appeal`` at a meeting of its body at ``hearing_at`` (the
    meeting recorded by ``member``), and serve the notice of hearing by hand now unless
    ``serve`` is False. ``consent=True`` records every appellant's consent to short
    notice (today); ``consents`` gives them by party id. The Town's least notice (10
    days) is otherwise kept: the scheduling is refused inside it, as the app refuses it."""
    from django.utils import timezone

    from enforcement.services import appeals

    consents = kwargs.pop("consents", None)
    if kwargs.pop("consent", None):
        appellants, _others = appeals.appeal_recipients(appeal)
        consents = {p.pk: {**CONSENT, "at": timezone.now()} for p in appellants}
    place = kwargs.pop("place", appeals.TOWN_HALL)
    appeal = appeals.hearing_schedule(
        acting_user=member,
        appeal=appeal,
        new_meeting={"starts_at": hearing_at, "place": place},
        consents=consents,
        **kwargs,
    )
    if serve:
        serve_hearing_notice(appeal)
    return appeal


def serve_hearing_notice(appeal, *, at: datetime | None = None):
    """The Clerk delivers the notice of hearing to each appellant by hand (now); returns
    the first appellant's service."""
    from django.utils import timezone

    from enforcement.models import ServiceRecord
    from lockport_sw.accounts.models import User

    clerk = User.objects.filter(groups__name=Role.CLERK, is_active=True).first() or staff(
        Role.CLERK
    )
    return [
        notices.service_record(
            acting_user=clerk,
            document=hearing_notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Carla Clerk",
            served_at=at or timezone.now(),
        )
        for hearing_notice in appeal.notices_of_hearing()
    ][0]
