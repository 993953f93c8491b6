"""Page budgets (issue 7, acceptance): the docket and the notice list keep a fixed number
of queries at 10 and at 1,000 records; the other lists are paginated the same way."""

import pytest
from django.test import Client
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from tests.enforcement.bulk import bulk_notices
from tests.seats import take_seat

pytestmark = pytest.mark.django_db


def _count(client, url, django_assert_num_queries) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    return len(queries)


@pytest.mark.parametrize(
    ("role", "url_name", "appealed"),
    [
        (Role.SMO, "enforcement:notice_list", False),
        (Role.TOWN_BOARD, "enforcement:docket", True),
        (Role.SMO, "enforcement:corrective_list", False),
        (Role.SMO, "enforcement:violation_list", False),
        (Role.TOWN_BOARD, "home", True),
    ],
)
def test_a_list_keeps_a_fixed_number_of_queries_at_10_and_1000_records(
    smo, make_user, role, url_name, appealed, django_assert_num_queries
):
    client = Client()
    user = make_user(role)
    if role == Role.TOWN_BOARD:
        take_seat("town_board", user)  # a member reads the appeals the Board hears
    client.force_login(user)
    url = reverse(url_name)
    bulk_notices(smo, 10, appealed=appealed)
    client.get(url)  # warm the content-type cache
    ten = _count(client, url, django_assert_num_queries)

    bulk_notices(smo, 990, start=10, appealed=appealed)

    with django_assert_num_queries(ten):
        response = client.get(url)
    body = response.content.decode()
    if url_name == "enforcement:violation_list":
        assert "Page 1 of 40" in body
    if url_name in ("enforcement:notice_list", "enforcement:docket"):
        # Pages by cursor (core/pagination.KeysetPaginator): the next at the same cost.
        assert 'rel="next"' in body
        following = {"after": response.context["page_obj"].next_cursor}
        with django_assert_num_queries(ten):
            response = client.get(url, following)
        assert 'rel="prev"' in response.content.decode()
        assert len(response.context["page_obj"].object_list) == 25


def test_violations_show_on_the_property_page_and_the_party_page(smo, respondent):
    from datetime import date

    import time_machine

    from enforcement.services import remedies
    from tests.enforcement.factories import local, make_violation

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        violation = make_violation(
            smo, chapter="159", party=respondent, started_on=date(2026, 3, 1)
        )
        remedies.occupancy_hold_place(acting_user=smo, violation=violation, reason="No as-built.")
    client = Client()
    client.force_login(smo)

    on_property = client.get(violation.parcel.get_absolute_url()).content.decode()
    on_party = client.get(respondent.get_absolute_url()).content.decode()

    assert violation.reference in on_property and "§ 159-7A(1)" in on_property
    assert "Occupancy withheld since Mar 2, 2026 (§ 159-8C(5)): No as-built." in on_property
    assert violation.reference in on_party
    assert reverse("enforcement:party_penalties", args=[respondent.pk]) in on_party


def test_the_dockets_decided_tab_keeps_decided_appeals_by_year_and_outcome(
    smo, make_user, django_assert_num_queries
):
    """Issue 18, item 10: decided appeals stay findable, with their decision letters,
    filterable by year and outcome, paginated at a fixed number of queries."""
    from datetime import date

    from tests.enforcement.bulk import bulk_decided

    client = Client()
    member = make_user(Role.TOWN_BOARD)
    take_seat("town_board", member)  # a member reads the appeals the Board hears
    client.force_login(member)
    url = reverse("enforcement:docket") + "?tab=decided"
    bulk_decided(smo, 10, on=date(2026, 3, 20))
    client.get(url)  # warm the content-type cache
    ten = _count(client, url, django_assert_num_queries)

    bulk_decided(smo, 990, start=10, on=date(2025, 6, 2), outcome="reverse")

    with django_assert_num_queries(ten):
        page = client.get(url).content.decode()
    assert 'rel="next"' in page and "APPEAL-DEC-BULK-000000" in page
    assert "1,000 decided appeals" in page
    assert 'aria-current="page" href="/enforcement/appeals/?tab=decided"' in page
    only_2026 = client.get(url + "&year=2026").content.decode()
    assert "10 decided appeals" in only_2026
    assert "Reversed" not in only_2026.split("<tbody>")[1]
    reversed_ = client.get(url + "&outcome=reverse").content.decode()
    assert "990 decided appeals" in reversed_
    assert "Upheld" not in reversed_.split("<tbody>")[1]
    pending = client.get(reverse("enforcement:docket")).content.decode()
    assert "APL-BULK-000000" not in pending  # decided appeals left the pending tab
