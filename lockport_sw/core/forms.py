from django import forms
from django.conf import settings
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError


def apply_validation_error(form: forms.BaseForm, exc: ValidationError) -> None:
    """Show a service's ValidationError on the form: beside its field, or at the top."""
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


def free_text_max() -> int:
    return getattr(settings, "FREE_TEXT_MAX_LENGTH", 10_000)


def _text_limit(limit: int):
    def check(value: str) -> None:
        if len(value) > limit:
            raise ValidationError(
                f"Keep this to {limit:,} characters: it has {len(value):,}. Attach a longer "
                "text as a file.",
                code="max_length",
            )

    return check


def limit_free_text(form: forms.BaseForm, max_length: int | None = None) -> None:
    """Every free-text box (a CharField drawn as a textarea) without a limit gets one,
    shown beside the field; a longer text is refused with a message saying so, not
    saved (and not shown back as a page of text). No ``maxlength`` attribute: the
    browser would cut a pasted text silently."""
    limit = max_length or free_text_max()
    for field in form.fields.values():
        if not isinstance(field, forms.CharField) or not isinstance(field.widget, forms.Textarea):
            continue
        most = field.max_length or limit
        if field.max_length is None:
            # Not field.max_length: Django would draw it as maxlength on the textarea.
            field.validators.append(_text_limit(limit))
        note = f"Up to {most:,} characters."
        if note not in (field.help_text or ""):
            field.help_text = f"{field.help_text} {note}".strip()
        field.widget.attrs["data-maxlength"] = str(most)


class FreeTextLimits:
    """A form whose free-text boxes have a limit shown beside them (limit_free_text).
    Applied when the form is first cleaned or drawn, so that fields a form adds in its
    own ``__init__`` are limited too."""

    def _limit_free_text(self) -> None:
        if not getattr(self, "_free_text_limited", False):
            self._free_text_limited = True
            limit_free_text(self)

    def full_clean(self):
        self._limit_free_text()
        return super().full_clean()

    def __getitem__(self, name):
        self._limit_free_text()
        return super().__getitem__(name)

    def __iter__(self):
        self._limit_free_text()
        return super().__iter__()
