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
        ("swppp", "0008_project_site_in_town"),
        ("reports", "0002_search_indexes"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AddIndex(
                    model_name="project",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "title", "description", config="english"
                        ),
                        name="swppp_project_search",
                    ),
                ),
                migrations.AddIndex(
                    model_name="submission",
                    index=lockport_sw.reports.search.SearchIndex(
                        django.contrib.postgres.search.SearchVector(
                            "phasing_justification", "smo_reasons", "body_reasons", config="english"
                        ),
                        name="swppp_submission_search",
                    ),
                ),
            ],
            database_operations=[],
        )
    ]
