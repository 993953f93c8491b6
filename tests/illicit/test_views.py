"""The case pages: the list, the case, its acts through their forms (issue 10, item 4)."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.urls import reverse

from enforcement.models import Violation
from illicit.models import Case, Entry
from tests.illicit.world import case, confirmed, local, photo

pytestmark = pytest.mark.django_db


def act(case_obj, step):
    return reverse("illicit:case_act", args=[case_obj.reference, step])


def test_the_case_page_shows_its_parts_and_acts(client, smo):
    made = case(smo)
    client.force_login(smo)
    html = client.get(made.get_absolute_url()).content.decode()
    for text in ("Investigation log", "Add to the log", "MS4 access (§ 158-8)", "Hand a violation"):
        assert text in html


def test_the_log_takes_photos_and_refuses_a_bad_file_beside_the_field(client, inspector, smo):
    made = case(smo)
    client.force_login(inspector)
    bad = client.post(
        act(made, "log"),
        {
            "kind": "site_visit",
            "at": "2026-01-05T10:00",
            "notes": "Visited",
            "files": [photo("x.png", b"not a png")],
        },
    )
    assert bad.status_code == 200 and "There is a problem" in bad.content.decode()
    assert not Entry.objects.exists()
    good = client.post(
        act(made, "log"),
        {
            "kind": "sample",
            "at": "2026-01-05T10:00",
            "notes": "Grab sample",
            "sample_point": "Ditch",
            "laboratory": "Niagara Labs",
            "lab_result": "E. coli 12,000 CFU/100 mL",
            "files": [photo()],
        },
    )
    assert good.status_code == 302
    page = client.get(made.get_absolute_url()).content.decode()
    assert "E. coli 12,000" in page and "drain.png" in page


def test_a_violation_is_handed_to_enforcement_from_the_case(client, smo):
    made = confirmed(smo)
    client.force_login(smo)
    form = client.get(act(made, "violation"))
    assert form.status_code == 200
    response = client.post(
        act(made, "violation"),
        {
            "party": made.operator.pk,
            "provisions": ["158-4A"],
            "description": "Wash water to the ditch",
            "started_on": "2026-01-05",
        },
    )
    violation = Violation.objects.get()
    assert response.status_code == 302 and violation.subject == made
    assert violation.reference in client.get(made.get_absolute_url()).content.decode()
    assert violation.started_on == date(2026, 1, 5)


def test_the_case_list_filters_by_state(client, smo):
    confirmed(smo)
    case(smo)
    client.force_login(smo)
    response = client.get(reverse("illicit:case_list"), {"state": "confirmed"})
    assert len(response.context["page_obj"].object_list) == 1


def test_closing_as_exempt_without_a_ground_is_refused_beside_the_field(client, smo):
    made = case(smo)
    client.force_login(smo)
    response = client.post(act(made, "close"), {"reason": "exempt"})
    assert "§ 158-4A(1)-(4) or § 158-3A" in response.content.decode()
    assert Case.objects.get().state == Case.State.REPORTED


def test_spill_pages_flag_a_late_notice(client, smo):
    with time_machine.travel(local(2026, 3, 6, 17), tick=False):
        client.force_login(smo)
        client.post(
            reverse("illicit:spill_create"),
            {"known_at": "2026-03-06T16:00", "material": "Diesel", "address": "4800 Transit Road"},
        )
    made = Case.objects.get()
    with time_machine.travel(local(2026, 3, 10, 9), tick=False):
        client.force_login(smo)  # sessions end after 30 idle minutes
        client.post(
            reverse("illicit:spill_act", args=[made.spill.pk, "notice"]),
            {"at": "2026-03-10T08:30", "method": "telephone", "notified_by": "Yard manager"},
        )
        page = client.get(made.get_absolute_url())
        assert page.status_code == 200, page
        html = page.content.decode()
    assert "late" in html and "Monday, March 9, 2026" in html


def test_the_registers_and_delegation_form(client, smo, inspector):
    client.force_login(smo)
    response = client.post(
        reverse("illicit:delegation_create"),
        {
            "delegate": inspector.pk,
            "powers": "Inspections under § 158-9",
            "written_on": "2026-01-05",
            "starts_on": "2026-01-05",
        },
    )
    assert response.status_code == 302
    assert "Inspections under § 158-9" in client.get(reverse("illicit:registers")).content.decode()


def test_a_spill_recorded_on_an_existing_spill_case(client, smo):
    made = case(smo, kind=Case.Kind.SPILL)
    client.force_login(smo)
    response = client.post(
        act(made, "spill"), {"known_at": "2026-01-05T09:00", "material": "Paint", "hazardous": "on"}
    )
    assert response.status_code == 302
    made.refresh_from_db()
    assert made.spill.hazardous and made.spill.material == "Paint"
