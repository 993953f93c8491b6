"""Form fields for uploads. They only collect files: the upload pipeline
(``services.upload_store``, called by each app's service) is the gate that checks them."""

from __future__ import annotations

from django import forms

from .uploads import ACCEPT_ATTRIBUTE, upload_help_text


class MultipleFileInput(forms.FileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    """Several files at once; returned as a list, unchecked (the service checks them)."""

    widget = MultipleFileInput

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        kwargs.setdefault("help_text", upload_help_text())
        super().__init__(**kwargs)
        self.widget.attrs.setdefault("accept", ACCEPT_ATTRIBUTE)

    def clean(self, data, initial=None):
        if not data:
            return []
        return list(data) if isinstance(data, list | tuple) else [data]
