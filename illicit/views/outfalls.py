"""The outfall inventory: list, page, edit, CSV import, screening visits."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.core import versions
from lockport_sw.core.access import role_required
from lockport_sw.core.forms import apply_validation_error

from .. import forms as f
from .. import selectors
from ..models import Outfall
from ..services import outfalls as services
from ..services._common import OUTFALLS
from .staff import allow, form_page, require


@role_required(*OFFICE_ROLES)
def outfall_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(selectors.outfall_list(), 50).get_page(request.GET.get("page"))
    return render(
        request,
        "illicit/outfall_list.html",
        {"page_obj": page, "can_manage": request.user.has_perm(OUTFALLS)},
    )


@role_required(*OFFICE_ROLES)
def outfall_detail(request: HttpRequest, pk: int) -> HttpResponse:
    outfall = get_object_or_404(Outfall, pk=pk)
    if refused := allow(request, "GET"):
        return refused
    from django.contrib.contenttypes.models import ContentType

    from lockport_sw.documents.models import Upload

    screenings = list(outfall.screenings.select_related("screened_by", "case"))
    photos = Upload.objects.filter(
        subject_type=ContentType.objects.get_for_model(Outfall), subject_id=outfall.pk
    )
    return render(
        request,
        "illicit/outfall_detail.html",
        {
            "outfall": outfall,
            "screenings": screenings,
            "photos": list(photos),
            "cases": list(outfall.cases.order_by("-opened_at")),
            "can_manage": request.user.has_perm(OUTFALLS),
        },
    )


def _save(request, outfall=None):
    require(request, OUTFALLS)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = f.OutfallForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
        instance=outfall,
        version=versions.token(outfall) if outfall else None,
    )

    def act(d):
        return services.outfall_save(
            acting_user=request.user, outfall=outfall, version=form.read_version, **d
        )

    return form_page(
        request,
        form,
        title=f"Outfall {outfall.code}" if outfall else "Add an outfall",
        back=outfall or reverse("illicit:outfall_list"),
        submit="Save",
        act=act,
        success="Outfall saved.",
        multipart=True,
    )


@role_required(*OFFICE_ROLES)
def outfall_create(request: HttpRequest) -> HttpResponse:
    return _save(request)


@role_required(*OFFICE_ROLES)
def outfall_update(request: HttpRequest, pk: int) -> HttpResponse:
    return _save(request, get_object_or_404(Outfall, pk=pk))


@role_required(*OFFICE_ROLES)
def outfall_import(request: HttpRequest) -> HttpResponse:
    require(request, OUTFALLS)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = f.OutfallImportForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
    )
    if request.method == "POST" and form.is_valid():
        try:
            made = services.outfalls_import(
                acting_user=request.user, file=form.cleaned_data["file"]
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"{len(made)} outfalls imported.")
            return redirect("illicit:outfall_list")
    return render(request, "illicit/outfall_import.html", {"form": form})


@role_required(*OFFICE_ROLES)
def outfall_screen(request: HttpRequest, pk: int) -> HttpResponse:
    outfall = get_object_or_404(Outfall, pk=pk)
    require(request, OUTFALLS)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = f.ScreeningForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
    )

    def act(d):
        screening = services.screening_record(acting_user=request.user, outfall=outfall, **d)
        if screening.case_id:
            messages.warning(
                request,
                f"A flow in dry weather: investigation {screening.case.reference} is open.",
            )
            return screening.case
        return outfall

    return form_page(
        request,
        form,
        title=f"Screen outfall {outfall.code}",
        back=outfall,
        submit="Record the screening",
        act=act,
        success="Screening recorded.",
        lead="A flow in dry weather (no measurable rain for 72 hours) is not stormwater: "
        "recording one opens an investigation.",
        multipart=True,
    )
