"""Applicability of Chapter 159, computed and explained (issue 4, item 2)."""

from decimal import Decimal as D

import pytest

from swppp import applicability as a


@pytest.mark.parametrize(
    ("disturbed", "common", "plan", "applies"),
    [
        (D("1.00"), False, None, True),
        (D("0.99"), False, None, False),
        (D("0.50"), True, D("3.00"), True),
        (D("0.50"), True, D("0.90"), False),
    ],
)
def test_159_2_land_development_activity_one_acre_or_a_larger_common_plan(
    disturbed, common, plan, applies
):
    finding = a.land_development_activity(disturbed, common, plan)
    assert finding.applies is applies
    assert finding.citation == "§ 159-2"
    assert str(disturbed) in finding.reason


def test_159_5b2a_condition_a_pollutant_of_concern_to_a_303d_water_or_tmdl_watershed():
    assert a.condition_a(True).applies
    assert not a.condition_a(False).applies


@pytest.mark.parametrize(("acres", "applies"), [(D("5.00"), True), (D("4.99"), False)])
def test_159_5b2b_condition_b_five_or_more_acres(acres, applies):
    assert a.condition_b(acres).applies is applies


@pytest.mark.parametrize(
    ("acres", "single_family", "agricultural", "applies"),
    [
        (D("1.00"), False, False, True),
        (D("4.99"), False, False, True),
        (D("5.00"), False, False, False),
        (D("0.99"), False, False, False),
        (D("2.00"), True, False, False),
        (D("2.00"), False, True, False),
    ],
)
def test_159_5b2c_condition_c_one_to_five_acres_except_houses_and_farms(
    acres, single_family, agricultural, applies
):
    assert a.condition_c(acres, single_family, agricultural).applies is applies


@pytest.mark.parametrize(("acres", "needed"), [(D("5.00"), False), (D("5.01"), True)])
def test_159_5b1d_more_than_five_acres_at_once_needs_a_phasing_justification(acres, needed):
    assert a.phasing(acres).applies is needed


@pytest.mark.parametrize(
    ("approval", "path"),
    [
        ("none", "4C"),
        ("building_inspector", "4B"),
        ("planning_board", "4B"),
        ("town_board", "4B"),
    ],
)
def test_159_4b_and_4c_the_review_path_follows_the_town_body_reviewing_the_activity(approval, path):
    assert a.review_path(approval)[0] == path


def test_159_3b_a_claimed_exemption_is_the_smos_next_step():
    from swppp.status import next_step

    assert "§ 159-3B" in next_step("draft", exemption_status="claimed")
    assert next_step("draft", exemption_status="confirmed").startswith("None")
    assert "§ 159-5A" in next_step("draft", exemption_status="rejected")
