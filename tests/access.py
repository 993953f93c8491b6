"""Who may open which URL: the expected answer for every named route and every role.

``tests/test_url_access.py`` finds every named route of the project and fails when one
is missing here, so a new page cannot ship without a decision for each role.

Answers: 200 (shown), 302 (redirected: to the login page for anonymous visitors, or away
from a page that makes no sense for a signed-in user), 403 (signed in, role not allowed),
404 (the record is outside the user's reach).
"""

from __future__ import annotations

from lockport_sw.accounts.roles import TOWN_ROLES
from tests.access_helpers import (  # noqa: F401
    ALL_ROLES,
    ANON,
    OFFICE,
    SIGNED_IN,
    Role,
    anonymous_only,
    everyone,
    only,
    signed_in,
)

# route name -> (kwargs builder name or None, {role: status})
# kwargs builders are fixtures-in-a-dict: see tests/route_world.py::route_world.
MATRIX: dict[str, tuple[str | None, dict[str, int]]] = {
    # core
    "home": (None, everyone()),
    "healthz": (None, everyone()),
    # allauth (sign-in, registration, passwords); code flows redirect when none is pending
    "account_login": (None, anonymous_only()),
    "account_signup": (None, anonymous_only()),
    "account_logout": (None, signed_in(200, anonymous=302)),
    "account_inactive": (None, everyone()),
    "account_reauthenticate": (None, signed_in()),
    "account_request_reauthentication_code": (None, signed_in()),
    "account_confirm_reauthentication_code": (None, everyone(302)),
    "account_email": (None, signed_in()),
    "account_email_verification_sent": (None, everyone()),
    "account_change_password": (None, signed_in()),
    "account_set_password": (None, signed_in(302)),
    "account_reset_password": (None, everyone()),
    "account_reset_password_done": (None, everyone()),
    "account_reset_password_from_key": ("bad_reset_key", everyone()),
    "account_reset_password_from_key_done": (None, everyone()),
    "account_confirm_login_code": (None, everyone(302)),
    "account_confirm_email": ("bad_email_key", everyone()),
    # two-step verification (issue 9): allauth's MFA pages. Every Town user of the matrix
    # has TOTP (the factory enrolls it); the applicant has none (404 where a factor is
    # needed). Changing a factor or seeing recovery codes asks for the password again
    # first (302 to the reauthentication page).
    "mfa_index": (None, signed_in()),
    "mfa_authenticate": (None, everyone(302)),
    "mfa_reauthenticate": (
        None,
        {ANON: 302, **{r: 302 if r == Role.APPLICANT else 200 for r in SIGNED_IN}},
    ),
    "mfa_activate_totp": (None, signed_in(302)),
    "mfa_deactivate_totp": (
        None,
        {ANON: 302, **{r: 404 if r == Role.APPLICANT else 302 for r in SIGNED_IN}},
    ),
    "mfa_view_recovery_codes": (
        None,
        {ANON: 302, **{r: 404 if r == Role.APPLICANT else 302 for r in SIGNED_IN}},
    ),
    "mfa_generate_recovery_codes": (None, signed_in(302)),
    "mfa_download_recovery_codes": (
        None,
        {ANON: 302, **{r: 404 if r == Role.APPLICANT else 302 for r in SIGNED_IN}},
    ),
    # one's own sessions (issue 9): see them, end the others
    "usersessions_list": (None, signed_in()),
    # the security log (issue 9): the SMO
    "security:event_list": (None, only([Role.SMO])),
    # staff accounts (SMO only)
    "accounts:staff_list": (None, only([Role.SMO])),
    # one's signature image, printed on the letters one signs (issue 24, item 7)
    "accounts:my_signature": (None, only(TOWN_ROLES)),
    "accounts:staff_create": (None, only([Role.SMO])),
    "accounts:staff_roles": ("staff_account", only([Role.SMO])),
    "accounts:staff_deactivate": ("staff_account", only([Role.SMO])),
    "accounts:staff_mfa_reset": ("staff_account", only([Role.SMO])),
    # registry (Town office staff; writes for the SMO and inspectors)
    "registry:search": (None, only(OFFICE)),
    "registry:property_detail": ("property", only(OFFICE)),
    "registry:party_detail": ("party", only(OFFICE)),
    "registry:property_create": (None, only([Role.SMO, Role.INSPECTOR])),
    "registry:property_update": ("property", only([Role.SMO, Role.INSPECTOR])),
    "registry:owner_from_deed": ("property", only([Role.SMO, Role.INSPECTOR])),
    "registry:party_create": (None, only([Role.SMO, Role.INSPECTOR])),
    "registry:my_address": (None, signed_in()),
    "registry:party_update": ("party", only([Role.SMO, Role.INSPECTOR])),
    "registry:roll": (None, only([Role.SMO])),
    "registry:roll_detail": ("roll_import", only([Role.SMO])),
    "registry:roll_progress": ("roll_import", only([Role.SMO])),
    # documents: files go out only to who may see them; to anyone else they do not exist
    # (404). Without a checker registered for the subject: Town office staff (and, for an
    # upload, its uploader, who is not one of these users).
    "documents:issued_download": (
        "issued_document",
        {ANON: 302, **{r: 200 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    "documents:upload_download": (
        "upload",
        {ANON: 302, **{r: 200 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    # clocks (issue 3): Town office staff see them; the SMO changes them
    "deadlines:board": (None, only(OFFICE)),
    "deadlines:detail": ("clock", only(OFFICE)),
    "deadlines:subject": (
        "clock",
        {ANON: 302, **{r: 302 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    "deadlines:waive": ("clock", only([Role.SMO], status=405)),
    "deadlines:pause": ("clock", only([Role.SMO], status=405)),
    "deadlines:resume": ("clock", only([Role.SMO], status=405)),
    "deadlines:policies": (None, only(OFFICE)),
    "deadlines:policy_edit": ("policy_rule", only([Role.SMO])),
    "deadlines:closures": (None, only(OFFICE)),
    "deadlines:closure_remove": ("closure", only([Role.SMO])),
    "deadlines:holiday_remove": ("proclaimed_holiday", only([Role.SMO])),
    # the Town's boards (issue 43, item 11): the Municipal Clerk seats and unseats members
    "bodies:members": (None, only([Role.CLERK])),
    "bodies:unseat": ("membership", only([Role.CLERK])),
    # signing links: the Town's policy (expiry, daily limit) is the SMO's
    "invitations:policy": (None, only([Role.SMO])),
    # messages: every signed-in user has an inbox of their own
    "notifications:inbox": (None, signed_in()),
    "notifications:mark_all_read": (None, signed_in(405)),
    # the MS4 report (issue 21): Town office staff read it; the SMO adjusts and issues
    "reports:annual": (None, only(OFFICE)),
    "reports:tmdl": (None, only(OFFICE)),
    # search across everything: every signed-in user, over what each may see
    "reports:search": (None, signed_in()),
    # the dashboards: Town office staff and the Town Board
    "reports:dashboard": (None, only([*OFFICE, Role.TOWN_BOARD])),
    # a property's and a party's whole story: like their pages, Town office staff
    "reports:property_story": ("property", only(OFFICE)),
    "reports:party_story": ("party", only(OFFICE)),
    "reports:annual_period": ("ms4_period", only(OFFICE)),
    "reports:annual_csv": ("ms4_period", only(OFFICE)),
    "reports:figure": ("ms4_figure", only(OFFICE)),
    "reports:figure_adjust": ("ms4_figure", only([Role.SMO])),
    "reports:annual_issue": ("ms4_period", only([Role.SMO])),
    # Django admin: administrators only (signed-in users without admin access go to its login)
    "admin:index": (None, everyone(302)),
}

# Chapter 159's routes are decided in tests/swppp/access.py.
from tests.swppp.access import SWPPP_MATRIX  # noqa: E402

MATRIX.update(SWPPP_MATRIX)

# Enforcement's routes are decided in tests/enforcement/access.py.
from tests.enforcement.access import ENFORCEMENT_MATRIX  # noqa: E402

MATRIX.update(ENFORCEMENT_MATRIX)

# Chapter 158's routes are decided in tests/illicit/access.py.
from tests.illicit.access import ILLICIT_MATRIX  # noqa: E402

MATRIX.update(ILLICIT_MATRIX)

# The inspections app's routes are decided in tests/inspections/access.py.
from tests.inspections.access import INSPECTIONS_MATRIX  # noqa: E402

MATRIX.update(INSPECTIONS_MATRIX)

# Chapter 159's money (fees and guarantees) is decided in tests/money/access.py.
from tests.money.access import MONEY_MATRIX  # noqa: E402

MATRIX.update(MONEY_MATRIX)

# The OGC API - Features (issue 48, item 4) is decided in tests/ogcapi/access.py.
from tests.ogcapi.access import OGCAPI_MATRIX  # noqa: E402

MATRIX.update(OGCAPI_MATRIX)

# The API (issue 48) and one's API tokens are decided in tests/api/access.py.
from tests.api.access import API_MATRIX, TOKEN_PAGES  # noqa: E402

MATRIX.update(API_MATRIX)
MATRIX.update(TOKEN_PAGES)

# Namespaces whose routes are covered by a representative entry above.
SKIP_NAMESPACES = ("admin:",)
