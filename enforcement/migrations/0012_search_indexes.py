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
        ("enforcement", "0011_letters_to_each_landowner_and_copies"),
        ("reports", "0002_search_indexes"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AddIndex(
                    model_name="violation",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "description", "subject_label", config="english"
                        ),
                        name="violation_search",
                    ),
                ),
                migrations.AddIndex(
                    model_name="noticeofviolation",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "nature",
                            "measures",
                            "addressee_name",
                            "addressee_address",
                            config="english",
                        ),
                        name="notice_search",
                    ),
                ),
                migrations.AddIndex(
                    model_name="stopworkorder",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "reasons", "addressee_name", "addressee_address", config="english"
                        ),
                        name="order_search",
                    ),
                ),
                migrations.AddIndex(
                    model_name="appeal",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector("grounds", config="english"),
                        name="appeal_search",
                    ),
                ),
            ],
            database_operations=[],
        )
    ]
