"""Load the demonstration data: a user for every role and records in every state.

Each app that has demo data provides ``<app>/demo.py`` with ``seed(ctx) -> None``; they
run in INSTALLED_APPS order (shared apps before chapters), share ``ctx`` (a dict for
passing users and records along), and must be idempotent: running this twice changes
nothing the second time. A shared app whose demo reads the chapters' records (the MS4
report issued from their figures) also gives ``seed_last(ctx)``, run after every seed.
Refused wherever settings.DEMO_DATA_ALLOWED is False (production).
"""

from importlib import import_module
from importlib.util import find_spec

from django.apps import apps
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from lockport_sw.jurisdiction.registry import current


class Command(BaseCommand):
    help = "Load idempotent demo data (never in production)."

    def handle(self, *args, **options):
        if not settings.DEMO_DATA_ALLOWED:
            raise CommandError("Demo data is not allowed with these settings (production).")
        ctx: dict = {"stdout": self.stdout}
        with transaction.atomic():
            demos = [
                import_module(f"{config.name}.demo")
                for config in apps.get_app_configs()
                if find_spec(f"{config.name}.demo") is not None
            ]
            for module in demos:
                module.seed(ctx)
            # What reads every app's records (the MS4 report's figures) runs after all.
            for module in demos:
                if hasattr(module, "seed_last"):
                    module.seed_last(ctx)
        # The clocks the demo's past dates have run out are marked as beat's sweep marks
        # them (it runs every five minutes), so the pages agree from the first view.
        from lockport_sw.deadlines import sweep

        sweep.run()
        self.stdout.write(self.style.SUCCESS("Demo data is loaded."))
        logins = ctx.get("logins", [])
        if logins:
            self.stdout.write(f"\nDemo sign-ins (password for all: {ctx['password']}):")
            for role, email in logins:
                self.stdout.write(f"  {role:<32} {email}")
        if ctx.get("totp_secret"):
            self.stdout.write(
                f"\n{current().kind} staff and the administrator also enter a code from an "
                "authenticator "
                "app\n(two-step verification). Add this secret to the app, or run "
                "`.venv/bin/python manage.py totp_code` for the current code:"
            )
            self.stdout.write(f"TOTP secret: {ctx['totp_secret']}")
