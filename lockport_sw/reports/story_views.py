"""A property's and a party's whole story: the page, a window of it filtered by kind,
with links to the earlier and the later entries, and its PDF (from the same position,
``PDF_ROWS`` entries at most, saying where the next print starts)."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone

from lockport_sw.core.access import permission_required
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.documents.rendering import render_pdf
from lockport_sw.registry.models import Party, Property

from . import story

PDF_ROWS = 1000
WHAT = {
    "parcel": (Property, "property"),
    "party": (Party, "party"),
}


def _link(kind: str | None, *, pdf: bool = False, **position) -> str:
    """The page's address at a position ("after" or "before" a row's key)."""
    params = {"kind": kind} if kind else {}
    params.update({name: story.token(key) for name, key in position.items() if key})
    if pdf:
        params["format"] = "pdf"
    return "?" + urlencode(params)


def _page(request: HttpRequest, attr: str, pk: int, *, pdf: bool = False) -> HttpResponse:
    model, noun = WHAT[attr]
    target = get_object_or_404(model, pk=pk)
    # What the user may see of each kind, built once for the page (issue 44).
    visible = story.visible_kinds(request.user, attr)
    kinds = [source for source, _ in visible]
    kind = request.GET.get("kind") or None
    if kind not in {k.key for k in kinds}:
        kind = None
    after = story.position(request.GET.get("after"))
    before = None if after else story.position(request.GET.get("before"))
    window = story.story(
        request.user,
        attr=attr,
        target=target,
        kind=kind,
        after=after,
        before=before,
        size=PDF_ROWS if pdf else story.PAGE_SIZE,
        visible=visible,
    )
    context = {
        "target": target,
        "noun": noun,
        "attr": attr,
        "kinds": kinds,
        "kind": kind,
        "rows": window.rows,
        "page_size": story.PAGE_SIZE,
        "from_start": after is None and before is None,
        "earlier_url": _link(kind, before=window.earlier) if window.earlier else "",
        "later_url": _link(kind, after=window.later) if window.later else "",
        "pdf_url": _link(kind, pdf=True, after=after, before=before),
        "later": window.later,
    }
    if pdf:
        data = render_pdf(
            "pdf/story.html",
            {
                **context,
                "title": f"The record of {target}",
                "printed_at": timezone.now(),
                "citations": [],
                "first": window.rows[0]["when"] if window.rows else None,
            },
        )
        response = HttpResponse(data, content_type="application/pdf")
        response["Content-Disposition"] = f'attachment; filename="{noun}-{target.pk}-story.pdf"'
        return response
    return render(request, "reports/story.html", context)


@permission_required("registry.view_property")
@kept_page
def property_story(request: HttpRequest, pk: int) -> HttpResponse:
    return _page(request, "parcel", pk, pdf=request.GET.get("format") == "pdf")


@permission_required("registry.view_party")
@kept_page
def party_story(request: HttpRequest, pk: int) -> HttpResponse:
    return _page(request, "party", pk, pdf=request.GET.get("format") == "pdf")
