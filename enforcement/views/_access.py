"""Access checks shared by every enforcement page, in this order (tests/enforcement/access.py):

1. anonymous visitors go to the sign-in page (the views' decorators);
2. a record the user may not see is a 404 (never a hint it exists): the selectors decide;
3. a user who may see it but not do this gets 403 (the model permission of the act);
4. then the HTTP method (405).
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404

from .. import selectors
from ..models import Appeal, NoticeOfViolation, StopWorkOrder, Violation


def visible_violation(request: HttpRequest, reference: str) -> Violation:
    return get_object_or_404(
        selectors.violations_visible_to(request.user).select_related("parcel", "party"),
        reference=reference,
    )


def visible_notice(request: HttpRequest, number: str) -> NoticeOfViolation:
    return get_object_or_404(
        selectors.notices_visible_to(request.user).select_related(
            "violation__parcel", "violation__party", "addressee", "document", "issued_by"
        ),
        number=number,
    )


def visible_order(request: HttpRequest, number: str) -> StopWorkOrder:
    return get_object_or_404(
        selectors.orders_visible_to(request.user).select_related(
            "violation__parcel", "document", "lift_document", "addressee", "confirming_upload"
        ),
        number=number,
    )


def visible_appeal(request: HttpRequest, reference: str) -> Appeal:
    return get_object_or_404(
        selectors.appeals_visible_to(request.user).select_related(
            "notice__violation__parcel", "notice__document", "appellant", "decision_document"
        ),
        reference=reference,
    )


def require(request: HttpRequest, perm: str, obj=None) -> None:
    """403 unless the user holds ``perm`` (for ``obj``, when given)."""
    user = request.user
    allowed = user.has_perm(perm, obj) if obj is not None else user.has_perm(perm)
    if not allowed:
        raise PermissionDenied


def allow(request: HttpRequest, *methods: str) -> HttpResponse | None:
    return None if request.method in methods else HttpResponseNotAllowed(methods)
