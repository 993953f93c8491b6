import pytest

from lockport_sw.accounts.roles import Role


@pytest.fixture
def other_applicant_user(make_user):
    return make_user(Role.APPLICANT, full_name="Oscar Other")


@pytest.fixture
def inspector(make_user):
    return make_user(Role.INSPECTOR, full_name="Ivy Inspector")
