"""The Celery application.

Configuration comes from Django settings under the ``CELERY_`` namespace, so the same
settings module decides the broker for the web process, the worker and beat.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "lockport_sw.settings.dev")

app = Celery("lockport_sw")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
