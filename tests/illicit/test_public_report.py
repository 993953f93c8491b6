"""The public's report: no account, a phone, no JavaScript needed; refused reports keep
what was typed and say why; nothing half-saved (issue 10, item 1 and "Bad input")."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
import time_machine
from django.core import mail
from django.urls import reverse
from django.utils import timezone
from django.utils.datastructures import MultiValueDict

from illicit.forms import ReportForm
from illicit.models import Report, ReportUpdate
from lockport_sw.audit.models import AuditEvent
from lockport_sw.documents.models import Upload
from lockport_sw.notifications.services import drain_outbox
from tests.illicit.world import photo

pytestmark = pytest.mark.django_db

URL = "/report/"


def form_data(**overrides) -> dict:
    started = None
    with time_machine.travel(timezone.now() - timedelta(seconds=30)):
        started = ReportForm.started_token()
    data = {
        "kind": "suds",
        "address": "12 Mill Road",
        "latitude": "",
        "longitude": "",
        # Yesterday: "today at 7:45 AM" is still to come before 7:45 AM (a refused report).
        "observed_on": (timezone.localdate() - timedelta(days=1)).isoformat(),
        "observed_time": "07:45",
        "description": "Suds in the ditch by the culvert.",
        "name": "Nora Neighbor",
        "email": "nora@example.org",
        "phone": "716-555-0199",
        "website": "",
        "started": started,
    }
    data.update(overrides)
    return data


def test_the_form_is_public_and_works_without_javascript(client):
    response = client.get(URL)
    assert response.status_code == 200
    html = response.content.decode()
    assert 'name="address"' in html and 'name="latitude"' in html
    assert "§ 158-4" in html
    assert "<script>" not in html  # no inline scripts (CSP)
    assert "data-warn-unsaved" in html


def test_a_report_with_a_photo_gets_a_reference_a_status_page_and_an_email(client):
    response = client.post(URL, {**form_data(), "photos": [photo()]})
    assert response.status_code == 302
    report = Report.objects.get()
    assert re.fullmatch(r"R-\d{4}-\d{4}", report.reference)
    assert report.address == "12 Mill Road" and report.state == Report.State.NEW
    assert Upload.objects.filter(subject_id=report.pk, content_type="image/png").count() == 1
    status = client.get(response.url)
    assert status.status_code == 200
    assert report.reference in status.content.decode()
    drain_outbox()
    sent = [m for m in mail.outbox if m.to == ["nora@example.org"]]
    assert len(sent) == 1 and report.reference in sent[0].subject
    assert response.url in sent[0].body


def test_the_form_submits_its_report_or_shows_the_services_refusal_beside_the_field(
    client, make_user
):
    """ReportForm.submit, the public page's and the REST API's one call of the service."""
    sender = make_user()
    form = ReportForm({**form_data(), "email": "nora@"}, MultiValueDict({"photos": [photo()]}))
    assert form.is_valid()  # an email address is the service's to check
    assert form.submit(received_by=sender) is None
    refusal = ["Enter an email address like name@example.com, or leave it empty."]
    assert form.errors == {"email": refusal}
    assert not Report.objects.exists() and not Upload.objects.exists()
    page = client.post(URL, {**form_data(), "email": "nora@"})
    assert page.context["form"].errors == {"email": refusal}

    form = ReportForm(form_data(), MultiValueDict({"photos": [photo()]}))
    assert form.is_valid()
    made, token = form.submit(received_by=sender)
    assert made.reporter_email == "nora@example.org" and made.observed_at == form.observed_at()
    assert Upload.objects.filter(subject_id=made.pk, content_type="image/png").count() == 1
    event = AuditEvent.objects.get(action="illicit.report_received", subject_id=made.pk)
    assert event.actor == sender and "through the REST API" in event.summary
    assert (
        client.get(reverse("illicit:report_status", args=[made.reference, token])).status_code
        == 200
    )


def test_a_point_picked_on_the_map_is_enough(client):
    response = client.post(URL, form_data(address="", latitude="43.1701", longitude="-78.6902"))
    assert response.status_code == 302
    assert str(Report.objects.get().latitude) == "43.170100"


def test_a_report_with_no_location_is_refused_beside_the_field_keeping_what_was_typed(client):
    response = client.post(URL, form_data(address=""))
    assert response.status_code == 200
    html = response.content.decode()
    assert "There is a problem" in html
    assert "Say where" in html
    assert "Suds in the ditch by the culvert." in html and "nora@example.org" in html
    assert not Report.objects.exists() and not Upload.objects.exists()


def test_a_photo_that_is_not_an_image_is_refused_and_nothing_is_saved(client):
    pdf = photo("drain.pdf", b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
    response = client.post(URL, {**form_data(), "photos": [photo(), pdf]})
    assert response.status_code == 200
    html = response.content.decode()
    assert "not a photo" in html
    assert "choose them again" in html
    assert not Report.objects.exists() and not Upload.objects.exists()
    assert not ReportUpdate.objects.exists()


def test_a_file_named_like_a_photo_that_is_not_one_is_refused(client):
    fake = photo("drain.jpg", b"MZ\x90\x00 a windows program" + b"\x00" * 200)
    response = client.post(URL, {**form_data(), "photos": [fake]})
    assert "named like a JPEG image" in response.content.decode()
    assert not Report.objects.exists()


def test_more_than_five_photos_are_refused(client):
    response = client.post(URL, {**form_data(), "photos": [photo(f"p{i}.png") for i in range(6)]})
    assert "at most 5 photos" in response.content.decode()
    assert not Report.objects.exists()


def test_a_flood_from_one_client_is_throttled_with_a_plain_message_keeping_the_report(
    client, settings
):
    settings.ILLICIT_REPORT_RATE = "3/h"
    for _ in range(3):
        assert client.post(URL, form_data()).status_code == 302
    response = client.post(URL, form_data(description="The fourth one"))
    assert response.status_code == 429
    html = response.content.decode()
    assert "Too many reports were sent from your connection" in html
    assert "There is a problem" in html
    assert "The fourth one" in html
    assert Report.objects.count() == 3
    # Another client is not throttled.
    assert client.post(URL, form_data(), REMOTE_ADDR="10.9.9.9").status_code == 302


def test_refused_reports_do_not_count_against_the_rate(client, settings):
    settings.ILLICIT_REPORT_RATE = "2/h"
    for _ in range(4):
        client.post(URL, form_data(address=""))
    assert client.post(URL, form_data()).status_code == 302


def test_the_honeypot_refuses_a_bot_and_keeps_the_report_typed(client):
    response = client.post(URL, form_data(website="http://spam.example"))
    html = response.content.decode()
    assert "should stay empty" in html and "Suds in the ditch" in html
    assert "automated" not in html and "bot" not in html.lower().split()
    assert not Report.objects.exists()


def test_a_form_sent_within_seconds_asks_to_be_checked_and_accuses_no_one(client):
    """Issue 22, item 3: the "too fast" refusal is gone; such a send is not taken yet, and
    the page asks the person to check it and send it, keeping everything typed."""
    response = client.post(URL, form_data(started=ReportForm.started_token()))
    html = response.content.decode()
    assert response.status_code == 200
    assert "Check your report, then send it." in html
    for accusing in ("automated", "within a few seconds", "There is a problem", "refused"):
        assert accusing not in html
    assert "Suds in the ditch by the culvert." in html and "nora@example.org" in html
    assert not Report.objects.exists()
    # The form comes back with a fresh time check: sending it again later works.
    assert client.post(URL, form_data()).status_code == 302


def _summary(html: str) -> str:
    return html.split("data-error-summary", 1)[1].split("</div>", 1)[0]


def test_the_required_location_is_marked_and_refused_once_on_the_first_send(client):
    """Issue 22, item 3: "Where?" is marked required; with another field wrong too, the
    first refused send names the missing place, once, in the summary."""
    assert "Where? <span" in client.get(URL).content.decode()
    assert "(required)" in client.get(URL).content.decode()

    response = client.post(URL, form_data(address="", kind=""))
    html = response.content.decode()

    summary = _summary(html)
    assert summary.count("Say where") == 1 and summary.count("Choose what you saw") == 1
    assert 'href="#id_address"' in summary
    assert html.count("Say where") == 2  # the summary and beside the address box
    assert not Report.objects.exists()


def test_the_location_from_the_service_is_shown_once_too(client):
    """The service's own refusal of the place (here a point half given) lands beside its
    field, once in the summary."""
    html = client.post(URL, form_data(address="", latitude="43.17")).content.decode()
    assert _summary(html).count("Give the longitude too") == 1


def test_one_character_limit_stated_once_with_the_count(client):
    from illicit.services.reports import MAX_DESCRIPTION

    html = client.get(URL).content.decode()
    box = (
        html.split('name="description"', 1)[0].rsplit("<textarea", 1)[1]
        + html.split('name="description"', 1)[1].split(">", 1)[0]
    )
    # Counted, never cut (issue 45, item 1): data-maxlength, no maxlength.
    assert f'data-maxlength="{MAX_DESCRIPTION}"' in box
    assert " maxlength=" not in box
    # Each box states its own limit once beside it (issue 22, item 7): the description's
    # is the service's 4,000, not the site's 10,000.
    beside = html.split('id="id_description_helptext"', 1)[1].split("</div>", 1)[0]
    assert beside.count("characters.") == 1 and "Up to 4,000 characters." in beside
    assert "10,000" not in html


def test_the_status_page_shows_the_time_seen_and_says_what_the_timeline_says(client):
    response = client.post(URL, form_data())
    html = client.get(response.url).content.decode()
    day = timezone.localdate() - timedelta(days=1)
    assert f"{day:%B} {day.day}, {day.year} at 7:45 AM" in html
    from illicit.services.reports import RECEIVED_NOTE

    assert f"Status: <strong>Open</strong>: {RECEIVED_NOTE}" in html


def test_the_status_page_needs_the_token_and_shows_only_that_report(client):
    client.post(URL, form_data(description="First, by Nora"))
    first = Report.objects.get()
    other = client.post(
        URL, form_data(email="otto@example.org", name="Otto Other", description="Second")
    )
    token = other.url.rstrip("/").rsplit("/", 1)[1]
    second = Report.objects.exclude(pk=first.pk).get()
    assert (
        client.get(reverse("illicit:report_status", args=[first.reference, token])).status_code
        == 404
    )
    assert (
        client.get(reverse("illicit:report_status", args=[second.reference, "guess"])).status_code
        == 404
    )
    html = client.get(other.url).content.decode()
    assert second.reference in html and first.reference not in html
    for private in ("Nora", "nora@example.org", "otto@example.org", "Otto Other", "555-0199"):
        assert private not in html


def test_behind_a_proxy_the_limit_is_per_client_from_the_configured_header(client, settings):
    settings.ILLICIT_REPORT_RATE = "1/h"
    settings.RATELIMIT_IP_META_KEY = "HTTP_X_REAL_IP"
    assert client.post(URL, form_data(), HTTP_X_REAL_IP="198.51.100.7").status_code == 302
    assert client.post(URL, form_data(), HTTP_X_REAL_IP="198.51.100.7").status_code == 429
    assert client.post(URL, form_data(), HTTP_X_REAL_IP="198.51.100.8").status_code == 302


def test_the_timer_token_is_used_once_so_a_replayed_post_is_refused(client):
    data = form_data()
    assert client.post(URL, data).status_code == 302
    replay = client.post(URL, data, REMOTE_ADDR="10.9.9.9")  # the same post, sent again
    assert replay.status_code == 200
    assert "This form was sent already" in replay.content.decode()
    assert Report.objects.count() == 1
    # A token from before this change (a bare time) is not accepted either.
    from django.core import signing

    from illicit.forms import STARTED_SALT

    old = signing.dumps(timezone.now().timestamp() - 30, salt=STARTED_SALT)
    assert "too long" in client.post(URL, form_data(started=old)).content.decode()
