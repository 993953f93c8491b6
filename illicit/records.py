"""The investigation log of a case as a hearing body reads it (enforcement/records.py):
site visits, dye tests, samples with their laboratory results, follow-ups, and the
photos and reports attached to each entry."""

from __future__ import annotations

from enforcement.records import RecordItem, photo_of
from lockport_sw.documents.selectors import uploads_for

from .models import Case, Entry


def case_record(case: Case) -> list[RecordItem]:
    items = []
    for entry in case.entries.order_by("at", "pk"):
        details = []
        if entry.dye_result:
            details.append(f"Where the dye came out: {entry.dye_result}")
        if entry.sample_point:
            details.append(f"Sampled at: {entry.sample_point}")
        if entry.laboratory:
            details.append(f"Laboratory: {entry.laboratory}")
        if entry.lab_result:
            details.append(f"Laboratory result: {entry.lab_result}")
        if entry.discharge_found is not None:
            details.append(
                "The discharge was still there."
                if entry.discharge_found
                else "No discharge was found."
            )
        files = sorted(uploads_for(entry), key=lambda u: u.uploaded_at)
        items.append(
            RecordItem(
                at=entry.at,
                kind=Entry.Kind(entry.kind).label,
                text=entry.notes,
                details=tuple(details),
                photos=tuple(photo_of(u, caption=entry.notes[:120]) for u in files),
                source=f"Case {case.reference}",
            )
        )
    return items
