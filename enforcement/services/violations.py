"""Recording a violation, its evidence and its end.

A violation always names provisions of the catalogue (enforcement/chapters.py, mirrored
in ``Provision``) of one chapter. The chapters and inspections call ``violation_record``
with the record it was found from (``subject``: a project, a case, an inspection).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.core import versions
from lockport_sw.documents.services import upload_store
from lockport_sw.jurisdiction.registry import chapter_named
from lockport_sw.registry.models import Party, Property

from ..models import Evidence, Provision, Violation
from ._common import chapter_of, long_date, record, reference, require_perm, today

RECORD = "enforcement.record_violation"
MAX_FILES = 10


def _provisions(chapter: str, codes: Iterable[str]) -> list[Provision]:
    codes = [c for c in dict.fromkeys(codes or []) if c]
    if not codes:
        raise ValidationError({"provisions": "Choose the provisions that were violated."})
    found = {p.code: p for p in Provision.objects.filter(code__in=codes, active=True)}
    unknown = [c for c in codes if c not in found]
    if unknown:
        raise ValidationError(
            {"provisions": f"Not in the provision catalogue: {', '.join(unknown)}."}
        )
    other = [c for c in codes if found[c].chapter != chapter]
    if other:
        raise ValidationError(
            {"provisions": f"Not provisions of {chapter_named(chapter)}: {', '.join(other)}."}
        )
    return [found[c] for c in codes]


def _check_dates(started_on: date | None, ended_on: date | None, continuing: bool) -> None:
    errors = {}
    if started_on is None:
        errors["started_on"] = "Give the date the violation began or was first seen."
    elif started_on > today():
        errors["started_on"] = "The start cannot be in the future."
    if not continuing:
        if ended_on is None:
            errors["ended_on"] = "Give the date it ended, or mark it continuing."
        elif started_on and ended_on < started_on:
            errors["ended_on"] = f"It cannot end before it began ({long_date(started_on)})."
        elif ended_on > today():
            errors["ended_on"] = "The end cannot be in the future."
    elif ended_on is not None:
        errors["ended_on"] = "A continuing violation has no end date."
    if errors:
        raise ValidationError(errors)


@transaction.atomic
def violation_record(
    *,
    acting_user,
    chapter: str,
    party: Party,
    parcel: Property,
    provisions: Iterable[str],
    description: str,
    started_on: date,
    continuing: bool = True,
    ended_on: date | None = None,
    subject=None,
    subject_label: str = "",
    files: Iterable = (),
    inspection=None,
) -> Violation:
    """A party violated ``provisions`` of ``chapter`` at ``parcel``, found from ``subject``
    (a project, a Chapter 158 case, an inspection). Files are stored as evidence through
    the upload checks; an inspection is linked as evidence. All or nothing."""
    require_perm(acting_user, RECORD, "Only Town office staff record violations.")
    the_chapter = chapter_of(chapter)
    errors = {}
    description = (description or "").strip()
    if not description:
        errors["description"] = "Describe what was found."
    if party is None:
        errors["party"] = "Name the responsible person (a party in the registry)."
    if parcel is None:
        errors["parcel"] = "Name the property."
    try:
        chosen = _provisions(the_chapter.chapter, provisions)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    try:
        _check_dates(started_on, ended_on, continuing)
    except ValidationError as exc:
        errors.update(exc.message_dict)
    files = [f for f in files or [] if f]
    if len(files) > MAX_FILES:
        errors["files"] = f"Attach at most {MAX_FILES} files at once."
    if errors:
        raise ValidationError(errors)

    violation = Violation(
        reference=reference("V"),
        chapter=the_chapter.chapter,
        party=party,
        parcel=parcel,
        description=description,
        started_on=started_on,
        continuing=continuing,
        ended_on=None if continuing else ended_on,
        found_by=acting_user,
        found_at=timezone.now(),
    )
    if subject is not None:
        violation.subject_type = ContentType.objects.get_for_model(subject)
        violation.subject_id = subject.pk
        violation.subject_label = (subject_label or str(subject))[:200]
    violation._history_user = acting_user
    violation.save()
    violation.provisions.set(chosen)
    for file in files:
        _store_file(violation, acting_user, file)
    if inspection is not None:
        evidence_add(
            acting_user=acting_user,
            violation=violation,
            kind=Evidence.Kind.INSPECTION,
            description=str(inspection),
            source=inspection,
        )
    cited = ", ".join(p.citation for p in chosen)
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.violation_recorded",
        summary=f"Violation {violation.reference} recorded: {cited} by {party.name} at "
        f"{parcel.street_address}.",
    )
    return violation


def _store_file(violation: Violation, acting_user, file) -> Evidence:
    upload = upload_store(acting_user=acting_user, file=file, subject=violation)
    return Evidence.objects.create(
        violation=violation,
        kind=Evidence.Kind.FILE,
        description=upload.original_name[:500],
        upload=upload,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )


@transaction.atomic
def evidence_add(
    *,
    acting_user,
    violation: Violation,
    kind: str,
    description: str = "",
    file=None,
    source=None,
    taken_at: datetime | None = None,
    result: str = "",
) -> Evidence:
    """Add evidence: a file (checked by the upload pipeline), the inspection, a sample
    (with its laboratory result) or an observation."""
    require_perm(acting_user, RECORD, "Only Town office staff add evidence.")
    description = (description or "").strip()
    if kind not in Evidence.Kind.values:
        raise ValidationError({"kind": "Choose the kind of evidence."})
    if kind == Evidence.Kind.FILE:
        if file is None:
            raise ValidationError({"file": "Choose the file to attach."})
        evidence = _store_file(violation, acting_user, file)
        if description:
            evidence.description = description[:500]
            evidence.save(update_fields=["description"])
        return evidence
    if not description:
        raise ValidationError({"description": "Describe the evidence."})
    if taken_at is not None and taken_at > timezone.now():
        raise ValidationError({"taken_at": "It cannot have been observed in the future."})
    evidence = Evidence(
        violation=violation,
        kind=kind,
        description=description[:500],
        taken_at=taken_at,
        result=(result or "").strip()[:500],
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    if source is not None:
        evidence.source_type = ContentType.objects.get_for_model(source)
        evidence.source_id = source.pk
    evidence.save()
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.evidence_added",
        summary=f"Evidence added to {violation.reference}: {evidence}.",
    )
    return evidence


@transaction.atomic
def violation_end(
    *, acting_user, violation: Violation, ended_on: date, reason: str, version: str | None = None
) -> Violation:
    """The violation ended (corrected by the violator, abated by the Town, ceased): it
    stops counting weeks of continued violation (§ 158-11B, § 159-8C(4)) and its
    current notices close. ``version``: the violation's when the page was opened; an
    older page is refused (core/versions.py)."""
    from .notices import close_current_notices

    require_perm(acting_user, RECORD, "Only Town office staff record the end of a violation.")
    violation = Violation.objects.select_for_update().get(pk=violation.pk)
    versions.require_current(violation, version, acting_user=acting_user)
    if not violation.continuing:
        raise ValidationError(
            f"{violation.reference} already ended on {long_date(violation.ended_on)}."
        )
    if reason not in Violation.EndReason.values:
        raise ValidationError({"reason": "Say how the violation ended."})
    _check_dates(violation.started_on, ended_on, continuing=False)
    violation.continuing = False
    violation.ended_on = ended_on
    violation.end_reason = reason
    violation._history_user = acting_user
    violation.save()
    close_current_notices(violation=violation, acting_user=acting_user)
    record(
        violation=violation,
        actor=acting_user,
        action="enforcement.violation_ended",
        summary=f"Violation {violation.reference} ended on {long_date(ended_on)}: "
        f"{violation.get_end_reason_display().lower()}.",
    )
    return violation
