"""Users: email is the login; roles are groups (see roles.py)."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.utils import timezone
from simple_history.models import HistoricalRecords

from lockport_sw.core import floor
from lockport_sw.registry.validation import validate_phone

from .roles import HOME_PRIORITY, OFFICE_ROLES, Role


class UserManager(BaseUserManager["User"]):
    use_in_migrations = True

    def _create_user(self, email: str, password: str | None, **extra) -> User:
        if not email:
            raise ValueError("An email address is required.")
        user = self.model(email=self.normalize_email(email).lower(), **extra)
        if password:
            user.set_password(password)
        else:
            user.set_unusable_password()
        user.save(using=self._db)
        return user

    def create_user(self, email: str, password: str | None = None, **extra) -> User:
        extra.setdefault("is_staff", False)
        extra.setdefault("is_superuser", False)
        return self._create_user(email, password, **extra)

    def create_superuser(self, email: str, password: str | None = None, **extra) -> User:
        extra["is_staff"] = True
        extra["is_superuser"] = True
        return self._create_user(email, password, **extra)


class User(AbstractBaseUser, PermissionsMixin):
    """A person who signs in. ``is_staff`` means access to the Django admin only."""

    email = models.EmailField("email address", unique=True)
    full_name = models.CharField(max_length=150)
    phone = models.CharField("telephone", max_length=30, blank=True, validators=[validate_phone])
    is_active = models.BooleanField(default=True)
    is_staff = models.BooleanField(
        "admin site access",
        default=False,
        help_text="Administrators of the system only; Town roles are groups.",
    )
    date_joined = models.DateTimeField(default=timezone.now)
    mfa_enabled = models.BooleanField(
        "two-step verification",
        default=False,
        editable=False,
        help_text="Has an authenticator app (TOTP) or security key; kept in step with "
        "allauth's authenticators by accounts.services.mfa_sync.",
    )
    # The image of a Town signer's handwritten signature, uploaded once on "Your
    # signature" (a PNG or JPEG, checked by content: accounts.services.signature_image_set)
    # and printed on the letters they sign (documents/signatures.py); its changes are in
    # the history. Without one, a letter states that it was signed electronically.
    signature_image = models.ForeignKey(
        "documents.Upload",
        verbose_name="signature image",
        null=True,
        blank=True,
        editable=False,
        on_delete=models.PROTECT,
        related_name="+",
    )

    # Group membership is the user's roles: its changes are in the history too.
    history = HistoricalRecords(excluded_fields=["password", "last_login"], m2m_fields=["groups"])

    objects = UserManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS = ["full_name"]

    class Meta:
        ordering = ["full_name", "email"]
        permissions = [("manage_staff_accounts", "Create and change Town staff accounts")]

    def __str__(self) -> str:
        return self.full_name or self.email

    def get_full_name(self) -> str:
        return self.full_name

    def get_short_name(self) -> str:
        return self.full_name.split(" ")[0] if self.full_name else self.email

    # Roles --------------------------------------------------------------------------
    @property
    def roles(self) -> frozenset[str]:
        """The role codes this user holds: kept for the request, and across requests until
        a write to the user's groups (core/floor.py, issue 44)."""
        cached = getattr(self, "_roles_cache", None)
        if cached is None:
            cached = floor.remember(self, floor.WHO, "roles", self._roles_held)
            self._roles_cache = cached
        return cached

    def _roles_held(self) -> frozenset[str]:
        names = {g.name for g in self.groups.all()} if self.pk else set()
        return frozenset(r for r in Role.values if r in names)

    def has_role(self, *roles: str) -> bool:
        return bool(self.roles.intersection(roles))

    @property
    def primary_role(self) -> str | None:
        return next((r for r in HOME_PRIORITY if r in self.roles), None)

    @property
    def is_office_staff(self) -> bool:
        return bool(self.roles & OFFICE_ROLES)
