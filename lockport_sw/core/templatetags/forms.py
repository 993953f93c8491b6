"""The error summary every refused form shows at the top of its page (the GOV.UK design
system's pattern): a titled box listing each error as a link to its field, focused when
the page loads (static/js/forms.js), besides the message crispy-forms puts at each field.

    {% load forms %}
    {% error_summary form %}                 one form
    {% error_summary form other_form %}      several forms on one page
"""

from __future__ import annotations

from django import forms, template

register = template.Library()


def _entries(form: forms.BaseForm) -> list[dict]:
    entries = [{"message": message, "href": ""} for message in form.non_field_errors()]
    for name, errors in form.errors.items():
        if name == forms.forms.NON_FIELD_ERRORS or name not in form.fields:
            continue
        bound = form[name]
        target = bound.auto_id
        if isinstance(bound.field.widget, forms.RadioSelect | forms.CheckboxSelectMultiple):
            # A group of controls: link to its first one (id_<name>_0).
            target = bound.subwidgets[0].id_for_label if bound.subwidgets else target
        for message in errors:
            entries.append({"message": message, "href": f"#{target}" if target else ""})
    return entries


@register.inclusion_tag("core/_error_summary.html")
def error_summary(*forms_on_page) -> dict:
    entries = []
    for form in forms_on_page:
        if isinstance(form, forms.BaseForm) and form.is_bound:
            entries += _entries(form)
        elif isinstance(form, forms.BaseFormSet) and form.is_bound:
            entries += [{"message": m, "href": ""} for m in form.non_form_errors()]
            for sub in form.forms:
                entries += _entries(sub)
    return {"entries": entries}
