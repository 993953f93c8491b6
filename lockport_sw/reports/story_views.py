"""A property's and a party's whole story: the page, filtered by kind, and its PDF."""

from __future__ import annotations

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone

from lockport_sw.core.access import permission_required
from lockport_sw.documents.rendering import render_pdf
from lockport_sw.registry.models import Party, Property

from . import story

PAGE_SIZE = 50
WHAT = {
    "parcel": (Property, "registry.view_property", "property"),
    "party": (Party, "registry.view_party", "party"),
}


def _page(request: HttpRequest, attr: str, pk: int, *, pdf: bool = False) -> HttpResponse:
    model, _, noun = WHAT[attr]
    target = get_object_or_404(model, pk=pk)
    kinds = story.kinds_for(request.user, attr)
    kind = request.GET.get("kind") or None
    if kind not in {k.key for k in kinds}:
        kind = None
    rows = story.story(request.user, attr=attr, target=target, kind=kind)
    context = {"target": target, "noun": noun, "attr": attr, "kinds": kinds, "kind": kind}
    if pdf:
        data = render_pdf(
            "pdf/story.html",
            {
                **context,
                "rows": rows,
                "title": f"The record of {target}",
                "printed_at": timezone.now(),
                "citations": [],
            },
        )
        response = HttpResponse(data, content_type="application/pdf")
        response["Content-Disposition"] = f'attachment; filename="{noun}-{target.pk}-story.pdf"'
        return response
    page = Paginator(rows, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "reports/story.html", {**context, "page_obj": page})


@permission_required("registry.view_property")
def property_story(request: HttpRequest, pk: int) -> HttpResponse:
    return _page(request, "parcel", pk, pdf=request.GET.get("format") == "pdf")


@permission_required("registry.view_party")
def party_story(request: HttpRequest, pk: int) -> HttpResponse:
    return _page(request, "party", pk, pdf=request.GET.get("format") == "pdf")
