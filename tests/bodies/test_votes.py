"""General Construction Law § 41: a board acts by a majority of its whole number of
seats; the vote names every member seated on the day, and no one else."""

from datetime import date

import pytest
from django.core.exceptions import ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.bodies.models import Body, MemberVote
from lockport_sw.bodies.services import membership_end, vote_check, votes_of, votes_record
from tests.seats import ballot, seat

pytestmark = pytest.mark.django_db
DAY = date(2026, 3, 20)


def test_gcl_41_three_to_two_of_five_carries():
    members = seat("town_board", members=5)
    body = Body.objects.get(kind="town_board")

    tally = vote_check(body=body, on=DAY, votes=ballot(members, for_=3, against=2))

    assert (tally.ayes, tally.nays, tally.abstained, tally.absent) == (3, 2, 0, 0)


def test_gcl_41_two_to_one_of_five_is_refused_though_more_for_than_against():
    members = seat("town_board", members=5)
    body = Body.objects.get(kind="town_board")

    with pytest.raises(ValidationError) as refused:
        vote_check(body=body, on=DAY, votes=ballot(members, for_=2, against=1, absent=2))

    message = refused.value.message_dict["votes"][0]
    assert "2 in favor of the Town Board's whole number of 5 is not a majority" in message
    assert "it needs 3 (General Construction Law § 41)" in message


def test_gcl_41_the_whole_number_counts_vacancies():
    # Four members seated on a five-seat board: 2-1-1 is still short of 3.
    members = seat("town_board", members=4, seats=5)
    body = Body.objects.get(kind="town_board")

    with pytest.raises(ValidationError, match="whole number of 5"):
        vote_check(body=body, on=DAY, votes=ballot(members, for_=2, against=1, absent=1))


def test_gcl_41_a_vote_not_adding_up_to_the_membership_on_the_day_is_refused(smo):
    members = seat("town_board", members=5)
    body = Body.objects.get(kind="town_board")
    four = ballot(members[:4], for_=3, against=1)

    with pytest.raises(ValidationError) as refused:
        vote_check(body=body, on=DAY, votes=four)

    missing = members[4].name
    assert (
        f"does not add up to the Town Board's 5 members on March 20, 2026: record how {missing}"
        in (refused.value.message_dict["votes"][0])
    )


def test_gcl_41_a_member_whose_term_ended_does_not_vote(make_user):
    members = seat("town_board", members=5, seats=5)
    body = Body.objects.get(kind="town_board")
    clerk = make_user(Role.CLERK)  # the Clerk records the Board's seats
    membership_end(acting_user=clerk, membership=members[4], ends_on=date(2026, 3, 1))

    with pytest.raises(ValidationError) as refused:
        vote_check(body=body, on=DAY, votes=ballot(members, for_=3, against=2))
    assert (
        f"{members[4].name} did not sit on the Town Board on March 20, 2026"
        in (refused.value.message_dict["votes"][0])
    )
    # On a day before the term ended the same five vote.
    assert vote_check(body=body, on=date(2026, 2, 27), votes=ballot(members, 3, 2)).ayes == 3


def test_gcl_41_absent_and_abstaining_members_are_named(smo):
    members = seat("town_board", members=5)
    body = Body.objects.get(kind="town_board")
    tally = vote_check(
        body=body, on=DAY, votes=ballot(members, for_=3, against=0, abstain=1, absent=1)
    )
    votes_record(subject=body, tally=tally)

    kept = {v.membership.name: v.choice for v in votes_of(body)}
    assert kept[members[3].name] == MemberVote.Choice.ABSTAIN
    assert kept[members[4].name] == MemberVote.Choice.ABSENT
