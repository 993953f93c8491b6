"""Home-page panels (registered in wiring.py): selector calls, a fixed number of queries."""

from __future__ import annotations

PANEL_SIZE = 5


def smo_money(request) -> dict:
    """Guarantees expiring, releases due, balances past due (§ 159-8B, § 159-8D)."""
    from lockport_sw.core.pagination import PanelPaginator

    from .views.pages import overview_context

    return overview_context(request, per_page=PANEL_SIZE, paginator=PanelPaginator)


def applicant_money(request) -> dict:
    """The applicant's projects with a balance (one query)."""
    from swppp.models import Project

    from .selectors import with_balances

    return {
        "projects": list(
            with_balances(Project.objects.filter(applicant=request.user).select_related("parcel"))
            .filter(balance__gt=0)
            .order_by("-balance", "reference")[:PANEL_SIZE]
        )
    }
