"""What every inspections page shares: finding the record, the checks, one-form pages.

The checks come in this order (tests/access.py): anonymous visitors go to the sign-in
page (decorators); a record outside the user's reach is a 404; allowed to see but not to
act is a 403; then the method (405)."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect, render

from lockport_sw.core.forms import apply_validation_error

from .. import selectors, subjects
from ..models import Inspection, InspectionRequest


def subject_or_404(request: HttpRequest, key: str, pk: int):
    """The chapter's record, if this user may see it (the chapter's own selector)."""
    try:
        spec = subjects.by_key(key)
    except LookupError:
        raise Http404("No such record.") from None
    obj = get_object_or_404(
        spec.visible_to(request.user).select_related(*spec.select_related), pk=pk
    )
    return spec, obj


def visible_inspection(request: HttpRequest, reference: str) -> Inspection:
    return get_object_or_404(
        selectors.inspections_visible_to(request.user).select_related(
            "inspector", "parcel", "reinspection_of"
        ),
        reference=reference,
    )


def visible_request(request: HttpRequest, reference: str) -> InspectionRequest:
    return get_object_or_404(
        selectors.requests_visible_to(request.user).select_related("inspection", "parcel"),
        reference=reference,
    )


def visible_subject(request: HttpRequest, obj) -> None:
    """404 unless the user may see ``obj`` (a registered subject)."""
    spec = subjects.of(obj)
    if not spec.visible_to(request.user).filter(pk=obj.pk).exists():
        raise Http404("No such record.")


def office_or_404(request: HttpRequest) -> None:
    """Facility records and the Town's inspections are seen by Town office staff only;
    to anyone else they do not exist."""
    if not request.user.is_office_staff:
        raise Http404("No such record.")


def allow(request: HttpRequest, *methods: str) -> HttpResponse | None:
    return None if request.method in methods else HttpResponseNotAllowed(methods)


def require(condition: bool) -> None:
    if not condition:
        raise PermissionDenied


def data(request: HttpRequest):
    return (request.POST, request.FILES) if request.method == "POST" else (None, None)


def form_page(
    request: HttpRequest,
    form,
    *,
    title: str,
    back: str,
    submit: str,
    act: Callable,
    success: str,
    lead: str = "",
    multipart: bool = False,
    confirm: str = "",
    template: str = "inspections/form.html",
    extra: dict | None = None,
) -> HttpResponse:
    """A page with one form whose valid POST calls ``act(form.cleaned_data)``."""
    if request.method == "POST" and form.is_valid():
        try:
            result = act(form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, success)
            target = result.get_absolute_url() if hasattr(result, "get_absolute_url") else back
            return redirect(target)
    return render(
        request,
        template,
        {
            "form": form,
            "title": title,
            "back": back,
            "submit": submit,
            "lead": lead,
            "multipart": multipart,
            "confirm": confirm,
            **(extra or {}),
        },
    )
