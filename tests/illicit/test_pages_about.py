"""Each Chapter 158 page says what it is about (issue 22, item 6): the merge list names
each open case by its address, kind and state, and leaves out closed cases; "Close
without a violation" goes once a violation is handed to enforcement; the order's party
is the case's operator or owner unless changed."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from illicit.models import Case
from illicit.services import cases
from tests.illicit.world import case, confirmed, report

pytestmark = pytest.mark.django_db


def act(case_obj, step):
    return reverse("illicit:case_act", args=[case_obj.reference, step])


def _merge_choices(response) -> dict[str, str]:
    """The merge list's options: case reference -> the words shown."""
    field = response.context["merge_form"].fields["case"]
    return {
        field.queryset.get(pk=value.value).reference: label
        for value, label in field.choices
        if value
    }


def test_the_merge_list_names_each_open_case_by_address_kind_and_state_without_closed_ones(
    client, smo
):
    reported = case(smo)
    source = confirmed(smo, kind=Case.Kind.CONNECTION)
    closed = case(smo)
    cases.case_close(acting_user=smo, case=closed, reason="no_discharge", note="Dry pipe at 9 am.")
    new, _ = report()
    client.force_login(smo)
    response = client.get(new.get_absolute_url())
    choices = _merge_choices(response)
    assert choices == {
        reported.reference: f"Case {reported.reference} · 12 Mill Road · "
        "Illicit discharge (§ 158-4A) · Reported",
        source.reference: f"Case {source.reference} · 12 Mill Road · "
        "Illicit connection (§ 158-4B) · Source confirmed",
    }
    assert closed.reference not in choices
    html = response.content.decode()
    assert f"Case {source.reference} · 12 Mill Road · Illicit connection" in html


def test_the_merge_list_reads_every_case_in_one_query(client, smo, django_assert_num_queries):
    """Naming each case's address does not cost a query per case (select_related)."""
    new, _ = report()
    case(smo)
    client.force_login(smo)
    client.get(new.get_absolute_url())  # the user's roles and permissions, kept (core/floor.py)
    with CaptureQueriesContext(connection) as one:
        client.get(new.get_absolute_url())
    for _ in range(4):
        case(smo)
    with django_assert_num_queries(len(one)):
        client.get(new.get_absolute_url())


def test_158_11_close_without_a_violation_goes_once_a_violation_is_handed_to_enforcement(
    client, smo
):
    made = confirmed(smo)
    client.force_login(smo)
    assert "Close without a violation" in client.get(made.get_absolute_url()).content.decode()
    violation = cases.case_violation_record(
        acting_user=smo,
        case=made,
        party=made.operator,
        description="Wash water to the ditch",
        started_on=timezone.localdate(),
    )
    page = client.get(made.get_absolute_url()).content.decode()
    assert "Close without a violation" not in page and violation.reference in page
    with pytest.raises(ValidationError, match="cannot close without a violation: violation V-"):
        cases.case_close(acting_user=smo, case=made, reason="no_discharge", note="Gone.")
    refused = client.post(act(made, "close"), {"reason": "no_discharge", "note": "Gone."})
    assert "cannot close without a violation" in refused.content.decode()
    made.refresh_from_db()
    assert made.state == Case.State.CONFIRMED


def test_the_orders_party_is_the_operator_or_else_the_owner(client, smo):
    operated = case(smo)
    owned = case(smo, operator=None)
    client.force_login(smo)
    form = client.get(act(operated, "order")).context["form"]
    assert form["party"].value() == operated.operator.pk
    assert form["party"].value() != operated.owner.pk
    form = client.get(act(owned, "order")).context["form"]
    assert form["party"].value() == owned.owner.pk
    html = client.get(act(owned, "order")).content.decode()
    assert f'<option value="{owned.owner.pk}" selected>' in html
