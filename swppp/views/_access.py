"""Access checks shared by every Chapter 159 page, in this order (tests/swppp/access.py):

1. anonymous visitors go to the sign-in page (the views' decorators);
2. a project or version the user may not see is a 404 (never a hint it exists);
3. a user who may see it but not do this gets 403;
4. then the HTTP method (405).
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404

from .. import selectors
from ..models import Project, Submission


def visible_project(request: HttpRequest, pk: int) -> Project:
    return get_object_or_404(
        selectors.projects_visible_to(request.user).select_related(
            "parcel", "applicant", "applicant_party", "site_confirmed_by"
        ),
        pk=pk,
    )


def visible_version(request: HttpRequest, project: Project, version: int) -> Submission:
    try:
        submission = selectors.submission_detail(request.user, project, version)
    except Submission.DoesNotExist:
        raise Http404("No such version.") from None
    submission.project = project
    return submission


def require_applicant(request: HttpRequest, project: Project) -> None:
    if project.applicant_id != request.user.pk:
        raise PermissionDenied("Only the project's applicant may do this.")


def allow(request: HttpRequest, *methods: str) -> HttpResponse | None:
    """The method check, after visibility and permission."""
    return None if request.method in methods else HttpResponseNotAllowed(methods)
