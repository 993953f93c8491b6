"""Writes of the reports app: the SMO's adjustment of a figure, and issuing the report."""

from __future__ import annotations

from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions
from lockport_sw.core.guards import require, require_perm
from lockport_sw.documents.services import document_issue

from . import figures, letters, selectors
from .models import Adjustment, IssuedReport
from .periods import Period

ADJUST = "reports.adjust_ms4_report"
ISSUE = "reports.issue_ms4_report"


def adjustment_history(period: Period, figure_key: str):
    return Adjustment.history.filter(
        period_start=period.start, period_end=period.end, figure=figure_key
    )


@transaction.atomic
def adjustment_save(
    *, acting_user, period: Period, figure_key: str, amount: Decimal, reason: str, version=None
) -> Adjustment:
    """Set the amount added to a computed figure (records kept before the system), with
    its reason; the history keeps every earlier amount and who set it."""
    require_perm(acting_user, ADJUST, "Only the SMO adjusts the report's figures.")
    figure = figures.get(figure_key)
    if figure is None:
        raise ValidationError({"figure": "There is no such figure."})
    errors = {}
    if not (reason or "").strip():
        errors["reason"] = (
            "Say why the figure is adjusted (e.g. records kept on paper before the system)."
        )
    if amount is None:
        errors["amount"] = "Give the amount to add (negative to take away)."
    if errors:
        raise ValidationError(errors)
    existing = (
        Adjustment.objects.select_for_update()
        .filter(period_start=period.start, period_end=period.end, figure=figure_key)
        .first()
    )
    versions.require_current(
        adjustment_history(period, figure_key), version, acting_user=acting_user
    )
    adjustment = existing or Adjustment(
        period_start=period.start, period_end=period.end, figure=figure_key
    )
    adjustment.amount = amount
    adjustment.reason = reason.strip()
    adjustment.made_by = acting_user
    adjustment.made_at = timezone.now()
    adjustment._history_user = acting_user
    adjustment._change_reason = adjustment.reason
    adjustment.full_clean(validate_unique=False, validate_constraints=False)
    adjustment.save()
    return adjustment


def _town_day(moment):
    return timezone.localtime(moment, TOWN_TZ).date()


def _frozen(period: Period) -> list[dict]:
    return [
        {
            "key": row["figure"].key,
            "measure": row["measure"].title if row["measure"] else row["figure"].measure,
            "label": row["figure"].label,
            "definition": row["figure"].how,
            "unit": row["figure"].unit,
            "computed": selectors.as_text(row["computed"]),
            "adjustment": selectors.as_text(row["adjustment"].amount) if row["adjustment"] else "",
            "reason": row["adjustment"].reason if row["adjustment"] else "",
            "reported": selectors.as_text(row["reported"]),
        }
        for row in selectors.flat_rows(selectors.report_table(period, stored=False))
    ]


@transaction.atomic
def report_issue(*, acting_user, period: Period) -> IssuedReport:
    """Sign and issue the period's report: its figures frozen as they stand, a numbered
    PDF. Issuing again is a correction: a new version, whose document supersedes the last.
    The PDF says the day it was due (GP-0-24-001) and the day it was issued, and a report
    issued after its due day says how many days after (``periods.days_late``)."""
    require_perm(acting_user, ISSUE, "Only the SMO signs and issues the report.")
    today = timezone.localtime(timezone.now(), TOWN_TZ).date()
    require(
        today > period.end,
        f"The period runs to {long_date(period.end)}: the report is issued once it has ended.",
        exc=ValidationError,
    )
    # One issuer at a time per period: lock the versions issued so far.
    previous = list(
        IssuedReport.objects.select_for_update()
        .filter(period_start=period.start, period_end=period.end)
        .order_by("version")
    )
    rows = _frozen(period)
    report = IssuedReport.objects.create(
        period_start=period.start,
        period_end=period.end,
        annual=period.is_annual,
        version=len(previous) + 1,
        figures=rows,
        issued_by=acting_user,
        issued_at=timezone.now(),
    )
    groups: dict[str, list[dict]] = {}
    for row in rows:
        groups.setdefault(row["measure"], []).append(row)
    first = previous[0] if previous else report
    report.document = document_issue(
        acting_user=acting_user,
        kind=letters.REPORT_KIND,
        template_name=letters.TEMPLATE,
        context={
            "period": period,
            "groups": groups,
            "version": report.version,
            # GP-0-24-001's due day, and when it was issued: a late report says so.
            "issued_on": _town_day(report.issued_at),
            "first_issued_on": _town_day(first.issued_at),
            "days_late": first.days_late,
            "signer": letters.signer(acting_user),
            "citation_opening": letters.CITATION_OPENING,
        },
        # Every version of a period's report is about its first, so that a correction
        # supersedes the version before (documents: same subject).
        subject=previous[0] if previous else report,
        title=period.name,
        citations=letters.citations(),
        supersedes=previous[-1].document if previous else None,
        issued_at=report.issued_at,
    )
    report.save(update_fields=["document"])
    return report
