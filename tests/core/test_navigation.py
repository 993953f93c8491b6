"""Issue 22, item 5: menus that fit. The SMO's twenty-odd entries are a few menus named
by the registry's groups; nothing a role may reach is lost from the bar; the
administrator's menu offers only what the administrator does."""

from __future__ import annotations

import pytest
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.core import navigation
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def _bar(user) -> dict[str, list[str]]:
    return {
        entry.label: [item.label for item, _, _ in entry.links]
        for entry in navigation.menu_for(user, None)
    }


def test_the_smos_entries_are_grouped_into_a_few_menus(make_user):
    smo = make_user(Role.SMO)
    bar = _bar(smo)

    assert len(navigation.items_for(smo)) >= 15
    menus = [label for label, links in bar.items() if len(links) > 1]
    assert menus == ["Chapter 158", "Chapter 159", "Inspections", "Enforcement", "Town"]
    assert bar["Chapter 158"] == ["Reports", "Discharges"]
    assert {"SWPPP reviews", "SWPPP projects", "Practices"} <= set(bar["Chapter 159"])
    assert {"Violations", "Notices", "Corrective measures", "Appeal docket"} <= set(
        bar["Enforcement"]
    )
    assert {"Clocks", "Properties & parties", "Staff accounts", "Security log"} <= set(bar["Town"])
    assert len(bar) <= 8  # menus and single links together fit one line on a desktop


@pytest.mark.parametrize("role", [r.value for r in Role])
def test_no_entry_is_lost_in_the_menus(make_user, role):
    user = make_user(role)
    grouped = [item for entry in navigation.menu_for(user, None) for item, _, _ in entry.links]

    assert len(grouped) == len(set(grouped))
    assert set(grouped) == set(navigation.items_for(user))


def test_an_inspector_has_an_inspections_menu(make_user):
    bar = _bar(make_user(Role.INSPECTOR))
    assert bar["Inspections"] == ["My inspections", "Inspections"]


def test_the_administrators_menu_offers_only_what_the_administrator_does():
    admin = UserFactory(is_superuser=True, is_staff=True)

    assert _bar(admin) == {"Town": ["Staff accounts", "Security log", "Site administration"]}


def test_a_menu_shows_which_of_its_pages_is_open(client, make_user):
    client.force_login(make_user(Role.SMO))

    html = client.get(reverse("illicit:case_list")).content.decode()

    assert 'class="nav-link dropdown-toggle active"' in html
    assert (
        f'class="dropdown-item active" aria-current="page" href="{reverse("illicit:case_list")}"'
        in html
    )
