"""The Town's policy on whether an unpaid balance holds final acceptance (issue 20,
item 3): shown as the Town's policy, recorded from the Town Board's resolution."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from lockport_sw.calendar.words import town_today
from lockport_sw.core import versions
from lockport_sw.core.access import any_permission_required
from lockport_sw.core.forms import apply_validation_error
from swppp.views._access import allow

from ..forms import HoldPolicyForm
from ..models import FeeHoldPolicy
from ..services import hold
from ..services.schedules import ADOPT

VIEW = "money.view_accounts"


def _initial() -> dict:
    policy = hold.hold_policy()
    return {"holds": "yes" if policy and policy.holds else "no", "adopted_on": town_today()}


@any_permission_required(ADOPT, VIEW)
def hold_policy(request: HttpRequest) -> HttpResponse:
    """Recorded by the Town Board's members or the Clerk; read also by the SMO, whose
    final acceptance it governs (issue 46, item 8), and who may not change it."""
    if refused := allow(request, "GET", "POST"):
        return refused
    can_adopt = request.user.has_perm(ADOPT)
    if request.method == "POST" and not can_adopt:
        raise PermissionDenied("Only the Town Board's members or the Clerk record it.")
    history = FeeHoldPolicy.history.filter(key=FeeHoldPolicy.Key.FINAL_ACCEPTANCE)
    form = HoldPolicyForm(
        request.POST if request.method == "POST" else None,
        initial=_initial(),
        version=versions.token(history),
    )
    if request.method == "POST" and form.is_valid():
        try:
            hold.hold_policy_set(
                acting_user=request.user, version=form.read_version, **form.cleaned_data
            )
        except versions.StaleEdit as exc:
            form.show_stale(exc, saved=HoldPolicyForm(initial=_initial()))
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, "The Town's policy is saved.")
            return redirect("money:hold_policy")
    return render(
        request,
        "money/hold_policy.html",
        {"form": form, "summary": hold.hold_policy_summary(), "can_adopt": can_adopt},
    )
