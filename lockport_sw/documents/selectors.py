"""Reads of documents: by number, and the files attached to a case object."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import QuerySet

from .models import IssuedDocument, Upload


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
    """Files attached to ``subject``, newest first, with who uploaded them (one query)."""
    return (
        Upload.objects.filter(
            subject_type=ContentType.objects.get_for_model(subject), subject_id=subject.pk
        )
        .select_related("uploaded_by")
        .order_by("-uploaded_at")
    )
