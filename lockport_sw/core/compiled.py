"""SQL compiled once per process (issue 44).

Measured in-process, most of the CPU of the SMO home (about 57 of 89 ms at
``--scale 0.05``) and of the MS4 report went to the ORM *building* the panels' and the
figures' querysets (``filter``, ``annotate``, their correlated subqueries resolved and
copied) and *compiling* them to SQL, the same SQL on every request; PostgreSQL's answer
took a few ms. This keeps the compiled SQL per process and sends it again with the
request's own values. The SQL sent and the rows read are exactly those of the queryset
the selector builds (``tests/core/test_compiled.py``); nothing read from the database
is kept, so nothing shown can be stale.

- ``sql_of(key, build)``: the SQL and parameters of ``build()`` (a queryset that
  depends on nothing but ``key``), compiled the first time. The MS4 figures: key the
  figure and its period.
- ``PreparedRows(key, build, **values)``: the rows of ``build(**values)`` for a
  paginator (slices, made into model rows as Django makes them, and ``count()``, the
  statement Django's own ``count()`` sends, caught unsent when compiled), where each
  value (a ``datetime`` or ``date``: now, today) reaches the SQL as a parameter of its
  own. The first time a slice is asked,
  the queryset is built and compiled twice with two stand-in values far apart; it is
  kept only when both give the same SQL and their parameters differ exactly where the
  stand-ins are (a build that computes with a value, ``now - 14 days``, or branches
  on it, differs and is never kept), and when the request's own values then give the
  same SQL and the parameters the stand-ins' would with them put in. Later requests put
  their values where the stand-ins were.

What ``key`` must hold: everything else ``build`` reads (the user when it reads the
user: ``user.pk``). A build that asks the database anything (a seat on a board, a row it
then filters by) is never kept: what it read could change. Kept SQL is forgotten when a
setting changes (``setting_changed``: the tests' ``override_settings``) and is bounded
in number (``LIMIT``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import contextmanager, suppress
from datetime import UTC, date, datetime, timedelta
from typing import Any

from django.core.exceptions import EmptyResultSet
from django.core.signals import setting_changed
from django.db import connections
from django.db.models import Count, QuerySet
from django.db.models.query import (
    ModelIterable,
    ValuesIterable,
    ValuesListIterable,
    get_related_populators,
)

from lockport_sw.calendar.words import town_today

log = logging.getLogger(__name__)

LIMIT = 5_000
_SQL: dict[Any, tuple[str, tuple]] = {}
_ROWS: dict[Any, Any] = {}
_REFUSED = object()
_ASKED: dict[Any, int] = {}  # builds that asked the database, by key: tried again twice

# Two stand-ins for each kind of value, far from any real one and from each other.
_STAND_INS = {
    datetime: (
        datetime(1903, 4, 5, 6, 7, 8, 91011, tzinfo=UTC),
        datetime(2187, 9, 8, 7, 6, 5, 43210, tzinfo=UTC),
    ),
    date: (date(1903, 4, 5), date(2187, 9, 8)),
}


def forget(**kwargs) -> None:
    _SQL.clear()
    _ROWS.clear()
    _ASKED.clear()


setting_changed.connect(forget, dispatch_uid="lockport_sw.core.compiled.forget")


def _keep(store: dict, key, value) -> None:
    if len(store) >= LIMIT:
        store.clear()
    store[key] = value


@contextmanager
def _queries(using: str):
    """The statements sent while building (a build that asks is never kept)."""
    sent: list[str] = []

    def wrapper(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        sent.append(sql)  # sent (a count's statement caught unsent is not)
        return result

    with connections[using].execute_wrapper(wrapper):
        yield sent


def sql_of(key, build: Callable[[], QuerySet], using: str = "default") -> tuple[str, tuple]:
    """``build().query.sql_with_params()``, compiled once per process and ``key``."""
    key = (key, town_today())  # a build that read the day (none should): each day anew
    found = _SQL.get(key)
    if found is None:
        with _queries(using) as sent:
            sql, params = build().query.sql_with_params()
        found = (sql, tuple(params))
        if not sent:
            _keep(_SQL, key, found)
    return found


class _Compiled:
    """One slice of a queryset compiled with stand-ins: its SQL, where each value goes,
    and what the compiler learnt of its columns (to make the rows as Django would)."""

    def __init__(self, compiler, sql: str, params: tuple, places: list[tuple[int, str]]):
        self.sql, self.params, self.places = sql, params, places
        if compiler is not None:  # rows (a count needs nothing more)
            self.query, self.select, self.klass_info = (
                compiler.query,
                compiler.select,
                compiler.klass_info,
            )
            self.annotations = compiler.annotation_col_map
            self.col_count, self.has_extra_select = compiler.col_count, compiler.has_extra_select

    def params_for(self, values: dict) -> tuple:
        params = list(self.params)
        for i, name in self.places:
            params[i] = values[name]
        return tuple(params)


def _compile(queryset: QuerySet, using: str):
    compiler = queryset.query.get_compiler(using=using)
    sql, params = compiler.as_sql()
    return compiler, sql, tuple(params)


class _Caught(Exception):
    pass


def _count_sql(queryset: QuerySet, using: str):
    """The statement ``queryset.count()`` sends, caught before it is sent."""
    caught = []

    def catch(execute, sql, params, many, context):
        caught.append((sql, tuple(params or ())))
        raise _Caught

    with connections[using].execute_wrapper(catch), suppress(_Caught):
        queryset.count()
    if len(caught) != 1:
        raise EmptyResultSet  # answered without a statement: nothing to keep
    return None, *caught[0]


def _places(stand_ins: list[dict], compiled: list[tuple]) -> list[tuple[int, str]] | None:
    """Where each value goes, when the two compilations agree everywhere else."""
    (_, sql_a, params_a), (_, sql_b, params_b) = compiled
    if sql_a != sql_b or len(params_a) != len(params_b):
        return None
    a_of = {(type(v), v): name for name, v in stand_ins[0].items()}
    places = []
    for i, (pa, pb) in enumerate(zip(params_a, params_b, strict=True)):
        name = a_of.get((type(pa), pa))
        if name is not None:
            if type(pb) is not type(pa) or pb != stand_ins[1][name]:
                return None
            places.append((i, name))
        elif type(pa) is not type(pb) or pa != pb:
            return None
    return places


def _stand_ins(values: dict) -> list[dict] | None:
    """Two stand-ins for each value, each value's its own (a value's place in the SQL is
    found by its stand-in: two values of a kind, a period's start and end, are told
    apart); None when a value is of no kind with stand-ins."""
    kinds = []
    for name, value in values.items():
        kind = datetime if isinstance(value, datetime) else type(value)
        if kind not in _STAND_INS or (kind is datetime and value.tzinfo is None):
            return None
        kinds.append((name, kind))
    return [
        {name: _STAND_INS[kind][i] + timedelta(days=n) for n, (name, kind) in enumerate(kinds)}
        for i in (0, 1)
    ]


def _prepare(key, values: dict, built: Callable[[dict], Any], mine, compile_, using: str):
    """Compile ``built`` with the two stand-ins and ``mine`` (the request's own); kept
    when the two agree but where the stand-ins are and the request's own then gives the
    same statement with its values there. None: asked the database, try again later."""
    stand_ins = _stand_ins(values)
    if stand_ins is None:
        return _REFUSED
    try:
        with _queries(using) as sent:
            compiled = [compile_(built(s), using) for s in stand_ins]
            own = compile_(mine, using)
    except EmptyResultSet:
        return _REFUSED
    places = _places(stand_ins, compiled)
    if sent:
        _ASKED[key] = _ASKED.get(key, 0) + 1
        if _ASKED[key] < 3:  # perhaps a first lookup since kept (a content type)
            return None
    if sent or places is None:
        return _REFUSED
    compiler, sql, params = compiled[0]
    prepared = _Compiled(compiler, sql, params, places)
    if own[1] != sql or own[2] != prepared.params_for(values):
        log.warning("SQL of %s not kept: the request's values change it.", key[0])
        return _REFUSED
    return prepared


def _prepared(key, shape, prepare: Callable[[Any], Any]):
    # The Town's day too: a build that read it (none should) is compiled again each day.
    key = (key, shape, town_today())
    prepared = _ROWS.get(key)
    if prepared is None:
        prepared = prepare(key)
        if prepared is None:
            return _REFUSED
        _keep(_ROWS, key, prepared)
    return prepared


def _rows_compiler(prepared: _Compiled, params: tuple, using: str):
    """A compiler of the kept query that sends the kept SQL with ``params`` and reads
    the columns as the compiler that compiled it (its converters)."""
    compiler = prepared.query.get_compiler(using=using)
    compiler.select, compiler.klass_info = prepared.select, prepared.klass_info
    compiler.annotation_col_map, compiler.col_count = prepared.annotations, prepared.col_count
    compiler.has_extra_select = prepared.has_extra_select
    compiler.as_sql = lambda *args, **kwargs: (prepared.sql, params)
    return compiler


def _value_names(queryset: QuerySet) -> list[str] | None:
    """The keys of a ``values()`` row, as ``ValuesIterable`` names them; None for a
    ``values_list()``'s tuples (``ValuesListIterable``); else refused."""
    query = queryset.query
    if query.selected:
        names = list(query.selected)
    else:
        names = [*query.extra_select, *query.values_select, *query.annotation_select]
    if queryset._iterable_class is ValuesIterable:
        return names
    if queryset._iterable_class is ValuesListIterable:
        return None
    raise TypeError("not a values() or a values_list() of tuples")


def values_of(key, build: Callable[..., QuerySet], using: str = "default", **values) -> list:
    """``list(build(**values))`` of a ``values()`` or ``values_list()`` queryset (a
    dashboard's grouped counts), its SQL compiled once per process and ``key`` with the
    stand-ins as ``PreparedRows``; each row made as Django's iterable makes it (its
    converters: a month's date, a sum's default). What ``key`` must hold: as
    ``PreparedRows``."""
    mine = build(**values)
    try:
        names = _value_names(mine)
    except TypeError:
        return list(mine)
    if mine._prefetch_related_lookups or mine.query.combinator:
        return list(mine)
    prepared = _prepared(
        key,
        ("values",),
        lambda k: _prepare(k, values, lambda v: build(**v), mine, _compile, using),
    )
    if prepared is _REFUSED:
        return list(mine)
    compiler = _rows_compiler(prepared, prepared.params_for(values), using)
    rows = compiler.results_iter(compiler.execute_sql(), tuple_expected=names is None)
    if names is None:
        return list(rows)
    return [dict(zip(names, row, strict=True)) for row in rows]


def _aggregate_sql(aggregates: dict):
    """The statement ``queryset.aggregate(**aggregates)`` sends, caught unsent."""

    def compile_(queryset: QuerySet, using: str):
        caught = []

        def catch(execute, sql, params, many, context):
            caught.append((sql, tuple(params or ())))
            raise _Caught

        with connections[using].execute_wrapper(catch), suppress(_Caught):
            queryset.aggregate(**aggregates)
        if len(caught) != 1:
            raise EmptyResultSet  # answered without a statement: nothing to keep
        return None, *caught[0]

    return compile_


def aggregate_of(
    key, build: Callable[..., tuple[QuerySet, dict]], using: str = "default", **values
) -> dict:
    """``queryset.aggregate(**counts)`` where ``(queryset, counts) = build(**values)``,
    the statement Django sends for it compiled once per process and ``key`` (as
    ``PreparedRows.count``). Kept only when every aggregate is a ``Count`` over a plain
    queryset (no annotation, slice, distinct, grouping: Django's one-statement case),
    whose value Django reads as ``int``; else Django's own ``aggregate``."""
    mine, counts = build(**values)
    query = mine.query
    if (
        not counts
        or not all(type(a) is Count for a in counts.values())
        or query.annotations
        or query.distinct
        or query.is_sliced
        or query.combinator
        or query.group_by is not None
        or query.extra
    ):
        return mine.aggregate(**counts)
    prepared = _prepared(
        key,
        ("aggregate", tuple(counts)),
        lambda k: _prepare(k, values, lambda v: build(**v)[0], mine, _aggregate_sql(counts), using),
    )
    if prepared is _REFUSED:
        return mine.aggregate(**counts)
    with connections[using].cursor() as cursor:
        cursor.execute(prepared.sql, prepared.params_for(values))
        row = cursor.fetchone()
    return {name: None if n is None else int(n) for name, n in zip(counts, row, strict=True)}


class PreparedRows:
    """The rows of ``build(**values)`` as a paginator's list: ``rows[a:b]`` and
    ``count()``, each one statement compiled once per process and ``key``."""

    ordered = True

    def __init__(self, key, build: Callable[..., QuerySet], using: str = "default", **values):
        self.key, self.build, self.using, self.values = key, build, using, values
        self._queryset: QuerySet | None = None

    @property
    def model(self):
        return self.queryset.model

    @property
    def queryset(self) -> QuerySet:
        """The queryset with the request's values (built when needed only)."""
        if self._queryset is None:
            self._queryset = self.build(**self.values)
        return self._queryset

    def _stand_ins(self) -> list[dict] | None:
        return _stand_ins(self.values)

    def _prepare(self, key, cut: Callable[[QuerySet], QuerySet], compile_=None):
        """Compile ``cut`` of the queryset with the stand-ins; kept when exact."""
        mine = cut(self.queryset)
        if (
            mine._iterable_class is not ModelIterable
            or mine._prefetch_related_lookups
            or mine._known_related_objects
            or mine.query.combinator
        ):
            return _REFUSED
        return _prepare(
            key,
            self.values,
            lambda values: cut(self.build(**values)),
            mine,
            compile_ or _compile,
            self.using,
        )

    def _prepared(self, shape, cut, compile_=None):
        return _prepared(self.key, shape, lambda key: self._prepare(key, cut, compile_))

    def __getitem__(self, index):
        if not isinstance(index, slice) or index.step is not None:
            raise TypeError("PreparedRows gives slices of rows only.")
        prepared = self._prepared(
            ("rows", index.start, index.stop), lambda queryset: queryset[index]
        )
        if prepared is _REFUSED or prepared.klass_info is None:
            return list(self.queryset[index])
        return self._rows(prepared)

    def _rows(self, prepared: _Compiled) -> list:
        """The model rows, made as ``ModelIterable`` makes them."""
        db = self.using
        compiler = _rows_compiler(prepared, prepared.params_for(self.values), db)
        results = compiler.execute_sql()
        klass_info, select = prepared.klass_info, prepared.select
        model_cls = klass_info["model"]
        start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
        init_list = [f[0].target.attname for f in select[start:end]]
        populators = get_related_populators(klass_info, select, db)
        rows = []
        for row in compiler.results_iter(results):
            obj = model_cls.from_db(db, init_list, row[start:end])
            for populator in populators:
                populator.populate(row, obj)
            for name, position in (prepared.annotations or {}).items():
                setattr(obj, name, row[position])
            rows.append(obj)
        return rows

    def count(self) -> int:
        """The queryset's ``count()``: the very statement Django sends for it."""
        prepared = self._prepared(("count",), lambda queryset: queryset, _count_sql)
        if prepared is _REFUSED:
            return self.queryset.count()
        with connections[self.using].cursor() as cursor:
            cursor.execute(prepared.sql, prepared.params_for(self.values))
            return cursor.fetchone()[0]


def rows_by_keys(queryset: QuerySet, keys: list) -> list:
    """The second step of reading keys first: ``queryset``'s rows whose keys are ``keys``,
    whole (with its joins), in the keys' order; a row that left the queryset since its
    key was read is not in it. Shared by ``KeysThenRows`` and
    ``core.pagination.KeysetPaginator(keys_first=True)``."""
    if not keys:
        return []
    rows = {row.pk: row for row in queryset.filter(pk__in=keys).order_by()}
    return [rows[pk] for pk in keys if pk in rows]


class KeysThenRows:
    """A panel's page read in two steps (issue 44): the page's keys first, in the page's
    order, from the queryset without its ``select_related`` joins (a ``PreparedRows``:
    its SQL compiled once per process), then those rows whole, by key. (Not ``only("pk")``:
    a protected state field deferred is read back one query per row.)

    At a county's volume the review queue and the docket each waited on PostgreSQL for
    100 ms and more: their order is a correlated subquery (each row's open clock), and
    the planner joined every waiting row to its project, parcel, applicant or party
    (a sequential scan of 20,000 projects, of 100,000 parties) before sorting them to
    keep ten. Read this way, only the sorted table and its clocks are read for the
    order; the joins are made for the page's ten rows. One statement more per page (a
    fixed number); the rows, their order and the count are the queryset's. A row that
    left the list between the two statements is not shown."""

    ordered = True

    def __init__(self, key, build: Callable[..., QuerySet], using: str = "default", **values):
        self.build, self.values = build, values
        self.keys = PreparedRows(key, lambda **v: build(**v).select_related(None), using, **values)

    @property
    def model(self):
        return self.keys.model

    def count(self) -> int:
        return self.keys.count()

    def __getitem__(self, index):
        keys = [row.pk for row in self.keys[index]]
        return rows_by_keys(self.build(**self.values), keys) if keys else []
