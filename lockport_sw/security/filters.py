import django_filters
from django import forms
from django.core.validators import RegexValidator
from django.db.models import Q

from .models import Kind, SecurityEvent


class SecurityEventFilter(django_filters.FilterSet):
    kind = django_filters.ChoiceFilter(choices=Kind.choices, label="Event", empty_label="Any event")
    who = django_filters.CharFilter(method="filter_who", label="Account (email or name)")
    # The whole address or its beginning ("198.51.100.", "2001:db8:"); anything else is
    # refused beside the box, never sent to PostgreSQL's inet type (issue 45, item 6c).
    ip = django_filters.CharFilter(
        method="filter_ip",
        label="IP address (or its beginning)",
        max_length=45,
        validators=[
            RegexValidator(
                r"^\s*[0-9A-Fa-f.:]{1,45}\s*$",
                "Give the whole address or its beginning, like 198.51.100. or 2001:db8:.",
            )
        ],
    )
    since = django_filters.DateFilter(
        field_name="at",
        lookup_expr="date__gte",
        label="From",
        widget=forms.DateInput(attrs={"type": "date"}),
    )
    until = django_filters.DateFilter(
        field_name="at",
        lookup_expr="date__lte",
        label="To",
        widget=forms.DateInput(attrs={"type": "date"}),
    )

    class Meta:
        model = SecurityEvent
        fields = ["kind", "who", "ip", "since", "until"]

    def filter_who(self, queryset, name, value):
        value = value.strip()
        if not value:
            return queryset
        return queryset.filter(
            Q(email__icontains=value)
            | Q(user__full_name__icontains=value)
            | Q(actor__email__icontains=value)
        )

    def filter_ip(self, queryset, name, value):
        value = value.strip()
        if not value:
            return queryset
        return queryset.filter(ip__startswith=value)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.form.fields.values():
            css = "form-select" if isinstance(field.widget, forms.Select) else "form-control"
            field.widget.attrs.setdefault("class", css)
