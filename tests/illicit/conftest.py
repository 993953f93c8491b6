import pytest

from lockport_sw.accounts.roles import Role
from tests.illicit.world import local  # noqa: F401


@pytest.fixture
def smo(make_user):
    return make_user(Role.SMO, full_name="Sam Officer")


@pytest.fixture
def inspector(make_user):
    return make_user(Role.INSPECTOR, full_name="Ivy Inspector")
