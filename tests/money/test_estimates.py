"""§ 159-8B(1): the performance guarantee's amount "determined by the Town based on
submission of final design plans, with reference to actual construction and landscaping
costs": the applicant's cost estimate, line by line, accepted by the SMO."""

from __future__ import annotations

from decimal import Decimal

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from money.models import CostEstimate, Purpose
from money.services import estimates, guarantees
from money.services.estimates import EstimateLine
from tests.enforcement.factories import local
from tests.inspections.factories import approved_project

pytestmark = pytest.mark.django_db

D = Decimal
LINES = [
    EstimateLine("Wet pond excavation", D("1250"), "CY", D("18.40")),
    EstimateLine("Grass swale", D("420.5"), "LF", D("12.333")),
    EstimateLine("Landscaping", D("1"), "LS", D("6500")),
]
# 23,000.00 + 5,184.77 (420.5 x 12.33, the unit cost kept to the cent) + 6,500.00
TOTAL = D("34684.77")


@pytest.fixture
def project(smo, applicant):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        return approved_project(smo, applicant)


def test_159_8b_1_the_accepted_estimates_total_is_the_performance_guarantees_amount(
    project, smo, applicant
):
    estimate = estimates.estimate_submit(acting_user=applicant, project=project, lines=LINES)
    assert estimate.total == TOTAL
    assert [line.amount for line in estimate.lines.all()] == [
        D("23000.00"),
        D("5184.77"),
        D("6500.00"),
    ]
    assert estimates.accepted_estimate(project) is None
    estimates.estimate_accept(acting_user=smo, estimate=estimate)
    requirement = guarantees.requirement_set(
        acting_user=smo, project=project, purpose=Purpose.PERFORMANCE, amount=None, basis=""
    )
    assert requirement.amount == TOTAL
    assert "cost estimate" in requirement.basis
    with pytest.raises(ValidationError, match=r"\$34,684.77"):
        guarantees.requirement_set(
            acting_user=smo,
            project=project,
            purpose=Purpose.PERFORMANCE,
            amount=D("30000"),
            basis="A round figure.",
        )


def test_159_8b_1_without_an_accepted_estimate_the_smo_types_the_amount(project, smo, applicant):
    estimates.estimate_submit(acting_user=applicant, project=project, lines=LINES)  # not accepted
    requirement = guarantees.requirement_set(
        acting_user=smo,
        project=project,
        purpose=Purpose.PERFORMANCE,
        amount=D("48000"),
        basis="Engineer's opinion of cost, sheet C-7.",
    )
    assert requirement.amount == D("48000.00")


def test_159_8b_1_estimate_lines_refused_with_each_reason_and_only_the_applicant_submits(
    project, smo, applicant
):
    bad = [EstimateLine("", D("0"), "", D("-1")), EstimateLine("Riprap", 2.5, "TON", D("80"))]
    with pytest.raises(ValidationError) as refused:
        estimates.estimate_submit(acting_user=applicant, project=project, lines=bad)
    said = " ".join(refused.value.messages)
    assert "Line 1: describe the item." in said
    assert "Line 1: give a quantity more than 0." in said
    assert "Line 1: give the unit" in said
    assert "Line 1: give the unit cost" in said
    assert "Line 2: give a quantity" in said  # a float is never money
    with pytest.raises(PermissionDenied, match="Only the project's applicant"):
        estimates.estimate_submit(acting_user=smo, project=project, lines=LINES)
    estimate = estimates.estimate_submit(acting_user=applicant, project=project, lines=LINES)
    with pytest.raises(PermissionDenied, match="Only the SMO accepts"):
        estimates.estimate_accept(acting_user=applicant, estimate=estimate)
    assert CostEstimate.objects.get().state == CostEstimate.State.SUBMITTED
