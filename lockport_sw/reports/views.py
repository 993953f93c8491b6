"""The MS4 report's pages: the figures for a period, each figure's records, the SMO's
adjustment, the CSV and the signed PDF."""

from __future__ import annotations

import csv

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_http_methods

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions
from lockport_sw.core.access import permission_required
from lockport_sw.core.csv_cells import safe_row
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.jurisdiction.registry import cite

from . import dashboards, figures, periods, selectors, services
from .forms import AdjustmentForm
from .models import Adjustment

PAGE_SIZE = 50
VIEW = "reports.view_ms4_report"


def _today():
    return timezone.localtime(timezone.now(), TOWN_TZ).date()


def _period(slug: str | None) -> periods.Period:
    if slug is None:
        return selectors.period_due_next(_today())
    period = periods.from_slug(slug)
    if period is None:
        raise Http404
    return period


def _figure(key: str) -> figures.Figure:
    figure = figures.get(key)
    if figure is None:
        raise Http404
    return figure


# The figures' tables as shown, by what they show (``_figure_table``).
_TABLES: dict[tuple, str] = {}
TABLES_LIMIT = 256


def _shown(value) -> tuple:
    """A value as its key: its type too (Decimal("1.00") equals 1, but prints "1.00")."""
    return (type(value).__name__, str(value))


def _figure_table(period: periods.Period, table: list[dict], can_adjust: bool) -> str:
    """The report's figures (``reports/_figure_table.html``) rendered once per process
    for what they show (issue 44: the template was most of the page's CPU): the key is
    the period, whether the user may adjust, and each row's figure, computed and
    reported values and adjustment (amount, reason, who, when), so a new count or
    adjustment is another key and nothing is invalidated. Bounded."""
    from django.template.loader import render_to_string

    key = (
        period.slug,
        can_adjust,
        tuple(
            (
                group["measure"],
                tuple(
                    (
                        row["figure"],
                        _shown(row["computed"]),
                        _shown(row["reported"]),
                        None
                        if row["adjustment"] is None
                        else (
                            _shown(row["adjustment"].amount),
                            row["adjustment"].reason,
                            row["adjustment"].made_by.get_full_name(),
                            row["adjustment"].made_by.email,
                            row["adjustment"].made_at,
                        ),
                    )
                    for row in group["rows"]
                ),
            )
            for group in table
        ),
    )
    html = _TABLES.get(key)
    if html is None:
        html = render_to_string(
            "reports/_figure_table.html",
            {"period": period, "table": table, "can_adjust": can_adjust},
        )
        if len(_TABLES) >= TABLES_LIMIT:
            _TABLES.clear()
        _TABLES[key] = html
    return html


@permission_required(VIEW)
@kept_page
def annual(request: HttpRequest, slug: str | None = None) -> HttpResponse:
    chosen = periods.from_slug(request.GET.get("period", ""))
    if slug is None and chosen is not None:
        return redirect("reports:annual_period", slug=chosen.slug)
    period = _period(slug)
    today = _today()
    choices = periods.choices(today)
    if period not in choices:
        choices.append(period)
    issued = list(selectors.issued_versions(period))
    first = issued[-1] if issued else None
    return render(
        request,
        "reports/annual.html",
        {
            "period": period,
            "choices": choices,
            "table_html": _figure_table(
                period, selectors.report_table(period), request.user.has_perm(services.ADJUST)
            ),
            "issued": issued,
            "ended": today > period.end,
            "late": first is None and periods.is_late(period, today),
            "first_days_late": (
                periods.days_late(period, timezone.localtime(first.issued_at, TOWN_TZ).date())
                if first
                else 0
            ),
        },
    )


@permission_required(VIEW)
@kept_page
def figure_records(request: HttpRequest, slug: str, key: str) -> HttpResponse:
    period, figure = _period(slug), _figure(key)
    records = selectors.figure_records(period, figure)
    page = (
        Paginator(records, PAGE_SIZE).get_page(request.GET.get("page"))
        if records is not None
        else None
    )
    adjustment = selectors.adjustments_for(period).get(figure.key)
    if page is not None and figure.value is None:
        computed = page.paginator.count  # the same queryset's count: counted once
    else:
        computed = figure.compute(period)
    return render(
        request,
        "reports/figure.html",
        {
            "period": period,
            "figure": figure,
            "computed": computed,
            "adjustment": adjustment,
            "page_obj": page,
            "rows": [figures.row_of(obj, figure) for obj in page] if page is not None else [],
        },
    )


@permission_required(services.ADJUST)
def adjust(request: HttpRequest, slug: str, key: str) -> HttpResponse:
    period, figure = _period(slug), _figure(key)
    history = services.adjustment_history(period, figure.key)
    existing = Adjustment.objects.filter(
        period_start=period.start, period_end=period.end, figure=figure.key
    ).first()
    initial = {"amount": existing.amount, "reason": existing.reason} if existing else {}
    form = AdjustmentForm(request.POST or None, initial=initial, version=versions.token(history))
    if request.method == "POST" and form.is_valid():
        try:
            services.adjustment_save(
                acting_user=request.user,
                period=period,
                figure_key=figure.key,
                amount=form.cleaned_data["amount"],
                reason=form.cleaned_data["reason"],
                version=form.read_version,
            )
        except versions.StaleEdit as exc:
            now = Adjustment.objects.filter(
                period_start=period.start, period_end=period.end, figure=figure.key
            ).first()
            form.show_stale(
                exc,
                saved=AdjustmentForm(
                    initial={"amount": now.amount, "reason": now.reason} if now else {}
                ),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"“{figure.label}” adjusted; the reason is shown beside it.")
            return redirect("reports:annual_period", slug=period.slug)
    return render(
        request,
        "reports/adjust.html",
        {
            "period": period,
            "figure": figure,
            "computed": figure.compute(period),
            "form": form,
            "history": history.select_related("history_user").order_by("-history_id")[:20],
        },
    )


@permission_required(VIEW)
def export_csv(request: HttpRequest, slug: str) -> HttpResponse:
    period = _period(slug)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="ms4-report-{period.slug}.csv"'
    writer = csv.writer(response)  # every cell through safe_row: no formula (issue 45)
    writer.writerow(
        [
            "measure",
            "figure",
            "key",
            "unit",
            "computed",
            "adjustment",
            "reason",
            "reported",
            "definition",
        ]
    )
    for row in selectors.flat_rows(selectors.report_table(period)):
        adjustment = row["adjustment"]
        writer.writerow(
            safe_row(
                [
                    row["measure"].title if row["measure"] else row["figure"].measure,
                    row["figure"].label,
                    row["figure"].key,
                    row["figure"].unit,
                    selectors.as_text(row["computed"]),
                    selectors.as_text(adjustment.amount) if adjustment else "",
                    adjustment.reason if adjustment else "",
                    selectors.as_text(row["reported"]),
                    row["figure"].how,  # what it counts, as the page states it
                ]
            )
        )
    return response


@permission_required(services.ISSUE)
@require_http_methods(["GET", "POST"])
def issue(request: HttpRequest, slug: str) -> HttpResponse:
    period = _period(slug)
    issued = list(selectors.issued_versions(period))
    page_errors = []
    if request.method == "POST":
        try:
            report = services.report_issue(acting_user=request.user, period=period)
        except ValidationError as exc:
            page_errors = [{"message": m, "href": "#issue"} for m in exc.messages]
        else:
            late = report.days_late if report.version == 1 else 0
            messages.success(
                request,
                f"Issued {report.document.number} (version {report.version})"
                + (
                    f", {late} day{'s' if late != 1 else ''} after it was due on "
                    f"{long_date(period.due)}; the report says so."
                    if late
                    else "."
                ),
            )
            return redirect("reports:annual_period", slug=period.slug)
    return render(
        request,
        "reports/issue.html",
        {
            "period": period,
            "issued": issued,
            "table": selectors.report_table(period),
            "page_errors": page_errors,
            "days_late": periods.days_late(period, _today()),
        },
    )


@permission_required("reports.view_dashboards")
@kept_page
def dashboard(request: HttpRequest) -> HttpResponse:
    """How the law is kept: the clocks, the SWPPP reviews, open cases, enforcement and
    inspections, each chart with the table of its numbers, for a period."""
    today = _today()
    period = periods.from_slug(request.GET.get("period", "")) or periods.containing(today)
    return render(
        request,
        "reports/dashboard.html",
        {"period": period, "choices": periods.choices(today), "charts": dashboards.tally(period)},
    )


@permission_required(VIEW)
@require_http_methods(["GET", "POST"])
def tmdl(request: HttpRequest) -> HttpResponse:
    """§ 158-2 (TMDL strategy, D): EPA's TMDL approvals, each with its six-month clock to
    modify the stormwater management program (row 24); the SMO records them here."""
    from . import tmdl as service
    from .forms import TmdlApprovalForm, TmdlModifiedForm
    from .models import TmdlApproval

    may_record = request.user.has_perm(service.RECORD)
    action = request.POST.get("action") if request.method == "POST" else None
    if action is not None and not may_record:
        raise PermissionDenied
    form = TmdlApprovalForm(request.POST if action == "record" else None)
    modified_for = request.POST.get("approval") if action == "modified" else None
    modified = TmdlModifiedForm(request.POST if action == "modified" else None)
    if action == "record" and form.is_valid():
        try:
            approval = service.tmdl_approval_record(acting_user=request.user, **form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"The TMDL approval is recorded; the program's change is due by "
                f"{long_date(service.program_clock(approval).due_date)} "
                f"({cite('idl.definitions')}).",
            )
            return redirect("reports:tmdl")
    if action == "modified" and modified.is_valid():
        pk = modified_for if (modified_for or "").isdigit() else None
        approval = TmdlApproval.objects.filter(pk=pk).first() if pk else None
        if approval is None:
            raise Http404
        try:
            service.tmdl_program_modified(
                acting_user=request.user, approval=approval, **modified.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(modified, exc)
        else:
            messages.success(request, "The program's change is recorded; its clock is met.")
            return redirect("reports:tmdl")
    rows = []
    for approval, clock in service.approvals_with_clocks():
        change = None
        if may_record and approval.program_modified_on is None:
            change = (
                modified
                if modified_for == str(approval.pk)
                else TmdlModifiedForm(auto_id=f"id_tmdl{approval.pk}_%s")
            )
            change.auto_id = f"id_tmdl{approval.pk}_%s"
        rows.append((approval, clock, change))
    return render(
        request,
        "reports/tmdl.html",
        {"rows": rows, "form": form if may_record else None},
    )
