"""The search page: every kind the user may see, grouped, or one kind paginated."""

from __future__ import annotations

import re

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from lockport_sw.core.access import login_required

from . import search

PAGE_SIZE = 25
MAX_QUERY = 200
# Control characters (NUL above all: PostgreSQL refuses it in a string) are no words of a
# search; they are read as spaces (issue 45, item 6c).
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def query_words(typed: str | None) -> str:
    """What a search box's text searches for: its words, one space between, no control
    characters, at most ``MAX_QUERY`` characters."""
    return " ".join(CONTROL.sub(" ", typed or "").split())[:MAX_QUERY]


@login_required
def search_page(request: HttpRequest) -> HttpResponse:
    q = query_words(request.GET.get("q"))
    source = search.get(request.GET.get("kind", ""))
    context = {"q": q, "source": source, "groups": [], "page_obj": None, "rows": []}
    if q and source is not None:
        qs = search.matching(source, request.user, q)
        if qs is not None:
            page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("page"))
            context.update(page_obj=page, rows=[search.row(source, o) for o in page])
    elif q:
        context["groups"] = search.search_all(request.user, q)
    context["full_text"] = search.full_text()
    return render(request, "reports/search.html", context)
