"""The inbox (issue 8, item 6): the menu counts unread messages; subjects say what
happened in words ("SWPPP 2026-0001 approved"); each message links to its record."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from lockport_sw.notifications.models import Notification
from swppp.models import Outcome
from tests.swppp.factories import decided

pytestmark = pytest.mark.django_db


def _menu_badge(html: str) -> str | None:
    match = re.search(r'href="/messages/">Messages <span class="badge[^"]*">(\d+)', html)
    return match.group(1) if match else None


def test_the_menu_counts_unread_messages_and_each_links_to_its_record(client, smo, applicant):
    submission = decided(smo, applicant, Outcome.APPROVE)
    project = submission.project
    unread = Notification.objects.filter(recipient=applicant, read_at__isnull=True).count()
    client.force_login(applicant)

    home = client.get(reverse("home")).content.decode()
    assert _menu_badge(home) == str(unread) and unread >= 1
    assert f'{unread}<span class="visually-hidden"> unread</span>' in home

    inbox = client.get(reverse("notifications:inbox")).content.decode()
    subject = f"SWPPP {project.reference} approved"
    assert f'<a href="{project.get_absolute_url()}">{subject}</a>' in inbox

    client.post(reverse("notifications:mark_all_read"))
    assert _menu_badge(client.get(reverse("home")).content.decode()) is None
