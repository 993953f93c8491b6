"""The outfall inventory and dry-weather screening of outfalls."""

from __future__ import annotations

from decimal import Decimal

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.urls import reverse
from simple_history.models import HistoricalRecords

from lockport_sw.calendar.words import short_date


class Outfall(models.Model):
    class Material(models.TextChoices):
        RCP = "rcp", "Reinforced concrete"
        CMP = "cmp", "Corrugated metal"
        PVC = "pvc", "PVC"
        HDPE = "hdpe", "HDPE"
        CLAY = "clay", "Vitrified clay"
        STONE = "stone", "Stone or brick"
        DITCH = "ditch", "Open channel or ditch"
        OTHER = "other", "Other"

    class Condition(models.TextChoices):
        GOOD = "good", "Good"
        FAIR = "fair", "Fair"
        POOR = "poor", "Poor"
        FAILED = "failed", "Failed"

    code = models.CharField("outfall ID", max_length=30, unique=True)
    latitude = models.DecimalField(
        max_digits=9,
        decimal_places=6,
        validators=[MinValueValidator(Decimal("-90")), MaxValueValidator(Decimal("90"))],
    )
    longitude = models.DecimalField(
        max_digits=9,
        decimal_places=6,
        validators=[MinValueValidator(Decimal("-180")), MaxValueValidator(Decimal("180"))],
    )
    receiving_water = models.CharField(max_length=200)
    size_inches = models.DecimalField(
        "size (inches)", max_digits=5, decimal_places=1, null=True, blank=True
    )
    material = models.CharField(max_length=10, choices=Material.choices, blank=True)
    condition = models.CharField(max_length=10, choices=Condition.choices, blank=True)
    notes = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["code"]

    def __str__(self) -> str:
        return f"Outfall {self.code}"

    def get_absolute_url(self) -> str:
        return reverse("illicit:outfall_detail", args=[self.pk])


class Screening(models.Model):
    """A dry-weather screening visit. A flow in dry weather opens an investigation."""

    class Flow(models.TextChoices):
        NONE = "none", "No flow"
        TRICKLE = "trickle", "Trickle"
        MODERATE = "moderate", "Moderate"
        SUBSTANTIAL = "substantial", "Substantial"

    class Odor(models.TextChoices):
        NONE = "none", "None"
        SEWAGE = "sewage", "Sewage"
        SULFIDE = "sulfide", "Sulfide (rotten eggs)"
        PETROLEUM = "petroleum", "Petroleum or gas"
        SOAP = "soap", "Soap or detergent"
        OTHER = "other", "Other"

    class Color(models.TextChoices):
        CLEAR = "clear", "Clear"
        BROWN = "brown", "Brown"
        GREY = "grey", "Grey"
        MILKY = "milky", "Milky or white"
        YELLOW = "yellow", "Yellow"
        GREEN = "green", "Green"
        OTHER = "other", "Other"

    class Turbidity(models.TextChoices):
        NONE = "none", "None (clear)"
        SLIGHT = "slight", "Slight cloudiness"
        CLOUDY = "cloudy", "Cloudy"
        OPAQUE = "opaque", "Opaque"

    outfall = models.ForeignKey(Outfall, on_delete=models.PROTECT, related_name="screenings")
    at = models.DateTimeField("screened at")
    dry_weather = models.BooleanField(
        default=True, help_text="No measurable rain in the 72 hours before the visit."
    )
    flow = models.CharField(max_length=12, choices=Flow.choices)
    odor = models.CharField(max_length=10, choices=Odor.choices, default=Odor.NONE)
    color = models.CharField(max_length=10, choices=Color.choices, default=Color.CLEAR)
    turbidity = models.CharField(max_length=10, choices=Turbidity.choices, default=Turbidity.NONE)
    floatables = models.CharField(max_length=200, blank=True, help_text="Suds, oil sheen, trash…")
    deposits = models.CharField(
        max_length=200, blank=True, help_text="Stains, sediment, oily deposits…"
    )
    notes = models.TextField(blank=True)
    case = models.ForeignKey(
        "illicit.Case", null=True, blank=True, on_delete=models.PROTECT, related_name="screenings"
    )
    screened_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"{self.outfall.code} screened {short_date(self.at)}"

    @property
    def dry_weather_flow(self) -> bool:
        return self.dry_weather and self.flow != self.Flow.NONE
