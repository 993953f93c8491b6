"""Downloads: the only way a stored file leaves the server.

Signed-in users only (anonymous visitors go to the sign-in page); a user who may not see
a file gets 404, as for a file that does not exist, so its existence is not revealed.
Files go out as attachments with their detected type, never sniffed, never cached.
"""

from __future__ import annotations

import io
import logging

from django.http import FileResponse, Http404, HttpRequest
from django.views.decorators.http import require_safe

from lockport_sw.core.access import login_required
from lockport_sw.security import services as security
from lockport_sw.security.models import Kind

from . import metadata, selectors
from .models import Upload

logger = logging.getLogger(__name__)


class IntegrityCheckFailed(Exception):
    """A stored issued document no longer has the hash recorded when it was issued."""


def _attachment(field_file, *, filename: str, content_type: str) -> FileResponse:
    return _attachment_of(
        field_file.storage.open(field_file.name, "rb"), filename=filename, content_type=content_type
    )


def _attachment_of(handle, *, filename: str, content_type: str) -> FileResponse:
    response = FileResponse(
        handle,
        as_attachment=True,
        filename=filename,
        content_type=content_type,
    )
    response["X-Content-Type-Options"] = "nosniff"
    response["Cache-Control"] = "private, no-store"
    return response


@login_required
@require_safe
def issued_download(request: HttpRequest, number: str) -> FileResponse:
    document = selectors.issued_document_by_number(number)
    if document is None or not request.user.has_perm("documents.view_issueddocument", document):
        raise Http404("No such document.")
    # Issued documents are never regenerated in place (DESIGN.md): what goes out is what
    # was issued, or nothing.
    if not document.verify():
        logger.error("Issued document %s does not match its recorded SHA-256.", document.number)
        raise IntegrityCheckFailed(document.number)
    security.record(
        Kind.LETTER_DOWNLOADED, request=request, user=request.user, detail=document.number
    )
    return _attachment(
        document.file, filename=document.download_name, content_type="application/pdf"
    )


@login_required
@require_safe
def upload_download(request: HttpRequest, pk) -> FileResponse:
    upload = Upload.objects.filter(pk=pk).first()
    if upload is None or not request.user.has_perm("documents.view_upload", upload):
        raise Http404("No such file.")
    security.record(
        Kind.FILE_DOWNLOADED,
        request=request,
        user=request.user,
        detail=upload.original_name,
        upload=str(upload.pk),
    )
    if metadata.is_photo(upload.content_type) and not _town_staff(request.user):
        return _photo_without_metadata(upload)
    return _attachment(upload.file, filename=upload.download_name, content_type=upload.content_type)


def _town_staff(user) -> bool:
    from lockport_sw.accounts.roles import TOWN_ROLES

    return bool(user.is_superuser or user.has_role(*TOWN_ROLES))


def _photo_without_metadata(upload: Upload) -> FileResponse:
    """Outside the Town's staff a photo goes out without its EXIF (GPS, camera, time):
    the original stays stored, as evidence, for staff (issue 19, item 6)."""
    if not metadata.can_strip(upload.content_type):
        raise Http404("This photo is kept for the Town's staff only.")
    with upload.file.storage.open(upload.file.name, "rb") as handle:
        body = metadata.without_metadata(handle.read(), upload.content_type)
    return _attachment_of(
        io.BytesIO(body), filename=upload.download_name, content_type=upload.content_type
    )
