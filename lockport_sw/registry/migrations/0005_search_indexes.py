"""The search indexes of this app's records, now declared in their models' Meta.indexes
(``lockport_sw.reports.search.search_index``, built from the same tuple each kind's search
matches) instead of being made by ``reports/migrations/0002_search_indexes.py`` alone.

State only: the databases migrated so far have the indexes already (made by reports 0002,
on PostgreSQL; a database elsewhere has none and needs none), so nothing is dropped or
made again. A later change of a kind's own text columns changes its model's index and
its migration then drops and makes it, in this app.
"""

import django.contrib.postgres.search
from django.db import migrations

import lockport_sw.reports.search


class Migration(migrations.Migration):
    dependencies = [
        ("registry", "0004_roll_import"),
        ("reports", "0002_search_indexes"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AddIndex(
                    model_name="party",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "name", "organization", "email", config="english"
                        ),
                        name="party_search",
                    ),
                ),
                migrations.AddIndex(
                    model_name="property",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "street_address", "sbl", "city", config="english"
                        ),
                        name="property_search",
                    ),
                ),
            ],
            database_operations=[],
        )
    ]
