"""Demo properties and parties."""

from .models import Party, Property

PROPERTIES = [
    ("6560 Dysinger Road", "108.00-1-23", "Town Hall, municipal"),
    ("5750 Robinson Road", "123.15-2-4", "Commercial (B-2)"),
    ("4800 Transit Road", "109.03-1-7.1", "Industrial (I-1)"),
    ("6300 Snyder Drive", "110.06-3-12", "Residential (R-2), proposed subdivision"),
    ("7000 Lincoln Avenue", "95.00-2-41", "Agricultural"),
]
PARTIES = [
    ("person", "Alex Developer", "Canal Side Homes LLC", "applicant@lockport.example"),
    ("person", "Erin Engineer", "Erie Civil PE, PLLC", "engineer@lockport.example"),
    ("organization", "Niagara Earthworks Inc.", "", "office@earthworks.example"),
    ("organization", "Transit Auto Wash", "", "owner@autowash.example"),
]


def seed(ctx: dict) -> None:
    props = []
    for address, sbl, use in PROPERTIES:
        prop, _ = Property.objects.get_or_create(
            sbl=sbl,
            defaults={"street_address": address, "land_use_note": use, "postal_code": "14094"},
        )
        props.append(prop)
    parties = []
    users = ctx.get("users", {})
    for kind, name, org, email in PARTIES:
        party, _ = Party.objects.get_or_create(
            name=name,
            defaults={
                "kind": kind,
                "organization": org,
                "email": email,
                "mailing_street": "1 Main Street",
                "mailing_city": "Lockport",
                "mailing_state": "NY",
                "mailing_postal_code": "14094",
                "phone": "(716) 555-0100",
                "user": users.get(email),
            },
        )
        parties.append(party)
    ctx["properties"] = props
    ctx["parties"] = parties
