"""The demo data cover every enforcement state issue 7 asks for (item 10)."""

import pytest
from django.utils import timezone

from enforcement import selectors
from enforcement.models import Appeal, NoticeOfViolation, StopWorkOrder
from enforcement.services import penalties
from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.registry.models import Party

pytestmark = pytest.mark.django_db


def test_demo_has_every_enforcement_state(demo):

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
    clerk = User.objects.filter(groups__name=Role.CLERK).first()
    assert list(selectors.decided_docket(clerk, year=closed.decided_on.year)) == [closed]
    assert closed.vote_text.startswith("4 in favor (") and "1 against (" in closed.vote_text
    assert selectors.corrective_due().exists()
    wash = Party.objects.get(name="Transit Auto Wash")
    assert penalties.assess(party=wash, chapter="158", committed_on=timezone.localdate()).tier == 2


def test_demo_the_smo_reaches_each_served_letter_from_home_and_the_addressee_finds_it(client, demo):
    """Issue 23, acceptance: following links from the home page, the SMO reaches a
    § 158-5C order letter, a § 158-8 notice and a notice to restore; the person they are
    addressed to finds each under "Notices to you"."""
    import re

    from django.urls import reverse

    from enforcement.models import ServedLetter
    from lockport_sw.accounts.models import User

    wanted = {"§ 158-5C": None, "§ 158-8B": None, "§ 159-8C(6)": None}
    for citation in wanted:
        wanted[citation] = ServedLetter.objects.get(
            citation=citation, state="issued", addressee__user__email="applicant@lockport.example"
        )

    client.force_login(User.objects.get(email="smo@lockport.example"))
    home = client.get(reverse("home")).content.decode()
    links = set(re.findall(r'href="(/enforcement/letters/[^"]+/)"', home))
    for letter in wanted.values():
        assert letter.get_absolute_url() in links, letter.number
        page = client.get(letter.get_absolute_url())
        assert page.status_code == 200 and letter.number in page.content.decode()

    addressees = {letter.addressee.user for letter in wanted.values()}
    assert len(addressees) == 1 and None not in addressees
    client.force_login(addressees.pop())
    home = client.get(reverse("home")).content.decode()
    assert reverse("enforcement:mine") in home  # the menu's "Notices to you"
    mine = client.get(reverse("enforcement:mine")).content.decode()
    for letter in wanted.values():
        assert letter.get_absolute_url() in mine, letter.number
        assert client.get(letter.get_absolute_url()).status_code == 200
