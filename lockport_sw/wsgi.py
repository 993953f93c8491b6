"""WSGI entry point (gunicorn in production)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lockport_sw.settings.production")

application = get_wsgi_application()
