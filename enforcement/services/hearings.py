"""Notice of a hearing (docs/statute/README.md, "Readings decided for service, hearings
and corrective measures"): "A hearing needs notice that gives a real chance to attend.
The Town's policy (a Board resolution; default 10 days) sets the least time between
service of the notice of hearing and the hearing, counting mail as above. A shorter time
needs the appellant's consent, recorded. A hearing is held at a meeting of the body that
hears it."

The least notice is counted as GCL § 20 counts days: from the day the notice was served,
not counting that day; the hearing may be on the last day or after (served December 1
with 10 days' notice: the hearing may be on December 11). It is a least time, not a
period within which an act is done: a weekend does not move it (GCL § 25-a does not
apply). The notice counts as given when its service is complete (``addressing.completed_at``:
personal delivery on that day, certified mail on the date the receipt shows it delivered,
refused or unclaimed); a copy sent to the appellant's account is a courtesy, not service.

Nothing here imports ``appeals``: it is the one place the rule lives, called from the
scheduling and the decision (services/appeals.py).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from lockport_sw.bodies import services as bodies
from lockport_sw.bodies.models import Body, Meeting
from lockport_sw.calendar.words import long_date, long_datetime, town_date

from ..models import Appeal, HearingNotice, HearingNoticePolicy
from ._common import require_perm, today

POLICY = "enforcement.change_appealpolicy"
# The README's default where the Town Board has adopted no resolution.
DEFAULT_LEAST_DAYS = HearingNoticePolicy.DEFAULT_DAYS


def appeal_appellants(appeal: Appeal) -> list:
    """Every appellant of ``appeal`` (their parties, in the order they appealed or
    joined: ``Appellant`` rows; the one who filed where the appeal has none): the notice
    of hearing and the decision go to each (statute README: each person appeals in
    their own name; co-owners may join one appeal)."""
    parties = [a.party for a in appeal.appellants.select_related("party").order_by("pk")]
    return parties or [appeal.appellant]


# --- The Town Board's resolution ------------------------------------------------------


def least_notice_policy(on: date | None = None) -> HearingNoticePolicy | None:
    """The resolution in effect on ``on`` (today): the one adopted last by then."""
    on = on or today()
    return HearingNoticePolicy.objects.filter(adopted_on__lte=on).first()


def least_notice_days(on: date | None = None) -> int:
    policy = least_notice_policy(on)
    return policy.least_days if policy is not None else DEFAULT_LEAST_DAYS


def least_notice_words(on: date | None = None) -> str:
    """ "10 days (Town Board Resolution No. 2026-52 of May 4, 2026)" or the default."""
    policy = least_notice_policy(on)
    if policy is None:
        return f"{DEFAULT_LEAST_DAYS} days (the Town's default; no Board resolution sets it)"
    return f"{policy.least_days} days ({policy.basis})"


@transaction.atomic
def least_notice_adopt(
    *, acting_user, least_days: int, resolution: str, adopted_on: date, votes
) -> HearingNoticePolicy:
    """Record the Town Board's resolution setting the least notice before a hearing, with
    the vote of each member seated that day (GCL § 41, ``bodies.vote_check``): recorded
    by a Board member or the Municipal Clerk, never the SMO, whose determinations are
    appealed. A new resolution supersedes the last from its date of adoption."""
    require_perm(
        acting_user,
        POLICY,
        "The Town Board sets the least notice of a hearing by resolution; a Board member or "
        "the Municipal Clerk records it.",
    )
    errors = {}
    if least_days is None or least_days < 1:
        errors["least_days"] = "Give the least number of days of notice: at least 1."
    elif least_days > 90:
        errors["least_days"] = "Keep the least notice to 90 days or fewer."
    resolution = (resolution or "").strip()
    if not resolution:
        errors["resolution"] = "Give the number of the Town Board's resolution."
    elif len(resolution) > 50:
        errors["resolution"] = "Keep the resolution number to 50 characters."
    elif HearingNoticePolicy.objects.filter(resolution=resolution).exists():
        errors["resolution"] = f"Resolution No. {resolution} is already recorded."
    tally = None
    if adopted_on is None:
        errors["adopted_on"] = "Give the date the Town Board adopted the resolution."
    elif adopted_on > today():
        errors["adopted_on"] = "Record the resolution once adopted: not a future date."
    else:
        try:
            tally = bodies.vote_check(
                body=Body.objects.get(kind=Body.Kind.TOWN_BOARD), on=adopted_on, votes=votes
            )
        except ValidationError as exc:
            errors.update(exc.message_dict)
    if errors:
        raise ValidationError(errors)
    policy = HearingNoticePolicy(
        least_days=least_days,
        resolution=resolution,
        adopted_on=adopted_on,
        recorded_by=acting_user,
        recorded_at=timezone.now(),
    )
    policy._history_user = acting_user
    policy.save()
    bodies.votes_record(subject=policy, tally=tally)
    return policy


def least_notice_lead() -> str:
    """What the scheduling page says of the rule."""
    return (
        f"The notice of hearing is served at least {least_notice_words()} before the "
        "hearing, counted from the day service is complete (by hand: that day; by "
        "certified mail: the day the receipt shows it delivered, refused or unclaimed); a "
        "sooner meeting needs the consent of each appellant, recorded below: one "
        "appellant's consent does not shorten another's notice."
    )


# --- Scheduling at a meeting -----------------------------------------------------------


def earliest_hearing_day(served_on: date, days: int) -> date:
    """The first day a hearing may be held on notice served on ``served_on``."""
    return served_on + timedelta(days=days)


def meeting_refusal(appeal: Appeal, meeting: Meeting | None, body: Body) -> str:
    """Why the hearing cannot be at ``meeting``: it is the hearing body's, to come."""
    if meeting is None:
        return f"Choose a meeting of the {body}: the hearing is held at one."
    if meeting.body_id != body.pk:
        return f"That is a meeting of the {meeting.body}: the {body} hears this appeal."
    if meeting.starts_at < timezone.now():
        return "That meeting has been held: choose one to come."
    return ""


def consent_refusal(consents: dict | None, appellants: list) -> dict:
    """What is missing of each appellant's recorded consent to short notice (who, when
    and how): ``consents`` maps an appellant's party id to {"by", "at", "how"}; each
    error is keyed by the field of that appellant (``consent_at_<party id>``)."""
    errors = {}
    known = {party.pk: party for party in appellants}
    for pk, consent in (consents or {}).items():
        party = known.get(pk)
        if party is None:
            errors["meeting"] = "Consent to short notice is recorded for an appellant only."
            continue
        if not (consent.get("by") or "").strip():
            errors[f"consent_by_{pk}"] = (
                f"Name who consented to the short notice ({party.name}, or who acted for them)."
            )
        when = consent.get("at")
        if when is None:
            errors[f"consent_at_{pk}"] = f"Give the date {party.name} consented."
        elif when > timezone.now():
            errors[f"consent_at_{pk}"] = "The consent cannot be dated in the future."
        if not (consent.get("how") or "").strip():
            errors[f"consent_how_{pk}"] = 'Say how it was given (e.g. "signed letter of May 4").'
    return errors


def _joined(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def short_notice_refusal(hearing_at: datetime, *, days: int, basis: str, without: list) -> str:
    """The Town's policy: a hearing set today is at least ``days`` after the earliest its
    notices could be served (today, by personal delivery); sooner needs the consent of
    every appellant whose notice it is (``without``: the names of those who have not
    consented). Each person's notice is their own: one appellant's consent does not
    shorten another's notice."""
    served_on = today()
    earliest = earliest_hearing_day(served_on, days)
    if town_date(hearing_at) >= earliest or not without:
        return ""
    return (
        f"The hearing on {long_datetime(hearing_at, weekday=True)} is less than {basis} after "
        f"its notice can be served: the notice of hearing is given when it is served (by "
        f"hand today at the earliest; by certified mail, the day the receipt shows), so "
        f"the first day a hearing may be held is {long_date(earliest, weekday=True)}. Choose "
        f"a later meeting, or record the consent of {_joined(without)} to shorter "
        "notice (each appellant's own: who, when and how)."
    )


# --- Was the notice of the hearing held given in time? ----------------------------------


def notice_given_at(hearing_notice: HearingNotice) -> datetime | None:
    """When the notice of hearing was served on its appellant, as service completes
    (``addressing.service_completed_at``: the statute README's rule; a copy sent to the
    appellant's account is not service)."""
    from .addressing import service_completed_at

    return service_completed_at(hearing_notice.document.service_records.all())


def has_consent(hearing_notice: HearingNotice) -> bool:
    return bool(hearing_notice.consent_by and hearing_notice.consent_at)


def notice_in_time_refusal(appeal: Appeal) -> tuple[HearingNotice | None, str]:
    """The notice of the hearing actually held, and why it was not given in time ("" if
    it was): each appellant's notice served at least the least notice before the
    hearing day, or short notice consented to and recorded and the notice served before
    the hearing. Returns the first appellant's notice and every reason, joined."""
    current = appeal.notices_of_hearing()
    if not current:
        names = ", ".join(p.name for p in appeal_appellants(appeal))
        return None, (
            f"No notice of the hearing of {long_date(town_date(appeal.hearing_at))} was issued "
            f"to {names}: set the hearing again to issue one."
        )
    reasons = [r for h in current if (r := _one_in_time_refusal(appeal, h))]
    return current[0], " ".join(reasons)


def _one_in_time_refusal(appeal: Appeal, hearing_notice: HearingNotice) -> str:
    letter = getattr(hearing_notice.document, "served_letter", None)
    names = letter.addressee_name if letter is not None else appeal.appellant.name
    days = hearing_notice.least_notice_days
    hearing_day = town_date(appeal.hearing_at)
    given_at = notice_given_at(hearing_notice)
    number = hearing_notice.document.number
    if given_at is None or (has_consent(hearing_notice) and given_at >= appeal.hearing_at):
        return (
            f"Notice of hearing {number} was not served on {names} before the hearing: "
            "record its service (personal delivery, or certified mail with what came back). "
            "A hearing held without notice is held again at a later meeting."
        )
    if has_consent(hearing_notice):
        return ""  # short notice, consented to and recorded
    served_on = town_date(given_at)
    if earliest_hearing_day(served_on, days) > hearing_day:
        return (
            f"Notice of hearing {number} was served on {long_date(served_on)}, less than "
            f"{days} days before the hearing of {long_date(hearing_day)} (the least notice the "
            f"Town Board set), and no consent of {names} to short notice is recorded: the "
            "hearing is held again at a later meeting, on notice served in time."
        )
    return ""
