"""The money app's routes for every role (merged into tests/access.py), and the records
they point at, which belong to an applicant none of the matrix's users is: Town office
staff see them; to everyone else they do not exist (404). Acts answer 403 to office
staff without the act's permission."""

from __future__ import annotations

from datetime import date

from lockport_sw.accounts.roles import Role
from tests.access_helpers import ANON, OFFICE, SIGNED_IN, only, signed_in


def _record(acting: list[str]) -> dict[str, int]:
    return {
        ANON: 302,
        **{r: 200 if r in acting else 403 if r in OFFICE else 404 for r in SIGNED_IN},
    }


PAYERS = [Role.SMO, Role.CLERK]

MONEY_MATRIX: dict = {
    "money:overview": (None, only(PAYERS)),
    "money:schedules": (None, signed_in()),
    "money:schedule_adopt": (None, only([Role.CLERK, Role.TOWN_BOARD])),
    # The SMO reads it too: it governs the SMO's final acceptance (issue 46, item 8).
    "money:hold_policy": (None, only([Role.CLERK, Role.TOWN_BOARD, Role.SMO])),
    "money:project": ("money_project", _record(OFFICE)),
    "money:payment": ("money_project", _record(PAYERS)),
    "money:engineer": ("money_project", _record([Role.SMO])),
    "money:invoice": ("money_project", _record([Role.SMO])),
    "money:maintenance": ("money_project", _record([Role.SMO])),
    "money:requirement": ("money_project", _record([Role.SMO])),
    "money:guarantee_post": ("money_project", _record([Role.SMO])),
    "money:entry_reverse": ("money_entry", _record(PAYERS)),
    "money:guarantee": ("money_guarantee", _record(OFFICE)),
    "money:guarantee_release": ("money_guarantee", _record([Role.SMO])),
    "money:guarantee_draw": ("money_guarantee", _record([Role.SMO])),
}


def money_world(make_user) -> dict:
    from money.models import Purpose
    from money.services import guarantees, payments
    from tests.money.factories import letter_of_credit
    from tests.swppp.factories import make_project

    owner = make_user(Role.APPLICANT)
    smo = make_user(Role.SMO)
    clerk = make_user(Role.CLERK)
    project = make_project(owner)
    paid = payments.payment_record(
        acting_user=clerk,
        project=project,
        amount=100,
        method="cash",
        received_on=date.today(),
        overpayment_confirmed=True,  # nothing is owed yet: a credit, on purpose
    )
    requirement = guarantees.requirement_set(
        acting_user=smo,
        project=project,
        purpose=Purpose.PERFORMANCE,
        amount=48000,
        basis="Final design plans.",
    )
    loc = letter_of_credit(owner, requirement, expires_on=date(2030, 1, 1))
    guarantees.guarantee_accept(acting_user=smo, guarantee=loc)
    return {
        "money_project": {"pk": project.pk},
        "money_entry": {"pk": paid.pk},
        "money_guarantee": {"pk": loc.pk},
    }
