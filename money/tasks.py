from celery import shared_task

from .services.reminders import past_due_remind


@shared_task(name="money.tasks.remind_past_due")
def remind_past_due() -> int:
    """§ 159-8D: remind payers of invoices past due (beat, hourly; idempotent)."""
    return past_due_remind()
