"""Context for what enforcement adds to shared pages (wiring.py). Each is one selector
call plus a paginator, so a page's query count does not grow with the rows."""

from django.utils import timezone

from lockport_sw.core.compiled import KeysThenRows, PreparedRows
from lockport_sw.core.pagination import PanelPaginator

from . import selectors
from .letters import APPEAL_LETTERS
from .models import Appeal, StopWorkOrder

PANEL_SIZE = 10


def _page(request, rows, param: str = "page"):
    return PanelPaginator(rows, PANEL_SIZE).get_page(request.GET.get(param))


def _owed():
    from .services.corrections import corrections_owed as owed

    return selectors.notice_list(owed())


# The SMO home's panels: each selector's SQL compiled once per process, sent with the
# request's moment (core/compiled.py, issue 44).
def corrective_due(request) -> dict:
    rows = PreparedRows("enforcement.corrective_due", selectors.corrective_due, now=timezone.now())
    return {"page_obj": _page(request, rows, "corrective_page")}


def corrections_owed(request) -> dict:
    """Issued notices owed a correction notice (issue 23, item 2)."""
    return {"page_obj": _page(request, PreparedRows("enforcement.owed", _owed), "corrections_page")}


def unserved(request) -> dict:
    return {
        "page_obj": _page(
            request,
            PreparedRows("enforcement.unserved", selectors.unserved_notices),
            "unserved_page",
        ),
        # Orders and notices issued as served letters (issue 23, item 3).
        "letters": _page(
            request,
            PreparedRows("enforcement.unserved_letters", selectors.unserved_letters),
            "unserved_letters_page",
        ),
        "orders": _page(
            request,
            PreparedRows("enforcement.unserved_orders", selectors.unserved_orders),
            "unserved_orders_page",
        ),
    }


def docket(request) -> dict:
    user = request.user
    rows = KeysThenRows(("enforcement.docket", user.pk), lambda: selectors.pending_docket(user))
    return {"page_obj": _page(request, rows, "docket_page")}


def clerk_tasks(request) -> dict:
    return {"page_obj": _page(request, selectors.clerk_tasks(request.user), "filing_page")}


def hearing_notices_to_mail(request) -> dict:
    return {"page_obj": _page(request, selectors.hearing_notices_to_mail(), "hearing_page")}


def referrals(request) -> dict:
    return {"page_obj": _page(request, selectors.referrals_open(), "referrals_page")}


def mine(request) -> dict:
    user = request.user
    notices = selectors.notice_list(selectors.addressed_to(user))
    return {
        "notices": notices[:PANEL_SIZE],
        "orders": StopWorkOrder.objects.filter(
            addressee__user=user, state=StopWorkOrder.State.IN_EFFECT
        ).select_related("violation__parcel")[:PANEL_SIZE],
        "appeals": Appeal.objects.filter(appellant__user=user, state__in=Appeal.PENDING)[
            :PANEL_SIZE
        ],
        "letters": selectors.other_letters(selectors.letters_to(user), APPEAL_LETTERS)[:PANEL_SIZE],
        "copies": selectors.notice_list(selectors.copied_to(user))[:PANEL_SIZE],
    }


def property_violations(prop, user):
    return {
        "violations": list(selectors.violations_at(prop)[:50]),
        "holds": list(selectors.holds_in_effect(prop)),
    }


def party_violations(party, user):
    return {"violations": list(selectors.violations_by(party)[:50])}
