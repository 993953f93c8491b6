"""Backups and restores (issue 19, item 2): ``manage.py backup`` and ``manage.py restore``.

A backup is a directory:

- ``database.dump``: ``pg_dump --format=custom`` of the whole database;
- ``media/``: a copy of every file under MEDIA_ROOT (uploads and issued documents);
- ``manifest.json``: when and from where, the dump's SHA-256, every media file with its
  SHA-256 and size, and every issued document (number, file, the SHA-256 recorded when
  it was issued) as the dump holds it.

Why ``pg_dump`` and not Django's ``dumpdata``: ``dumpdata`` reads model after model in
separate queries, so a letter issued during the backup can appear in one table and not
in another, and it does not carry the database's own objects (the triggers that keep
issued documents and the security log unchangeable, sequences, constraints). pg_dump
reads every table in one snapshot and restores the schema exactly. Here the snapshot is
also shared: this process opens a REPEATABLE READ transaction, exports its snapshot and
passes it to pg_dump (``--snapshot``), and reads the issued documents for the manifest in
that same transaction, so the manifest lists exactly the documents the dump holds.

The files are copied after the snapshot. Files are written once and never changed or
removed (issued documents and uploads are immutable), so every file a row of the
snapshot names is there when it is copied; a file written later is copied too and is
harmless (no row names it). A file a row names that is missing, or whose SHA-256 is not
the one recorded, fails the backup (after writing it, so the operator can look).

``restore`` refuses a database that has any table and a MEDIA_ROOT that has any file:
it never merges into or overwrites live data. It checks every file of the backup against
the manifest before loading anything, loads the dump with ``pg_restore`` in one
transaction, copies the files, then checks every issued document of the restored
database against its file.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess  # nosec B404  # pg_dump and pg_restore, with argument lists
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings
from django.db import connection, transaction

MANIFEST = "manifest.json"
DUMP = "database.dump"
MEDIA = "media"
FORMAT = 1
CHUNK = 1024 * 1024


class BackupError(Exception):
    """A backup or restore that cannot go on, with what to do about it."""


@dataclass
class Result:
    directory: Path
    manifest: dict
    problems: list[str] = field(default_factory=list)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise BackupError(
            f"{name} is not installed (Debian: postgresql-client, the server's major "
            "version or newer)."
        )
    return found


def _libpq_env() -> dict[str, str]:
    """The environment that points pg_dump and pg_restore at the default database."""
    db = connection.settings_dict
    if db["ENGINE"] != "django.db.backends.postgresql":
        raise BackupError("Backups need PostgreSQL (DATABASE_URL=postgres://...).")
    env = {**os.environ, "PGDATABASE": db["NAME"]}
    for key, var in (("HOST", "PGHOST"), ("PORT", "PGPORT"), ("USER", "PGUSER")):
        if db.get(key):
            env[var] = str(db[key])
    if db.get("PASSWORD"):
        env["PGPASSWORD"] = db["PASSWORD"]
    return env


def _run(args: list[str], what: str) -> None:
    result = subprocess.run(  # nosec B603  # fixed tool, arguments we built
        args, env=_libpq_env(), capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        raise BackupError(f"{what} failed ({result.returncode}): {result.stderr.strip()}")


def _issued_documents() -> list[dict]:
    from lockport_sw.documents.models import IssuedDocument

    return [
        {"number": number, "file": name, "sha256": digest}
        for number, name, digest in IssuedDocument.objects.order_by("number").values_list(
            "number", "file", "sha256"
        )
    ]


def _copy_tree(source: Path, target: Path) -> list[dict]:
    """Copy every file under ``source`` to ``target``, hashing as it goes."""
    files = []
    if not source.is_dir():
        return files
    for path in sorted(p for p in source.rglob("*") if p.is_file()):
        relative = path.relative_to(source).as_posix()
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        digest, size = hashlib.sha256(), 0
        with open(path, "rb") as src, open(destination, "xb") as dst:
            for chunk in iter(lambda src=src: src.read(CHUNK), b""):
                digest.update(chunk)
                size += len(chunk)
                dst.write(chunk)
        shutil.copystat(path, destination)
        files.append({"path": relative, "sha256": digest.hexdigest(), "size": size})
    return files


def backup(directory: Path) -> Result:
    """Write a backup into ``directory`` (created; it must not exist yet)."""
    directory = Path(directory)
    if directory.exists() and any(directory.iterdir()):
        raise BackupError(f"{directory} is not empty: back up into a new directory.")
    directory.mkdir(parents=True, exist_ok=True)
    pg_dump = _tool("pg_dump")
    started = datetime.now(UTC)
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            cursor.execute("SELECT pg_export_snapshot()")
            (snapshot,) = cursor.fetchone()
        # pg_dump reads the same snapshot while this transaction stays open.
        _run(
            [pg_dump, "--format=custom", f"--snapshot={snapshot}", f"--file={directory / DUMP}"],
            "pg_dump",
        )
        documents = _issued_documents()
    media = Path(settings.MEDIA_ROOT)
    files = _copy_tree(media, directory / MEDIA)
    by_path = {f["path"]: f["sha256"] for f in files}
    problems = []
    for doc in documents:
        copied = by_path.get(doc["file"])
        if copied is None:
            problems.append(f"{doc['number']}: its file {doc['file']} is missing from MEDIA_ROOT.")
        elif copied != doc["sha256"]:
            problems.append(f"{doc['number']}: {doc['file']} does not match its recorded SHA-256.")
    manifest = {
        "format": FORMAT,
        "started_at": started.isoformat(),
        "finished_at": datetime.now(UTC).isoformat(),
        "database": connection.settings_dict["NAME"],
        "dump": {"file": DUMP, "sha256": sha256_file(directory / DUMP)},
        "media": files,
        "issued_documents": documents,
        "problems": problems,
    }
    (directory / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True))
    return Result(directory, manifest, problems)


def read_manifest(directory: Path) -> dict:
    path = Path(directory) / MANIFEST
    if not path.is_file():
        raise BackupError(f"{path} does not exist: not a backup made by manage.py backup.")
    manifest = json.loads(path.read_text())
    if manifest.get("format") != FORMAT:
        raise BackupError(f"{path}: unknown backup format {manifest.get('format')!r}.")
    return manifest


def verify(directory: Path) -> list[str]:
    """What in the backup does not match its manifest (nothing: an empty list)."""
    directory = Path(directory)
    manifest = read_manifest(directory)
    problems = []
    if sha256_file(directory / manifest["dump"]["file"]) != manifest["dump"]["sha256"]:
        problems.append(f"{DUMP} does not match the manifest's SHA-256.")
    for item in manifest["media"]:
        path = directory / MEDIA / item["path"]
        if not path.is_file():
            problems.append(f"media/{item['path']} is missing.")
        elif sha256_file(path) != item["sha256"]:
            problems.append(f"media/{item['path']} does not match the manifest's SHA-256.")
    return problems


def _tables() -> list[str]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT schemaname || '.' || tablename FROM pg_tables "
            "WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1"
        )
        return [row[0] for row in cursor.fetchall()]


def restore(directory: Path) -> Result:
    """Load the backup in ``directory`` into the (empty) default database and MEDIA_ROOT."""
    directory = Path(directory)
    manifest = read_manifest(directory)
    problems = verify(directory)
    if problems:
        raise BackupError("The backup does not match its manifest: " + " ".join(problems))
    pg_restore = _tool("pg_restore")
    tables = _tables()
    if tables:
        raise BackupError(
            f"The database {connection.settings_dict['NAME']} is not empty ({len(tables)} "
            "tables, e.g. " + ", ".join(tables[:3]) + "): restore only into a new, empty "
            "database (createdb), never over live data."
        )
    media = Path(settings.MEDIA_ROOT)
    if media.exists() and any(p.is_file() for p in media.rglob("*")):
        raise BackupError(f"MEDIA_ROOT {media} holds files: restore into an empty directory.")
    connection.close()  # pg_restore works on its own connection; ours reopens after
    _run(
        [
            pg_restore,
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "--single-transaction",
            f"--dbname={connection.settings_dict['NAME']}",
            str(directory / DUMP),
        ],
        "pg_restore",
    )
    media.mkdir(parents=True, exist_ok=True)
    _copy_tree(directory / MEDIA, media)
    return Result(directory, manifest, check_documents(manifest))


def check_documents(manifest: dict) -> list[str]:
    """Every issued document of the manifest is in the database with the same SHA-256,
    and its file under MEDIA_ROOT still has it."""
    media = Path(settings.MEDIA_ROOT)
    restored = {d["number"]: d for d in _issued_documents()}
    problems = []
    for doc in manifest["issued_documents"]:
        row = restored.pop(doc["number"], None)
        if row is None:
            problems.append(f"{doc['number']} is not in the restored database.")
            continue
        if row["sha256"] != doc["sha256"]:
            problems.append(f"{doc['number']}: the restored row's SHA-256 differs.")
        path = media / row["file"]
        if not path.is_file() or sha256_file(path) != doc["sha256"]:
            problems.append(f"{doc['number']}: its restored file does not match its SHA-256.")
    problems += [f"{number} is not in the backup's manifest." for number in restored]
    return problems
