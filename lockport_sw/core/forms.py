import re

from django import forms
from django.conf import settings
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.core.validators import MaxLengthValidator

from .versions import StaleEdit


def apply_validation_error(form: forms.BaseForm, exc: ValidationError) -> None:
    """Show a service's ValidationError on the form: beside its field, or at the top. A
    stale save (core/versions.py) on a ``VersionedForm`` shows what was typed beside what
    is saved now (``show_stale``)."""
    if isinstance(exc, StaleEdit) and hasattr(form, "show_stale"):
        form.show_stale(exc)
        return
    if hasattr(exc, "error_dict"):
        for field, errors in exc.error_dict.items():
            # A form may show a service's error at another of its fields
            # (``error_fields``: the per-member votes show "votes" at the first).
            field = getattr(form, "error_fields", {}).get(field, field)
            target = field if field in form.fields else NON_FIELD_ERRORS
            for error in errors:
                form.add_error(None if target == NON_FIELD_ERRORS else target, error)
    else:
        for message in exc.messages:
            form.add_error(None, message)


def service_required(form: forms.BaseForm, *names: str) -> None:
    """Mark fields the service refuses empty the way every required field is marked
    (crispy's asterisk beside the label), while the service, not the form, refuses them:
    it reports every refusal at once, in its own words (issue 22, item 6). A field
    required only in some cases says when in its help text ("Required when ...")."""
    for name in names:
        field = form.fields[name]
        field.required = True
        field.validate = _validate_unrequired(field)


def _validate_unrequired(field: forms.Field):
    check = field.validate

    def validate(value):
        field.required = False
        try:
            check(value)
        finally:
            field.required = True

    return validate


def free_text_max() -> int:
    return getattr(settings, "FREE_TEXT_MAX_LENGTH", 10_000)


# A one-line box without a limit of its own: as long as the longest one-line text the
# models keep (an address, a name, a court's name); an email address's is RFC 5321's.
LINE_MAX_LENGTH = 200
EMAIL_MAX_LENGTH = 254

# How a help text states a limit ("Up to 4,000 characters."): a field's limit is stated
# once, so a help text that states one already gets no other (issue 22, item 7).
STATED_LIMIT = re.compile(r"\b(?:up to|at most|keep (?:it|this) to)\s+[\d,]+\s+characters", re.I)


def is_free_text(field: forms.Field) -> bool:
    """A box a person types words into: a CharField (or an email, URL, ...) drawn as a
    text box or a textarea; not a hidden value, a password or a code the page carries."""
    widget = field.widget
    typed = isinstance(widget, forms.Textarea) or (
        isinstance(widget, forms.widgets.Input)
        and getattr(widget, "input_type", "") in ("text", "email", "url", "search", "tel")
    )
    return isinstance(field, forms.CharField) and typed


def _text_limit(limit: int, *, can_attach: bool = False):
    """The check of a free-text box; it suggests attaching a longer text as a file only
    on a form that takes files (issue 24)."""
    attach = " Attach a longer text as a file." if can_attach else ""

    def check(value: str) -> None:
        if len(value) > limit:
            raise ValidationError(
                f"Keep this to {limit:,} characters: it has {len(value):,}.{attach}",
                code="max_length",
                params={"limit_value": limit, "show_value": len(value)},
            )

    return check


# A one-line box shorter than this holds a code (a state, a ZIP code, a coordinate, a
# permit number): its box stops at the limit as it is typed, and "Up to 2 characters."
# under the state would be noise.
STATED_FROM = 100


def states_its_limit(field: forms.Field) -> bool:
    """Whether the limit is said beside the box: every textarea, and a one-line box where
    a person might write more than it holds (not an email address, not a short code)."""
    if isinstance(field.widget, forms.Textarea):
        return True
    if isinstance(field, forms.EmailField):
        return False
    return (field.max_length or 0) >= STATED_FROM


def limit_field(field: forms.Field, limit: int | None = None, *, can_attach: bool = False):
    """Give one free-text box its limit, once (issue 22, item 7): its own ``max_length``,
    else ``limit`` (a textarea: the site's free-text limit; a one-line box:
    ``LINE_MAX_LENGTH``; an email address: ``EMAIL_MAX_LENGTH``). The server refuses a
    longer text with a message saying so beside the box; its help states the limit once
    ("Up to 2,000 characters."). A one-line box keeps the limit (``maxlength``); a
    textarea does not, so that a pasted text is never cut without a word (issue 45, item
    1): it carries ``data-maxlength``, and static/js/character-count.js (GOV.UK's
    character count) says under it how many characters remain or how many too many."""
    if not is_free_text(field) or getattr(field, "_free_text_limited", False):
        return
    field._free_text_limited = True
    own = field.max_length
    if isinstance(field, forms.EmailField):
        most = min(own or EMAIL_MAX_LENGTH, EMAIL_MAX_LENGTH)  # not Django's 320
    elif own is not None:
        most = own
    elif isinstance(field.widget, forms.Textarea):
        most = limit or free_text_max()
    else:
        most = LINE_MAX_LENGTH
    # One check and one message for every box: the form's own words for it, if it has
    # them (error_messages["max_length"], with %(limit_value)d and %(show_value)d).
    field.max_length = most
    field.validators = [v for v in field.validators if not isinstance(v, MaxLengthValidator)]
    field.validators.append(_text_limit(most, can_attach=can_attach))
    if isinstance(field.widget, forms.Textarea):
        field.widget.attrs.pop("maxlength", None)
        field.widget.attrs["data-maxlength"] = str(most)
    else:
        field.widget.attrs["maxlength"] = str(most)
    if states_its_limit(field) and not STATED_LIMIT.search(str(field.help_text or "")):
        field.help_text = f"{field.help_text or ''} Up to {most:,} characters.".strip()


def limit_free_text(form: forms.BaseForm, max_length: int | None = None) -> None:
    """Every free-text box of ``form`` gets its limit (``limit_field``); ``max_length``
    is the limit of its textareas that have none of their own."""
    can_attach = any(isinstance(f, forms.FileField) for f in form.fields.values())
    for field in form.fields.values():
        limit_field(field, max_length, can_attach=can_attach)


class FreeTextLimits:
    """A form whose free-text boxes each have a limit, kept by the server and the box and
    stated once beside it (limit_field). Every form of the project has it (issue 22, item
    7; tests/core/test_free_text_limits.py). Applied when the form is cleaned or a field
    drawn, so that fields a form adds in its own ``__init__`` are limited too, even after
    another field was drawn. ``free_text_max_length``: its textareas' limit, where not the
    site's (``FREE_TEXT_MAX_LENGTH``)."""

    free_text_max_length: int | None = None

    def _limit_free_text(self) -> None:
        limit_free_text(self, self.free_text_max_length)

    def full_clean(self):
        self._limit_free_text()
        return super().full_clean()

    def __getitem__(self, name):
        self._limit_free_text()
        return super().__getitem__(name)

    def __iter__(self):
        self._limit_free_text()
        return super().__iter__()


# No lost update (lockport_sw/core/versions.py) ----------------------------------------------
VERSION_FIELD = "record_version"


def _shown(field: forms.Field, value) -> str:
    """A field's value as a person reads it: a choice's label, Yes/No, a date."""
    if value in (None, ""):
        return ""
    if isinstance(field, forms.BooleanField):
        return "Yes" if value not in (False, "False", "false", "off", "0") else "No"
    if isinstance(value, list | tuple):
        return ", ".join(_shown(field, v) for v in value if v not in (None, ""))
    choices = getattr(field, "choices", None)
    if choices:
        labels = {str(k): str(v) for k, v in choices if not isinstance(v, list | tuple)}
        return labels.get(str(value), str(value))
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return str(value).replace("\r\n", "\n").strip()


class VersionedForm:
    """A form that edits an existing record: it carries the record's version when the
    page was drawn (``version=versions.token(record)``), and after a refused stale save
    shows, item by item, what the person typed beside what is saved now.

    Put it first among the bases: ``class ProjectForm(VersionedForm, FreeTextLimits,
    forms.Form)``. The view passes ``form.read_version`` to the service, which checks it
    (``versions.require_current``) under the record's lock; on ``StaleEdit`` the view
    calls ``form.show_stale(exc, saved=<the same form, unbound, from the record now>)``."""

    def __init__(self, *args, version: str | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields[VERSION_FIELD] = forms.CharField(
            required=False, widget=forms.HiddenInput, initial=version
        )
        self.stale: list[dict] | None = None
        self.stale_message = ""

    @property
    def read_version(self) -> str | None:
        """The version the page was drawn at, as posted (None: not sent)."""
        value = (self.data.get(self.add_prefix(VERSION_FIELD)) or "").strip()
        return value or None

    def clean(self):
        data = super().clean()
        if data is not None:
            data.pop(VERSION_FIELD, None)  # the services take it as ``version``
        return data

    def _typed(self, name: str, field: forms.Field):
        value = field.widget.value_from_datadict(self.data, self.files, self.add_prefix(name))
        if isinstance(field, forms.BooleanField):
            return bool(value)
        return value

    def saved_form(self) -> forms.BaseForm | None:
        """The same form, unbound, drawn from the record as saved now. A model form draws
        it from its instance read again; another form overrides this or the view passes
        ``saved`` to ``show_stale``."""
        instance = getattr(self, "instance", None)
        if instance is None or instance.pk is None:
            return None
        return type(self)(instance=type(instance)._default_manager.get(pk=instance.pk))

    def show_stale(self, exc, *, saved: forms.BaseForm | None = None) -> None:
        """Refused as stale: the message at the top, each item that differs (what was
        typed, what is saved now, a link to the field), and the version now carried by the
        page, so that the next save, after merging, is deliberate."""
        self.stale_message = exc.messages[0]
        self.add_error(None, exc)
        saved = saved if saved is not None else self.saved_form()
        rows = []
        for name, field in self.fields.items():
            if saved is None:
                break
            if name == VERSION_FIELD or isinstance(field.widget, forms.HiddenInput):
                continue
            if isinstance(field, forms.FileField) or name not in saved.fields:
                continue
            yours = _shown(field, self._typed(name, field))
            theirs = _shown(field, saved.get_initial_for_field(saved.fields[name], name))
            if yours != theirs:
                rows.append(
                    {
                        "label": field.label or name.replace("_", " ").capitalize(),
                        "yours": yours,
                        "saved": theirs,
                        "href": f"#{self[name].auto_id}",
                    }
                )
        self.stale = rows
        self.carry_version(exc.current.stamp)

    def carry_version(self, token: str) -> None:
        """The page drawn again from what was posted now carries ``token`` (the record was
        saved by this very post, or the person has seen what was saved since)."""
        if self.is_bound:
            self.data = self.data.copy()
            self.data[self.add_prefix(VERSION_FIELD)] = token
