#!/usr/bin/env bash
# Make sure the system packages this project needs are present.
#   scripts/ensure-system.sh run    WeasyPrint's libraries (make run)
#   scripts/ensure-system.sh test   also PostgreSQL, Redis, Chromium and poppler (make test)
# Installs what is missing with apt-get when run as root; otherwise says what is missing.
set -euo pipefail
profile=${1:-run}

need=(libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz0b libharfbuzz-subset0 fonts-dejavu-core)
if [ "$profile" = test ]; then
  command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
  command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
  # The browser tests' Chromium: Debian's, in its headless shell (tests/browser/conftest.py).
  [ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
  # pdftoppm: tests render every kind of letter to PNG pages.
  command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
  # The fault tests: a private PostgreSQL cluster (initdb, pg_ctl: the postgresql package),
  # a private redis-server, and a full disk in a mount namespace of its own (unshare).
  command -v unshare >/dev/null 2>&1 || need+=(util-linux)
  command -v runuser >/dev/null 2>&1 || need+=(util-linux)
fi

missing=()
for pkg in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages (${missing[*]}) and no apt-get to install them." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
