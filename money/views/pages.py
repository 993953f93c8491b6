"""Chapter 159's money pages. Checks in the product's order: signed in (else the sign-in
page), the record visible (else 404), allowed to act (else 403), then the method (405).
Every act is a service's; a refused form is shown again with what was typed."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.functional import SimpleLazyObject

from lockport_sw.bodies.models import Body
from lockport_sw.calendar.words import town_today
from lockport_sw.core.access import login_required, permission_required
from lockport_sw.core.compiled import PreparedRows
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.money_words import dollars
from swppp.selectors import projects_visible_to
from swppp.views._access import allow, visible_project

from .. import selectors
from ..forms import (
    DecisionForm,
    DrawForm,
    EngineerInvoiceForm,
    GuaranteeForm,
    InterestForm,
    LineFormSet,
    MaintenanceChargeForm,
    PaymentForm,
    ReleaseForm,
    RequirementForm,
    ReverseForm,
    ScheduleForm,
)
from ..models import Entry, Guarantee, GuaranteeRequirement
from ..services import (
    estimates,
    fees,
    guarantees,
    invoices,
    payments,
    release,
    schedules,
    unheeded,
)

VIEW = "money.view_accounts"
PAY = "money.record_payment"
ASSESS = "money.assess_fee"
MANAGE = "money.manage_guarantees"
ADOPT = "money.adopt_fee_schedule"
PER_PAGE = 25


def _require(request: HttpRequest, perm: str) -> None:
    if not request.user.has_perm(perm):
        raise PermissionDenied


def _page(request: HttpRequest, rows, name: str = "page"):
    return Paginator(rows, PER_PAGE).get_page(request.GET.get(name))


def _back(project) -> str:
    return reverse("money:project", kwargs={"pk": project.pk})


# --- the SMO's overview and home panel ------------------------------------------------


def overview_context(
    request: HttpRequest, *, per_page: int = PER_PAGE, paginator: type[Paginator] = Paginator
) -> dict:
    """The overview's lists; the home panel passes ``PanelPaginator`` (no ``COUNT(*)``
    when a list's first page is short: issue 44)."""
    today = town_today()

    def rows(name, selector):
        # Its SQL compiled once per process and day (core/compiled.py, issue 44).
        return PreparedRows(("money." + name, today), lambda: selector(today))

    return {
        "expiring": paginator(rows("expiring", selectors.guarantees_expiring), per_page).get_page(
            request.GET.get("expiring")
        ),
        "releases": paginator(rows("releases", selectors.releases_due), per_page).get_page(
            request.GET.get("releases")
        ),
        "past_due": paginator(rows("past_due", selectors.projects_past_due), per_page).get_page(
            request.GET.get("past_due")
        ),
        # Read only where shown (the overview; the home's panel does not show it).
        "waiting": SimpleLazyObject(
            lambda: rows("waiting", selectors.guarantees_waiting)[:per_page]
        ),
        "today": today,
    }


@permission_required(VIEW)
def overview(request: HttpRequest) -> HttpResponse:
    """Guarantees expiring, releases due, balances past due (§ 159-8B, § 159-8D)."""
    if refused := allow(request, "GET"):
        return refused
    return render(request, "money/overview.html", overview_context(request))


# --- fee schedules (§ 159-8D) ---------------------------------------------------------


@login_required
def schedule_list(request: HttpRequest) -> HttpResponse:
    if refused := allow(request, "GET"):
        return refused
    page = _page(request, selectors.schedules())
    return render(
        request,
        "money/schedules.html",
        {
            "page": page,
            "in_effect": schedules.in_effect(town_today()),
            "can_adopt": request.user.has_perm(ADOPT),
        },
    )


def _lines(formset) -> list[schedules.LineSpec]:
    lines = []
    for data in formset.cleaned_data:
        if not data or not data.get("service"):
            continue
        lines.append(
            schedules.LineSpec(
                service=data["service"],
                basis=data.get("basis") or "",
                rate=data.get("rate"),
                cap=data.get("cap"),
                acres_from=data.get("acres_from"),
                acres_to=data.get("acres_to"),
            )
        )
    return lines


@permission_required(ADOPT)
def schedule_adopt(request: HttpRequest) -> HttpResponse:
    """The Town Board's resolution adopting a fee schedule, recorded by a member or the
    Clerk: checked first (the vote under GCL § 41), then confirmed."""
    if refused := allow(request, "GET", "POST"):
        return refused
    board = Body.objects.get(kind="town_board")
    post = request.POST if request.method == "POST" else None
    day = town_today()
    if post is not None:
        probe = ScheduleForm(post)
        probe.is_valid()
        day = probe.cleaned_data.get("adopted_on") or day
    form = ScheduleForm(
        post, initial={"adopted_on": town_today()}, members=list(board.members_on(day))
    )
    formset = LineFormSet(post, prefix="lines", initial=schedules.initial_lines(town_today()))
    confirming = False
    review = {}
    if post is not None and form.is_valid() and formset.is_valid():
        data = form.cleaned_data
        lines = _lines(formset)
        review = {
            "changes": schedules.changes(lines, schedules.in_effect(data["effective_on"])),
            "left_out": schedules.left_out(lines),
        }
        try:
            if data.get("confirmed"):
                schedule = schedules.schedule_adopt(
                    acting_user=request.user,
                    resolution=data["resolution"],
                    adopted_on=data["adopted_on"],
                    effective_on=data["effective_on"],
                    title=data.get("title", ""),
                    lines=lines,
                    votes=form.member_votes(),
                    left_out_confirmed=data.get("left_out_confirmed", False),
                )
                messages.success(request, f"{schedule} is recorded.")
                return redirect("money:schedules")
            schedules.schedule_check(
                resolution=data["resolution"],
                adopted_on=data["adopted_on"],
                effective_on=data["effective_on"],
                lines=lines,
                votes=form.member_votes(),
            )
            confirming = True
        except ValidationError as exc:
            apply_validation_error(form, exc)
            # Only the confirmation missing: the check step stays, its lines shown.
            confirming = set(getattr(exc, "error_dict", {})) == {"left_out_confirmed"}
    return render(
        request,
        "money/schedule_adopt.html",
        {
            "form": form,
            "formset": formset,
            "board": board,
            "confirming": confirming,
            "in_force": schedules.in_effect(town_today()),
            **review,
        },
    )


# --- a project's money ------------------------------------------------------------------


@login_required
def project_money(request: HttpRequest, pk: int) -> HttpResponse:
    """The project's fees, invoices, payments and guarantees, and what each waits for."""
    project = visible_project(request, pk)
    if refused := allow(request, "GET"):
        return refused
    today = town_today()
    requirements = list(selectors.guarantees_of(project))
    for requirement in requirements:
        for g in requirement.guarantees.all():
            g.waits_for = (
                release.why_not_release(g, today) if g.state == Guarantee.State.ACCEPTED else []
            )
    user = request.user
    entries = _page(request, selectors.account_entries(project))
    entries.object_list = list(entries.object_list)
    for e in entries.object_list:
        e.can_reverse = (
            not e.is_reversed
            and e.kind not in (Entry.Kind.REVERSAL, Entry.Kind.DRAW)
            and user.has_perm(ASSESS if e.kind == Entry.Kind.FEE else PAY)
        )
    balance = selectors.balance(project)
    return render(
        request,
        "money/project.html",
        {
            "project": project,
            "balance": balance,
            "past_due": selectors.past_due(project, today),
            "entries": entries,
            # The "Actions" column only when a row has one (issue 46, item 8).
            "entry_actions": any(e.can_reverse for e in entries.object_list),
            "when_to_pay": invoices.when_to_pay(project, balance),
            "invoices": _page(request, selectors.invoices_of(project), "invoices"),
            "requirements": requirements,
            "engineer": fees.engineer_cap(project, today),
            "can_pay": user.has_perm(PAY),
            "can_assess": user.has_perm(ASSESS),
            "can_manage": user.has_perm(MANAGE),
            "can_post": user.has_perm(MANAGE) or project.applicant_id == user.pk,
        },
    )


def _act(request, project, form, template, do, success, extra=None):
    """A form page that acts on a project: 404 / 403 / 405, then the service."""
    if refused := allow(request, "GET", "POST"):
        return refused
    if request.method == "POST" and form.is_valid():
        try:
            done = do(form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, success(done) if callable(success) else success)
            return redirect(_back(project))
    return render(request, template, {"project": project, "form": form, **(extra or {})})


@login_required
def payment_record(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    _require(request, PAY)
    form = PaymentForm(
        request.POST if request.method == "POST" else None,
        initial={"received_on": town_today()},
    )
    if refused := allow(request, "GET", "POST"):
        return refused
    if request.method == "POST" and form.is_valid():
        try:
            entry = payments.payment_record(
                acting_user=request.user, project=project, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            # The same form posted again (a double click, a resent page) books nothing
            # and shows the payment its first post booked (issue 45, item 5).
            messages.success(
                request,
                f"This payment was recorded already: {entry.description}, "
                f"{dollars(-entry.amount)}. Nothing more was booked."
                if entry.replayed
                else f"The payment of {dollars(-entry.amount)} is recorded ({entry.what}); "
                f"receipt {entry.receipt.number} is on the account below"
                + (" and the payer is told." if entry.payer.user_id else "."),
            )
            return redirect(_back(project))
    return render(
        request,
        "money/payment.html",
        {"project": project, "form": form, "balance": selectors.balance(project)},
    )


@login_required
def engineer_invoice(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    _require(request, ASSESS)
    form = EngineerInvoiceForm(request.POST if request.method == "POST" else None)
    return _act(
        request,
        project,
        form,
        "money/engineer.html",
        lambda data: fees.engineer_invoice_record(
            acting_user=request.user, project=project, **data
        ),
        "The outside engineer's invoice is charged.",
        {"engineer": fees.engineer_cap(project)},
    )


@login_required
def invoice_issue(request: HttpRequest, pk: int) -> HttpResponse:
    """What an invoice will list (GET), then issued on confirmation (POST)."""
    project = visible_project(request, pk)
    _require(request, ASSESS)
    if refused := allow(request, "GET", "POST"):
        return refused
    errors = []
    if request.method == "POST":
        try:
            invoice = invoices.invoice_issue(acting_user=request.user, project=project)
        except ValidationError as exc:
            errors = [{"message": m, "href": "#fees"} for m in exc.messages]
        else:
            messages.success(request, f"Invoice {invoice.document.number} is issued.")
            return redirect(_back(project))
    fees_due = list(selectors.uninvoiced_fees(project, project.applicant_party))
    return render(
        request,
        "money/invoice.html",
        {
            "project": project,
            "fees": fees_due,
            "total": sum((f.amount for f in fees_due), start=0),
            "due_on": invoices.due_date(town_today()),
            "page_errors": errors,
        },
    )


@login_required
def entry_reverse(request: HttpRequest, pk: int) -> HttpResponse:
    entry = get_object_or_404(
        Entry.objects.select_related("project__parcel", "payer"),
        pk=pk,
        project__in=projects_visible_to(request.user),
    )
    _require(request, ASSESS if entry.kind == Entry.Kind.FEE else PAY)
    form = ReverseForm(request.POST if request.method == "POST" else None)
    return _act(
        request,
        entry.project,
        form,
        "money/reverse.html",
        lambda data: payments.entry_reverse(
            acting_user=request.user, entry=entry, reason=data["reason"]
        ),
        "The entry is reversed.",
        {"entry": entry},
    )


# --- guarantees (§ 159-8B) --------------------------------------------------------------


@login_required
def requirement_set(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    _require(request, MANAGE)
    form = RequirementForm(
        request.POST if request.method == "POST" else None,
        estimate=estimates.accepted_estimate(project),
    )
    return _act(
        request,
        project,
        form,
        "money/requirement.html",
        lambda data: guarantees.requirement_set(acting_user=request.user, project=project, **data),
        # What was saved, not "Saved." (issue 46, item 8).
        lambda requirement: (
            f"The {requirement.get_purpose_display().split(' (')[0].lower()} "
            f"of {dollars(requirement.amount)} is required ({requirement.citation}); the "
            "applicant is told."
        ),
    )


@login_required
def guarantee_post(request: HttpRequest, pk: int) -> HttpResponse:
    project = visible_project(request, pk)
    if not (request.user.has_perm(MANAGE) or project.applicant_id == request.user.pk):
        raise PermissionDenied
    form = GuaranteeForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
    )
    if refused := allow(request, "GET", "POST"):
        return refused
    held = None
    if request.method == "POST":
        held = guarantees.held_file(
            acting_user=request.user, project=project, upload_id=request.POST.get("held_file")
        )
    if request.method == "POST" and form.is_valid():
        data = dict(form.cleaned_data)
        data.pop("held_file", None)
        requirement = GuaranteeRequirement.objects.filter(
            project=project, purpose=data.pop("purpose")
        ).first()
        try:
            if requirement is None:
                raise ValidationError({"purpose": "The Town has not required this guarantee."})
            guarantee = guarantees.guarantee_post(
                acting_user=request.user, requirement=requirement, held=held, **data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"{guarantee}, {dollars(guarantee.amount)} from {guarantee.issuer}, is posted; "
                "the Stormwater Management Officer is told.",
            )
            return redirect(_back(project))
    if request.method == "POST" and form.errors:
        # A refused post keeps the document chosen (issue 46, item 8): stored now, carried
        # by the page, used by the next post unless another is chosen.
        chosen = form.cleaned_data.get("file") if "file" not in form.errors else None
        if chosen is not None:
            held = guarantees.guarantee_file_hold(
                acting_user=request.user, project=project, file=chosen
            )
        data = form.data.copy()
        data["held_file"] = str(held.pk) if held else ""
        form.data = data
    return render(
        request, "money/guarantee_post.html", {"project": project, "form": form, "held": held}
    )


def _decided_words(interest: bool, data: dict, guarantee: Guarantee) -> str:
    """What the SMO's act on a guarantee saved, in words (issue 46, item 8)."""
    if interest:
        return f"Interest of {dollars(data['amount'])} is posted to {guarantee}, reinvested."
    if data["action"] == "accept":
        return f"{guarantee} is accepted; the applicant is told."
    return f"{guarantee} is returned to the applicant, who is told why."


def _visible_guarantee(request: HttpRequest, pk: int) -> Guarantee:
    return get_object_or_404(
        selectors.guarantees_visible_to(request.user).select_related(
            "requirement__project__parcel"
        ),
        pk=pk,
    )


@login_required
def guarantee_detail(request: HttpRequest, pk: int) -> HttpResponse:
    """The instrument, its interest and draws; the SMO accepts or returns a posted one and
    posts a cash escrow's interest."""
    guarantee = _visible_guarantee(request, pk)
    if refused := allow(request, "GET", "POST"):
        return refused
    post = request.POST if request.method == "POST" else None
    decision = DecisionForm(post if post and "action" in post else None)
    interest = InterestForm(post if post and "action" not in post else None)
    if post is not None:
        _require(request, MANAGE)
        form = decision if "action" in post else interest
        if form.is_valid():
            data = form.cleaned_data
            try:
                if form is interest:
                    guarantees.escrow_interest_post(
                        acting_user=request.user, guarantee=guarantee, **data
                    )
                elif data["action"] == "accept":
                    guarantees.guarantee_accept(
                        acting_user=request.user, guarantee=guarantee, note=data["note"]
                    )
                else:
                    guarantees.guarantee_return(
                        acting_user=request.user, guarantee=guarantee, note=data["note"]
                    )
            except ValidationError as exc:
                apply_validation_error(form, exc)
            else:
                messages.success(request, _decided_words(form is interest, data, guarantee))
                return redirect("money:guarantee", pk=guarantee.pk)
    detail = selectors.guarantee_detail(guarantee.pk)
    return render(
        request,
        "money/guarantee.html",
        {
            "guarantee": detail,
            "project": detail.requirement.project,
            "decision": decision,
            "interest_form": interest,
            "can_manage": request.user.has_perm(MANAGE),
            "waits_for": release.why_not_release(detail)
            if detail.state == Guarantee.State.ACCEPTED
            else [],
        },
    )


@login_required
def guarantee_release(request: HttpRequest, pk: int) -> HttpResponse:
    """What the release rests on, and the release on confirmation; refused with every
    reason § 159-8B still gives."""
    guarantee = _visible_guarantee(request, pk)
    _require(request, MANAGE)
    if refused := allow(request, "GET", "POST"):
        return refused
    form = ReleaseForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        try:
            done = release.guarantee_release(
                acting_user=request.user,
                guarantee=guarantee,
                removed_on=form.cleaned_data.get("removed_on"),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request, f"Released: the letter {done.release_document.number} is issued."
            )
            return redirect("money:guarantee", pk=guarantee.pk)
    project = guarantee.requirement.project
    return render(
        request,
        "money/release.html",
        {
            "guarantee": guarantee,
            "project": project,
            "form": form,
            "waits_for": release.why_not_release(guarantee),
            "maintenance": guarantee.requirement.purpose == "maintenance",
        },
    )


@login_required
def maintenance_charge(request: HttpRequest, pk: int) -> HttpResponse:
    """§ 159-8D: SMP maintenance the Town or a third party did, at cost to the owner."""
    project = visible_project(request, pk)
    _require(request, ASSESS)
    form = MaintenanceChargeForm(
        request.POST if request.method == "POST" else None,
        notices=unheeded.notices_past_their_date(project),
    )
    return _act(
        request,
        project,
        form,
        "money/maintenance.html",
        lambda data: fees.maintenance_charge(acting_user=request.user, **data),
        "The maintenance is charged at cost to the owner.",
    )


@login_required
def guarantee_draw(request: HttpRequest, pk: int) -> HttpResponse:
    guarantee = _visible_guarantee(request, pk)
    _require(request, MANAGE)
    project = guarantee.requirement.project
    form = DrawForm(
        request.POST if request.method == "POST" else None,
        notices=unheeded.notices_past_their_date(project),
        inspections=unheeded.undone_inspections(project),
    )
    return _act(
        request,
        project,
        form,
        "money/draw.html",
        lambda data: release.draw_record(acting_user=request.user, guarantee=guarantee, **data),
        "The draw is recorded and its letter issued.",
        {"guarantee": guarantee},
    )
