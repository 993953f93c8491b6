#!/usr/bin/env bash
# Make sure PostgreSQL (127.0.0.1:5432, user postgres) and Redis (127.0.0.1:6379) answer
# on loopback, starting the local ones when they are installed but stopped. Used by
# `make test`; scripts/ensure-system.sh installs them first when they are missing.
set -euo pipefail

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

wait_for() {  # wait_for <check> <name>
  for _ in $(seq 1 30); do "$1" && return 0; sleep 1; done
  echo "$2 did not come up on loopback." >&2
  return 1
}

if ! pg_up; then
  echo "PostgreSQL is not answering on 127.0.0.1:5432: starting it."
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$version" ]; then
    echo "No PostgreSQL cluster under /etc/postgresql; run scripts/ensure-system.sh test as root." >&2
    exit 1
  fi
  hba=/etc/postgresql/$version/main/pg_hba.conf
  # A cluster that apt-get just created asks for passwords on TCP; the test machine's
  # convention is trust on loopback for user postgres (DATABASE_URL has no password).
  if [ -w "$hba" ] && ! grep -q "lockport-sw: trust loopback" "$hba"; then
    sed -i '1i # lockport-sw: trust loopback (test machine)\nhost all postgres 127.0.0.1/32 trust\nhost all postgres ::1/128 trust' "$hba"
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  wait_for pg_up PostgreSQL
fi

if ! redis_up; then
  echo "Redis is not answering on 127.0.0.1:6379: starting it."
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_for redis_up Redis
fi
# The database named in TEST_DATABASE_URL (pytest creates test_<name> beside it; the
# migration check connects to it).
dbname=${1:-lockport_sw}
if ! psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$dbname'" | grep -q 1; then
  createdb -h 127.0.0.1 -U postgres "$dbname"
fi
echo "PostgreSQL and Redis answer on loopback."
