"""Redis stopped while people work (issue 19, item 3): pages still serve, the public's
report is still received, and its email waits in the outbox (PostgreSQL) until Redis is
back, when a worker sends it once.

Redis here is a private redis-server on its own port, killed (as a crash) and started
again; gunicorn and the Celery worker use it as broker, results and cache."""

from __future__ import annotations

import pytest

from illicit.models import Report
from lockport_sw.accounts.roles import Role
from lockport_sw.notifications.models import Notification
from tests.conditions import wait_until
from tests.factories import PASSWORD, totp_code
from tests.faults.stack import CeleryWorker, Gunicorn, PrivateRedis, app_env, csrf_token, sign_in
from tests.illicit.test_public_report import form_data

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]
DRAIN = "lockport_sw.notifications.tasks.drain_outbox"


@pytest.fixture
def redis_server(tmp_path):
    server = PrivateRedis(tmp_path).start()
    yield server
    server.stop()


def test_with_redis_stopped_pages_serve_the_report_saves_and_its_mail_goes_when_redis_returns(
    redis_server, tmp_path, make_user
):
    env = app_env(TEST_REDIS_URL=redis_server.url)
    web = Gunicorn(tmp_path / "gunicorn.log", env)
    worker = None
    try:
        smo = make_user(Role.SMO)
        staff = sign_in(web, smo.email, PASSWORD, totp_code)

        redis_server.stop()

        # Pages still serve: a signed-in staff page, the public form.
        assert staff.get(web.url + "/").status_code == 200
        assert staff.get(web.url + "/clocks/").status_code == 200
        public = web.session()
        page = public.get(web.url + "/report/")
        assert page.status_code == 200
        # The public's report is received (the limits let it through, logged).
        response = public.post(
            web.url + "/report/", data={**form_data(), "csrfmiddlewaretoken": csrf_token(page.text)}
        )
        assert response.status_code == 200, response.text[-2000:]
        assert "your report was received as R-" in response.text
        report = Report.objects.get()
        # Its email waits in the outbox: nothing could take it to a worker.
        mail = Notification.objects.get(address="nora@example.org")
        assert mail.email_status == Notification.EmailStatus.PENDING
        assert mail.email_attempts == 0
        assert report.reference in mail.subject

        # Redis returns (empty: it kept nothing); a worker drains the outbox (beat's
        # every-minute drain, sent here at once), twice: the mail goes once.
        redis_server.start()
        worker = CeleryWorker(tmp_path / "worker.log", env)
        for _ in range(2):
            worker.app.send_task(DRAIN).get(timeout=60)
        mail.refresh_from_db()
        assert mail.email_status == Notification.EmailStatus.SENT
        assert mail.email_attempts == 1
        # And the web works with Redis again.
        assert staff.get(web.url + "/").status_code == 200
        wait_until(lambda: public.get(web.url + "/report/").status_code == 200, 30, "report form")
    finally:
        if worker is not None:
            worker.stop()
        web.stop()
