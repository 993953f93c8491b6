"""The SMO's page for the tax-parcel roll (issue 23, item 1): the upload is checked at
once, bad lines listed and nothing kept; a checked roll is imported by a real Celery
worker, its progress and its report on the page."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from lockport_sw.accounts.roles import Role
from lockport_sw.registry.models import Ownership, Property, RollImport
from tests.conditions import wait_until
from tests.registry.test_roll import roll_file

pytestmark = [pytest.mark.worker, pytest.mark.slow]


def _upload(client, data: bytes):
    return client.post(
        "/registry/roll/",
        {"file": SimpleUploadedFile("roll.csv", data, "text/csv"), "as_of": "2026-03-01"},
    )


@pytest.mark.django_db(transaction=True)
def test_the_roll_is_checked_then_imported_by_a_worker(client, make_user, celery_worker):
    smo = make_user(Role.SMO)
    client.force_login(smo)
    bad = _upload(client, roll_file(50, {3: "x,3 Roll Road,,1 Mail,Lockport,NY,14094\n"}))
    refused = RollImport.objects.get()
    assert bad.url == refused.get_absolute_url() and refused.state == "refused"
    page = client.get(bad.url).content.decode()
    assert "1 bad line: nothing was imported." in page and "Line 5:" in page
    assert "Import" not in page.split("</h1>", 1)[1].split("<footer", 1)[0].replace(
        "Import the tax-parcel roll", ""
    )
    assert not Property.objects.exists()

    good = _upload(client, roll_file(3000))
    checked = RollImport.objects.latest("pk")
    assert checked.state == "checked"
    assert "All 3000 lines were checked: no problems." in client.get(good.url).content.decode()
    started = client.post(good.url)
    assert started.status_code == 302
    done = wait_until(
        lambda: RollImport.objects.filter(pk=checked.pk, state="imported").first(),
        120,
        "the worker to import the roll",
        interval=0.5,
        explain=celery_worker.log,
    )
    assert done.report["parcels_added"] == 3000 and done.seconds is not None
    assert Property.objects.count() == 3000 and Ownership.objects.count() == 3300
    fragment = client.get(f"/registry/roll/{checked.pk}/progress/").content.decode()
    assert "Imported 3000 lines in" in fragment
    # A roll is imported once.
    client.post(good.url)
    assert RollImport.objects.get(pk=checked.pk).state == "imported"
