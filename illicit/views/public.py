"""The public's report (no account) and its status page (reference + secret token).

The essential path works without JavaScript: the location is a street address or typed
coordinates; with JavaScript a map lets the reporter pick the point. A refused report
comes back with everything typed, the reasons at the top (the error summary) and beside
each field; nothing is saved. Throttled or spam-like sends say so plainly.
"""

from __future__ import annotations

from datetime import time

from csp.decorators import csp_update
from django.contrib import messages
from django.core.signals import setting_changed
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django_ratelimit.core import _get_ip

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date, long_datetime
from lockport_sw.security import limits

from .. import conf, kinds
from ..forms import ReportForm
from ..services.reports import public_description, public_where, report_for_token
from .maps import tile_origin

GROUP = "illicit.report"
MIN_SECONDS = 3  # a person takes longer than this to fill the form
MAX_SECONDS = 6 * 3600  # the form was shown too long ago: shown again, fresh


def _throttled(request: HttpRequest) -> bool:
    """The address has used its reports already (read only: nothing counted)."""
    return limits.exhausted(GROUP, _get_ip(request), conf.report_rate())


def _take(request: HttpRequest) -> bool:
    """Count this report against its address, atomically: ten at once, five accepted."""
    return limits.take(GROUP, _get_ip(request), conf.report_rate())


def _give_back(request: HttpRequest) -> None:
    limits.give_back(GROUP, _get_ip(request), conf.report_rate())


THROTTLED = (
    "Too many reports were sent from your connection in a short time, so this one "
    "was not sent. Wait an hour and send it again, or call {phone}."
)


def _spam_check(form: ReportForm) -> str | None:
    """Refusals of a send that no person makes: a hidden field filled in, or a form we
    did not show (or showed hours ago). Worded so that they never accuse the person who
    reads them (issue 22, item 3)."""
    if (form.data.get("website") or "").strip():
        return (
            "A box that should stay empty was filled in (a browser's autofill can do "
            "this), so the report was not sent yet. Send it again; if this comes back, "
            f"call {request_town_phone()}."
        )
    seconds = form.seconds_since_shown()
    if seconds is None or seconds > MAX_SECONDS:
        return "The form was open too long (or was not shown by us); check it and send it again."
    return None


def _sent_at_once(form: ReportForm) -> bool:
    """Sent within seconds of being shown, as automated senders do: the report is not
    taken yet, and the page asks the person to check it and send it (no refusal: a
    quick person loses nothing but a second press)."""
    seconds = form.seconds_since_shown()
    return seconds is not None and seconds < MIN_SECONDS


@never_cache
@csp_update({"img-src": tile_origin()})
def report_new(request: HttpRequest) -> HttpResponse:
    status = 200
    refusal = None
    check_first = False
    if request.method == "POST":
        form = ReportForm(request.POST, request.FILES)
        if _throttled(request):
            status = 429
            refusal = THROTTLED.format(phone=request_town_phone())
        else:
            refusal = _spam_check(form)
        if refusal:
            form.is_valid()
            form.add_error(None, refusal)
        elif _sent_at_once(form):
            check_first = form.is_valid()  # errors, if any, are shown as usual
        elif form.is_valid() and not form.started_once(MAX_SECONDS):
            refusal = (
                "This form was sent already (each form is sent once), so this copy was not "
                "sent again. Check it and send it again if it is a new report."
            )
            form.add_error(None, refusal)
        elif form.is_valid() and not _take(request):
            _give_back(request)
            status = 429
            refusal = THROTTLED.format(phone=request_town_phone())
            form.add_error(None, refusal)
        elif form.is_valid():
            made = form.submit()  # refused: its reasons on the form ("location" at address)
            if made is None:
                _give_back(request)  # refused for its content: not counted
            else:
                report, token = made
                messages.success(
                    request,
                    f"Thank you: your report was received as {report.reference}. Keep this "
                    "page's address: it is the only way back to your report.",
                )
                return redirect("illicit:report_status", reference=report.reference, token=token)
        # A refused form is shown again with a fresh time check and everything typed.
        form.data = form.data.copy()
        form.data["started"] = ReportForm.started_token()
        form.data["website"] = ""
    else:
        blank = _blank_form_page(request)
        if blank is not None:
            return blank
        form = ReportForm(initial={"started": ReportForm.started_token()})
    context = {
        "form": form,
        "kinds": kinds.KINDS,
        "refusal": refusal,
        "check_first": check_first,
        "tile_url": conf.tile_url(),
        "center": conf.TOWN_CENTER,
    }
    return render(request, "illicit/public/report_form.html", context, status=status)


# The blank form's page, rendered once per process (issue 44): what a person who has not
# signed in is shown by a GET holds nothing of theirs but the CSRF token and the form's
# timer token (``started``, random each time), which stand as marks in the kept HTML and
# are put in for each request. A signed-in user's page (the menu), a page with messages
# to show, and every refused post are rendered as before.
_BLANK: dict[str, str] = {}
_CSRF_MARK = "\x00csrf-token\x00"
_STARTED_MARK = "\x00started-token\x00"


def _blank_form_page(request: HttpRequest) -> HttpResponse | None:
    from django.contrib.messages import get_messages
    from django.middleware.csrf import get_token

    if request.user.is_authenticated or len(get_messages(request)):
        return None
    page = _BLANK.get("page")
    if page is None:
        token, started = get_token(request), ReportForm.started_token()
        context = {
            "form": ReportForm(initial={"started": started}),
            "kinds": kinds.KINDS,
            "refusal": None,
            "check_first": False,
            "tile_url": conf.tile_url(),
            "center": conf.TOWN_CENTER,
            "csrf_token": token,
        }
        html = render(request, "illicit/public/report_form.html", context).content.decode()
        if token not in html or started not in html:  # nowhere to put them: not kept
            return None
        page = _BLANK["page"] = html.replace(token, _CSRF_MARK).replace(started, _STARTED_MARK)
    html = page.replace(_CSRF_MARK, get_token(request)).replace(
        _STARTED_MARK, ReportForm.started_token()
    )
    return HttpResponse(html)


def _forget_blank(**kwargs) -> None:
    _BLANK.clear()


setting_changed.connect(_forget_blank, dispatch_uid="illicit.blank_report_form")


def seen_words(moment) -> str:
    """When the reporter saw it, as they gave it: the day, and the time when they gave
    one (a day alone is kept as its midnight)."""
    if moment is None:
        return ""
    local = timezone.localtime(moment, TOWN_TZ)
    return long_date(local) if local.time() == time(0, 0) else long_datetime(local)


def request_town_phone() -> str:
    from django.conf import settings

    return settings.TOWN["phone"]


@never_cache
def report_status(request: HttpRequest, reference: str, token: str) -> HttpResponse:
    """Only this report's public steps: never its reporter's details, nor anyone else's."""
    if request.method != "GET":
        from django.http import HttpResponseNotAllowed

        return HttpResponseNotAllowed(["GET"])
    report = report_for_token(reference, token)
    if report is None:
        raise Http404("No report with that reference and link.")
    from lockport_sw.documents.models import Upload

    photos = Upload.objects.filter(
        subject_type__model="report", subject_type__app_label="illicit", subject_id=report.pk
    ).count()
    context = {
        "report": report,
        "kind": report.kind_spec,
        # What anyone may see of it (Open311 publishes the same): the block, the
        # description staff approved; the link may be shared, so nothing more.
        "public_where": public_where(report),
        "public_description": public_description(report),
        "updates": list(report.updates.order_by("at", "pk")),
        "seen": seen_words(report.observed_at),
        "photos": photos,
        "status_url": reverse("illicit:report_status", args=[report.reference, token]),
        "email_given": bool(report.reporter_email),
    }
    response = render(request, "illicit/public/report_status.html", context)
    response["Referrer-Policy"] = "no-referrer"
    return response
