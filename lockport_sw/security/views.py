from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden
from django.shortcuts import render
from django.template import loader
from django.views.decorators.http import require_safe

from lockport_sw.core.access import permission_required

from . import selectors, services
from .filters import SecurityEventFilter


@permission_required("security.view_securityevent")
@require_safe
def event_list(request: HttpRequest) -> HttpResponse:
    events = SecurityEventFilter(request.GET or None, queryset=selectors.events())
    queryset = events.qs if events.is_bound and events.is_valid() else selectors.events()
    page = Paginator(queryset, 50).get_page(request.GET.get("page"))
    return render(request, "security/event_list.html", {"filter": events, "page_obj": page})


def permission_denied(request: HttpRequest, exception=None) -> HttpResponse:
    """handler403: every refusal is on record with who asked for what (ASVS 16.3.2)."""
    services.forbidden_record(request=request, detail=str(exception or "")[:500])
    body = loader.render_to_string("403.html", request=request)
    return HttpResponseForbidden(body)
