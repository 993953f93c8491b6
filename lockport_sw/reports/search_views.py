"""The search page: every kind the user may see, grouped, or one kind paginated; each
one query of the search index (search.search_all, search.matching)."""

from __future__ import annotations

import re

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from lockport_sw.core.access import login_required
from lockport_sw.core.kept_pages import kept_page

from . import search

PAGE_SIZE = 25
MAX_PAGE = 400
MAX_QUERY = 200
# Control characters (NUL above all: PostgreSQL refuses it in a string) are no words of a
# search; they are read as spaces (issue 45, item 6c).
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def query_words(typed: str | None) -> str:
    """What a search box's text searches for: its words, one space between, no control
    characters, at most ``MAX_QUERY`` characters."""
    return " ".join(CONTROL.sub(" ", typed or "").split())[:MAX_QUERY]


def _page_number(typed: str | None) -> int:
    """A page of one kind's results (no count: "Next" while there are more)."""
    try:
        return max(1, min(int(typed or 1), MAX_PAGE))
    except ValueError:
        return 1


@login_required
@kept_page
def search_page(request: HttpRequest) -> HttpResponse:
    q = query_words(request.GET.get("q"))
    source = search.get(request.GET.get("kind", ""))
    context = {"q": q, "source": source, "groups": [], "page_obj": None, "rows": []}
    if q and source is not None:
        qs = search.matching(source, request.user, q)
        if qs is not None:
            number = _page_number(request.GET.get("page"))
            found = list(qs[(number - 1) * PAGE_SIZE : number * PAGE_SIZE + 1])
            context.update(
                page_obj={"number": number, "has_next": len(found) > PAGE_SIZE},
                rows=[search.row(source, e) for e in found[:PAGE_SIZE]],
            )
    elif q:
        context["groups"] = search.search_all(request.user, q)
    context["full_text"] = search.full_text()
    return render(request, "reports/search.html", context)
