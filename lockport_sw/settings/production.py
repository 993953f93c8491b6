"""Production: gunicorn, worker and beat from docker-compose.yml.

Everything secret or machine-specific is required from the environment; nothing falls
back to a development default.
"""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import DATABASES, DEFAULT_FROM_EMAIL, REDIS_URL, STORAGES, TOWN, env

DEBUG = False
SECRET_KEY = env("SECRET_KEY")
# Never derived from SECRET_KEY here: each is its own secret, kept apart from the backups
# (docs/operations.md, "Keys"; issue 45, item 3).
BACKUP_ENCRYPTION_KEY = env("BACKUP_ENCRYPTION_KEY")
BACKUP_SIGNING_KEY = env("BACKUP_SIGNING_KEY")
MFA_ENCRYPTION_KEY = env("MFA_ENCRYPTION_KEY")
_keys = (SECRET_KEY, BACKUP_ENCRYPTION_KEY, BACKUP_SIGNING_KEY, MFA_ENCRYPTION_KEY)
if len(set(_keys)) != len(_keys) or min(len(k) for k in _keys[1:]) < 32:
    raise ImproperlyConfigured(
        "BACKUP_ENCRYPTION_KEY, BACKUP_SIGNING_KEY and MFA_ENCRYPTION_KEY must be secrets of "
        "at least 32 characters, different from each other and from SECRET_KEY."
    )
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS")
DATABASES["default"] = env.db("DATABASE_URL")
DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
DEMO_DATA_ALLOWED = False
if not REDIS_URL:
    raise ImproperlyConfigured("REDIS_URL is required in production (broker and cache).")

STORAGES = {
    **STORAGES,
    "staticfiles": {"BACKEND": "lockport_sw.core.staticfiles.CachedUrlStaticFilesStorage"},
}

SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
CSRF_COOKIE_HTTPONLY = True
# "__Host-": the browser keeps such a cookie only when it is Secure, for path / and with
# no Domain, so no other host (a subdomain) can set or shadow it (ASVS 3.3.1).
SESSION_COOKIE_NAME = "__Host-sessionid"
CSRF_COOKIE_NAME = "__Host-csrftoken"
DEVICE_COOKIE_NAME = "__Host-lockport_device"
MESSAGE_COOKIE_NAME = "__Host-messages"
# Links in email go to the public address of the site: required, never guessed.
SITE_URL = env("SITE_URL").rstrip("/")
if not SITE_URL.startswith("https://"):
    raise ImproperlyConfigured("SITE_URL must be the site's https:// address in production.")
if "localhost" in TOWN["email"] or "localhost" in DEFAULT_FROM_EMAIL:
    raise ImproperlyConfigured("TOWN_EMAIL and DEFAULT_FROM_EMAIL must be real addresses.")
EMAIL_CONFIG = env.email_url("EMAIL_URL")
vars().update(EMAIL_CONFIG)
