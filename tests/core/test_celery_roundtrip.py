"""The broker, a worker process and the result backend work together (issue 2)."""

import pytest
from django.conf import settings

from lockport_sw.celery import app as celery_app
from lockport_sw.core.tasks import ping

pytestmark = pytest.mark.worker


def test_task_round_trip_through_redis_and_a_real_worker(celery_worker):
    assert settings.CELERY_BROKER_URL.startswith("redis://")
    with celery_app.connection_for_write() as conn:
        assert conn.transport.driver_type == "redis"

    result = ping.delay("lockport")

    assert result.get(timeout=30) == "pong:lockport"
    assert celery_worker.proc.poll() is None
