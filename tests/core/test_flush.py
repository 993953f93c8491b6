"""The flush between transactional tests (tests/flush.py) empties every table, rows
written once included, and puts back the reference rows post_migrate seeded."""

import pytest
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command
from django.core.management.color import no_style
from django.db import connection

from lockport_sw.accounts.roles import Role
from lockport_sw.security.models import SecurityEvent
from tests.documents.factories import issued_document
from tests.factories import UserFactory

# As TransactionTestCase flushes after each test.
AS_AFTER_A_TEST = {"interactive": False, "verbosity": 0, "reset_sequences": False}


def _counts() -> dict[str, int]:
    tables = connection.introspection.django_table_names(only_existing=True)
    with connection.cursor() as cursor:
        cursor.execute(
            " UNION ALL ".join(
                f"SELECT '{t}', count(*) FROM {connection.ops.quote_name(t)}"  # noqa: S608  # nosec B608
                for t in tables
            )
        )
        return dict(cursor.fetchall())


@pytest.mark.django_db(transaction=True)
def test_the_flush_empties_rows_written_once_and_the_rows_they_point_at():
    assert connection.ops.sql_flush(no_style(), ["documents_issueddocument"])[0] == (
        "SET LOCAL session_replication_role = replica;"
    )
    call_command("flush", **AS_AFTER_A_TEST)  # the first: post_migrate seeds, then kept
    reference = _counts()
    content_types = list(ContentType.objects.order_by("pk").values_list("pk", "model"))
    user = UserFactory(roles=[Role.SMO])  # its role and second factor are security events
    assert SecurityEvent.objects.filter(user=user).exists()
    issued_document(subject=user, issued_by=user)
    assert _counts() != reference

    call_command("flush", **AS_AFTER_A_TEST)  # the triggers do not refuse it

    assert _counts() == reference
    # Put back, not seeded again: the same keys (seeding anew would number them anew).
    assert list(ContentType.objects.order_by("pk").values_list("pk", "model")) == content_types
    assert reference["auth_group"] == len(Role.values)  # seeded again after the flush
