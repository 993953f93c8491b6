"""Cases: opening one, its details, the investigation log, and its states from
reported to eliminated and verified (illicit/models/cases.py has the diagram)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction

from enforcement.services.violations import violation_record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core import versions
from lockport_sw.documents.services import upload_store
from lockport_sw.jurisdiction.registry import cite, current

from ..models import Case, Entry
from ._common import DECIDE, WORK, invalid, now, record, reference, require, require_perm
from .reports import clean_location, tell_case_reporters

MAX_FILES = 10

# The provisions a violation found on a case of each kind cites by default.
PROVISIONS = {
    Case.Kind.DISCHARGE: ["158-4A"],
    Case.Kind.CONNECTION: ["158-4B"],
    Case.Kind.SEWAGE_CONNECTION: ["158-4B(3)"],
    Case.Kind.UNDOCUMENTED_DRAIN: ["158-4B"],
    Case.Kind.ACTIVITY: ["158-5"],
    Case.Kind.SPILL: ["158-10"],
}


def _locked(case: Case) -> Case:
    return Case.objects.select_for_update().get(pk=case.pk)


def _save(case: Case, acting_user) -> None:
    case._history_user = acting_user
    case.save()


@transaction.atomic
def case_open(
    *,
    acting_user,
    kind: str,
    summary: str,
    address: str = "",
    latitude=None,
    longitude=None,
    parcel=None,
    owner=None,
    operator=None,
    outfall=None,
    from_report=None,
) -> Case:
    require_perm(acting_user, WORK, "Only Town stormwater staff open cases.")
    errors = {}
    if kind not in Case.Kind.values:
        errors["kind"] = "Choose the kind of case."
    summary = (summary or "").strip()
    if not summary:
        errors["summary"] = "Say what was reported or found."
    if parcel is not None and not address:
        address = parcel.street_address
    try:
        lat, lon, address = clean_location(latitude=latitude, longitude=longitude, address=address)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    if lat is None and parcel is not None and parcel.latitude is not None:
        lat, lon = parcel.latitude, parcel.longitude
    case = Case(
        reference=reference("IDDE"),
        kind=kind,
        summary=summary,
        address=address,
        latitude=lat,
        longitude=lon,
        parcel=parcel,
        owner=owner,
        operator=operator,
        outfall=outfall,
        receiving_water=outfall.receiving_water if outfall else "",
        opened_at=now(),
        opened_by=acting_user,
    )
    _save(case, acting_user)
    origin = f" from report {from_report.reference}" if from_report else ""
    record(case, acting_user, "illicit.case_opened", f"Case {case.reference} opened{origin}.")
    return case


DETAIL_FIELDS = (
    "kind",
    "summary",
    "parcel",
    "owner",
    "operator",
    "source",
    "pollutants",
    "receiving_water",
    "outfall",
)


@transaction.atomic
def case_update(*, acting_user, case: Case, version: str | None = None, **changes) -> Case:
    """The case's details: its kind, premises and responsible parties from the registry,
    the source, pollutants, receiving water or outfall. ``version``: the case's when the
    page was opened; an older page is refused (core/versions.py) and nothing changes."""
    require_perm(acting_user, WORK, "Only Town stormwater staff change cases.")
    case = _locked(case)
    versions.require_current(case, version, acting_user=acting_user)
    require(not case.is_closed, f"Case {case.reference} is closed.", ValidationError)
    unknown = set(changes) - set(DETAIL_FIELDS)
    if unknown:
        raise ValueError(f"Not details of a case: {sorted(unknown)}")
    if "kind" in changes and changes["kind"] not in Case.Kind.values:
        raise invalid(kind="Choose the kind of case.")
    if "summary" in changes and not (changes["summary"] or "").strip():
        raise invalid(summary="Say what was reported or found.")
    changed = []
    for field, value in changes.items():
        if isinstance(value, str):
            value = value.strip()
        if getattr(case, field) != value:
            setattr(case, field, value)
            changed.append(Case._meta.get_field(field).verbose_name)
    if case.parcel_id and not case.address:
        case.address = case.parcel.street_address
    if case.parcel_id and case.latitude is None and case.parcel.latitude is not None:
        case.latitude, case.longitude = case.parcel.latitude, case.parcel.longitude
    if changed:
        _save(case, acting_user)
        record(case, acting_user, "illicit.case_changed", f"Changed: {', '.join(changed)}.")
    return case


@transaction.atomic
def entry_add(
    *,
    acting_user,
    case: Case,
    kind: str,
    at: datetime,
    notes: str,
    files: Iterable = (),
    **details,
) -> Entry:
    """A line of the investigation log, with its photos or laboratory report. The first
    one starts the investigation."""
    require_perm(acting_user, WORK, "Only Town stormwater staff add to the investigation log.")
    case = _locked(case)
    errors = {}
    if kind not in Entry.Kind.values:
        errors["kind"] = "Choose what kind of entry this is."
    notes = (notes or "").strip()
    if not notes:
        errors["notes"] = "Describe what was done and found."
    if at is None:
        errors["at"] = "Give the date and time."
    elif at > now():
        errors["at"] = "It cannot have happened in the future."
    files = [f for f in files or [] if f]
    if len(files) > MAX_FILES:
        errors["files"] = f"Attach at most {MAX_FILES} files at once."
    if kind == Entry.Kind.SAMPLE and not (details.get("sample_point") or "").strip():
        errors["sample_point"] = "Say where the sample was taken."
    if kind == Entry.Kind.FOLLOW_UP and details.get("discharge_found") is None:
        errors["discharge_found"] = "Say whether the discharge was still there."
    if errors:
        raise ValidationError(errors)
    if case.is_closed:
        raise ValidationError(f"Case {case.reference} is closed; nothing more is logged on it.")
    entry = Entry.objects.create(
        case=case,
        kind=kind,
        at=at,
        notes=notes,
        recorded_by=acting_user,
        recorded_at=now(),
        **{k: v for k, v in details.items() if v not in (None, "") or k == "discharge_found"},
    )
    for file in files:
        try:
            upload_store(acting_user=acting_user, file=file, subject=entry)
        except ValidationError as exc:
            raise ValidationError({"files": exc.messages}) from exc
    record(case, acting_user, "illicit.entry_added", f"{entry.get_kind_display()}: {notes[:200]}")
    if case.state == Case.State.REPORTED:
        case._investigate()
        _save(case, acting_user)
        tell_case_reporters(case, "The Town is investigating.")
    return entry


@transaction.atomic
def case_confirm(*, acting_user, case: Case, source: str) -> Case:
    """The source is found: the discharge, connection or activity is confirmed."""
    require_perm(acting_user, WORK, "Only Town stormwater staff confirm a source.")
    case = _locked(case)
    source = (source or "").strip()
    if not source:
        raise invalid(source="Describe the source found.")
    require(
        case.state in (Case.State.REPORTED, Case.State.INVESTIGATING),
        f"Case {case.reference} is {case.get_state_display().lower()}.",
        ValidationError,
    )
    case.source = source
    case.confirmed_at = now()
    case._confirm()
    _save(case, acting_user)
    record(case, acting_user, "illicit.case_confirmed", f"Source confirmed: {source[:200]}")
    tell_case_reporters(case, "The Town found the source and is having it stopped.")
    return case


@transaction.atomic
def case_eliminate(*, acting_user, case: Case, how: str, on: date | None = None) -> Case:
    """The discharge stopped or the connection was removed; a follow-up visit verifies it."""
    require_perm(acting_user, WORK, "Only Town stormwater staff record an elimination.")
    case = _locked(case)
    how = (how or "").strip()
    if not how:
        raise invalid(how="Say how it was eliminated (disconnected, stopped, cleaned up…).")
    require(
        case.state == Case.State.CONFIRMED,
        f"Case {case.reference} is {case.get_state_display().lower()}: only a confirmed source "
        "is eliminated.",
        ValidationError,
    )
    case.eliminated_how = how
    case.eliminated_at = now()
    case._eliminate()
    _save(case, acting_user)
    record(case, acting_user, "illicit.case_eliminated", f"Eliminated: {how[:200]}")
    tell_case_reporters(
        case, "The discharge was stopped; the Town will check it with a follow-up visit."
    )
    return case


@transaction.atomic
def follow_up_record(
    *, acting_user, case: Case, at: datetime, notes: str, discharge_found: bool, files=()
) -> Entry:
    """The follow-up visit after an elimination: nothing found verifies it; the discharge
    still there sends the case back to confirmed."""
    require_perm(acting_user, DECIDE, "Only the SMO or an inspector verifies an elimination.")
    case = _locked(case)
    require(
        case.state == Case.State.ELIMINATED,
        f"Case {case.reference} is {case.get_state_display().lower()}: a follow-up visit "
        "verifies an elimination.",
        ValidationError,
    )
    entry = entry_add(
        acting_user=acting_user,
        case=case,
        kind=Entry.Kind.FOLLOW_UP,
        at=at,
        notes=notes,
        files=files,
        discharge_found=discharge_found,
    )
    case.refresh_from_db()
    if discharge_found:
        case._recur()
        _save(case, acting_user)
        record(case, acting_user, "illicit.case_recurred", "Follow-up visit: still discharging.")
        tell_case_reporters(
            case, "A follow-up visit found it still there; the Town is acting on it."
        )
    else:
        case.verified_at = at
        case._verify()
        _save(case, acting_user)
        record(case, acting_user, "illicit.case_verified", "Follow-up visit: eliminated, verified.")
        tell_case_reporters(
            case, "Eliminated and verified by a follow-up visit. The case is closed."
        )
    return entry


@transaction.atomic
def case_close(
    *, acting_user, case: Case, reason: str, note: str = "", exemption=None, agency_exemption=None
) -> Case:
    """Close without a violation: nothing was found, or the discharge is exempt. A case
    closes as exempt only on a recorded ground of § 158-4A(1)-(4) that covers it, or a
    § 158-3A exemption by an authorized agency in force."""
    require_perm(acting_user, DECIDE, "Only the SMO or an inspector closes a case.")
    case = _locked(case)
    if reason not in Case.CloseReason.values:
        raise invalid(reason="Choose why the case closes.")
    note = (note or "").strip()
    if reason == Case.CloseReason.NO_DISCHARGE and not note:
        raise invalid(note="Say what was checked.")
    exempt_on = ""
    if reason == Case.CloseReason.EXEMPT:
        moment = now()
        if exemption is None and agency_exemption is None:
            raise invalid(
                exemption="Choose the ground it is exempt on "
                f"({cite('idl.discharge_prohibition.exceptions')} or {cite('idl.applicability')})."
            )
        if exemption is not None:
            if exemption.case_id not in (None, case.pk):
                raise invalid(exemption="That authorization is for another case.")
            covered, why = exemption.covers(moment)
            if not covered:
                raise invalid(exemption=why)
            exempt_on = why
        else:
            if not agency_exemption.in_force_on(moment.date()):
                raise invalid(
                    agency_exemption=f"That {cite('idl.applicability')} exemption is not in force."
                )
            exempt_on = f"{cite('idl.applicability')}: exempted by {agency_exemption.agency}."
    else:
        exemption = agency_exemption = None
    require(
        case.state in (Case.State.REPORTED, Case.State.INVESTIGATING, Case.State.CONFIRMED),
        f"Case {case.reference} is {case.get_state_display().lower()}.",
        ValidationError,
    )
    # A violation handed to enforcement (§ 158-11) stands: the case no longer closes
    # "without a violation"; it ends when the discharge is eliminated and verified.
    handed = violations_handed(case)
    require(
        not handed,
        f"Case {case.reference} cannot close without a violation: violation "
        f"{', '.join(handed)} was handed to enforcement. Record the elimination instead.",
        ValidationError,
    )
    case.closed_reason = reason
    case.close_note = note
    case.exemption = exemption
    case.agency_exemption = agency_exemption
    case.closed_at = now()
    case._close()
    _save(case, acting_user)
    summary = case.get_closed_reason_display() if not exempt_on else f"Exempt: {exempt_on}"
    record(case, acting_user, "illicit.case_closed", f"Closed: {summary}")
    public = (
        "Closed: the Town found no illicit discharge or connection."
        if reason == Case.CloseReason.NO_DISCHARGE
        else f"Closed: the discharge is allowed under {current().law('idl').name} (an exemption)."
    )
    tell_case_reporters(case, public)
    return case


def violations_handed(case: Case) -> list[str]:
    """The references of the violations handed to enforcement from ``case``."""
    from enforcement.models import Violation

    return list(
        Violation.objects.filter(
            subject_type=ContentType.objects.get_for_model(Case), subject_id=case.pk
        )
        .order_by("pk")
        .values_list("reference", flat=True)
    )


@transaction.atomic
def case_violation_record(
    *,
    acting_user,
    case: Case,
    party,
    provisions: Iterable[str] | None = None,
    description: str = "",
    started_on: date,
    continuing: bool | None = None,
    ended_on: date | None = None,
    files=(),
):
    """Hand a violation found on the case to enforcement/ (the notice, appeal and
    penalty history live there). The premises must be known."""
    require(
        case.parcel_id is not None,
        "Name the premises (a property of the registry) first.",
        ValidationError,
    )
    provisions = list(provisions or PROVISIONS[Case.Kind(case.kind)])
    if continuing is None:
        # Found on a case whose source was already eliminated: it ended then.
        continuing = case.eliminated_at is None
        if not continuing and ended_on is None:
            ended_on = case.eliminated_at.astimezone(TOWN_TZ).date()
    violation = violation_record(
        acting_user=acting_user,
        chapter="158",
        party=party,
        parcel=case.parcel,
        provisions=provisions,
        description=(description or case.source or case.summary),
        started_on=started_on,
        continuing=continuing,
        ended_on=ended_on,
        subject=case,
        subject_label=case.label,
        files=files,
    )
    return violation


@transaction.atomic
def access_refusal_record(
    *,
    acting_user,
    case: Case,
    at: datetime,
    notes: str,
    party,
    delayed: bool = False,
):
    """§ 158-9B(5): denying the SMO reasonable access to a facility (or an unreasonable
    delay) is an offense. Recorded once, by inspections/ (the case's facility inspection,
    opened now if none is open; the violation of § 158-9 through enforcement/; the
    § 158-9B(6) warrant tracked there), and logged on the case."""
    from inspections.selectors import open_inspections_of
    from inspections.services import facility

    require_perm(acting_user, WORK, "Only Town stormwater staff record a refusal of access.")
    require(
        case.parcel_id is not None,
        "Name the premises (a property of the registry) first.",
        ValidationError,
    )
    inspection = open_inspections_of(case).filter(
        kind=facility.FACILITY_KIND
    ).first() or facility.facility_inspection_open(
        acting_user=acting_user,
        subject=case,
        subject_label=case.label,
        parcel=case.parcel,
        scheduled_for=at,
    )
    refusal = facility.access_refusal_record(
        acting_user=acting_user,
        inspection=inspection,
        party=party,
        occurred_at=at,
        notes=notes,
        delayed=delayed,
    )
    entry = entry_add(
        acting_user=acting_user,
        case=case,
        kind=Entry.Kind.ACCESS_REFUSED,
        at=at,
        notes=f"{notes} (facility inspection {inspection.reference})",
    )
    return entry, refusal.violation


def subject_value(case: Case) -> str:
    """What enforcement's "Record a violation" page takes as ?subject=."""
    return f"{ContentType.objects.get_for_model(Case).pk}.{case.pk}"
