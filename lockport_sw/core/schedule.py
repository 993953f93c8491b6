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
    # § 159-8A(3): routine inspections of practices are scheduled as they fall due.
    "inspections-routine": {
        "task": "inspections.tasks.schedule_routine_inspections",
        "schedule": timedelta(hours=1),
    },
    # § 159-8D: payers of invoices past due are reminded (once per invoice).
    "money-past-due": {
        "task": "money.tasks.remind_past_due",
        "schedule": timedelta(hours=1),
    },
}
