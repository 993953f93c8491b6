"""Chapter 158 records for tests, built through the services (bulk rows: tests/bulk.py
style, in bulk_reports/bulk_cases below, for query-count tests and the benchmark)."""

from __future__ import annotations

import io
from datetime import datetime, timedelta
from decimal import Decimal

from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from illicit.models import Case, Report
from illicit.models.reports import token_hash
from illicit.services import cases, reports
from lockport_sw.calendar.counting import TOWN_TZ
from tests.documents.factories import png_bytes
from tests.factories import PartyFactory, PropertyFactory

# A small real PNG (the one this replaced lacked a byte of its IEND chunk: a damaged
# image, now refused at upload, issue 45, item 2).
PNG = png_bytes()
MILL_ROAD = (Decimal("43.170100"), Decimal("-78.690200"))
ADDRESS = {
    "mailing_street": "12 Mill Road",
    "mailing_city": "Lockport",
    "mailing_state": "NY",
    "mailing_postal_code": "14094",
}


def local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN_TZ)


def photo(name="drain.png", data=PNG):
    return SimpleUploadedFile(name, data, content_type="image/png")


def report(**overrides) -> tuple[Report, str]:
    values = {
        "kind": "suds",
        "latitude": MILL_ROAD[0],
        "longitude": MILL_ROAD[1],
        "address": "12 Mill Road",
        "description": "Suds coming out of the catch basin.",
        "email": "neighbor@example.org",
        "name": "Nora Neighbor",
        "phone": "(716) 555-0199",
    }
    values.update(overrides)
    return reports.report_submit(**values)


def case(smo, *, kind=Case.Kind.DISCHARGE, with_parcel=True, **kw) -> Case:
    parcel = PropertyFactory(street_address="12 Mill Road") if with_parcel else None
    made = cases.case_open(
        acting_user=smo,
        kind=kind,
        summary=kw.pop("summary", "Grey water from a pipe into the ditch."),
        parcel=parcel,
        latitude=MILL_ROAD[0],
        longitude=MILL_ROAD[1],
        # A postal address each: orders and notices are served on them (issue 23, item 3).
        owner=kw.pop("owner", PartyFactory(name="Olive Owner", **ADDRESS)),
        operator=kw.pop("operator", PartyFactory(name="Mill Road Auto Wash", **ADDRESS)),
        **kw,
    )
    return made


def confirmed(smo, **kw) -> Case:
    made = case(smo, **kw)
    return cases.case_confirm(
        acting_user=smo, case=made, source="A floor drain piped to the ditch."
    )


def bulk_reports(n: int, *, start: int = 0, state=Report.State.NEW, near=True) -> None:
    """``n`` reports (no services: only the scale differs), spread a few meters apart so
    that some are possible duplicates of each other."""
    now = timezone.now()
    rows = []
    for i in range(start, start + n):
        rows.append(
            Report(
                reference=f"B-{i:07d}",
                token_hash=token_hash(f"t{i}"),
                kind=["suds", "oil", "odor", "sewage"][i % 4],
                latitude=MILL_ROAD[0] + (Decimal(i % 500) * Decimal("0.0003") if near else i),
                longitude=MILL_ROAD[1],
                address=f"{i} Bulk Road",
                description=f"Report {i}: call me at 716-555-{i % 10000:04d}.",
                reporter_email=f"r{i}@example.org",
                reporter_name=f"Reporter {i}",
                state=state,
                requested_at=now - timedelta(minutes=i),
                updated_at=now - timedelta(minutes=i),
            )
        )
    Report.objects.bulk_create(rows, batch_size=2000)


def bulk_cases(n: int, opened_by, *, start: int = 0) -> None:
    now = timezone.now()
    parcel = PropertyFactory(street_address="1 Bulk Road")
    party = PartyFactory(name="Bulk Party")
    Case.objects.bulk_create(
        (
            Case(
                reference=f"B{i:07d}",
                kind=Case.Kind.DISCHARGE,
                state=[Case.State.INVESTIGATING, Case.State.CONFIRMED, Case.State.REPORTED][i % 3],
                summary=f"Bulk case {i}",
                parcel=parcel,
                owner=party,
                operator=party,
                latitude=MILL_ROAD[0],
                longitude=MILL_ROAD[1],
                opened_at=now - timedelta(minutes=i),
                opened_by=opened_by,
            )
            for i in range(start, start + n)
        ),
        batch_size=2000,
    )


def csv_file(text: str, name="outfalls.csv"):
    return SimpleUploadedFile(name, text.encode(), content_type="text/csv")


def buffer(data: bytes) -> io.BytesIO:
    return io.BytesIO(data)
