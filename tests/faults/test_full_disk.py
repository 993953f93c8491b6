"""A full disk for media (issue 19, item 3): the upload is refused with a message and
nothing half-written remains.

A real full file system, not a storage that pretends: gunicorn runs in a mount namespace
of its own (``unshare --user --map-root-user --mount``, which needs no privilege) where
MEDIA_ROOT is a 512 KiB tmpfs. A photo larger than that fills it in the middle of the
write (ENOSPC). The test reads that file system through ``/proc/<pid>/root``."""

from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import pytest
from PIL import Image

from illicit.models import Report
from lockport_sw.documents.models import Upload
from tests.faults.stack import Gunicorn, app_env, csrf_token
from tests.illicit.test_public_report import form_data

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

MOUNT = 'mount -t tmpfs -o size=512k tmpfs "$MEDIA_ROOT" && exec "$@"'


def photo(side: int, name: str) -> tuple[str, bytes, str]:
    """A JPEG of noise (it does not compress): about side * side * 1.2 bytes."""
    image = Image.frombytes("RGB", (side, side), os.urandom(side * side * 3))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=95)
    return (name, out.getvalue(), "image/jpeg")


@pytest.fixture
def full_disk_server(tmp_path):
    unshare = shutil.which("unshare")
    assert unshare, "unshare (util-linux) is needed"
    media = tmp_path / "media"
    media.mkdir()
    prefix = [unshare, "--user", "--map-root-user", "--mount", "sh", "-c", MOUNT, "sh"]
    server = Gunicorn(tmp_path / "gunicorn.log", app_env(MEDIA_ROOT=str(media)), prefix=prefix)
    try:
        # The media directory as the server sees it: the tmpfs, not ours.
        seen = Path(f"/proc/{server.proc.pid}/root") / str(media).lstrip("/")
        assert os.statvfs(seen).f_blocks * os.statvfs(seen).f_frsize <= 512 * 1024
        yield server, seen
    finally:
        server.stop()


def files_under(path: Path) -> list[Path]:
    return [p for p in path.rglob("*") if p.is_file()]


def test_a_full_media_disk_refuses_the_upload_with_a_message_and_leaves_nothing(
    full_disk_server,
):
    server, media = full_disk_server
    browser = server.session()
    page = browser.get(server.url + "/report/")
    assert page.status_code == 200
    big = photo(800, "ditch.jpg")
    assert len(big[1]) > 600 * 1024

    response = browser.post(
        server.url + "/report/",
        data={**form_data(), "csrfmiddlewaretoken": csrf_token(page.text)},
        files={"photos": big},
    )

    assert response.status_code == 200, response.text[-2000:]
    assert "The server could not store the file: its disk is full. Nothing was saved." in (
        response.text
    )
    assert "Suds in the ditch by the culvert." in response.text  # what was typed is kept
    assert not Report.objects.exists()
    assert not Upload.objects.exists()
    assert files_under(media) == []

    # The disk is not left full by a part of the file: a small photo is received.
    response = browser.post(
        server.url + "/report/",
        data={**form_data(), "csrfmiddlewaretoken": csrf_token(response.text)},
        files={"photos": photo(64, "small.jpg")},
    )
    assert response.status_code == 200, response.text[-2000:]
    assert "your report was received as R-" in response.text
    upload = Upload.objects.get()
    assert [p.relative_to(media).as_posix() for p in files_under(media)] == [upload.file.name]
