from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date

from django.db import connection, transaction
from django.db.models import Q, QuerySet

from .models import Ownership, Party, Property


def property_search(query: str = "") -> QuerySet[Property]:
    """Properties matching an address or SBL fragment (all of them for an empty query)."""
    qs = Property.objects.order_by("street_address", "pk")
    for term in query.split():
        qs = qs.filter(Q(street_address__icontains=term) | Q(sbl__icontains=term))
    return qs


@contextmanager
def search_read(*, frequent: bool) -> Iterator[None]:
    """How a page of ``property_search`` or ``party_search`` is read (issue 44), one query
    whatever the fragment. A rare fragment's few matches come from the trigram indexes
    (registry 0009) and are sorted. A ``frequent`` one (more matches than the page's
    bounded count, ``KeysetPaginator.cap``: a street's thousands of parcels in a county)
    is read by walking the index in the selector's order (registry 0011) from the cursor
    and stopping at the page's last match: about ``per_page × rows ÷ matches`` rows,
    instead of every match sorted. PostgreSQL cannot tell the two apart (it guesses a
    ``LIKE '%word%'``'s matches from its statistics, 27 for 1,250 at ``--scale 0.1``), so
    the bitmap and sequential scans are turned off for a frequent fragment's page, in this
    transaction only (``set_config(..., true)``). SQLite (``make run``): nothing to set."""
    with transaction.atomic():
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT set_config(name, CASE WHEN %s THEN 'off' ELSE current_setting(name)"
                    " END, true) FROM unnest(ARRAY['enable_bitmapscan', 'enable_seqscan']) name",
                    [frequent],
                )
        yield


def party_search(query: str = "") -> QuerySet[Party]:
    """Parties matching a name, organization or email fragment."""
    qs = Party.objects.order_by("name", "pk")
    for term in query.split():
        qs = qs.filter(
            Q(name__icontains=term) | Q(organization__icontains=term) | Q(email__icontains=term)
        )
    return qs


def landowners_of_record(parcel: Property, on: date) -> list[Party]:
    """The parties who held title to ``parcel`` on ``on`` (the day a notice is issued):
    acquired on or before it (or not known when) and not conveyed by then. One query.
    Chapter 159 addresses its notice of violation to them (§ 159-8C(1)), and Chapter 158
    asks them for access (§ 158-13A)."""
    rows = (
        Ownership.objects.filter(parcel=parcel)
        .filter(Q(acquired_on__isnull=True) | Q(acquired_on__lte=on))
        .filter(Q(conveyed_on__isnull=True) | Q(conveyed_on__gt=on))
        .select_related("party")
        .order_by("acquired_on", "pk")
    )
    return list(dict.fromkeys(row.party for row in rows))


def ownerships_of(parcel: Property) -> QuerySet[Ownership]:
    """Every owner the registry records for ``parcel``, past and present."""
    return (
        Ownership.objects.filter(parcel=parcel)
        .select_related("party")
        .order_by("-acquired_on", "-pk")
    )


def properties_with_owners(on: date) -> QuerySet[Property]:
    """Every property with its owners of record on ``on`` (as ``landowners_of_record``
    reads them) prefetched as ``owners_of_record``: two queries for any number (the API)."""
    from django.db.models import Prefetch

    current = (
        Ownership.objects.filter(Q(acquired_on__isnull=True) | Q(acquired_on__lte=on))
        .filter(Q(conveyed_on__isnull=True) | Q(conveyed_on__gt=on))
        .select_related("party")
        .order_by("acquired_on", "pk")
    )
    return Property.objects.prefetch_related(
        Prefetch("ownerships", queryset=current, to_attr="owners_of_record")
    )
