"""§ 159-3A: "This chapter shall be applicable to all land development activities within
the Town." A project's site named by an address elsewhere is refused with the reason
(issue 24, item 6)."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from lockport_sw.registry.models import Property
from lockport_sw.registry.validation import town_site_refusal
from swppp.models import Project
from tests.swppp.factories import make_project

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "address",
    [
        "1 Main Street, Buffalo, NY 14202",
        "1 Main Street, Buffalo",
        "40 Pine Street, Lockport, NY 14202",  # another ZIP code
        "12 Elm Street, Lockport, PA",
    ],
)
def test_159_3A_an_address_outside_the_town_is_refused(applicant, address):
    with pytest.raises(ValidationError) as exc:
        make_project(applicant, street_address=address, sbl="")
    message = exc.value.message_dict["street_address"][0]
    assert "is not in the Town of Lockport" in message and "(§ 159-3A)" in message
    assert not Project.objects.exists() and not Property.objects.exists()


@pytest.mark.parametrize(
    "address",
    ["6305 Snyder Drive", "6305 Snyder Drive, Lockport, NY 14094", "10150 Transit Road"],
)
def test_159_3A_an_address_in_the_town_is_accepted(address):
    assert town_site_refusal(address) == ""


def test_159_3A_the_project_form_says_why_beside_the_address(client, applicant):
    from django.urls import reverse

    from tests.swppp.factories import CONDITION_C, MAILING

    client.force_login(applicant)
    page = client.post(
        reverse("swppp:project_create"),
        {**CONDITION_C, **MAILING, "street_address": "1 Main Street, Buffalo, NY 14202"},
    )
    assert page.status_code == 200
    assert "Buffalo, NY 14202 is not in the Town of Lockport" in page.content.decode()
    assert not Project.objects.exists()
