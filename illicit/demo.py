"""Chapter 158 demo data (development only), built through the services: reports new,
merged and closed; cases in every state; an emergency approval running; spills with
their clocks; 30 outfalls with screenings; an Open311 API key (``lockport-demo-open311``)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.hours import working_moment
from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.registry.models import Party, Property

from .models import ApiClient, Case, Order, Outfall
from .models.reports import token_hash
from .services import access, authorizations, cases, orders, outfalls, reports, spills

DEMO_API_KEY = "lockport-demo-open311"  # noqa: S105 (demo data, refused in production)
CENTER = (Decimal("43.1617"), Decimal("-78.6936"))
WATERS = ["Eighteen Mile Creek", "Erie Canal", "Gulf Creek", "Donner Creek"]
MATERIALS = ["rcp", "cmp", "pvc", "hdpe", "ditch"]
CONDITIONS = ["good", "good", "fair", "poor"]


def _point(i: int) -> tuple[Decimal, Decimal]:
    return (
        CENTER[0] + Decimal(i % 6) * Decimal("0.0061") - Decimal("0.015"),
        CENTER[1] + Decimal(i // 6) * Decimal("0.0083") - Decimal("0.02"),
    )


def seed(ctx: dict) -> None:
    users = ctx.get("users", {})
    smo, inspector = users.get(Role.SMO), users.get(Role.INSPECTOR)
    if smo is None or inspector is None or Case.objects.exists():
        return  # no users to act, or already seeded
    now = timezone.now()
    today = timezone.localdate()

    def working(days: int, hour: int, minute: int = 0):
        """The inspector's field work: on the Town's business days, in its working hours
        (lockport_sw/calendar/hours.py; issue 22, item 8)."""
        return working_moment(town_calendar(), today, days, hour, minute)

    def at(days: int, hour: int, minute: int = 0):
        """Demo only: act then, the clock moved back (``time_machine``: development only)."""
        import time_machine

        return time_machine.travel(working(days, hour, minute), tick=False)

    ApiClient.objects.get_or_create(
        key_hash=token_hash(DEMO_API_KEY),
        defaults={"name": "Demo Open311 client", "key_prefix": DEMO_API_KEY[:8], "issued_by": smo},
    )
    wash = Party.objects.filter(name="Transit Auto Wash").first() or Party.objects.create(
        name="Transit Auto Wash", kind="organization"
    )
    if not wash.mailing_street:  # orders and notices are served on it (issue 23, item 3)
        wash.mailing_street = f"4800 {_place().street('transit')}"
        wash.mailing_city = _place().postal_city
        wash.mailing_state = "NY"
        wash.mailing_postal_code = _place().postal_code
        wash.save()
    owner, _ = Party.objects.get_or_create(
        name="Robinson Plaza LLC",
        defaults={
            "kind": "organization",
            "mailing_street": f"5750 {_place().street('robinson')}",
            "mailing_city": _place().postal_city,
            "mailing_postal_code": _place().postal_code,
        },
    )
    transit = Property.objects.filter(street_address=f"4800 {_place().street('transit')}").first()
    plaza = Property.objects.filter(street_address=f"5750 {_place().street('robinson')}").first()
    if transit is None or plaza is None:
        transit = Property.objects.create(street_address=f"4800 {_place().street('transit')}")
        plaza = Property.objects.create(street_address=f"5750 {_place().street('robinson')}")
    for parcel, (lat, lon) in (
        (transit, ("43.143310", "-78.694720")),
        (plaza, ("43.151020", "-78.714860")),
    ):
        if parcel.latitude is None:
            Property.objects.filter(pk=parcel.pk).update(
                latitude=Decimal(lat), longitude=Decimal(lon)
            )
            parcel.refresh_from_db()

    # --- outfalls and screenings ------------------------------------------------------
    made = []
    for i in range(30):
        lat, lon = _point(i)
        made.append(
            outfalls.outfall_save(
                acting_user=smo,
                code=f"OF-{i + 1:03d}",
                latitude=lat,
                longitude=lon,
                receiving_water=WATERS[i % len(WATERS)],
                size_inches=Decimal(12 + 6 * (i % 5)),
                material=MATERIALS[i % len(MATERIALS)],
                condition=CONDITIONS[i % len(CONDITIONS)],
            )
        )
    for i, outfall in enumerate(made):
        outfalls.screening_record(
            acting_user=inspector,
            outfall=outfall,
            at=working(-(28 + i), 9 + i % 7),
            dry_weather=True,
            flow="none",
        )
        if i % 10 == 3:  # a few dry-weather flows: each opens an investigation
            outfalls.screening_record(
                acting_user=inspector,
                outfall=outfall,
                at=working(-3, 9 + i % 7),
                dry_weather=True,
                flow="trickle",
                odor="soap",
                color="milky",
                turbidity="cloudy",
                floatables="Suds",
            )

    # --- reports from the public ------------------------------------------------------
    base = {
        "description": "Soapy water running from the car wash lot into the catch basin.",
        "email": _place().demo_email("neighbor"),
        "name": "Nora Neighbor",
    }
    with at(-3, 8):  # reported the morning before the site visit
        first, _ = reports.report_submit(
            kind="wash_water",
            latitude=Decimal("43.143350"),
            longitude=Decimal("-78.694650"),
            address=f"4800 {_place().street('transit')}",
            **base,
        )
        dup, _ = reports.report_submit(
            kind="suds",
            latitude=Decimal("43.143400"),
            longitude=Decimal("-78.694600"),
            address=f"{_place().street('transit')} at the car wash",
            description="Foam in the ditch.",
        )
    reports.report_submit(
        kind="odor",
        address=f"{_place().street('lincoln')} and {_place().street('snyder')}",
        description="Sewage smell from the storm drain every morning.",
    )
    reports.report_submit(
        kind="discolored",
        latitude=Decimal("43.170100"),
        longitude=Decimal("-78.690200"),
        description=f"Milky flow from the pipe under {_place().street('mill')}, "
        "no rain for a week.",
        attributes={"color": "milky", "flowing": "yes"},
    )
    closed_report, _ = reports.report_submit(
        kind="dumping",
        address=f"{_place().street('day')} park",
        description="Grass clippings in the ditch.",
    )
    reports.report_close(
        acting_user=smo,
        report=closed_report,
        reason="not_illicit",
        note="Clippings removed by the Highway Department.",
    )

    # confirmed: the car wash's floor drain (from the first report, the second merged in)
    with at(-3, 11):  # the reports above, triaged the morning they came in
        wash_case = reports.report_open_case(
            acting_user=smo, report=first, kind=Case.Kind.DISCHARGE
        )
        reports.report_merge(acting_user=smo, report=dup, case=wash_case)
        wash_case = cases.case_update(
            acting_user=smo,
            case=wash_case,
            parcel=transit,
            owner=wash,
            operator=wash,
            pollutants="Detergent, grit",
            receiving_water="Eighteen Mile Creek",
        )
    cases.entry_add(
        acting_user=inspector,
        case=wash_case,
        kind="site_visit",
        at=working(-2, 10),
        notes="Wash bay floor drain flows to the lot's catch basin.",
    )
    cases.entry_add(
        acting_user=inspector,
        case=wash_case,
        kind="dye_test",
        at=working(-1, 11),
        notes="Green dye in bay 2 drain.",
        dye_result="Catch basin CB-14 in 3 minutes",
    )
    cases.case_confirm(acting_user=smo, case=wash_case, source="Bay 2 floor drain piped to CB-14")
    orders.order_issue(
        acting_user=smo,
        case=wash_case,
        party=wash,
        kind="6B",
        requirements="Plug the bay 2 drain and route wash water to the sanitary sewer.",
        due_date=timezone.localdate() + timedelta(days=20),
    )
    cases.case_violation_record(
        acting_user=smo,
        case=wash_case,
        party=wash,
        provisions=["158-4A"],
        description="Wash water discharged to CB-14.",
        started_on=working(-2, 10).date(),
    )
    access.termination_propose(
        acting_user=smo,
        case=wash_case,
        party=wash,
        reasons="Wash water discharged daily to the MS4.",
        at=now - timedelta(hours=3),
    )

    # Issue 23, item 3: a § 158-5C order and a § 158-8B notice to the demo applicant's
    # party (a respondent with an account), who finds them under "Notices to you".
    applicant = users.get(Role.APPLICANT)
    respondent = Party.objects.filter(user=applicant).first() if applicant else None
    if respondent is not None and respondent.mailing_street:
        pets = cases.case_open(
            acting_user=smo,
            kind=Case.Kind.ACTIVITY,
            parcel=plaza,
            owner=respondent,
            summary="Pet waste piled at the catch basin behind the plaza.",
        )
        orders.order_issue(
            acting_user=smo,
            case=pets,
            party=respondent,
            kind=Order.Kind.NOTICE_5C,
            requirements="Remove the pet waste piled at the catch basin and keep it away "
            "from the storm drain.",
            due_date=timezone.localdate() + timedelta(days=10),
        )
        access.termination_propose(
            acting_user=smo,
            case=pets,
            party=respondent,
            reasons=f"Pet waste keeps reaching the storm sewer despite the "
            f"{cite('idl.activities_contaminating.correction')} notice.",
            at=now - timedelta(hours=1),
        )

    # a new report near the open car wash case: shown as a possible duplicate in triage
    reports.report_submit(
        kind="oil",
        latitude=Decimal("43.143360"),
        longitude=Decimal("-78.694700"),
        address=f"4800 {_place().street('transit')}",
        description="Rainbow sheen in the catch basin by the vacuums.",
    )

    # § 158-3B: the SMO's written delegation to the inspector, on the register before the
    # inspector records the § 158-9 refusal below (an offense; only the SMO or a delegate).
    authorizations.delegation_record(
        acting_user=smo,
        delegate=inspector,
        powers="Inspection, sampling and monitoring of facilities, and recording a refusal "
        f"of access ({cite('idl.access_monitoring')}).",
        written_on=today - timedelta(days=300),
        starts_on=today - timedelta(days=300),
    )

    # reported and investigating
    cases.case_open(
        acting_user=inspector,
        kind=Case.Kind.ACTIVITY,
        summary="Pet waste piled by a catch basin.",
        address="Heritage Estates, Laurel Lane",
    )
    with at(-5, 9):  # opened before the sample and the refusal below
        sewage = cases.case_open(
            acting_user=smo,
            kind=Case.Kind.SEWAGE_CONNECTION,
            parcel=plaza,
            owner=owner,
            summary="Sewage odor at the plaza's storm outfall.",
        )
    cases.entry_add(
        acting_user=inspector,
        case=sewage,
        kind="sample",
        at=working(-4, 9, 30),
        notes="Grab sample at the outfall.",
        sample_point="Outfall behind the plaza",
        laboratory="Niagara Environmental Labs",
        lab_result="E. coli 24,000 CFU/100 mL",
    )
    with at(-3, 10, 20):  # recorded on the spot
        _entry, refused = cases.access_refusal_record(
            acting_user=inspector,
            case=sewage,
            at=working(-3, 10),
            notes="The manager refused entry to the mechanical room.",
            party=owner,
        )
    # § 158-9B(6): the SMO applied for a search warrant, with the probable cause.
    from inspections.services import facility

    facility.warrant_apply(
        acting_user=smo,
        refusal=refused.access_refusal,
        basis="violation",
        probable_cause="Sewage odor and E. coli of 24,000 CFU/100 mL at the outfall behind "
        "the plaza; the floor drains of the mechanical room are the likely source.",
        applied_on=working(-2, 9).date(),
        court=_place().court,
    )

    # eliminated (waiting for the follow-up) and verified
    def _eliminated(summary: str, how: str, days: int) -> Case:
        with at(-days - 2, 9):
            made_case = cases.case_open(
                acting_user=smo,
                kind=Case.Kind.CONNECTION,
                parcel=plaza,
                owner=owner,
                summary=summary,
            )
            cases.case_confirm(acting_user=smo, case=made_case, source=summary)
        with at(-days, 11):
            return cases.case_eliminate(acting_user=smo, case=made_case, how=how)

    _eliminated("Laundry sink tied into the storm line.", "Sink rerouted to the sanitary sewer.", 2)
    verified = _eliminated("Floor drain in unit 4 to the storm line.", "Drain capped.", 5)
    with at(-1, 10, 30):  # the follow-up visit, recorded on the spot
        cases.follow_up_record(
            acting_user=inspector,
            case=verified,
            at=working(-1, 10),
            notes="Dry; the cap is in place.",
            discharge_found=False,
        )

    # closed: nothing found; exempt under an emergency approval still running (§ 158-4A(2))
    nothing = cases.case_open(
        acting_user=smo,
        kind=Case.Kind.DISCHARGE,
        summary=f"Reported flow at {_place().street('day')}.",
        address=f"{_place().street('day')} culvert",
    )
    cases.case_close(
        acting_user=smo, case=nothing, reason="no_discharge", note="Dry on two visits."
    )
    flood = cases.case_open(
        acting_user=smo,
        kind=Case.Kind.DISCHARGE,
        parcel=transit,
        summary="Basement floodwater pumped to the street.",
    )
    approval = authorizations.authorization_record(
        acting_user=smo,
        ground="4A2",
        case=flood,
        party=wash,
        description="Pumping floodwater from the basement.",
        approved_on=timezone.localdate(),
        valid_from=now - timedelta(hours=2),
        valid_until=now + timedelta(days=2),
        conditions="Clear water only; stop when the basement is dry.",
    )
    cases.case_close(acting_user=smo, case=flood, reason="exempt", exemption=approval)

    # spills: nonhazardous with a telephone notice (its confirmation clock running), hazardous
    fuel = spills.spill_record(
        acting_user=inspector,
        known_at=now - timedelta(days=1, hours=2),
        material="Diesel from a ruptured saddle tank",
        hazardous=False,
        parcel=transit,
        operator=wash,
        commercial_industrial=True,
        address=f"4800 {_place().street('transit')}",
        containment="Absorbent booms at CB-14; vactor truck called.",
    )
    spills.spill_notice_record(
        acting_user=inspector,
        spill=fuel,
        at=now - timedelta(days=1),
        method="telephone",
        notified_by="Yard manager",
    )
    chlorine = spills.spill_record(
        acting_user=smo,
        known_at=now - timedelta(hours=5),
        material="Pool chlorine",
        hazardous=True,
        address=f"{_place().postal_city} {current().kind} pool, {_place().street('dysinger')}",
    )
    spills.dispatch_record(acting_user=smo, spill=chlorine, at=now - timedelta(hours=4, minutes=55))

    # § 158-3A register (the § 158-3B delegation is recorded first, above)
    authorizations.agency_exemption_record(
        acting_user=smo,
        agency="NYSDEC Region 9",
        description=f"Dewatering of the {_place().street('canal_road')} pump station.",
        granted_on=timezone.localdate() - timedelta(days=20),
        expires_on=timezone.localdate() + timedelta(days=70),
    )
    _ = Outfall  # the inventory above


def _place():
    """Where the demo's records are: the municipality served (its ``Place``)."""
    from lockport_sw.jurisdiction.registry import current

    return current().place
