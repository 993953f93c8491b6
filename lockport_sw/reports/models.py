"""The SMO's adjustments to the MS4 report's figures, and each issued report (frozen)."""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.db.models.functions import Now
from django.utils import timezone
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import short_date
from lockport_sw.reports.search import PostgresIndex, SearchIndex


class Adjustment(models.Model):
    """An amount the SMO adds to a computed figure (records kept before the system),
    with the reason; every change is kept (history) and shown beside the figure."""

    period_start = models.DateField()
    period_end = models.DateField()
    figure = models.CharField(max_length=80)
    amount = models.DecimalField(
        max_digits=12,
        decimal_places=2,
        help_text="Added to the computed value (negative to take away).",
    )
    reason = models.TextField(max_length=2000)
    made_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    made_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["period_start", "figure"]
        constraints = [
            models.UniqueConstraint(
                fields=["period_start", "period_end", "figure"], name="reports_adjustment_once"
            )
        ]
        permissions = [
            ("view_ms4_report", "See the MS4 report's figures and the records behind them"),
            ("adjust_ms4_report", "Adjust an MS4 report figure, with a reason"),
            ("issue_ms4_report", "Sign and issue the MS4 report"),
            ("view_dashboards", "See the dashboards of how the law is kept"),
            ("search_records", "Search every record"),
        ]

    def __str__(self) -> str:
        period = f"{short_date(self.period_start)}–{short_date(self.period_end)}"
        return f"{self.figure} {period}: {self.amount:+}"


class IssuedReport(models.Model):
    """A report as signed and issued: its figures frozen, with its numbered PDF. A later
    correction is a new version whose document supersedes the last one."""

    period_start = models.DateField()
    period_end = models.DateField()
    annual = models.BooleanField()
    version = models.PositiveSmallIntegerField()
    figures = models.JSONField(help_text="Each figure as issued: computed, adjustment, reported.")
    document = models.OneToOneField(
        "documents.IssuedDocument",
        null=True,  # set in the transaction that issues it (the document is about this row)
        on_delete=models.PROTECT,
        related_name="ms4_report",
    )
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    issued_at = models.DateTimeField()

    class Meta:
        ordering = ["-period_start", "-version"]
        constraints = [
            models.UniqueConstraint(
                fields=["period_start", "period_end", "version"], name="reports_issued_version_once"
            )
        ]

    def __str__(self) -> str:
        return (
            f"MS4 report {short_date(self.period_start)}–{short_date(self.period_end)}, "
            f"version {self.version}"
        )

    @property
    def period(self):
        from .periods import of

        return of(self.period_start, self.period_end)

    @property
    def days_late(self) -> int:
        """How many days after the period's due day this version was issued (0: on time)."""
        from .periods import days_late

        return days_late(self.period, timezone.localtime(self.issued_at, TOWN_TZ).date())


class SearchEntry(models.Model):
    """One record in the search across everything (issue 44): what its results page shows
    (``title``, ``body``, ``happened_at``, ``link``), what is matched (``document``, the
    words, through a GIN index; ``ref`` and ``ref2``, the references matched exactly or by
    their beginning), written by ``search_index`` in the same transaction as the record.
    Who may see an entry is its kind's own selector, applied in the query's WHERE."""

    kind = models.CharField(max_length=20)
    object_id = models.BigIntegerField()
    title = models.TextField()
    body = models.TextField(blank=True)
    ref = models.TextField(blank=True)
    ref2 = models.TextField(blank=True)
    happened_at = models.DateTimeField(null=True)
    # The arguments of the kind's URL, joined by "|" (search.Source.url_args).
    link = models.TextField(blank=True)
    document = SearchVectorField(null=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["kind", "object_id"], name="search_entry_once")
        ]
        indexes = [
            # The words, and the kind beside them (``btree_gin``): a kind's matches of a
            # word straight from the index, without reading other kinds' (search._best_sql).
            SearchIndex(fields=["kind", "document"], name="search_entry_kind_document"),
            # A reference by its beginning: kept in capitals, matched by LIKE 'Q%'.
            PostgresIndex(fields=["ref"], name="search_entry_ref", opclasses=["text_pattern_ops"]),
            PostgresIndex(
                fields=["ref2"], name="search_entry_ref2", opclasses=["text_pattern_ops"]
            ),
        ]

    def __str__(self) -> str:
        return self.title


class TmdlApproval(models.Model):
    """§ 158-2 (TMDL strategy, D): EPA approved a total maximum daily load for a water body
    or watershed the Town's MS4 discharges to; the Town reviews it and, where the MS4 does
    not meet its stormwater allocations, modifies its stormwater management program within
    six months of the approval (DEADLINES.md row 24). Recording it opens that clock."""

    water_body = models.CharField("water body or watershed", max_length=200)
    pollutant = models.CharField("pollutant of concern", max_length=200)
    approved_on = models.DateField("date EPA approved the TMDL")
    source = models.CharField(
        "source",
        max_length=300,
        help_text="Where the approval is recorded, e.g. EPA Region 2's approval letter.",
    )
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()
    program_modified_on = models.DateField(null=True, blank=True)
    program_note = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["-approved_on", "-pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["water_body", "pollutant", "approved_on"], name="tmdl_approval_once"
            )
        ]
        permissions = [
            ("record_tmdl_approval", "Record an EPA TMDL approval and the program's change")
        ]

    def __str__(self) -> str:
        return f"TMDL for {self.pollutant}, {self.water_body}"

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("reports:tmdl") + f"#tmdl-{self.pk}"


class StoredFigure(models.Model):
    """A counted figure's value for a period as last computed (issue 44), with the
    snapshot of the statement that computed it and the digest of its SQL: used while
    no transaction that wrote a table the figure reads is missing from that snapshot
    (``figure_store.py``: the tables' stamps), so it is always what ``compute`` gives."""

    period = models.CharField(max_length=20)
    key = models.CharField(max_length=80)
    digest = models.CharField(max_length=64)
    value = models.BigIntegerField()
    snapshot = models.TextField()  # pg_snapshot, as text
    system = models.CharField(max_length=40)  # the cluster's system identifier

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["period", "key"], name="reports_stored_figure_once")
        ]

    def __str__(self) -> str:
        return f"{self.period} {self.key}: {self.value}"


class TableStamp(models.Model):
    """A transaction that wrote a table the MS4 figures read (issue 44): one row per
    table and writing transaction, by a statement-level trigger, without locking any
    row another writer needs (``figure_store.py``)."""

    table_name = models.CharField(max_length=63)
    xid = models.BigIntegerField()
    at = models.DateTimeField(db_default=Now())

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["table_name", "xid"], name="reports_table_stamp_once")
        ]

    def __str__(self) -> str:
        return f"{self.table_name} {self.xid}"
