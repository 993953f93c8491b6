"""Demo users: one per role, all with the same password (development only)."""

from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator

from lockport_sw.jurisdiction.registry import current

from .models import User
from .roles import Role
from .services import grant_roles, mfa_enroll_totp, mfa_required

DEMO_PASSWORD = "lockport-demo-2026"  # noqa: S105 (demo data, not in production)  # nosec B105
# Demo staff share one authenticator-app secret: add it to an app, or run
# `manage.py totp_code` for the current code (development only).
DEMO_TOTP_SECRET = "LOCKPORTDEMOSTAFFTOTPSECRET23456"  # noqa: S105 (demo only)  # nosec B105


def _enroll_demo_mfa(user: User) -> None:
    if (
        mfa_required(user)
        and not Authenticator.objects.filter(user=user, type=Authenticator.Type.TOTP).exists()
    ):
        mfa_enroll_totp(user=user, secret=DEMO_TOTP_SECRET)


# Role, the sign-in's name before the municipality's demo domain ("smo@lockport.example"),
# and the user's name.
DEMO_ROLES = [
    (Role.SMO, "smo", "Sam Morgan"),
    (Role.INSPECTOR, "inspector", "Ines Park"),
    (Role.CLERK, "clerk", "Clara Lee"),
    (Role.TOWN_BOARD, "board", "Bo Ardley"),
    (Role.TOWN_ATTORNEY, "attorney", "Ada Turner"),
    (Role.REVIEWING_BODY, "planning", "Pat Lanning"),
    (Role.APPLICANT, "applicant", "Alex Developer"),
    (Role.APPLICANT, "engineer", "Erin Engineer"),
]


def demo_users() -> list[tuple[str, str, str]]:
    """(role, email, name) of each demo user of the municipality served."""
    place = current().place
    return [(role, place.demo_email(local), name) for role, local, name in DEMO_ROLES]


def seed(ctx: dict) -> None:
    users = {}
    for role, email, name in demo_users():
        user = User.objects.filter(email=email).first()
        if user is None:
            user = User.objects.create_user(email=email, password=DEMO_PASSWORD, full_name=name)
        EmailAddress.objects.get_or_create(
            user=user, email=email, defaults={"verified": True, "primary": True}
        )
        grant_roles(user, {role})
        _enroll_demo_mfa(user)
        users.setdefault(role, user)
        users[email] = user
    admin_email = current().place.demo_email("admin")
    admin = User.objects.filter(email=admin_email).first()
    if admin is None:
        admin = User.objects.create_superuser(
            email=admin_email, password=DEMO_PASSWORD, full_name="Site Administrator"
        )
    EmailAddress.objects.get_or_create(
        user=admin, email=admin.email, defaults={"verified": True, "primary": True}
    )
    _enroll_demo_mfa(admin)
    ctx["users"] = users
    ctx["password"] = DEMO_PASSWORD
    ctx["totp_secret"] = DEMO_TOTP_SECRET
    ctx["logins"] = [(Role(r).label, e) for r, e, _ in demo_users()] + [
        ("Administrator (/admin/)", admin.email)
    ]
