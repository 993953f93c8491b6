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
    assert '<a href="#id_name" data-error-link>This field is required.</a>' in html
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
