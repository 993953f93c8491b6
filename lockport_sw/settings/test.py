"""Tests: `make test`. Always PostgreSQL and Redis on loopback, the real stack."""

import os
from urllib.parse import urlsplit, urlunsplit

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import env

SECRET_KEY = "test-only-insecure-key-0123456789-0123456789-0123456789"  # noqa: S105  # nosec B105
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "testserver"]
DEMO_DATA_ALLOWED = True

# The test database is created by pytest-django next to this one (test_lockport_sw).
DATABASES = {
    "default": env.db("DATABASE_URL", default="postgres://postgres@127.0.0.1:5432/lockport_sw"),
}
# A process a test starts may keep its connection as production does (CONN_MAX_AGE=60,
# tests/faults/test_postgres_restart.py); health checks drop a dead one before use.
DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=0)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True


def _redis_url_for_this_worker() -> str:
    """A Redis database of its own, so that tests that flush Redis touch nothing else.

    Under pytest-xdist each worker (gw0, gw1, ...) takes the database after the last:
    TEST_REDIS_URL's number plus the worker's index (pytest-django likewise gives each
    worker its own PostgreSQL database, test_<name>_gw0, ...). The URL is written back to
    the environment, with the base it came from, so that a process a test starts (a
    Celery worker) and imports these settings again lands on the same database."""
    base = os.environ.get("TEST_REDIS_BASE_URL") or env(
        "TEST_REDIS_URL", default="redis://127.0.0.1:6379/11"
    )
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker.startswith("gw"):
        return base
    parts = urlsplit(base)
    number = int(parts.path.strip("/") or 0) + int(worker[2:])
    if number > 15:
        raise ImproperlyConfigured(
            f"TEST_REDIS_URL {base} plus worker {worker} is Redis database {number}; "
            "Redis has 16 (0-15): give a lower database number or fewer workers."
        )
    url = urlunsplit(parts._replace(path=f"/{number}"))
    os.environ["TEST_REDIS_BASE_URL"] = base
    os.environ["TEST_REDIS_URL"] = url
    return url


REDIS_URL = _redis_url_for_this_worker()
CACHES = {
    "default": {
        "BACKEND": "lockport_sw.core.cache.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": "lockport_sw_test",
    }
}
CELERY_BROKER_URL = REDIS_URL
CELERY_RESULT_BACKEND = REDIS_URL
CELERY_BROKER_TRANSPORT_OPTIONS = {}

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
MEDIA_ROOT = env.path("MEDIA_ROOT", default="/tmp/lockport_sw-test-media")  # noqa: S108  # nosec B108

# Static files come straight from static/ and the apps (no collectstatic in tests).
STATIC_ROOT = None
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
