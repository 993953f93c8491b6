"""Search across every record (issue 21, item 3), as data: the search registry.

Each app registers a ``Source`` for each kind of record from its ``AppConfig.ready()``:
the queryset of what a user may see (its own ``*_visible_to(user)`` selector, so an
applicant's search covers only their own records and never another's), the reference
fields matched exactly or by their beginning, and the text fields matched by words.

Since issue 44 the search reads one table, the search index (``reports.SearchEntry``,
written by ``search_index`` in each write's own transaction from the kind's ``label``,
``text``, ``references``, ``when`` and ``url_args``). On PostgreSQL the words are matched
with full-text search (a ``websearch`` query on the entry's stored tsvector through its
GIN index, ranked, the matching words highlighted); the references in capitals by their
beginning (a B-tree with ``text_pattern_ops``). Who may see what is each kind's own
selector, as one WHERE (``visible_entries``). Elsewhere (SQLite under ``make run``) the
entry's text is matched with ``icontains``, without ranking. One query for the page,
however many records match.

The kinds' own GIN indexes (``search_index``, declared in their models' ``Meta.indexes``)
were the old search's, which matched each kind's table; the index table needs them no
more (left for a migration of their own).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.contrib.postgres.indexes import GinIndex, OpClass
from django.contrib.postgres.search import SearchHeadline, SearchQuery, SearchRank, SearchVector
from django.db import connection
from django.db.backends.ddl_references import Statement
from django.db.models import F, Index, Q, QuerySet, TextField, Value
from django.db.models.functions import Concat, Upper
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import mark_safe

CONFIG = "english"
# Markers PostgreSQL puts around a matched word; the text is escaped, then they become <mark>.
_START, _STOP = "\x02", "\x03"


@dataclass(frozen=True)
class Source:
    key: str  # "cases"
    title: str  # "Illicit discharge cases (Chapter 158)"
    visible: Callable[[Any], QuerySet]  # user -> what they may open
    references: tuple[str, ...] = ()  # matched exactly, or by their beginning
    text: tuple[str, ...] = ()  # matched by words (full text on PostgreSQL)
    when: str = ""  # the moment a result shows
    related: tuple[str, ...] = ()  # select_related, so that each row needs no query
    link: Callable[[Any], str] | None = None  # when the record has no page of its own
    order: int = 100
    # A property's and a party's whole story (lockport_sw/reports/story.py): the paths from
    # this kind of record to the property (registry.Property) and to the party it concerns.
    parcel: tuple[str, ...] = ()
    party: tuple[str, ...] = ()
    in_search: bool = True  # False: a kind shown only in the story (a conviction)
    # The search index (reports.SearchEntry, lockport_sw/reports/search_index.py): the
    # record's ``str()`` as an expression over its row, and its page's URL name and
    # arguments (field paths), so that a result needs neither the record nor a query.
    label: Any = None
    url_name: str = ""
    url_args: tuple[str, ...] = ()

    def url(self, obj) -> str:
        if self.link is not None:
            return self.link(obj)
        return obj.get_absolute_url() if hasattr(obj, "get_absolute_url") else ""

    def entry_url(self, entry) -> str:
        """The URL of an index entry's record (``url_name`` with the entry's ``link``)."""
        return reverse(self.url_name, args=entry.link.split("|")) if self.url_name else ""


_SOURCES: dict[str, Source] = {}


def register(*sources: Source) -> None:
    from . import search_index

    for source in sources:
        _SOURCES[source.key] = source
        search_index.connect(source)


def joined(*parts):
    """A text made of fields (by name) and ``Value``s, as a ``Source.label``."""
    return Concat(*parts, output_field=TextField())


def model_of(source: Source):
    from django.contrib.auth.models import AnonymousUser

    return source.visible(AnonymousUser()).model


def sources() -> list[Source]:
    return sorted(_SOURCES.values(), key=lambda s: (s.order, s.key))


def get(key: str) -> Source | None:
    return _SOURCES.get(key)


def full_text() -> bool:
    return connection.vendor == "postgresql"


def own_columns(text: tuple[str, ...]) -> tuple[str, ...]:
    """Of a kind's text fields, its own columns (not reached through a relation)."""
    return tuple(name for name in text if "__" not in name)


def own_text(source: Source) -> tuple[str, ...]:
    """The kind's own text columns: those its search index covers."""
    return own_columns(source.text)


def document(fields: tuple[str, ...]) -> SearchVector:
    """The text searched, as a tsvector; the search indexes are built on this very
    expression, so that the planner can use them."""
    return SearchVector(*fields, config=CONFIG)


class PostgresOnly:
    """An index made on PostgreSQL only: on another database (SQLite under ``make run``,
    where the search matches ``icontains``) it is neither made nor dropped, whatever
    migration or table rebuild asks for it."""

    def create_sql(self, model, schema_editor, using="", **kwargs):
        if schema_editor.connection.vendor != "postgresql":
            return _NOTHING
        return super().create_sql(model, schema_editor, using=using, **kwargs)

    def remove_sql(self, model, schema_editor, **kwargs):
        if schema_editor.connection.vendor != "postgresql":
            return _NOTHING
        return super().remove_sql(model, schema_editor, **kwargs)


class SearchIndex(PostgresOnly, GinIndex):
    """A GIN index for full-text search (PostgreSQL's): the search index's ``document``
    column (``reports.SearchEntry``), and each kind's own index on exactly
    ``document(its own text columns)``, declared in its model's ``Meta.indexes`` with
    ``search_index``."""


class PostgresIndex(PostgresOnly, Index):
    """A B-tree index with PostgreSQL's operator classes (``text_pattern_ops``)."""


class SubstringIndex(PostgresOnly, GinIndex):
    """A trigram GIN index (``pg_trgm``) on ``UPPER(column)``: what Django's ``icontains``
    asks of PostgreSQL (``UPPER(col::text) LIKE UPPER('%…%')``), so a fragment anywhere in
    an address, a tax-map number or a name is found without reading the whole table."""


def substring_index(name: str, column: str) -> SubstringIndex:
    return SubstringIndex(OpClass(Upper(column), name="gin_trgm_ops"), name=name)


_NOTHING = Statement("-- %(what)s", what="no full-text search index on this database")


def search_index(name: str, text: tuple[str, ...]) -> SearchIndex:
    """The index of a kind whose ``Source`` matches ``text`` (the very tuple its search
    registers): on its own columns, in their order."""
    return SearchIndex(document(own_columns(text)), name=name)


def highlight(text: str | None) -> str:
    """The headline, escaped, with the matched words in <mark>."""
    if not text:
        return ""
    # Escaped first: only our own markers become tags.
    marked = escape(text).replace(_START, "<mark>").replace(_STOP, "</mark>")
    return mark_safe(marked)  # noqa: S308  # nosec B308 B703  # escaped above, our markers only


@dataclass
class Group:
    source: Source
    rows: list[dict] = field(default_factory=list)
    more: bool = False


# The search through the index (issue 44) ----------------------------------------------


def searched() -> list[Source]:
    return [s for s in sources() if s.in_search]


def _everything(qs: QuerySet) -> bool:
    """The selector's answer is the whole table (``Model.objects.all()``)."""
    query = qs.query
    return not query.where.children and not query.is_sliced and not query.is_empty()


def visible_entries(user) -> Q | None:
    """The entries ``user`` may see, as one WHERE: each kind through its own selector
    (``Source.visible``; a kind whose selector answers the whole table by its kind alone,
    another by the ids it answers). None when the user may see no kind at all."""
    whole: list[str] = []
    found = Q(pk__in=[])
    for source in searched():
        visible = source.visible(user)
        if visible.query.is_empty():
            continue
        if _everything(visible):
            whole.append(source.key)
        else:
            found |= Q(kind=source.key, object_id__in=visible.order_by().values("pk"))
    if whole:
        found |= Q(kind__in=whole)
    return None if found == Q(pk__in=[]) else found


def _query(q: str) -> SearchQuery:
    return SearchQuery(q, search_type="websearch", config=CONFIG)


def _matching_entries(user, q: str, kind: str | None = None) -> QuerySet | None:
    from .models import SearchEntry

    visible = visible_entries(user)
    if visible is None:
        return None
    entries = SearchEntry.objects.filter(visible)
    if kind is not None:
        entries = entries.filter(kind=kind)
    # The references are kept in capitals: matched exactly or by their beginning.
    by_reference = Q(ref__startswith=q.upper()) | Q(ref2__startswith=q.upper())
    if full_text():
        return entries.filter(Q(document=_query(q)) | by_reference).annotate(
            rank=SearchRank(F("document"), _query(q))
        )
    return entries.filter(Q(body__icontains=q) | by_reference).annotate(rank=Value(0.0))


def _with_headline(entries: QuerySet, q: str) -> QuerySet:
    if not full_text():
        return entries.annotate(headline=F("body"))
    return entries.annotate(
        headline=SearchHeadline(
            "body",
            _query(q),
            config=CONFIG,
            start_sel=_START,
            stop_sel=_STOP,
            max_words=25,
            min_words=8,
        )
    )


def matching(source: Source, user, q: str) -> QuerySet | None:
    """The index's entries of ``source`` that ``user`` may see and that match ``q``, best
    first, each with its headline; None when the user may see none of its kind."""
    if not source.in_search or source.visible(user).query.is_empty():
        return None
    entries = _matching_entries(user, q, source.key)
    if entries is None:
        return None
    return _with_headline(entries, q).order_by("-rank", "-object_id")


def row(source: Source, entry) -> dict:
    headline = getattr(entry, "headline", "") or ""
    if not full_text() and len(headline) > 200:
        headline = headline[:200] + "…"
    return {
        "label": entry.title,
        "url": source.entry_url(entry),
        "when": entry.happened_at if source.when else None,
        "headline": highlight(headline),
    }


def search_all(user, q: str, per_kind: int = 5) -> list[Group]:
    """Every kind the user may see, each with its first ``per_kind`` results: two queries,
    each kind's best ``per_kind + 1`` keys by a window over the matches, then those rows
    with their headlines only. Two, not one: as a subquery, PostgreSQL expected thousands
    of keys and joined them by a sequential scan of the whole index table (a cost that
    grew with the Town's volume); as a list of at most 72 keys it reads them by the
    primary key (bench/results/explain/search.md)."""
    from django.db.models import Case, IntegerField, When, Window
    from django.db.models.functions import RowNumber

    from .models import SearchEntry

    entries = _matching_entries(user, q)
    if entries is None:
        return []
    best = entries.annotate(
        place=Window(
            RowNumber(),
            partition_by=[F("kind")],
            order_by=[F("rank").desc(), F("object_id").desc()],
        )
    ).filter(place__lte=per_kind + 1)
    order = Case(
        *(When(kind=s.key, then=Value(i)) for i, s in enumerate(searched())),
        output_field=IntegerField(),
    )
    keys = list(best.values_list("pk", flat=True))
    if not keys:
        return []
    shown = SearchEntry.objects.filter(pk__in=keys)
    if full_text():
        shown = shown.annotate(rank=SearchRank(F("document"), _query(q)))
    else:
        shown = shown.annotate(rank=Value(0.0))
    shown = _with_headline(shown, q).annotate(kind_order=order)
    groups: dict[str, Group] = {}
    for entry in shown.order_by("kind_order", "-rank", "-object_id"):
        source = get(entry.kind)
        group = groups.setdefault(entry.kind, Group(source))
        if len(group.rows) < per_kind:
            group.rows.append(row(source, entry))
        else:
            group.more = True
    return list(groups.values())
