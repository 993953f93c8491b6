"""Every write to accounts and roles goes through these functions."""

from __future__ import annotations

from allauth.account.models import EmailAddress
from allauth.mfa.models import Authenticator
from django.contrib.auth.models import Group, Permission
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction

from lockport_sw.core import floor
from lockport_sw.security import services as security
from lockport_sw.security.models import Kind

from . import extensions
from .models import User
from .roles import ROLE_PERMISSIONS, TOWN_ROLES, Role

SECOND_FACTORS = (Authenticator.Type.TOTP, Authenticator.Type.WEBAUTHN)


def sync_roles() -> None:
    """Create one group per role and give it exactly the permissions of ROLE_PERMISSIONS."""
    for role, perm_names in ROLE_PERMISSIONS.items():
        group, _ = Group.objects.get_or_create(name=role)
        perms = []
        for name in perm_names:
            app_label, codename = name.split(".", 1)
            try:
                perms.append(
                    Permission.objects.get(content_type__app_label=app_label, codename=codename)
                )
            except Permission.DoesNotExist as exc:
                raise LookupError(f"Role {role}: permission {name} does not exist") from exc
        group.permissions.set(perms)


def grant_roles(
    user: User, roles: list[str] | set[str], *, acting_user: User | None = None, request=None
) -> None:
    """Add ``roles``; each role the user did not hold is a security event (ASVS 16.3.1)."""
    held = set(user.groups.values_list("name", flat=True))
    groups = Group.objects.filter(name__in=[Role(r).value for r in roles]).exclude(name__in=held)
    groups = list(groups)
    user.groups.add(*groups)
    floor.bump(floor.WHO, [user.pk])  # kept across requests: forgotten now (issue 44)
    _forget_for_this_request(user)
    user._roles_cache = None  # recomputed on next access
    for group in groups:
        security.record(
            Kind.ROLE_GRANTED, request=request, user=user, actor=acting_user, role=group.name
        )


def _remove_roles(user: User, roles, *, acting_user: User, request=None) -> None:
    groups = list(Group.objects.filter(name__in=roles, user=user))
    user.groups.remove(*groups)
    floor.bump(floor.WHO, [user.pk])  # kept across requests: forgotten now (issue 44)
    _forget_for_this_request(user)
    user._roles_cache = None
    for group in groups:
        security.record(
            Kind.ROLE_REMOVED, request=request, user=user, actor=acting_user, role=group.name
        )


def _forget_for_this_request(user: User) -> None:
    for memo in ("_perm_cache", "_user_perm_cache", "_group_perm_cache"):
        user.__dict__.pop(memo, None)


def _require_manager(acting_user: User, message: str) -> None:
    if not (acting_user.is_superuser or acting_user.has_perm("accounts.manage_staff_accounts")):
        raise PermissionDenied(message)


# --- Two-step verification (MFA) ----------------------------------------------------------
def mfa_required(user) -> bool:
    """ASVS 6.3.3: every Town role and every administrator signs in with a second factor
    (an authenticator app, or a security key); for applicants it is optional."""
    if not getattr(user, "is_authenticated", False):
        return False
    return bool(user.is_superuser or user.has_role(*TOWN_ROLES))


def mfa_sync(user_id: int) -> bool:
    """Keep ``User.mfa_enabled`` equal to "has a second factor" (called on every change of
    an authenticator), so the MFA rule costs no query per request."""
    enabled = Authenticator.objects.filter(user_id=user_id, type__in=SECOND_FACTORS).exists()
    User.objects.filter(pk=user_id).exclude(mfa_enabled=enabled).update(mfa_enabled=enabled)
    return enabled


@transaction.atomic
def mfa_enroll_totp(*, user: User, secret: str, request=None) -> Authenticator:
    """Enroll an authenticator app with a known secret, and recovery codes (the demo's
    staff, and tests). People enroll through allauth's page, which scans a new secret."""
    from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
    from allauth.mfa.totp.internal.auth import TOTP

    totp = TOTP.activate(user, secret).instance
    if not Authenticator.objects.filter(user=user, type=Authenticator.Type.RECOVERY_CODES).exists():
        RecoveryCodes.activate(user)
    user.mfa_enabled = True
    security.record(Kind.MFA_ENABLED, request=request, user=user, authenticator="totp")
    return totp


@transaction.atomic
def staff_mfa_reset(*, acting_user: User, user: User, request=None) -> User:
    """The SMO (or an administrator) removes a staff member's authenticators, e.g. a lost
    phone: every session of theirs ends, and they enroll again at their next sign-in."""
    _require_manager(acting_user, "Only the Stormwater Management Officer resets MFA.")
    if user.pk == acting_user.pk:
        raise ValidationError("Ask another administrator to reset your own two-step verification.")
    Authenticator.objects.filter(user=user).delete()
    user.mfa_enabled = False
    ended = security.sessions_end_all(user=user)
    security.record(
        Kind.MFA_RESET, request=request, user=user, actor=acting_user, sessions_ended=ended
    )
    return user


def applicant_register(*, user: User) -> None:
    """An account a person creates for themselves is an applicant, nothing else (issue 2)."""
    grant_roles(user, {Role.APPLICANT})


@transaction.atomic
def staff_account_create(
    *,
    acting_user: User,
    email: str,
    full_name: str,
    roles: list[str],
    phone: str = "",
    request=None,
    extra: dict | None = None,
) -> User:
    """Create a Town account. Only the SMO (or an administrator) may; never self-service.

    The new user has no password: they receive the password-reset email to set one, and
    enroll an authenticator app at their first sign-in.
    """
    _require_manager(acting_user, "Only the Stormwater Management Officer creates staff accounts.")
    if Role.APPLICANT in roles:
        raise ValidationError({"roles": "Applicants register themselves; pick a Town role."})
    if not roles:
        raise ValidationError({"roles": "Choose at least one role."})
    email = email.strip().lower()
    if User.objects.filter(email__iexact=email).exists():
        raise ValidationError({"email": "An account with this email address already exists."})
    user = User.objects.create_user(email=email, full_name=full_name, phone=phone)
    # The SMO vouches for the address: no verification round trip for staff.
    EmailAddress.objects.create(user=user, email=email, verified=True, primary=True)
    # Fields a chapter adds (extensions.py), e.g. the reviewing body a member sits on;
    # first, so that a refused value leaves no security event behind.
    extensions.save_all(acting_user=acting_user, user=user, roles=set(roles), values=extra)
    security.record(Kind.STAFF_CREATED, request=request, user=user, actor=acting_user)
    grant_roles(user, set(roles), acting_user=acting_user, request=request)
    return user


@transaction.atomic
def staff_account_set_roles(
    *, acting_user: User, user: User, roles: list[str], request=None, extra: dict | None = None
) -> User:
    _require_manager(acting_user, "Only the Stormwater Management Officer changes staff roles.")
    if Role.APPLICANT in roles or not roles:
        raise ValidationError({"roles": "Choose at least one Town role."})
    if user.pk == acting_user.pk and Role.SMO not in roles and not acting_user.is_superuser:
        raise ValidationError({"roles": "You cannot remove your own SMO role."})
    wanted = {Role(r).value for r in roles}
    extensions.save_all(acting_user=acting_user, user=user, roles=wanted, values=extra)
    _remove_roles(
        user, [r for r in TOWN_ROLES if r not in wanted], acting_user=acting_user, request=request
    )
    grant_roles(user, wanted, acting_user=acting_user, request=request)
    return user


@transaction.atomic
def staff_account_deactivate(*, acting_user: User, user: User, request=None) -> User:
    """Accounts are never deleted (history points at them); they are deactivated, and
    every session of theirs ends at once."""
    _require_manager(acting_user, "Only the Stormwater Management Officer deactivates accounts.")
    if user.pk == acting_user.pk:
        raise ValidationError("You cannot deactivate your own account.")
    user.is_active = False
    user.save(update_fields=["is_active"])
    ended = security.sessions_end_all(user=user)
    security.record(
        Kind.STAFF_DEACTIVATED, request=request, user=user, actor=acting_user, sessions_ended=ended
    )
    return user


# --- The signature printed on the letters one signs ----------------------------------------
SIGNATURE_TYPES = frozenset({"image/png", "image/jpeg"})


@transaction.atomic
def signature_image_set(*, acting_user: User, file) -> User:
    """A Town signer uploads the image of their handwritten signature once; the letters
    they sign from then on print it (lockport_sw/documents/signatures.py). The file goes
    through the upload pipeline (checked by content), and only a PNG or JPEG image is
    kept. The previous image stays stored (uploads are never deleted) and the change is
    in the account's history."""
    from lockport_sw.documents import uploads
    from lockport_sw.documents.services import upload_store

    if not acting_user.has_role(*TOWN_ROLES):
        raise PermissionDenied("Only the Town's staff and officials sign letters.")
    try:
        detected = uploads.validate_upload(file)
    except ValidationError as exc:
        raise ValidationError({"file": exc.error_list}) from exc
    if detected.mime not in SIGNATURE_TYPES:
        raise ValidationError(
            {
                "file": f"‘{uploads.clean_original_name(file.name or '')}’ is "
                f"{detected.label}: a signature is a PNG or JPEG image of it, e.g. a scan "
                "or a photo of your signature on white paper."
            }
        )
    file.seek(0)
    upload = upload_store(acting_user=acting_user, file=file)
    user = User.objects.select_for_update().get(pk=acting_user.pk)
    user.signature_image = upload
    user._history_user = acting_user
    user._change_reason = "Signature image uploaded."
    user.save(update_fields=["signature_image"])
    return user


@transaction.atomic
def signature_image_remove(*, acting_user: User) -> User:
    """Letters signed from now on state that they were signed electronically instead."""
    user = User.objects.select_for_update().get(pk=acting_user.pk)
    user.signature_image = None
    user._history_user = acting_user
    user._change_reason = "Signature image removed."
    user.save(update_fields=["signature_image"])
    return user
