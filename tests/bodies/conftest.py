import pytest

from lockport_sw.accounts.roles import Role
from tests.enforcement.factories import staff


@pytest.fixture
def smo(db):
    return staff(Role.SMO, full_name="Sam Morgan")
