"""Demo users: one per role, all with the same password (development only)."""

from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator

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


DEMO_USERS = [
    (Role.SMO, "smo@lockport.example", "Sam Morgan"),
    (Role.INSPECTOR, "inspector@lockport.example", "Ines Park"),
    (Role.CLERK, "clerk@lockport.example", "Clara Lee"),
    (Role.TOWN_BOARD, "board@lockport.example", "Bo Ardley"),
    (Role.TOWN_ATTORNEY, "attorney@lockport.example", "Ada Turner"),
    (Role.REVIEWING_BODY, "planning@lockport.example", "Pat Lanning"),
    (Role.APPLICANT, "applicant@lockport.example", "Alex Developer"),
    (Role.APPLICANT, "engineer@lockport.example", "Erin Engineer"),
]


def seed(ctx: dict) -> None:
    users = {}
    for role, email, name in DEMO_USERS:
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
    admin = User.objects.filter(email="admin@lockport.example").first()
    if admin is None:
        admin = User.objects.create_superuser(
            email="admin@lockport.example", password=DEMO_PASSWORD, full_name="Site Administrator"
        )
    EmailAddress.objects.get_or_create(
        user=admin, email=admin.email, defaults={"verified": True, "primary": True}
    )
    _enroll_demo_mfa(admin)
    ctx["users"] = users
    ctx["password"] = DEMO_PASSWORD
    ctx["totp_secret"] = DEMO_TOTP_SECRET
    ctx["logins"] = [(Role(r).label, e) for r, e, _ in DEMO_USERS] + [
        ("Administrator (/admin/)", admin.email)
    ]
