"""The project's URLs plus the bare views the benchmarks compare against."""

from django.http import HttpResponse
from django.urls import include, path
from django.utils.html import escape

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


urlpatterns = [
    path("bench/bare-clocks/", bare_clock_list),
    path("", include("lockport_sw.urls")),
]
