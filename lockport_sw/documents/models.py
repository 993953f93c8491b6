"""Issued documents (numbered, hashed, immutable PDFs) and uploads (validated, private).

Both kinds of row are written once and never changed or deleted: DESIGN.md, "nothing a
case depends on is hard-deleted; issued documents are never regenerated in place". The
protection is in three layers: ``save()`` and ``delete()`` here, the queryset's
``update()`` and ``delete()``, and a database trigger (migration 0002) that refuses any
UPDATE or DELETE, even one issued by a cascade or by hand (lockport_sw/core/immutable.py).
"""

from __future__ import annotations

import hashlib
import os
import uuid

from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.core.validators import RegexValidator
from django.db import models
from django.urls import reverse

from lockport_sw.core.immutable import (  # ImmutableRecordError: imported from here too
    ImmutableModel,
    ImmutableRecordError,  # noqa: F401
)
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.reports.search import search_index

from .storage import get_private_storage
from .uploads import extension_matches

KIND_PATTERN = r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*$"
kind_validator = RegexValidator(
    KIND_PATTERN, "A document kind is capital letters, digits and hyphens, e.g. NOV or SWO."
)


class HashedFile(ImmutableModel):
    """A stored file written once, with the SHA-256 recorded when it was stored."""

    class Meta:
        abstract = True

    def compute_sha256(self) -> str:
        digest = hashlib.sha256()
        with self.file.storage.open(self.file.name, "rb") as fh:
            for chunk in iter(lambda: fh.read(1024 * 1024), b""):
                digest.update(chunk)
        return digest.hexdigest()

    def verify(self) -> bool:
        """Whether the stored file still has the hash recorded when it was stored."""
        return self.compute_sha256() == self.sha256


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
ISSUED_DOCUMENT_SEARCH_TEXT = ("title",)


class IssuedDocument(HashedFile):
    """A PDF the Town issued: a notice of violation, a stop-work order, a decision.

    Issued documents are never regenerated in place (DESIGN.md): a correction is a new
    document whose ``supersedes`` is the old one, which stays as it was.
    """

    kind = models.CharField(
        max_length=30, validators=[kind_validator], help_text="NOV, SWO, SWPPP-DECISION, ..."
    )
    number = models.CharField(max_length=50, unique=True, help_text="e.g. NOV-2026-0001")
    title = models.CharField(max_length=200)
    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")
    citations = models.JSONField(
        default=list,
        help_text=words_lazy(
            'Statute sections the document relies on, e.g. ["{cite:swm.review_by_smo}"].'
        ),
    )
    template_name = models.CharField(max_length=200)
    file = models.FileField(storage=get_private_storage, upload_to="issued/", max_length=255)
    sha256 = models.CharField("SHA-256", max_length=64)
    size = models.PositiveIntegerField(help_text="bytes")
    issued_by = models.ForeignKey(
        "accounts.User", on_delete=models.PROTECT, related_name="issued_documents"
    )
    # The moment of issuance: it starts clocks that run "from issuance" (§ 158-12: an NOV
    # may be appealed within 15 days of its issuance), so it is set once, by the service.
    issued_at = models.DateTimeField()
    supersedes = models.OneToOneField(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="superseded_by",
        help_text="The earlier document this one corrects.",
    )

    class Meta:
        ordering = ["-issued_at", "-pk"]
        indexes = [
            models.Index(fields=["subject_type", "subject_id"], name="documents_issued_subject"),
            models.Index(fields=["kind", "-issued_at"], name="documents_issued_kind"),
            search_index("issued_document_search", ISSUED_DOCUMENT_SEARCH_TEXT),
        ]

    def __str__(self) -> str:
        return f"{self.number} {self.title}"

    def get_absolute_url(self) -> str:
        return reverse("documents:issued_download", kwargs={"number": self.number})

    @property
    def download_name(self) -> str:
        return f"{self.number}.pdf"

    @property
    def is_superseded(self) -> bool:
        try:
            return self.superseded_by is not None
        except IssuedDocument.DoesNotExist:
            return False


class Upload(HashedFile):
    """A file someone uploaded, stored under a generated name, its type checked by content."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    file = models.FileField(storage=get_private_storage, upload_to="uploads/", max_length=255)
    original_name = models.CharField(
        max_length=255, help_text="The uploader's file name: for display and downloads only."
    )
    content_type = models.CharField(max_length=100, help_text="Detected from the content.")
    size = models.PositiveBigIntegerField(help_text="bytes")
    sha256 = models.CharField("SHA-256", max_length=64)
    uploaded_by = models.ForeignKey(
        "accounts.User", on_delete=models.PROTECT, related_name="uploads"
    )
    uploaded_at = models.DateTimeField()
    subject_type = models.ForeignKey(
        ContentType, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    subject_id = models.PositiveBigIntegerField(null=True, blank=True)
    subject = GenericForeignKey("subject_type", "subject_id")

    class Meta:
        ordering = ["-uploaded_at"]
        indexes = [
            models.Index(fields=["subject_type", "subject_id"], name="documents_upload_subject"),
            models.Index(fields=["uploaded_by", "-uploaded_at"], name="documents_upload_by"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(subject_type__isnull=True, subject_id__isnull=True)
                | models.Q(subject_type__isnull=False, subject_id__isnull=False),
                name="documents_upload_subject_whole",
            )
        ]

    def __str__(self) -> str:
        return self.original_name

    def get_absolute_url(self) -> str:
        return reverse("documents:upload_download", kwargs={"pk": self.pk})

    @property
    def extension(self) -> str:
        return os.path.splitext(self.file.name)[1].lstrip(".")

    @property
    def download_name(self) -> str:
        """The uploader's name, with the detected type's extension when it lacks one."""
        if extension_matches(self.original_name, self.content_type):
            return self.original_name
        return f"{self.original_name}.{self.extension}"


class StrippedCopy(ImmutableModel):
    """An uploaded photo's copy without metadata (issue 19, item 6; issue 45, item 2):
    made ONCE, by a Celery task after the upload is stored (``tasks.stripped_copy_make``),
    stored beside the original, and handed to whoever is not Town staff. Downloads never
    decode an image: until the copy exists they say it is being prepared.

    ``file`` is empty when the copy could not be made (the original is then kept for the
    Town's staff only)."""

    upload = models.OneToOneField(
        Upload, primary_key=True, on_delete=models.PROTECT, related_name="stripped"
    )
    file = models.FileField(
        storage=get_private_storage, upload_to="uploads/", max_length=255, blank=True
    )
    sha256 = models.CharField("SHA-256", max_length=64, blank=True)
    size = models.PositiveBigIntegerField(default=0, help_text="bytes")
    made_at = models.DateTimeField()

    class Meta:
        verbose_name = "photo copy without metadata"
        verbose_name_plural = "photo copies without metadata"

    def __str__(self) -> str:
        return f"{self.upload} (without metadata)"

    @property
    def made(self) -> bool:
        return bool(self.file)
