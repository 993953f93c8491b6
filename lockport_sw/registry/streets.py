"""The Town's street list (its gazetteer): the names a public location is computed from.

A report's "Where" is published only as the Town computes it (illicit/services/reports.py,
``town_location``): the block of a house number on a street this list knows, or the
intersection of two streets it knows, always in the list's spelling. The municipality's
streets (``Place.streets`` of lockport_sw/jurisdiction/) are loaded when the list is empty
(after migrate or a flush, registry/apps.py), so that the demo and the tests have its
streets; the municipality keeps the list itself in the admin (its 911 street list), and a
seeded street it removed is not put back.
"""

from __future__ import annotations

import re

# USPS street suffix abbreviations (Publication 28, appendix C1) people type most.
SUFFIXES = {
    "rd": "road",
    "st": "street",
    "str": "street",
    "ave": "avenue",
    "av": "avenue",
    "dr": "drive",
    "ln": "lane",
    "ct": "court",
    "pl": "place",
    "blvd": "boulevard",
    "pkwy": "parkway",
    "hwy": "highway",
    "ter": "terrace",
    "cir": "circle",
    "tpke": "turnpike",
}
_SPACES = re.compile(r"\s+")
# A house number (a range or a letter allowed: "12-14", "12A"), then the street; at most
# six digits (a longer "number" is no house's).
NUMBERED = re.compile(r"^(\d{1,6})(?:\s*-\s*\d{1,6})?[A-Za-z]?\s+(\S.*)$")


def normalized(name: str) -> str:
    """A street's name as compared: case, dots and spaces ignored, the suffix spelled out
    ("Mill Rd." and "mill  road" are "mill road")."""
    words = _SPACES.sub(" ", (name or "").replace(".", " ")).strip().lower().split(" ")
    if words and words[-1] in SUFFIXES:
        words[-1] = SUFFIXES[words[-1]]
    return " ".join(w for w in words if w)


class StreetIndex:
    """The street list, for matching typed names: by the whole name, or by the name
    without its suffix when only one street has it ("Mill" is Mill Road)."""

    def __init__(self, names):
        self.full: dict[str, str] = {}
        bare: dict[str, set[str]] = {}
        for name in names:
            key = normalized(name)
            if not key:
                continue
            self.full[key] = name
            words = key.split(" ")
            if len(words) > 1 and words[-1] in SUFFIXES.values():
                bare.setdefault(" ".join(words[:-1]), set()).add(name)
        self.bare = {k: next(iter(v)) for k, v in bare.items() if len(v) == 1}

    def street(self, typed: str) -> str | None:
        """The Town's name of the street ``typed`` names, or None."""
        key = normalized(typed)
        return self.full.get(key) or self.bare.get(key)


def street_postal_code(street_address: str) -> str:
    """The ZIP code the Town's street list gives the street of ``street_address`` ("6400
    Robinson Rd" is on Robinson Road), or "" (not a street of the list, or none given
    for it). One query."""
    from .models import Street

    match = NUMBERED.match((street_address or "").split(",", 1)[0].strip())
    typed = match.group(2) if match else (street_address or "").split(",", 1)[0]
    zips = dict(
        Street.objects.filter(in_city=False)
        .exclude(postal_code="")
        .values_list("name", "postal_code")
    )
    name = StreetIndex(zips).street(typed) if zips else None
    return zips.get(name, "") if name else ""


def seed_streets(street_model) -> None:
    """Load the municipality's streets and its enclave's (``Place.streets``,
    ``Place.enclave_streets``) into an empty street list (never into one it keeps)."""
    from lockport_sw.jurisdiction.registry import current

    place = current().place
    if not street_model.objects.exists():
        # An older migration's model has no ``in_city``: registry/0009 adds the City's.
        fields = {f.name for f in street_model._meta.get_fields()}
        city = (
            [street_model(name=n, in_city=True) for n in place.enclave_streets]
            if "in_city" in fields
            else []
        )
        street_model.objects.bulk_create([street_model(name=n) for n in place.streets] + city)
