"""``docs/statute/`` is an exact copy of ``../shared/statute/``, the source of truth
(docs/statute/COPY.md): the tests of the catalogue, the chapters' readings and the
letters read the copy, so a copy that lags the law tests the product against an old
law. Where the shared directory is not beside the clone (CI's fresh clone), the copy is
still checked against the fingerprints COPY.md records, so it is never edited by hand."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPY = ROOT / "docs" / "statute"
SHARED = ROOT.parent / "shared" / "statute"
NOTE = "COPY.md"  # the copy's own note: not part of the law


def _files(directory: Path) -> dict[str, bytes]:
    return {
        path.name: path.read_bytes()
        for path in sorted(directory.iterdir())
        if path.is_file() and path.name != NOTE
    }


def _fingerprints() -> dict[str, str]:
    text = (COPY / NOTE).read_text(encoding="utf-8")
    return {name: digest for digest, name in re.findall(r"^([0-9a-f]{64})  (\S+)$", text, re.M)}


def test_the_statute_copy_matches_its_recorded_fingerprints():
    found = {name: hashlib.sha256(data).hexdigest() for name, data in _files(COPY).items()}

    assert found == _fingerprints(), "docs/statute/ changed: copy ../shared/statute/ again"


def test_the_statute_copy_is_the_shared_statute_byte_for_byte():
    if not SHARED.is_dir():
        # A clone without the shared directory: the fingerprints above are the check.
        assert _fingerprints(), "docs/statute/COPY.md records no fingerprints"
        return
    shared, copy = _files(SHARED), _files(COPY)

    assert sorted(copy) == sorted(shared)
    differ = [name for name in shared if shared[name] != copy[name]]
    assert not differ, f"docs/statute/ lags ../shared/statute/: copy {differ} again"
