"""The project's URLs plus the bare views the benchmarks compare against."""

from django.contrib.auth.decorators import login_required
from django.db.models import F
from django.http import HttpResponse
from django.shortcuts import render
from django.urls import include, path
from django.utils.html import escape
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from lockport_sw.deadlines.models import Deadline


def bare_clock_list(request):
    """The least a page can do with the same data: count, one page of 50, plain HTML."""
    qs = Deadline.objects.filter(status__in=Deadline.UNRESOLVED).order_by("due_at", "pk")
    total = qs.count()
    rows = "".join(
        f"<tr><td>{d.due_date}</td><td>{escape(d.rule_code)}</td><td>{escape(d.subject_label)}</td></tr>"
        for d in qs[:50]
    )
    return HttpResponse(f"<p>{total}</p><table>{rows}</table>")


def bare_indexed_query(request):
    """The framework's ceiling for the load benchmark (bench/load.py): one query on an
    index (the open clocks due first: ``deadline_status_due_idx``), 50 rows, plain HTML;
    no template, no session, no count."""
    rows = "".join(
        f"<tr><td>{due}</td><td>{escape(code)}</td><td>{escape(label)}</td></tr>"
        for due, code, label in Deadline.objects.filter(status=Deadline.Status.OPEN)
        .order_by("due_at", "pk")
        .values_list("due_date", "rule_code", "subject_label")[:50]
    )
    return HttpResponse(f"<table>{rows}</table>")


def bare_request_list(request):
    """The least GET requests.json can do: the same newest 1000 reports, a few columns,
    serialized by json.dumps (no filters, no status computation, no masking)."""
    import json

    from illicit.models import Report

    rows = list(
        Report.objects.order_by("-requested_at", "-pk").values(
            "reference", "kind", "state", "address", "latitude", "longitude", "requested_at"
        )[:1000]
    )
    return HttpResponse(json.dumps(rows, default=str), content_type="application/json")


@login_required
def bare_staff_page(request):
    """The floor every staff page pays before its own work (issue 44): the session, the
    signed-in user, the roles and permissions behind the navigation, the unread count, the
    menu and the static URLs of ``base.html``, rendered with nothing else."""
    return render(request, "base.html")


@csrf_exempt
@require_POST
def write_a_clock(request):
    """A real write for the load benchmark's runs with writes (bench/load.py): one open
    clock's row changed through this server's connection, as the sweep or an officer's
    action changes one, so every page kept from the clocks' table (core/kept.py) is made
    anew at its next request. Unauthenticated: this URLconf is the benchmark's only
    (bench/settings.py), never the project's."""
    first = Deadline.objects.filter(status=Deadline.Status.OPEN).order_by("pk")[:1]
    changed = Deadline.objects.filter(pk__in=first.values("pk")).update(due_at=F("due_at"))
    return HttpResponse(str(changed))


urlpatterns = [
    path("bench/write-a-clock/", write_a_clock),
    path("bench/bare-staff/", bare_staff_page),
    path("bench/bare-clocks/", bare_clock_list),
    path("bench/bare-requests/", bare_request_list),
    path("bench/bare/", bare_indexed_query),
    path("", include("lockport_sw.urls")),
]
