"""The reporter's emails go out through the outbox, drained by a real Celery worker
(the real stack: PostgreSQL, Redis, a worker process)."""

from __future__ import annotations

import pytest

from illicit.models import Report
from lockport_sw.notifications.models import Notification
from tests.conditions import wait_until
from tests.illicit.test_public_report import URL, form_data

pytestmark = [pytest.mark.worker, pytest.mark.slow]


def test_a_reporters_confirmation_is_emailed_by_a_real_worker(client, celery_worker):
    response = client.post(URL, form_data(email="nora@example.org"))
    assert response.status_code == 302
    report = Report.objects.get()
    sent = wait_until(
        lambda: Notification.objects.filter(
            address="nora@example.org", email_status=Notification.EmailStatus.SENT
        ).first(),
        60,
        "the confirmation to be emailed",
        interval=0.5,
        explain=celery_worker.log,
    )
    assert report.reference in sent.subject
    # The status link (its secret token) went in the email; the row no longer holds it.
    assert sent.url == "" and sent.link_redacted
