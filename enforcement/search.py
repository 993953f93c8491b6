"""Enforcement's records in the search across everything (lockport_sw/reports/search.py):
a respondent's search reaches only the notices, orders and appeals addressed to them."""

from __future__ import annotations

from django.db.models import Value

from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports import search

from .models import Offense
from .models.appeals import APPEAL_SEARCH_TEXT
from .models.notices import NOTICE_SEARCH_TEXT
from .models.orders import ORDER_SEARCH_TEXT
from .models.violations import VIOLATION_SEARCH_TEXT
from .selectors import (
    appeals_visible_to,
    notices_visible_to,
    orders_visible_to,
    violations_visible_to,
)


def offenses_visible_to(user):
    """Convictions (§ 158-11B, § 159-8C(4)): the Town office's record."""
    staff = user.is_authenticated and user.is_office_staff
    return Offense.objects.all() if staff else Offense.objects.none()


def _violation_link(offense) -> str:
    return offense.violation.get_absolute_url() if offense.violation_id else ""


def register() -> None:
    search.register(
        search.Source(
            "violations",
            "Violations",
            violations_visible_to,
            references=("reference",),
            text=VIOLATION_SEARCH_TEXT,
            when="found_at",
            order=40,
            label=search.joined(Value("Violation "), "reference"),
            url_name="enforcement:violation_detail",
            url_args=("reference",),
            parcel=("parcel",),
            party=("party",),
        ),
        search.Source(
            "notices",
            "Notices of violation",
            notices_visible_to,
            references=("number",),
            text=NOTICE_SEARCH_TEXT,
            when="issued_at",
            order=41,
            label=search.joined(Value("Notice of violation "), "number"),
            url_name="enforcement:notice_detail",
            url_args=("number",),
            parcel=("violation__parcel",),
            party=("addressee", "also_to"),
        ),
        search.Source(
            "orders",
            "Stop-work orders",
            orders_visible_to,
            references=("number",),
            text=ORDER_SEARCH_TEXT,
            when="issued_at",
            order=42,
            label=search.joined(Value("Stop-work order "), "number"),
            url_name="enforcement:order_detail",
            url_args=("number",),
            parcel=("violation__parcel",),
            party=("addressee",),
        ),
        search.Source(
            "appeals",
            "Appeals",
            appeals_visible_to,
            references=("reference", "notice__number"),
            text=APPEAL_SEARCH_TEXT,
            when="received_at",
            order=43,
            label=search.joined(Value("Appeal "), "reference"),
            url_name="enforcement:appeal_detail",
            url_args=("reference",),
            parcel=("notice__violation__parcel",),
            party=("appellant",),
        ),
        search.Source(
            "offenses",
            words_lazy(
                "Offense history: convictions that set the penalty tier "
                "({cite:idl.penalties}, {cite:swm.penalties})"
            ),
            offenses_visible_to,
            when="convicted_on",
            related=("violation",),
            link=_violation_link,
            order=44,
            parcel=("violation__parcel",),
            party=("party",),
            in_search=False,
        ),
    )
