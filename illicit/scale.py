"""Scale data (``manage.py seed_scale``): ten years of Chapter 158 reports from the public
and the cases opened on them, each with its investigation log.

Older cases are finished (eliminated and verified, or closed without a violation); the
last tenth are open, in every open state. Each case was opened on a report (state
"case"), some have a second report merged into them; the other reports were closed at
triage, except the newest, which wait for it."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from illicit import kinds
from illicit.models import Case, Entry, Report
from illicit.models.reports import token_hash
from lockport_sw.core.spans import YEARS_10, along

KINDS = [code for code, _ in kinds.CHOICES]
CLOSE_REASONS = [
    Report.CloseReason.NOT_ILLICIT,
    Report.CloseReason.NOT_FOUND,
    Report.CloseReason.NOT_STORMWATER,
]
OPEN_STATES = [Case.State.REPORTED, Case.State.INVESTIGATING, Case.State.CONFIRMED]


def _case(j: int, n: int, now, parcel, owner, smo) -> Case:
    opened = now - YEARS_10 + along(YEARS_10, j, n)
    done = j < n * 0.9
    state = (
        (Case.State.VERIFIED if j % 10 < 7 else Case.State.CLOSED)
        if done
        else [*OPEN_STATES, Case.State.ELIMINATED][j % 4]
    )
    case = Case(
        reference=f"S-{j:06d}",
        kind=[Case.Kind.DISCHARGE, Case.Kind.CONNECTION, Case.Kind.ACTIVITY][j % 3],
        state=state,
        summary=f"Discharge seen at the storm drain in front of {parcel.street_address}.",
        parcel=parcel,
        owner=owner,
        opened_at=opened,
        opened_by=smo,
    )
    if state in (Case.State.CONFIRMED, Case.State.ELIMINATED, Case.State.VERIFIED):
        case.confirmed_at = opened + timedelta(days=3)
        case.source = "A floor drain connected to the storm sewer."
    if state in (Case.State.ELIMINATED, Case.State.VERIFIED):
        case.eliminated_at = opened + timedelta(days=20)
        case.eliminated_how = "The connection was plugged and rerouted to the sanitary sewer."
    if state == Case.State.VERIFIED:
        case.verified_at = opened + timedelta(days=30)
        case.closed_at = case.verified_at
    if state == Case.State.CLOSED:
        case.closed_at = opened + timedelta(days=5)
        case.closed_reason = Case.CloseReason.NO_DISCHARGE
    return case


def _entries(case: Case, inspector):
    """The investigation log: a site visit; a sample once confirmed; the follow-up visit
    once eliminated."""
    visit = case.opened_at + timedelta(days=1)
    yield Entry(
        case=case,
        kind=Entry.Kind.SITE_VISIT,
        at=visit,
        notes="Visited the site; cloudy water at the outlet.",
        recorded_by=inspector,
        recorded_at=visit,
    )
    if case.confirmed_at:
        yield Entry(
            case=case,
            kind=Entry.Kind.SAMPLE,
            at=case.confirmed_at,
            notes="Sampled at the outlet.",
            sample_point="Outlet of the catch basin",
            laboratory="Niagara County laboratory",
            lab_result="Detergents present.",
            recorded_by=inspector,
            recorded_at=case.confirmed_at,
        )
    if case.verified_at:
        yield Entry(
            case=case,
            kind=Entry.Kind.FOLLOW_UP,
            at=case.verified_at,
            notes="Follow-up visit: no discharge.",
            discharge_found=False,
            recorded_by=inspector,
            recorded_at=case.verified_at,
        )
    else:
        yield Entry(
            case=case,
            kind=Entry.Kind.NOTE,
            at=visit + timedelta(hours=2),
            notes="Called the owner.",
            recorded_by=inspector,
            recorded_at=visit + timedelta(hours=2),
        )


def _report(i: int, now, case: Case | None, merged: bool, smo, newest: bool) -> Report:
    if case is not None:
        requested = case.opened_at - timedelta(hours=20 if not merged else 2)
        where = case.parcel
        state = Report.State.MERGED if merged else Report.State.CASE
    else:
        requested = now - YEARS_10 + along(YEARS_10, (i * 7919) % 100_003, 100_003)
        where = None
        state = Report.State.NEW if newest else Report.State.CLOSED
    report = Report(
        reference=f"S-R{i:07d}",
        token_hash=token_hash(f"scale-{i}"),
        kind=KINDS[i % len(KINDS)],
        latitude=where.latitude if where else None,
        longitude=where.longitude if where else None,
        address=where.street_address if where else f"{i % 900 + 1} Market Street",
        description=f"Report {i}: something cloudy going into the drain.",
        reporter_email=f"reporter{i}@example.org" if i % 2 else "",
        state=state,
        case=case,
        requested_at=requested,
        updated_at=requested,
    )
    if newest:
        report.requested_at = report.updated_at = now - timedelta(hours=i % 240)
    if state != Report.State.NEW:
        report.triaged_by = smo
        report.triaged_at = case.opened_at if case else requested + timedelta(days=2)
        report.updated_at = report.triaged_at
    if state == Report.State.CLOSED:
        report.closed_reason = CLOSE_REASONS[i % len(CLOSE_REASONS)]
    return report


def seed(ctx) -> None:
    now = timezone.now()
    parcels, owners = ctx.records["parcels"], ctx.records["owners"]
    smo, inspectors = ctx.records["smo"], ctx.records["inspectors"]
    n_cases = ctx.count("cases")
    n = len(parcels)
    step = max(1, n // n_cases)
    cases = ctx.bulk(
        "cases",
        Case,
        (
            _case(
                j,
                n_cases,
                now,
                parcels[j * step % len(parcels)],
                owners[j * step % len(owners)],
                smo,
            )
            for j in range(n_cases)
        ),
        n_cases,
    )
    ctx.bulk(
        "case log entries",
        Entry,
        (entry for j, case in enumerate(cases) for entry in _entries(case, inspectors[j % 3])),
        3 * n_cases,
    )
    ctx.records["cases"] = cases

    n_reports = max(ctx.count("reports"), n_cases)
    merged = [j for j in range(n_cases) if j % 4 == 0]  # a second report on every 4th case
    linked = n_cases + len(merged)
    newest_from = n_reports - max(1, n_reports // 100)  # the newest 1 % await triage

    def rows():
        for i in range(n_reports):
            if i < n_cases:
                yield _report(i, now, cases[i], False, smo, False)
            elif i < linked:
                yield _report(i, now, cases[merged[i - n_cases]], True, smo, False)
            else:
                yield _report(i, now, None, False, smo, i >= newest_from)

    ctx.bulk("reports", Report, rows(), n_reports)
