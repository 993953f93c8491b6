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
        ("illicit", "0005_spill_confirmation_mailed_on"),
        ("reports", "0002_search_indexes"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AddIndex(
                    model_name="report",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "description", "address", config="english"
                        ),
                        name="illicit_report_search",
                    ),
                ),
                migrations.AddIndex(
                    model_name="case",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "summary",
                            "address",
                            "source",
                            "pollutants",
                            "receiving_water",
                            config="english",
                        ),
                        name="illicit_case_search",
                    ),
                ),
            ],
            database_operations=[],
        )
    ]
