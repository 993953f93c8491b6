"""Print the current code of the demo staff's authenticator app (development only)."""

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from lockport_sw.accounts.demo import DEMO_TOTP_SECRET
from lockport_sw.accounts.mfa import seconds_left, totp_code


class Command(BaseCommand):
    help = "Print the current two-step verification code of the demo staff (never in production)."

    def handle(self, *args, **options):
        if not settings.DEMO_DATA_ALLOWED:
            raise CommandError("Demo codes are not available with these settings (production).")
        self.stdout.write(totp_code(DEMO_TOTP_SECRET))
        self.stderr.write(f"(valid for {seconds_left()} more seconds)")
