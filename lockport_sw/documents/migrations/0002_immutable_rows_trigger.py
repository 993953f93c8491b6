"""Issued documents and uploads are written once: the database refuses UPDATE and DELETE.

DESIGN.md: "nothing a case depends on is hard-deleted; issued documents are never
regenerated in place". The models refuse save() and delete() on stored rows; this trigger
also stops what bypasses them (cascades, raw SQL, queryset internals). See
lockport_sw/core/immutable.py.
"""

from django.db import migrations

from lockport_sw.core.immutable import refuse_change_operation


class Migration(migrations.Migration):
    dependencies = [("documents", "0001_initial")]

    operations = [
        refuse_change_operation(
            function="documents_refuse_change",
            tables=("documents_issueddocument", "documents_upload"),
            hint="Issued documents are never regenerated in place; issue a correction.",
        )
    ]
