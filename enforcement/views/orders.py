"""Stop-work orders (§ 159-8C(2)): issuing (with a confirmation), the order's page and
lifting it."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from lockport_sw.calendar.words import long_date
from lockport_sw.core.access import login_required
from lockport_sw.core.forms import FreeTextLimits, apply_validation_error
from lockport_sw.jurisdiction.registry import cite, current

from .. import chapters
from ..forms._fields import text_area
from ..services import orders
from ._access import allow, require, visible_order, visible_violation
from ._forms import act_page, posted

ISSUE = "enforcement.issue_notice"


class OrderForm(FreeTextLimits, forms.Form):
    reasons = text_area("The violations that lead to the order", rows=4)
    work_allowed = text_area(
        "Work that may continue (only what addresses the violations)",
        rows=3,
        initial="Work to stabilize the site and to install and repair erosion and sediment "
        "controls.",
    )
    confirmed = forms.BooleanField(required=False, widget=forms.HiddenInput)


class LiftForm(FreeTextLimits, forms.Form):
    compliance_finding = text_area(
        "The Town's finding: the activity complies and the violation has been satisfactorily "
        "addressed",
        rows=3,
    )
    confirming_evidence = forms.CharField(
        label="Confirmed by (the inspection or evidence)", max_length=300
    )
    file = forms.FileField(label="Supporting file", required=False)


@login_required
def order_issue(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, ISSUE)
    if refused := allow(request, "GET", "POST"):
        return refused
    chapter = chapters.get(violation.chapter)
    if chapter.stop_work_citation is None:
        raise Http404("This chapter provides no stop-work order.")
    form = OrderForm(
        request.POST if request.method == "POST" else None,
        initial={"reasons": violation.description},
    )
    confirming = False
    if request.method == "POST" and form.is_valid():
        if form.cleaned_data["confirmed"] and "edit" not in request.POST:
            try:
                order = orders.order_issue(
                    acting_user=request.user,
                    violation=violation,
                    reasons=form.cleaned_data["reasons"],
                    work_allowed=form.cleaned_data["work_allowed"],
                )
            except ValidationError as exc:
                apply_validation_error(form, exc)
            else:
                messages.success(
                    request, f"Issued stop-work order {order.number}. Print it and serve it."
                )
                return redirect(order)
        else:
            confirming = "edit" not in request.POST
    return render(
        request,
        "enforcement/order_form.html",
        {"form": form, "violation": violation, "chapter": chapter, "confirming": confirming},
    )


@login_required
def order_detail(request: HttpRequest, number: str) -> HttpResponse:
    order = visible_order(request, number)
    if refused := allow(request, "GET"):
        return refused
    return render(
        request,
        "enforcement/order_detail.html",
        {
            "order": order,
            "chapter": chapters.get(order.chapter),
            "services": list(order.document.service_records.all()),
        },
    )


@login_required
def order_lift(request: HttpRequest, number: str) -> HttpResponse:
    order = visible_order(request, number)
    require(request, ISSUE)
    if refused := allow(request, "GET", "POST"):
        return refused
    if not order.in_effect:
        messages.info(request, f"{order.number} was lifted on {long_date(order.lifted_at)}.")
        return redirect(order)
    return act_page(
        request,
        form=LiftForm(*posted(request, files=True)),
        act=lambda data: orders.order_lift(acting_user=request.user, order=order, **data),
        success=f"Stop-work order {order.number} lifted; notice issued.",
        title=f"Lift stop-work order {order.number}",
        lead=f"{cite('swm.stop_work_order')}: the order stays in effect until the "
        f"{current().kind} confirms that the land development activity complies and the violation "
        "has been satisfactorily addressed. Lifting it issues a notice.",
        back=order,
        multipart=True,
        submit="Lift the order and issue the notice",
        confirm="Lift the stop-work order? A notice is issued and cannot be withdrawn.",
    )
