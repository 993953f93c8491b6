"""A property's and a party's whole story (issue 21, item 4; issue 47, item 3): every
record and every issued document about it, oldest first, each linked to its record.

As data, like the search: the story imports no chapter. Each app registers, from its
``AppConfig.ready()``:

- a ``Source`` for each kind of record about a property or a party: what a user may
  see of it (the app's own ``*_visible_to(user)``), the moment it shows (``when``: a
  date or a moment, never empty on the rows shown) and its paths to the property
  (``parcel``) and to the party (``party``);
- a ``Holder`` for each record that holds an issued document (the notice's PDF, the
  invoice's, a served letter's) with its paths to the property and the party, or, for a
  document held by no record, the model of its subject (``document=""``). The reports
  app's own source, "documents", lists every issued document a holder names.

Fast at any volume (issue 44): a page is a window of ``PAGE_SIZE`` rows after (or
before) a position, the key (moment, kind, id). Each source is one query, whatever the
number of rows: its rows about the property or the party (each path an indexed lookup;
several paths a union of them), past the position, in key order, the window's size and
one more; the windows are merged here. So a page costs a fixed number of queries, each
reading about a window's rows, however long the story is (``tests/reports/test_story.py``;
the plans in ``bench/results/explain/story.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any

from django.db import models
from django.db.models import Q, QuerySet

from lockport_sw.calendar.counting import TOWN_TZ

PAGE_SIZE = 50
ATTRS = ("parcel", "party")


@dataclass(frozen=True)
class Source:
    key: str  # "cases"
    title: str  # "Illicit discharge cases (Chapter 158)"
    visible: Callable[[Any], QuerySet]  # user -> what they may open
    when: str  # the moment shown and ordered by: a DateTimeField or a DateField
    parcel: tuple[str, ...] = ()  # paths to the property (registry.Property)
    party: tuple[str, ...] = ()  # paths to the party (registry.Party)
    related: tuple[str, ...] = ()  # select_related, so that each row needs no query
    link: Callable[[Any], str] | None = None  # when the record has no page of its own
    order: int = 100
    # The records about a target, as querysets of primary keys, when not the paths': the
    # issued documents' source (``documents_about``).
    arms: Callable[[str, Any], list[QuerySet]] | None = None

    def url(self, obj) -> str:
        if self.link is not None:
            return self.link(obj)
        return obj.get_absolute_url() if hasattr(obj, "get_absolute_url") else ""

    def paths(self, attr: str) -> tuple[str, ...]:
        return getattr(self, attr)

    def about(self, attr: str) -> bool:
        return bool(self.paths(attr)) or self.arms is not None


@dataclass(frozen=True)
class Holder:
    """A record that holds an issued document (``document``: its field), or the subject
    of documents no record holds (``document=""``), with its paths to the property and
    the party the document names; from the holder's ``subject`` (a generic relation,
    as an inspections record's project) when given."""

    model: type[models.Model]
    document: str
    parcel: tuple[str, ...] = ()
    party: tuple[str, ...] = ()
    subject: type[models.Model] | None = None


_SOURCES: dict[str, Source] = {}
_HOLDERS: list[Holder] = []


def register(*sources: Source) -> None:
    for source in sources:
        _SOURCES[source.key] = source


def register_holders(*holders: Holder) -> None:
    for holder in holders:
        if holder not in _HOLDERS:
            _HOLDERS.append(holder)


def sources() -> list[Source]:
    return sorted(_SOURCES.values(), key=lambda s: (s.order, s.key))


def holders() -> list[Holder]:
    return list(_HOLDERS)


def documents_about(attr: str, target) -> list[QuerySet]:
    """The issued documents that name ``target``: one queryset of their keys a holder's
    path (the arms of the documents' source)."""
    from django.contrib.contenttypes.models import ContentType

    from lockport_sw.documents.models import IssuedDocument

    arms = []
    for holder in _HOLDERS:
        for path in getattr(holder, attr):
            records = holder.model._default_manager.all()
            if holder.subject is None:
                records = records.filter(**{path: target})
            else:
                records = records.filter(
                    subject_type=ContentType.objects.get_for_model(holder.subject),
                    subject_id__in=holder.subject._default_manager.filter(**{path: target}).values(
                        "pk"
                    ),
                )
            if holder.document:
                arms.append(
                    records.filter(**{f"{holder.document}__isnull": False})
                    .order_by()
                    .values(holder.document)
                )
            else:
                kind = ContentType.objects.get_for_model(holder.model)
                arms.append(
                    IssuedDocument.objects.filter(
                        subject_type=kind, subject_id__in=records.values("pk")
                    )
                    .order_by()
                    .values("pk")
                )
    return arms


def visible_kinds(user, attr: str) -> list[tuple[Source, QuerySet]]:
    """Each kind about a property (``attr`` "parcel") or a party that ``user`` may see
    any of, with what they may see of it (the app's ``*_visible_to``), each built once:
    a page asks this once and passes it to ``story`` (issue 44: not once per kind for
    the filter's kinds and again for each window)."""
    out = []
    for source in sources():
        if source.about(attr):
            visible = source.visible(user)
            if not visible.query.is_empty():
                out.append((source, visible))
    return out


def kinds_for(user, attr: str) -> list[Source]:
    return [source for source, _ in visible_kinds(user, attr)]


# The position in a story: (moment, order, key, pk) of a row.
Key = tuple[datetime, int, str, int]


def moment(value) -> datetime | None:
    if isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime.combine(value, time.min, TOWN_TZ)
    return None


def position(token: str | None) -> Key | None:
    """A position from a page's link ("<moment>~<order>~<kind>~<id>"); None when it is
    not one."""
    if not token:
        return None
    try:
        at, order, key, pk = token.split("~")
        when = datetime.fromisoformat(at)
        if when.tzinfo is None:
            return None
        return (when, int(order), key, int(pk))
    except ValueError:
        return None


def token(key: Key) -> str:
    return f"{key[0].isoformat()}~{key[1]}~{key[2]}~{key[3]}"


def _compared(source: Source, model, at: datetime) -> tuple[Q, Q | None, Q]:
    """The rows whose moment is before, at and after ``at``, as lookups on ``when``
    (a date is the Town's midnight of that day), so that its index serves them."""
    field = model._meta.get_field(source.when)
    w = source.when
    if isinstance(field, models.DateTimeField):
        return Q(**{f"{w}__lt": at}), Q(**{w: at}), Q(**{f"{w}__gt": at})
    local = at.astimezone(TOWN_TZ)
    day, midnight = local.date(), local.time() == time.min
    if midnight:
        return Q(**{f"{w}__lt": day}), Q(**{w: day}), Q(**{f"{w}__gt": day})
    return Q(**{f"{w}__lte": day}), None, Q(**{f"{w}__gt": day})


def _past(source: Source, model, key: Key, *, forward: bool) -> Q:
    """The rows of ``source`` after ``key`` (before it when not ``forward``)."""
    at, order, kind, pk = key
    before, same, after = _compared(source, model, at)
    beyond = after if forward else before
    mine, theirs = (source.order, source.key), (order, kind)
    if same is None:
        return beyond
    if mine == theirs:
        return beyond | (same & Q(**{"pk__gt" if forward else "pk__lt": pk}))
    if (mine > theirs) == forward:
        return beyond | same
    return beyond


def _about(source: Source, attr: str, target, visible: QuerySet) -> QuerySet:
    """``visible``'s rows about ``target``: one path's lookup, or the union of the arms."""
    if source.arms is not None:
        arms = source.arms(attr, target)
    else:
        paths = source.paths(attr)
        if len(paths) == 1:
            return visible.filter(**{paths[0]: target})
        manager = visible.model._default_manager
        arms = [manager.filter(**{p: target}).order_by().values("pk") for p in paths]
    if not arms:
        return visible.none()
    return visible.filter(pk__in=arms[0].union(*arms[1:]) if len(arms) > 1 else arms[0])


@dataclass
class Window:
    rows: list[dict]
    earlier: Key | None  # the first row's key, when there are rows before it
    later: Key | None  # the last row's key, when there are rows after it


def _row(source: Source, obj) -> dict:
    when = getattr(obj, source.when)
    at = moment(when)
    return {
        "source": source,
        "label": str(obj),
        "url": source.url(obj),
        "when": when,
        "moment": at,
        "year": at.astimezone(TOWN_TZ).year,
        "key": (at, source.order, source.key, obj.pk),
    }


def story(
    user,
    *,
    attr: str,
    target,
    kind: str | None = None,
    after: Key | None = None,
    before: Key | None = None,
    size: int = PAGE_SIZE,
    visible: list[tuple[Source, QuerySet]] | None = None,
) -> Window:
    """A window of the story of ``target`` (a Property when ``attr`` is "parcel", a Party
    when "party"): the ``size`` records ``user`` may see after ``after`` (from the first
    when neither is given), or the ``size`` before ``before``; oldest first; only
    ``kind``'s when given. One query a kind, each reading about ``size`` rows.
    ``visible``: ``visible_kinds(user, attr)`` when the caller has it."""
    forward = before is None
    start = after if forward else before
    rows = []
    for source, seen in visible if visible is not None else visible_kinds(user, attr):
        if kind and source.key != kind:
            continue
        model = seen.model
        qs = _about(source, attr, target, seen).filter(**{f"{source.when}__isnull": False})
        if start is not None:
            qs = qs.filter(_past(source, model, start, forward=forward))
        w = source.when
        ordering = (w, "pk") if forward else (f"-{w}", "-pk")
        if source.related:  # never select_related() bare: it would join every relation
            qs = qs.select_related(*source.related)
        qs = qs.order_by(*ordering)[: size + 1]
        rows.extend(_row(source, obj) for obj in qs)
    rows.sort(key=lambda r: r["key"], reverse=not forward)
    more = len(rows) > size
    rows = rows[:size]
    if not forward:
        rows.reverse()
    if not rows:
        return Window([], None, None)
    if forward:
        return Window(rows, rows[0]["key"] if start else None, rows[-1]["key"] if more else None)
    return Window(rows, rows[0]["key"] if more else None, rows[-1]["key"])


def office(model) -> Callable[[Any], QuerySet]:
    """What only the Town office sees: every row for its staff, none for anyone else."""

    def visible(user):
        staff = user.is_authenticated and user.is_office_staff
        return model._default_manager.all() if staff else model._default_manager.none()

    return visible
