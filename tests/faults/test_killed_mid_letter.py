"""A worker killed in the middle of a letter (issue 19, item 3): the letter is issued
exactly once, with no gap in its series, once the person issues it again.

Letters are rendered in the web process that issues them (``document_issue`` inside the
act's transaction), not by a Celery task, so the worker killed is gunicorn's: SIGKILL,
no clean-up. It is killed at a point the test chooses, after the PDF is rendered and
written and before the row is committed: this test holds a SHARE lock on the issued
documents' table, so the worker's INSERT waits (seen in pg_locks); then it is killed.
Its transaction dies with it (PostgreSQL rolls back when the client is gone), its
number is given again, and the file it wrote, never issued, is moved aside."""

from __future__ import annotations

import os
import signal
import threading
from datetime import date, timedelta
from pathlib import Path

import pytest
import requests
from django.conf import settings
from django.db import connections

from enforcement.models import NoticeOfViolation
from lockport_sw.accounts.roles import Role
from lockport_sw.documents.models import IssuedDocument
from tests.conditions import backend_alive, backends_blocked_by, wait_until
from tests.enforcement.factories import NOTICE_158, make_violation
from tests.factories import PASSWORD, totp_code
from tests.faults.stack import Gunicorn, app_env, csrf_token, sign_in

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def held_table():
    """This test's own transaction holding a SHARE lock on the issued documents: an
    issuance's INSERT waits for it. Released at the end whatever happens."""
    held = connections.create_connection("default")
    held.set_autocommit(False)
    with held.cursor() as cursor:
        cursor.execute(f"LOCK TABLE {IssuedDocument._meta.db_table} IN SHARE MODE")
    yield held
    if held.connection is not None:
        held.rollback()
    held.close()


def test_a_web_worker_killed_mid_letter_leaves_the_letter_issued_exactly_once(
    tmp_path, make_user, held_table
):
    web = Gunicorn(tmp_path / "gunicorn.log", app_env())
    try:
        smo = make_user(Role.SMO)
        violation = make_violation(smo)
        browser = sign_in(web, smo.email, PASSWORD, totp_code)
        url = f"{web.url}/enforcement/violations/{violation.reference}/notice/"
        fields = {
            **NOTICE_158,
            "addressee": violation.party_id,
            "deadline": (date.today() + timedelta(days=60)).isoformat(),
        }
        page = browser.get(url)
        check = browser.post(url, data={**fields, "csrfmiddlewaretoken": csrf_token(page.text)})
        assert "Check the notice, then issue it" in check.text
        confirm = {**fields, "confirmed": "True", "csrfmiddlewaretoken": csrf_token(check.text)}

        outcome: list = []

        def issue() -> None:
            try:
                outcome.append(browser.post(url, data=confirm, allow_redirects=False))
            except requests.RequestException as exc:
                outcome.append(exc)

        first = threading.Thread(target=issue)
        first.start()
        (waiting,) = wait_until(
            lambda: backends_blocked_by(held_table), 120, "the issuance to wait for the table"
        )
        # Rendered and written: the PDF is on disk, no row names it yet.
        written = list(Path(settings.MEDIA_ROOT).glob("issued/NOV/*/NOV-*.pdf"))
        assert len(written) == 1, written
        (pid,) = web.worker_pids()
        os.kill(pid, signal.SIGKILL)
        first.join(timeout=60)
        # The person sees the connection fail (or the proxy's error), not a letter.
        assert len(outcome) == 1
        assert not isinstance(outcome[0], requests.Response) or outcome[0].status_code >= 500
        held_table.rollback()
        wait_until(lambda: not backend_alive(waiting), 60, "the killed worker's backend to end")
        assert not IssuedDocument.objects.exists()
        assert not NoticeOfViolation.objects.exists()

        # gunicorn starts a new worker; the SMO issues the notice again.
        wait_until(lambda: web.worker_pids() and web.worker_pids() != [pid], 60, "a new worker")
        again = browser.post(url, data=confirm, allow_redirects=False)
        assert again.status_code == 302, again.text[-2000:]

        notice = NoticeOfViolation.objects.get()
        document = IssuedDocument.objects.get()
        assert notice.document == document
        # The number the killed attempt had, given again: no gap, no duplicate.
        assert document.number == written[0].stem
        assert document.verify()
        # The file the killed worker wrote was never issued: kept aside, not served.
        aside = list(written[0].parent.glob(written[0].name + ".orphan-*"))
        assert len(aside) == 1, aside
        response = browser.get(f"{web.url}/documents/issued/{document.number}/")
        assert response.status_code == 200
        assert response.headers["Content-Type"] == "application/pdf"
    finally:
        web.stop()
