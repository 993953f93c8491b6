"""Tests: `make test`. Always PostgreSQL and Redis on loopback, the real stack."""

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
DATABASES["default"]["CONN_MAX_AGE"] = 0
# A Redis database of its own, so that tests that flush Redis touch nothing else.
REDIS_URL = env("TEST_REDIS_URL", default="redis://127.0.0.1:6379/13")
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
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
