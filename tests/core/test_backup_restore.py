"""The restore drill (issue 19, item 2): the demo is backed up with ``manage.py backup``
and restored with ``manage.py restore`` (another process, as an operator runs it) into a
new, empty database and an empty MEDIA_ROOT. Every issued document keeps its hash, no
clock is lost or duplicated, and every history table has the same rows.

Issue 45, item 3: the backup is 0600 files in 0700 folders whatever the umask; it holds
no session, no user session and no pending one-use link; it is encrypted and its
manifest signed with keys that are not in it; restore refuses an edited dump (its hash
updated), a file not in the manifest and a symbolic link, loading nothing."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import psycopg2
import pytest
from django.apps import apps
from django.core.management import CommandError, call_command
from django.db import connection

from lockport_sw.core.backups import sha256_file
from lockport_sw.deadlines.models import Deadline, Reminder
from lockport_sw.documents.models import IssuedDocument, Upload
from lockport_sw.notifications.models import Notification
from tests.faults.stack import database_url
from tests.template_db import scratch_databases

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def empty_database():
    with scratch_databases(1) as (name,):
        yield name


def manage(*args, database: str, media: Path, **extra) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        **extra,
        "DJANGO_SETTINGS_MODULE": "lockport_sw.settings.test",
        "DATABASE_URL": database_url(database),
        "MEDIA_ROOT": str(media),
    }
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def rows(cursor, columns: str, table: str, order: str = "") -> list[tuple]:
    """SELECT ``columns`` FROM ``table`` (a model's table name, never input)."""
    cursor.execute(f"SELECT {columns} FROM {table} {order}")  # noqa: S608  # nosec B608
    return cursor.fetchall()


def history_tables() -> list[str]:
    tables = [
        m._meta.db_table
        for m in apps.get_models()
        if m.__name__.startswith("Historical") and hasattr(m, "history_id")
    ]
    assert len(tables) > 20, tables  # every model with simple_history
    return sorted(tables)


def snapshot(cursor) -> dict:
    """What the drill compares, read with SQL so both databases are read the same way."""
    table = {m: m._meta.db_table for m in (Deadline, Reminder, IssuedDocument, Upload)}
    clock_columns = "id, rule_code, subject_type_id, subject_id, status, due_at, met_at, missed_at"
    return {
        "issued": rows(cursor, "number, file, sha256, size", table[IssuedDocument], "ORDER BY 1"),
        "uploads": rows(cursor, "id::text, file, sha256", table[Upload], "ORDER BY 1"),
        "clocks": rows(cursor, clock_columns, table[Deadline], "ORDER BY id"),
        "reminders": rows(cursor, "id, deadline_id, kind, due_at", table[Reminder], "ORDER BY id"),
        "history": {
            name: rows(cursor, "count(*), max(history_id)", name)[0] for name in history_tables()
        },
    }


def plant_secrets() -> dict:
    """A signed-in session, a user session, a pending signing link to someone without an
    account, and the clear-text marks a backup must not show."""
    from allauth.usersessions.models import UserSession
    from django.contrib.sessions.backends.db import SessionStore

    from lockport_sw.accounts.models import User

    user = User.objects.filter(is_active=True).first()
    session = SessionStore()
    session["_auth_user_id"] = str(user.pk)
    session.create()
    UserSession.objects.create(
        user=user, ip="127.0.0.1", session_key=session.session_key, user_agent="drill"
    )
    token = "one-use-token-" + "q" * 30
    note = Notification.objects.create(
        event_key="drill-signing-link",
        address="engineer@example.org",
        subject="Please sign",
        body="A SWPPP waits for your signature.",
        url=f"/swppp/sign/{token}/",
    )
    return {
        "session": session.session_key,
        "token": token,
        "notification": note.pk,
        "email": user.email,
    }


def assert_private(folder: Path) -> None:
    for path in [folder, *folder.rglob("*")]:
        mode = stat.S_IMODE(path.lstat().st_mode)
        assert mode == (0o700 if path.is_dir() else 0o600), (path, oct(mode))


def assert_holds_no_clear_text(folder: Path, secrets: dict) -> None:
    marks = [secrets["session"], secrets["token"], secrets["email"], "%PDF"]
    for path in folder.rglob("*"):
        if path.is_file() and path.name != "manifest.json":
            data = path.read_bytes()
            for mark in marks:
                assert mark.encode() not in data, (path, mark)


def test_the_demo_backed_up_and_restored_into_an_empty_database_is_the_same(
    settings, tmp_path, empty_database, demo
):
    assert str(tmp_path / "media") == settings.MEDIA_ROOT  # where ``demo`` put its files
    with connection.cursor() as cursor:
        before = snapshot(cursor)
    assert before["issued"], "the demo issues letters"
    assert before["clocks"], "the demo runs clocks"

    secrets = plant_secrets()
    old_umask = os.umask(0)  # the most permissive: the backup sets its own modes
    try:
        call_command("backup", str(tmp_path / "backup"))
    finally:
        os.umask(old_umask)
    assert_private(tmp_path / "backup")
    assert_holds_no_clear_text(tmp_path / "backup", secrets)
    manifest = json.loads((tmp_path / "backup" / "manifest.json").read_text())
    assert [(d["number"], d["sha256"]) for d in manifest["issued_documents"]] == [
        (number, sha) for number, _file, sha, _size in before["issued"]
    ]
    assert manifest["problems"] == []

    restored_media = tmp_path / "restored-media"
    result = manage(
        "restore", str(tmp_path / "backup"), database=empty_database, media=restored_media
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{len(before['issued'])} issued documents, each matching" in result.stdout

    target = psycopg2.connect(database_url(empty_database))
    try:
        with target.cursor() as cursor:
            after = snapshot(cursor)
    finally:
        target.close()
    # Every issued document: the same row, and its file hashes to the recorded SHA-256.
    assert after["issued"] == before["issued"]
    for number, file, sha256, size in after["issued"]:
        assert sha256_file(restored_media / file) == sha256, number
        assert (restored_media / file).stat().st_size == size, number
    for pk, file, sha256 in after["uploads"]:
        assert sha256_file(restored_media / file) == sha256, pk
    assert after["uploads"] == before["uploads"]
    # No clock lost or duplicated: the same rows, each once.
    assert after["clocks"] == before["clocks"]
    assert len({row[0] for row in after["clocks"]}) == len(after["clocks"])
    assert after["reminders"] == before["reminders"]
    # History: the same number of rows and the same latest id in every table.
    assert after["history"] == before["history"]
    # Sessions, user sessions and one-use links were left out; the outbox came back.
    target = psycopg2.connect(database_url(empty_database))
    try:
        with target.cursor() as cursor:
            assert rows(cursor, "count(*)", "django_session") == [(0,)]
            assert rows(cursor, "count(*)", "usersessions_usersession") == [(0,)]
            (link,) = rows(
                cursor,
                "url, link_redacted",
                "notifications_notification",
                f"WHERE id = {secrets['notification']}",
            )
            assert link == ("", True)
            assert rows(cursor, "count(*)", "notifications_notification") == [
                (Notification.objects.count(),)
            ]
    finally:
        target.close()

    # A second restore into the now non-empty database is refused, and changes nothing.
    again = manage(
        "restore", str(tmp_path / "backup"), database=empty_database, media=tmp_path / "m2"
    )
    assert again.returncode != 0
    assert f"The database {empty_database} is not empty" in again.stderr
    assert not (tmp_path / "m2").exists()

    # Each of these backups is refused before anything is loaded.
    def refused(name: str, spoil, says: str, **env) -> None:
        copy = tmp_path / name
        shutil.copytree(tmp_path / "backup", copy, symlinks=True)
        spoil(copy)
        with scratch_databases(1) as (other,):
            result = manage(
                "restore", str(copy), database=other, media=tmp_path / f"{name}-m", **env
            )
            assert result.returncode != 0, name
            assert says in result.stderr, result.stderr
            assert not (tmp_path / f"{name}-m").exists()
            target = psycopg2.connect(database_url(other))
            try:
                with target.cursor() as cursor:
                    public = rows(cursor, "count(*)", "pg_tables", "WHERE schemaname = 'public'")
            finally:
                target.close()
            assert public == [(0,)], name

    def changed_file(copy: Path) -> None:
        victim = copy / "media" / manifest["issued_documents"][0]["file"]
        victim.write_bytes(victim.read_bytes() + b"%tampered")

    def edited_dump_with_its_hash_updated(copy: Path) -> None:
        dump = copy / "database.dump"
        data = bytearray(dump.read_bytes())
        data[len(data) // 2] ^= 0x01  # e.g. an applicant made superuser
        dump.write_bytes(bytes(data))
        edited = json.loads((copy / "manifest.json").read_text())
        edited["dump"]["stored_sha256"] = sha256_file(dump)
        (copy / "manifest.json").write_text(json.dumps(edited))

    def extra_file(copy: Path) -> None:
        (copy / "media" / "uploads" / "extra.py").write_text("print('not from the backup')")

    def symlink(copy: Path) -> None:
        (copy / "media" / "uploads" / "passwd").symlink_to("/etc/passwd")

    def symlinked_folder(copy: Path) -> None:
        (copy / "media" / "elsewhere").symlink_to(tmp_path / "media")

    refused("changed", changed_file, "does not match the manifest's SHA-256")
    refused("edited", edited_dump_with_its_hash_updated, "signature does not verify")
    refused("extra", extra_file, "media/uploads/extra.py is not in the manifest")
    refused("link", symlink, "media/uploads/passwd is a symbolic link")
    refused("folder", symlinked_folder, "media/elsewhere is a symbolic link")
    # The keys are not in the backup: with other keys it is neither verified nor read.
    refused("keys", lambda copy: None, "signature does not verify", BACKUP_SIGNING_KEY="k" * 40)

    # A live document whose file no longer matches its hash fails the backup (which is
    # still written, for the operator to look at).
    document = IssuedDocument.objects.order_by("number").first()
    (Path(settings.MEDIA_ROOT) / document.file.name).write_bytes(b"%PDF-1.7 not the letter")
    with pytest.raises(CommandError, match=f"{document.number}: .* does not match its recorded"):
        call_command("backup", str(tmp_path / "backup-2"))
    assert (tmp_path / "backup-2" / "manifest.json").is_file()
