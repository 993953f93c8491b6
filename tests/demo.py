"""The demo, built once per run and loaded into each test that reads it: ``demo``.

Nine tests read the demo as ``manage.py seed_demo`` leaves it (the enforcement,
inspections and money states, the crawl for ISO dates, the backup drill, seed_demo's
own). Each used to build it, about 13 s of a quiet machine and 20 to 30 s under the
suite's load. Now the first test to ask for it builds it with the real command, in its
own database, and saves what it left (tests/snapshot.py) beside the workers' temporary
directories, with the command's output; every later test, in any worker, loads that into
its own database: a few hundred milliseconds (tests/once.py: built once per run, under a
file lock).

The demo is built at a fixed moment, ``BUILT_AT``, a working morning, with time held
still, so that every run reads the same demo whatever day it runs on. Its dates are
counted from that moment, so a test that loads it is held there too (time_machine,
ticking): it reads the demo exactly as if it had just been built. ``demo.built_at`` is
that moment. tests/core/test_demo_invariants.py checks this demo, and builds one more at
a holiday's dawn."""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest
import time_machine

from lockport_sw.calendar.counting import TOWN_TZ
from tests import snapshot
from tests.once import built_once

# A Wednesday of ordinary business, mid-morning.
BUILT_AT = datetime(2026, 3, 11, 10, 30, tzinfo=TOWN_TZ)


@dataclass(frozen=True)
class Demo:
    built_at: datetime
    output: str  # what seed_demo printed (the sign-ins and the TOTP secret)


def _demo(meta: dict) -> Demo:
    return Demo(built_at=snapshot.saved_at(meta), output=meta["output"])


def _build(root: Path) -> Demo:
    from django.core.management import call_command

    out = io.StringIO()
    with time_machine.travel(BUILT_AT, tick=False):
        call_command("seed_demo", stdout=out)
        return _demo(snapshot.save(root, output=out.getvalue()))


def _load(root: Path) -> Demo:
    return _demo(snapshot.load(root))


@pytest.fixture
def demo(tmp_path_factory, _media_root) -> Demo:
    """The demo as ``manage.py seed_demo`` leaves it, in this test's database and media,
    with time held (ticking) at the moment it was built. Needs a database: mark the test
    ``django_db`` (with ``transaction=True`` where another process must read it)."""
    loaded = built_once(tmp_path_factory, "demo-snapshot", _build, _load)
    with time_machine.travel(loaded.built_at, tick=True):
        yield loaded
    snapshot.forget_cached_keys()
