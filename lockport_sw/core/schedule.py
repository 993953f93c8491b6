"""The periodic schedule, kept in code.

django-celery-beat's database scheduler copies these entries into its tables when beat
starts; changing an interval here and restarting beat changes it everywhere.
"""

from datetime import timedelta

SWEEP_INTERVAL = timedelta(minutes=5)

BEAT_SCHEDULE = {
    "deadlines-sweep": {
        "task": "lockport_sw.deadlines.tasks.sweep_deadlines",
        "schedule": SWEEP_INTERVAL,
    },
    "notifications-drain-outbox": {
        "task": "lockport_sw.notifications.tasks.drain_outbox",
        "schedule": timedelta(minutes=1),
    },
}
