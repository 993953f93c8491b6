"""The clock board: filters, overdue display, the sweep's heartbeat, a fixed number of
queries at 100,000 open clocks (issue 3, item 7)."""

from datetime import timedelta

import pytest
import time_machine
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines import selectors, services
from lockport_sw.deadlines.models import Deadline
from tests.bulk import bulk_clocks, hourly_clocks
from tests.deadlines.conftest import local

pytestmark = pytest.mark.django_db


def board_clocks(n: int, users=()):
    bulk_clocks(
        n,
        due=lambda i, now: now + timedelta(hours=i - n // 10),
        rules=("swppp_decision", "nov158_appeal", "appeal_hearing"),
        users=users,
    )


def test_the_board_keeps_a_fixed_number_of_queries_at_100000_open_clocks(
    client, make_user, django_assert_num_queries, django_assert_max_num_queries
):
    smo = make_user(Role.SMO)
    inspectors = [make_user(Role.INSPECTOR) for _ in range(3)]
    client.force_login(smo)
    board_clocks(20, users=inspectors)
    client.get(reverse("deadlines:board"))  # the user's roles and permissions, kept
    with django_assert_max_num_queries(20) as small:
        client.get(reverse("deadlines:board"))
    baseline = len(small.captured_queries)

    # The same clocks as board_clocks(100_000 - 20) makes, in one INSERT … SELECT.
    hourly_clocks(
        100_000 - 20,
        first=-((100_000 - 20) // 10),
        rules=("swppp_decision", "nov158_appeal", "appeal_hearing"),
        users=inspectors,
    )
    assert Deadline.objects.count() == 100_000
    # Pages by cursor, the count bounded at 1,000 (core/pagination.KeysetPaginator): page
    # 1,000 costs what page 1 does, the same queries; so does a filtered page.
    from lockport_sw.core.pagination import KeysetPaginator
    from lockport_sw.deadlines import selectors

    unresolved = selectors.clock_board().filter(status__in=Deadline.UNRESOLVED)
    deep = KeysetPaginator(unresolved, 50).cursor_at(50 * 999)
    page_1000 = list(unresolved[50 * 999 : 50 * 1000])
    first = client.get(reverse("deadlines:board")).context["page_obj"]
    for params in (
        {},
        {"after": first.next_cursor},
        {"after": deep},
        {"section": "158-12"},
        {"section": "158-12", "after": deep},
        {"before": deep},
        {"status": "overdue"},
    ):
        with django_assert_num_queries(baseline):
            response = client.get(reverse("deadlines:board"), params)
        assert response.status_code == 200
        assert len(response.context["page_obj"].object_list) == 50
        assert "1,000+ clocks." in response.content.decode()
    assert list(client.get(reverse("deadlines:board"), {"after": deep}).context["page_obj"]) == (
        page_1000
    )


def test_the_boards_pages_follow_their_cursors_and_keep_the_filters(client, smo, make_user):
    inspector = make_user(Role.INSPECTOR)
    board_clocks(130, users=[inspector, make_user(Role.INSPECTOR)])
    client.force_login(smo)
    url = reverse("deadlines:board")
    mine = list(
        Deadline.objects.filter(responsible_user=inspector).order_by("due_at", "pk")
    )  # 65 clocks: two pages
    first = client.get(url, {"assignee": inspector.pk})
    html = first.content.decode()
    assert '<nav aria-label="Pages">' in html and 'rel="next"' in html
    assert "65 clocks." in html and 'rel="prev"' not in html
    following = first.context["page_obj"].next_cursor
    second = client.get(url, {"assignee": inspector.pk, "after": following})
    assert list(first.context["page_obj"]) + list(second.context["page_obj"]) == mine
    assert f"assignee={inspector.pk}" in second.content.decode().split('rel="prev"')[1][:400]
    back = client.get(
        url, {"assignee": inspector.pk, "before": second.context["page_obj"].previous_cursor}
    )
    assert list(back.context["page_obj"]) == mine[:50]
    assert not back.context["page_obj"].has_previous()
    # A cursor that cannot be read is the first page, never an error.
    garbled = client.get(url, {"assignee": inspector.pk, "after": "%%garbled"})
    assert list(garbled.context["page_obj"]) == mine[:50]


def test_the_board_lists_the_soonest_first_and_shows_overdue_days_in_red(client, smo, open_clock):
    late = open_clock("swppp_decision", starts_at=local(2026, 3, 2, 10, 0), label="Late case")
    soon = open_clock("swppp_decision", starts_at=local(2026, 3, 20, 10, 0), label="Soon case")
    client.force_login(smo)

    with time_machine.travel(local(2026, 4, 19, 9, 0), tick=False):
        response = client.get(reverse("deadlines:board"))

    rows = list(response.context["page_obj"])
    assert rows == [late, soon]
    html = response.content.decode()
    assert 'class="clock-overdue">Overdue 3 days' in html


def test_the_board_filters_by_rule_section_assignee_and_status(client, smo, open_clock, make_user):
    inspector = make_user(Role.INSPECTOR)
    a = open_clock("swppp_decision", responsible_user=inspector, label="A")
    b = open_clock("nov158_appeal", label="B")
    c = open_clock("appeal_hearing", label="C")
    services.deadline_meet(deadline=c)
    client.force_login(smo)

    def listed(**params):
        return list(client.get(reverse("deadlines:board"), params).context["page_obj"])

    assert listed() == [b, a]  # unresolved by default, soonest due first
    assert listed(rule="nov158_appeal") == [b]
    assert listed(section="158-12") == [b]
    assert listed(section="158-12", status="all") == [b, c]
    assert listed(assignee=inspector.pk) == [a]
    assert listed(status="met") == [c]


def test_the_board_warns_when_the_sweep_is_older_than_two_intervals(client, smo):
    from lockport_sw.deadlines import sweep

    client.force_login(smo)
    moment = local(2026, 6, 1, 9, 0)
    with time_machine.travel(moment, tick=False):
        sweep.run()
        assert b"has not run" not in client.get(reverse("deadlines:board")).content
    with time_machine.travel(moment + timedelta(minutes=11), tick=False):
        assert b"has not run since" in client.get(reverse("deadlines:board")).content


def test_htmx_filtering_returns_the_rows_only(client, smo, open_clock):
    open_clock(label="Only case")
    client.force_login(smo)

    response = client.get(reverse("deadlines:board"), HTTP_HX_REQUEST="true")

    assert b"<html" not in response.content
    assert b"Only case" in response.content


def test_the_detail_page_shows_the_reasoning_and_lets_the_smo_waive(client, smo, open_clock):
    clock = open_clock("swppp_decision", starts_at=local(2026, 10, 12, 9, 0))
    client.force_login(smo)

    page = client.get(clock.get_absolute_url()).content.decode()
    assert "Thanksgiving" in page
    assert "§ 159-4C" in page

    refused = client.post(reverse("deadlines:waive", args=[clock.pk]), {"waive-reason": " "})
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.OPEN
    # Refused on the clock's page, the error in the summary and beside the field.
    assert refused.status_code == 200
    page = refused.content.decode()
    assert (
        '<a href="#id_waive-reason" data-error-link>Reason for waiving: This field is required.'
        in page
    )
    assert 'id="id_waive-reason_error"' in page
    client.post(reverse("deadlines:waive", args=[clock.pk]), {"waive-reason": "Withdrawn"})
    clock.refresh_from_db()
    assert clock.status == Deadline.Status.WAIVED


def test_closures_page_enters_a_closure_and_recounts(client, smo, open_clock):
    clock = open_clock("nov158_appeal", starts_at=local(2026, 11, 11, 9, 0))
    client.force_login(smo)

    response = client.post(
        reverse("deadlines:closures"), {"day": "2026-11-27", "reason": "Day after Thanksgiving"}
    )

    assert response.status_code == 302
    clock.refresh_from_db()
    assert str(clock.due_date) == "2026-11-30"
    bad = client.post(reverse("deadlines:closures"), {"day": "2026-11-27", "reason": "again"})
    assert "already recorded" in str(bad.context["form"].errors)


# The state cell as the template worked it out before issue 44 (each row asking its
# rule, days_left and is_overdue several times): what the board and every page that
# includes deadlines/_clock_state.html must still show.
STATE_BEFORE = (
    "{% if deadline.rule.minimum and deadline.is_unresolved %}<span>{{ deadline.possible_from }}"
    '</span>{% elif deadline.status == "open" or deadline.status == "missed" %}'
    "{% if deadline.is_overdue %}{% if deadline.rule.window %}<span>{{ deadline.status_label }}"
    '</span>{% else %}<span class="clock-overdue">Overdue {{ deadline.days_overdue }} day'
    "{{ deadline.days_overdue|pluralize }}</span>{% endif %}{% elif deadline.days_left == 0 %}"
    '<span class="clock-soon">Due today</span>{% elif deadline.days_left is not None and '
    'deadline.days_left <= 7 %}<span class="clock-soon">{{ deadline.days_left }} day'
    "{{ deadline.days_left|pluralize }} left</span>{% elif deadline.days_left is not None %}"
    "{{ deadline.days_left }} days left{% endif %}{% else %}{{ deadline.status_label }}{% endif %}"
)


def test_each_rows_state_is_what_the_template_showed_in_every_state(client, smo):
    """The board's rows are worked out once a page (selectors.board_rows); each state
    cell, and the shared include, equal the former template's for every status, a
    minimum, a window, overdue by one and by many days, due today, in 1, 7 and 30 days."""
    from django.template import Context, Template
    from django.utils import timezone

    moment = local(2026, 4, 15, 11, 0)
    offsets = (-24 * 9, -24, -1, 2, 24, 24 * 7, 24 * 30)
    with time_machine.travel(moment, tick=False):
        for status in ("open", "missed", "paused", "met", "waived"):
            bulk_clocks(
                len(offsets) * 3,
                due=lambda i, now: now + timedelta(hours=offsets[i // 3]),
                rules=("swppp_decision", "nov158_appeal", "performance_guarantee"),
                status=status,
                met_at=moment if status == "met" else None,
                waived_reason="Withdrawn." if status == "waived" else "",
                paused_remaining=3 if status == "paused" else None,
            )
        clocks = list(Deadline.objects.order_by("pk"))
        before = Template(STATE_BEFORE)
        include = Template('{% include "deadlines/_clock_state.html" %}')
        expected = [before.render(Context({"deadline": d})) for d in clocks]
        shown = Template('{% include "deadlines/_shown_state.html" %}')
        rows = [
            shown.render(Context({"s": row["state"]}))
            for row in selectors.board_rows(clocks, timezone.now())
        ]
        shared = [include.render(Context({"deadline": d})).rstrip("\n") for d in clocks]
        client.force_login(smo)
        response = client.get(reverse("deadlines:board"), {"status": "all"})
        on_page = [before.render(Context({"deadline": d})) for d in response.context["page_obj"]]
    assert rows == expected
    assert shared == expected
    assert len(set(expected)) >= 10  # the states differ: overdue, soon, left, minimum...
    page = response.content.decode()
    cells = [c.split("\n</td>")[0] for c in page.split('<td data-label="State">')[1:]]
    assert cells == on_page and len(set(on_page)) >= 5
