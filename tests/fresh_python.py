"""Python code run in a fresh interpreter, as a process the project starts would run it.

The repository is its working directory, and ``DJANGO_SETTINGS_MODULE`` is the settings
module the test names. The environment is the test process's, without the variables in
``without``, so the child reads what the test sets, not what pytest or xdist happened to
set. Use it for what only a new process shows: which settings a module computes at import
time, what a process loads when it starts."""

from __future__ import annotations

import os
import subprocess  # nosec B404: runs our own interpreter on our own code
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_python(
    code: str, *, settings: str, without: Iterable[str] = (), timeout: float = 60, **env: str
) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in {*without, "DJANGO_SETTINGS_MODULE"}}
    environ.update(DJANGO_SETTINGS_MODULE=settings, **env)
    return subprocess.run(  # nosec B603: a fixed interpreter and our own code
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
