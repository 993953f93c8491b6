"""The filters every resource shares (lockport_sw/api/filters.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import django_filters
import pytest

from lockport_sw.api.filters import MOMENT_HELP, Moment, moment_bounds
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.registry.models import Property
from tests.factories import PropertyFactory


class UpdatedFilter(django_filters.FilterSet):
    updated_after, updated_before = moment_bounds("updated_at", help_text="When it changed.")


def test_moment_bounds_makes_both_bounds_of_the_field():
    after, before = moment_bounds("issued_at")
    assert all(isinstance(bound, Moment) for bound in (after, before))
    assert (after.field_name, after.lookup_expr) == ("issued_at", "gte")
    assert (before.field_name, before.lookup_expr) == ("issued_at", "lt")
    assert after.extra["help_text"] == before.extra["help_text"] == MOMENT_HELP
    assert list(UpdatedFilter.base_filters) == ["updated_after", "updated_before"]
    assert {f.extra["help_text"] for f in UpdatedFilter.base_filters.values()} == {
        "When it changed."
    }


def test_a_date_is_the_start_of_the_towns_day_for_both_bounds():
    after, before = moment_bounds("issued_at")
    midnight = datetime(2026, 12, 7, tzinfo=TOWN_TZ)
    assert after.field.clean("2026-12-07") == midnight
    assert before.field.clean("2026-12-07") == midnight
    assert before.field.clean("2026-12-07T09:00:00-05:00") == datetime(2026, 12, 7, 14, tzinfo=UTC)


@pytest.mark.django_db
def test_the_bounds_filter_on_or_after_and_before_the_towns_midnight():
    # 4:59 and 5:00 UTC on December 7 are 11:59 PM on the 6th and midnight in Lockport.
    late, midnight = PropertyFactory(), PropertyFactory()
    Property.objects.filter(pk=late.pk).update(updated_at=datetime(2026, 12, 7, 4, 59, tzinfo=UTC))
    Property.objects.filter(pk=midnight.pk).update(updated_at=datetime(2026, 12, 7, 5, tzinfo=UTC))

    def pks(query: dict) -> list[int]:
        filters = UpdatedFilter(query, queryset=Property.objects.order_by("pk"))
        assert filters.is_valid(), filters.errors
        return list(filters.qs.values_list("pk", flat=True))

    assert pks({"updated_after": "2026-12-07"}) == [midnight.pk]
    assert pks({"updated_before": "2026-12-07"}) == [late.pk]
    assert pks({"updated_after": "2026-12-06", "updated_before": "2026-12-08"}) == [
        late.pk,
        midnight.pk,
    ]
    refused = UpdatedFilter({"updated_after": "yesterday"}, queryset=Property.objects.all())
    assert not refused.is_valid()
