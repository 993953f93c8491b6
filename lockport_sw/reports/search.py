"""Search across every record (issue 21, item 3), as data: the search registry.

Each app registers a ``Source`` for each kind of record from its ``AppConfig.ready()``:
the queryset of what a user may see (its own ``*_visible_to(user)`` selector, so an
applicant's search covers only their own records and never another's), the reference
fields matched exactly or by their beginning, and the text fields matched by words.

On PostgreSQL the words are matched with full-text search (``django.contrib.postgres``:
a ``websearch`` query, ranked, with the matching words highlighted). A kind's own text
columns are matched through a GIN index whose expression is exactly ``document(...)``,
declared in its model's ``Meta.indexes`` (``search_index``) from the same tuple its
``Source`` matches, so PostgreSQL keeps it current on every write;
text reached through a relation (``parcel__street_address``) is matched at query time on
the rows joined. Elsewhere (SQLite
under ``make run``) each text field is matched with ``icontains``, without ranking.
One query per kind shown, however many records match.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchHeadline, SearchQuery, SearchRank, SearchVector
from django.db import connection
from django.db.backends.ddl_references import Statement
from django.db.models import F, Q, QuerySet, TextField, Value
from django.db.models.functions import Coalesce, Concat
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

    def url(self, obj) -> str:
        if self.link is not None:
            return self.link(obj)
        return obj.get_absolute_url() if hasattr(obj, "get_absolute_url") else ""


_SOURCES: dict[str, Source] = {}


def register(*sources: Source) -> None:
    for source in sources:
        _SOURCES[source.key] = source


def sources() -> list[Source]:
    return sorted(_SOURCES.values(), key=lambda s: (s.order, s.key))


def get(key: str) -> Source | None:
    return _SOURCES.get(key)


def full_text() -> bool:
    return connection.vendor == "postgresql"


def _references(source: Source, q: str) -> Q:
    found = Q(pk__in=[])
    for name in source.references:
        found |= Q(**{f"{name}__iexact": q}) | Q(**{f"{name}__istartswith": q})
    return found


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


class SearchIndex(GinIndex):
    """A kind's GIN index on exactly ``document(its own text columns)``, declared in its
    model's ``Meta.indexes`` with ``search_index``, so that PostgreSQL keeps it current on
    every write. Full-text search is PostgreSQL's: on another database (SQLite under
    ``make run``, where the search matches ``icontains``) the index is neither made nor
    dropped, whatever migration or table rebuild asks for it."""

    def create_sql(self, model, schema_editor, using="", **kwargs):
        if schema_editor.connection.vendor != "postgresql":
            return _NOTHING
        return super().create_sql(model, schema_editor, using=using, **kwargs)

    def remove_sql(self, model, schema_editor, **kwargs):
        if schema_editor.connection.vendor != "postgresql":
            return _NOTHING
        return super().remove_sql(model, schema_editor, **kwargs)


_NOTHING = Statement("-- %(what)s", what="no full-text search index on this database")


def search_index(name: str, text: tuple[str, ...]) -> SearchIndex:
    """The index of a kind whose ``Source`` matches ``text`` (the very tuple its search
    registers): on its own columns, in their order."""
    return SearchIndex(document(own_columns(text)), name=name)


def _words(source: Source, model, query: SearchQuery) -> Q:
    """The records whose text matches: the own columns through the index (a subquery on
    the indexed expression alone), the related ones on the joined rows."""
    found = Q(pk__in=[])
    own = own_text(source)
    if own:
        indexed = (
            model._base_manager.annotate(search_document=document(own))
            .filter(search_document=query)
            .values("pk")
        )
        found |= Q(pk__in=indexed)
    related = tuple(name for name in source.text if "__" in name)
    if related:
        found |= Q(search_related=query)
    return found


def _joined(fields: tuple[str, ...]):
    """The text fields as one text, for the headline (the words may be in any of them)."""
    parts = []
    for name in fields:
        if parts:
            parts.append(Value(" · "))
        parts.append(Coalesce(name, Value(""), output_field=TextField()))
    return Concat(*parts, output_field=TextField()) if len(parts) > 1 else parts[0]


def matching(source: Source, user, q: str) -> QuerySet | None:
    """The records of ``source`` that ``user`` may see and that match ``q``, best first;
    None when the user may see none of its kind."""
    visible = source.visible(user)
    if visible.query.is_empty() or not source.in_search:
        return None
    qs = visible.select_related(*source.related)
    by_reference = _references(source, q)
    if not source.text:
        return qs.filter(by_reference).order_by("-pk")
    if full_text():
        query = SearchQuery(q, search_type="websearch", config=CONFIG)
        vector = document(source.text)
        related = tuple(name for name in source.text if "__" in name)
        if related:
            qs = qs.annotate(search_related=document(related))
        return (
            qs.annotate(
                rank=SearchRank(vector, query),
                headline=SearchHeadline(
                    _joined(source.text),
                    query,
                    config=CONFIG,
                    start_sel=_START,
                    stop_sel=_STOP,
                    max_words=25,
                    min_words=8,
                ),
            )
            .filter(_words(source, qs.model, query) | by_reference)
            .order_by("-rank", "-pk")
        )
    words = Q(pk__in=[])
    for name in source.text:
        words |= Q(**{f"{name}__icontains": q})
    return (
        qs.annotate(rank=Value(0.0), headline=F(source.text[0]))
        .filter(words | by_reference)
        .order_by("-pk")
    )


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


def row(source: Source, obj) -> dict:
    headline = getattr(obj, "headline", "") or ""
    if not full_text() and len(headline) > 200:
        headline = headline[:200] + "…"
    return {
        "label": str(obj),
        "url": source.url(obj),
        "when": getattr(obj, source.when, None) if source.when else None,
        "headline": highlight(headline),
    }


def search_all(user, q: str, per_kind: int = 5) -> list[Group]:
    """Every kind the user may see, each with its first ``per_kind`` results: one query a
    kind."""
    groups = []
    for source in sources():
        if not source.in_search:
            continue
        qs = matching(source, user, q)
        if qs is None:
            continue
        found = list(qs[: per_kind + 1])
        if found:
            groups.append(
                Group(source, [row(source, o) for o in found[:per_kind]], len(found) > per_kind)
            )
    return groups
