"""The SMO's item-by-item findings, the applicant's responses in a revision, and the
SMO's comments on a revision sent to the reviewing body."""

from django.conf import settings
from django.db import models


class Finding(models.Model):
    class Status(models.TextChoices):
        ACCEPTABLE = "acceptable", "Acceptable"
        DEFICIENT = "deficient", "Deficient"

    submission = models.ForeignKey(
        "swppp.Submission", on_delete=models.PROTECT, related_name="findings"
    )
    item = models.ForeignKey("swppp.ChecklistItem", on_delete=models.PROTECT, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices)
    comment = models.TextField(blank=True)
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["item__part", "item__order"]
        constraints = [
            models.UniqueConstraint(
                fields=["submission", "item"], name="swppp_one_finding_per_item"
            ),
            models.CheckConstraint(
                condition=~models.Q(status="deficient") | ~models.Q(comment=""),
                name="swppp_deficiency_explained",
                violation_error_message="Say what is deficient.",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.item.code}: {self.get_status_display()}"


class FindingResponse(models.Model):
    """How a revision answers a deficient finding of the version before it."""

    submission = models.ForeignKey(
        "swppp.Submission", on_delete=models.PROTECT, related_name="responses"
    )
    finding = models.ForeignKey(Finding, on_delete=models.PROTECT, related_name="responses")
    text = models.TextField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["submission", "finding"], name="swppp_one_response_per_finding"
            )
        ]

    def __str__(self) -> str:
        return f"Response to {self.finding}"


class ReviewComment(models.Model):
    """§ 159-4B(2): a revision goes to the reviewing body; the SMO, who receives every
    SWPPP (§ 159-4A), receives a copy and may comment for the body."""

    submission = models.ForeignKey(
        "swppp.Submission", on_delete=models.PROTECT, related_name="comments"
    )
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    text = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"SMO's comment on {self.submission}"
