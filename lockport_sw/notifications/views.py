from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from lockport_sw.core.access import login_required

from . import selectors, services


@login_required
def inbox(request: HttpRequest) -> HttpResponse:
    page = Paginator(selectors.inbox(request.user), 25).get_page(request.GET.get("page"))
    return render(request, "notifications/inbox.html", {"page_obj": page})


@login_required
@require_POST
def mark_all_read(request: HttpRequest) -> HttpResponse:
    services.mark_read(acting_user=request.user)
    return redirect("notifications:inbox")
