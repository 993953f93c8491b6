"""Correction notices (issue 23, item 2): the SMO checks the correction owed on an issued
notice of violation, then issues it (a served letter; the notice is never changed)."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from lockport_sw.core.access import login_required

from ..services import corrections
from ._access import allow, require, visible_notice

ISSUE = "enforcement.issue_notice"


@login_required
def correction_issue(request: HttpRequest, number: str) -> HttpResponse:
    """GET: the check page (the addressees, the text that will print); POST with
    ``confirmed``: issue it. Nothing is issued from the GET."""
    notice = visible_notice(request, number)
    require(request, ISSUE)
    if refused := allow(request, "GET", "POST"):
        return refused
    errors = []
    if request.method == "POST" and request.POST.get("confirmed"):
        try:
            issued = corrections.correction_issue(acting_user=request.user, notice=notice)
        except ValidationError as exc:
            errors = [{"message": m, "href": "#correction-h"} for m in exc.messages]
        else:
            messages.success(
                request,
                "Correction issued: "
                + ", ".join(x.number for x in issued)
                + ". Print each letter and serve it; record the service on its page.",
            )
            return redirect(issued[0])
    try:
        preview = corrections.correction_preview(acting_user=request.user, notice=notice)
    except ValidationError as exc:
        preview, errors = (
            None,
            errors or [{"message": m, "href": "#correction-h"} for m in exc.messages],
        )
    return render(
        request,
        "enforcement/correction_check.html",
        {"notice": notice, "preview": preview, "page_errors": errors},
    )
