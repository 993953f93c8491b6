"""The roles of the product, as data.

A role is a Django ``Group``. What each role may do at the model level is the table
``ROLE_PERMISSIONS`` below: ``sync_roles()`` writes it to the groups after every migrate,
so the admin shows the same thing the code enforces. Object-level rules (an applicant
sees only their own project) live in each app's ``rules.py`` as django-rules predicates.
"""

from __future__ import annotations

from django.db import models


class Role(models.TextChoices):
    SMO = "smo", "Stormwater Management Officer"
    INSPECTOR = "inspector", "Inspector"
    CLERK = "clerk", "Municipal Clerk"
    TOWN_BOARD = "town_board", "Town Board member"
    TOWN_ATTORNEY = "town_attorney", "Town Attorney"
    REVIEWING_BODY = "reviewing_body", "Reviewing body member"
    APPLICANT = "applicant", "Applicant"


# Town employees and officials who work cases (as opposed to applicants and the public).
TOWN_ROLES = frozenset(
    {
        Role.SMO,
        Role.INSPECTOR,
        Role.CLERK,
        Role.TOWN_BOARD,
        Role.TOWN_ATTORNEY,
        Role.REVIEWING_BODY,
    }
)
# Staff of the SMO's office: see every case and every clock.
OFFICE_ROLES = frozenset({Role.SMO, Role.INSPECTOR, Role.CLERK, Role.TOWN_ATTORNEY})

# When a user holds several roles, the home page is that of the first one listed here.
HOME_PRIORITY = (
    Role.SMO,
    Role.INSPECTOR,
    Role.CLERK,
    Role.TOWN_ATTORNEY,
    Role.TOWN_BOARD,
    Role.REVIEWING_BODY,
    Role.APPLICANT,
)

_REGISTRY_READ = ["registry.view_property", "registry.view_party"]
_REGISTRY_WRITE = [
    "registry.add_property",
    "registry.change_property",
    "registry.add_party",
    "registry.change_party",
]

_CLOCKS_READ = ["deadlines.view_clock_board", "calendar.view_officeclosure"]

# Model-level permissions per role ("app_label.codename"). Later issues extend it.
ROLE_PERMISSIONS: dict[str, list[str]] = {
    Role.SMO: [
        *_REGISTRY_READ,
        *_REGISTRY_WRITE,
        "accounts.manage_staff_accounts",
        *_CLOCKS_READ,
        "deadlines.change_deadline",
        "deadlines.change_policysetting",
        "calendar.add_officeclosure",
        "calendar.delete_officeclosure",
        "swppp.review_swppp",
        "swppp.decide_exemption",
        "swppp.add_checklistitem",
        "swppp.change_checklistitem",
    ],
    Role.INSPECTOR: [*_REGISTRY_READ, *_REGISTRY_WRITE, *_CLOCKS_READ],
    Role.CLERK: [*_REGISTRY_READ, *_CLOCKS_READ],
    Role.TOWN_ATTORNEY: [*_REGISTRY_READ, *_CLOCKS_READ],
    Role.TOWN_BOARD: [],
    Role.REVIEWING_BODY: [],
    Role.APPLICANT: ["swppp.add_project"],
}
