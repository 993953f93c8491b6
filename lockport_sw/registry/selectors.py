from django.db.models import Q, QuerySet

from .models import Party, Property


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
