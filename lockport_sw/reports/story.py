"""A property's and a party's whole story (issue 21, item 4): every record of every kind
about it, in time order, from the same sources the search reads
(lockport_sw/reports/search.py: each kind's path to the property and to the party, and
what the user may see). One query per kind, however many records."""

from __future__ import annotations

from datetime import date, datetime, time

from django.db.models import Q

from lockport_sw.calendar.counting import TOWN_TZ

from . import search


def _moment(value) -> datetime | None:
    if isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime.combine(value, time.min, TOWN_TZ)
    return None


def kinds_for(user, attr: str) -> list[search.Source]:
    return [
        s for s in search.sources() if getattr(s, attr) and not s.visible(user).query.is_empty()
    ]


def story(user, *, attr: str, target, kind: str | None = None) -> list[dict]:
    """Every record about ``target`` (a Property when ``attr`` is "parcel", a Party when
    "party") that ``user`` may see, oldest first; only ``kind``'s when given."""
    rows = []
    for source in kinds_for(user, attr):
        if kind and source.key != kind:
            continue
        visible = source.visible(user)
        about = Q(pk__in=[])
        for path in getattr(source, attr):
            about |= Q(**{path: target})
        ids = visible.model._default_manager.filter(about).values("pk")
        for obj in visible.filter(pk__in=ids).select_related(*source.related):
            when = getattr(obj, source.when, None) if source.when else None
            rows.append(
                {
                    "source": source,
                    "label": str(obj),
                    "url": source.url(obj),
                    "when": when,
                    "moment": _moment(when),
                }
            )
    rows.sort(
        key=lambda r: (r["moment"] is None, r["moment"] or datetime.min.replace(tzinfo=TOWN_TZ))
    )
    return rows
