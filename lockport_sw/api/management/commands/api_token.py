"""manage.py api_token EMAIL --scope read --days 30 --name NAME: a new personal API token
for a script. The token is printed alone on the last line (``| tail -1``); it is a
security event like one created on the account page."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management.base import BaseCommand, CommandError

from lockport_sw.api import services
from lockport_sw.api.models import Scope


class Command(BaseCommand):
    help = "Create a personal API token for a user and print it (alone on the last line)."

    def add_arguments(self, parser):
        parser.add_argument("email")
        parser.add_argument("--scope", choices=Scope.values, default=Scope.READ)
        parser.add_argument("--days", type=int, default=30)
        parser.add_argument("--name", default="Created by manage.py api_token")

    def handle(self, *args, email, scope, days, name, **options):
        user = get_user_model().objects.filter(email__iexact=email, is_active=True).first()
        if user is None:
            raise CommandError(f"No active account with the email address {email}.")
        try:
            token, raw = services.token_create(acting_user=user, name=name, scope=scope, days=days)
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from exc
        except PermissionDenied as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(
            f"Token {token.prefix}… for {user.email}: {token.get_scope_display()}; "
            f"expires {token.expires_at.isoformat()}."
        )
        self.stdout.write(raw)
