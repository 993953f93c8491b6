"""An inspection's findings and photos as a hearing body reads them
(enforcement/records.py)."""

from __future__ import annotations

from enforcement.records import RecordItem, photo_of

from .models import Inspection


def inspection_record(inspection: Inspection) -> list[RecordItem]:
    if inspection.completed_at is None:
        return []
    spec = inspection.kind_spec
    details = []
    for finding in inspection.findings.order_by("pk"):
        item = spec.item(finding.item)
        what = f"{item.text} ({item.citation})" if item and item.citation else finding.item
        if item and not item.citation:
            what = item.text
        line = f"{finding.get_outcome_display()}: {what}"
        if finding.note:
            line += f". {finding.note}"
        details.append(line)
    photos = tuple(
        photo_of(p.upload, caption=p.caption or (spec.item(p.item).text if p.item else ""))
        for p in inspection.photos.select_related("upload").order_by("taken_at", "pk")
    )
    return [
        RecordItem(
            at=inspection.completed_at,
            kind=f"Inspection: {spec.name}",
            text=inspection.summary or "",
            details=tuple(details),
            photos=photos,
            source=f"Inspection {inspection.reference}",
        )
    ]
