"""Writes of documents: issuing a PDF and storing an upload.

Both store a file and a row in one transaction, and leave neither when anything fails.
Neither checks the permission for the act itself (issuing an NOV, attaching a plan to a
SWPPP): the calling service does, then calls these with the same ``acting_user``.
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import re
import uuid
from datetime import timedelta

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files import File
from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction
from django.utils import timezone

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.numbering import yearly_reference
from lockport_sw.jurisdiction.registry import cite

from . import metadata
from .models import KIND_PATTERN, ImmutableRecordError, IssuedDocument, StrippedCopy, Upload
from .rendering import render_pdf
from .storage import private_storage
from .uploads import clean_original_name, validate_upload

logger = logging.getLogger(__name__)


def _check_acting_user(user) -> None:
    if user is None or not user.is_authenticated or not user.is_active or user.pk is None:
        raise PermissionDenied("Only a signed-in, active user may store documents.")


def _subject_parts(subject) -> tuple[ContentType, int]:
    if subject is None or getattr(subject, "pk", None) is None:
        raise ValidationError({"subject": "A document belongs to a saved case record."})
    return ContentType.objects.get_for_model(subject), subject.pk


def _next_number(kind: str, year: int) -> str:
    """The next number of the series (kind, year), taken under a row lock so that two
    issuances at once never get the same number, and rolled back with the transaction
    (so a failed issuance leaves no gap)."""
    return yearly_reference(kind, year)


def _store_new_issued_file(name: str, data: bytes) -> str:
    """Write ``data`` at exactly ``name``; never overwrite an issued document's file.

    A file already there with no row pointing at it is left over from an issuance whose
    transaction rolled back after the file was written (the caller's outer transaction
    failed): its number was rolled back too and is being given out again. It was never
    issued; it is kept aside (renamed), not overwritten, and the new file written.
    """
    if private_storage.exists(name):
        if IssuedDocument.objects.filter(file=name).exists():
            raise ImmutableRecordError(
                f"{name} is an issued document; issued documents are never regenerated "
                "in place (DESIGN.md). Issue a correction instead."
            )
        aside = f"{name}.orphan-{timezone.now():%Y%m%dT%H%M%S%f}"
        os.replace(private_storage.path(name), private_storage.path(aside))
        logger.warning("Moved %s (from a rolled-back issuance) aside to %s.", name, aside)
    stored = private_storage.save(name, ContentFile(data))
    if stored != name:  # another process wrote the name between our check and our write
        private_storage.delete(stored)
        raise ImmutableRecordError(f"{name} appeared while it was being written; not issued.")
    return stored


def _validate_issue(*, kind, template_name, title, citations, subject_type, subject_id, supersedes):
    errors = {}
    if not re.fullmatch(KIND_PATTERN, kind or "") or len(kind) > 30:
        errors["kind"] = "A document kind is capital letters, digits and hyphens, e.g. NOV."
    if not template_name:
        errors["template_name"] = "Name the template of the document."
    if not (title or "").strip():
        errors["title"] = "A document has a title."
    # Every letter cites the sections it relies on (statute README: "cite sections in
    # generated documents").
    if (
        not isinstance(citations, list | tuple)
        or not citations
        or not all(isinstance(c, str) and c.strip() for c in citations)
    ):
        errors["citations"] = (
            f'List the statute sections the document relies on, e.g. "{cite("swm.review_by_smo")}".'
        )
    if supersedes is not None:
        if supersedes.kind != kind:
            errors["supersedes"] = (
                f"{supersedes.number} is a {supersedes.kind}; a correction is of the same "
                f"kind, not a {kind}."
            )
        elif (supersedes.subject_type_id, supersedes.subject_id) != (
            subject_type.pk,
            subject_id,
        ):
            errors["supersedes"] = f"{supersedes.number} is about another record."
    if errors:
        raise ValidationError(errors)


def document_issue(
    *,
    acting_user,
    kind: str,
    template_name: str,
    context: dict,
    subject,
    title: str,
    citations: list[str],
    supersedes: IssuedDocument | None = None,
    issued_at=None,
) -> IssuedDocument:
    """Number, render, hash and store a PDF; return its (immutable) row.

    The number is the next of the (kind, year) series, the year being the Town's local
    year at issuance; the PDF is rendered from ``template_name`` (which extends
    ``pdf/base_letter.html``) with ``context`` plus ``document_number``, ``issued_at``,
    ``citations``, ``title`` and ``supersedes``; the file is stored once at
    ``issued/<kind>/<year>/<number>.pdf``. A correction is a new document with
    ``supersedes=`` the one it corrects, which stays as it was (DESIGN.md: issued
    documents are never regenerated in place); a document is corrected at most once.

    ``issued_at`` is the moment of issuance, now by default. A caller that prints on the
    document a period counted from its issuance (§ 158-12: an appeal within 15 days of
    the notice's issuance) takes the moment first and passes it, so that the printed
    date and the clock it opens are counted from the same moment; it must be within the
    last minute.

    On any failure nothing is left: no row, no file, no number used.
    """
    _check_acting_user(acting_user)
    subject_type, subject_id = _subject_parts(subject)
    citations = [c.strip() for c in citations] if isinstance(citations, list | tuple) else citations
    _validate_issue(
        kind=kind,
        template_name=template_name,
        title=title,
        citations=citations,
        subject_type=subject_type,
        subject_id=subject_id,
        supersedes=supersedes,
    )
    title = title.strip()
    stored: str | None = None
    try:
        with transaction.atomic():
            if supersedes is not None:
                # Lock the corrected document: two corrections at once cannot both pass.
                old = IssuedDocument.objects.select_for_update().get(pk=supersedes.pk)
                successor = IssuedDocument.objects.filter(supersedes=old).first()
                if successor is not None:
                    raise ValidationError(
                        {
                            "supersedes": f"{old.number} has already been corrected by "
                            f"{successor.number}; correct {successor.number} instead."
                        }
                    )
            now = timezone.now()
            if issued_at is None:
                issued_at = now
            elif not (now - timedelta(minutes=1) <= issued_at <= now):
                raise ValueError("issued_at must be the moment of issuance (within a minute).")
            # Document years, like every clock of the two chapters, are the Town's.
            year = timezone.localtime(issued_at, TOWN_TZ).year
            number = _next_number(kind, year)
            pdf = render_pdf(
                template_name,
                {
                    **context,
                    "document_number": number,
                    "issued_at": issued_at,
                    "citations": citations,
                    "title": title,
                    "supersedes": supersedes,
                    "subject": context.get("subject", subject),
                },
            )
            stored = _store_new_issued_file(f"issued/{kind}/{year}/{number}.pdf", pdf)
            document = IssuedDocument(
                kind=kind,
                number=number,
                title=title,
                subject_type=subject_type,
                subject_id=subject_id,
                citations=list(citations),
                template_name=template_name,
                file=stored,
                sha256=hashlib.sha256(pdf).hexdigest(),
                size=len(pdf),
                issued_by=acting_user,
                issued_at=issued_at,
                supersedes=supersedes,
            )
            document.full_clean(validate_unique=False, validate_constraints=False)
            document.save()
    except BaseException:
        if stored is not None:
            private_storage.delete(stored)
        raise
    return document


def _hash_and_size(file: File) -> tuple[str, int]:
    digest, size = hashlib.sha256(), 0
    for chunk in file.chunks():
        digest.update(chunk)
        size += len(chunk)
    file.seek(0)
    return digest.hexdigest(), size


# The disk is full (or the file system's quota or file-size limit is reached).
NO_ROOM = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
NO_ROOM_MESSAGE = (
    "The server could not store the file: its disk is full. Nothing was saved. Try again "
    "later; if it keeps happening, call the Town."
)


def _save_or_refuse(name: str, file: File) -> str:
    """Write the file at ``name``; a write that fails for lack of room leaves nothing
    behind (Django's storage leaves the part written) and is refused with a message
    (issue 19, item 3: a full disk refuses the upload, nothing half-written remains)."""
    try:
        return private_storage.save(name, file)
    except OSError as exc:
        # ``name`` carries a new uuid: whatever is there is this write's own part.
        private_storage.delete(name)
        if exc.errno in NO_ROOM:
            logger.error("Upload refused: no room to store %s (%s).", name, exc)
            raise ValidationError({"file": NO_ROOM_MESSAGE}, code="no_room") from exc
        raise


def upload_store(*, acting_user, file, subject=None) -> Upload:
    """Validate ``file`` with the upload pipeline (uploads.validate_upload), then store it
    under a generated name (``uploads/<yyyy>/<mm>/<uuid>.<ext>``, the uuid being the
    row's primary key) and record it. A refused file raises ValidationError({"file": ...})
    and stores nothing.
    """
    _check_acting_user(acting_user)
    if file is not None and not isinstance(file, File):
        file = File(file, name=getattr(file, "name", None))
    try:
        detected = validate_upload(file)
    except ValidationError as exc:
        raise ValidationError({"file": exc.error_list}) from exc
    subject_type, subject_id = _subject_parts(subject) if subject is not None else (None, None)

    sha256, size = _hash_and_size(file)
    pk = uuid.uuid4()
    uploaded_at = timezone.now()
    local = timezone.localtime(uploaded_at, TOWN_TZ)
    name = f"uploads/{local:%Y}/{local:%m}/{pk}.{detected.extension}"
    original_name = clean_original_name(file.name or "")
    stored: str | None = None
    try:
        with transaction.atomic():
            stored = _save_or_refuse(name, file)
            if stored != name:
                raise ImmutableRecordError(f"{name} exists already; not stored.")
            upload = Upload(
                id=pk,
                file=stored,
                original_name=original_name,
                content_type=detected.mime,
                size=size,
                sha256=sha256,
                uploaded_by=acting_user,
                uploaded_at=uploaded_at,
                subject_type=subject_type,
                subject_id=subject_id,
            )
            upload.save()
            if metadata.can_strip(upload.content_type):
                stripped_copy_request_on_commit(upload)
    except BaseException:
        if stored is not None:
            private_storage.delete(stored)
        raise
    return upload


def stripped_copy_request_on_commit(upload: Upload) -> None:
    """Queue the making of the photo's copy without metadata once the upload is committed
    (issue 45, item 2: made once, by a worker, never on a download)."""
    transaction.on_commit(lambda: _queue_stripped_copy(upload.pk))


def _queue_stripped_copy(upload_id) -> None:
    from .tasks import stripped_copy_make as task

    try:
        task.delay(str(upload_id))
    except Exception:  # broker down: the next download asks again
        logger.warning("Could not queue the stripped copy of upload %s.", upload_id)


def stripped_copy_make(upload_id) -> bool:
    """Make and store, once, the copy without metadata of an uploaded photo (its pixels
    re-encoded by ``metadata.without_metadata``) as ``<original name>.stripped.<ext>``
    beside the original; return whether a copy exists afterwards. A photo that cannot be
    decoded (or is not of a type we re-encode) gets a row with no file, and is then kept
    for the Town's staff only. Safe to run twice at once: the row's primary key is the
    upload's, so one insert wins and the other's file is removed."""
    upload = Upload.objects.filter(pk=upload_id).first()
    if upload is None:
        return False
    existing = StrippedCopy.objects.filter(upload=upload).first()
    if existing is not None:
        return existing.made
    body = b""
    if metadata.can_strip(upload.content_type):
        try:
            with upload.file.storage.open(upload.file.name, "rb") as handle:
                body = metadata.without_metadata(handle, upload.content_type)
        except metadata.NOT_DECODABLE as exc:
            logger.error("Upload %s could not be re-encoded without metadata: %s", upload.pk, exc)
            body = b""
    stem, ext = os.path.splitext(upload.file.name)
    stored = ""
    try:
        with transaction.atomic():
            if body:
                stored = private_storage.save(f"{stem}.stripped{ext}", ContentFile(body))
            StrippedCopy(
                upload=upload,
                file=stored,
                sha256=hashlib.sha256(body).hexdigest() if body else "",
                size=len(body),
                made_at=timezone.now(),
            ).save()
    except IntegrityError:  # another worker made it first
        if stored:
            private_storage.delete(stored)
        return StrippedCopy.objects.get(upload=upload).made
    except BaseException:
        if stored:
            private_storage.delete(stored)
        raise
    return bool(stored)
