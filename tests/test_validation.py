"""Validation everywhere it is promised (issue 8, item 8): telephone numbers checked with
the phonenumbers library (US by default); the postal address letters are mailed to
(street, city, state, ZIP), asked with the first project and on "Your mailing address";
a New York license number is six digits (§ 159-4A(2), § 159-5B(4)); free text has a
limit shown beside the field, and an 84,000-character answer is refused with a message."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from lockport_sw.registry.models import Party
from lockport_sw.registry.validation import format_phone, validate_phone
from swppp.models import ChecklistItem, ItemAnswer
from swppp.services import review
from tests.money.factories import engineer_approved
from tests.swppp.factories import draft_of, make_project, submitted
from tests.swppp.test_views_applicant import draft_post, signed_in

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("number", ["(716) 439-9520", "716-439-9520", "+1 716 439 9520"])
def test_a_us_telephone_number_is_accepted(number):
    validate_phone(number)
    assert format_phone(number) == "(716) 439-9520"


@pytest.mark.parametrize("number", ["439-9520", "123", "call me", "(716) 439-952"])
def test_a_telephone_number_that_cannot_be_dialled_is_refused(number):
    with pytest.raises(ValidationError, match="Enter a telephone number with its area code"):
        validate_phone(number)


def test_the_signup_form_refuses_a_bad_telephone_number(client):
    response = client.post(
        reverse("account_signup"),
        {
            "full_name": "Dana Developer",
            "email": "dana@example.org",
            "phone": "555-01",
            "password1": "a-long-enough-passphrase",
            "password2": "a-long-enough-passphrase",
        },
    )
    assert response.status_code == 200
    assert "Enter a telephone number with its area code" in response.content.decode()


def test_the_first_project_asks_for_a_valid_mailing_address(applicant):
    from tests.swppp.test_views_applicant import project_post

    response = signed_in(applicant).post(
        reverse("swppp:project_create"),
        project_post(mailing_state="ZZ", mailing_postal_code="1409", mailing_city=""),
    )

    page = response.content.decode()
    assert response.status_code == 200
    assert "Enter the two-letter postal code of a US state" in page
    assert "Enter a ZIP code like 14094" in page
    assert "Enter the city or town." in page
    assert not Party.objects.filter(user=applicant).exists()


def test_your_mailing_address_page_saves_a_valid_address(applicant):
    client = signed_in(applicant)
    url = reverse("registry:my_address")
    assert "No complete address is on file" in client.get(url).content.decode()

    bad = client.post(url, {"mailing_street": "1 Main St", "mailing_city": "Lockport"})
    assert "Enter the ZIP code." in bad.content.decode()

    client.post(
        url,
        {
            "mailing_street": "1 Main St",
            "mailing_city": "Lockport",
            "mailing_state": "ny",
            "mailing_postal_code": "14094",
        },
    )
    party = Party.objects.get(user=applicant)
    assert party.mailing_address == "1 Main St, Lockport, NY 14094"
    assert party.has_postal_address


def test_159_4A_2_the_outside_engineer_is_named_with_a_six_digit_license_number(smo, applicant):
    submission = submitted(applicant)
    with pytest.raises(ValidationError) as refused:
        review.review_options_save(
            acting_user=smo,
            submission=submission,
            outside_engineer="Dana Reyes, PE",
            accepted_professional_certification=False,
        )
    assert "six-digit" in refused.value.message_dict["outside_engineer"][0]

    engineer_approved(submission.project, engineer="Dana Reyes, PE, license no. 081234")
    review.review_options_save(
        acting_user=smo,
        submission=submission,
        outside_engineer="Dana Reyes, PE, license no. 081234",
        accepted_professional_certification=False,
    )


def test_an_84000_character_answer_is_refused_with_a_message_and_not_saved(applicant):
    project = make_project(applicant)
    draft = draft_of(project)
    item = ChecklistItem.objects.get(code="159-5B(1)(a)")
    url = reverse("swppp:submission_edit", args=[project.pk, 1])
    client = signed_in(applicant)

    page = client.get(url).content.decode()
    assert "Up to 10,000 characters." in page  # shown beside the field

    response = client.post(url, draft_post(draft, **{f"answer-{item.pk}-text": "x" * 84_000}))

    assert response.status_code == 200
    assert "Keep this to 10,000 characters: it has 84,000." in response.content.decode()
    assert not ItemAnswer.objects.filter(submission=draft, item=item).exclude(text="").exists()
