"""Writes to the registry. Model validation runs before every save."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.core import versions

from .models import Ownership, Party, Property
from .validation import POSTAL_FIELDS, postal_address_errors

PROPERTY_FIELDS = (
    "street_address",
    "city",
    "state",
    "postal_code",
    "sbl",
    "latitude",
    "longitude",
    "land_use_note",
)
PARTY_FIELDS = (
    "kind",
    "name",
    "organization",
    "mailing_street",
    "mailing_city",
    "mailing_state",
    "mailing_postal_code",
    "phone",
    "email",
)


def _check(user, perm: str) -> None:
    if not user.has_perm(perm):
        raise PermissionDenied(f"You may not do this ({perm}).")


def _assign(obj, fields, data) -> None:
    for name in fields:
        if name in data:
            value = data[name]
            setattr(obj, name, value.strip() if isinstance(value, str) else value)


@transaction.atomic
def property_create(*, acting_user, check_permission: bool = True, **data) -> Property:
    """Register a property. Chapters that let an applicant name a new property call this
    with ``check_permission=False`` after their own check."""
    if check_permission:
        _check(acting_user, "registry.add_property")
    prop = Property()
    _assign(prop, PROPERTY_FIELDS, data)
    prop.sbl = prop.sbl.upper()
    prop.full_clean()
    prop._history_user = acting_user
    prop.save()
    return prop


@transaction.atomic
def property_update(*, acting_user, prop: Property, version: str | None = None, **data) -> Property:
    """``version``: the property's when the page was opened (core/versions.py)."""
    _check(acting_user, "registry.change_property")
    prop = Property.objects.select_for_update().get(pk=prop.pk)
    versions.require_current(prop, version, acting_user=acting_user)
    _assign(prop, PROPERTY_FIELDS, data)
    prop.sbl = prop.sbl.upper()
    prop.full_clean()
    prop._history_user = acting_user
    prop.save()
    return prop


@transaction.atomic
def party_create(*, acting_user, check_permission: bool = True, **data) -> Party:
    if check_permission:
        _check(acting_user, "registry.add_party")
    party = Party(user=data.pop("user", None))
    _assign(party, PARTY_FIELDS, data)
    party.full_clean()
    party._history_user = acting_user
    party.save()
    return party


@transaction.atomic
def party_mailing_address_set(
    *,
    acting_user,
    party: Party | None,
    mailing_street: str,
    mailing_city: str,
    mailing_state: str,
    mailing_postal_code: str,
    version: str | None = None,
) -> Party:
    """A person gives the postal address letters are mailed to (their own, or, for
    the Town's office, anyone's). Every part is required and checked; a person without
    a party yet gets one."""
    if party is None:
        party = Party(user=acting_user, name=acting_user.full_name or acting_user.email)
        party.email = acting_user.email
        party.phone = acting_user.phone
    if party.user_id != acting_user.pk:
        _check(acting_user, "registry.change_party")
    if party.pk:
        party = Party.objects.select_for_update().get(pk=party.pk)
        versions.require_current(party, version, acting_user=acting_user)
    address = {
        "mailing_street": (mailing_street or "").strip(),
        "mailing_city": (mailing_city or "").strip(),
        "mailing_state": (mailing_state or "").strip().upper(),
        "mailing_postal_code": (mailing_postal_code or "").strip(),
    }
    if errors := postal_address_errors(**address):
        raise ValidationError(errors)
    _assign(party, POSTAL_FIELDS, address)
    party.full_clean()
    party._history_user = acting_user
    party.save()
    return party


@transaction.atomic
def party_update(*, acting_user, party: Party, version: str | None = None, **data) -> Party:
    """``version``: the party's when the page was opened (core/versions.py)."""
    _check(acting_user, "registry.change_party")
    party = Party.objects.select_for_update().get(pk=party.pk)
    versions.require_current(party, version, acting_user=acting_user)
    _assign(party, PARTY_FIELDS, data)
    party.full_clean()
    party._history_user = acting_user
    party.save()
    return party


@transaction.atomic
def ownership_record(
    *,
    acting_user,
    parcel: Property,
    party: Party,
    acquired_on=None,
    source: str,
    check_permission: bool = True,
) -> Ownership:
    """Record that ``party`` holds title to ``parcel`` (from ``acquired_on``, when known)."""
    if check_permission:
        _check(acting_user, "registry.change_property")
    ownership = Ownership(
        parcel=parcel, party=party, acquired_on=acquired_on, source=(source or "").strip()
    )
    ownership.full_clean()
    ownership._history_user = acting_user
    ownership.save()
    return ownership


def deed_reference(liber: str = "", page: str = "", instrument: str = "") -> str:
    """ "Deed, Liber 3512, Page 211" or "Deed, instrument no. 2019-123456"."""
    if instrument:
        return f"Deed, instrument no. {instrument}"
    return f"Deed, Liber {liber}, Page {page}"


@transaction.atomic
def ownership_record_from_deed(
    *,
    acting_user,
    parcel: Property,
    party: Party | None,
    acquired_on=None,
    liber: str = "",
    page: str = "",
    instrument: str = "",
) -> Ownership:
    """Staff record an owner by hand from the deed (issue 43, item 9): for a parcel outside
    the tax roll, or the roll's owner out of date. The deed is named by its recording
    reference, liber and page or instrument number; the row and who recorded it are kept
    in the history like every ownership. § 159-8C(1), (5), (6) address the landowner of
    record: without one, those letters are refused."""
    _check(acting_user, "registry.change_property")
    liber, page, instrument = (str(x or "").strip() for x in (liber, page, instrument))
    errors = {}
    if party is None:
        errors["party"] = "Choose the owner named in the deed (a party of the registry)."
    if not instrument and not (liber and page):
        field = "deed_page" if liber and not page else "deed_liber"
        errors[field] = (
            "Give the deed's recording reference: the liber and page, or the instrument number."
        )
    if acquired_on is not None and acquired_on > timezone.localdate():
        errors["acquired_on"] = "The deed cannot be recorded in the future."
    if errors:
        raise ValidationError(errors)
    if Ownership.objects.filter(parcel=parcel, party=party, conveyed_on__isnull=True).exists():
        raise ValidationError({"party": f"{party.name} already holds title to {parcel}."})
    ownership = Ownership(
        parcel=parcel,
        party=party,
        acquired_on=acquired_on,
        source=deed_reference(liber, page, instrument)[:200],
        deed_liber=liber,
        deed_page=page,
        deed_instrument=instrument,
    )
    ownership.full_clean()
    ownership._history_user = acting_user
    ownership.save()
    return ownership


@transaction.atomic
def ownership_end(*, acting_user, ownership: Ownership, conveyed_on, source: str = "") -> Ownership:
    """Title passed on ``conveyed_on``: the row is ended, never deleted."""
    _check(acting_user, "registry.change_property")
    ownership = Ownership.objects.select_for_update().get(pk=ownership.pk)
    if ownership.conveyed_on is not None:
        raise ValidationError({"conveyed_on": "Title has already passed."})
    ownership.conveyed_on = conveyed_on
    if source:
        ownership.source = f"{ownership.source}; {source.strip()}"[:200]
    ownership.full_clean()
    ownership._history_user = acting_user
    ownership.save()
    return ownership
