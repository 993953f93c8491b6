"""Reads of documents: by number, and the files attached to a case object."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import QuerySet

from . import metadata
from .models import IssuedDocument, StrippedCopy, Upload


def issued_document_by_number(number: str) -> IssuedDocument | None:
    return (
        IssuedDocument.objects.select_related("issued_by", "supersedes")
        .filter(number=number)
        .first()
    )


def issued_documents_for(subject) -> QuerySet[IssuedDocument]:
    """Documents issued about ``subject``, newest first, with who issued them and what
    corrected them (one query)."""
    return (
        IssuedDocument.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        )
        .select_related("issued_by", "supersedes", "superseded_by")
        .order_by("-issued_at", "-pk")
    )


def uploads_for(subject) -> QuerySet[Upload]:
    """Files attached to ``subject``, newest first, with who uploaded them and their copy
    without metadata, if any (one query)."""
    return (
        Upload.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        )
        .select_related("uploaded_by", "stripped")
        .order_by("-uploaded_at")
    )


# What a download of an upload gives its viewer (issue 45, item 2): the file, or, for a
# photo outside the Town's staff, its copy without metadata, which a worker makes after
# the upload. Until then the download answers a "being prepared" page, which a page must
# never offer as the file itself (an <a download> would save that page as the photo).
READY = "ready"
BEING_PREPARED = "being prepared"
STAFF_ONLY = "staff only"


def is_town_staff(user) -> bool:
    """Whether the user is Town staff, who get photos as uploaded (metadata included): a
    visitor through a signing link has no account (an AnonymousUser, with no roles) and
    is not (issue 45, item 2: it answered 500)."""
    from lockport_sw.accounts.roles import TOWN_ROLES

    if user is None or not user.is_authenticated:
        return False
    return bool(user.is_superuser or user.has_role(*TOWN_ROLES))


def copy_of(upload: Upload) -> StrippedCopy | None:
    """The upload's copy without metadata, if made (no query when the upload was read
    with ``select_related("stripped")``)."""
    try:
        return upload.stripped
    except StrippedCopy.DoesNotExist:
        return None


def download_state(upload: Upload, user) -> str:
    """READY, BEING_PREPARED (a photo whose copy the worker has not made yet) or
    STAFF_ONLY (a photo that could not be copied without its metadata, or of a type not
    re-encoded here, which only the Town's staff may have), for ``user``."""
    if not metadata.is_photo(upload.content_type) or is_town_staff(user):
        return READY
    if not metadata.can_strip(upload.content_type):
        return STAFF_ONLY
    copy = copy_of(upload)
    if copy is None:
        return BEING_PREPARED
    return READY if copy.made else STAFF_ONLY
