from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from lockport_sw.calendar.models import OfficeClosure, ProclaimedHoliday
from lockport_sw.calendar.words import long_date
from lockport_sw.core import policies as town_policy_registry
from lockport_sw.core import versions
from lockport_sw.core.access import login_required, permission_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.core.pagination import KeysetPaginator

from . import catalogue, selectors, services
from .filters import ClockBoardFilter
from .forms import ClosureForm, PauseForm, PolicyForm, ProclaimedHolidayForm, WaiveForm
from .models import Deadline, PolicySetting

BOARD = "deadlines.view_clock_board"
PAGE_SIZE = 50


@permission_required(BOARD)
@kept_page
def clock_board(request: HttpRequest) -> HttpResponse:
    board = ClockBoardFilter(request.GET or None, queryset=selectors.clock_board())
    # 200,000 open clocks: each page sought from the index by its cursor, the count
    # bounded (core/pagination.KeysetPaginator); page 1,000 costs what page 1 does.
    page = KeysetPaginator(board.qs, PAGE_SIZE).get_page(request.GET)
    context = {
        "filter": board,
        "page_obj": page,
        "rows": selectors.board_rows(page.object_list),
        "sweep": selectors.sweep_status(),
    }
    template = "deadlines/_board_rows.html" if request.htmx else "deadlines/board.html"
    return render(request, template, context)


def _render_detail(request: HttpRequest, deadline: Deadline, **forms) -> HttpResponse:
    """The clock's page; ``forms``: a refused waive or pause form, shown as it was sent
    (the layout's error summary lists its errors)."""
    history = deadline.history.select_related("history_user").order_by("-history_date")[:50]
    return render(
        request,
        "deadlines/detail.html",
        {
            "deadline": deadline,
            "history": history,
            "reminders": deadline.reminders.order_by("created_at"),
            "waive_form": forms.get("waive_form") or WaiveForm(prefix="waive"),
            "pause_form": forms.get("pause_form") or PauseForm(prefix="pause"),
        },
    )


@permission_required(BOARD)
def deadline_detail(request: HttpRequest, pk: int) -> HttpResponse:
    deadline = get_object_or_404(Deadline.objects.select_related("responsible_user"), pk=pk)
    return _render_detail(request, deadline)


@login_required
def deadline_subject(request: HttpRequest, pk: int) -> HttpResponse:
    """The case or project a clock is about (the clock board links here)."""
    deadline = get_object_or_404(Deadline, pk=pk)
    if not (request.user.has_perm(BOARD) or deadline.responsible_user_id == request.user.pk):
        raise Http404
    page = deadline.subject_url()
    if page is None:
        raise Http404
    return redirect(page)


def _act(request, pk, form_class, action, done):
    deadline = get_object_or_404(Deadline.objects.select_related("responsible_user"), pk=pk)
    # Each form has its prefix: both ask for a reason on one page (ids stay unique).
    form = form_class(request.POST, prefix="waive" if form_class is WaiveForm else "pause")
    if form.is_valid():
        try:
            action(deadline, form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, done)
            return redirect(deadline)
    # Refused: the clock's page again, the reason typed kept beside its error.
    name = "waive_form" if form_class is WaiveForm else "pause_form"
    return _render_detail(request, deadline, **{name: form})


@permission_required("deadlines.change_deadline")
@require_http_methods(["POST"])
def deadline_waive(request: HttpRequest, pk: int) -> HttpResponse:
    return _act(
        request,
        pk,
        WaiveForm,
        lambda d, data: services.deadline_waive(
            deadline=d, reason=data["reason"], acting_user=request.user
        ),
        "The clock is waived.",
    )


@permission_required("deadlines.change_deadline")
@require_http_methods(["POST"])
def deadline_pause(request: HttpRequest, pk: int) -> HttpResponse:
    return _act(
        request,
        pk,
        PauseForm,
        lambda d, data: services.deadline_pause(
            deadline=d, reason=data["reason"], acting_user=request.user
        ),
        "The clock is paused; the time it had left is kept.",
    )


@permission_required("deadlines.change_deadline")
@require_http_methods(["POST"])
def deadline_resume(request: HttpRequest, pk: int) -> HttpResponse:
    deadline = get_object_or_404(Deadline, pk=pk)
    try:
        services.deadline_resume(deadline=deadline, acting_user=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
    else:
        messages.success(request, "The clock is running again.")
    return redirect(deadline)


@permission_required(BOARD)
def policies(request: HttpRequest) -> HttpResponse:
    settings_by_code = {p.rule_code: p for p in PolicySetting.objects.all()}
    rows = [
        {"rule": rule, "setting": settings_by_code.get(rule.code)}
        for rule in catalogue.RULES
        if rule.policy
    ]
    town_policies = [
        {"policy": p, "summary": p.summary(), "can_change": request.user.has_perm(p.permission)}
        for p in town_policy_registry.registered()
    ]
    return render(
        request,
        "deadlines/policies.html",
        {"rows": rows, "rules": catalogue.RULES, "town_policies": town_policies},
    )


@permission_required("deadlines.change_policysetting")
@require_http_methods(["GET", "POST"])
def policy_edit(request: HttpRequest, code: str) -> HttpResponse:
    rule = catalogue.BY_CODE.get(code)
    if rule is None or not rule.policy:
        raise Http404
    setting = PolicySetting.objects.filter(rule_code=code).first()
    current = setting.period if setting else rule.period
    form = PolicyForm(
        request.POST or None,
        initial={"period": current},
        version=versions.token(services.policy_history(code)),
    )
    if request.method == "POST" and form.is_valid():
        try:
            services.policy_set(
                acting_user=request.user,
                rule_code=code,
                period=form.cleaned_data["period"],
                version=form.read_version,
            )
        except versions.StaleEdit as exc:
            now = PolicySetting.objects.filter(rule_code=code).first()
            form.show_stale(
                exc, saved=PolicyForm(initial={"period": now.period if now else rule.period})
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            period = form.cleaned_data["period"]
            messages.success(
                request, f"{rule.citation}: new clocks now run {period} {rule.unit.label}."
            )
            return redirect("deadlines:policies")
    history = (
        setting.history.select_related("history_user").order_by("-history_date") if setting else []
    )
    return render(
        request,
        "deadlines/policy_form.html",
        {"rule": rule, "form": form, "history": history, "current": current},
    )


HOLIDAY = "holiday"  # the proclaimed holiday form's prefix, and its "enter" value


def _closures_page(request, *, form=None, holiday_form=None) -> HttpResponse:
    page = Paginator(
        OfficeClosure.objects.select_related("created_by").order_by("-date"), 25
    ).get_page(request.GET.get("page"))
    holidays_page = Paginator(
        ProclaimedHoliday.objects.select_related("created_by").order_by("-date"), 25
    ).get_page(request.GET.get("holidays_page"))
    history = ProclaimedHoliday.history.select_related("history_user").order_by(
        "-history_date", "-history_id"
    )[:20]
    return render(
        request,
        "deadlines/closures.html",
        {
            "form": form or ClosureForm(),
            "holiday_form": holiday_form or ProclaimedHolidayForm(prefix=HOLIDAY),
            "page_obj": page,
            "holidays_page": holidays_page,
            "holiday_history": history,
        },
    )


@permission_required("calendar.view_officeclosure")
@require_http_methods(["GET", "POST"])
def closures(request: HttpRequest) -> HttpResponse:
    """Town office closures and proclaimed public holidays (GCL § 24): each form posts
    here; the proclaimed holiday's says so (``enter=holiday``)."""
    if request.method == "POST" and request.POST.get("enter") == HOLIDAY:
        return _holiday_add(request)
    form = ClosureForm(request.POST or None)
    if request.method == "POST":
        if not request.user.has_perm("calendar.add_officeclosure"):
            raise PermissionDenied
        if form.is_valid():
            try:
                services.closure_add(
                    acting_user=request.user,
                    day=form.cleaned_data["day"],
                    reason=form.cleaned_data["reason"],
                )
            except ValidationError as exc:
                apply_validation_error(form, exc)
            else:
                day = form.cleaned_data["day"]
                messages.success(
                    request, f"Offices closed on {long_date(day)}; open clocks recounted."
                )
                return redirect("deadlines:closures")
    return _closures_page(request, form=form)


def _holiday_add(request: HttpRequest) -> HttpResponse:
    if not request.user.has_perm("calendar.add_proclaimedholiday"):
        raise PermissionDenied
    form = ProclaimedHolidayForm(request.POST, prefix=HOLIDAY)
    if form.is_valid():
        try:
            holiday = services.proclaimed_holiday_add(acting_user=request.user, **form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"{holiday.name}, {long_date(holiday.date)}, entered as a public holiday "
                "(GCL § 24); open clocks recounted.",
            )
            return redirect("deadlines:closures")
    return _closures_page(request, holiday_form=form)


@permission_required("calendar.delete_proclaimedholiday")
@require_http_methods(["GET", "POST"])
def holiday_remove(request: HttpRequest, pk: int) -> HttpResponse:
    holiday = get_object_or_404(ProclaimedHoliday, pk=pk)
    if request.method == "POST":
        services.proclaimed_holiday_remove(acting_user=request.user, holiday=holiday)
        messages.success(
            request,
            f"Proclaimed holiday of {long_date(holiday.date)} removed; open clocks recounted.",
        )
        return redirect("deadlines:closures")
    return render(request, "deadlines/holiday_remove.html", {"holiday": holiday})


@permission_required("calendar.delete_officeclosure")
@require_http_methods(["GET", "POST"])
def closure_remove(request: HttpRequest, pk: int) -> HttpResponse:
    closure = get_object_or_404(OfficeClosure, pk=pk)
    if request.method == "POST":
        services.closure_remove(acting_user=request.user, closure=closure)
        messages.success(
            request, f"Closure of {long_date(closure.date)} removed; open clocks recounted."
        )
        return redirect("deadlines:closures")
    return render(request, "deadlines/closure_remove.html", {"closure": closure})
