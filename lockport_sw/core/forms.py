from django import forms
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError


def apply_validation_error(form: forms.BaseForm, exc: ValidationError) -> None:
    """Show a service's ValidationError on the form: beside its field, or at the top."""
    if hasattr(exc, "error_dict"):
        for field, errors in exc.error_dict.items():
            target = field if field in form.fields else NON_FIELD_ERRORS
            for error in errors:
                form.add_error(None if target == NON_FIELD_ERRORS else target, error)
    else:
        for message in exc.messages:
            form.add_error(None, message)
