"""A fixture built to know the answer: records of every kind the MS4 report counts, at
six moments around the 2026 reporting period (January 3, 2026 to January 2, 2027) and
its halves. Rows are written directly (bulk style, as tests/bulk.py does): the figures
read the records, whichever service wrote them.

    m0 Jan 2, 2026 23:59   outside, before      (the day before the period)
    m1 Jan 3, 2026 00:00   first half
    m2 Jul 2, 2026 23:59   first half (its last minute)
    m3 Jul 3, 2026 00:00   second half (its first minute)
    m4 Jan 2, 2027 23:59   second half (the period's last minute)
    m5 Jan 3, 2027 00:00   outside, after

So a figure counted once at each moment is 4 for the year, 2 for each half.
"""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta
from decimal import Decimal

from django.contrib.contenttypes.models import ContentType

from enforcement.models import (
    CorrectiveAction,
    NoticeOfViolation,
    Offense,
    Referral,
    StopWorkOrder,
    Violation,
)
from illicit.models import AccessAction, Case, Order, Outfall, Report, Screening, Spill
from inspections.models import (
    AsBuiltPlan,
    FinalAcceptance,
    Inspection,
    MaintenanceNotice,
    Practice,
    PracticeInspection,
    SiteLog,
    StormEvent,
)
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.deadlines.models import Deadline
from swppp.models import Contractor, MaintenanceInstrument, Project, Submission
from tests.documents.factories import issued_document, upload
from tests.factories import PartyFactory, PropertyFactory
from tests.swppp.factories import make_project


def _local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN_TZ)


M = [
    _local(2026, 1, 2, 23, 59),
    _local(2026, 1, 3, 0, 0),
    _local(2026, 7, 2, 23, 59),
    _local(2026, 7, 3, 0, 0),
    _local(2027, 1, 2, 23, 59),
    _local(2027, 1, 3, 0, 0),
]
D = [m.date() for m in M]
_n = itertools.count(1)


def _ref(prefix: str) -> str:
    return f"{prefix}-{next(_n):05d}"


def _case(smo, at, **fields) -> Case:
    return Case.objects.create(
        reference=_ref("C"),
        kind=fields.pop("kind", Case.Kind.DISCHARGE),
        summary="Gray water in the catch basin.",
        opened_at=at,
        opened_by=smo,
        **fields,
    )


def _report(at, source=Report.Source.WEB, case=None) -> Report:
    return Report.objects.create(
        reference=_ref("R"),
        token_hash="x" * 64,
        kind="other",
        address="1 Main Street",
        requested_at=at,
        source=source,
        case=case,
        state=Report.State.CASE if case else Report.State.NEW,
    )


def _violation(smo, chapter, party, parcel) -> Violation:
    return Violation.objects.create(
        reference=_ref("V"),
        chapter=chapter,
        party=party,
        parcel=parcel,
        description="Found on the site.",
        started_on=D[1],
        found_by=smo,
        found_at=M[1],
    )


def _nov(smo, chapter, at, party, parcel, supersedes=None) -> NoticeOfViolation:
    violation = _violation(smo, chapter, party, parcel)
    document = issued_document(subject=violation, issued_by=smo, kind="NOV")
    return NoticeOfViolation.objects.create(
        number=document.number,
        chapter=chapter,
        violation=violation,
        document=document,
        addressee=party,
        addressee_name=party.name,
        addressee_address="1 Main Street, Lockport, NY 14094",
        nature="Sediment in the road.",
        appeal_to="Town Board",
        issued_at=at,
        issued_by=smo,
        supersedes=supersedes,
    )


def build(smo, applicant) -> None:  # noqa: PLR0915 (one fixture, read top to bottom)
    party = PartyFactory()
    parcel = PropertyFactory()
    ct_property = ContentType.objects.get_for_model(parcel)

    # --- Illicit discharge detection and elimination --------------------------------
    outfalls = []
    for i, at in enumerate(M):
        outfall = Outfall.objects.create(
            code=f"OF-{i}",
            latitude=Decimal("43.1"),
            longitude=Decimal("-78.7"),
            receiving_water="Eighteen Mile Creek",
        )
        Outfall.objects.filter(pk=outfall.pk).update(created_at=at)
        outfalls.append(outfall)
        Screening.objects.create(outfall=outfall, at=at, flow="trickle", screened_by=smo)
    # Outfall 0 screened inside the first half too: once without a flow, once in wet weather.
    Screening.objects.create(outfall=outfalls[0], at=M[1], flow="none", screened_by=smo)
    Screening.objects.create(
        outfall=outfalls[0], at=M[2], flow="moderate", dry_weather=False, screened_by=smo
    )

    for at in M:
        _report(at)
    for at in (M[1], M[3], M[5]):
        _report(at, Report.Source.OPEN311)
    # Cases found, traced and eliminated at each moment; each reported k days before.
    for at, days in zip(M, (1, 2, 4, 10, 20, 50), strict=True):
        case = _case(smo, at, state=Case.State.ELIMINATED, confirmed_at=at, eliminated_at=at)
        _report(at - timedelta(days=days), case=case)
    _case(smo, M[1], state=Case.State.CLOSED, closed_at=M[1], closed_reason="no_discharge")
    for at in M:
        Spill.objects.create(
            case=_case(smo, at, kind=Case.Kind.SPILL),
            known_at=at,
            material="Diesel",
            notified_at=at,
        )
    Spill.objects.create(
        case=_case(smo, M[1], kind=Case.Kind.SPILL),
        known_at=M[1],
        material="Acid",
        hazardous=True,
        dispatch_called_at=M[1],
    )

    for at in M:
        first = _nov(smo, "158", at, party, parcel)
        _nov(smo, "159", at, party, parcel)
        case = _case(smo, at)
        Order.objects.create(
            case=case, party=party, kind="5C", requirements="Stop.", issued_at=at, issued_by=smo
        )
        AccessAction.objects.create(
            case=case,
            party=party,
            parcel=parcel,
            kind="emergency",
            state="suspended",
            reasons="Imminent danger.",
            started_at=at,
            acted_by=smo,
        )
        CorrectiveAction.objects.create(
            chapter="158",
            notice=first,
            state="access_requested",
            opened_at=at,
            opened_by=smo,
            measures="Plug the drain.",
        )
        Referral.objects.create(
            violation=first.violation,
            chapter="158",
            kind="prosecution",
            citation="§ 158-11B",
            referred_on=at.date(),
            referred_by=smo,
        )
    # A correction of the notice of m1 is the same notice again: not counted twice.
    corrected = NoticeOfViolation.objects.get(chapter="158", issued_at=M[1])
    _nov(smo, "158", M[1], party, parcel, supersedes=corrected)

    # --- Construction ---------------------------------------------------------------
    project = make_project(applicant)
    ct_submission = ContentType.objects.get_for_model(Submission)
    subs = []
    for i, at in enumerate(M):
        subs.append(
            Submission.objects.create(
                project=project,
                version=i + 2,
                state=Submission.State.APPROVED,
                received_at=at,
                smo_outcome="approve",
                smo_acted_at=at,
            )
        )
    for version, at in ((8, M[1]), (9, M[3])):
        Submission.objects.create(
            project=project,
            version=version,
            state=Submission.State.DISAPPROVED,
            received_at=at,
            body_outcome="disapprove",
            body_acted_at=at,
        )
    # The 45 days: met on time (s1, s3), met late (s2), missed (s4).
    for sub, status, late in (
        (subs[1], "met", False),
        (subs[3], "met", False),
        (subs[2], "met", True),
        (subs[4], "missed", False),
    ):
        due = sub.received_at + timedelta(days=45)
        Deadline.objects.create(
            rule_code="swppp_decision",
            subject_type=ct_submission,
            subject_id=sub.pk,
            subject_label=str(sub),
            starts_at=sub.received_at,
            count_from=sub.received_at,
            count_unit="days",
            count_period=45,
            due_at=due,
            due_date=due.date(),
            status=status,
            met_at=(due + timedelta(days=1 if late else -1)) if status == "met" else None,
        )

    logs = []
    for i, at in enumerate(M):
        subject = PropertyFactory()
        logs.append(
            SiteLog.objects.create(
                subject_type=ct_property,
                subject_id=subject.pk,
                subject_label=f"Site {i}",
                parcel=subject,
                opened_at=at,
                opened_by=smo,
                closed_at=M[2] if i == 1 else None,
            )
        )
    storm = StormEvent.objects.create(
        log=logs[3], ended_at=M[3], precipitation_inches=Decimal("0.6"), recorded_by=smo
    )
    for subject, rule, due, status in (
        (logs[0], "site_inspection_weekly", M[1], "missed"),
        (storm, "storm_inspection", M[4], "missed"),
        (logs[4], "site_inspection_weekly", M[5], "missed"),
        (logs[2], "site_inspection_weekly", M[2], "met"),
    ):
        Deadline.objects.create(
            rule_code=rule,
            subject_type=ContentType.objects.get_for_model(subject),
            subject_id=subject.pk,
            subject_label="Site",
            starts_at=due - timedelta(days=7),
            count_from=due - timedelta(days=7),
            count_unit="days",
            count_period=7,
            due_at=due,
            due_date=due.astimezone(TOWN_TZ).date(),
            status=status,
            met_at=due if status == "met" else None,
            missed_at=due if status == "missed" else None,
        )

    def inspection(kind, chapter, at, result="approved"):
        return Inspection.objects.create(
            reference=_ref("I"),
            kind=kind,
            chapter=chapter,
            subject_type=ct_property,
            subject_id=parcel.pk,
            subject_label="Site",
            parcel=parcel,
            state="completed",
            result=result,
            completed_at=at,
        )

    for i, at in enumerate(M):
        inspection("159-milestone-b", "159", at, "violations" if i in (1, 3) else "approved")
    inspection("158-facility", "158", M[1])

    for i, at in enumerate(M):
        violation = _violation(smo, "159", party, parcel)
        document = issued_document(subject=violation, issued_by=smo, kind="SWO")
        StopWorkOrder.objects.create(
            number=document.number,
            chapter="159",
            violation=violation,
            document=document,
            addressee=party,
            addressee_name=party.name,
            addressee_address="1 Main Street",
            reasons="Silt fence down.",
            work_allowed="Repairs.",
            issued_at=at,
            issued_by=smo,
        )
        Offense.objects.create(
            party=party,
            chapter="159",
            violation=violation,
            committed_on=D[0],
            convicted_on=at.date(),
            tier=1,
            fine=Decimal(100 * (i + 1)),
            recorded_by=smo,
            recorded_at=at,
        )

    # --- Post-construction ----------------------------------------------------------
    practices = []
    for i, at in enumerate(M):
        practice = Practice.objects.create(
            subject_type=ct_property,
            subject_id=parcel.pk,
            parcel=parcel,
            code=f"P-{i}",
            name="Pond",
            type="pond" if i % 2 == 0 else "swale",
            owner=party,
            added_by=smo,
        )
        Practice.objects.filter(pk=practice.pk).update(added_at=at)
        practices.append(practice)
    for practice, at, result in (
        (practices[0], M[1], "approved"),
        (practices[1], M[3], "violations"),
        (practices[2], M[4], "approved"),
    ):
        PracticeInspection.objects.create(
            inspection=inspection("159-smp-routine", "159", at, result),
            practice=practice,
            basis="routine",
        )
    MaintenanceNotice.objects.create(
        practice=practices[2],
        addressee=party,
        work_required="Clear the outlet.",
        complete_by=D[3],
        document=issued_document(subject=practices[2], issued_by=smo, kind="MAINT"),
        issued_by=smo,
        issued_at=M[2],
    )
    plan_file = upload(uploaded_by=smo)
    for i, at in enumerate(M):
        MaintenanceInstrument.objects.create(
            project=project,
            kind="agreement",
            document=plan_file,
            recorded_on=at.date(),
            recorded_by=smo,
        )
        plan = AsBuiltPlan.objects.create(
            subject_type=ct_property,
            subject_id=parcel.pk,
            document=plan_file,
            engineer_name="Eve Engineer",
            engineer_license="012345",
            certified_on=D[0],
            shows_final_design=True,
            state="accepted" if i % 2 else "submitted",
            submitted_by=smo,
            submitted_at=at,
            reviewed_at=at if i % 2 else None,
        )
        FinalAcceptance.objects.create(
            subject_type=ct_property,
            subject_id=PropertyFactory().pk,
            accepted_on=at.date(),
            as_built=plan,
            accepted_by=smo,
        )

    # --- Active construction sites: projects with land disturbance under way ----------
    ct_project = ContentType.objects.get_for_model(Project)

    def site(began_on=None, log_at=None, accepted_on=None) -> Project:
        project = make_project(applicant)
        if began_on:
            Contractor.objects.create(
                project=project,
                firm_name="Niagara Earthworks",
                role="contractor",
                responsibility="Soil disturbance",
                email="dig@example.com",
                identified_by=applicant,
                work_began_on=began_on,
            )
        if log_at:
            SiteLog.objects.create(
                subject_type=ct_project,
                subject_id=project.pk,
                subject_label=project.label,
                parcel=project.parcel,
                opened_at=log_at,
                opened_by=smo,
            )
        if accepted_on:
            FinalAcceptance.objects.create(
                subject_type=ct_project,
                subject_id=project.pk,
                accepted_on=accepted_on,
                as_built=plan,
                accepted_by=smo,
            )
        return project

    site(began_on=D[0], accepted_on=D[2])  # the first half: accepted on its last day
    site(log_at=M[3])  # the second half: its site log began on its first minute
    site(began_on=D[5])  # after the period
    site(began_on=D[0] - timedelta(days=200), accepted_on=D[0])  # accepted before it


# The hand count: (year 2026, first half, second half).
EXPECTED = {
    "idde.outfalls": (5, 3, 5),
    "idde.outfalls_mapped": (4, 2, 2),
    "idde.outfalls_screened": (5, 3, 2),
    "idde.screenings_flow": (4, 2, 2),
    "idde.reports": (10, 5, 5),
    "idde.reports_open311": (2, 1, 1),
    "idde.reports_web": (8, 4, 4),
    # the eliminated cases (confirmed); not the cases the orders were given on (opened,
    # never confirmed), the case closed as nothing found, nor the spills
    "idde.found": (4, 2, 2),
    "idde.traced": (4, 2, 2),
    "idde.eliminated": (4, 2, 2),
    "idde.median_days": (Decimal("7.0"), Decimal("3.0"), Decimal("15.0")),
    "idde.spills": (5, 3, 2),
    "idde.nov": (4, 2, 2),
    "idde.order_5C": (4, 2, 2),
    "idde.order_6A": (0, 0, 0),
    "idde.order_6B": (0, 0, 0),
    "idde.order_7": (0, 0, 0),
    "idde.access_emergency": (4, 2, 2),
    "idde.access_termination": (0, 0, 0),
    "idde.corrective": (4, 2, 2),
    "idde.referrals": (4, 2, 2),
    "construction.swppps": (6, 3, 3),
    "construction.reviewed_45": (2, 1, 1),
    "construction.accepted": (4, 2, 2),
    "construction.disapproved": (2, 1, 1),
    # the projects begun before the period's end and not accepted before its start
    "construction.active_sites": (2, 1, 1),
    "construction.inspections": (4, 2, 2),
    "construction.inspections.159-milestone-b": (4, 2, 2),
    "construction.inspections_violations": (2, 1, 1),
    "construction.nov": (4, 2, 2),
    "construction.stop_work": (4, 2, 2),
    "construction.penalties": (4, 2, 2),
    "construction.fines": (Decimal("1400"), Decimal("500"), Decimal("900")),
    "construction.collected": (None, None, None),
    "idde.collected": (None, None, None),
    "construction.missed_site_inspections": (2, 1, 1),
    "post.practices": (5, 3, 5),
    "post.practices.pond": (3, 2, 3),
    "post.practices.swale": (2, 1, 2),
    "post.inspected": (3, 1, 2),
    "post.wanting": (2, 1, 1),
    "post.maintained": (1, 0, 1),
    "post.agreements": (4, 2, 2),
    "post.as_built": (4, 2, 2),
    "post.as_built_accepted": (2, 1, 1),
    "post.final_acceptances": (5, 3, 2),
}
ZERO = (0, 0, 0)  # every other figure: a kind none of the fixture's records has
