import pytest

from lockport_sw.accounts.roles import Role
from tests.enforcement.factories import respondent_party, respondent_user, staff
from tests.seats import seat


@pytest.fixture
def smo(db):
    return staff(Role.SMO, full_name="Sam Morgan")


@pytest.fixture
def clerk(db):
    return staff(Role.CLERK, full_name="Clara Lee")


@pytest.fixture
def board(db):
    """A Town Board member, seated with four others on the five-seat Board."""
    user = staff(Role.TOWN_BOARD, full_name="Bo Ardley")
    seat("town_board", [user], members=5)
    return user


@pytest.fixture
def attorney(db):
    return staff(Role.TOWN_ATTORNEY, full_name="Ada Turner")


@pytest.fixture
def respondent(db):
    user = respondent_user()
    return respondent_party(user=user, name="Rita Respondent")
