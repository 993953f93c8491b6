"""Contractor certifications (§ 159-5D).

§ 159-5D(1): each contractor and subcontractor identified in the SWPPP who will be
involved in soil disturbance or stormwater management practice installation signs and
dates the statement before undertaking any land development activity. So the applicant
identifies each one (``Contractor``), a link goes to the contractor's own address
(``ContractorInvitation`` over lockport_sw.invitations: single use, expiring), the
contractor signs on the day they sign (``ContractorCertification``), and the start of a
contractor's work is recorded only once that contractor has signed.
"""

from django.conf import settings
from django.db import models

from lockport_sw.core.label_words import in_sentence
from lockport_sw.registry.validation import validate_phone

# § 159-5D(1): the certification statement, verbatim.
CONTRACTOR_STATEMENT = (
    "I certify under penalty of law that I understand and agree to comply with the terms "
    "and conditions of the Stormwater Pollution Prevention Plan. I also understand that it "
    "is unlawful for any person to cause or contribute to a violation of water quality "
    "standards."
)


class Contractor(models.Model):
    """A contractor or subcontractor identified in the SWPPP (§ 159-5D(1))."""

    class Role(models.TextChoices):
        CONTRACTOR = "contractor", "Contractor"
        SUBCONTRACTOR = "subcontractor", "Subcontractor"

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="contractors"
    )
    firm_name = models.CharField("contracting firm", max_length=200)
    role = models.CharField(max_length=15, choices=Role.choices)
    responsibility = models.CharField(
        "work under the SWPPP",
        max_length=200,
        help_text="Soil disturbance and/or installing stormwater management practices.",
    )
    email = models.EmailField("contractor's email address")
    identified_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    identified_at = models.DateTimeField(auto_now_add=True)
    # § 159-5D(1): "before undertaking any land development activity".
    work_began_on = models.DateField("date the contractor's work began", null=True, blank=True)
    work_recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        ordering = ["identified_at", "pk"]

    def __str__(self) -> str:
        return f"{self.firm_name} ({in_sentence(self.get_role_display())})"


class ContractorInvitation(models.Model):
    """The link sent to a contractor to sign (lockport_sw.invitations.Invitation)."""

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="contractor_invitations"
    )
    contractor = models.ForeignKey(Contractor, on_delete=models.PROTECT, related_name="invitations")
    link = models.OneToOneField(
        "invitations.Invitation", on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        ordering = ["-link__created_at", "-pk"]

    def __str__(self) -> str:
        return f"Link for {self.contractor} to certify {self.project.reference}"


class ContractorCertification(models.Model):
    """§ 159-5D(2): name and title, firm address and telephone, the site, the date.
    § 159-5D(3): it becomes part of the SWPPP (shown with every version)."""

    project = models.ForeignKey(
        "swppp.Project", on_delete=models.PROTECT, related_name="contractor_certifications"
    )
    contractor = models.ForeignKey(
        Contractor, on_delete=models.PROTECT, related_name="certifications"
    )
    invitation = models.OneToOneField(
        ContractorInvitation,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="certification",
    )
    statement = models.TextField(default=CONTRACTOR_STATEMENT, editable=False)
    name = models.CharField(max_length=150)
    title = models.CharField(max_length=100)
    firm_name = models.CharField(max_length=200)
    firm_address = models.CharField(max_length=300)
    firm_phone = models.CharField(max_length=30, validators=[validate_phone])
    site = models.CharField(max_length=300, help_text="Address or description of the site.")
    # § 159-5D(2): "the date the certification is made": the Town's date of signing, set
    # by the service, never typed.
    certified_on = models.DateField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["certified_on", "pk"]

    def __str__(self) -> str:
        return f"{self.name}, {self.title}, {self.firm_name}"
