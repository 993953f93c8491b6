"""Issue 44: the office's property and party search (``registry.selectors``) finds a
fragment anywhere in an address, tax-map number, name, organization or email through a
trigram GIN index on ``UPPER(column)`` (``pg_trgm``, a trusted extension a database's owner
may create), instead of reading all 100,000 parcels of a county. PostgreSQL only: on SQLite
(``make run``) nothing is made (``reports.search.PostgresOnly``, Django's
``CreateExtension``)."""

import django.contrib.postgres.indexes
import django.db.models.functions.text
from django.conf import settings
from django.contrib.postgres.operations import TrigramExtension
from django.db import migrations

import lockport_sw.reports.search


class Migration(migrations.Migration):
    dependencies = [
        ("registry", "0008_street_postal_code"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        TrigramExtension(),
        migrations.AddIndex(
            model_name="party",
            index=lockport_sw.reports.search.SubstringIndex(
                django.contrib.postgres.indexes.OpClass(
                    django.db.models.functions.text.Upper("name"), name="gin_trgm_ops"
                ),
                name="registry_party_name_trgm",
            ),
        ),
        migrations.AddIndex(
            model_name="party",
            index=lockport_sw.reports.search.SubstringIndex(
                django.contrib.postgres.indexes.OpClass(
                    django.db.models.functions.text.Upper("organization"), name="gin_trgm_ops"
                ),
                name="registry_party_org_trgm",
            ),
        ),
        migrations.AddIndex(
            model_name="party",
            index=lockport_sw.reports.search.SubstringIndex(
                django.contrib.postgres.indexes.OpClass(
                    django.db.models.functions.text.Upper("email"), name="gin_trgm_ops"
                ),
                name="registry_party_email_trgm",
            ),
        ),
        migrations.AddIndex(
            model_name="property",
            index=lockport_sw.reports.search.SubstringIndex(
                django.contrib.postgres.indexes.OpClass(
                    django.db.models.functions.text.Upper("street_address"), name="gin_trgm_ops"
                ),
                name="registry_prop_addr_trgm",
            ),
        ),
        migrations.AddIndex(
            model_name="property",
            index=lockport_sw.reports.search.SubstringIndex(
                django.contrib.postgres.indexes.OpClass(
                    django.db.models.functions.text.Upper("sbl"), name="gin_trgm_ops"
                ),
                name="registry_prop_sbl_trgm",
            ),
        ),
    ]
