"""``manage.py restore DIRECTORY``: load a backup made by ``manage.py backup`` into the
empty database of DATABASE_URL and the empty MEDIA_ROOT, then check every issued
document against its hash (lockport_sw/core/backups.py; docs/operations.md)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from lockport_sw.core import backups


class Command(BaseCommand):
    help = "Restore a backup into an empty database and an empty MEDIA_ROOT."

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path, help="A directory made by manage.py backup.")

    def handle(self, *args, directory: Path, **options):
        try:
            result = backups.restore(directory)
        except backups.BackupError as exc:
            raise CommandError(str(exc)) from exc
        if result.problems:
            raise CommandError("Restored, but:\n" + "\n".join(result.problems))
        self.stdout.write(
            f"Restored {directory}: {len(result.manifest['issued_documents'])} issued "
            "documents, each matching its SHA-256. Start the worker and beat: the next "
            "sweep brings every clock up to date."
        )
