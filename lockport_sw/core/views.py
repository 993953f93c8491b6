from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from lockport_sw.accounts.roles import Role

from . import home as home_panels
from . import kept, navigation

HOME_TEMPLATES = {
    Role.SMO: "core/home/staff.html",
    Role.INSPECTOR: "core/home/staff.html",
    Role.CLERK: "core/home/staff.html",
    Role.TOWN_ATTORNEY: "core/home/staff.html",
    Role.TOWN_BOARD: "core/home/town_board.html",
    Role.REVIEWING_BODY: "core/home/reviewing_body.html",
    Role.APPLICANT: "core/home/applicant.html",
}


def home(request: HttpRequest) -> HttpResponse:
    """The landing page for the public; each role's home page once signed in."""
    user = request.user
    if not user.is_authenticated:
        return render(request, "core/home/public.html")
    role = user.primary_role
    if role is None and user.is_superuser:
        # The administrator's home: what the menu offers, and the admin site.
        return render(request, "core/home/admin.html", {"items": navigation.items_for(user)})
    if role is None:
        return render(request, "core/home/no_role.html")
    shown = home_panels.panels_for(role)
    return render(
        request,
        HOME_TEMPLATES[role],
        {
            "role": role,
            "role_label": Role(role).label,
            "panels": shown,
            "panels_html": _panels_html(request, role, shown),
        },
    )


def _panels_html(request: HttpRequest, role: str, shown: list) -> list[str]:
    """Each of the role's panels as HTML, kept until the tables it read change
    (core/kept.py): a panel asks its queue of the whole Town's records, the same for
    every request until someone writes, and a write ends only the panels that read its
    table. Keyed on the user (panels read ``request.user``) and the page's query string
    (each panel's own page)."""
    query = request.GET.urlencode()

    def drawn(panel):
        def draw() -> str:
            item = {"panel": panel, "context": panel.context(request)}
            return render_to_string("core/_panel.html", {"item": item}, request=request)

        return draw

    return kept.kept_each(
        [((f"panel:{p.key}", role, request.user.pk, query), drawn(p)) for p in shown],
        user=request.user,
    )


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness for the load balancer and docker-compose: the database answers."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    return JsonResponse({"status": "ok"})
