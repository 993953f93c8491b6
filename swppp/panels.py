"""Context for the panels and sections Chapter 159 adds to shared pages (wiring.py).
Each is one selector call, so the page's query count does not grow with the rows."""

from lockport_sw.core.compiled import KeysThenRows, PreparedRows
from lockport_sw.core.pagination import PanelPaginator

from . import selectors

PANEL_SIZE = 10


def applicant_projects(request) -> dict:
    projects = selectors.project_list(selectors.Project.objects.filter(applicant=request.user))
    page = PanelPaginator(projects, PANEL_SIZE).get_page(request.GET.get("page"))
    return {"page_obj": page}


# The SMO home's panels: each selector's SQL compiled once per process (core/compiled.py,
# issue 44).
def review_queue(request) -> dict:
    rows = KeysThenRows("swppp.review_queue", selectors.review_queue)
    page = PanelPaginator(rows, PANEL_SIZE).get_page(request.GET.get("page"))
    forwarded = PreparedRows("swppp.with_bodies", selectors.with_bodies).count()
    return {"page_obj": page, "forwarded_count": forwarded}


def exemptions_waiting(request) -> dict:
    rows = PreparedRows("swppp.exemptions_waiting", selectors.exemptions_waiting)
    page = PanelPaginator(rows, PANEL_SIZE).get_page(request.GET.get("exemptions_page"))
    return {"exemptions": page}


def sites_to_confirm(request) -> dict:
    rows = PreparedRows("swppp.sites_to_confirm", selectors.sites_to_confirm)
    page = PanelPaginator(rows, PANEL_SIZE).get_page(request.GET.get("sites_page"))
    return {"sites": page}


def body_queue(request) -> dict:
    page = PanelPaginator(selectors.body_queue(request.user), PANEL_SIZE).get_page(
        request.GET.get("page")
    )
    return {"page_obj": page}


def property_projects(prop, user):
    return selectors.project_list(selectors.Project.objects.filter(parcel=prop))[:50]
