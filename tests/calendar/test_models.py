"""Town office closures: the Town calendar reads them, their history is kept, admin is read-only."""

from datetime import date

import pytest
from django.contrib import admin
from django.test import RequestFactory

from lockport_sw.calendar.counting import NYCalendar
from lockport_sw.calendar.models import OfficeClosure
from lockport_sw.calendar.selectors import town_calendar

pytestmark = pytest.mark.django_db


def test_town_calendar_loads_every_closure_in_one_query(django_assert_num_queries, smo):
    OfficeClosure.objects.create(
        date=date(2026, 11, 27), reason="Day after Thanksgiving", created_by=smo
    )
    OfficeClosure.objects.create(date=date(2027, 1, 26), reason="Snow emergency")

    with django_assert_num_queries(1):
        cal = town_calendar()

    assert isinstance(cal, NYCalendar)
    assert cal.closures == {
        date(2026, 11, 27): "Day after Thanksgiving",
        date(2027, 1, 26): "Snow emergency",
    }


def test_town_calendar_closure_extends_a_period_gcl_25a():
    OfficeClosure.objects.create(date=date(2026, 11, 27), reason="Day after Thanksgiving")

    counted = town_calendar().add_days(date(2026, 11, 11), 15, closures_extend=True)

    assert counted.value == date(2026, 11, 30)
    assert "November 27, 2026: Town offices closed: Day after Thanksgiving" in counted.steps


def test_town_calendar_without_closures_counts_holidays_only():
    counted = town_calendar().add_days(date(2026, 11, 11), 15)

    assert counted.value == date(2026, 11, 27)


def test_office_closure_history_keeps_every_version(smo):
    closure = OfficeClosure.objects.create(date=date(2027, 1, 26), reason="Snow", created_by=smo)
    closure.reason = "Snow emergency declared by the Supervisor"
    closure.save()
    pk = closure.pk
    closure.delete()

    history = OfficeClosure.history.filter(id=pk).order_by("history_date", "history_id")
    assert [(h.history_type, h.reason) for h in history] == [
        ("+", "Snow"),
        ("~", "Snow emergency declared by the Supervisor"),
        ("-", "Snow emergency declared by the Supervisor"),
    ]
    assert history[0].created_by == smo


def test_office_closures_are_ordered_by_date_and_unique_per_day():
    OfficeClosure.objects.create(date=date(2027, 1, 26), reason="Snow emergency")
    OfficeClosure.objects.create(date=date(2026, 11, 27), reason="Day after Thanksgiving")

    assert [c.date for c in OfficeClosure.objects.all()] == [date(2026, 11, 27), date(2027, 1, 26)]
    assert str(OfficeClosure.objects.first()) == "November 27, 2026: Day after Thanksgiving"


def test_office_closure_admin_is_read_only(make_user):
    superuser = make_user(is_superuser=True, is_staff=True)
    request = RequestFactory().get("/admin/calendar/officeclosure/")
    request.user = superuser
    closure = OfficeClosure.objects.create(date=date(2027, 1, 26), reason="Snow emergency")
    model_admin = admin.site._registry[OfficeClosure]

    assert model_admin.has_add_permission(request) is False
    assert model_admin.has_change_permission(request, closure) is False
    assert model_admin.has_delete_permission(request, closure) is False
    assert model_admin.has_view_permission(request, closure) is True


def test_office_closure_admin_list_page_shows_closures(client, make_user):
    client.force_login(make_user(is_superuser=True, is_staff=True))
    OfficeClosure.objects.create(date=date(2027, 1, 26), reason="Snow emergency")

    response = client.get("/admin/calendar/officeclosure/")

    assert response.status_code == 200
    assert b"Snow emergency" in response.content
    assert b"/admin/calendar/officeclosure/add/" not in response.content
