"""factory-boy factories for the shared apps. Chapters add theirs next to their tests."""

from __future__ import annotations

import factory
from allauth.account.models import EmailAddress

from lockport_sw.accounts.mfa import totp_code as _totp_code
from lockport_sw.accounts.models import User
from lockport_sw.accounts.services import grant_roles, mfa_enroll_totp, mfa_required
from lockport_sw.jurisdiction.registry import current
from lockport_sw.registry.models import Party, Property

PASSWORD = "correct-horse-battery-staple"
# Every user the factory gives a Town role (or makes a superuser) has an authenticator
# app enrolled with this secret, so ``client.force_login(user)`` reaches staff pages
# and a browser test signs in with ``totp_code()`` (docs/security.md, "Tests").
TOTP_SECRET = "JBSWY3DPEHPK3PXPLOCKPORTSTORMWAT"


def totp_code(at: float | None = None) -> str:
    """The code of TOTP_SECRET now (or at the epoch ``at``), as an authenticator app shows."""
    return _totp_code(TOTP_SECRET, at)


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"user{n}@example.org")
    full_name = factory.Faker("name")
    password = factory.django.Password(PASSWORD)

    @factory.post_generation
    def roles(self, create, extracted, **kwargs):
        if create and extracted:
            grant_roles(self, set(extracted))

    @factory.post_generation
    def verified(self, create, extracted, **kwargs):
        if create and extracted is not False:
            EmailAddress.objects.create(user=self, email=self.email, verified=True, primary=True)

    @factory.post_generation
    def mfa(self, create, extracted, **kwargs):
        """TOTP enrolled for staff and superusers (``mfa=False``: not; ``mfa=True``: also
        for an applicant)."""
        if create and (extracted or (extracted is None and mfa_required(self))):
            mfa_enroll_totp(user=self, secret=TOTP_SECRET)


def number_users_after_those_stored() -> None:
    """Go on numbering users (``user<n>@example.org``, unique) after the highest stored:
    after a test loads rows another process made (tests/snapshot.py), the next user this
    process makes must not take an address already there. (Only stored rows matter: a
    user an earlier test made was rolled back or flushed with it.)"""
    import re

    stored = [
        int(match.group(1))
        for email in User.objects.filter(email__endswith="@example.org").values_list(
            "email", flat=True
        )
        if (match := re.fullmatch(r"user(\d+)@example\.org", email))
    ]
    UserFactory.reset_sequence(max(stored, default=-1) + 1)


class PropertyFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Property

    street_address = factory.Sequence(lambda n: f"{1000 + n} Robinson Road")
    sbl = factory.Sequence(lambda n: f"{100 + n % 900}.00-1-{n % 9000 + 1}")
    postal_code = factory.LazyFunction(lambda: current().place.postal_code)


class PartyFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Party

    name = factory.Faker("name")
    email = factory.Sequence(lambda n: f"party{n}@example.org")
