"""Free text limits on every form, shown beside the field (issue 22, item 7).

One mechanism, ``lockport_sw.core.forms.FreeTextLimits`` (``limit_field``): every form of
the project has it, and every free-text box of every form has a limit that the server
keeps (a longer text is refused beside the box, nothing saved), that a one-line box keeps
(``maxlength``; a textarea only carries it as ``data-maxlength`` for the character count,
so that a pasted text is never cut: issue 45, item 1) and that its help states once ("Up
to 300 characters.")."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest
from django import forms
from django.template import Context, Template
from django.test import Client
from django.urls import reverse

from lockport_sw.core.forms import (
    STATED_LIMIT,
    FreeTextLimits,
    is_free_text,
    limit_field,
    states_its_limit,
)

pytestmark = pytest.mark.django_db

APPS = ("lockport_sw", "illicit", "swppp", "enforcement", "inspections", "money")


def _project_modules():
    """Every module of the project's apps (forms are also declared in views)."""
    for app in APPS:
        package = importlib.import_module(app)
        for found in pkgutil.walk_packages(package.__path__, f"{app}."):
            if any(part in found.name for part in (".migrations", ".settings", ".management")):
                continue
            importlib.import_module(found.name)


def _subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def project_form_classes() -> list[type[forms.BaseForm]]:
    _project_modules()
    found = {cls for cls in _subclasses(forms.BaseForm) if cls.__module__.split(".")[0] in APPS}
    return sorted(found, key=lambda c: f"{c.__module__}.{c.__qualname__}")


def _drawn(form_class) -> forms.BaseForm:
    """The form as a page draws it; a form that needs its record or its user is drawn
    from its declared fields (its own ``__init__`` adds fields through the same mixin)."""
    try:
        return form_class()
    except (TypeError, KeyError, AttributeError, ValueError):
        form = form_class.__new__(form_class)
        forms.BaseForm.__init__(form)
        return form


def _beside(bound) -> str:
    """The field as the pages draw it: label, box, help text and errors together."""
    return Template("{% load crispy_forms_tags %}{{ field|as_crispy_field }}").render(
        Context({"field": bound})
    )


def test_every_form_of_the_project_has_the_one_mechanism():
    classes = project_form_classes()
    assert len(classes) > 120, len(classes)
    missing = [
        f"{c.__module__}.{c.__qualname__}" for c in classes if not issubclass(c, FreeTextLimits)
    ]
    assert not missing, "Forms without FreeTextLimits:\n" + "\n".join(missing)


def test_every_free_text_box_has_a_limit_kept_by_the_box_and_stated_once_beside_it():
    problems, boxes = [], 0
    for form_class in project_form_classes():
        form = _drawn(form_class)
        for name in list(form.fields):
            bound = form[name]
            field = bound.field
            if not is_free_text(field):
                continue
            boxes += 1
            where = f"{form_class.__module__}.{form_class.__qualname__}.{name}"
            if field.max_length is None:
                problems.append(f"{where}: no limit")
                continue
            limit = f"{field.max_length:,}"
            html = _beside(bound)
            box = re.search(r"<(input|textarea)\b[^>]*>", html)
            if box is None:
                problems.append(f"{where}: no box drawn")
            elif box.group(1) == "textarea":
                if re.search(r"(?<![-\w])maxlength=", box.group(0)):
                    problems.append(f"{where}: a textarea that cuts at its maxlength")
                if f'data-maxlength="{field.max_length}"' not in box.group(0):
                    problems.append(f"{where}: the textarea does not count to {field.max_length}")
            elif f'maxlength="{field.max_length}"' not in box.group(0):
                problems.append(f"{where}: the box does not keep {field.max_length}")
            stated = STATED_LIMIT.findall(html)
            if not states_its_limit(field):
                if stated:
                    problems.append(f"{where}: a short box's limit is stated: {stated[0]!r}")
                continue
            if len(stated) != 1:
                problems.append(f"{where}: its limit is stated {len(stated)} times beside it")
            elif limit not in stated[0]:
                problems.append(f"{where}: states {stated[0]!r}, keeps {limit}")
    assert boxes > 200, boxes
    assert not problems, "\n".join(problems)


class _Late(FreeTextLimits, forms.Form):
    first = forms.CharField()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.drawn_first = self["first"]  # drawn before the next field is added
        self.fields["later"] = forms.CharField(widget=forms.Textarea)


def test_a_box_a_form_adds_after_drawing_another_is_limited_too(settings):
    settings.FREE_TEXT_MAX_LENGTH = 12
    form = _Late({"first": "x" * 201, "later": "y" * 13})
    drawn = str(form["later"])
    assert drawn.count('data-maxlength="12"') == 1 and drawn.count("maxlength=") == 1
    assert not form.is_valid()
    assert form.errors["first"] == ["Keep this to 200 characters: it has 201."]
    assert form.errors["later"] == ["Keep this to 12 characters: it has 13."]


def test_a_limit_is_stated_once_even_where_the_help_says_it_already():
    field = forms.CharField(max_length=40, help_text="A name. Up to 40 characters.")
    limit_field(field)
    limit_field(field)
    assert field.help_text == "A name. Up to 40 characters."
    email = forms.EmailField()  # Django's own limit is 320; an address is at most 254
    limit_field(email)
    assert email.max_length == 254 and email.widget.attrs["maxlength"] == "254"
    with pytest.raises(forms.ValidationError, match="Keep this to 254 characters: it has 260"):
        email.clean("a" * 254 + "@x.org")


def test_a_short_box_keeps_its_limit_without_saying_it():
    state = forms.CharField(max_length=2)
    limit_field(state)
    assert state.widget.attrs["maxlength"] == "2"
    assert not STATED_LIMIT.findall(str(state.help_text))
    notes = forms.CharField(max_length=20, widget=forms.Textarea)
    limit_field(notes)
    assert STATED_LIMIT.findall(str(notes.help_text)) == ["Up to 20 characters"]


def test_the_check_can_fail_a_form_without_the_mechanism():
    class Bare(forms.Form):
        notes = forms.CharField(widget=forms.Textarea)

    assert not issubclass(Bare, FreeTextLimits)
    form = Bare()
    assert form.fields["notes"].max_length is None
    assert not STATED_LIMIT.findall(_beside(form["notes"]))


# --- a too-long text is refused beside its box and nothing changes: one form per app ------
def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def refused_beside(response, name: str, *, limit: int, typed: str) -> None:
    """The page drawn again: the box keeps what was typed, marked invalid, and the very
    next message after it says how long it may be and how long it is."""
    assert response.status_code == 200, response.status_code
    html = response.content.decode()
    box = re.search(rf'<(input|textarea)\b[^>]*\bname="{re.escape(name)}"[^>]*>', html)
    assert box, f"no box named {name}"
    assert "is-invalid" in box.group(0), box.group(0)
    assert typed in html, "what was typed is not kept"
    rest = html[box.end() :]
    message = rest.find("invalid-feedback")
    assert message != -1, "no message beside the box"
    assert not re.search(r"<(input|textarea|select)\b", rest[:message]), "the message is elsewhere"
    assert (
        f"Keep this to {limit:,} characters: it has {len(typed):,}."
        in rest[message : message + 400]
    )


def test_lockport_sw_your_mailing_address_refuses_a_street_too_long(applicant):
    from lockport_sw.registry.models import Party

    street = "1 Main St " + "x" * 191
    response = signed_in(applicant).post(
        reverse("registry:my_address"),
        {
            "mailing_street": street,
            "mailing_city": "Lockport",
            "mailing_state": "NY",
            "mailing_postal_code": "14094",
        },
    )
    refused_beside(response, "mailing_street", limit=200, typed=street)
    assert not Party.objects.filter(user=applicant).exists()


def test_swppp_a_project_title_too_long_is_refused(applicant):
    from swppp.models import Project
    from tests.swppp.test_views_applicant import project_post

    title = "Snyder Meadows " + "x" * 186
    response = signed_in(applicant).post(reverse("swppp:project_create"), project_post(title=title))
    refused_beside(response, "title", limit=200, typed=title)
    assert not Project.objects.exists()


def test_illicit_an_outfall_note_too_long_is_refused(smo):
    from illicit.forms import OutfallForm
    from illicit.services import outfalls
    from tests.stale import posted, version_on

    outfall = outfalls.outfall_save(
        acting_user=smo,
        code="OF-100",
        latitude="43.17",
        longitude="-78.69",
        receiving_water="Erie Canal",
        notes="Headwall",
    )
    url = reverse("illicit:outfall_update", args=[outfall.pk])
    client = signed_in(smo)
    notes = "Cracked " + "x" * 9_993
    response = client.post(
        url, posted(OutfallForm(instance=outfall), version_on(client, url), notes=notes)
    )
    refused_beside(response, "notes", limit=10_000, typed=notes)
    outfall.refresh_from_db()
    assert outfall.notes == "Headwall"


def test_illicit_the_public_report_refuses_a_name_too_long(client):
    from illicit.models import Report
    from tests.illicit.test_public_report import URL, form_data

    name = "Dana " + "x" * 146
    response = client.post(URL, form_data(name=name))
    refused_beside(response, "name", limit=150, typed=name)
    assert not Report.objects.exists()


def test_enforcement_the_appeal_policy_refuses_a_resolution_number_too_long(make_user):
    from enforcement.models import AppealPolicy
    from tests.stale import version_on

    clerk = make_user("clerk")
    url = reverse("enforcement:appeal_policy")
    client = signed_in(clerk)
    resolution = "2026-" + "1" * 46
    response = client.post(
        url,
        {
            "hearing_body": "Planning Board",
            "resolution": resolution,
            "adopted_on": "2026-02-03",
            "record_version": version_on(client, url),
        },
    )
    refused_beside(response, "resolution", limit=50, typed=resolution)
    assert not AppealPolicy.objects.exists()


def test_inspections_a_practice_name_too_long_is_refused(smo, applicant):
    from inspections.forms import PracticeForm
    from inspections.models import AsBuiltPlan
    from inspections.services import after_construction
    from tests.stale import posted, version_on
    from tests.swppp.factories import make_project

    project = make_project(applicant)
    practice = after_construction.practice_save(
        acting_user=smo,
        subject=project,
        code="P-1",
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
    )
    url = reverse("inspections:practice_act", args=[practice.pk, "edit"])
    client = signed_in(smo)
    name = "Wet pond " + "x" * 142
    form = PracticeForm(instance=practice, as_builts=AsBuiltPlan.objects.none())
    response = client.post(url, posted(form, version_on(client, url), name=name))
    refused_beside(response, "name", limit=150, typed=name)
    practice.refresh_from_db()
    assert practice.name == "Wet pond"
