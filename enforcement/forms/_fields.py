from django import forms


def date_input() -> forms.DateInput:
    return forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d")


def datetime_input() -> forms.DateTimeInput:
    return forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M")


def date_field(label: str, **kwargs) -> forms.DateField:
    return forms.DateField(label=label, widget=date_input(), **kwargs)


def datetime_field(label: str, **kwargs) -> forms.DateTimeField:
    return forms.DateTimeField(label=label, widget=datetime_input(), **kwargs)


def text_area(label: str, rows: int = 3, max_length: int = 5000, **kwargs) -> forms.CharField:
    """A textarea of ``max_length`` characters; FreeTextLimits states it beside the box."""
    return forms.CharField(
        label=label,
        max_length=max_length,
        widget=forms.Textarea(attrs={"rows": rows}),
        **kwargs,
    )
