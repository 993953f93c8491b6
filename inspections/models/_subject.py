"""The link every inspections record keeps to the chapter's record it is about (a
project, a practice, a property), through the contenttypes framework: the inspections
app never imports a chapter's models (inspections/subjects.py)."""

from __future__ import annotations

from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models


class OfSubject(models.Model):
    subject_type = models.ForeignKey(ContentType, on_delete=models.PROTECT, related_name="+")
    subject_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("subject_type", "subject_id")

    class Meta:
        abstract = True


class OfNamedSubject(OfSubject):
    """With the subject's name as it was when the record was made (kept on the record, so
    lists and letters need no query per row)."""

    subject_label = models.CharField(max_length=200)

    class Meta:
        abstract = True
