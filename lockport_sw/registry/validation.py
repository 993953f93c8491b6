"""The checks every form and service uses for a person's contact details: the postal
address a letter is mailed to, telephone numbers (the ``phonenumbers`` library, US by
default), and the one question every letter asks before it is issued: does the addressee
have a complete postal address?"""

from __future__ import annotations

import re

import phonenumbers
from django.core.exceptions import ValidationError

from lockport_sw.jurisdiction.registry import cite, current, words

# The United States Postal Service's two-letter codes: the states, the District of
# Columbia, the territories and the military post offices.
US_STATES = frozenset(
    [
        "AL",
        "AK",
        "AZ",
        "AR",
        "CA",
        "CO",
        "CT",
        "DE",
        "DC",
        "FL",
        "GA",
        "HI",
        "ID",
        "IL",
        "IN",
        "IA",
        "KS",
        "KY",
        "LA",
        "ME",
        "MD",
        "MA",
        "MI",
        "MN",
        "MS",
        "MO",
        "MT",
        "NE",
        "NV",
        "NH",
        "NJ",
        "NM",
        "NY",
        "NC",
        "ND",
        "OH",
        "OK",
        "OR",
        "PA",
        "RI",
        "SC",
        "SD",
        "TN",
        "TX",
        "UT",
        "VT",
        "VA",
        "WA",
        "WV",
        "WI",
        "WY",
        "AS",
        "GU",
        "MP",
        "PR",
        "VI",
        "AA",
        "AE",
        "AP",
    ]
)
ZIP_RE = re.compile(r"^\d{5}(-\d{4})?$")
POSTAL_FIELDS = ("mailing_street", "mailing_city", "mailing_state", "mailing_postal_code")
PHONE_REGION = "US"


def validate_state(value: str) -> None:
    if value and value.upper() not in US_STATES:
        raise ValidationError(
            "Enter the two-letter postal code of a US state, e.g. NY.", code="state"
        )


def validate_phone(value: str) -> None:
    """A telephone number that can be dialled: US numbers with or without +1, others
    with their country code."""
    if not value:
        return
    try:
        number = phonenumbers.parse(value, PHONE_REGION)
    except phonenumbers.NumberParseException:
        number = None
    if number is None or not phonenumbers.is_valid_number(number):
        raise ValidationError(
            "Enter a telephone number with its area code, e.g. (716) 439-9520.", code="phone"
        )


def format_phone(value: str) -> str:
    """The number as the Town writes it: (716) 439-9520, or +44 20 7946 0958 abroad."""
    if not value:
        return ""
    number = phonenumbers.parse(value, PHONE_REGION)
    if phonenumbers.region_code_for_number(number) == PHONE_REGION:
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)


def postal_address_errors(
    *, mailing_street: str, mailing_city: str, mailing_state: str, mailing_postal_code: str
) -> dict[str, list[str]]:
    """Every part of a US postal address present and well-formed, by field."""
    errors: dict[str, list[str]] = {}
    if not (mailing_street or "").strip():
        errors["mailing_street"] = ["Enter the street address (number and street, or PO Box)."]
    if not (mailing_city or "").strip():
        errors["mailing_city"] = ["Enter the city or town."]
    state = (mailing_state or "").strip().upper()
    if not state:
        errors["mailing_state"] = ["Enter the state, e.g. NY."]
    elif state not in US_STATES:
        errors["mailing_state"] = ["Enter the two-letter postal code of a US state, e.g. NY."]
    postal_code = (mailing_postal_code or "").strip()
    if not postal_code:
        errors["mailing_postal_code"] = ["Enter the ZIP code."]
    elif not ZIP_RE.match(postal_code):
        errors["mailing_postal_code"] = ["Enter a ZIP code like 14094 or 14094-1234."]
    return errors


def has_postal_address(party) -> bool:
    """The one check every letter makes before it is issued: the addressee has a
    complete, valid postal address to mail it to."""
    return party is not None and not postal_address_errors(
        **{name: getattr(party, name) for name in POSTAL_FIELDS}
    )


def postal_address_refusal(party, *, letter: str, how_to_add: str) -> str:
    """The refusal when ``party`` cannot be mailed ``letter``; empty when it can. Says
    what is missing and how to add it."""
    if has_postal_address(party):
        return ""
    return (
        f"{party.name} has no complete mailing address (street, city, state, ZIP), which "
        f"{letter} needs before it can be issued: {how_to_add}"
    )


# --- the municipality's boundary (its stormwater law applies within it: swm.applicability) ----
# Its place names and ZIP codes as an address writes them are its ``Place``'s
# (lockport_sw/jurisdiction/). The Town of Lockport surrounds the separate City of
# Lockport, which shares its place name and ZIP code (``Place.enclave``): an address on a
# street of the enclave (registry ``Street.in_city``) is outside, as is one that names
# another city, state or ZIP code. Its ZIP codes are its Place's and every ZIP its street
# list gives one of its streets (``Street.postal_code``).
_PLACE = re.compile(
    r"^(?P<street>[^,]+),\s*(?P<city>[^,]+?)"
    r"(?:,?\s+(?P<state>[A-Za-z]{2}))?(?:,?\s+(?P<zip>\d{5})(?:-\d{4})?)?\s*$"
)
_TAIL_ZIP = re.compile(r"(?:^|[\s,])(?P<zip>\d{5})(?:-\d{4})?\s*$")
_UNIT = re.compile(r"^(suite|ste|unit|apt|building|bldg|floor|fl|lot|#)\b", re.I)


def _applies_within() -> str:
    """ "Chapter 159 applies to land development activities within the Town (§ 159-3A)." """
    return words("{law:swm} applies to land development activities within the {kind} ") + (
        f"({cite('swm.applicability')})."
    )


def _advice() -> str:
    place = current().place
    return (
        f"{_applies_within()} Give the site's street address in the {current().kind} (e.g. "
        f"{place.example_address}), or its SBL number on the {current().kind}'s tax map."
    )


def town_postal_codes() -> frozenset[str]:
    """The municipality's ZIP codes: its Place's and those of its streets. One query."""
    from .models import Street

    listed = Street.objects.filter(in_city=False).exclude(postal_code="")
    listed_codes = {z[:5] for z in listed.values_list("postal_code", flat=True)}
    return current().place.postal_codes | listed_codes


def _parts(address: str) -> tuple[str, str, str, str]:
    """(the street list's name of the street, city, state, ZIP) as written, commas or
    not: "1 Main Street Buffalo NY 14202" is on Main Street, in Buffalo, NY 14202; a
    place is read without commas only after a street the list knows by its whole name.
    One query."""
    from .models import Street
    from .streets import NUMBERED, StreetIndex, normalized

    city = state = postal = ""
    first = address
    if found := _PLACE.match(address):
        first = found["street"].strip()
        city, state, postal = (
            (found["city"] or "").strip(),
            found["state"] or "",
            found["zip"] or "",
        )
        if _UNIT.match(city):
            city = ""
        elif not state and not postal and ZIP_RE.match(city):
            city, postal = "", city[:5]
    elif tail := _TAIL_ZIP.search(address):
        postal, first = tail["zip"], address[: tail.start()].strip().rstrip(",")
    match = NUMBERED.match(first)
    words = (match.group(2) if match else first).split()
    index = StreetIndex(Street.objects.values_list("name", flat=True))
    street = ""
    for end in range(len(words), 0, -1):
        typed = " ".join(words[:end])
        if end < len(words) and normalized(typed) not in index.full:
            continue  # a place after a street only when the street is named whole
        if street := index.street(typed) or "":
            rest = words[end:]
            if rest and not city:
                if not state and rest[-1].upper() in US_STATES and len(rest[-1]) == 2:
                    state, rest = rest[-1], rest[:-1]
                city = " ".join(rest)
            break
    return street, city.strip(), state.upper(), postal


def town_site_refusals(street_address: str, postal_code: str = "") -> dict[str, str]:
    """Why a site is not in the Town, by field ({} when nothing says it is elsewhere):
    the city, state or ZIP code written with the street, with or without commas; a ZIP
    code (in the address or its own field) that is not the Town's; a street of the City
    of Lockport, which the Town surrounds (``Street.in_city``). Three queries at most."""
    from .models import Street

    address = (street_address or "").strip()
    refusals: dict[str, str] = {}
    here = current()
    if address:
        street, city, state, postal = _parts(address)
        where = ", ".join(p for p in (city, f"{state} {postal}".strip()) if p)
        if (state and state != "NY") or (city and city.lower() not in here.place.names):
            refusals["street_address"] = f"{where} is not in the {here.name}: {_advice()}"
        elif postal and postal not in (zips := town_postal_codes()):
            refusals["street_address"] = (
                f"ZIP code {postal} is not in the {here.name} (its ZIP codes: "
                f"{', '.join(sorted(zips))}): "
                f"{_advice()}"
            )
        elif street and Street.objects.filter(name=street, in_city=True).exists():
            refusals["street_address"] = (
                f"{street} is a street of the {here.place.enclave}, which is not part of the "
                f"{here.name}: {_advice()}"
            )
    own = (postal_code or "").strip()
    if own and ZIP_RE.match(own) and own[:5] not in (zips := town_postal_codes()):
        refusals["postal_code"] = (
            f"ZIP code {own[:5]} is not in the {here.name} (its ZIP codes: "
            f"{', '.join(sorted(zips))}): {_applies_within()}"
        )
    return refusals


def town_site_refusal(street_address: str, postal_code: str = "") -> str:
    """Why a site is not in the Town, in one sentence ("" when nothing says it is
    elsewhere): ``town_site_refusals`` joined."""
    return " ".join(town_site_refusals(street_address, postal_code).values())
