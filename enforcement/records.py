"""What a hearing body reads behind a violation (issue 18, item 9): the record the
violation was found from (a Chapter 158 case's investigation log: site visits, dye
tests, samples with their laboratory results, photos) and the evidence it cites (an
inspection's findings and photos). Enforcement imports no chapter and no other app
that imports it: each app registers a reader for its own model from its
``AppConfig.ready()``::

    from enforcement import records
    records.register(Case, case_record)

A reader returns ``RecordItem``s; the hearing packet prints them oldest first, with the
photos embedded as images and their captions.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from django.db import models

# Images a PDF can embed; other files (TIFF, PDF, DOCX) are listed by name.
EMBEDDABLE = {"image/png", "image/jpeg"}


@dataclass(frozen=True)
class RecordPhoto:
    name: str
    caption: str
    data_uri: str  # empty when the file cannot be embedded


@dataclass(frozen=True)
class RecordItem:
    at: datetime
    kind: str  # "Dye test", "Inspection finding"
    text: str
    details: tuple[str, ...] = ()  # "Laboratory result: ...", "Deficient: ..."
    photos: tuple[RecordPhoto, ...] = field(default_factory=tuple)
    source: str = ""  # "Case C-2026-0001", "Inspection INSP-2026-0004"


Reader = Callable[[models.Model], list[RecordItem]]
_READERS: dict[type[models.Model], Reader] = {}


def register(model: type[models.Model], reader: Reader) -> None:
    _READERS[model] = reader


def photo_of(upload, caption: str = "") -> RecordPhoto:
    """An upload as the packet shows it: embedded when it is a PNG or JPEG."""
    data_uri = ""
    if upload.content_type in EMBEDDABLE:
        with upload.file.open("rb") as fh:
            encoded = base64.b64encode(fh.read()).decode("ascii")
        data_uri = f"data:{upload.content_type};base64,{encoded}"
    return RecordPhoto(name=upload.original_name, caption=caption, data_uri=data_uri)


def record_of(*subjects) -> list[RecordItem]:
    """Every registered reader's items for ``subjects`` (None and unknown kinds are
    skipped), oldest first."""
    items: list[RecordItem] = []
    seen = set()
    for subject in subjects:
        if subject is None:
            continue
        key = (type(subject), subject.pk)
        if key in seen:
            continue
        seen.add(key)
        for klass in type(subject).__mro__:
            if klass in _READERS:
                items.extend(_READERS[klass](subject))
                break
    return sorted(items, key=lambda item: item.at)
