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

At a county's volume (issue 44), a frequent word (a street's name, in thousands of
parcels, cases and inspections) is not ranked match by match: each kind's matches are
counted up to ``RANKED``, ranked by relevance when they are no more, and otherwise shown
newest first (``search_all``, ``_best_sql``: why, and what each part reads).

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
# How much of a matched record the headline shows (ts_headline's options).
_HEADLINE_WORDS = {"MaxWords": 25, "MinWords": 8}


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
    # The kind's matches counted up to RANKED + 1 (more than RANKED: "200+"); None where
    # they are not counted (SQLite).
    found: int | None = None

    @property
    def found_label(self) -> str:
        """How many match, as the page says it: "147", "200+"; "" where not counted."""
        if self.found is None:
            return ""
        return f"{RANKED:,}+" if self.found > RANKED else f"{self.found:,}"


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


def source_visible(source: Source, user) -> Q | None:
    """The entries of one kind ``user`` may see, as a WHERE (``visible_entries``'s part
    for that kind); None when they may see none."""
    visible = source.visible(user)
    if visible.query.is_empty():
        return None
    if _everything(visible):
        return Q(kind=source.key)
    return Q(kind=source.key, object_id__in=visible.order_by().values("pk"))


def _query(q: str) -> SearchQuery:
    return SearchQuery(q, search_type="websearch", config=CONFIG)


def _matching_entries(user, q: str, kind: str | None = None) -> QuerySet | None:
    from .models import SearchEntry

    # One kind: its own selector's condition alone (``visible_entries`` of one kind), so
    # that the GIN index on (kind, document) is asked for that kind only.
    visible = source_visible(get(kind), user) if kind is not None else visible_entries(user)
    if visible is None:
        return None
    entries = SearchEntry.objects.filter(visible)
    by_reference = _by_reference(q)
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
            max_words=_HEADLINE_WORDS["MaxWords"],
            min_words=_HEADLINE_WORDS["MinWords"],
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


# A kind's matches ranked by relevance up to this many; past it, a frequent word (a street
# shared by thousands of records), the kind's newest matches first. Also the cap of the
# count a group shows ("200+"). What a request reads grows with it: the count reads up to
# RANKED + 1 matches of each kind, and 1,000 (the keyset lists' cap) cost about twice the
# SQL of 200 on the bench's database at --scale 0.1 (docs/architecture.md, Performance).
RANKED = 200


def search_all(user, q: str, per_kind: int = 5) -> list[Group]:
    """Every kind the user may see, each with its first ``per_kind`` results and the number
    of its matches counted up to ``RANKED`` (``Group.found``; more than that: "200+").
    On PostgreSQL one query (``_best_sql``) that never ranks more than ``RANKED`` matches
    of a kind; elsewhere (SQLite) two, a window over every match (``_search_all_window``)."""
    if not full_text():
        return _search_all_window(user, q, per_kind)
    best = best_query(user, q, per_kind)
    if best is None:
        return []
    from .models import SearchEntry

    groups: dict[str, Group] = {}
    for entry in SearchEntry.objects.raw(*best):
        source = get(entry.kind)
        group = groups.setdefault(entry.kind, Group(source, found=entry.found))
        if len(group.rows) < per_kind:
            group.rows.append(row(source, entry))
        else:
            group.more = True
    return list(groups.values())


def best_query(user, q: str, per_kind: int = 5) -> tuple[str, list] | None:
    """The SQL and parameters of ``search_all``'s one query on PostgreSQL (``_best_sql``);
    None when the user may see no kind."""
    kinds, restricted = [], Q(pk__in=[])
    for source in searched():
        visible = source.visible(user)
        if visible.query.is_empty():
            continue
        whole = _everything(visible)
        kinds.append((source, whole))
        if not whole:
            restricted |= Q(kind=source.key, object_id__in=visible.order_by().values("pk"))
    return _best_sql(kinds, restricted, q, per_kind) if kinds else None


def _by_reference(q: str) -> Q:
    # The references are kept in capitals: matched exactly or by their beginning.
    return Q(ref__startswith=q.upper()) | Q(ref2__startswith=q.upper())


def _where(condition: Q) -> tuple[str, list]:
    """A condition on the index's entries as SQL (the table by its own name)."""
    from .models import SearchEntry

    query = SearchEntry.objects.filter(condition).query
    sql, params = query.get_compiler(using="default").compile(query.where)
    return sql, list(params)


def _best_sql(
    kinds: list[tuple[Source, bool]], restricted: Q, q: str, per_kind: int
) -> tuple[str, list]:
    """The grouped page's one query: each kind's best ``per_kind + 1`` entries (the last
    only tells there are more) with their rows and headlines, and the number of the kind's
    matches counted up to ``RANKED + 1``, for every kind ``k`` the user may see (a
    ``LATERAL`` join over their list, planned once). Who may see what is in every part's
    WHERE, as ``visible_entries`` writes it: a kind the user may see whole (``k.whole``:
    its selector is the whole table) or the ids its selector answers (``restricted``).
    For each kind, none of the parts reads every match of a frequent word:

    - ``c``: the kind's matches counted up to ``RANKED + 1`` (the GIN index on ``(kind,
      document)`` gives the kind's matches; the count reads at most that many rows);
    - then, when they are at most ``RANKED``, all of them ranked as before, by
      ``ts_rank`` then the newest record (``object_id``): the results of the window over
      every match that this replaced (``tests/reports/search_expected.json``);
    - otherwise the word is frequent in that kind (a street's thousands of parcels, cases
      and inspections, its name once in each: their ranks tie or nearly), and the kind's
      newest matches come first, read by walking the ``(kind, object_id)`` index backwards
      and testing each entry (``ts_match_vq``, the function of ``@@``, which no index
      answers: the planner walks, as it should where the matches are known to be many):
      about ``per_kind`` × the kind's entries ÷ its matches, fewer than ``per_kind`` ×
      the kind's entries ÷ ``RANKED``.

    Only one of the last two runs for a kind, and neither for a kind without a match:
    each is gated on ``c.n`` ("One-Time Filter")."""
    from .models import SearchEntry

    table = connection.ops.quote_name(SearchEntry._meta.db_table)
    vis, vis_params = ("FALSE", []) if restricted == Q(pk__in=[]) else _where(restricted)
    refs, refs_params = _where(_by_reference(q))
    tsquery = "websearch_to_tsquery(%s::regconfig, %s)"
    match = f"({table}.document @@ {tsquery} OR {refs})"
    match_params = [CONFIG, q, *refs_params]
    walk = f"(ts_match_vq({table}.document, {tsquery}) OR {refs})"
    kind_of = f"{table}.kind = k.kind AND (k.whole OR {vis})"
    listed = ", ".join("(%s, %s::varchar, %s)" for _ in kinds)
    listed_params = [p for i, (source, whole) in enumerate(kinds) for p in (i, source.key, whole)]
    # SearchHeadline's, as _with_headline writes it: the options one parameter.
    options = ", ".join(
        connection.ops.compose_sql(f"{option}=%s", [value])
        for option, value in (("StartSel", _START), ("StopSel", _STOP), *_HEADLINE_WORDS.items())
    )
    # Our own text (table, columns, placeholders); what was typed is a parameter.
    sql = (
        "SELECT e.id, e.kind, e.object_id, e.title, e.happened_at, e.link, c.n AS found,"  # noqa: S608  # nosec B608
        f" ts_headline(%s::regconfig, e.body, {tsquery}, %s) AS headline"
        f" FROM (VALUES {listed}) AS k (kind_order, kind, whole)"
        f" CROSS JOIN LATERAL (SELECT count(*) AS n FROM (SELECT 1 FROM {table}"
        f" WHERE {kind_of} AND {match} LIMIT %s) AS m) AS c"
        f" CROSS JOIN LATERAL ((SELECT {table}.id, {table}.object_id,"
        f" ts_rank({table}.document, {tsquery}) AS rank FROM {table}"
        f" WHERE {kind_of} AND {match} AND c.n BETWEEN 1 AND %s ORDER BY 3 DESC, 2 DESC LIMIT %s)"
        f" UNION ALL (SELECT {table}.id, {table}.object_id, 0.0 FROM {table}"
        f" WHERE {kind_of} AND {walk} AND c.n > %s ORDER BY 2 DESC LIMIT %s)) AS b"
        f" JOIN {table} e ON e.id = b.id"
        " ORDER BY k.kind_order, b.rank DESC, b.object_id DESC"
    )
    params = [
        *(CONFIG, CONFIG, q, options),
        *listed_params,
        *vis_params,
        *match_params,
        RANKED + 1,
        *(CONFIG, q),
        *vis_params,
        *match_params,
        *(RANKED, per_kind + 1),
        *vis_params,
        *match_params,
        *(RANKED, per_kind + 1),
    ]
    return sql, params


def _search_all_window(user, q: str, per_kind: int) -> list[Group]:
    """Without PostgreSQL's full text (SQLite under ``make run``): two queries, each
    kind's best ``per_kind + 1`` keys by a window over the matches, then those rows."""
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
    shown = SearchEntry.objects.filter(pk__in=keys).annotate(rank=Value(0.0))
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
