"""Issue 44, at a county's volume: the search index's GIN index holds the kind beside the
words (``btree_gin``, a trusted extension a database's owner may create), so that the
search across everything reads each kind's matches of a word from the index alone
(``search._best_sql``), not every kind's and then drops the others. It replaces the index
of the words alone, which it also answers. PostgreSQL only: on SQLite (``make run``)
nothing is made (``search.PostgresOnly``, Django's ``CreateExtension``)."""

from django.contrib.postgres.operations import BtreeGinExtension
from django.db import migrations

import lockport_sw.reports.search


class Migration(migrations.Migration):
    dependencies = [
        ("reports", "0008_stamp_figure_tables"),
    ]

    operations = [
        BtreeGinExtension(),
        migrations.RemoveIndex(model_name="searchentry", name="search_entry_document"),
        migrations.AddIndex(
            model_name="searchentry",
            index=lockport_sw.reports.search.SearchIndex(
                fields=["kind", "document"], name="search_entry_kind_document"
            ),
        ),
    ]
