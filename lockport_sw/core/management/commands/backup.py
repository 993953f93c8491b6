"""``manage.py backup DIRECTORY``: the database (pg_dump, one snapshot), the media files
and a manifest of hashes (lockport_sw/core/backups.py; docs/operations.md)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from lockport_sw.core import backups


class Command(BaseCommand):
    help = "Back up the database, the media files and a manifest into a new directory."

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path, help="A new (or empty) directory.")

    def handle(self, *args, directory: Path, **options):
        try:
            result = backups.backup(directory)
        except backups.BackupError as exc:
            raise CommandError(str(exc)) from exc
        manifest = result.manifest
        self.stdout.write(
            f"Backed up {manifest['database']} to {directory}: the database, "
            f"{len(manifest['media'])} files, {len(manifest['issued_documents'])} issued "
            "documents listed with their SHA-256."
        )
        if result.problems:
            raise CommandError("The backup is written, but:\n" + "\n".join(result.problems))
