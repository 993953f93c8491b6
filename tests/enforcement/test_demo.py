"""The demo data cover every enforcement state issue 7 asks for (item 10)."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from enforcement import selectors
from enforcement.models import Appeal, NoticeOfViolation, StopWorkOrder
from enforcement.services import penalties
from lockport_sw.registry.models import Party

pytestmark = pytest.mark.django_db


def test_demo_has_every_enforcement_state():
    call_command("seed_demo", stdout=StringIO())  # nothing left open (warnings are errors)

    notices = NoticeOfViolation.objects.all()
    for chapter in ("158", "159"):
        assert notices.filter(chapter=chapter, state="served").exists(), chapter
        assert notices.filter(chapter=chapter, state="issued").exists(), chapter
    assert StopWorkOrder.objects.filter(state="in_effect", violation__subject_id__isnull=False)
    assert StopWorkOrder.objects.filter(state="lifted").exists()
    assert Appeal.objects.filter(state=Appeal.State.SCHEDULED, hearing_at__gt=timezone.now())
    # Issue 18: a notice of hearing mailed to a paper appellant, one sent to an account.
    from enforcement.models import HearingNotice

    sent = HearingNotice.objects.filter(document__service_records__isnull=False)
    assert {s.method for h in sent for s in h.document.service_records.all()} == {
        "certified_mail",
        "account",
    }
    closed = Appeal.objects.get(state=Appeal.State.CLOSED)
    assert closed.mailed_on and closed.filed_with_clerk_on
    # Issue 18: the decided appeal is in the Board's archive, its vote named member by
    # member (GCL § 41: a majority of the Town Board's five seats).
    assert list(selectors.decided_docket(year=closed.decided_on.year)) == [closed]
    assert closed.vote_text.startswith("4 in favor (") and "1 against (" in closed.vote_text
    assert selectors.corrective_due().exists()
    wash = Party.objects.get(name="Transit Auto Wash")
    assert penalties.assess(party=wash, chapter="158", committed_on=timezone.localdate()).tier == 2
