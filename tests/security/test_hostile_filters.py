"""Issue 45, item 6c: a NUL character in every search box, and a partial IP address in the
security log's filter, answer a page (a clean form error or an empty result), never 500."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.security.models import SecurityEvent

pytestmark = pytest.mark.django_db

NUL = "Mill\x00Road"

# Every page with a search box or a typed filter, and the names of its boxes.
SEARCH_BOXES = [
    ("reports:search", ["q"]),
    ("registry:search", ["q"]),
    ("swppp:project_list", ["q"]),
    ("security:event_list", ["who", "ip"]),
    ("deadlines:board", ["q", "subject"]),
]


@pytest.fixture
def staff_client(make_user):
    client = Client(raise_request_exception=False)
    user = make_user(Role.SMO)
    user.is_superuser = True
    user.save(update_fields=["is_superuser"])
    client.force_login(user)
    return client


@pytest.mark.parametrize(("name", "boxes"), SEARCH_BOXES)
def test_a_nul_in_a_search_box_answers_a_page_not_500(staff_client, name, boxes):
    for box in boxes:
        response = staff_client.get(reverse(name), {box: NUL})
        assert response.status_code in (200, 400), (name, box, response.status_code)


def test_the_nav_search_with_a_nul_answers_an_empty_result(staff_client):
    response = staff_client.get(reverse("reports:search"), {"q": "\x00"})
    assert response.status_code == 200


@pytest.mark.parametrize("typed", ["10.0.", "198.51", "2001:db8:", "::1", "198.51.100.7"])
def test_the_security_log_filters_by_a_partial_ip_address(staff_client, typed):
    from django.utils import timezone

    SecurityEvent.objects.create(kind="login_failed", ip="198.51.100.7", at=timezone.now())
    response = staff_client.get(reverse("security:event_list"), {"ip": typed})
    assert response.status_code == 200
    shown = "198.51.100.7" in response.content.decode().split("<tbody", 1)[-1]
    assert shown == "198.51.100.7".startswith(typed), typed


@pytest.mark.parametrize("typed", ["10.0.0.x", "'; drop table", "1" * 60])
def test_the_security_log_refuses_what_is_no_ip_address_with_a_form_error(staff_client, typed):
    response = staff_client.get(reverse("security:event_list"), {"ip": typed})
    assert response.status_code == 200
    assert "Give the whole address or its beginning" in response.content.decode()
