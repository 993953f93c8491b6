"""Contractor certifications (§ 159-5D) and the links applicants send to get them."""

import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse

# § 159-5D(1): the certification statement, verbatim.
CONTRACTOR_STATEMENT = (
    "I certify under penalty of law that I understand and agree to comply with the terms "
    "and conditions of the Stormwater Pollution Prevention Plan. I also understand that it "
    "is unlawful for any person to cause or contribute to a violation of water quality "
    "standards."
)


class ContractorInvitation(models.Model):
    """A link an applicant sends a contractor, who signs without an account."""

    token = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="contractor_invitations"
    )
    contractor_email = models.EmailField(blank=True)
    note = models.CharField(max_length=200, blank=True, help_text="e.g. grading subcontractor")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Invitation to certify {self.project.reference}"

    def get_absolute_url(self) -> str:
        return reverse("swppp:contractor_certify", args=[self.token])


class ContractorCertification(models.Model):
    """§ 159-5D(2): name and title, firm address and telephone, the site, the date.
    § 159-5D(3): it becomes part of the SWPPP (shown with every version)."""

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="contractor_certifications"
    )
    invitation = models.ForeignKey(
        ContractorInvitation,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="certifications",
    )
    statement = models.TextField(default=CONTRACTOR_STATEMENT, editable=False)
    name = models.CharField(max_length=150)
    title = models.CharField(max_length=100)
    firm_name = models.CharField(max_length=200)
    firm_address = models.CharField(max_length=300)
    firm_phone = models.CharField(max_length=30)
    site = models.CharField(max_length=300, help_text="Address or description of the site.")
    certified_on = models.DateField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["certified_on", "pk"]

    def __str__(self) -> str:
        return f"{self.name}, {self.title}, {self.firm_name}"
