"""The Town's boards and who sits on them: the Municipal Clerk seats and unseats members
(``bodies.seat_members``); the services refuse anyone else."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from lockport_sw.calendar.words import long_date, town_today
from lockport_sw.core.access import permission_required
from lockport_sw.core.forms import apply_validation_error

from . import services
from .forms import SeatForm, UnseatForm
from .models import Body, Membership


def _members_page(request: HttpRequest, form: SeatForm) -> HttpResponse:
    # Three boards, each with no more members than its seats: a fixed number of queries.
    boards = list(Body.objects.select_related("chair").order_by("name"))
    held = services.seated_today(boards)
    return render(
        request,
        "bodies/members.html",
        {
            "boards": [(body, held[body.pk]) for body in boards],
            "form": form,
            "today": town_today(),
        },
    )


@permission_required(services.SEAT)
@require_http_methods(["GET", "POST"])
def members(request: HttpRequest) -> HttpResponse:
    form = SeatForm(request.POST or None, initial={"starts_on": town_today()})
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            seat = services.membership_start(
                acting_user=request.user,
                body=data["body"],
                user=data["user"],
                name=data["name"],
                starts_on=data["starts_on"],
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"{seat.name} sits on the {seat.body} from {long_date(seat.starts_on)}.",
            )
            return redirect("bodies:members")
    return _members_page(request, form)


@permission_required(services.SEAT)
@require_http_methods(["GET", "POST"])
def unseat(request: HttpRequest, pk: int) -> HttpResponse:
    """Ask first: the seat's last day, then the member is gone from the board's votes."""
    seat = get_object_or_404(Membership.objects.select_related("body", "user"), pk=pk)
    form = UnseatForm(request.POST or None, initial={"ends_on": town_today()})
    if request.method == "POST" and form.is_valid():
        try:
            services.membership_end(
                acting_user=request.user, membership=seat, ends_on=form.cleaned_data["ends_on"]
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"{seat.name}'s seat on the {seat.body} ended on "
                f"{long_date(form.cleaned_data['ends_on'])}.",
            )
            return redirect("bodies:members")
    return render(request, "bodies/unseat.html", {"seat": seat, "form": form})
