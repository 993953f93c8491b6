"""Fixtures of the documents tests: the test letter templates, a subject, the access
registry restored after each test."""

from __future__ import annotations

from pathlib import Path

import pytest

from lockport_sw.documents import access
from lockport_sw.registry.models import Property
from tests.factories import PropertyFactory

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"


@pytest.fixture(autouse=True)
def letter_templates(settings):
    """tests/documents/templates/ (test letters extending pdf/base_letter.html)."""
    engine = settings.TEMPLATES[0]
    settings.TEMPLATES = [
        {**engine, "DIRS": [*engine["DIRS"], TEMPLATES_DIR]},
        *settings.TEMPLATES[1:],
    ]


@pytest.fixture(autouse=True)
def _restore_subject_access():
    """Tests register subject checkers; each test starts from the registry as it was."""
    saved = dict(access._CHECKERS)
    # The tests' subject is a Property: its files follow the default rule unless a test
    # registers a checker, whatever another app may register for properties.
    access.unregister_subject_access(Property)
    yield
    access._CHECKERS.clear()
    access._CHECKERS.update(saved)


@pytest.fixture
def subject(db):
    """A case record for documents to belong to (a property: no checker is registered
    for it unless a test registers one)."""
    return PropertyFactory()
