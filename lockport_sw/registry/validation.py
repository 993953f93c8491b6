"""The checks every form and service uses for a person's contact details: the postal
address a letter is mailed to, telephone numbers (the ``phonenumbers`` library, US by
default), and the one question every letter asks before it is issued: does the addressee
have a complete postal address?"""

from __future__ import annotations

import re

import phonenumbers
from django.core.exceptions import ValidationError

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


# --- the Town's boundary (Chapter 159 applies within the Town, § 159-3A) -------------------
# The Town of Lockport's place name and ZIP code as an address writes them. An address that
# names another city, state or ZIP code is outside the Town.
TOWN_PLACES = frozenset({"lockport", "town of lockport"})
TOWN_POSTAL_CODES = frozenset({"14094"})
_PLACE = re.compile(
    r"^(?P<street>[^,]+),\s*(?P<city>[^,]+?)"
    r"(?:,?\s+(?P<state>[A-Za-z]{2}))?(?:,?\s+(?P<zip>\d{5})(?:-\d{4})?)?\s*$"
)


def town_site_refusal(street_address: str) -> str:
    """Why a site address is not in the Town ("" when nothing says it is elsewhere): the
    city, state or ZIP code written after the street."""
    found = _PLACE.match((street_address or "").strip())
    if not found:
        return ""
    city = (found["city"] or "").strip()
    state = (found["state"] or "").upper()
    postal = found["zip"] or ""
    where = ", ".join(p for p in (city, f"{state} {postal}".strip()) if p)
    outside = (
        (city and city.lower() not in TOWN_PLACES)
        or (state and state != "NY")
        or (postal and postal not in TOWN_POSTAL_CODES)
    )
    if not outside:
        return ""
    return (
        f"{where} is not in the Town of Lockport: Chapter 159 applies to land development "
        "activities within the Town (§ 159-3A). Give the site's street address in the Town "
        "(e.g. 6305 Snyder Drive), or its SBL number on the Town's tax map."
    )
