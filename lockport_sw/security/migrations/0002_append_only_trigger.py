"""The security event log is append-only: the database refuses UPDATE and DELETE."""

from django.db import migrations

from lockport_sw.core.immutable import refuse_change_operation


class Migration(migrations.Migration):
    dependencies = [("security", "0001_initial")]

    operations = [
        refuse_change_operation(
            function="security_refuse_change",
            tables=("security_securityevent",),
            hint="The security log is append-only; record a new event instead.",
        )
    ]
