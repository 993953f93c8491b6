"""Issue 46, item 7: Chapter 159 took effect when L.L. No. 8-2016 was filed with the New
York Secretary of State (Municipal Home Rule Law § 27), not on its adoption (12-7-2016).
The effective date is data with its source (swppp/enactment.py), and § 159-3B(5), the one
rule that depends on it, reads it from there."""

from __future__ import annotations

from datetime import date

import pytest
from django.core.exceptions import ImproperlyConfigured, ValidationError

from swppp.enactment import ADOPTED_ON, chapter_159_effective
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db

CLAIM = {
    "exemption": "3B5",
    "exemption_explanation": "Permitted in December 2016.",
    "building_permit_number": "BP-2016-0120",
}
FILED = {
    "CHAPTER_159_FILED_ON": "2016-12-28",
    "CHAPTER_159_FILING_SOURCE": "NYS Department of State filing receipt, L.L. No. 8-2016",
}


def test_159_3B5_the_effective_date_is_the_filing_with_the_secretary_of_state_with_its_source(
    applicant, settings
):
    for name, value in FILED.items():
        setattr(settings, name, value)
    effective = chapter_159_effective()
    assert effective.on == date(2016, 12, 28) and effective.filed
    assert effective.basis == (
        "L.L. No. 8-2016 was filed with the New York Secretary of State on December 28, 2016 "
        "(NYS Department of State filing receipt, L.L. No. 8-2016; Municipal Home Rule Law "
        "§ 27)."
    )
    # A permit approved after the adoption but before the filing exempts the activity.
    project = make_project(applicant, **CLAIM, building_permit_approved_on=date(2016, 12, 20))
    assert project.building_permit_approved_on == date(2016, 12, 20)
    with pytest.raises(ValidationError, match="on or before December 28, 2016") as refused:
        make_project(applicant, **CLAIM, building_permit_approved_on=date(2016, 12, 29))
    said = refused.value.message_dict["building_permit_approved_on"][0]
    assert "filed with the New York Secretary of State on December 28, 2016" in said
    assert "NYS Department of State filing receipt" in said


def test_159_3B5_without_the_filing_recorded_the_adoption_date_applies_and_says_so(
    applicant, settings
):
    settings.CHAPTER_159_FILED_ON = ""
    settings.CHAPTER_159_FILING_SOURCE = ""
    effective = chapter_159_effective()
    assert effective.on == ADOPTED_ON == date(2016, 12, 7) and not effective.filed
    with pytest.raises(ValidationError, match="on or before December 7, 2016") as refused:
        make_project(applicant, **CLAIM, building_permit_approved_on=date(2016, 12, 20))
    said = refused.value.message_dict["building_permit_approved_on"][0]
    assert "the day the Town Board adopted L.L. No. 8-2016" in said
    assert "is not recorded" in said


@pytest.mark.parametrize(
    ("filed_on", "source", "match"),
    [
        ("2016-12-28", "", "Set both"),
        ("", "A receipt", "Set both"),
        ("28/12/2016", "A receipt", "YYYY-MM-DD"),
        ("2016-11-30", "A receipt", "before L.L. No. 8-2016 was adopted"),
    ],
)
def test_159_3B5_a_filing_date_without_its_source_or_before_the_adoption_is_refused(
    settings, filed_on, source, match
):
    settings.CHAPTER_159_FILED_ON = filed_on
    settings.CHAPTER_159_FILING_SOURCE = source
    with pytest.raises(ImproperlyConfigured, match=match):
        chapter_159_effective()
