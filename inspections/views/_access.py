"""Access checks every inspections page shares, in this order (tests/access.py):
anonymous visitors go to the sign-in page (decorators); a record outside the user's
reach is a 404; allowed to see but not to act is a 403; then the method (405)."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404

from .. import selectors, subjects
from ..models import Inspection, InspectionRequest


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


def visible_subject(request: HttpRequest, ct: int, pk: int):
    """A registered subject the user may see (a project), else 404."""
    try:
        model = ContentType.objects.get_for_id(ct).model_class()
        spec = subjects.of(model)
    except (ContentType.DoesNotExist, LookupError, AttributeError):
        raise Http404("No such record.") from None
    qs = model.objects.all() if request.user.is_office_staff else spec.visible_to(request.user)
    return get_object_or_404(qs, pk=pk)


def require_perm(request: HttpRequest, perm: str) -> None:
    if not request.user.has_perm(perm):
        raise PermissionDenied("Not allowed.")


def allow(request: HttpRequest, *methods: str) -> HttpResponse | None:
    return None if request.method in methods else HttpResponseNotAllowed(methods)
