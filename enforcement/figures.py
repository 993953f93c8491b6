"""What enforcement gives the MS4 report's figures (lockport_sw/reports/figures.py): the
records of one chapter in a reporting period. Each chapter composes its own figures from
these (illicit/figures.py, swppp/figures.py); nothing here branches on a chapter."""

from __future__ import annotations

from decimal import Decimal

from django.db.models import QuerySet, Sum

from .models import CorrectiveAction, NoticeOfViolation, Offense, Referral, StopWorkOrder


def notices_issued(chapter: str, period) -> QuerySet[NoticeOfViolation]:
    """Notices of violation issued in the period; a correction (a notice that supersedes
    another) is the same notice again and is not counted twice."""
    start, end = period.bounds()
    return NoticeOfViolation.objects.filter(
        chapter=chapter, issued_at__gte=start, issued_at__lt=end, supersedes__isnull=True
    ).order_by("issued_at", "pk")


def stop_work_orders(chapter: str, period) -> QuerySet[StopWorkOrder]:
    start, end = period.bounds()
    return StopWorkOrder.objects.filter(
        chapter=chapter, issued_at__gte=start, issued_at__lt=end
    ).order_by("issued_at", "pk")


def corrective_actions(chapter: str, period) -> QuerySet[CorrectiveAction]:
    start, end = period.bounds()
    return (
        CorrectiveAction.objects.filter(chapter=chapter, opened_at__gte=start, opened_at__lt=end)
        .select_related("notice")
        .order_by("opened_at", "pk")
    )


def referrals(chapter: str, period) -> QuerySet[Referral]:
    return (
        Referral.objects.filter(chapter=chapter, referred_on__range=(period.start, period.end))
        .select_related("violation")
        .order_by("referred_on", "pk")
    )


def penalties_assessed(chapter: str, period) -> QuerySet[Offense]:
    """Convictions in the period with the fine the court imposed (§ 158-11B, § 159-8C(4))."""
    return (
        Offense.objects.filter(chapter=chapter, convicted_on__range=(period.start, period.end))
        .select_related("violation")
        .order_by("convicted_on", "pk")
    )


def fines_total(offenses: QuerySet[Offense]) -> Decimal:
    return offenses.aggregate(total=Sum("fine"))["total"] or Decimal("0")
