"""Demo properties and parties."""

from .models import Party, Property


def _properties():
    return [
        (f"6560 {_place().street('dysinger')}", "108.00-1-23", "Town Hall, municipal"),
        (f"5750 {_place().street('robinson')}", "123.15-2-4", "Commercial (B-2)"),
        (f"4800 {_place().street('transit')}", "109.03-1-7.1", "Industrial (I-1)"),
        (
            f"6300 {_place().street('snyder')}",
            "110.06-3-12",
            "Residential (R-2), proposed subdivision",
        ),
        (f"7000 {_place().street('lincoln')}", "95.00-2-41", "Agricultural"),
    ]


PARTIES = [
    ("person", "Alex Developer", "Canal Side Homes LLC", "applicant"),
    ("person", "Erin Engineer", "Erie Civil PE, PLLC", "engineer"),
    ("organization", "Niagara Earthworks Inc.", "", "office@earthworks.example"),
    ("organization", "Transit Auto Wash", "", "owner@autowash.example"),
]


def seed(ctx: dict) -> None:
    props = []
    for address, sbl, use in _properties():
        prop, _ = Property.objects.get_or_create(
            sbl=sbl,
            defaults={
                "street_address": address,
                "land_use_note": use,
                "postal_code": _place().postal_code,
            },
        )
        props.append(prop)
    parties = []
    users = ctx.get("users", {})
    for kind, name, org, email in PARTIES:
        email = _place().demo_email(email) if "@" not in email else email
        party, _ = Party.objects.get_or_create(
            name=name,
            defaults={
                "kind": kind,
                "organization": org,
                "email": email,
                "mailing_street": "1 Main Street",
                "mailing_city": _place().postal_city,
                "mailing_state": "NY",
                "mailing_postal_code": _place().postal_code,
                "phone": "(716) 555-0100",
                "user": users.get(email),
            },
        )
        parties.append(party)
    ctx["properties"] = props
    ctx["parties"] = parties


def _place():
    """Where the demo's records are: the municipality served (its ``Place``)."""
    from lockport_sw.jurisdiction.registry import current

    return current().place
