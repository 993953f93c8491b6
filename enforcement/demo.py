"""Demo enforcement records in every state (development only; refused in production).

Built through the services as staff would, with the clock moved back to when each step
happened (time-machine, a development dependency), so that every date on a record, its
clocks and its printed documents agree.

- a Chapter 158 notice served, appealed, heard, upheld, filed and mailed, whose five
  business days to correct have run: a corrective-measures task for the SMO;
- a Chapter 158 notice issued and not yet served;
- a Chapter 158 notice appealed, the hearing scheduled and not yet held;
- Chapter 159 notices served (its appeal window running from service) and unserved;
- a stop-work order lifted (one in effect is on a project: swppp/demo.py);
- a second offense: an earlier conviction of the same party within five years;
- a Chapter 159 notice to restore land, issued to the demo applicant's party and not yet
  served (the restoration period runs from service).
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.bodies.services import body_of
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.jurisdiction.registry import cite, cite_code
from lockport_sw.registry.models import Party, Property

from .models import Appeal, ServiceRecord, Violation
from .services import appeals, corrective, notices, orders, penalties, violations


def _address():
    return {
        "mailing_street": f"5000 {_place().street('transit')}",
        "mailing_city": _place().postal_city,
        "mailing_state": "NY",
        "mailing_postal_code": _place().postal_code,
    }


def _at(day: date, hour: int = 10) -> datetime:
    return datetime.combine(day, time(hour), tzinfo=TOWN_TZ)


def votes_of_board(day: date, *, against: int = 0) -> dict[int, str]:
    """Every Town Board member seated on ``day`` in favor, but ``against`` of them."""
    members = list(body_of("town_board").members_on(day))
    return {
        m.pk: "against" if i >= len(members) - against else "for" for i, m in enumerate(members)
    }


def seed(ctx: dict) -> None:
    users = ctx.get("users", {})
    smo, clerk, board, attorney = (
        users.get(Role.SMO),
        users.get(Role.CLERK),
        users.get(Role.TOWN_BOARD),
        users.get(Role.TOWN_ATTORNEY),
    )
    if not (smo and clerk and board and attorney):
        return
    if Violation.objects.exists():
        return  # already seeded
    import time_machine  # development only: the demo's history is built in the past

    today = timezone.localdate()
    wash, _ = Party.objects.get_or_create(
        name="Transit Auto Wash", defaults={"kind": "organization", **_address()}
    )
    for field, value in _address().items():
        setattr(wash, field, getattr(wash, field) or value)
    wash.save()
    applicant = users.get(Role.APPLICANT)
    developer = Party.objects.filter(user=applicant).first() if applicant else None
    developer = developer or Party.objects.create(
        name="Alex Developer", user=applicant, **_address()
    )
    car_wash = Property.objects.filter(sbl="109.03-1-7.1").first() or Property.objects.create(
        street_address=f"4800 {_place().street('transit')}",
        sbl="109.03-1-7.1",
        postal_code=_place().postal_code,
    )
    snyder = Property.objects.filter(sbl="110.06-3-12").first() or Property.objects.create(
        street_address=f"6300 {_place().street('snyder')}",
        sbl="110.06-3-12",
        postal_code=_place().postal_code,
    )

    def travel(day: date, hour: int = 10):
        return time_machine.travel(_at(day, hour), tick=False)

    # A second offense: Transit Auto Wash was convicted of a § 158-4A violation
    # committed three years ago.
    penalties.offense_record(
        acting_user=attorney,
        party=wash,
        chapter="158",
        committed_on=today - timedelta(days=3 * 365),
        convicted_on=today - timedelta(days=3 * 365 - 60),
        fine=300,
        court=_place().court,
    )

    # 1. Chapter 158: served, appealed, upheld, filed and mailed; the time to correct ran.
    start = today - timedelta(days=60)
    with travel(start):
        wash_water = violations.violation_record(
            acting_user=smo,
            chapter="158",
            party=wash,
            parcel=car_wash,
            provisions=["158-4A", "158-6A"],
            description="Gray, soapy wash water from the two wash bays flows into the catch "
            "basin in front of the building and on to the roadside ditch.",
            started_on=start - timedelta(days=2),
        )
        notice = notices.notice_issue(
            acting_user=smo,
            violation=wash_water,
            addressee=wash,
            requirements=["2", "3", "5"],
            nature=f"Wash water from the car wash bays discharges to the MS4 "
            f"({cite('idl.discharge_prohibition')}).",
            measures="Connect the bay floor drains to the sanitary sewer under permit, clean "
            "the catch basin and the ditch, and keep a log of the cleaning.",
            deadline=start + timedelta(days=20),
        )
    with travel(start, 16):
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park, Inspector",
            served_at=_at(start, 14),
        )
    with travel(start + timedelta(days=10)):
        appeal = appeals.appeal_record_paper(
            acting_user=clerk,
            notice=notice,
            received_on=start + timedelta(days=9),
            grounds="The water is rinse water from a hydrant test, not wash water.",
        )
        appeal = appeals.hearing_schedule(
            acting_user=board,
            appeal=appeal,
            new_meeting={
                "starts_at": _at(start + timedelta(days=24), 19),
                "place": _place().hall,
            },
        )
        # A paper appellant: the Clerk mails the notice of hearing by certified mail.
        notices.service_record(
            acting_user=clerk,
            document=appeal.notice_of_hearing().document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456772",
            mailed_on=start + timedelta(days=10),
        )
    with travel(start + timedelta(days=13)):
        # Delivered two days later: twelve days' notice, more than the Town's ten.
        notices.service_receipt_record(
            acting_user=clerk,
            service=appeal.notice_of_hearing().document.service_records.get(),
            receipt_on=start + timedelta(days=12),
        )
    decided_on = start + timedelta(days=24)
    with travel(decided_on + timedelta(days=1), 9):
        appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes_of_board(decided_on, against=1),
            decision_text="A dye test on the hearing date traced the flow from the wash bays "
            "to the catch basin. The determination of the SMO is upheld.",
            decided_on=decided_on,
        )
    with travel(decided_on + timedelta(days=3), 11):
        appeals.decision_record_filing(
            acting_user=clerk, appeal=appeal, filed_on=decided_on + timedelta(days=3)
        )
        appeal.refresh_from_db()
        notices.service_record(
            acting_user=clerk,
            document=appeal.decision_document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9589071052700123456789",
            mailed_on=decided_on + timedelta(days=3),
        )

    # 2. Chapter 158: issued today, not yet served.
    sewage = violations.violation_record(
        acting_user=smo,
        chapter="158",
        party=wash,
        parcel=car_wash,
        provisions=["158-4B(3)"],
        description="Dye test: the restroom's drain line connects to the storm sewer.",
        started_on=today - timedelta(days=1),
    )
    notices.notice_issue(
        acting_user=smo,
        violation=sewage,
        addressee=wash,
        requirements=["1", "3"],
        nature=f"A line conveying sewage is connected to the MS4 ({cite_code('158-4B(3)')}).",
        measures="Disconnect the restroom drain from the storm sewer and connect it to the "
        "sanitary sewer under a plumbing permit.",
        deadline=today + timedelta(days=21),
    )

    # 3. Chapter 158: appealed, the hearing scheduled and not yet held.
    with travel(today - timedelta(days=8)):
        oil = violations.violation_record(
            acting_user=smo,
            chapter="158",
            party=developer,
            parcel=snyder,
            provisions=["158-5"],
            description=f"Used motor oil dumped at the curb inlet on {_place().street('snyder')}.",
            started_on=today - timedelta(days=9),
        )
        oil_notice = notices.notice_issue(
            acting_user=smo,
            violation=oil,
            addressee=developer,
            requirements=["2", "4"],
            nature=f"Motor oil was dumped into the storm drain inlet "
            f"({cite('idl.activities_contaminating')}).",
            measures="Stop the dumping; report the disposal of used oil for 90 days.",
            deadline=today + timedelta(days=14),
        )
    with travel(today - timedelta(days=5)):
        oil_appeal = appeals.appeal_record_paper(
            acting_user=clerk,
            notice=oil_notice,
            received_on=today - timedelta(days=5),
            grounds="The oil was dumped by a passer-by, not by our crew.",
        )
        appeals.hearing_schedule(
            acting_user=board,
            appeal=oil_appeal,
            new_meeting={
                "starts_at": _at(today + timedelta(days=10), 19),
                "place": _place().hall,
            },
        )

    # The registry records the land's two owners (as the tax-parcel roll would): the
    # developer, who bought the land, and Ruth Snyder, who kept a share. The notices go
    # to both, the landowners of record (§ 159-8C(1)); the developer, an owner, first: with no
    # landowner of record a Chapter 159 notice is refused (issue 43, item 9).
    from lockport_sw.registry.services import ownership_record

    if not snyder.ownerships.exists():
        ruth = Party.objects.create(
            name="Ruth Snyder",
            **{**_address(), "mailing_street": f"12 {_place().street('locust')}"},
        )
        for owner in (developer, ruth):
            ownership_record(
                acting_user=smo,
                parcel=snyder,
                party=owner,
                acquired_on=date(2019, 5, 1),
                source="Deed, Liber 4012 page 88",
            )
    # 4. Chapter 159: one notice served (the appeal window runs from service), one not.
    with travel(today - timedelta(days=4)):
        sediment = violations.violation_record(
            acting_user=smo,
            chapter="159",
            party=developer,
            parcel=snyder,
            provisions=["159-7A(1)"],
            description="Silt fence down along the east line; sediment tracked onto the road.",
            started_on=today - timedelta(days=5),
        )
        served = notices.notice_issue(
            acting_user=smo,
            violation=sediment,
            addressee=developer,
            nature=f"Erosion and sediment controls are not maintained ({cite_code('159-7A(1)')}).",
            measures=f"Reinstall the silt fence, sweep {_place().street('snyder')}, "
            "add a stabilized entrance.",
            deadline=today + timedelta(days=16),
        )
    with travel(today - timedelta(days=4), 16):
        # Service is on each person the notice is addressed to (the developer and the
        # landowner of record).
        for person in served.addressees.all():
            notices.service_record(
                acting_user=smo,
                document=served.document,
                addressee=person,
                method=ServiceRecord.Method.PERSONAL,
                served_by_name="Ines Park, Inspector",
                served_at=_at(today - timedelta(days=4), 15),
                note="Handed to the site superintendent for the developer."
                if person.party_id == developer.pk
                else "Handed to the owner at the house.",
            )
    log = violations.violation_record(
        acting_user=smo,
        chapter="159",
        party=developer,
        parcel=snyder,
        provisions=["159-5E", "159-7A(2)"],
        description="No SWPPP at the site; the site log book has no entry for three weeks.",
        started_on=today - timedelta(days=1),
    )
    notices.notice_issue(
        acting_user=smo,
        violation=log,
        addressee=developer,
        nature="The SWPPP is not kept at the site and site inspections are not logged.",
        measures="Keep a copy of the SWPPP in the trailer; resume the weekly inspections.",
        deadline=today + timedelta(days=20),
    )

    # 5. A stop-work order lifted after a re-inspection.
    with travel(today - timedelta(days=20)):
        storm = violations.violation_record(
            acting_user=smo,
            chapter="159",
            party=developer,
            parcel=snyder,
            provisions=["159-7A(1)", "159-8C(2)"],
            description=f"Sediment washed into the {_place().street('snyder')} inlets "
            "after the storm.",
            started_on=today - timedelta(days=21),
        )
        order = orders.order_issue(
            acting_user=smo,
            violation=storm,
            reasons="Sediment leaving the site after the storm of last week.",
            work_allowed="Stabilization and the repair of erosion and sediment controls.",
        )
        # Served before it can be lifted (issue 43, item 11).
        notices.service_record(
            acting_user=smo,
            document=order.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park, Inspector",
            served_at=_at(today - timedelta(days=20), 10),
        )
    with travel(today - timedelta(days=12)):
        orders.order_lift(
            acting_user=smo,
            order=order,
            compliance_finding="Silt fence reinstalled, road swept, entrance stabilized.",
            confirming_evidence="Re-inspection by Ines Park",
        )
        violations.violation_end(
            acting_user=smo,
            violation=storm,
            ended_on=today - timedelta(days=12),
            reason=Violation.EndReason.CORRECTED,
        )

    # 6. Chapter 159: the deadline ran; a notice to restore (a served letter) is issued
    # to the developer, who finds it under "Notices to you" (issue 23, item 3).
    with travel(today - timedelta(days=40)):
        slope = violations.violation_record(
            acting_user=smo,
            chapter="159",
            party=developer,
            parcel=snyder,
            provisions=["159-7A(1)"],
            description="The east slope was stripped and left unstabilized.",
            started_on=today - timedelta(days=41),
        )
        bare = notices.notice_issue(
            acting_user=smo,
            violation=slope,
            addressee=developer,
            nature=f"The east slope is left bare, eroding into the swale "
            f"({cite_code('159-7A(1)')}).",
            measures="Regrade and seed the east slope; mulch it until the grass is established.",
            deadline=today - timedelta(days=20),
        )
    # Posted at the site and mailed first-class the same day, on each landowner of record
    # separately: service is complete on the fifth day after (statute README; CPLR
    # § 2103(b)(2)), recorded once that day has come.
    with travel(today - timedelta(days=34)):
        for person in bare.addressees.all():
            notices.service_record(
                acting_user=smo,
                document=bare.document,
                addressee=person,
                method=ServiceRecord.Method.POSTING,
                served_by_name="Ines Park, Inspector",
                served_at=_at(today - timedelta(days=40), 10),
                posted_where="On the construction trailer door",
            )
            notices.service_record(
                acting_user=smo,
                document=bare.document,
                addressee=person,
                method=ServiceRecord.Method.FIRST_CLASS,
                served_by_name="Clara Lee, Municipal Clerk",
                mailed_on=today - timedelta(days=40),
            )
    with travel(today - timedelta(days=2)):
        corrective.restoration_notice(
            acting_user=smo,
            notice=bare,
            measures="Restore the east slope: regrade it to its original contour and seed it.",
        )


def _place():
    """Where the demo's records are: the municipality served (its ``Place``)."""
    from lockport_sw.jurisdiction.registry import current

    return current().place
