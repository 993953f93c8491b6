"""Each enforcement page says what it is about (issue 22, item 6): the "Next clock"
columns name the clock (the appeal window, the time to correct, the hearing), not only a
date; a notice's page says what the notice contains or requires, and apart what the Town
gives notice of, in its letter's words, never a bare "Requires"."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.urls import reverse

from enforcement import chapters
from enforcement.forms.notices import NoticeForm
from enforcement.services import appeals
from tests.enforcement.factories import issue, local, make_violation, served_in_person

pytestmark = pytest.mark.django_db


def _page(client, url) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return " ".join(response.content.decode().split())


def test_the_next_clock_columns_name_the_clock_not_only_its_date(client, smo, board, respondent):
    # Issued Monday 2026-03-02: the § 158-12 appeal window's last day is Tuesday, March 17.
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=respondent), deadline=date(2026, 4, 15))
        served_in_person(smo, notice)  # the time to correct runs from full service
        client.force_login(smo)
        listed = _page(client, reverse("enforcement:notice_list"))
    assert (
        '<span class="clock-name">Appeal window</span>: 15 days left (due Mar 17, 2026)' in listed
    )
    # Appealed on March 10: the notice's next clock is the time to correct (paused while
    # the appeal is pending); the appeal's is its hearing, within 30 days (April 9).
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeals.appeal_file(
            acting_user=respondent.user, notice=notice, grounds="The water was from a hydrant."
        )
        client.force_login(smo)  # a new day, a new sign-in
        listed = _page(client, reverse("enforcement:notice_list"))
        client.force_login(board)
        docket = _page(client, reverse("enforcement:docket"))
    assert '<span class="clock-name">Time to correct</span>:' in listed
    assert "Appeal window" not in listed
    assert (
        '<span class="clock-name">Hearing of the appeal</span>: 30 days left (due Apr 9, 2026)'
        in docket
    )


def test_a_chapter_158_notice_says_what_it_requires_and_apart_what_the_town_will_do(
    client, smo, respondent
):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo,
            make_violation(smo, party=respondent),
            deadline=date(2026, 4, 15),
            requirements=["2", "3", "5"],
        )
    client.force_login(smo)
    page = _page(client, notice.get_absolute_url())
    assert ">Requires<" not in page
    requires = page.index('<dt class="col-sm-3">This notice requires</dt>')
    take_notice = page.index('<dt class="col-sm-3">Take notice</dt>')
    assert requires < page.index("§ 158-11A(2)") < page.index("§ 158-11A(3)") < take_notice
    # § 158-11A(5) is what the Town will do, not what the person must do.
    assert take_notice < page.index("§ 158-11A(5)")


def test_a_chapter_159_notice_says_it_contains_every_element(client, smo, respondent):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 4, 15)
        )
    client.force_login(smo)
    page = _page(client, notice.get_absolute_url())
    assert ">Requires<" not in page and "This notice requires" not in page
    contains = page.index('<dt class="col-sm-3">This notice contains</dt>')
    assert contains < page.index("§ 159-8C(1)(a)") < page.index("§ 159-8C(1)(f)")
    assert "Take notice" not in page


def test_the_notice_form_asks_what_the_notice_contains():
    form = NoticeForm(chapter=chapters.get("158"))
    assert form.fields["requirements"].label == "What the notice contains (§ 158-11A)"
