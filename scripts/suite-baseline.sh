#!/usr/bin/env bash
# The test suite as it was when issue 25 was filed (commit 235d214: 1,336 tests, one
# process, the test database migrated in its first test), run on this machine now, so
# that `make test`'s time can be compared with it side by side (README, "Time of
# pytest"). Times from different sittings are not comparable: this machine's speed moves
# by up to three times with its neighbours, so a pure-Python loop is timed before and
# after, and `make test` should be run just before or after this.
#
# Usage: scripts/suite-baseline.sh   (after `make venv services`; about 20 minutes)
# It uses this checkout's virtualenv, the PostgreSQL server of TEST_DATABASE_URL (as the
# Makefile) with a database of its own (test_<name>_baseline) and the Redis database 10
# (the suite's own are 11 to 14); the clone is removed at the end. It first installs the
# system packages that day's suite lists (its scripts/ensure-system.sh: Chromium), when
# they are missing, and runs with CI=true, under which a skipped test fails the run.
set -euo pipefail

BASELINE=${BASELINE:-235d214}
TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/lockport_sw}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM  # an interrupted run removes its clone too

loop() {
    "$ROOT/.venv/bin/python" -c '
import time
start = time.perf_counter()
total = 0
for i in range(20_000_000):
    total += i
print(f"a loop of 20 million additions: {time.perf_counter() - start:.2f} s")'
}

git clone --quiet --no-checkout "$ROOT" "$WORK/suite"
git -C "$WORK/suite" checkout --quiet "$BASELINE"
ln -s "$ROOT/.venv" "$WORK/suite/.venv"
# The system packages that day's suite needs, by its own list: its browser tests launch
# /usr/bin/chromium, which `make test` no longer installs (it runs Chromium's headless
# shell). Without it they skipped, and the baseline was 43 tests short (2026-12-03, night).
"$WORK/suite/scripts/ensure-system.sh" test
echo "The suite at $(git -C "$WORK/suite" log -1 --format='%h (%ad)' --date=short), on $(nproc) cores:"
loop
status=0
(
    cd "$WORK/suite"
    # CI=true: that day's suite fails the run if any test skipped, so a short baseline
    # cannot be taken for a whole one.
    CI=true DATABASE_URL="${TEST_DATABASE_URL}_baseline" TEST_REDIS_URL=redis://127.0.0.1:6379/10 \
        .venv/bin/pytest -p no:cacheprovider -q
) || status=$?
loop
exit "$status"
