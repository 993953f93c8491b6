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

What a backup leaves out, and how it is kept (issue 45, item 3): the rows of the
sessions and of allauth's user sessions (a copied session key signs its holder in), and
the links of messages not yet emailed to a person without an account (a signing link or
a report's status page opens its record by the secret token it carries): the outbox is
copied with those links blanked, as an email does once sent. Every file is written 0600
in directories 0700, whatever the umask. Every file is encrypted (AES-256-GCM, in
authenticated chunks, with ``cryptography``) with BACKUP_ENCRYPTION_KEY, and the
manifest, which holds the SHA-256 of every encrypted file, is signed (HMAC-SHA256) with
BACKUP_SIGNING_KEY: neither key is in the backup (docs/operations.md says where they
live). ``restore`` refuses, before loading anything, a manifest whose signature does not
verify (a dump edited and its hash updated), a file the manifest does not list, a
symbolic link or any other non-regular file, and a file whose hash differs.

``restore`` refuses a database that has any table and a MEDIA_ROOT that has any file:
it never merges into or overwrites live data. It checks every file of the backup against
the manifest before loading anything, loads the dump with ``pg_restore`` in one
transaction, copies the files, then checks every issued document of the restored
database against its file.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import shutil
import struct
import subprocess  # nosec B404  # pg_dump and pg_restore, with argument lists
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings
from django.db import connection, transaction

from . import kept

MANIFEST = "manifest.json"
DUMP = "database.dump"
OUTBOX = "outbox.copy"
MEDIA = "media"
FORMAT = 2
CHUNK = 1024 * 1024
MAGIC = b"LSWBAK2\n"


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


# --- keys, encryption, signature ---------------------------------------------------------


def _key(setting: str, purpose: bytes) -> bytes:
    """A 32-byte key derived (HKDF-SHA256) from the setting's secret; unset, from
    SECRET_KEY (development and tests only: production settings require the setting)."""
    from .keys import derived_key

    return derived_key(setting, purpose)


def encryption_key() -> bytes:
    return _key("BACKUP_ENCRYPTION_KEY", b"lockport backup encryption")


def signing_key() -> bytes:
    return _key("BACKUP_SIGNING_KEY", b"lockport backup signature")


def _canonical(manifest: dict) -> bytes:
    body = {k: v for k, v in manifest.items() if k != "signature"}
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode()


def sign(manifest: dict) -> str:
    return hmac.new(signing_key(), _canonical(manifest), hashlib.sha256).hexdigest()


def _private_dir(path: Path) -> None:
    """``path`` and its missing parents made 0700 whatever the umask (``mkdir(parents=
    True)`` would make the parents with the umask's mode)."""
    missing = []
    while not path.exists():
        missing.append(path)
        path = path.parent
    for folder in reversed(missing):
        folder.mkdir(mode=0o700)
        os.chmod(folder, 0o700)


def _private_file(path: Path):
    """A new file open for writing, 0600 whatever the umask (never an existing one)."""
    _private_dir(path.parent)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    os.fchmod(fd, 0o600)
    return os.fdopen(fd, "wb")


class _Encryptor:
    """Writes ``MAGIC``, an 8-byte random nonce prefix, then chunks of at most CHUNK bytes,
    each ``length (4 bytes) + AES-256-GCM(chunk)``, its nonce the prefix and the chunk's
    number and its associated data the file's name and whether it is the last: a chunk
    moved, dropped, cut or taken from another file does not decrypt."""

    def __init__(self, out, name: str) -> None:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        self.out, self.name = out, name.encode()
        self.aead = AESGCM(encryption_key())
        self.prefix = os.urandom(8)
        self.index = 0
        self.pending = b""
        self.digest = hashlib.sha256()  # of the plain content
        self.size = 0
        out.write(MAGIC + self.prefix)

    def write(self, data: bytes) -> None:
        self.digest.update(data)
        self.size += len(data)
        self.pending += data
        while len(self.pending) > CHUNK:
            self._emit(self.pending[:CHUNK], last=False)
            self.pending = self.pending[CHUNK:]

    def _emit(self, chunk: bytes, *, last: bool) -> None:
        nonce = self.prefix + struct.pack(">I", self.index)
        sealed = self.aead.encrypt(nonce, chunk, _aad(self.name, self.index, last))
        self.out.write(struct.pack(">I", len(sealed)) + sealed)
        self.index += 1

    def close(self) -> None:
        self._emit(self.pending, last=True)
        self.pending = b""


def _aad(name: bytes, index: int, last: bool) -> bytes:
    return name + b"\0" + struct.pack(">I?", index, last)


def decrypt_chunks(path: Path, name: str):
    """The plain content of an encrypted backup file, chunk after chunk."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    aead = AESGCM(encryption_key())
    with open(path, "rb") as fh:
        if fh.read(len(MAGIC)) != MAGIC:
            raise BackupError(f"{name} is not a file of an encrypted backup.")
        prefix = fh.read(8)
        index = 0
        head = fh.read(4)
        while head:
            (length,) = struct.unpack(">I", head)
            sealed = fh.read(length)
            head = fh.read(4)
            nonce = prefix + struct.pack(">I", index)
            try:
                yield aead.decrypt(nonce, sealed, _aad(name.encode(), index, not head))
            except InvalidTag:
                raise BackupError(
                    f"{name} does not decrypt with this installation's BACKUP_ENCRYPTION_KEY "
                    "(another key, or the file was changed)."
                ) from None
            index += 1
        if index == 0:
            raise BackupError(f"{name} is cut short.")


def _encrypt_file(source: Path, target: Path, name: str) -> dict:
    with open(source, "rb") as src, _private_file(target) as dst:
        sealer = _Encryptor(dst, name)
        for chunk in iter(lambda: src.read(CHUNK), b""):
            sealer.write(chunk)
        sealer.close()
    return {"sha256": sealer.digest.hexdigest(), "size": sealer.size}


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


def _encrypt_tree(source: Path, target: Path) -> list[dict]:
    """Encrypt every file under ``source`` into ``target`` (same relative paths): each
    entry gives the plain file's SHA-256 and size and the encrypted file's SHA-256."""
    files = []
    if not source.is_dir():
        return files
    for path in sorted(p for p in source.rglob("*") if p.is_file() and not p.is_symlink()):
        relative = path.relative_to(source).as_posix()
        plain = _encrypt_file(path, target / relative, f"{MEDIA}/{relative}")
        files.append({"path": relative, **plain, "stored_sha256": sha256_file(target / relative)})
    return files


def _decrypt_tree(directory: Path, items: list[dict], target: Path) -> None:
    for item in items:
        destination = target / item["path"]
        destination.parent.mkdir(parents=True, exist_ok=True)
        with open(destination, "xb") as dst:
            for chunk in decrypt_chunks(
                directory / MEDIA / item["path"], f"{MEDIA}/{item['path']}"
            ):
                dst.write(chunk)


def _left_out_tables() -> list[str]:
    """Tables whose rows a backup never holds: sessions (a copied key signs in)."""
    from allauth.usersessions.models import UserSession
    from django.contrib.sessions.models import Session

    return [Session._meta.db_table, UserSession._meta.db_table]


def _outbox_table_and_columns() -> tuple[str, list[str]]:
    from lockport_sw.notifications.models import Notification

    return Notification._meta.db_table, [f.column for f in Notification._meta.concrete_fields]


def _copy_outbox(cursor, out) -> None:
    """The outbox, in the backup's snapshot, with the links of messages to a person
    without an account blanked (as ``notifications.services._redact_link`` does once
    they are emailed): such a link opens a record by its secret token."""
    table, columns = _outbox_table_and_columns()
    chosen = []
    for column in columns:
        if column == "url":
            chosen.append("CASE WHEN recipient_id IS NULL THEN '' ELSE url END")
        elif column == "link_redacted":
            chosen.append("(link_redacted OR (recipient_id IS NULL AND url <> ''))")
        else:
            chosen.append(f'"{column}"')
    # Model names, never input.
    sql = f"COPY (SELECT {', '.join(chosen)} FROM {table} ORDER BY id) TO STDOUT"  # noqa: S608  # nosec B608
    cursor.copy_expert(sql, out)


def backup(directory: Path) -> Result:
    """Write a backup into ``directory`` (created 0700; it must not exist yet or be empty)."""
    directory = Path(directory)
    if directory.exists() and any(directory.iterdir()):
        raise BackupError(f"{directory} is not empty: back up into a new directory.")
    _private_dir(directory)
    os.chmod(directory, 0o700)  # an empty directory made beforehand, too
    pg_dump = _tool("pg_dump")
    started = datetime.now(UTC)
    outbox_table, _columns = _outbox_table_and_columns()
    left_out = [*_left_out_tables(), outbox_table]
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            cursor.execute("SELECT pg_export_snapshot()")
            (snapshot,) = cursor.fetchone()
        # pg_dump reads the same snapshot while this transaction stays open; its output
        # is encrypted as it comes, so no clear copy touches the disk.
        args = [pg_dump, "--format=custom", f"--snapshot={snapshot}"]
        args += [f"--exclude-table-data={table}" for table in left_out]
        dump = _dump_encrypted(args, directory / DUMP)
        with connection.cursor() as cursor, _private_file(directory / OUTBOX) as out:
            sealer = _Encryptor(out, OUTBOX)
            _copy_outbox(cursor.cursor, sealer)
            sealer.close()
        documents = _issued_documents()
    media = Path(settings.MEDIA_ROOT)
    files = _encrypt_tree(media, directory / MEDIA)
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
        "dump": {"file": DUMP, **dump, "stored_sha256": sha256_file(directory / DUMP)},
        "outbox": {
            "file": OUTBOX,
            "table": outbox_table,
            "stored_sha256": sha256_file(directory / OUTBOX),
        },
        "left_out": left_out,
        "encryption": "AES-256-GCM, 1 MiB chunks (BACKUP_ENCRYPTION_KEY)",
        "media": files,
        "issued_documents": documents,
        "problems": problems,
    }
    manifest["signature"] = sign(manifest)
    with _private_file(directory / MANIFEST) as out:
        out.write(json.dumps(manifest, indent=1, sort_keys=True).encode())
    return Result(directory, manifest, problems)


def _dump_encrypted(args: list[str], target: Path) -> dict:
    with (
        _private_file(target) as out,
        subprocess.Popen(  # nosec B603  # fixed tool, arguments we built
            args, env=_libpq_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE
        ) as proc,
    ):
        sealer = _Encryptor(out, DUMP)
        for chunk in iter(lambda: proc.stdout.read(CHUNK), b""):
            sealer.write(chunk)
        sealer.close()
        error = proc.stderr.read().decode(errors="replace")
        code = proc.wait()
    if code != 0:
        raise BackupError(f"pg_dump failed ({code}): {error.strip()}")
    return {"sha256": sealer.digest.hexdigest(), "size": sealer.size}


def read_manifest(directory: Path) -> dict:
    path = Path(directory) / MANIFEST
    if path.is_symlink() or not path.is_file():
        raise BackupError(f"{path} does not exist: not a backup made by manage.py backup.")
    manifest = json.loads(path.read_text())
    if manifest.get("format") != FORMAT:
        raise BackupError(f"{path}: unknown backup format {manifest.get('format')!r}.")
    if not hmac.compare_digest(str(manifest.get("signature", "")), sign(manifest)):
        raise BackupError(
            f"{path}: the signature does not verify with this installation's "
            "BACKUP_SIGNING_KEY: the backup was changed after it was made (or signed with "
            "another key). Nothing was restored."
        )
    return manifest


def _present(directory: Path) -> tuple[set[str], list[str]]:
    """Every regular file under ``directory`` (relative, POSIX), and what else is there
    (a symbolic link, a device, a pipe): such an entry is never followed nor read."""
    files, others = set(), []
    for root, dirs, names in os.walk(directory, followlinks=False):
        for name in [*dirs, *names]:
            path = Path(root) / name
            relative = path.relative_to(directory).as_posix()
            if path.is_symlink():
                others.append(f"{relative} is a symbolic link.")
            elif name in names and not path.is_file():
                others.append(f"{relative} is not a regular file.")
            elif name in names:
                files.add(relative)
    return files, others


def verify(directory: Path) -> list[str]:
    """What in the backup does not match its signed manifest (nothing: an empty list)."""
    directory = Path(directory)
    manifest = read_manifest(directory)
    present, problems = _present(directory)
    listed = {
        MANIFEST: None,
        DUMP: manifest["dump"]["stored_sha256"],
        OUTBOX: manifest["outbox"]["stored_sha256"],
    }
    listed.update({f"{MEDIA}/{item['path']}": item["stored_sha256"] for item in manifest["media"]})
    problems += [f"{extra} is not in the manifest." for extra in sorted(present - set(listed))]
    for relative, digest in listed.items():
        if digest is None:
            continue
        path = directory / relative
        if relative not in present:
            problems.append(f"{relative} is missing.")
        elif sha256_file(path) != digest:
            problems.append(f"{relative} does not match the manifest's SHA-256.")
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
    with tempfile.TemporaryDirectory(prefix="lockport-restore-") as scratch:  # 0700
        plain = Path(scratch) / DUMP
        with _private_file(plain) as out:
            for chunk in decrypt_chunks(directory / DUMP, DUMP):
                out.write(chunk)
        _run(
            [
                pg_restore,
                "--no-owner",
                "--no-privileges",
                "--exit-on-error",
                "--single-transaction",
                f"--dbname={connection.settings_dict['NAME']}",
                str(plain),
            ],
            "pg_restore",
        )
    _restore_outbox(directory, manifest)
    # Written by pg_restore and COPY, which no execute wrapper sees: nothing kept holds.
    kept.replace_all()
    media.mkdir(parents=True, exist_ok=True)
    _decrypt_tree(directory, manifest["media"], media)
    return Result(directory, manifest, check_documents(manifest))


class _Chunks:
    """A file-like reader over decrypted chunks, for COPY ... FROM STDIN."""

    def __init__(self, chunks) -> None:
        self.chunks, self.buffer = iter(chunks), b""

    def read(self, size: int = -1) -> bytes:
        while size < 0 or len(self.buffer) < size:
            chunk = next(self.chunks, None)
            if chunk is None:
                break
            self.buffer += chunk
        if size < 0:
            size = len(self.buffer)
        out, self.buffer = self.buffer[:size], self.buffer[size:]
        return out

    readline = read


def _restore_outbox(directory: Path, manifest: dict) -> None:
    table, columns = _outbox_table_and_columns()
    quoted = ", ".join(f'"{c}"' for c in columns)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.cursor.copy_expert(
            f"COPY {table} ({quoted}) FROM STDIN",  # nosec B608  # model names
            _Chunks(decrypt_chunks(directory / OUTBOX, OUTBOX)),
        )


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
