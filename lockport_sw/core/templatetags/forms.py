"""The error summary every refused form shows at the top of its page (the GOV.UK design
system's pattern): a titled box listing each error as a link to its field, focused when
the page loads (static/js/forms.js), besides the message crispy-forms puts at each field.

One pattern for every page: the base layout (templates/base.html) calls
``{% page_error_summary %}`` at the top of ``<main>``, which finds every bound form and
formset with errors in the page's context (``form``, ``act_form``, a list of forms…) and
lists their errors in one summary, in the order the view put them in its context. A page
needs nothing of its own. A view may add errors that belong to no form (``page_errors``:
a list of ``{"message", "href"}``) and say what happened in place of "Nothing was saved"
(``page_errors_lead``), and whether what was sent was saved (``page_errors_saved``:
then leaving the page is not warned about, static/js/forms.js).

    {% load forms %}
    {% error_summary form %}                 one form (a page that does not extend base.html)
    {% error_summary form other_form %}      several forms

On a page that extends base.html, ``error_summary`` renders nothing: the layout's summary
already lists the forms' errors, and a page never shows two summaries.
"""

from __future__ import annotations

from collections.abc import Iterable

from django import forms, template
from django_filters import FilterSet

register = template.Library()

_SHOWN = "_error_summary_shown"


def _files_not_kept(form: forms.BaseForm) -> list[dict]:
    """A browser never sends chosen files again: when a refused form does not keep them
    itself (``keeps_files``, e.g. the SWPPP draft, which holds the good ones), the summary
    names each file chosen, beside its field, so that none is dropped silently."""
    if getattr(form, "keeps_files", False) or not hasattr(form.files, "getlist"):
        return []
    entries = []
    for name, field in form.fields.items():
        if not isinstance(field, forms.FileField):
            continue
        chosen = [f.name for f in form.files.getlist(form.add_prefix(name)) if f]
        if chosen:
            entries.append(
                {
                    "message": f"Choose again: {', '.join(chosen)} (a refused form does not "
                    "keep the files chosen in it).",
                    "href": f"#{form[name].auto_id}",
                }
            )
    return entries


def _entries(form: forms.BaseForm) -> list[dict]:
    if not form.errors:
        return []
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
    return entries + _files_not_kept(form)


def _form_entries(form) -> list[dict]:
    if isinstance(form, forms.BaseForm) and form.is_bound:
        return _entries(form)
    if isinstance(form, forms.BaseFormSet) and form.is_bound:
        entries = [{"message": m, "href": ""} for m in form.non_form_errors()]
        for sub in form.forms:
            entries += _entries(sub)
        return entries
    return []


_FORMS = (forms.BaseForm, forms.BaseFormSet)


def _forms_in(value) -> Iterable:
    """The forms a context value holds: itself, a filter's form, or those of a list.
    Types are read with ``type()``: a lazy object (the user, the CSRF token) is never
    evaluated by looking at it."""
    kind = type(value)
    if issubclass(kind, _FORMS):
        yield value
    elif issubclass(kind, FilterSet):
        yield value.form
    elif kind in (list, tuple):
        for element in value:
            if issubclass(type(element), _FORMS):
                yield element


def page_forms(context) -> list:
    """Every form and formset in the page's context, once each, in context order."""
    seen, found = set(), []
    for value in context.flatten().values():
        for form in _forms_in(value):
            if id(form) not in seen:
                seen.add(id(form))
                found.append(form)
    return found


def summary_entries(context) -> list[dict]:
    entries = []
    for form in page_forms(context):
        entries += _form_entries(form)
    entries += list(context.get("page_errors") or [])
    return entries


def stale_comparisons(context) -> list[dict]:
    """Forms refused because the record was saved after the page was opened
    (``core.forms.VersionedForm.show_stale``): what was typed beside what is saved now."""
    return [
        {"message": form.stale_message, "rows": form.stale}
        for form in page_forms(context)
        if getattr(form, "stale", None) is not None
    ]


@register.inclusion_tag("core/_error_summary.html", takes_context=True)
def page_error_summary(context) -> dict:
    """The base layout's summary of every refused form on the page."""
    context[_SHOWN] = True
    return {
        "entries": summary_entries(context),
        "lead": context.get("page_errors_lead", ""),
        "saved": context.get("page_errors_saved", False),
        "stales": stale_comparisons(context),
    }


@register.inclusion_tag("core/_error_summary.html", takes_context=True)
def error_summary(context, *forms_on_page) -> dict:
    if context.get(_SHOWN):
        return {"entries": []}  # the layout's summary already lists these errors
    entries = []
    for form in forms_on_page:
        entries += _form_entries(form)
    return {"entries": entries}
