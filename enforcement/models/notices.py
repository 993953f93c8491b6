"""Notices of violation (§ 158-11A, § 159-8C(1)) and how issued documents were served.

A notice is issued once, as a numbered, hashed, immutable PDF (lockport_sw/documents);
its row keeps what the notice said (the elements chosen, the deadline, the statements)
so that the record and the PDF agree. A correction is a new notice that supersedes the
old one; the old PDF is never changed.

State diagram (docs/architecture.md):

    issued ──service recorded──> served
    issued | served ──a correction is issued──> superseded
    issued | served ──the appeal body reverses it──> reversed
    issued | served ──the violation is ended──> closed
"""

from __future__ import annotations

import re

from django.conf import settings
from django.core.validators import RegexValidator
from django.db import models
from django.urls import reverse
from django_fsm import ConcurrentTransitionMixin, transition
from simple_history.models import HistoricalRecords

from lockport_sw.core.fields import StateField
from lockport_sw.reports.search import search_index

# A USPS Certified Mail article number: 20 digits (22 with the IMpb routing prefix),
# printed in groups of four.
ARTICLE_NUMBER = re.compile(r"^(\d{20}|\d{22})$")
article_number_validator = RegexValidator(
    ARTICLE_NUMBER, "Enter the 20- or 22-digit Certified Mail article number."
)


# What the search across everything matches of it (its Source's text) and, of its own
# columns, what its GIN index holds (lockport_sw/reports/search.py: search_index).
NOTICE_SEARCH_TEXT = ("nature", "measures", "addressee_name", "addressee_address")


class NoticeOfViolation(ConcurrentTransitionMixin, models.Model):
    class State(models.TextChoices):
        ISSUED = "issued", "Issued, not yet served"
        SERVED = "served", "Served"
        SUPERSEDED = "superseded", "Superseded by a correction"
        REVERSED = "reversed", "Reversed on appeal"
        CLOSED = "closed", "Closed: the violation ended"

    CURRENT = (State.ISSUED, State.SERVED)

    number = models.CharField(max_length=50, unique=True, help_text="The document's number.")
    chapter = models.CharField(max_length=3)
    violation = models.ForeignKey(
        "enforcement.Violation", on_delete=models.PROTECT, related_name="notices"
    )
    document = models.OneToOneField(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="notice"
    )
    state = StateField(max_length=12, choices=State.choices, default=State.ISSUED, protected=True)

    addressee = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="notices_received"
    )
    addressee_name = models.CharField(max_length=200)
    addressee_address = models.CharField(max_length=300)
    # § 159-8C(1) "to the landowner": the status the record gives the addressees
    # ("landowner of record") or empty; the other landowners of record it is also
    # addressed to, and the copies (the applicant, the developer), each as on the day of
    # issue: [{"party": pk, "name", "address", "role"}].
    addressee_role = models.CharField(max_length=60, blank=True)
    # The other addressees as parties: they find the notice in "Notices to you".
    also_to = models.ManyToManyField(
        "registry.Party", blank=True, related_name="notices_also_received"
    )
    also_addressed = models.JSONField(default=list, blank=True)
    copies = models.JSONField(default=list, blank=True)
    # The parties sent a copy (``copies``): they find it in "Notices to you", as a copy.
    copied_to = models.ManyToManyField("registry.Party", blank=True, related_name="notices_copied")

    requirements = models.JSONField(
        default=list, help_text="The statute's elements the notice contains, e.g. ['1', '3']."
    )
    nature = models.TextField("nature of the violation")
    measures = models.TextField("remedial measures required", blank=True)
    deadline = models.DateField("complete the measures by", null=True, blank=True)
    states_abatement = models.BooleanField(
        "states that otherwise the work is done at the violator's expense", default=False
    )
    emergency_reason = models.TextField(
        blank=True,
        help_text="Why the deadline falls inside the period to appeal: the emergency the "
        "SMO recorded (issue 18, item 8).",
    )
    property_description = models.CharField(
        max_length=300, blank=True, help_text="When the land has no street address."
    )
    penalty_statement = models.TextField(blank=True)
    appeal_statement = models.TextField(blank=True)
    appeal_to = models.CharField(max_length=100, help_text="The body that hears an appeal.")

    issued_at = models.DateTimeField()
    issued_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    served_at = models.DateTimeField(
        null=True, blank=True, help_text="When service was complete (from its record)."
    )
    supersedes = models.OneToOneField(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="superseded_by",
    )
    correction_reason = models.TextField(blank=True)

    history = HistoricalRecords()

    class Meta:
        ordering = ["-issued_at", "-pk"]
        verbose_name = "notice of violation"
        verbose_name_plural = "notices of violation"
        permissions = [
            ("issue_notice", "Issue notices of violation and stop-work orders (the SMO)"),
            ("record_service", "Record how a notice, order or letter was served"),
        ]
        indexes = [
            models.Index(fields=["state", "-issued_at"], name="nov_state_idx"),
            # The NOV list, newest first, paged by (issued_at, id) (core/pagination.py).
            models.Index(fields=["-issued_at", "-id"], name="nov_issued_idx"),
            search_index("notice_search", NOTICE_SEARCH_TEXT),
        ]

    def __str__(self) -> str:
        return f"Notice of violation {self.number}"

    def get_absolute_url(self) -> str:
        return reverse("enforcement:notice_detail", args=[self.number])

    @property
    def is_current(self) -> bool:
        return self.state in self.CURRENT

    @transition(field=state, source=State.ISSUED, target=State.SERVED)
    def _serve(self) -> None:
        pass

    @transition(field=state, source=[State.ISSUED, State.SERVED], target=State.SUPERSEDED)
    def _supersede(self) -> None:
        pass

    @transition(field=state, source=[State.ISSUED, State.SERVED], target=State.REVERSED)
    def _reverse(self) -> None:
        pass

    @transition(field=state, source=[State.ISSUED, State.SERVED], target=State.CLOSED)
    def _close(self) -> None:
        pass


class Addressee(models.Model):
    """A person a notice of violation is addressed to (§ 158-11A; § 159-8C(1): every
    landowner of record), as on the day of issue. Service is on a person, not on a
    document (docs/statute/README.md, "Readings decided for service"): each addressee is
    served separately (their ``ServiceRecord`` rows), ``served_at`` is when their
    service completed, and their own appeal window (§ 159-8C(1)(f), § 158-12) is a clock
    whose subject is this row."""

    notice = models.ForeignKey(
        NoticeOfViolation, on_delete=models.PROTECT, related_name="addressees"
    )
    party = models.ForeignKey(
        "registry.Party", on_delete=models.PROTECT, related_name="notices_addressed"
    )
    position = models.PositiveSmallIntegerField(default=0, help_text="0: the first named.")
    name = models.CharField(max_length=200)
    address = models.CharField(max_length=300)
    role = models.CharField(
        max_length=60, blank=True, help_text="The status the record gave them on the day of issue."
    )
    served_at = models.DateTimeField(
        null=True, blank=True, help_text="When service on this person was complete."
    )

    history = HistoricalRecords()

    class Meta:
        ordering = ["position", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["notice", "party"], name="addressee_once_per_notice")
        ]

    def __str__(self) -> str:
        return f"{self.name}, addressee of {self.notice.number}"

    def get_absolute_url(self) -> str:
        return self.notice.get_absolute_url()

    @property
    def is_served(self) -> bool:
        return self.served_at is not None


class ServiceRecord(models.Model):
    """How an issued document reached a person: personal delivery, certified mail
    (article number, date mailed, date on the return receipt, or the date it was refused
    or returned unclaimed), first-class mail, or posting at the site; who served it and
    when. For a notice of violation, the ``addressee`` it served (service is on each
    person). When service completes is the statute README's reading
    (``services.addressing.service_completed_at``): on delivery; certified mail on the
    receipt's date or the refusal or return; posting with first-class mailing on the
    fifth day after the later of the two; posting alone, first-class mail alone and a
    message to an account never."""

    class Method(models.TextChoices):
        PERSONAL = "personal", "Personal delivery"
        CERTIFIED_MAIL = "certified_mail", "Certified mail, return receipt requested"
        POSTING = "posting", "Posting at the property"
        FIRST_CLASS = "first_class", "First-class mail"
        ACCOUNT = "account", "Sent to the person's account and email"

    document = models.ForeignKey(
        "documents.IssuedDocument", on_delete=models.PROTECT, related_name="service_records"
    )
    addressee = models.ForeignKey(
        Addressee,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="service_records",
        help_text="The person of a notice of violation this served.",
    )
    method = models.CharField(max_length=20, choices=Method.choices)
    served_by_name = models.CharField(
        "served by", max_length=150, help_text="Who delivered, mailed or posted it."
    )
    served_at = models.DateTimeField(
        null=True, blank=True, help_text="When it was delivered or posted."
    )
    posted_where = models.CharField(max_length=200, blank=True)
    article_number = models.CharField(
        max_length=22, blank=True, validators=[article_number_validator]
    )
    mailed_on = models.DateField(null=True, blank=True)
    receipt_on = models.DateField(
        "date on the return receipt", null=True, blank=True, help_text="When it was delivered."
    )

    class Returned(models.TextChoices):
        REFUSED = "refused", "Refused"
        UNCLAIMED = "unclaimed", "Unclaimed"

    returned_as = models.CharField("returned", max_length=10, choices=Returned.choices, blank=True)
    returned_on = models.DateField(
        "date of the refusal or return",
        null=True,
        blank=True,
        help_text="The date the Postal Service marked it refused, or returned it unclaimed.",
    )
    note = models.CharField(max_length=300, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    recorded_at = models.DateTimeField()

    history = HistoricalRecords()

    class Meta:
        ordering = ["recorded_at", "pk"]

    def __str__(self) -> str:
        return f"{self.get_method_display()} of {self.document.number}"

    @classmethod
    def complete(cls) -> models.Q:
        """The records that complete service on their person (``services.addressing.
        service_completed_at`` is not None; keep the two together, statute README "How
        service completes"): personal delivery; a certified mailing with its receipt or
        its refusal or return; a posting with a first-class mailing to the same person
        (and that mailing with the posting), which completes on the fifth day after the
        later. Posting alone, first-class mail alone and a copy sent to a person's
        account are not service."""
        Method = cls.Method

        def with_other(method):
            others = cls.objects.filter(document=models.OuterRef("document"), method=method)
            return (
                models.Q(addressee__isnull=True)
                & models.Exists(others.filter(addressee__isnull=True))
            ) | models.Exists(others.filter(addressee=models.OuterRef("addressee")))

        return (
            models.Q(method=Method.PERSONAL)
            | models.Q(method=Method.CERTIFIED_MAIL, receipt_on__isnull=False)
            | models.Q(method=Method.CERTIFIED_MAIL, returned_on__isnull=False)
            | (models.Q(method=Method.POSTING) & with_other(Method.FIRST_CLASS))
            | (models.Q(method=Method.FIRST_CLASS) & with_other(Method.POSTING))
        )

    @property
    def article_number_display(self) -> str:
        digits = self.article_number
        return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))
