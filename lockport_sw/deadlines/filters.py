import django_filters
from django.utils import timezone

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import TOWN_ROLES

from . import catalogue
from .models import Deadline

STATUS_CHOICES = [
    ("unresolved", "Open, paused or missed"),
    ("overdue", "Overdue"),
    *Deadline.Status.choices,
    ("all", "All"),
]


def _town_users():
    return (
        User.objects.filter(groups__name__in=TOWN_ROLES, is_active=True)
        .distinct()
        .order_by("full_name")
    )


class ClockBoardFilter(django_filters.FilterSet):
    rule = django_filters.ChoiceFilter(
        field_name="rule_code", choices=catalogue.RULE_CHOICES, label="Rule", empty_label="Any rule"
    )
    section = django_filters.ChoiceFilter(
        choices=catalogue.section_choices(),
        method="filter_section",
        label="Section",
        empty_label="Any section",
    )
    assignee = django_filters.ModelChoiceFilter(
        field_name="responsible_user",
        queryset=_town_users(),
        label="Assignee",
        empty_label="Anyone",
    )
    status = django_filters.ChoiceFilter(
        choices=STATUS_CHOICES,
        method="filter_status",
        label="Status",
        empty_label=None,
        null_label=None,
    )

    class Meta:
        model = Deadline
        fields = ["rule", "section", "assignee", "status"]

    def __init__(self, data=None, *args, **kwargs):
        data = data.copy() if data is not None else {}
        data.setdefault("status", "unresolved")
        super().__init__(data, *args, **kwargs)
        self.filters["assignee"].queryset = _town_users()
        for field in self.form.fields.values():
            field.widget.attrs.setdefault("class", "form-select")

    def filter_section(self, queryset, name, value):
        codes = [rule.code for rule in catalogue.RULES if value in rule.sections]
        return queryset.filter(rule_code__in=codes)

    def filter_status(self, queryset, name, value):
        if value == "all":
            return queryset
        if value == "unresolved":
            return queryset.filter(status__in=Deadline.UNRESOLVED)
        if value == "overdue":
            return queryset.filter(
                status__in=[Deadline.Status.OPEN, Deadline.Status.MISSED],
                due_at__lt=timezone.now(),
            ).exclude(rule_code__in=catalogue.MINIMUM_CODES)  # row 22: never overdue
        return queryset.filter(status=value)
