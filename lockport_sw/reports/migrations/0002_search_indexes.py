"""Issue 21, item 3: a GIN index for each kind of record searched, kept current on every
write by PostgreSQL itself. Each index's expression is exactly the ``SearchVector`` the
search builds over the kind's own text columns (``lockport_sw.reports.search.document``),
so the planner uses it; ``tests/reports/test_search_index.py`` checks, kind by kind, that
it does. Skipped on SQLite (``make run``), which has no full-text search.

Since then each index is declared in its model's ``Meta.indexes`` (``search.search_index``,
from the tuple the kind's search matches); each app's ``*_search_index(es)`` migration
records it in the state without making it again. A new kind's index goes there, not here."""

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector
from django.db import migrations

CONFIG = "english"

# (app label, model, index name, the model's own text columns the search matches)
INDEXES = [
    ("registry", "Property", "property_search", ("street_address", "sbl", "city")),
    ("registry", "Party", "party_search", ("name", "organization", "email")),
    ("illicit", "Report", "illicit_report_search", ("description", "address")),
    (
        "illicit",
        "Case",
        "illicit_case_search",
        ("summary", "address", "source", "pollutants", "receiving_water"),
    ),
    ("swppp", "Project", "swppp_project_search", ("title", "description")),
    (
        "swppp",
        "Submission",
        "swppp_submission_search",
        ("phasing_justification", "smo_reasons", "body_reasons"),
    ),
    ("enforcement", "Violation", "violation_search", ("description", "subject_label")),
    (
        "enforcement",
        "NoticeOfViolation",
        "notice_search",
        ("nature", "measures", "addressee_name", "addressee_address"),
    ),
    (
        "enforcement",
        "StopWorkOrder",
        "order_search",
        ("reasons", "addressee_name", "addressee_address"),
    ),
    ("enforcement", "Appeal", "appeal_search", ("grounds",)),
    ("inspections", "Inspection", "inspection_search", ("summary", "subject_label")),
    ("documents", "IssuedDocument", "issued_document_search", ("title",)),
]


def _each(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for app_label, model_name, name, fields in INDEXES:
        index = GinIndex(SearchVector(*fields, config=CONFIG), name=name)
        yield apps.get_model(app_label, model_name), index


def create(apps, schema_editor):
    for model, index in _each(apps, schema_editor):
        schema_editor.add_index(model, index)


def drop(apps, schema_editor):
    for model, index in _each(apps, schema_editor):
        schema_editor.remove_index(model, index)


class Migration(migrations.Migration):
    dependencies = [
        ("reports", "0001_ms4_report"),
        ("registry", "0004_roll_import"),
        ("illicit", "0005_spill_confirmation_mailed_on"),
        ("swppp", "0008_project_site_in_town"),
        ("enforcement", "0011_letters_to_each_landowner_and_copies"),
        ("inspections", "0006_site_log_opens_and_closes"),
        ("documents", "0002_immutable_rows_trigger"),
    ]

    operations = [migrations.RunPython(create, drop)]
