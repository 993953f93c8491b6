"""What the service modules share about addressing and service (issue 43 item 14): the
copies' entries, the missing-address hint, and when service completes (statute README).
Below notices, served, hearings, orders and appeals, so that they import it, not each
other."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from lockport_sw.calendar.counting import combine_town
from lockport_sw.calendar.words import town_date
from lockport_sw.registry.models import Party

from ..models import ServiceRecord

# How a missing address is added: by staff on the party's registry page.
ADD_ADDRESS = "add it on their page in the registry (Edit), then issue it again."


def entries(parties, role: str) -> list[dict]:
    return [_entry(party, role) for party in parties]


def _entry(party: Party, role: str) -> dict:
    return {
        "party": party.pk,
        "name": party.name,
        "address": party.mailing_address,
        "role": role,
    }


# Statute README: posting together with first-class mailing completes service on the
# fifth day after the later of the two (the mailing allowance of CPLR § 2103(b)(2)).
POSTING_AND_MAIL_DAYS = 5


def completed_at(service: ServiceRecord) -> datetime | None:
    """When this one record completes service by itself (statute README, "How service
    completes"): personal delivery, on delivery; certified mail, on the date the
    receipt shows it delivered, refused or unclaimed. Posting alone, first-class mail
    alone and a message to the person's account never do (``service_completed_at``
    joins posting with a first-class mailing; ``ServiceRecord.complete`` is the
    same rule as a query: keep the three together)."""
    if service.method == ServiceRecord.Method.CERTIFIED_MAIL:
        done_on = service.receipt_on or service.returned_on
        return None if done_on is None else combine_town(done_on, time.min)
    if service.method == ServiceRecord.Method.PERSONAL:
        return service.served_at
    return None


def service_completed_at(records) -> datetime | None:
    """When service on a person was complete, from every record of it (statute README):
    the earliest of personal delivery, a certified mailing's receipt, refusal or return,
    and, where the person was both posted and mailed by first-class mail, the fifth day
    after the later of the two. None while it is not complete."""
    records = list(records)
    moments = [m for r in records if (m := completed_at(r)) is not None]
    posted = [town_date(r.served_at) for r in records if r.method == ServiceRecord.Method.POSTING]
    mailed = [r.mailed_on for r in records if r.method == ServiceRecord.Method.FIRST_CLASS]
    if posted and mailed:
        later = max(min(posted), min(mailed))
        moments.append(combine_town(later + timedelta(days=POSTING_AND_MAIL_DAYS), time.min))
    return min(moments) if moments else None
