from datetime import date

from django.db.models import Q, QuerySet

from .models import Ownership, Party, Property


def property_search(query: str = "") -> QuerySet[Property]:
    """Properties matching an address or SBL fragment (all of them for an empty query)."""
    qs = Property.objects.order_by("street_address", "pk")
    for term in query.split():
        qs = qs.filter(Q(street_address__icontains=term) | Q(sbl__icontains=term))
    return qs


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
