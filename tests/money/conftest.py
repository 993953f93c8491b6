from __future__ import annotations

import pytest

from lockport_sw.accounts.roles import Role
from tests.factories import UserFactory
from tests.seats import seat


@pytest.fixture
def clerk(db):
    return UserFactory(roles=[Role.CLERK], full_name="Cora Clerk")


@pytest.fixture
def smo(db):
    return UserFactory(roles=[Role.SMO], full_name="Sam Morgan")


@pytest.fixture
def applicant(db):
    return UserFactory(roles=[Role.APPLICANT], full_name="Alice Applicant")


@pytest.fixture
def board(db):
    """The Town Board, five seats filled since 2025."""
    member = UserFactory(roles=[Role.TOWN_BOARD], full_name="Bo Ardley")
    seat("town_board", [member], members=5)
    return member
