"""Downloads: the only way a stored file leaves the server.

Signed-in users only (anonymous visitors go to the sign-in page); a user who may not see
a file gets 404, as for a file that does not exist, so its existence is not revealed.
Files go out as attachments with their detected type, never sniffed, never cached.
"""

from __future__ import annotations

import logging

from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from lockport_sw.core.access import login_required
from lockport_sw.security import services as security
from lockport_sw.security.models import Kind

from . import metadata, selectors, services
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
    return upload_response(request, upload)


def upload_response(request: HttpRequest, upload: Upload, **logged) -> HttpResponse:
    """The one way an upload goes out: logged as a file download in the security log
    (``logged``: how it was reached, e.g. through a signing link), as an attachment with
    the type its content was checked as at upload, never sniffed, never cached. The caller
    decided who may have it (a page reached by a link's token has no account)."""
    security.record(
        Kind.FILE_DOWNLOADED,
        request=request,
        user=request.user if request.user.is_authenticated else None,
        detail=upload.original_name,
        upload=str(upload.pk),
        **logged,
    )
    if metadata.is_photo(upload.content_type) and not selectors.is_town_staff(request.user):
        return _photo_without_metadata(request, upload)
    return _attachment(upload.file, filename=upload.download_name, content_type=upload.content_type)


def _photo_without_metadata(request: HttpRequest, upload: Upload) -> HttpResponse:
    """Outside the Town's staff a photo goes out without its EXIF (GPS, camera, time):
    the original stays stored, as evidence, for staff (issue 19, item 6). The copy is
    the one the worker made once after the upload (``StrippedCopy``); nothing is decoded
    here. Until it exists the answer says it is being prepared (and asks for it again,
    should the first request have been lost): a page, never the file (below)."""
    state = selectors.download_state(upload, request.user)
    if state == selectors.STAFF_ONLY:
        raise Http404("This photo is kept for the Town's staff only.")
    if state == selectors.BEING_PREPARED:
        services.stripped_copy_request_on_commit(upload)
        return being_prepared(request, upload)
    return _attachment(
        upload.stripped.file, filename=upload.download_name, content_type=upload.content_type
    )


def being_prepared(request: HttpRequest, upload: Upload) -> HttpResponse:
    """202 and a page saying the photo is being prepared. Nothing in it may be taken for
    the photo (issue 45, item 2): it is shown, never an attachment (``Content-Disposition:
    inline``, no file name), says when to ask again (``Retry-After``) and is never cached;
    the pages that link photos show "being prepared" instead of the link until the copy
    exists (templatetags/uploads.py), and no upload link carries ``download``."""
    response = render(
        request,
        "documents/being_prepared.html",
        {"upload": upload, "title": "This photo is being prepared"},
        status=202,
    )
    response["Content-Disposition"] = "inline"
    response["Retry-After"] = "10"
    response["Cache-Control"] = "private, no-store"
    response["X-Content-Type-Options"] = "nosniff"
    return response
