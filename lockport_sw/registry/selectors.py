from datetime import date
from functools import reduce
from operator import or_

from django.db.models import Q, QuerySet, Value
from django.db.models.functions import StrIndex, Upper
from django.db.models.lookups import GreaterThan

from .models import Ownership, Party, Property


def _contains(fields: tuple[str, ...], term: str, *, frequent: bool) -> Q:
    """``term`` anywhere in one of ``fields``, whatever its case. Rare (``icontains``:
    ``UPPER(column) LIKE UPPER('%term%')``): what the trigram indexes answer (registry
    0009), the few matches then sorted. ``frequent``: the same test as ``strpos(UPPER(
    column), UPPER(term)) > 0``, which no index answers, so that PostgreSQL reads the
    rows in the selector's order from its index (registry 0011) and tests each, stopping
    at the page's last match (issue 44): its own choice, since it then expects a third of
    the rows to match, where from the trigram statistics it guesses a frequent fragment's
    thousands of matches as a few dozen and would sort them all."""
    if not frequent:
        return reduce(or_, (Q(**{f"{name}__icontains": term}) for name in fields))
    return reduce(
        or_, (Q(GreaterThan(StrIndex(Upper(name), Upper(Value(term))), 0)) for name in fields)
    )


def property_search(query: str = "", *, frequent: bool = False) -> QuerySet[Property]:
    """Properties matching an address or SBL fragment (all of them for an empty query), in
    the order of their index ``registry_prop_addr_order``. ``frequent``: the same rows,
    written for a fragment with more matches than a page's bounded count (``_contains``;
    the search page reads its pages so, ``KeysetPaginator.read_from``)."""
    qs = Property.objects.order_by("street_address", "pk")
    for term in query.split():
        qs = qs.filter(_contains(("street_address", "sbl"), term, frequent=frequent))
    return qs


def party_search(query: str = "", *, frequent: bool = False) -> QuerySet[Party]:
    """Parties matching a name, organization or email fragment (``frequent``: as
    ``property_search``)."""
    qs = Party.objects.order_by("name", "pk")
    for term in query.split():
        qs = qs.filter(_contains(("name", "organization", "email"), term, frequent=frequent))
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
