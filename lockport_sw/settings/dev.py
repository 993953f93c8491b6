"""Development: `make run`. SQLite and a filesystem broker unless DATABASE_URL/REDIS_URL."""

from .base import *  # noqa: F403
from .base import env

DEBUG = env.bool("DEBUG", default=True)
SECRET_KEY = env("SECRET_KEY", default="dev-only-insecure-key-never-used-in-production-0123456789")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "[::1]"])
DEMO_DATA_ALLOWED = True

# runserver serves static files through WhiteNoise's finders (no collectstatic needed).
STATIC_ROOT = None
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = True
