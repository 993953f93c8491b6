"""Reports from the public: receiving one (the web form or Open311), and triage.

A report is received whole or not at all: every photo is checked by the upload pipeline
before anything is written, and one transaction writes the report, its photos and the
confirmation email (sent on commit). Triage is the SMO's: open a case, merge the report
into an existing case, or close it with a reason; each step is told to the reporter.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from datetime import datetime
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal, InvalidOperation

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import EmailValidator, URLValidator
from django.db import transaction
from django.db.models import Q
from django.urls import reverse

from lockport_sw.documents.services import upload_store
from lockport_sw.documents.uploads import PHOTO_TEXT, validate_upload
from lockport_sw.jurisdiction.registry import current
from lockport_sw.notifications.services import Recipient, notify
from lockport_sw.registry.streets import NUMBERED

from .. import kinds, published
from ..models import Case, Report, ReportUpdate
from ..models.reports import token_hash
from ._common import TRIAGE, now, public_user, record, reference, require, require_perm

MAX_PHOTOS = 5
MAX_DESCRIPTION = 4000  # GeoReport v2: "free form text limited to 4,000 characters"
# Within the Town and its surroundings: a point far outside is a typo (e.g. a sign).
LAT_RANGE = (Decimal("-90"), Decimal("90"))
LONG_RANGE = (Decimal("-180"), Decimal("180"))

RECEIVED_NOTE = "Received. The Stormwater Management Officer will look at it."


def _decimal(value, name: str, bounds, errors: dict):
    if value in (None, ""):
        return None
    try:
        number = Decimal(str(value).strip())
    except (InvalidOperation, ValueError):
        errors[name] = f"Give the {name} as a number of degrees, e.g. 43.1617."
        return None
    if not number.is_finite() or not bounds[0] <= number <= bounds[1]:
        errors[name] = f"The {name} must be between {bounds[0]} and {bounds[1]} degrees."
        return None
    return number.quantize(Decimal("0.000001"))


def clean_location(*, latitude, longitude, address: str) -> tuple:
    """A report needs a place: an address, or a point (both latitude and longitude, WGS 84).
    Errors are keyed ``location``, ``latitude`` and ``longitude``."""
    errors: dict = {}
    lat = _decimal(latitude, "latitude", LAT_RANGE, errors)
    lon = _decimal(longitude, "longitude", LONG_RANGE, errors)
    address = (address or "").strip()
    if not errors:
        if (lat is None) != (lon is None):
            missing = "longitude" if lon is None else "latitude"
            errors[missing] = f"Give the {missing} too, or leave both empty and give an address."
        elif lat is None and not address:
            errors["location"] = (
                "Say where: give a street address or a nearby landmark, or pick the point on "
                "the map."
            )
    if errors:
        raise ValidationError(errors)
    return lat, lon, address[:300]


def _attributes(kind: kinds.ReportKind, answers: dict | None) -> dict:
    answers = {k: v for k, v in (answers or {}).items() if v not in (None, "", [])}
    errors = {}
    clean = {}
    by_code = {a.code: a for a in kind.attributes}
    for code, value in answers.items():
        attribute = by_code.get(code)
        if attribute is None:
            errors[f"attribute[{code}]"] = f"{kind.name} has no question {code!r}."
            continue
        allowed = {v.key for v in attribute.values}
        if allowed and value not in allowed:
            errors[f"attribute[{code}]"] = (
                f"{attribute.description} Answer one of: {', '.join(sorted(allowed))}."
            )
            continue
        clean[code] = str(value)[:200]
    for attribute in kind.attributes:
        if attribute.required and attribute.code not in clean:
            errors[f"attribute[{attribute.code}]"] = f"Answer: {attribute.description}"
    if errors:
        raise ValidationError(errors)
    return clean


def _status_path(report: Report, token: str) -> str:
    return reverse("illicit:report_status", args=[report.reference, token])


@transaction.atomic
def report_submit(
    *,
    kind: str,
    latitude=None,
    longitude=None,
    address: str = "",
    observed_at: datetime | None = None,
    description: str = "",
    photos: Iterable = (),
    name: str = "",
    email: str = "",
    phone: str = "",
    attributes: dict | None = None,
    media_url: str = "",
    api_client=None,
    received_by=None,
) -> tuple[Report, str]:
    """Receive a report from the public (no account). Returns the report and its secret
    token (shown once: the status page is reached by the reference and the token).
    ``received_by``: the signed-in user whose REST API token sent it (named in the
    record); the rules are the same."""
    errors: dict = {}
    texts = {"address": address, "description": description, "name": name, "phone": phone}
    texts.update({f"attribute[{k}]": str(v) for k, v in (attributes or {}).items()})
    for field, value in texts.items():
        if "\x00" in (value or ""):  # no database keeps it in text; a client's bug
            errors[field] = "Null characters are not allowed: remove it and send it again."
    if errors:
        raise ValidationError(errors)
    try:
        spec = kinds.get(kind)
    except LookupError:
        spec = None
        errors["kind"] = "Choose what you saw."
    try:
        lat, lon, address = clean_location(latitude=latitude, longitude=longitude, address=address)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    description = (description or "").strip()
    if len(description) > MAX_DESCRIPTION:
        errors["description"] = (
            f"Keep the description to {MAX_DESCRIPTION:,} characters (it has {len(description):,})."
        )
    if observed_at is not None and observed_at > now():
        errors["observed_at"] = "The time you saw it cannot be in the future."
    email = (email or "").strip().lower()
    if email:
        try:
            EmailValidator()(email)
        except ValidationError:
            errors["email"] = "Enter an email address like name@example.com, or leave it empty."
    media_url = (media_url or "").strip()
    if media_url:
        try:
            URLValidator(schemes=["http", "https"])(media_url)
        except ValidationError:
            errors["media_url"] = "media_url must be an http or https URL."
    photos = [p for p in photos or [] if p]
    if len(photos) > MAX_PHOTOS:
        errors["photos"] = f"Attach at most {MAX_PHOTOS} photos (you chose {len(photos)})."
    else:
        problems = []
        for photo in photos:
            try:
                detected = validate_upload(photo)
            except ValidationError as exc:
                problems += exc.messages
            else:
                if not detected.mime.startswith("image/"):
                    problems.append(
                        f"‘{photo.name}’ is {detected.label}, not a photo; attach "
                        f"{PHOTO_TEXT} images."
                    )
        if problems:
            errors["photos"] = problems
    if spec is not None:
        try:
            answers = _attributes(spec, attributes)
        except ValidationError as exc:
            errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)

    public_location, location_held = received_location(address)
    token = secrets.token_urlsafe(24)
    report = Report(
        reference=reference("R", prefix="R-"),
        token_hash=token_hash(token),
        kind=spec.code,
        latitude=lat,
        longitude=lon,
        address=address,
        public_location=public_location,
        location_held=location_held,
        observed_at=observed_at,
        description=description,
        attributes=answers,
        media_url=media_url,
        reporter_name=(name or "").strip()[:150],
        reporter_email=email,
        reporter_phone=(phone or "").strip()[:30],
        source=Report.Source.OPEN311 if api_client else Report.Source.WEB,
        api_client=api_client,
    )
    report.updated_at = report.requested_at
    report.save()
    if photos:
        _store_photos(report, photos)
    ReportUpdate.objects.create(
        report=report, at=report.requested_at, status="open", note=RECEIVED_NOTE
    )
    if api_client:
        via = f"Open311 client {api_client.name}"
    else:
        via = "the REST API" if received_by is not None else "the web form"
    record(
        report,
        received_by,
        "illicit.report_received",
        f"Report {report.reference} received through {via}: {spec.name}, {report.where}.",
        actor_label="" if received_by is not None else "a member of the public",
    )
    if email:
        url = _status_path(report, token)
        notify(
            event_key=f"illicit-report:{report.reference}:received",
            recipients=[Recipient(address=email)],
            subject=f"Your report {report.reference} was received",
            body=(
                f"Thank you. Your report of {spec.name.lower()} at {report.where} was received "
                f"as {report.reference}.\n\nFollow it with the link below: keep it private, "
                "it is the only way to your report. We will email you when its status changes."
            ),
            url=url,
        )
    return report, token


def _store_photos(report: Report, photos: list) -> None:
    """Store every photo or none: a photo refused at storage (a full disk) removes the
    files already written for this report (their rows roll back with the report) and
    is shown at the photos."""
    stored = []
    try:
        for photo in photos:
            stored.append(upload_store(acting_user=public_user(), file=photo, subject=report))
    except BaseException as exc:
        for upload in stored:
            upload.file.storage.delete(upload.file.name)
        if isinstance(exc, ValidationError) and hasattr(exc, "error_dict"):
            raise ValidationError({"photos": exc.message_dict.get("file", exc.messages)}) from exc
        raise


def report_for_token(reference_: str, token: str) -> Report | None:
    """The report reached by its reference and secret token, else None."""
    report = Report.objects.filter(reference=reference_).first()
    if report is None or not secrets.compare_digest(report.token_hash, token_hash(token or "")):
        return None
    return report


# --- telling the reporters ---------------------------------------------------------------
def tell(report: Report, note: str, *, status: str | None = None) -> None:
    """Add a public step to the report and email its reporter (when they gave an address)."""
    status = status or report.open311_status
    update = ReportUpdate.objects.create(report=report, status=status, note=note[:500])
    Report.objects.filter(pk=report.pk).update(updated_at=update.at)
    published.changed()  # update() sends no signal: Open311's updated_datetime moved
    if report.reporter_email:
        notify(
            event_key=f"illicit-report:{report.reference}:update:{update.pk}",
            recipients=[Recipient(address=report.reporter_email)],
            subject=f"Your report {report.reference}: "
            + ("closed" if status == "closed" else "update"),
            body=(
                f"{note}\n\nReport {report.reference}. Follow it with the link in the first "
                f"email we sent you. Questions: {settings.TOWN['phone']}."
            ),
        )


def tell_case_reporters(case: Case, note: str) -> None:
    """Every report of the case (opened from it or merged into it) hears the same step."""
    for report in case.reports.select_related("case"):
        tell(report, note, status="closed" if case.is_closed else "open")


# --- triage -----------------------------------------------------------------------------
def _new(report: Report) -> Report:
    report = Report.objects.select_for_update().get(pk=report.pk)
    require(
        report.state == Report.State.NEW,
        f"Report {report.reference} was already triaged ({report.get_state_display().lower()}).",
        ValidationError,
    )
    return report


CASE_KIND_FOR = {
    "connection": Case.Kind.CONNECTION,
    "oil": Case.Kind.SPILL,
    "paint": Case.Kind.SPILL,
}


@transaction.atomic
def report_open_case(*, acting_user, report: Report, kind: str = "", summary: str = "") -> Case:
    """Triage: the report becomes a new case."""
    from .cases import case_open

    require_perm(acting_user, TRIAGE, "Only the Stormwater Management Officer triages reports.")
    report = _new(report)
    spec = report.kind_spec
    case = case_open(
        acting_user=acting_user,
        kind=kind or CASE_KIND_FOR.get(report.kind, Case.Kind.DISCHARGE),
        summary=summary or f"{spec.name} reported: {report.description}".strip(),
        address=report.address,
        latitude=report.latitude,
        longitude=report.longitude,
        from_report=report,
    )
    report.case = case
    report._open_case()
    report.triaged_by, report.triaged_at = acting_user, now()
    report._history_user = acting_user
    report.save()
    record(report, acting_user, "illicit.report_case", f"Case {case.reference} opened from it.")
    tell(report, "A case was opened and the Town is investigating.")
    return case


@transaction.atomic
def report_merge(*, acting_user, report: Report, case: Case) -> Report:
    """Triage: the report is about a case the Town already has (a duplicate)."""
    require_perm(acting_user, TRIAGE, "Only the Stormwater Management Officer triages reports.")
    report = _new(report)
    case = Case.objects.get(pk=case.pk)
    require(
        not case.is_closed,
        f"Case {case.reference} is closed; open a new case for this report instead.",
        ValidationError,
    )
    report.case = case
    report._merge()
    report.triaged_by, report.triaged_at = acting_user, now()
    report._history_user = acting_user
    report.save()
    record(report, acting_user, "illicit.report_merged", f"Merged into case {case.reference}.")
    record(case, acting_user, "illicit.report_merged", f"Report {report.reference} merged into it.")
    tell(report, "The Town already has a case about this; your report was added to it.")
    return report


@transaction.atomic
def report_close(*, acting_user, report: Report, reason: str, note: str = "") -> Report:
    """Triage: nothing to investigate, with the reason the reporter is told."""
    require_perm(acting_user, TRIAGE, "Only the Stormwater Management Officer triages reports.")
    if reason not in Report.CloseReason.values:
        raise ValidationError({"reason": "Choose the reason for closing the report."})
    report = _new(report)
    report.closed_reason = reason
    report.close_note = (note or "").strip()
    report._close()
    report.triaged_by, report.triaged_at = acting_user, now()
    report._history_user = acting_user
    report.save()
    label = report.get_closed_reason_display()
    record(report, acting_user, "illicit.report_closed", f"Closed: {label}.")
    tell(report, f"Closed: {label}.", status="closed")
    return report


# --- what the public sees ------------------------------------------------------------
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
_PHONE = re.compile(r"(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}")


UNDER_REVIEW = "Description under review"
# A report closed before staff published its description (or its held place): it stays
# unpublished, and the public pages say so instead of "under review" forever.
NOT_PUBLISHED = "Description not published (the report was closed without it)"
LOCATION_UNDER_REVIEW = "The place is under review"


def _masked(text: str) -> str:
    text = _EMAIL.sub("[email removed]", text)
    return _PHONE.sub("[phone removed]", text)


def description_proposed(report: Report) -> str:
    """What staff are offered to publish: the description with the email addresses and
    phone numbers typed in it masked."""
    return _masked(report.description)


def public_description(report: Report) -> str:
    """The description as published (Open311, the status page): only what staff reviewed
    and approved, and only once the place is not held; until then the service's name and
    "Description under review" ("not published" once the report is closed). The
    reporter's name, email and phone are never published."""
    kind = kinds.BY_CODE.get(report.kind)
    name = kind.name if kind else report.kind
    if report.description_reviewed_at is None or report.location_held:
        if report.open311_status == "closed":
            return f"{name}: {NOT_PUBLISHED}."
        return f"{name}: {UNDER_REVIEW}."
    return report.published_description


@transaction.atomic
def report_description_publish(*, acting_user, report: Report, text: str) -> Report:
    """Staff read the report's description and approve the text the public sees (emails
    and phone numbers masked again: published text never carries them)."""
    require_perm(acting_user, TRIAGE, "Only the Stormwater Management Officer triages reports.")
    text = _masked((text or "").strip())
    if len(text) > MAX_DESCRIPTION:
        raise ValidationError(
            {"text": f"Keep the published description to {MAX_DESCRIPTION:,} characters."}
        )
    report = Report.objects.select_for_update().get(pk=report.pk)
    report.published_description = text
    report.description_reviewed_at, report.description_reviewed_by = now(), acting_user
    report._history_user = acting_user
    report.save()
    record(
        report,
        acting_user,
        "illicit.report_description_published",
        "Published the description: " + (text[:200] if text else "(nothing)"),
    )
    return report


# --- where, as published: only a location the Town computed ----------------------------
# A house number, then the street: registry/streets.py's NUMBERED (at most six digits).
_CORNER = re.compile(r"^(?:the\s+)?(?:corner|intersection)\s+of\s+", re.IGNORECASE)
_CROSSING = re.compile(r"\s+(?:at|and)\s+|\s*(?:&|/|@)\s*", re.IGNORECASE)
COARSE_PLACES = Decimal("0.001")  # about 110 m north-south, 80 m east-west here: a block


def street_index():
    """The Town's street list, for matching (registry/streets.py): one query."""
    from lockport_sw.registry.models import Street
    from lockport_sw.registry.streets import StreetIndex

    return StreetIndex(Street.objects.filter(in_city=False).values_list("name", flat=True))


def town_location(address: str, streets=None) -> str | None:
    """The place the Town publishes for a typed "where", computed from its street list,
    in the list's spelling, or None (held: nothing the reporter typed is published as
    typed):

    - a house number and a street the list knows: "12 Mill Rd" is "0-99 block of Mill Road";
    - two different streets the list knows, joined by "at", "and", "&", "/" or "@" (or
      "corner of ..."): "mill & main st" is "Mill Road at Main Street".

    Only the first part before a comma is read ("6400 Robinson Road, Lockport")."""
    streets = street_index() if streets is None else streets
    first = (address or "").split(",", 1)[0].strip()
    if not first:
        return None
    match = NUMBERED.match(first)
    if match:
        street = streets.street(match.group(2))
        if street is None:
            return None
        block = int(match.group(1)) // 100 * 100
        return f"{block}-{block + 99} block of {street}"
    parts = _CROSSING.split(_CORNER.sub("", first, count=1))
    if len(parts) != 2:
        return None
    named = [streets.street(part) for part in parts]
    if None in named or named[0] == named[1]:
        return None
    return f"{named[0]} at {named[1]}"


def received_location(address: str) -> tuple[str, bool]:
    """(public_location, location_held) of a report received with ``address``: the
    Town's location, or nothing published and held for staff when the reporter typed a
    place the Town cannot compute."""
    if not (address or "").strip():
        return "", False
    computed = town_location(address)
    return (computed, False) if computed else ("", True)


@transaction.atomic
def report_location_publish(*, acting_user, report: Report, text: str) -> Report:
    """Staff write the place the public sees of a report (its held "where", or a
    correction of the Town's computed one): no house number, name or private detail;
    emails and phone numbers are masked again. Empty: no place is published in words
    (the rounded point, if any, stands). Releases a held location (and so the
    description staff approved)."""
    require_perm(acting_user, TRIAGE, "Only the Stormwater Management Officer triages reports.")
    text = " ".join(_masked((text or "").strip()).split())
    if len(text) > 300:
        raise ValidationError({"location": "Keep the public location to 300 characters."})
    report = Report.objects.select_for_update().get(pk=report.pk)
    report.public_location = text
    report.location_held = False
    report.location_reviewed_at, report.location_reviewed_by = now(), acting_user
    report._history_user = acting_user
    report.save()
    record(
        report,
        acting_user,
        "illicit.report_location_published",
        "Published the location: " + (text or "(no place in words)"),
    )
    return report


def public_address(report: Report) -> str | None:
    """The place in words as published (Open311's ``address``), or None."""
    if report.location_held or not report.public_location:
        return None
    return report.public_location


def public_point(report: Report) -> tuple[float, float] | None:
    """The point rounded to three decimal places (a block), or None."""
    if report.latitude is None or report.longitude is None:
        return None
    return (
        float(Decimal(report.latitude).quantize(COARSE_PLACES)),
        float(Decimal(report.longitude).quantize(COARSE_PLACES)),
    )


def _rounded_at_least(name: str, bound: Decimal) -> Q:
    """The rows whose ``name``, rounded as ``public_point`` rounds it (to COARSE_PLACES,
    a half to the even neighbor: Decimal's own rounding), is at least ``bound``: the
    smallest grid value ``g`` at or above ``bound`` is reached from above its half-way
    point, and from the half-way point itself when ``g`` is the even neighbor."""
    g = bound.quantize(COARSE_PLACES, rounding=ROUND_CEILING)
    tie = g - COARSE_PLACES / 2
    q = Q(**{f"{name}__gt": tie})
    return q | Q(**{name: tie}) if (g / COARSE_PLACES) % 2 == 0 else q


def _rounded_at_most(name: str, bound: Decimal) -> Q:
    """The rows whose rounded ``name`` is at most ``bound`` (as ``_rounded_at_least``)."""
    h = bound.quantize(COARSE_PLACES, rounding=ROUND_FLOOR)
    tie = h + COARSE_PLACES / 2
    q = Q(**{f"{name}__lt": tie})
    return q | Q(**{name: tie}) if (h / COARSE_PLACES) % 2 == 0 else q


def public_point_within(
    min_lat: Decimal, max_lat: Decimal, min_lon: Decimal, max_lon: Decimal
) -> Q:
    """The reports whose *published* point (``public_point``, rounded to a block) is in
    the box: a box never tells more of a report's place than the point published (a box
    drawn ever smaller around the exact point finds nothing the rounded one does not).
    Read from the stored columns, so an index can serve it. A box whose west edge is east
    of its east edge wraps across the antimeridian."""
    lats = _rounded_at_least("latitude", min_lat) & _rounded_at_most("latitude", max_lat)
    if min_lon <= max_lon:
        lons = _rounded_at_least("longitude", min_lon) & _rounded_at_most("longitude", max_lon)
    else:
        lons = _rounded_at_least("longitude", min_lon) | _rounded_at_most("longitude", max_lon)
    return lats & lons


def public_where(report: Report) -> str:
    """The place in words as published: the Town's location, or the rounded point; a
    held place says so (and, once the report is closed, that it was not published)."""
    address = public_address(report)
    if address:
        return address
    point = public_point(report)
    if point:
        return f"near {point[0]:.3f}, {point[1]:.3f}"
    place = current().place.postal_city
    if report.location_held:
        if report.open311_status == "closed":
            return f"{place} (the place was not published)"
        return f"{place} ({LOCATION_UNDER_REVIEW.lower()})"
    return f"{place} (the place is not published)"
