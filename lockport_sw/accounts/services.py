"""Every write to accounts and roles goes through these functions."""

from __future__ import annotations

from allauth.account.models import EmailAddress
from django.contrib.auth.models import Group, Permission
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction

from .models import User
from .roles import ROLE_PERMISSIONS, TOWN_ROLES, Role


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


def grant_roles(user: User, roles: list[str] | set[str]) -> None:
    groups = Group.objects.filter(name__in=[Role(r).value for r in roles])
    user.groups.add(*groups)
    user._roles_cache = None  # recomputed on next access


def applicant_register(*, user: User) -> None:
    """A self-registered account is an applicant, and nothing else (issue 2, item 5)."""
    grant_roles(user, {Role.APPLICANT})


@transaction.atomic
def staff_account_create(
    *,
    acting_user: User,
    email: str,
    full_name: str,
    roles: list[str],
    phone: str = "",
) -> User:
    """Create a Town account. Only the SMO (or an administrator) may; never self-service.

    The new user has no password: they receive the password-reset email to set one.
    """
    if not (acting_user.is_superuser or acting_user.has_perm("accounts.manage_staff_accounts")):
        raise PermissionDenied("Only the Stormwater Management Officer creates staff accounts.")
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
    grant_roles(user, set(roles))
    return user


@transaction.atomic
def staff_account_set_roles(*, acting_user: User, user: User, roles: list[str]) -> User:
    if not (acting_user.is_superuser or acting_user.has_perm("accounts.manage_staff_accounts")):
        raise PermissionDenied("Only the Stormwater Management Officer changes staff roles.")
    if Role.APPLICANT in roles or not roles:
        raise ValidationError({"roles": "Choose at least one Town role."})
    if user.pk == acting_user.pk and Role.SMO not in roles and not acting_user.is_superuser:
        raise ValidationError({"roles": "You cannot remove your own SMO role."})
    town = Group.objects.filter(name__in=TOWN_ROLES)
    user.groups.remove(*town)
    grant_roles(user, set(roles))
    return user


@transaction.atomic
def staff_account_deactivate(*, acting_user: User, user: User) -> User:
    """Accounts are never deleted (history points at them); they are deactivated."""
    if not (acting_user.is_superuser or acting_user.has_perm("accounts.manage_staff_accounts")):
        raise PermissionDenied("Only the Stormwater Management Officer deactivates accounts.")
    if user.pk == acting_user.pk:
        raise ValidationError("You cannot deactivate your own account.")
    user.is_active = False
    user.save(update_fields=["is_active"])
    return user
