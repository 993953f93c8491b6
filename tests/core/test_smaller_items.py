"""Issue 24, item 8: the smaller defects of the Chapter 159 walk, each with a test that
would have caught it."""

from __future__ import annotations

import pytest
from django import forms

from lockport_sw.accounts.roles import Role
from lockport_sw.core import navigation
from lockport_sw.core.forms import FreeTextLimits
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def labels(user) -> list[str]:
    return [item.label for item in navigation.items_for(user)]


def test_the_administrators_menu_offers_no_new_project_and_no_inspections_of_their_own(
    make_user,
):
    admin = UserFactory(is_superuser=True, is_staff=True)
    menu = labels(admin)
    assert "Site administration" in menu
    assert "New project" not in menu and "My inspections" not in menu
    # The roles whose work they are still see them.
    assert "New project" in labels(make_user(Role.APPLICANT))
    assert "My inspections" in labels(make_user(Role.INSPECTOR))


class _Notes(FreeTextLimits, forms.Form):
    notes = forms.CharField(widget=forms.Textarea)


class _NotesAndFile(FreeTextLimits, forms.Form):
    notes = forms.CharField(widget=forms.Textarea)
    file = forms.FileField(required=False)


def test_a_too_long_text_suggests_a_file_only_where_the_form_takes_files(settings):
    settings.FREE_TEXT_MAX_LENGTH = 10
    no_files = _Notes({"notes": "x" * 11})
    assert not no_files.is_valid()
    assert no_files.errors["notes"] == ["Keep this to 10 characters: it has 11."]
    with_files = _NotesAndFile({"notes": "x" * 11})
    assert not with_files.is_valid()
    assert "Attach a longer text as a file." in with_files.errors["notes"][0]
