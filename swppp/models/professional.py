"""The licensed professional's signature of a SWPPP version (§ 159-5B(4)) and, when the
professional makes it, the certification the SMO may accept instead of reviewing each
item (§ 159-4A(3)).

The professional signs in person: through a link sent to their own address
(lockport_sw.invitations), with their name, New York license number and the date of
signing. The applicant's account only asks for the signature. What was signed is
fixed by a fingerprint of the version's contents: a draft that changes afterwards needs
a new signature before it can be submitted.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from lockport_sw.jurisdiction.registry import words, words_lazy

# § 159-5B(4): "who shall certify that the design of all stormwater management practices
# meets the requirements in this chapter".
# The statements are read once, when the process starts: what is signed is plain text,
# stored with the signature as it was signed.
DESIGN_STATEMENT = words(
    "I prepared this stormwater pollution prevention plan, and I certify that the design of "
    "all stormwater management practices meets the requirements of {law:swm} of the {code} "
    "({cite:swm.professional_certification})."
)
# § 159-4A(3): "the certification of a licensed professional that the SWPPPs conform to
# the requirements of this chapter" -- a different statement, made only if the
# professional chooses to.
CONFORMANCE_STATEMENT = words(
    "I certify that this stormwater pollution prevention plan conforms to the requirements "
    "of {law:swm} of the {code} ({cite:swm.smo_designation.professional_certification})."
)


class Designation(models.TextChoices):
    """§ 159-2, "licensed professional": a landscape architect or professional engineer
    licensed to practice in New York State."""

    PE = "PE", "Professional engineer (PE)"
    RLA = "RLA", "Landscape architect (RLA)"


class ProfessionalSignature(models.Model):
    """A request to the professional preparing the plan, and their signature once made."""

    submission = models.ForeignKey(
        "swppp.Submission", on_delete=models.PROTECT, related_name="signatures"
    )
    # Through a link to the professional's own address; or none, when the applicant is the
    # professional preparing the plan and signs in person from their account (signed_by).
    link = models.OneToOneField(
        "invitations.Invitation", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    signed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text=words_lazy(
            "The applicant's account, when the applicant prepared the plan and signed it "
            "themselves ({cite:swm.professional_certification})."
        ),
    )
    # As the applicant named them when asking.
    requested_name = models.CharField("name of the licensed professional", max_length=150)
    requested_designation = models.CharField(
        "licensed as", max_length=3, choices=Designation.choices
    )
    # As the professional signed.
    name = models.CharField(max_length=150, blank=True)
    designation = models.CharField(max_length=3, choices=Designation.choices, blank=True)
    license_number = models.CharField("New York license number", max_length=6, blank=True)
    signed_on = models.DateField("date signed", null=True, blank=True)
    signed_at = models.DateTimeField(null=True, blank=True)
    design_statement = models.TextField(blank=True, editable=False)
    conformance_statement = models.TextField(
        blank=True, editable=False, help_text="Empty unless the professional made it."
    )
    fingerprint = models.CharField(
        max_length=64, blank=True, help_text="SHA-256 of the contents the professional signed."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(signed_at__isnull=True)
                | (
                    ~models.Q(name="")
                    & models.Q(license_number__regex=r"^[0-9]{6}$")
                    & models.Q(signed_on__isnull=False)
                    & ~models.Q(design_statement="")
                ),
                name="swppp_signature_complete",
            ),
            models.CheckConstraint(
                condition=models.Q(link__isnull=False) | models.Q(signed_by__isnull=False),
                name="swppp_signature_by_link_or_in_person",
            ),
        ]

    def __str__(self) -> str:
        who = self.name or self.requested_name
        return f"{who}: signature of {self.submission}"

    @property
    def in_person(self) -> bool:
        """Signed by the applicant as the professional preparing the plan, not by link."""
        return self.link_id is None

    @property
    def is_signed(self) -> bool:
        return self.signed_at is not None

    @property
    def certifies_conformance(self) -> bool:
        """§ 159-4A(3): the professional made the conformance certification."""
        return self.is_signed and bool(self.conformance_statement)

    def get_designation_display(self) -> str:
        return Designation(self.designation or self.requested_designation).label
