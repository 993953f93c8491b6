"""Signing links: sent, opened, used once, withdrawn; and the Town's policy for them.

Every rule of a link is here, once; a chapter's service calls these inside its own
transaction, after checking who may act for its case:

- the link goes to the person's own address, never to the sender's (the person signs,
  not the sender for them: § 159-5B(4) "signed by the professional preparing the plan",
  § 159-5D(1) "each contractor ... shall sign");
- it is single use and expires after the Town's policy period (``LinkPolicy``);
- one case (the link's ``subject``) sends at most the Town's daily number of links;
- sending and withdrawal are written on the case's timeline.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone

from lockport_sw.audit.services import record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date, long_datetime
from lockport_sw.core import versions
from lockport_sw.notifications.services import Recipient, notify

from .models import BOUNDS, DEFAULTS, Invitation, LinkPolicy

Key = LinkPolicy.Key
TOKEN_BYTES = 32  # 256 bits: a link cannot be guessed
MAX_TOKEN_LENGTH = 64


# --- the Town's policy ---------------------------------------------------------------
def policy_value(key: str) -> int:
    setting = LinkPolicy.objects.filter(key=key).first()
    return setting.value if setting is not None else DEFAULTS[Key(key)]


def policy_values() -> dict[str, int]:
    """Every policy value in force (one query)."""
    stored = dict(LinkPolicy.objects.values_list("key", "value"))
    return {key.value: stored.get(key.value, default) for key, default in DEFAULTS.items()}


def policy_summary() -> str:
    values = policy_values()
    return (
        f"A link expires {values[Key.EXPIRY_DAYS]} days after it is sent and is used once; "
        f"one case sends at most {values[Key.DAILY_LIMIT]} links a day."
    )


@transaction.atomic
def policy_set(
    *, acting_user, values: dict[str, int], version: str | None = None
) -> list[LinkPolicy]:
    """The SMO changes the Town's link policy. Links already sent keep their expiry.
    ``version``: the policy's when the page was opened (core/versions.py)."""
    if not acting_user.has_perm("invitations.change_linkpolicy"):
        raise PermissionDenied("Only the Stormwater Management Officer sets the link policy.")
    errors = {}
    for key, value in values.items():
        low, high = BOUNDS[Key(key)]
        if value is None or not low <= value <= high:
            errors[key] = f"Enter a number from {low} to {high}."
    if errors:
        raise ValidationError(errors)
    list(LinkPolicy.objects.select_for_update())
    versions.require_current(LinkPolicy.history.all(), version, acting_user=acting_user)
    saved = []
    for key, value in values.items():
        setting = LinkPolicy.objects.select_for_update().filter(key=key).first()
        if setting is None or setting.value != value:
            setting = setting or LinkPolicy(key=key)
            setting.value = value
            setting._history_user = acting_user
            setting._change_reason = f"Set to {value}"
            setting.save()
        saved.append(setting)
    return saved


# --- links ---------------------------------------------------------------------------
def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class Sent:
    """A link just sent: its row and its token (emailed once, never stored)."""

    invitation: Invitation
    token: str
    url: str


def _local_day_bounds(moment: datetime) -> tuple[datetime, datetime]:
    day = moment.astimezone(TOWN_TZ).date()
    start = datetime.combine(day, time.min, tzinfo=TOWN_TZ)
    return start, start + timedelta(days=1)


def sent_today(subject, *, moment: datetime | None = None) -> int:
    """How many links the case sent on the Town's calendar day of ``moment``."""
    start, end = _local_day_bounds(moment or timezone.now())
    return Invitation.objects.filter(
        subject_type=ContentType.objects.get_for_model(subject),
        subject_id=subject.pk,
        created_at__gte=start,
        created_at__lt=end,
    ).count()


def invitation_send(
    *,
    acting_user,
    subject,
    kind: str,
    purpose: str,
    email: str,
    name: str = "",
    url_for: Callable[[str], str],
    mail_subject: str,
    mail_body: str,
) -> Sent:
    """Send a link to ``email`` for ``purpose`` about the case ``subject``.

    Call inside the chapter's transaction, after its own permission check. Refused
    (ValidationError keyed ``email``) when the address is missing or is the sender's
    own, or when the case has sent the Town's daily number of links already.
    """
    email = (email or "").strip().lower()
    try:
        validate_email(email)
    except ValidationError:
        raise ValidationError(
            {"email": "Give the person's own email address: the link is sent only there."}
        ) from None
    if email == (acting_user.email or "").lower():
        raise ValidationError(
            {
                "email": "The link goes to the person who signs, at their own address, "
                "not to yours: they sign it themselves."
            }
        )
    # One case at a time: lock the case's row so two sends at once count each other.
    type(subject).objects.select_for_update().filter(pk=subject.pk).first()
    now = timezone.now()
    limit = policy_value(Key.DAILY_LIMIT)
    if sent_today(subject, moment=now) >= limit:
        raise ValidationError(
            {
                "email": f"This case has sent {limit} links today, the most the Town's "
                "policy allows in a day. Send it tomorrow, or ask the Stormwater "
                "Management Officer."
            }
        )
    token = secrets.token_urlsafe(TOKEN_BYTES)
    days = policy_value(Key.EXPIRY_DAYS)
    invitation = Invitation.objects.create(
        kind=kind,
        purpose=purpose[:200],
        token_hash=hash_token(token),
        email=email,
        name=(name or "").strip()[:150],
        subject_type=ContentType.objects.get_for_model(subject),
        subject_id=subject.pk,
        created_by=acting_user,
        created_at=now,
        # Days of the Town's calendar: the same local time, DST or not.
        expires_at=now.astimezone(TOWN_TZ) + timedelta(days=days),
    )
    url = url_for(token)
    expires = invitation.expires_at.astimezone(TOWN_TZ)
    record(
        subject=subject,
        actor=acting_user,
        action="link.sent",
        summary=f"Sent a link for {purpose} to {email}; it can be used once, until "
        f"{long_date(expires)}.",
        invitation=invitation.pk,
    )
    notify(
        event_key=f"link:{invitation.pk}",
        recipients=[Recipient(address=email)],
        subject=mail_subject,
        body=f"{mail_body}\n\nThe link is for you alone and can be used once, until "
        f"{long_datetime(expires)}.",
        url=url,
    )
    return Sent(invitation=invitation, token=token, url=url)


class LinkUnusable(ValidationError):
    """The link exists but can no longer be used (used, withdrawn or expired)."""

    def __init__(self, invitation: Invitation, state: str):
        self.invitation = invitation
        self.state = state
        super().__init__(MESSAGES[state], code=state)


MESSAGES = {
    Invitation.State.USED: "This link has been used already; a link is used once.",
    Invitation.State.WITHDRAWN: "This link was withdrawn by the person who sent it.",
    Invitation.State.EXPIRED: "This link has expired. Ask the person who sent it for a new one.",
}


def invitation_find(*, kind: str, token: str) -> Invitation:
    """The link of this kind with this token (Invitation.DoesNotExist otherwise, which
    the views answer with a 404: an unknown token reveals nothing)."""
    if not token or len(token) > MAX_TOKEN_LENGTH:
        raise Invitation.DoesNotExist
    return Invitation.objects.get(kind=kind, token_hash=hash_token(token))


def invitation_use(*, invitation: Invitation) -> Invitation:
    """Mark the link used, in the caller's transaction (the act it opens is saved in
    the same one). Raises LinkUnusable when it is used, withdrawn or expired."""
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    now = timezone.now()
    state = invitation.state_at(now)
    if state != Invitation.State.OPEN:
        raise LinkUnusable(invitation, state)
    invitation.used_at = now
    invitation.save(update_fields=["used_at"])
    return invitation


def invitation_withdraw(*, acting_user, invitation: Invitation, reason: str = "") -> Invitation:
    """Withdraw a link that is still open, in the caller's transaction (the chapter
    checks who may); the withdrawal is on the case's timeline."""
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    state = invitation.state
    if state != Invitation.State.OPEN:
        raise LinkUnusable(invitation, state)
    invitation.withdrawn_at = timezone.now()
    invitation.withdrawn_by = acting_user
    invitation.withdrawal_reason = (reason or "").strip()[:300]
    invitation.save(update_fields=["withdrawn_at", "withdrawn_by", "withdrawal_reason"])
    record(
        subject=invitation.subject,
        actor=acting_user,
        action="link.withdrawn",
        summary=f"Withdrew the link for {invitation.purpose} sent to {invitation.email}"
        + (f": {invitation.withdrawal_reason}" if invitation.withdrawal_reason else "."),
        invitation=invitation.pk,
    )
    return invitation
