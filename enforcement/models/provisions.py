"""The provision catalogue: every enforceable provision of both chapters.

The chapters register their provisions as data (enforcement/chapters.py); this table
mirrors them (``sync_provisions`` after every migrate) so that a violation names its
provisions by foreign key and a provision no longer registered stays readable.
"""

from __future__ import annotations

from django.db import models

from lockport_sw.jurisdiction.registry import cite_code


class Provision(models.Model):
    code = models.CharField(max_length=30, primary_key=True, help_text="e.g. 158-4B(3)")
    chapter = models.CharField(max_length=3)
    title = models.CharField(max_length=200)
    summary = models.TextField(help_text="In plain language.")
    offense = models.BooleanField(
        default=False, help_text="The chapter itself says doing this is an offense."
    )
    section = models.CharField(
        max_length=30,
        blank=True,
        help_text="The section cited, when two provisions share one (e.g. 159-8A(1)).",
    )
    order = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["chapter", "order"]

    def __str__(self) -> str:
        return f"{self.citation} {self.title}"

    @property
    def citation(self) -> str:
        return cite_code(self.section or self.code)


def sync_provisions() -> None:
    """Write the registered provisions to the table (idempotent)."""
    from .. import chapters

    seen = set()
    for chapter in chapters.registered():
        for order, spec in enumerate(chapter.provisions):
            Provision.objects.update_or_create(
                code=spec.code,
                defaults={
                    "chapter": chapter.chapter,
                    "title": spec.title,
                    "summary": spec.summary,
                    "section": spec.section,
                    "offense": spec.offense,
                    "order": order,
                    "active": True,
                },
            )
            seen.add(spec.code)
    Provision.objects.exclude(code__in=seen).update(active=False)
