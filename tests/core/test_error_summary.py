"""The error summary of a refused form (GOV.UK's pattern): every error, each linked to its
field, above the form; nothing when the form is unbound or valid."""

from django import forms
from django.template import Context, Template


class _Form(forms.Form):
    name = forms.CharField(label="Name")
    choice = forms.ChoiceField(
        label="Choice", choices=[("a", "A"), ("b", "B")], widget=forms.RadioSelect
    )

    def clean(self):
        raise forms.ValidationError("The whole form is wrong.")


def _render(*forms_on_page) -> str:
    template = Template("{% load forms %}{% error_summary a b %}")
    names = dict(zip("ab", [*forms_on_page, None, None], strict=False))
    return template.render(Context(names))


def test_a_refused_form_lists_each_error_linked_to_its_field():
    html = _render(_Form(data={}))

    assert "data-error-summary" in html
    assert "There is a problem" in html
    # Django's own message is led by the field's label (issue 24: not "This field is
    # required." twice with nothing to tell them apart).
    assert '<a href="#id_name" data-error-link>Name: This field is required.</a>' in html
    # A radio group links to its first control.
    assert 'href="#id_choice_0"' in html
    assert "The whole form is wrong." in html


def test_no_summary_for_an_unbound_or_valid_form():
    class Valid(forms.Form):
        name = forms.CharField()

    assert "data-error-summary" not in _render(_Form())
    valid = Valid(data={"name": "x"})
    assert "data-error-summary" not in _render(valid)


def test_several_forms_on_one_page_share_one_summary():
    html = _render(_Form(data={}, prefix="one"), _Form(data={"two-name": "x"}, prefix="two"))

    assert html.count("data-error-summary") == 1
    assert 'href="#id_one-name"' in html
    assert 'href="#id_two-name"' not in html


# The layout's summary (templates/base.html): every page gets it without asking ----------
def _page(context: dict) -> str:
    template = Template(
        "{% load forms %}{% page_error_summary %}<main>{% error_summary form %}</main>"
    )
    return template.render(Context(context))


def test_the_layout_lists_every_refused_form_in_the_context_once():
    one, two = _Form(data={}, prefix="one"), _Form(data={}, prefix="two")

    html = _page({"form": one, "same": one, "others": [two], "unbound": _Form(prefix="x")})

    assert html.count("data-error-summary") == 1  # the page's own tag adds nothing
    assert html.count('href="#id_one-name"') == 1
    assert 'href="#id_two-name"' in html
    assert "id_x-name" not in html


def test_the_layout_lists_a_views_own_errors_with_its_lead():
    html = _page(
        {
            "page_errors": [{"message": "Ask the professional to sign.", "href": "#signature"}],
            "page_errors_lead": "Your changes were saved.",
            "page_errors_saved": True,
        }
    )

    assert '<a href="#signature" data-error-link>Ask the professional to sign.</a>' in html
    assert "Your changes were saved." in html and "Nothing was saved" not in html
    assert "data-saved" in html


def test_a_filters_refused_form_is_listed():
    import django_filters

    class Filter(django_filters.FilterSet):
        choice = django_filters.ChoiceFilter(choices=[("a", "A")])

    from lockport_sw.accounts.models import User

    html = _page({"filter": Filter(data={"choice": "zzz"}, queryset=User.objects.none())})

    import re

    assert re.search(r'href="#id_choice" data-error-link>[^<:]+: Select a valid choice\.', html)


def test_every_page_template_with_a_form_extends_the_layout():
    """A full page that posts a form gets the summary from base.html; a template that is
    not a page (a fragment, an email, a PDF) is included into one or is not HTML."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "templates"
    lonely = []
    for path in root.rglob("*.html"):
        text = path.read_text()
        fragment = path.name.startswith("_") or path.parent.name in ("pdf", "elements")
        if "<form" not in text or fragment:  # elements: allauth's, inside its layouts
            continue
        if "{% extends" not in text and path.name != "base.html":
            lonely.append(str(path.relative_to(root)))
    assert lonely == [], f"pages with a form that do not extend the layout: {lonely}"


def test_a_refused_form_names_the_files_it_did_not_keep():
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.utils.datastructures import MultiValueDict

    class WithFile(forms.Form):
        name = forms.CharField()
        file = forms.FileField(required=False)

    chosen = MultiValueDict({"file": [SimpleUploadedFile("photo.jpg", b"x")]})
    refused = WithFile(data={}, files=chosen)
    refused.is_valid()

    html = _render(refused)

    assert '<a href="#id_file" data-error-link>Choose again: photo.jpg' in html
    kept = WithFile(data={}, files=chosen)
    kept.keeps_files = True
    assert "Choose again" not in _render(kept)


def test_two_required_fields_are_told_apart_in_the_summary_by_their_labels():
    """Issue 24: "This field is required." twice, and the reader cannot tell which."""

    class _Two(forms.Form):
        title = forms.CharField(label="Project title")
        street = forms.CharField(label="Street address of the site")

    html = _render(_Two(data={}))
    assert "Project title: This field is required." in html
    assert "Street address of the site: This field is required." in html
