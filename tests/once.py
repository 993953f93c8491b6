"""Something costly built once per run and shared by every test that needs it, in every
xdist worker: the demo's snapshot (tests/demo.py), the collected static files of the
production settings (tests/core/test_production_smoke.py).

It lives in the directory the workers of one run share (the parent of their own
temporary directories; the run's own without xdist), so a later run never trusts what an
earlier one built. A file lock keeps two workers from building it at once: the second
waits, then uses what the first built. A build that failed half-way (no ``done`` marker)
is built again."""

from __future__ import annotations

import fcntl
import shutil
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def shared_directory(tmp_path_factory) -> Path:
    base = tmp_path_factory.getbasetemp()
    return base.parent if base.name.startswith("popen-gw") else base


@contextmanager
def locked(path: Path):
    with path.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def built_once(
    tmp_path_factory,
    name: str,
    build: Callable[[Path], T],
    use: Callable[[Path], T] = lambda root: root,
) -> T:
    """``build(root)`` the first time in this run (``root`` does not exist yet), else
    ``use(root)``; either returns what the test gets (by default the directory)."""
    shared = shared_directory(tmp_path_factory)
    root = shared / name
    with locked(shared / f"{name}.lock"):
        if (shared / f"{name}.done").exists():
            return use(root)
        if root.exists():
            shutil.rmtree(root)
        made = build(root)
        (shared / f"{name}.done").touch()
        return made
