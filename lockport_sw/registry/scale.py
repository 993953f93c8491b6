"""Scale data (``manage.py seed_scale``): the Town's parcels, each with its owner and
that owner's title (an ``Ownership``: the landowner of record, from the tax roll, so
that a Chapter 159 notice is addressed to them), and ten years of the parcels' history
(zoning reviewed, addresses changed)."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from lockport_sw.core.spans import YEARS_10, along
from lockport_sw.jurisdiction.registry import current
from lockport_sw.registry.models import Ownership, Party, Property

STREETS = [
    "Robinson Road",
    "Lincoln Avenue",
    "Transit Road",
    "Snyder Drive",
    "Old Niagara Road",
    "Akron Road",
    "Hinman Road",
    "Beattie Avenue",
]


def sbl(i: int) -> str:
    """A tax map number of the scale data's own form (S-: never a real one)."""
    return f"S-{100 + i // 10_000}.{i // 100 % 100:02d}-1-{i % 100 + 1}"


def seed(ctx) -> None:
    now = timezone.now()
    n = ctx.count("parcels")
    parcels = ctx.bulk(
        "parcels",
        Property,
        (
            Property(
                street_address=f"{i % 9000 + 1} {STREETS[i % len(STREETS)]}",
                postal_code="14094",
                sbl=sbl(i),
                latitude=Decimal("43.150000") + Decimal(i % 400) * Decimal("0.0002"),
                longitude=Decimal("-78.700000") + Decimal(i // 400 % 400) * Decimal("0.0002"),
            )
            for i in range(n)
        ),
        n,
    )
    owners = ctx.bulk(
        "owners",
        Party,
        (
            Party(
                kind=Party.Kind.ORGANIZATION if i % 7 == 0 else Party.Kind.PERSON,
                name=f"Owner {i:06d}" if i % 7 else f"Owner {i:06d} LLC",
                mailing_street=p.street_address,
                mailing_city=current().place.postal_city,
                mailing_state="NY",
                mailing_postal_code="14094",
                email=f"owner{i}@example.org" if i % 3 == 0 else "",
            )
            for i, p in enumerate(parcels)
        ),
        n,
    )
    ctx.records["parcels"] = parcels
    ctx.records["owners"] = owners
    first_day = (now - YEARS_10).date()
    ctx.bulk(
        "landowners of record",
        Ownership,
        (
            Ownership(
                parcel=parcel,
                party=owner,
                # Bought over the last forty years; the older titles are from the roll.
                acquired_on=first_day - timedelta(days=(i * 37) % 10_000) if i % 5 else None,
                source="Deed" if i % 5 else "Tax roll 2016 (date of acquisition not recorded)",
            )
            for i, (parcel, owner) in enumerate(zip(parcels, owners, strict=True))
        ),
        n,
    )

    # History: each parcel was entered in the first year, then changed (zoning, owners'
    # addresses) over the nine years since, up to the volume of history rows.
    first_year = timedelta(days=365)
    for j, parcel in enumerate(parcels):
        parcel.created_at = now - YEARS_10 + along(first_year, j, n)
        parcel.updated_at = parcel.created_at
    history = Property.history.model
    total = max(ctx.count("history"), n)
    changes = max(total - n, 1)

    def rows():
        for i in range(total):
            parcel = parcels[i % n]
            first = i < n
            if first:
                when = parcel.created_at
            else:
                when = now - YEARS_10 + first_year + along(YEARS_10 - first_year, i - n, changes)
                parcel.updated_at = when
                parcel.land_use_note = f"zoning reviewed ({i // n})"
            yield history(
                id=parcel.pk,
                street_address=parcel.street_address,
                city=parcel.city,
                state=parcel.state,
                postal_code=parcel.postal_code,
                sbl=parcel.sbl,
                latitude=parcel.latitude,
                longitude=parcel.longitude,
                land_use_note=parcel.land_use_note,
                created_at=parcel.created_at,
                updated_at=when,
                history_date=when,
                history_type="+" if first else "~",
                history_change_reason="Entered" if first else "Registry updated",
            )

    ctx.bulk("parcel history", history, rows(), total)
    # The parcels as their latest history row has them.
    Property.objects.bulk_update(
        parcels, ["created_at", "updated_at", "land_use_note"], batch_size=5000
    )
