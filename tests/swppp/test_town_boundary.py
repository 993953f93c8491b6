"""§ 159-3A: "This chapter shall be applicable to all land development activities within
the Town." A project's site named by an address elsewhere is refused with the reason; the
site is a parcel of the Town's registry or an address the SMO confirms, before any version
is accepted; the applicant asks for a correction and the SMO corrects it or declines, with
history (issue 24, item 6)."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from lockport_sw.notifications.models import Notification
from lockport_sw.registry.models import Property
from lockport_sw.registry.validation import town_site_refusal
from swppp.models import Outcome, Project, ReviewingBody, SiteBasis, SiteCorrection
from swppp.services import review, site
from tests.swppp.factories import board_act, make_project, review_all, submitted

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


# --- A parcel of the Town's registry, or an address the SMO confirms (issue 24, item 6) ---
def test_159_3A_a_parcel_of_the_towns_registry_is_in_the_town(applicant):
    project = make_project(applicant)  # its SBL is on the Town's registry (the roll)

    assert project.site_basis == SiteBasis.REGISTRY and project.site_confirmed


def test_159_3A_an_address_the_registry_does_not_hold_waits_for_the_smo(applicant, smo):
    project = make_project(applicant, in_registry=False)
    assert project.site_basis == "" and not project.site_confirmed
    # Another project naming the same unconfirmed property does not make it the Town's.
    again = make_project(
        applicant,
        in_registry=False,
        street_address=project.parcel.street_address,
        sbl=project.parcel.sbl,
    )
    assert again.parcel == project.parcel and again.site_basis == ""


@pytest.mark.parametrize("outcome", [Outcome.APPROVE, Outcome.APPROVE_WITH_MODIFICATIONS])
def test_159_3A_no_swppp_is_accepted_until_the_smo_confirms_the_site(applicant, smo, outcome):
    submission = submitted(applicant, in_registry=False)
    review_all(smo, submission)

    with pytest.raises(ValidationError) as refused:
        review.smo_decide(
            acting_user=smo, submission=submission, outcome=outcome, reasons="Add a swale."
        )
    assert "not yet confirmed to be in the Town" in refused.value.message_dict["outcome"][0]
    assert "(§ 159-3A)" in refused.value.message_dict["outcome"][0]

    project = site.site_confirm(acting_user=smo, project=submission.project)
    assert project.site_basis == SiteBasis.CONFIRMED
    assert project.site_confirmed_by == smo and project.site_confirmed_at is not None
    assert project.history.first().history_change_reason == "Site confirmed in the Town (§ 159-3A)."
    decided_ = review.smo_decide(
        acting_user=smo, submission=submission, outcome=outcome, reasons="Add a swale."
    )
    assert decided_.state in ("approved", "approved_with_modifications")


def test_159_3A_a_disapproval_needs_no_confirmed_site(applicant, smo):
    submission = submitted(applicant, in_registry=False)
    review_all(smo, submission, {"159-5B(1)(c)": "No soils."})

    decided_ = review.smo_decide(
        acting_user=smo, submission=submission, outcome=Outcome.DISAPPROVE, reasons="No soils."
    )
    assert decided_.state == "disapproved"


def test_159_3A_the_one_pass_refusal_names_the_site_with_everything_else(applicant, smo):
    submission = submitted(applicant, in_registry=False)

    with pytest.raises(ValidationError) as refused:
        review.review_act(
            acting_user=smo,
            submission=submission,
            findings={},
            outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
            reasons="",
        )
    said = " ".join(refused.value.messages)
    assert "not yet confirmed to be in the Town" in said
    assert "reasons" in said.lower()  # the reasons in writing, in the same refusal


def test_159_3A_the_body_approves_no_swppp_on_an_unconfirmed_site(applicant, smo, planning_member):
    ReviewingBody.objects.get(kind="planning_board").members.add(planning_member)
    submission = submitted(applicant, in_registry=False, town_approval="planning_board")
    review_all(smo, submission, {"159-5B(1)(c)": "No soils."})
    with pytest.raises(ValidationError, match="not yet confirmed to be in the Town"):
        # nor does the SMO recommend accepting it
        review.smo_recommend(
            acting_user=smo,
            submission=submission,
            outcome=Outcome.APPROVE_WITH_MODIFICATIONS,
            reasons="Soils.",
        )
    sent = review.smo_recommend(
        acting_user=smo, submission=submission, outcome=Outcome.DISAPPROVE, reasons="No soils."
    )

    with pytest.raises(ValidationError) as refused:
        review.body_act_check(
            acting_user=planning_member,
            submission=sent,
            act=board_act(outcome=Outcome.APPROVE, complies=True),
        )
    message = refused.value.message_dict["outcome"][0]
    assert "(§ 159-3A)" in message and "The Stormwater Management Officer confirms" in message


def test_159_3A_the_smos_queue_shows_the_sites_to_confirm(client, applicant, smo):
    waiting = make_project(applicant, in_registry=False)
    known = make_project(applicant)
    client.force_login(smo)

    home = client.get(reverse("home")).content.decode()
    assert "Sites to confirm in the Town" in home
    assert waiting.reference in home and known.reference not in home

    page = client.post(reverse("swppp:site_confirm", args=[waiting.pk]))
    assert page.status_code == 302  # Back does not post it again
    assert waiting.reference not in client.get(reverse("home")).content.decode()
    shown = client.get(waiting.get_absolute_url()).content.decode()
    assert "Yes: confirmed by Sam Officer on" in shown


def test_159_3A_the_applicant_asks_for_a_correction_and_the_smo_corrects_it(client, applicant, smo):
    project = make_project(applicant, in_registry=False)
    client.force_login(applicant)
    url = reverse("swppp:site_correction_request", args=[project.pk])

    refused = client.post(url, {"street_address": "1 Main Street, Buffalo, NY 14202", "sbl": ""})
    body = refused.content.decode()
    assert refused.status_code == 200
    assert "is not in the Town of Lockport" in body
    assert "Reason: This field is required." in body  # both at once, in one summary
    assert 'value="1 Main Street, Buffalo, NY 14202"' in body  # what was typed is kept
    assert not SiteCorrection.objects.exists()

    asked = client.post(
        url, {"street_address": "6400 Robinson Road", "sbl": "", "reason": "Wrong street."}
    )
    assert asked.status_code == 302
    request = SiteCorrection.objects.get()
    assert Notification.objects.filter(
        event_key=f"swppp:site-correction:{request.pk}:asked", recipient=smo
    ).exists()
    # One request waits at a time.
    with pytest.raises(ValidationError, match="already waiting"):
        site.site_correction_request(
            acting_user=applicant, project=project, street_address="1 Elm St", reason="Again."
        )

    client.force_login(smo)
    corrected = client.post(
        reverse("swppp:site_correct", args=[project.pk]),
        {"street_address": "6400 Robinson Road", "sbl": "", "reason": "As the applicant says."},
    )
    assert corrected.status_code == 302
    project.refresh_from_db()
    request.refresh_from_db()
    assert project.parcel.street_address == "6400 Robinson Road"
    assert project.site_basis == SiteBasis.CONFIRMED and project.site_confirmed_by == smo
    assert request.state == SiteCorrection.State.CORRECTED and request.decided_by == smo
    before, after = project.history.all()[:2][::-1]
    assert before.parcel_id != after.parcel_id  # the history keeps both
    told = Notification.objects.get(recipient=applicant, subject__contains="was corrected")
    assert "6400 Robinson Road" in told.body and "As the applicant says." in told.body


def test_159_3A_the_smo_declines_a_correction_with_a_reason_and_the_applicant_is_told(
    client, applicant, smo
):
    project = make_project(applicant)
    request = site.site_correction_request(
        acting_user=applicant,
        project=project,
        street_address="6400 Robinson Road",
        reason="Wrong street.",
    )
    client.force_login(smo)
    url = reverse("swppp:site_correct", args=[project.pk])

    refused = client.post(url, {"decline": "1", "decline-reason": ""})
    assert refused.status_code == 200
    declined = client.post(url, {"decline": "1", "decline-reason": "The deed names Snyder."})

    assert declined.status_code == 302
    request.refresh_from_db()
    assert request.state == SiteCorrection.State.DECLINED
    project.refresh_from_db()
    assert project.parcel.street_address != "6400 Robinson Road"
    told = Notification.objects.get(recipient=applicant, subject__contains="not corrected")
    assert "The deed names Snyder." in told.body


# --- Issue 46, item 8: whatever the punctuation; a foreign ZIP; the City's streets; the SMO
# refuses a site or closes the project -----------------------------------------------------
@pytest.mark.parametrize(
    ("address", "says"),
    [
        ("1 Main Street Buffalo NY 14202", "Buffalo, NY 14202 is not in the Town"),
        ("1 Main Street Buffalo", "Buffalo is not in the Town"),
        ("6305 Snyder Drive 14120", "ZIP code 14120 is not in the Town of Lockport"),
        ("6305 Snyder Drive Lockport NY 14120", "ZIP code 14120 is not in the Town of Lockport"),
        ("6305 Snyder Drive, 14120", "ZIP code 14120 is not in the Town of Lockport"),
        ("12 Church Street", "Church Street is a street of the City of Lockport"),
        ("12 Church St., Lockport, NY 14094", "Church Street is a street of the City of Lockport"),
        ("12 church st lockport ny 14094", "Church Street is a street of the City of Lockport"),
    ],
)
def test_159_3A_a_site_outside_the_town_is_refused_whatever_the_punctuation(address, says):
    refusals = town_site_refusal(address)
    assert says in refusals and "(§ 159-3A)" in refusals


@pytest.mark.parametrize(
    "address",
    [
        "6305 Snyder Dr",
        "6305 Snyder Drive Lockport NY 14094",
        "6305 Snyder Drive Town of Lockport",
        "4410 Transit Road, Suite 2",
        "5 Mill Ct",  # "Ct" is a court here, not Connecticut
        "1 Quarry Road, Lockport, NY 14094",
    ],
)
def test_159_3A_a_site_in_the_town_passes_whatever_the_punctuation(address):
    assert town_site_refusal(address) == ""


def test_159_3A_a_foreign_zip_in_the_zip_field_is_refused_beside_it(client, applicant):
    from tests.swppp.factories import CONDITION_C, MAILING

    client.force_login(applicant)
    page = client.post(
        reverse("swppp:project_create"),
        {**CONDITION_C, **MAILING, "street_address": "6305 Snyder Drive", "postal_code": "14120"},
    )
    assert page.status_code == 200
    form = page.context["form"]
    assert "ZIP code 14120 is not in the Town of Lockport" in " ".join(
        form.errors.get("postal_code", [])
    )
    assert not Project.objects.exists()


def test_159_3A_a_zip_of_a_town_street_is_the_towns():
    from lockport_sw.registry.models import Street

    assert "ZIP code 14132" in town_site_refusal("6305 Snyder Drive 14132")
    Street.objects.filter(name="Snyder Drive").update(postal_code="14132")
    assert town_site_refusal("6305 Snyder Drive 14132") == ""


def test_159_3A_the_smo_refuses_a_site_with_a_reason_the_applicant_is_told(client, applicant, smo):
    from swppp.selectors import sites_to_confirm

    project = make_project(applicant, in_registry=False)
    assert project in sites_to_confirm()
    client.force_login(smo)
    url = reverse("swppp:site_refuse", args=[project.pk])
    assert "Refuse the site" in client.get(project.get_absolute_url()).content.decode()

    refused = client.post(url, {"reason": ""})
    assert refused.status_code == 200 and "reason" in refused.context["form"].errors
    project.refresh_from_db()
    assert project.site_basis == ""

    done = client.post(url, {"reason": "The parcel is in the City of Lockport (tax map 1.2)."})
    assert done.status_code == 302
    project.refresh_from_db()
    assert project.site_basis == SiteBasis.REFUSED and not project.site_confirmed
    assert project not in sites_to_confirm()  # it leaves "Sites to confirm"
    told = Notification.objects.get(recipient=applicant, subject__contains="not in the Town")
    assert "in the City of Lockport (tax map 1.2)" in told.body
    shown = client.get(project.get_absolute_url()).content.decode()
    assert "No: refused" in shown and "Close the project" in shown
    # No version is accepted on a refused site.
    with pytest.raises(ValidationError, match="already refused"):
        site.site_refuse(acting_user=smo, project=project, reason="Again.")


def test_159_3A_the_smo_refuses_no_site_in_the_town(applicant, smo):
    project = make_project(applicant)  # a parcel of the Town's registry
    with pytest.raises(ValidationError, match="correct the property instead"):
        site.site_refuse(acting_user=smo, project=project, reason="Elsewhere.")


def test_159_3A_the_smo_closes_a_project_after_a_confirmation(client, applicant, smo):
    from swppp.selectors import sites_to_confirm

    project = make_project(applicant, in_registry=False)
    asked = site.site_correction_request(
        acting_user=applicant, project=project, street_address="12 Mill Road", reason="Typo."
    )
    client.force_login(smo)
    url = reverse("swppp:project_close", args=[project.pk])
    question = client.get(url).content.decode()
    assert "for good?" in question and "cannot be undone" in question

    unconfirmed = client.post(url, {"reason": "Not in the Town."})  # the box not ticked
    assert unconfirmed.status_code == 200 and "confirmed" in unconfirmed.context["form"].errors
    assert "Not in the Town." in unconfirmed.content.decode()  # kept
    project.refresh_from_db()
    assert project.closed_at is None

    done = client.post(url, {"reason": "Not in the Town.", "confirmed": "on"})
    assert done.status_code == 302
    project.refresh_from_db()
    asked.refresh_from_db()
    assert project.closed_at is not None and project.closed_by == smo
    assert asked.state == SiteCorrection.State.DECLINED
    assert project not in sites_to_confirm()
    told = Notification.objects.get(recipient=applicant, subject__contains="was closed")
    assert "Not in the Town." in told.body
    # The applicant can do nothing more on it; the SMO cannot close it twice.
    with pytest.raises(ValidationError, match="was closed by the Stormwater Management Officer"):
        site.site_correction_request(
            acting_user=applicant, project=project, street_address="12 Mill Road", reason="Again."
        )
    with pytest.raises(ValidationError, match="already closed"):
        site.project_close(acting_user=smo, project=project, reason="Again.")


def test_159_3A_a_project_in_the_town_is_not_closed_here(applicant, smo):
    project = make_project(applicant)
    with pytest.raises(ValidationError, match="this site is in the Town"):
        site.project_close(acting_user=smo, project=project, reason="Elsewhere.")
