"""Served letters (issue 23, item 3): a letter's page, for Town office staff and the
person it is addressed to (anyone else: 404)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from lockport_sw.core.access import login_required

from .. import selectors
from ._access import allow


def visible_letter(request: HttpRequest, number: str):
    return get_object_or_404(
        selectors.letters_visible_to(request.user).select_related(
            "document", "addressee", "parcel", "issued_by"
        ),
        number=number,
    )


@login_required
def letter_detail(request: HttpRequest, number: str) -> HttpResponse:
    letter = visible_letter(request, number)
    if refused := allow(request, "GET"):
        return refused
    return render(
        request,
        "enforcement/letter_detail.html",
        {
            "letter": letter,
            "is_copy": not request.user.is_office_staff
            and letter.addressee.user_id != request.user.pk,
            "services": list(letter.document.service_records.select_related("recorded_by")),
        },
    )
