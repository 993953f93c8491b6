"""The field inspection on a phone: the checklist form, its draft, photos (idempotent
uploads), completion.

Works without JavaScript (one multipart POST: photos and findings). With it
(static/js/field-inspection.js) nothing typed or photographed is lost on a bad
connection: the form is kept in the phone's storage and sent to the server as a draft as
it goes; each photo waits in the phone's storage with its idempotency key until the
server has it; the completion is sent once every photo is in. The inspector sees what is
still waiting to send."""

from __future__ import annotations

import json
import uuid

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render

from lockport_sw.core.access import permission_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.documents.uploads import PHOTO_ACCEPT_ATTRIBUTE, PHOTO_TEXT
from lockport_sw.jurisdiction.registry import cite

from ..forms import ConductForm
from ..models import Inspection
from ..services import field
from ..services.holds import any_hold_in_effect, hold_applies
from ._common import allow, visible_inspection

MAX_PHOTOS_PER_POST = 10


def _wants_json(request: HttpRequest) -> bool:
    return request.headers.get("X-Field-Form") == "1"


def _errors(exc: ValidationError) -> dict:
    return exc.message_dict if hasattr(exc, "error_dict") else {"__all__": exc.messages}


@permission_required("inspections.conduct_inspection")
def conduct(request: HttpRequest, reference: str) -> HttpResponse:
    inspection = visible_inspection(request, reference)
    if bad := allow(request, "GET", "POST"):
        return bad
    kind = inspection.kind_spec
    if not inspection.is_open:
        if _wants_json(request):
            # A retried completion whose first answer was lost: it is done.
            return JsonResponse({"url": inspection.get_absolute_url(), "done": True})
        messages.info(request, f"Inspection {inspection.reference} is already recorded.")
        return redirect(inspection)
    data = request.POST if request.method == "POST" else None
    form = ConductForm(data, kind=kind, initial=inspection.draft or None)
    if request.method == "POST" and form.is_valid():
        try:
            for upload in request.FILES.getlist("photos")[:MAX_PHOTOS_PER_POST]:
                field.photo_add(
                    acting_user=request.user,
                    inspection=inspection,
                    file=upload,
                    idempotency_key=uuid.uuid4(),
                )
            data = form.cleaned_data
            field.inspection_complete(
                acting_user=request.user,
                inspection=inspection,
                findings=form.findings(),
                result=data["result"],
                summary=data["summary"],
                nature=data["nature"],
                corrective_action=data["corrective_action"],
                latitude=data["latitude"],
                longitude=data["longitude"],
                work_during_hold=data["work_during_hold"],
                early_reason=data["early_reason"],
            )
        except ValidationError as exc:
            if _wants_json(request):
                return JsonResponse({"errors": _errors(exc)}, status=400)
            apply_validation_error(form, exc)
        else:
            inspection.refresh_from_db()
            text = f"Inspection {inspection.reference} recorded: approved."
            if inspection.result == Inspection.Result.VIOLATIONS:
                text = f"Inspection {inspection.reference} recorded: violations found" + (
                    "; the notice is issued and the work hold is in effect "
                    f"({cite('swm.construction_inspection')})."
                    if hold_applies(inspection)
                    else "."
                )
            messages.success(request, text)
            if _wants_json(request):
                return JsonResponse({"url": inspection.get_absolute_url(), "done": True})
            return redirect(inspection)
    elif request.method == "POST" and _wants_json(request):
        return JsonResponse({"errors": form.errors.get_json_data()}, status=400)
    return render(
        request,
        "inspections/conduct.html",
        {
            "form": form,
            "inspection": inspection,
            "kind": kind,
            "photos": list(inspection.photos.select_related("upload")),
            # The photo types taken (HEIC is refused: issue 45), offered by the input.
            "photo_accept": PHOTO_ACCEPT_ATTRIBUTE,
            "photo_text": PHOTO_TEXT,
            "hold_applies": hold_applies(inspection),
            # § 159-8A(1): work seen during a hold is asked about only while one is in effect.
            "hold_in_effect": hold_applies(inspection) and any_hold_in_effect(inspection.subject),
            # Issue 43, item 13: before its scheduled day, completing it needs a reason.
            "early": field.completed_before_its_day(inspection),
        },
    )


@permission_required("inspections.conduct_inspection")
def draft(request: HttpRequest, reference: str) -> HttpResponse:
    """The form's fields so far, saved as the inspector goes (JSON)."""
    inspection = visible_inspection(request, reference)
    if bad := allow(request, "POST"):
        return bad
    try:
        fields = json.loads(request.body or b"{}")
        field.draft_save(acting_user=request.user, inspection=inspection, draft=fields)
    except (ValueError, ValidationError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse({"saved": True})


@permission_required("inspections.conduct_inspection")
def photo(request: HttpRequest, reference: str) -> HttpResponse:
    """One photo with the key the phone chose: 201 when stored, 200 when a retry finds
    it stored already (the same key never stores a second file)."""
    inspection = visible_inspection(request, reference)
    if bad := allow(request, "POST"):
        return bad
    upload = request.FILES.get("file")
    key = request.POST.get("idempotency_key") or request.headers.get("Idempotency-Key", "")
    if upload is None:
        return JsonResponse({"errors": {"file": ["Choose a photo."]}}, status=400)
    try:
        stored, created = field.photo_add(
            acting_user=request.user,
            inspection=inspection,
            file=upload,
            idempotency_key=key,
            item=request.POST.get("item", ""),
            caption=request.POST.get("caption", ""),
        )
    except ValidationError as exc:
        return JsonResponse({"errors": _errors(exc)}, status=400)
    return JsonResponse(
        {"key": str(stored.idempotency_key), "created": created}, status=201 if created else 200
    )
