"""Reads of Chapter 159's money, each page in a fixed number of queries.

Past due: payments are applied to the oldest fees first, so what is past due is the
balance less the fees not yet due (not invoiced, or invoiced with a due date still to
come), never below zero.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from django.db.models import (
    DecimalField,
    Exists,
    F,
    OuterRef,
    Prefetch,
    Q,
    Subquery,
    Sum,
    Value,
)
from django.db.models.functions import Coalesce

from lockport_sw.calendar.words import town_today

from .models import (
    Draw,
    Entry,
    EscrowInterest,
    FeeSchedule,
    Guarantee,
    GuaranteeRequirement,
    Invoice,
    InvoiceLine,
)

ZERO = Value(Decimal("0"), output_field=DecimalField(max_digits=12, decimal_places=2))


def _sum(expr, **kwargs):
    return Coalesce(Sum(expr, **kwargs), ZERO)


def balance(project) -> Decimal:
    """What is owed on the project's account (negative: a credit)."""
    return Entry.objects.filter(project=project).aggregate(total=_sum("amount"))["total"]


def _not_due(prefix: str, today: date) -> Q:
    p = prefix
    return Q(**{f"{p}kind": Entry.Kind.FEE, f"{p}reversed_by__isnull": True}) & (
        Q(**{f"{p}invoice_line__isnull": True})
        | Q(**{f"{p}invoice_line__invoice__due_on__gte": today})
    )


def with_balances(projects, today: date | None = None):
    """Projects annotated with ``balance`` and ``past_due`` (one query)."""
    today = today or town_today()
    return projects.annotate(
        balance=_sum("money_entries__amount"),
        not_due=_sum("money_entries__amount", filter=_not_due("money_entries__", today)),
    ).annotate(past_due_raw=F("balance") - F("not_due"))


def past_due(project, today: date | None = None) -> Decimal:
    today = today or town_today()
    totals = Entry.objects.filter(project=project).aggregate(
        balance=_sum("amount"), not_due=_sum("amount", filter=_not_due("", today))
    )
    return max(totals["balance"] - totals["not_due"], Decimal("0"))


def may_owe():
    """The projects that can have a balance past due (issue 44): those whose account row
    (``models.Account``) has a balance above zero or a negative fee. Without a negative
    fee the fees not yet due sum to zero or more, so ``past_due_raw > 0`` needs
    ``balance > 0``: the narrowing leaves out no project past due."""
    from .models import Account

    return Account.objects.filter(Q(balance__gt=0) | Q(negative_fees__gt=0)).values("project_id")


def _owing(projects):
    from .services import accounts

    return projects.filter(pk__in=may_owe()) if accounts.kept() else projects


def projects_past_due(today: date | None = None):
    """Every project with a balance past due, the largest first (the SMO's home). Only
    the projects that ``may_owe`` are aggregated (issue 44): at a county's volume the
    aggregate of every project and its entries was the home's slowest query."""
    from swppp.models import Project

    return (
        with_balances(_owing(Project.objects.select_related("parcel")), today)
        .filter(past_due_raw__gt=0)
        .order_by("-past_due_raw", "reference")
    )


def account_entries(project):
    """The account's lines, oldest first, with what each reverses or is reversed by and
    the invoice it is on (one query)."""
    return (
        Entry.objects.filter(project=project)
        .select_related(
            "payer",
            "fee_line__schedule",
            "reverses",
            "invoice_line__invoice__document",
            "receipt",
        )
        .annotate(is_reversed=Exists(Entry.objects.filter(reverses=OuterRef("pk"))))
        .order_by("dated", "recorded_at", "pk")
    )


def invoices_of(project):
    return (
        Invoice.objects.filter(project=project)
        .select_related("document", "payer")
        .order_by("-issued_at", "-pk")
    )


def uninvoiced_fees(project, payer=None):
    fees = Entry.objects.filter(
        project=project,
        kind=Entry.Kind.FEE,
        invoice_line__isnull=True,
        reversed_by__isnull=True,
    )
    if payer is not None:
        fees = fees.filter(payer=payer)
    return fees.select_related("payer", "fee_line__schedule").order_by("dated", "pk")


def invoice_lines(invoice):
    return (
        InvoiceLine.objects.filter(invoice=invoice)
        .select_related("entry__fee_line__schedule")
        .order_by("entry__dated", "pk")
    )


def schedules():
    """Every schedule, newest effective first, with its lines (two queries)."""
    return FeeSchedule.objects.prefetch_related("lines").order_by(*FeeSchedule._meta.ordering)


# --- guarantees ---------------------------------------------------------------------------


def _guarantees():
    return Guarantee.objects.select_related(
        "requirement__project__parcel", "document__stripped", "release_document"
    ).annotate(
        interest_total=_sum("interest__amount"),
        drawn_total=Coalesce(
            Sum(F("draws__work_cost") + F("draws__engineering_cost") + F("draws__inspection_cost")),
            ZERO,
        ),
    )


def guarantees_of(project):
    """The project's requirements, each with its guarantees, interest and draws."""
    return GuaranteeRequirement.objects.filter(project=project).prefetch_related(
        Prefetch("guarantees", queryset=_guarantees().order_by("-posted_at", "-pk")),
    )


def guarantee_detail(pk: int) -> Guarantee:
    return (
        _guarantees()
        .prefetch_related(
            Prefetch("interest", queryset=EscrowInterest.objects.order_by("posted_on", "pk")),
            Prefetch(
                "draws", queryset=Draw.objects.select_related("document").order_by("drawn_on")
            ),
        )
        .get(pk=pk)
    )


def guarantees_expiring(today: date | None = None, within_days: int = 90):
    """Accepted letters of credit and bonds expiring within ``within_days``."""
    from datetime import timedelta

    today = today or town_today()
    return (
        _guarantees()
        .filter(
            state=Guarantee.State.ACCEPTED,
            kind__in=Guarantee.EXPIRING,
            expires_on__lte=today + timedelta(days=within_days),
        )
        .order_by("expires_on", "pk")
    )


def guarantees_waiting(today: date | None = None):
    """Guarantees posted and not yet accepted or returned (the SMO's to decide)."""
    return _guarantees().filter(state=Guarantee.State.POSTED).order_by("posted_at", "pk")


def releases_due(today: date | None = None):
    """Accepted performance guarantees whose year from final acceptance has run
    (§ 159-8B(1)), each with ``inspected``: a one-year inspection found the facilities
    acceptable. The release itself is checked by ``release.why_not_release``."""
    from django.contrib.contenttypes.models import ContentType

    from inspections.models import FinalAcceptance, Inspection
    from swppp.models import Project

    from .inspections import ONE_YEAR
    from .models import Purpose

    today = today or town_today()
    try:
        year_ago = today.replace(year=today.year - 1)
    except ValueError:  # February 29: a year from February 28 ended (GCL § 58)
        year_ago = today.replace(year=today.year - 1, day=28)
    project_type = ContentType.objects.get_for_model(Project)
    acceptance = FinalAcceptance.objects.filter(
        subject_type=project_type, subject_id=OuterRef("requirement__project_id")
    )
    inspected = Inspection.objects.filter(
        subject_type=project_type,
        subject_id=OuterRef("requirement__project_id"),
        kind=ONE_YEAR.code,
        state=Inspection.State.COMPLETED,
        result=Inspection.Result.APPROVED,
    )
    return (
        _guarantees()
        .filter(
            state=Guarantee.State.ACCEPTED,
            requirement__purpose=Purpose.PERFORMANCE,
        )
        .filter(Exists(acceptance.filter(accepted_on__lte=year_ago)))
        .annotate(
            accepted_on=Subquery(acceptance.values("accepted_on")[:1]),
            inspected=Exists(inspected),
        )
        .order_by("accepted_on", "pk")
    )


# --- who may see what (the search across everything, money/search.py) -------------------


def guarantees_visible_to(user):
    """The guarantees whose page ``user`` may open (``views.pages._visible_guarantee``):
    every one for Town office staff; otherwise those of a project the user may open
    (the applicant's own, ``swppp.selectors.projects_visible_to``)."""
    from swppp.selectors import projects_visible_to

    if not user.is_authenticated:
        return Guarantee.objects.none()
    if user.is_office_staff:
        return Guarantee.objects.all()
    return Guarantee.objects.filter(requirement__project__in=projects_visible_to(user))


def invoices_visible_to(user):
    """The invoices listed on a project's money page ``user`` may open: every one for
    Town office staff; otherwise those of a project the user may open."""
    from swppp.selectors import projects_visible_to

    if not user.is_authenticated:
        return Invoice.objects.none()
    if user.is_office_staff:
        return Invoice.objects.all()
    return Invoice.objects.filter(project__in=projects_visible_to(user))


def entries_visible_to(user):
    """The account's entries listed on a project's money page ``user`` may open: every one
    for Town office staff; otherwise those of a project the user may open."""
    from swppp.selectors import projects_visible_to

    if not user.is_authenticated:
        return Entry.objects.none()
    if user.is_office_staff:
        return Entry.objects.all()
    return Entry.objects.filter(project__in=projects_visible_to(user))


def _with_reversal(entries):
    return entries.annotate(is_reversed=Exists(Entry.objects.filter(reverses=OuterRef("pk"))))


def fees_visible_to(user):
    """The fees ``user`` sees on the money pages (``entries_visible_to``), each with its
    schedule, the invoice it is on and whether it was reversed (one query a page)."""
    return _with_reversal(
        entries_visible_to(user)
        .filter(kind=Entry.Kind.FEE)
        .select_related("project", "payer", "fee_line__schedule", "invoice_line__invoice__document")
    )


def payments_visible_to(user):
    """The payments ``user`` sees on the money pages (``entries_visible_to``), each with
    its receipt and whether it was reversed (one query a page)."""
    return _with_reversal(
        entries_visible_to(user)
        .filter(kind=Entry.Kind.PAYMENT)
        .select_related("project", "payer", "receipt")
    )


def guarantee_records(guarantees):
    """Guarantees with their requirement and project, and their interest and draws as the
    record holds them, in order (three queries, however many guarantees)."""
    return guarantees.select_related("requirement__project").prefetch_related(
        Prefetch("interest", queryset=EscrowInterest.objects.order_by("posted_on", "pk")),
        Prefetch(
            "draws", queryset=Draw.objects.select_related("document").order_by("drawn_on", "pk")
        ),
    )
