"""The check that a refused form shows the error summary (issue 8 item 2), run on every
page the test client receives (tests/conftest.py): a full page (not an htmx fragment)
that shows an error beside a field (Django marks the field ``aria-invalid="true"``;
crispy-forms and the hand-written fields put the message in ``invalid-feedback``) must
show the GOV.UK error summary (``data-error-summary``) exactly once, and each of its
links must name a control on the page."""

from __future__ import annotations

import re

FIELD_ERROR = re.compile(r'aria-invalid="true"|class="[^"]*\binvalid-feedback\b')
LINK = re.compile(r'<a href="#([^"]+)" data-error-link>')


def refused_without_summary(html: str) -> str:
    """What is wrong with the page, or "" when it is right."""
    if not FIELD_ERROR.search(html):
        return ""
    count = html.count("data-error-summary")
    if count != 1:
        return f"a field shows an error but the page has {count} error summaries (need 1)"
    for target in LINK.findall(html):
        if f'id="{target}"' not in html:
            return f"the summary links to #{target}, which no control on the page has"
    return ""


def assert_summary_if_refused(response, request_kwargs: dict) -> None:
    if getattr(response, "streaming", False):
        return
    if "text/html" not in response.get("Content-Type", ""):
        return
    if request_kwargs.get("HTTP_HX_REQUEST") or request_kwargs.get("headers", {}).get("HX-Request"):
        return  # an htmx fragment: the page around it has the summary
    problem = refused_without_summary(response.content.decode(errors="replace"))
    assert not problem, f"{request_kwargs.get('PATH_INFO', '')}: {problem}"
