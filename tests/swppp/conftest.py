import pytest

from lockport_sw.accounts.roles import Role


@pytest.fixture
def other_applicant(make_user):
    return make_user(Role.APPLICANT, full_name="Oscar Other")


@pytest.fixture
def planning_member(make_user):
    return make_user(Role.REVIEWING_BODY, full_name="Pat Planner")
