"""The maintenance easement (§ 159-7B) and maintenance agreement or dedication
(§ 159-7C(4)) of a stormwater management facility, recorded by the SMO with the
recorded document kept as a file on the project; and what approval waits for.

§ 159-7B: "Prior to the issuance of any approval that has a stormwater management
facility as one of the requirements, the applicant or developer must execute a
maintenance easement agreement ... The easement shall be recorded by the grantor in the
office of the County Clerk after approval by the counsel for the Town."
§ 159-7C(4): "The Town shall approve a formal maintenance agreement ... recorded in the
office of the County Clerk as a deed restriction on the property prior to final plan
approval", consistent with Appendix A (159 Attachment 1); "in lieu of a maintenance
agreement, at its sole discretion, [the Town] may accept dedication" of the facility.
"""

from __future__ import annotations

from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.documents.services import upload_store
from lockport_sw.documents.uploads import validate_upload
from lockport_sw.jurisdiction.registry import cite, words

from ..models import MaintenanceInstrument, Project, Submission
from ._common import record, require

Kind = MaintenanceInstrument.Kind

# In the municipality's words (``words``): its kind and its citations.
EASEMENT_MISSING = (
    "the maintenance easement agreement, approved by the counsel for the {kind} and recorded "
    "in the office of the County Clerk ({cite:swm.maintenance_easements})"
)
AGREEMENT_MISSING = (
    "the maintenance agreement consistent with {cite:swm.maintenance_agreement_form}, "
    "recorded in the office of the County Clerk as a deed restriction, or the {kind}'s "
    "acceptance of the facility's dedication instead ({cite:swm.maintenance_agreements})"
)


def missing_before_approval(submission: Submission) -> list[str]:
    """What approval of this version waits for (empty when nothing): only a SWPPP that
    has a stormwater management facility needs the easement and the agreement. One
    query."""
    if not submission.includes_facility:
        return []
    kinds = set(
        MaintenanceInstrument.objects.filter(project_id=submission.project_id).values_list(
            "kind", flat=True
        )
    )
    missing = []
    if Kind.EASEMENT not in kinds:
        missing.append(words(EASEMENT_MISSING))
    if not kinds & {Kind.AGREEMENT, Kind.DEDICATION}:
        missing.append(words(AGREEMENT_MISSING))
    return missing


def approval_refusal(submission: Submission) -> str:
    """The refusal message naming what is missing ('' when approval may be given).
    § 159-7B: "prior to the issuance of any approval": an approval with modifications
    waits for the same documents as an approval."""
    missing = missing_before_approval(submission)
    if not missing:
        return ""
    return (
        "The SWPPP includes a stormwater management facility: no approval, with "
        "modifications or not, is issued until the Stormwater Management Officer records "
        + "; and ".join(missing)
        + "."
    )


def _date_errors(value: date | None, field: str, label: str, today: date) -> dict[str, str]:
    if value is None:
        return {field: f"Give the {label}."}
    if value > today:
        return {field: f"The {label} cannot be in the future."}
    return {}


@transaction.atomic
def instrument_record(
    *,
    acting_user,
    project: Project,
    kind: str,
    file,
    approved_by: str = "",
    approved_on: date | None = None,
    follows_appendix_a: bool = False,
    instrument_number: str = "",
    liber: str = "",
    page: str = "",
    recorded_on: date | None = None,
    resolution: str = "",
    meets_requirements: bool = False,
    perpetual_access: bool = False,
) -> MaintenanceInstrument:
    """The SMO records an easement, an agreement or the Town's acceptance of dedication,
    with the recorded document (a PDF or image). Every error is keyed by its field;
    nothing is stored on bad input."""
    require(
        acting_user.has_perm("swppp.review_swppp"),
        "Only the Stormwater Management Officer records maintenance documents.",
    )
    project = Project.objects.select_for_update().get(pk=project.pk)
    today = timezone.now().astimezone(TOWN_TZ).date()
    errors: dict[str, str] = {}
    values = {
        "approved_by": (approved_by or "").strip(),
        "instrument_number": (instrument_number or "").strip(),
        "liber": (liber or "").strip(),
        "page": (page or "").strip(),
        "resolution": (resolution or "").strip(),
    }
    if kind not in Kind.values:
        raise ValidationError({"kind": "Choose the easement, the agreement or dedication."})
    if kind in (Kind.EASEMENT, Kind.AGREEMENT):
        who = "counsel for the Town" if kind == Kind.EASEMENT else "Town"
        if not values["approved_by"]:
            errors["approved_by"] = (
                words(
                    "Name who approved it for the {kind}: the counsel for the {kind} "
                    "({cite:swm.maintenance_easements})."
                )
                if kind == Kind.EASEMENT
                else words(
                    "Name who approved it for the {kind} ({cite:swm.maintenance_agreements})."
                )
            )
        errors |= _date_errors(approved_on, "approved_on", f"date the {who} approved it", today)
        errors |= _date_errors(
            recorded_on, "recorded_on", "date it was recorded with the County Clerk", today
        )
        if (
            approved_on
            and recorded_on
            and recorded_on < approved_on
            and "recorded_on" not in errors
        ):
            errors["recorded_on"] = (
                words(
                    "The easement is recorded after approval by the counsel for the {kind} "
                    "({cite:swm.maintenance_easements}): the recording date cannot be before "
                    "the approval."
                )
                if kind == Kind.EASEMENT
                else words(
                    "It is recorded once the {kind} approved it "
                    "({cite:swm.maintenance_agreements})."
                )
            )
        has_instrument = bool(values["instrument_number"])
        has_liber = bool(values["liber"] and values["page"])
        if not (has_instrument or has_liber):
            errors["instrument_number"] = (
                "Give the County Clerk's instrument number, or the liber and page."
            )
        elif values["liber"] and not values["page"]:
            errors["page"] = "Give the page with the liber."
        if kind == Kind.AGREEMENT and not follows_appendix_a:
            errors["follows_appendix_a"] = words(
                "The maintenance agreement shall be consistent with "
                "{cite:swm.maintenance_agreement_form} of {law:swm} "
                "({cite:swm.maintenance_agreements}): confirm that it is."
            )
    else:  # dedication, in lieu of the agreement, at the Town's sole discretion
        if not values["resolution"]:
            errors["resolution"] = "Cite the Town Board resolution accepting the dedication."
        errors |= _date_errors(approved_on, "approved_on", "date the Town accepted it", today)
        if not meets_requirements:
            errors["meets_requirements"] = words(
                "The {kind} accepts dedication only of a facility that meets all the "
                "requirements of {law:swm} ({cite:swm.maintenance_agreements})."
            )
        if not perpetual_access:
            errors["perpetual_access"] = (
                "The facility must include adequate and perpetual access and sufficient area "
                f"for inspection and regular maintenance ({cite('swm.maintenance_agreements')})."
            )
    if file is None:
        errors["file"] = "Attach the recorded document (a PDF or a scan)."
    else:
        try:
            validate_upload(file)
        except ValidationError as exc:
            errors["file"] = " ".join(exc.messages)
    if errors:
        raise ValidationError(errors)
    document = upload_store(acting_user=acting_user, file=file, subject=project)
    instrument = MaintenanceInstrument(
        project=project,
        kind=kind,
        approved_on=approved_on,
        recorded_on=recorded_on if kind != Kind.DEDICATION else None,
        follows_appendix_a=bool(follows_appendix_a) and kind == Kind.AGREEMENT,
        meets_requirements=bool(meets_requirements) and kind == Kind.DEDICATION,
        perpetual_access=bool(perpetual_access) and kind == Kind.DEDICATION,
        document=document,
        recorded_by=acting_user,
        **values,
    )
    instrument.full_clean(exclude=["document", "recorded_by", "project"])
    instrument._history_user = acting_user
    instrument.save()
    record(
        subject=project,
        actor=acting_user,
        action=f"swppp.maintenance_{kind}",
        summary=f"Recorded the {instrument.get_kind_display()}: {instrument.recording}.",
    )
    return instrument
