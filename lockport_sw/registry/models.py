"""Properties (parcels) and parties (people and organizations) that cases refer to."""

from __future__ import annotations

from decimal import Decimal
from functools import cached_property

from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models
from django.db.models.functions import Upper
from django.urls import reverse
from django.utils.functional import lazy
from simple_history.models import HistoricalRecords

from lockport_sw.jurisdiction.registry import cite, current
from lockport_sw.reports.search import search_index, substring_index

from .validation import has_postal_address, validate_phone, validate_state


def default_city() -> str:
    """A property's place name unless given: the municipality's (``Place.postal_city``)."""
    return current().place.postal_city


def _enclave_label() -> str:
    return f"a street of the {current().place.enclave or 'enclave'}"


def _enclave_help() -> str:
    here = current()
    return (
        f"The {here.kind} surrounds the separate {here.place.enclave}, which shares its name "
        f"and ZIP code: a project's site on a {here.place.enclave.split(' of ')[0]} street is "
        f"outside the {here.kind} "
        f"({cite('swm.applicability')}), and no public location is computed from it."
    )


# Niagara County section-block-lot numbers look like "123.45-6-7" or "108.00-1-23.1".
sbl_validator = RegexValidator(
    regex=r"^\d{1,4}(\.\d{1,3})?-\d{1,3}-\d{1,4}(\.\d{1,3})?(/\d{1,4})?$",
    message="Enter the tax map (SBL) number as section.subsection-block-lot, e.g. 123.45-6-7.",
)


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
PROPERTY_SEARCH_TEXT = ("street_address", "sbl", "city")


class Property(models.Model):
    street_address = models.CharField(max_length=200)
    city = models.CharField(max_length=80, default=default_city)
    state = models.CharField(max_length=2, default="NY")
    postal_code = models.CharField(
        max_length=10,
        blank=True,
        validators=[RegexValidator(r"^\d{5}(-\d{4})?$", "Enter a ZIP code like 14094.")],
    )
    sbl = models.CharField(
        "tax map (SBL) number",
        max_length=30,
        blank=True,
        validators=[sbl_validator],
        help_text="Section-block-lot, as on the tax map.",
    )
    latitude = models.DecimalField(
        max_digits=9,
        decimal_places=6,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("-90")), MaxValueValidator(Decimal("90"))],
    )
    longitude = models.DecimalField(
        max_digits=9,
        decimal_places=6,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("-180")), MaxValueValidator(Decimal("180"))],
    )
    land_use_note = models.CharField("zoning or land use", max_length=200, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        verbose_name_plural = "properties"
        ordering = ["street_address"]
        constraints = [
            models.UniqueConstraint(
                Upper("sbl"),
                condition=~models.Q(sbl=""),
                name="registry_property_unique_sbl",
                violation_error_message="A property with this tax map (SBL) number exists.",
            ),
            models.CheckConstraint(
                condition=(models.Q(latitude__isnull=True) & models.Q(longitude__isnull=True))
                | (models.Q(latitude__isnull=False) & models.Q(longitude__isnull=False)),
                name="registry_property_lat_lng_together",
                violation_error_message="Give both latitude and longitude, or neither.",
            ),
        ]
        indexes = [
            models.Index(Upper("street_address"), name="registry_prop_addr_upper"),
            search_index("property_search", PROPERTY_SEARCH_TEXT),
            # The office's property search (selectors.property_search), by any fragment.
            substring_index("registry_prop_addr_trgm", "street_address"),
            substring_index("registry_prop_sbl_trgm", "sbl"),
            # Its order (selectors.property_search; the search's keyset pages, issue 44): a
            # frequent fragment's first page is the first rows of this index that match.
            models.Index(fields=["street_address", "id"], name="registry_prop_addr_order"),
        ]

    def __str__(self) -> str:
        return self.street_address + (f" (SBL {self.sbl})" if self.sbl else "")

    def get_absolute_url(self) -> str:
        return reverse("registry:property_detail", args=[self.pk])

    @property
    def full_address(self) -> str:
        tail = f"{self.city}, {self.state} {self.postal_code}".strip()
        return f"{self.street_address}, {tail}"

    @cached_property
    def site_postal_code(self) -> str:
        """The ZIP code of the place: the property's own, or else its street's on the
        Town's street list (registry/streets.py); "" where neither is known. Never the
        owner's mailing ZIP (the tax roll's only one). One query where not its own."""
        from .streets import street_postal_code

        return self.postal_code or street_postal_code(self.street_address)

    @property
    def site_address(self) -> str:
        """The place, as a letter's property line prints it: with the site's ZIP code."""
        tail = f"{self.city}, {self.state} {self.site_postal_code}".strip()
        return f"{self.street_address}, {tail}"


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
PARTY_SEARCH_TEXT = ("name", "organization", "email")


class Party(models.Model):
    class Kind(models.TextChoices):
        PERSON = "person", "Person"
        ORGANIZATION = "organization", "Organization"

    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.PERSON)
    name = models.CharField(max_length=200)
    organization = models.CharField(
        max_length=200, blank=True, help_text="Firm or company, for a person who acts for one."
    )
    mailing_street = models.CharField("mailing address", max_length=200, blank=True)
    mailing_city = models.CharField("city", max_length=80, blank=True)
    mailing_state = models.CharField(
        "state", max_length=2, blank=True, default="NY", validators=[validate_state]
    )
    mailing_postal_code = models.CharField(
        "ZIP code",
        max_length=10,
        blank=True,
        validators=[RegexValidator(r"^\d{5}(-\d{4})?$", "Enter a ZIP code like 14094.")],
    )
    phone = models.CharField("telephone", max_length=30, blank=True, validators=[validate_phone])
    email = models.EmailField(blank=True)
    user = models.ForeignKey(
        "accounts.User",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="parties",
        help_text="The account of this party, when they have one.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        verbose_name_plural = "parties"
        ordering = ["name"]
        indexes = [
            models.Index(Upper("name"), name="registry_party_name_upper"),
            search_index("party_search", PARTY_SEARCH_TEXT),
            # The office's party search (selectors.party_search), by any fragment.
            substring_index("registry_party_name_trgm", "name"),
            substring_index("registry_party_org_trgm", "organization"),
            substring_index("registry_party_email_trgm", "email"),
            # Its order (selectors.party_search; the search's keyset pages, issue 44).
            models.Index(fields=["name", "id"], name="registry_party_name_order"),
        ]

    def __str__(self) -> str:
        return self.name + (f" ({self.organization})" if self.organization else "")

    def get_absolute_url(self) -> str:
        return reverse("registry:party_detail", args=[self.pk])

    @property
    def has_postal_address(self) -> bool:
        return has_postal_address(self)

    @property
    def mailing_address(self) -> str:
        tail = f"{self.mailing_city}, {self.mailing_state} {self.mailing_postal_code}"
        return ", ".join(p for p in [self.mailing_street, tail.strip(", ").strip()] if p)


class Ownership(models.Model):
    """A party held title to a parcel (SBL) from one day until the day title passed.

    The landowners of record on a day (``selectors.landowners_of_record``) are those whose
    ownership covers it: acquired on or before that day (or not known when) and not yet
    conveyed. Their mailing addresses are the party's (kept with history). Ended, never
    deleted: the owners of any past day stay answerable (who a notice went to).
    """

    parcel = models.ForeignKey(Property, on_delete=models.PROTECT, related_name="ownerships")
    party = models.ForeignKey(Party, on_delete=models.PROTECT, related_name="ownerships")
    acquired_on = models.DateField(
        "title acquired on", null=True, blank=True, help_text="Empty when not known."
    )
    conveyed_on = models.DateField(
        "title passed on",
        null=True,
        blank=True,
        help_text="The day title passed to another; empty while the party holds it.",
    )
    source = models.CharField(
        max_length=200, help_text="Where the record comes from: a deed, the tax roll of a year."
    )
    # Recorded by hand from the deed (issue 43, item 9), for a parcel the roll does not
    # list or lists without its owner: the deed's recording reference, liber and page or
    # the County Clerk's instrument number. Who recorded it is in the history.
    deed_liber = models.CharField("deed liber", max_length=20, blank=True)
    deed_page = models.CharField("deed page", max_length=20, blank=True)
    deed_instrument = models.CharField("deed instrument number", max_length=40, blank=True)
    recorded_at = models.DateTimeField(auto_now_add=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["parcel", "acquired_on", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(conveyed_on__isnull=True)
                | models.Q(acquired_on__isnull=True)
                | models.Q(conveyed_on__gt=models.F("acquired_on")),
                name="registry_ownership_conveyed_after_acquired",
                violation_error_message="Title passes after the day it was acquired.",
            )
        ]
        indexes = [models.Index(fields=["parcel", "conveyed_on"], name="registry_owner_current")]

    def __str__(self) -> str:
        return f"{self.party.name}, owner of {self.parcel}"

    def covers(self, day) -> bool:
        return (self.acquired_on is None or self.acquired_on <= day) and (
            self.conveyed_on is None or day < self.conveyed_on
        )


class RollImport(models.Model):
    """One upload of the tax-parcel roll (CSV) and what became of it (registry/roll.py).

    checked ──the SMO imports──> queued ──the worker──> importing ──> imported
    refused (bad lines listed: nothing kept)        importing ──bad──> refused
    """

    class State(models.TextChoices):
        REFUSED = "refused", "Refused: bad lines, nothing imported"
        CHECKED = "checked", "Checked: ready to import"
        QUEUED = "queued", "Waiting for the worker"
        IMPORTING = "importing", "Importing"
        IMPORTED = "imported", "Imported"

    file_name = models.CharField(max_length=255)
    data = models.BinaryField(editable=False)
    as_of = models.DateField("date of the roll")
    state = models.CharField(max_length=12, choices=State.choices)
    lines = models.PositiveIntegerField(default=0)
    problems = models.JSONField(default=list, blank=True)
    problem_count = models.PositiveIntegerField(default=0)
    report = models.JSONField(default=dict, blank=True)
    seconds = models.DecimalField(max_digits=8, decimal_places=1, null=True, blank=True)
    created_by = models.ForeignKey("accounts.User", on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"Parcel roll {self.file_name} ({self.as_of})"

    def get_absolute_url(self) -> str:
        return reverse("registry:roll_detail", args=[self.pk])

    @property
    def running(self) -> bool:
        return self.state in (self.State.QUEUED, self.State.IMPORTING)


class Street(models.Model):
    """A street of the Town's street list (registry/streets.py): a public location is
    computed only from these names. Its ZIP code is the place's: a property on the
    street without a ZIP of its own is at this one (``Property.site_postal_code``); the
    tax roll's only ZIP is the owner's mailing ZIP, never the site's."""

    name = models.CharField(max_length=100, help_text='As the Town spells it: "Mill Road".')
    postal_code = models.CharField(
        "ZIP code",
        max_length=10,
        blank=True,
        validators=[RegexValidator(r"^\d{5}(-\d{4})?$", "Enter a ZIP code like 14094.")],
        help_text="The ZIP code of the places on this street (the USPS's), for the site "
        "line of the Town's letters.",
    )
    in_city = models.BooleanField(
        lazy(_enclave_label, str)(),
        default=False,
        help_text=lazy(_enclave_help, str)(),
    )

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(Upper("name"), name="registry_street_name_unique"),
        ]

    def __str__(self) -> str:
        return self.name
