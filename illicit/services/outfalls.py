"""The outfall inventory (with a CSV import) and dry-weather screening."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import datetime
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions
from lockport_sw.documents.services import upload_store

from ..models import Case, Outfall, Screening
from ._common import OUTFALLS, now, record, require_perm
from .cases import case_open

CSV_COLUMNS = (
    "outfall_id",
    "latitude",
    "longitude",
    "receiving_water",
    "size_inches",
    "material",
    "condition",
    "notes",
)
REQUIRED_COLUMNS = ("outfall_id", "latitude", "longitude", "receiving_water")
MAX_IMPORT_BYTES = 5 * 1024 * 1024


def _clean(values: dict, *, existing_codes: set[str] | None = None) -> tuple[dict, dict]:
    """Clean one outfall's values; return (fields, errors)."""
    errors, fields = {}, {}
    code = (values.get("code") or "").strip()
    if not code:
        errors["code"] = "Give the outfall ID."
    elif len(code) > 30:
        errors["code"] = "The outfall ID is at most 30 characters."
    elif existing_codes is not None and code.upper() in existing_codes:
        errors["code"] = f"Outfall {code} is already in the inventory."
    fields["code"] = code
    for name, low, high in (("latitude", -90, 90), ("longitude", -180, 180)):
        raw = values.get(name)
        try:
            number = Decimal(str(raw).strip())
            if not number.is_finite() or not low <= number <= high:
                raise InvalidOperation
        except (InvalidOperation, ValueError, TypeError):
            errors[name] = f"The {name} must be a number of degrees between {low} and {high}."
        else:
            fields[name] = number.quantize(Decimal("0.000001"))
    water = (values.get("receiving_water") or "").strip()
    if not water:
        errors["receiving_water"] = "Name the receiving water."
    fields["receiving_water"] = water[:200]
    size = values.get("size_inches")
    if size not in (None, ""):
        try:
            fields["size_inches"] = Decimal(str(size).strip())
            if fields["size_inches"] <= 0 or fields["size_inches"] >= 10000:
                raise InvalidOperation
        except (InvalidOperation, ValueError):
            errors["size_inches"] = "The size is a number of inches, e.g. 24."
    for name, choices in (("material", Outfall.Material), ("condition", Outfall.Condition)):
        raw = (values.get(name) or "").strip().lower()
        if raw:
            by_label = {label.lower(): value for value, label in choices.choices}
            value = raw if raw in choices.values else by_label.get(raw)
            if value is None:
                errors[name] = f"{name.capitalize()} is one of: {', '.join(choices.values)}."
            else:
                fields[name] = value
    fields["notes"] = (values.get("notes") or "").strip()
    return fields, errors


@transaction.atomic
def outfall_save(
    *,
    acting_user,
    outfall: Outfall | None = None,
    photos: Iterable = (),
    version: str | None = None,
    **values,
) -> Outfall:
    """Add or change an outfall of the inventory (ID, location, receiving water, size,
    material, condition), with its photos. ``version``: a changed outfall's when the page
    was opened; an older page is refused (core/versions.py) and nothing changes."""
    require_perm(acting_user, OUTFALLS, "Only Town stormwater staff keep the outfall inventory.")
    if outfall is not None:
        outfall = Outfall.objects.select_for_update().get(pk=outfall.pk)
        versions.require_current(outfall, version, acting_user=acting_user)
    others = set(
        Outfall.objects.exclude(pk=getattr(outfall, "pk", None)).values_list("code", flat=True)
    )
    fields, errors = _clean(values, existing_codes={c.upper() for c in others})
    if errors:
        raise ValidationError(errors)
    outfall = outfall or Outfall()
    for name, value in fields.items():
        setattr(outfall, name, value)
    outfall._history_user = acting_user
    outfall.save()
    for photo in [p for p in photos or [] if p]:
        try:
            upload_store(acting_user=acting_user, file=photo, subject=outfall)
        except ValidationError as exc:
            raise ValidationError({"photos": exc.messages}) from exc
    return outfall


def _parse_csv(data: bytes) -> tuple[list[tuple[int, dict]], list[str]]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return [], ["The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8."]
    reader = csv.DictReader(io.StringIO(text))
    header = [h.strip().lower() for h in (reader.fieldnames or [])]
    missing = [c for c in REQUIRED_COLUMNS if c not in header]
    if missing:
        plural = "s" if len(missing) > 1 else ""
        return [], [
            f"Line 1: the header lacks the column{plural} {', '.join(missing)} "
            f"(columns: {', '.join(CSV_COLUMNS)})."
        ]
    rows = []
    for row in reader:
        values = {(k or "").strip().lower(): (v or "") for k, v in row.items() if k is not None}
        if not any(v.strip() for v in values.values()):
            continue
        rows.append((reader.line_num, values))
    return rows, []


@transaction.atomic
def outfalls_import(*, acting_user, file) -> list[Outfall]:
    """Import an outfall inventory from CSV. Every bad row is listed with its line number
    and nothing is imported unless every row is good (one transaction)."""
    require_perm(acting_user, OUTFALLS, "Only Town stormwater staff import outfalls.")
    if file is None:
        raise ValidationError({"file": "Choose the CSV file."})
    data = file.read(MAX_IMPORT_BYTES + 1)
    if len(data) > MAX_IMPORT_BYTES:
        raise ValidationError({"file": "The file is larger than 5 MB; split it."})
    rows, problems = _parse_csv(data)
    if not problems and not rows:
        problems.append("The file has no outfall rows.")
    existing = {c.upper() for c in Outfall.objects.values_list("code", flat=True)}
    seen: dict[str, int] = {}
    cleaned = []
    for line, values in rows:
        fields, errors = _clean(
            {**values, "code": values.get("outfall_id")}, existing_codes=existing
        )
        code = fields.get("code", "").upper()
        if code and code in seen:
            errors["code"] = f"Outfall {fields['code']} is also on line {seen[code]}."
        elif code:
            seen[code] = line
        for message in errors.values():
            problems.append(f"Line {line}: {message}")
        cleaned.append(fields)
    if problems:
        raise ValidationError({"file": problems})
    made = Outfall.objects.bulk_create(Outfall(**fields) for fields in cleaned)
    record(
        made[0],
        acting_user,
        "illicit.outfalls_imported",
        f"{len(made)} outfalls imported from CSV.",
    )
    return made


@transaction.atomic
def screening_record(
    *,
    acting_user,
    outfall: Outfall,
    at: datetime,
    dry_weather: bool,
    flow: str,
    odor: str = Screening.Odor.NONE,
    color: str = Screening.Color.CLEAR,
    turbidity: str = Screening.Turbidity.NONE,
    floatables: str = "",
    deposits: str = "",
    notes: str = "",
    photos: Iterable = (),
) -> Screening:
    """A screening visit. A flow in dry weather is not stormwater: it opens an
    investigation (a case at the outfall) unless one is already open there."""
    require_perm(acting_user, OUTFALLS, "Only Town stormwater staff screen outfalls.")
    errors = {}
    if at is None or at > now():
        errors["at"] = "Give when it was screened; not in the future."
    for name, value, choices in (
        ("flow", flow, Screening.Flow),
        ("odor", odor, Screening.Odor),
        ("color", color, Screening.Color),
        ("turbidity", turbidity, Screening.Turbidity),
    ):
        if value not in choices.values:
            errors[name] = f"Choose the {name}."
    if errors:
        raise ValidationError(errors)
    screening = Screening.objects.create(
        outfall=outfall,
        at=at,
        dry_weather=dry_weather,
        flow=flow,
        odor=odor,
        color=color,
        turbidity=turbidity,
        floatables=(floatables or "").strip(),
        deposits=(deposits or "").strip(),
        notes=(notes or "").strip(),
        screened_by=acting_user,
    )
    for photo in [p for p in photos or [] if p]:
        try:
            upload_store(acting_user=acting_user, file=photo, subject=screening)
        except ValidationError as exc:
            raise ValidationError({"photos": exc.messages}) from exc
    if screening.dry_weather_flow:
        case = outfall.cases.filter(state__in=Case.OPEN).order_by("-opened_at").first()
        if case is None:
            case = case_open(
                acting_user=acting_user,
                kind=Case.Kind.DISCHARGE,
                summary=(
                    f"Dry-weather flow ({screening.get_flow_display().lower()}, "
                    f"{screening.get_color_display().lower()}, odor: "
                    f"{screening.get_odor_display().lower()}) at outfall {outfall.code}."
                ),
                latitude=outfall.latitude,
                longitude=outfall.longitude,
                address=f"Outfall {outfall.code}",
                outfall=outfall,
            )
        screening.case = case
        screening.save(update_fields=["case"])
        record(
            case,
            acting_user,
            "illicit.screening",
            f"Dry-weather flow at outfall {outfall.code} on {long_date(at)}.",
        )
    return screening
