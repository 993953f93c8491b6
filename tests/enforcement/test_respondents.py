"""A respondent sees only their own notices, orders and appeals: another respondent gets
a 404 on every enforcement URL and file of theirs (issue 7, item 9)."""

from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from enforcement.models import ServiceRecord
from enforcement.services import appeals, notices, orders
from tests.enforcement.access import ENFORCEMENT_MATRIX
from tests.enforcement.factories import issue, make_violation, respondent_party, respondent_user
from tests.enforcement.world import enforcement_world

pytestmark = pytest.mark.django_db


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_another_respondent_gets_404_on_every_url_and_file(make_user):
    world = enforcement_world(make_user)
    stranger = _client(respondent_user())
    urls = [
        reverse(name, kwargs=world[builder])
        for name, (builder, _) in ENFORCEMENT_MATRIX.items()
        if builder and builder != "party"
    ]
    from enforcement.models import Appeal, NoticeOfViolation, StopWorkOrder

    documents = [
        *(n.document for n in NoticeOfViolation.objects.all()),
        *(o.document for o in StopWorkOrder.objects.all()),
    ]
    urls += [d.get_absolute_url() for d in documents]
    assert Appeal.objects.exists() and len(documents) >= 2

    wrong = {url: stranger.get(url).status_code for url in urls}
    assert {url: code for url, code in wrong.items() if code != 404} == {}


def test_a_respondent_sees_their_own_notice_order_appeal_and_files(smo):
    rita = respondent_user()
    party = respondent_party(user=rita)
    today = timezone.localdate()
    notice = issue(
        smo, make_violation(smo, party=party, started_on=today), deadline=today + timedelta(days=20)
    )
    order = orders.order_issue(
        acting_user=smo,
        violation=make_violation(smo, chapter="159", party=party, started_on=today),
        reasons="Sediment.",
        work_allowed="Stabilization.",
    )
    appeal = appeals.appeal_file(acting_user=rita, notice=notice, grounds="Not mine.")
    notices.service_record(
        acting_user=smo,
        document=order.document,
        method=ServiceRecord.Method.PERSONAL,
        served_by_name="Ines Park",
        served_at=timezone.now(),
    )
    client = _client(rita)

    for url in (
        notice.get_absolute_url(),
        order.get_absolute_url(),
        appeal.get_absolute_url(),
        reverse("enforcement:mine"),
    ):
        assert client.get(url).status_code == 200, url
    for document in (notice.document, order.document):
        response = client.get(document.get_absolute_url())
        assert response.status_code == 200
        assert b"".join(response.streaming_content).startswith(b"%PDF")
    mine = client.get(reverse("enforcement:mine")).content.decode()
    assert notice.number in mine and order.number in mine and appeal.reference in mine
    # Their own notice, but not the Town's working pages.
    assert client.get(reverse("enforcement:serve", args=[notice.number])).status_code == 403
    assert client.get(notice.violation.get_absolute_url()).status_code == 404
