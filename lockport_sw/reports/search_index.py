"""The search index (issue 44): one row per record searched (``reports.SearchEntry``),
written from each kind's ``search.Source`` in the same transaction as the record.

A kind's entries are one ``SELECT`` over its table (``entries``): its label (the record's
``str()``, as the Source's ``label`` expression), its text joined without empty parts, its
references, its moment, its URL's arguments and its tsvector, the very
``search.document(source.text)`` the search used to build row by row. The same SELECT
fills the whole index set-based (``rebuild``: ``manage.py rebuild_search_index``, the end
of ``seed_scale``, the migration that made the table) and refreshes the entries of the
records just written (``refresh``: ``INSERT … SELECT … ON CONFLICT DO UPDATE``).

Kept current by ``post_save``/``post_delete`` of each kind's model and of the models its
text or references reach through a relation (a property's address is in its cases',
violations', inspections' and projects' text): these receivers run inside the write's
transaction, so an entry is committed or rolled back with its record, and every write
through the ORM (a service, the demo, a test's ``objects.create``) is covered. A
``bulk_create`` or ``QuerySet.update`` sends no signal: whoever writes one of the kinds
that way calls ``refresh`` (or ``rebuild``) itself, as ``seed_scale`` does.
"""

from __future__ import annotations

from functools import partial

from django.db import connection, transaction
from django.db.models import (
    BigIntegerField,
    DateTimeField,
    Func,
    QuerySet,
    TextField,
    Value,
)
from django.db.models.functions import Cast, Coalesce, Concat, NullIf, Upper
from django.db.models.signals import post_delete, post_save

from . import search
from .models import SearchEntry

SEPARATOR = " · "
COLUMNS = ("kind", "object_id", "title", "body", "ref", "ref2", "happened_at", "link", "document")


class JoinedWords(Func):
    """The text fields as one text, the empty ones left out (no "· · ·", issue 47 item 5):
    ``concat_ws`` skips NULLs, and an empty field is made NULL."""

    function = "CONCAT_WS"
    output_field = TextField()

    def __init__(self, *names):
        parts = [NullIf(Cast(name, TextField()), Value("", TextField())) for name in names]
        super().__init__(Value(SEPARATOR), *parts)

    def as_sqlite(self, compiler, connection, **extra_context):
        # SQLite (``make run``) has no concat_ws before 3.44: the parts one space apart.
        parts = [Coalesce(e, Value("", TextField())) for e in self.get_source_expressions()[1:]]
        joined = Concat(*parts, output_field=TextField()) if len(parts) > 1 else parts[0]
        return compiler.compile(joined)


def _reference(path: str | None):
    """A reference in capitals (matched by its beginning whatever the case typed)."""
    return Upper(Coalesce(Cast(path, TextField()), Value("", TextField()))) if path else Value("")


def _link(source: search.Source):
    args = [Cast(name, TextField()) for name in source.url_args]
    if not args:
        return Value("", TextField())
    parts = []
    for arg in args:
        if parts:
            parts.append(Value("|", TextField()))
        parts.append(arg)
    return Concat(*parts, output_field=TextField()) if len(parts) > 1 else parts[0]


def entries(source: search.Source) -> QuerySet:
    """The kind's entries, one per record, with the index's columns as ``e_<column>``."""
    model = search.model_of(source)
    references = (*source.references, None, None)[:2]
    document = search.document(source.text) if search.full_text() else Value(None, TextField())
    return (
        model._base_manager.order_by()
        .annotate(
            e_kind=Value(source.key, TextField()),
            e_object_id=Cast("pk", BigIntegerField()),
            e_title=source.label() if callable(source.label) else source.label,
            e_body=JoinedWords(*source.text),
            e_ref=_reference(references[0]),
            e_ref2=_reference(references[1]),
            e_happened_at=(Cast(source.when if source.when else Value(None), DateTimeField())),
            e_link=_link(source),
            e_document=document,
        )
        .values(*(f"e_{c}" for c in COLUMNS))
    )


def _write(source: search.Source, qs: QuerySet, *, replace: bool) -> None:
    sql, params = qs.query.sql_with_params()
    table = SearchEntry._meta.db_table
    columns = ", ".join(COLUMNS)
    chosen = ", ".join(f"s.e_{c}" for c in COLUMNS)
    upsert = ""
    if replace:
        kept = ", ".join(f"{c} = EXCLUDED.{c}" for c in COLUMNS[2:])
        # COLUMNS is this module's constant: no outside text reaches the statement.
        upsert = f" ON CONFLICT (kind, object_id) DO UPDATE SET {kept}"  # nosec B608
    with connection.cursor() as cursor:
        cursor.execute(
            # "WHERE true": SQLite (make run's database) reads an INSERT … SELECT's ON
            # CONFLICT only after a WHERE (its docs, "Parsing Ambiguity"); PostgreSQL too.
            f"INSERT INTO {table} ({columns}) SELECT {chosen} FROM ({sql}) s WHERE true{upsert}",  # noqa: S608  # nosec B608
            params,
        )


def refresh(source: search.Source, **lookup) -> None:
    """The entries of the kind's records matching ``lookup`` (``pk=…``, ``parcel_id=…``),
    written anew in the caller's transaction."""
    _write(source, entries(source).filter(**lookup), replace=True)


def forget(source: search.Source, pk) -> None:
    SearchEntry.objects.filter(kind=source.key, object_id=pk).delete()


def searched() -> list[search.Source]:
    return [s for s in search.sources() if s.in_search]


@transaction.atomic
def rebuild() -> int:
    """Every kind's entries, anew, one INSERT … SELECT a kind; the number written."""
    SearchEntry.objects.all().delete()
    for source in searched():
        _write(source, entries(source), replace=False)
    return SearchEntry.objects.count()


# Kept current on write --------------------------------------------------------------


def _saved(source, sender, instance, raw=False, **kwargs):
    if not raw:
        refresh(source, pk=instance.pk)


def _deleted(source, sender, instance, **kwargs):
    forget(source, instance.pk)


def _related_saved(source, relation, sender, instance, raw=False, **kwargs):
    if not raw:
        refresh(source, **{relation: instance.pk})


def followed(source: search.Source) -> list[tuple[str, type]]:
    """The relations whose rows the kind's entries read (``parcel`` of
    ``parcel__street_address``; each step of a longer path: ``requirement``,
    ``requirement__project`` and ``requirement__project__parcel`` of a guarantee's
    ``requirement__project__parcel__street_address``): (the lookup of the records
    concerned, the related model)."""
    model = search.model_of(source)
    found = {}
    for path in (*source.text, *source.references, *source.url_args):
        steps = path.split("__")[:-1]
        current = model
        for depth, name in enumerate(steps):
            field = current._meta.get_field(name)
            if not field.is_relation:
                break
            lookup = "__".join(steps[: depth + 1])
            if depth == 0 and field.many_to_one:
                lookup = f"{field.name}_id"
            found[lookup] = (lookup, field.related_model)
            current = field.related_model
    return list(found.values())


def connect(source: search.Source) -> None:
    """The receivers that keep the kind's entries current (``search.register``)."""
    if source.in_search:
        model = search.model_of(source)
        uid = f"search_index:{source.key}"
        post_save.connect(partial(_saved, source), sender=model, weak=False, dispatch_uid=uid)
        post_delete.connect(partial(_deleted, source), sender=model, weak=False, dispatch_uid=uid)
        for lookup, related in followed(source):
            post_save.connect(
                partial(_related_saved, source, lookup),
                sender=related,
                weak=False,
                dispatch_uid=f"{uid}:{lookup}",
            )
