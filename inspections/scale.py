"""Scale data (``manage.py seed_scale``): the photos taken at the inspections (their
metadata; one small real JPEG stored once stands in for every image), and the § 159-7A(2)
site logs of the projects still under construction, with their open clocks.

Each log has its weekly inspection clock running, and the storms of 0.5 inch or more
entered on it, each with its 24-hour inspection clock (``storm_inspection``) never met:
the storms and clocks make up the rest of the issue's 200,000 open clocks (at --scale 1),
a volume meant to load the clock board and the sweep rather than to be a typical Town's.
Clocks are counted by ``deadline_build``, as the services count them.
"""

from __future__ import annotations

import hashlib
import io
import uuid
from datetime import timedelta
from decimal import Decimal

from django.contrib.contenttypes.models import ContentType
from django.core.files.base import ContentFile
from django.utils import timezone

from lockport_sw.calendar.selectors import town_calendar
from lockport_sw.deadlines import services as clocks
from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.models import Upload
from lockport_sw.documents.storage import get_private_storage
from lockport_sw.jurisdiction.registry import current
from swppp.models import Project, Submission

from .models import Inspection, Photo, SiteLog, StormEvent
from .services.site_log import STORM, WEEKLY

STAGE = 2  # after the inspections (swppp) and the notices' clocks (enforcement)
STAND_IN = "uploads/scale/stand-in-photo.jpg"


def stand_in_jpeg() -> tuple[str, str, int]:
    """The one stored JPEG every scale photo's upload row points at: (name, sha, size)."""
    storage = get_private_storage()
    if not storage.exists(STAND_IN):
        from PIL import Image

        buffer = io.BytesIO()
        Image.new("RGB", (64, 48), (120, 110, 90)).save(buffer, "JPEG")
        storage.save(STAND_IN, ContentFile(buffer.getvalue()))
    with storage.open(STAND_IN, "rb") as fh:
        data = fh.read()
    return STAND_IN, hashlib.sha256(data).hexdigest(), len(data)


def seed(ctx) -> None:
    _photos(ctx)
    _site_logs(ctx)


def _photos(ctx) -> None:
    """One photo of each inspection, a second of every fourth (the first item's)."""
    name, sha, size = stand_in_jpeg()
    inspection_type = ContentType.objects.get_for_model(Inspection)
    inspections = list(
        Inspection.objects.filter(reference__startswith="S-I")
        .order_by("pk")
        .values_list("pk", "inspector_id", "completed_at")
    )
    taken = [(pk, who, at, k) for pk, who, at in inspections for k in range(1 + (pk % 4 == 0))]
    ids = [uuid.uuid4() for _ in taken]
    ctx.bulk(
        "photos' uploads",
        Upload,
        (
            Upload(
                id=ids[i],
                file=name,
                original_name=f"IMG_{i % 10_000:04d}.jpg",
                content_type="image/jpeg",
                size=size,
                sha256=sha,
                uploaded_by_id=who,
                uploaded_at=at,
                subject_type=inspection_type,
                subject_id=pk,
            )
            for i, (pk, who, at, _k) in enumerate(taken)
        ),
        len(taken),
    )
    ctx.bulk(
        "photos",
        Photo,
        (
            Photo(
                inspection_id=pk,
                upload_id=ids[i],
                item="" if k == 0 else "sediment_controls",
                caption="Silt fence along the east line." if k else "The site from the gate.",
                taken_at=at - timedelta(minutes=20),
                added_by_id=who,
            )
            for i, (pk, who, at, k) in enumerate(taken)
        ),
        len(taken),
    )


def _site_logs(ctx) -> None:
    now = timezone.now()
    smo = ctx.records["smo"]
    calendar = town_calendar()
    approved = list(
        Project.objects.filter(
            reference__startswith="S-P", submissions__state=Submission.State.APPROVED
        )
        .select_related("parcel")
        .order_by("-pk")
        .distinct()[: max(1, ctx.count("projects") * 3 // 10)]  # the newest approved
    )
    project_type = ContentType.objects.get_for_model(Project)
    logs = ctx.bulk(
        "site logs",
        SiteLog,
        (
            SiteLog(
                subject_type=project_type,
                subject_id=p.pk,
                subject_label=p.label,
                parcel=p.parcel,
                opened_at=now - timedelta(days=400),
                opened_by=smo,
            )
            for p in approved
        ),
        len(approved),
    )
    ctx.bulk(
        "weekly inspection clocks",
        Deadline,
        (
            clocks.deadline_build(
                rule=WEEKLY,
                subject=log,
                subject_label=f"Weekly site inspection · {log.subject_label}",
                starts_at=now - timedelta(days=log.pk % 7, hours=3),
                calendar=calendar,
            )
            for log in logs
        ),
        len(logs),
    )
    wanted = ctx.count("open_clocks") - Deadline.objects.filter(status="open").count()
    if wanted <= 0:
        return
    per_log = -(-wanted // len(logs))
    spacing = timedelta(days=400) / (per_log + 1)
    storms = ctx.bulk(
        "storms",
        StormEvent,
        (
            StormEvent(
                log=logs[i % len(logs)],
                ended_at=now - timedelta(days=400) + spacing * (i // len(logs) + 1),
                precipitation_inches=Decimal("0.50") + Decimal(i % 30) / 20,
                gauge=current().place.hall,
                recorded_by=smo,
            )
            for i in range(wanted)
        ),
        wanted,
    )
    labels = {log.pk: log.subject_label for log in logs}
    ctx.bulk(
        "storm inspection clocks",
        Deadline,
        (
            clocks.deadline_build(
                rule=STORM,
                subject=storm,
                subject_label=f"Storm inspection ({storm.precipitation_inches} in.) · "
                f"{labels[storm.log_id]}",
                starts_at=storm.ended_at,
                calendar=calendar,
            )
            for storm in storms
        ),
        wanted,
    )
