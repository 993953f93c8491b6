"""No lost update, anywhere (issue 24, item 1): one mechanism (lockport_sw/core/versions.py,
core.forms.VersionedForm) and, for each form that edits an existing record, a test that a
save from a page opened before the record's latest save is refused, nothing overwritten,
what was typed kept beside what is saved now."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse

from enforcement.models import AppealPolicy
from illicit.forms import CaseDetailsForm, OutfallForm
from illicit.models import Case, Order
from illicit.services import orders, outfalls
from inspections.forms import PracticeForm
from inspections.models import AsBuiltPlan
from inspections.services import after_construction
from lockport_sw.calendar.models import OfficeClosure
from lockport_sw.core import versions
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines.models import PolicySetting
from lockport_sw.invitations import services as invitation_services
from lockport_sw.registry.forms import PartyForm, PropertyForm
from lockport_sw.registry.models import Party
from swppp.models import ItemAnswer, Project
from swppp.services import plans, projects
from tests.enforcement import factories as enforcement_factories
from tests.factories import PartyFactory, PropertyFactory
from tests.illicit import world as illicit_world
from tests.stale import local, posted, refused_as_stale, version_on
from tests.swppp.factories import CONDITION_C, draft_of, make_project

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


# The mechanism -----------------------------------------------------------------------------
def test_a_version_is_the_latest_history_row_and_a_stale_one_is_refused(applicant):
    project = make_project(applicant)
    read = versions.token(project)
    versions.require_current(project, read)  # current: nothing raised
    with time_machine.travel(local(2026, 12, 1, 10, 42), tick=False):
        projects.project_update(
            acting_user=applicant, project=project, version=read, **{**CONDITION_C, "title": "A"}
        )
        assert versions.token(project) != read
        with pytest.raises(versions.StaleEdit, match="saved this page at 10:42 AM after you"):
            versions.require_current(project, read)
    versions.require_current(project, None)  # a caller that read nothing is not checked


def test_a_stale_save_names_the_day_when_it_was_not_today(applicant):
    project = make_project(applicant)
    read = versions.token(project)
    with time_machine.travel(local(2026, 11, 30, 16, 5), tick=False):
        projects.project_update(acting_user=applicant, project=project, **CONDITION_C)
    with (
        time_machine.travel(local(2026, 12, 1, 9, 0), tick=False),
        pytest.raises(versions.StaleEdit, match="at 4:05 PM on November 30, 2026 after"),
    ):
        versions.require_current(project, read)


# 1. The SWPPP draft ------------------------------------------------------------------------
def _draft_data(submission, version: str, soils_text: str) -> dict:
    data = {"record_version": version, "stormwater_facility": "no", "other_permits": ""}
    for it in plans.required_items(submission.project):
        data[f"answer-{it.pk}-text"] = soils_text if it.code == "159-5B(1)(c)" else ""
    return data


def test_draft_two_pages_the_second_save_is_refused_and_both_texts_are_kept(applicant):
    draft = draft_of(make_project(applicant))
    url = reverse("swppp:submission_edit", args=[draft.project_id, draft.version])
    first, second = signed_in(applicant), signed_in(applicant)
    with time_machine.travel(local(2026, 12, 1, 10, 30), tick=False):
        read_1 = version_on(first, url)
        read_2 = version_on(second, url)
    assert read_1 == read_2
    with time_machine.travel(local(2026, 12, 1, 10, 42), tick=False):
        saved = first.post(url, _draft_data(draft, read_1, "Silty loam, tab one."))
    assert saved.status_code == 302
    with time_machine.travel(local(2026, 12, 1, 10, 50), tick=False):
        refused = second.post(url, _draft_data(draft, read_2, "Clay, tab two."))
    now = refused_as_stale(
        refused, yours="Clay, tab two.", saved="Silty loam, tab one.", at="10:42 AM"
    )
    soils = ItemAnswer.objects.get(submission=draft, item__code="159-5B(1)(c)")
    assert soils.text == "Silty loam, tab one."  # nothing overwritten
    assert now == versions.token(draft)
    # Having seen both, the person saves again on purpose: it lands.
    with time_machine.travel(local(2026, 12, 1, 10, 55), tick=False):
        again = second.post(url, _draft_data(draft, now, "Clay, tab two."))
    assert again.status_code == 302
    soils.refresh_from_db()
    assert soils.text == "Clay, tab two."


def test_draft_service_refuses_a_stale_save_and_stores_nothing(applicant):
    draft = draft_of(make_project(applicant))
    read = versions.token(draft)
    soils = plans.required_items(draft.project).get(code="159-5B(1)(c)")
    plans.draft_save(acting_user=applicant, submission=draft, answers={soils.pk: ("First", [])})
    with pytest.raises(versions.StaleEdit) as exc:
        plans.draft_save(
            acting_user=applicant,
            submission=draft,
            answers={soils.pk: ("Second", [])},
            version=read,
        )
    assert exc.value.code == "stale"
    assert ItemAnswer.objects.get(submission=draft, item=soils).text == "First"


def test_draft_a_page_shown_again_after_a_refused_submit_carries_the_new_version(applicant):
    """§ 159-5A: "Submit" saves first; the page that says what is missing must not then
    call its own next save stale."""
    draft = draft_of(make_project(applicant))
    url = reverse("swppp:submission_edit", args=[draft.project_id, draft.version])
    client = signed_in(applicant)
    read = version_on(client, url)
    page = client.post(url, {**_draft_data(draft, read, "Loam."), "intent": "submit"})
    assert page.status_code == 200
    assert "was not submitted" in page.content.decode()
    assert f'name="record_version" value="{versions.token(draft)}"' in page.content.decode()


# 2. The project ----------------------------------------------------------------------------
def _project_data(version: str, title: str) -> dict:
    return {
        **{k: str(v) for k, v in CONDITION_C.items()},
        "title": title,
        "record_version": version,
    }


def test_project_edit_a_stale_save_is_refused(applicant):
    project = make_project(applicant)
    url = reverse("swppp:project_update", args=[project.pk])
    first, second = signed_in(applicant), signed_in(applicant)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    assert first.post(url, _project_data(read_1, "Snyder Meadows, tab one")).status_code == 302
    refused = second.post(url, _project_data(read_2, "Snyder Meadows, tab two"))
    refused_as_stale(refused, yours="Snyder Meadows, tab two", saved="Snyder Meadows, tab one")
    assert Project.objects.get(pk=project.pk).title == "Snyder Meadows, tab one"


def test_project_service_refuses_a_stale_version(applicant):
    project = make_project(applicant)
    read = versions.token(project)
    projects.project_update(acting_user=applicant, project=project, **CONDITION_C)
    with pytest.raises(ValidationError, match="after you opened it"):
        projects.project_update(
            acting_user=applicant, project=project, version=read, **{**CONDITION_C, "title": "X"}
        )
    assert Project.objects.get(pk=project.pk).title == CONDITION_C["title"]


# 3. The registry: properties, parties, one's mailing address ----------------------------------
def test_registry_property_edit_a_stale_save_is_refused(smo):
    prop = PropertyFactory(land_use_note="Vacant lot")
    url = reverse("registry:property_update", args=[prop.pk])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    form = PropertyForm(instance=prop)
    assert first.post(url, posted(form, read_1, land_use_note="Gas station")).status_code == 302
    refused = second.post(url, posted(form, read_2, land_use_note="Car wash"))
    refused_as_stale(refused, yours="Car wash", saved="Gas station")
    prop.refresh_from_db()
    assert prop.land_use_note == "Gas station"


def test_registry_party_edit_a_stale_save_is_refused(smo):
    party = PartyFactory(name="Niagara Paving LLC", phone="")
    url = reverse("registry:party_update", args=[party.pk])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    form = PartyForm(instance=party)
    assert first.post(url, posted(form, read_1, name="Niagara Paving Inc.")).status_code == 302
    refused = second.post(url, posted(form, read_2, name="Niagara Paving Co."))
    refused_as_stale(refused, yours="Niagara Paving Co.", saved="Niagara Paving Inc.")
    party.refresh_from_db()
    assert party.name == "Niagara Paving Inc."


def test_registry_my_mailing_address_a_stale_save_is_refused(applicant):
    make_project(applicant)  # gives the applicant a party with an address
    url = reverse("registry:my_address")
    first, second = signed_in(applicant), signed_in(applicant)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    address = {
        "mailing_city": "Lockport",
        "mailing_state": "NY",
        "mailing_postal_code": "14094",
    }
    saved = first.post(
        url, {**address, "mailing_street": "12 Elm Street", "record_version": read_1}
    )
    assert saved.status_code == 302
    refused = second.post(
        url, {**address, "mailing_street": "40 Oak Street", "record_version": read_2}
    )
    refused_as_stale(refused, yours="40 Oak Street", saved="12 Elm Street")
    assert Party.objects.get(user=applicant).mailing_street == "12 Elm Street"


# 4. The Town's policies: a clock's period, the signing links, who hears appeals ---------------
def test_policy_period_a_stale_save_is_refused(smo):
    rule = next(r for r in catalogue.RULES if r.policy)
    url = reverse("deadlines:policy_edit", args=[rule.code])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    assert first.post(url, {"period": "11", "record_version": read_1}).status_code == 302
    refused = second.post(url, {"period": "13", "record_version": read_2})
    refused_as_stale(refused, yours="13", saved="11")
    assert PolicySetting.objects.get(rule_code=rule.code).period == 11


def test_policy_links_a_stale_save_is_refused(smo):
    url = reverse("invitations:policy")
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    saved = first.post(url, {"expiry_days": "9", "daily_limit": "4", "record_version": read_1})
    assert saved.status_code == 302
    refused = second.post(url, {"expiry_days": "12", "daily_limit": "4", "record_version": read_2})
    refused_as_stale(refused, yours="12", saved="9")
    assert invitation_services.policy_values()["expiry_days"] == 9


def test_policy_appeals_a_stale_save_is_refused(make_user):
    # § 159-8C(1)(f): the Town Board's resolution, recorded by the Clerk (issue 18, item 2).
    from tests.seats import ballot, seat

    clerk = make_user("clerk")
    members = seat("town_board", members=5)
    url = reverse("enforcement:appeal_policy")
    first, second = signed_in(clerk), signed_in(clerk)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    # The Board's vote on the resolution, member by member (GCL § 41).
    vote = {f"vote_{pk}": choice for pk, choice in ballot(members, 4, 1).items()}
    board_act = {"resolution": "2026-13", "adopted_on": "2026-02-03", **vote}
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        saved = first.post(
            url, {"hearing_body": "Planning Board", "record_version": read_1, **board_act}
        )
        assert saved.status_code == 302
        refused = second.post(
            url,
            {"hearing_body": "Zoning Board of Appeals", "record_version": read_2, **board_act},
        )
    refused_as_stale(refused, yours="Zoning Board of Appeals", saved="Planning Board")
    assert AppealPolicy.objects.get(chapter="159").hearing_body == "Planning Board"


# 5. Chapter 158: a case's details ------------------------------------------------------------
def test_case_details_a_stale_save_is_refused(smo):
    made = illicit_world.case(smo)
    url = reverse("illicit:case_act", args=[made.reference, "details"])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    form = CaseDetailsForm(instance=made)
    saved = first.post(url, posted(form, read_1, source="A floor drain at the car wash"))
    assert saved.status_code == 302
    refused = second.post(url, posted(form, read_2, source="A sump pump in the basement"))
    refused_as_stale(
        refused, yours="A sump pump in the basement", saved="A floor drain at the car wash"
    )
    made.refresh_from_db()
    assert made.source == "A floor drain at the car wash"


def test_outfall_edit_a_stale_save_is_refused(smo):
    outfall = outfalls.outfall_save(
        acting_user=smo,
        code="OF-100",
        latitude="43.17",
        longitude="-78.69",
        receiving_water="Erie Canal",
    )
    url = reverse("illicit:outfall_update", args=[outfall.pk])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    form = OutfallForm(instance=outfall)
    assert first.post(url, posted(form, read_1, notes="Headwall cracked")).status_code == 302
    refused = second.post(url, posted(form, read_2, notes="Flap gate missing"))
    refused_as_stale(refused, yours="Flap gate missing", saved="Headwall cracked")
    outfall.refresh_from_db()
    assert outfall.notes == "Headwall cracked"


# 6. Inspections: a practice of the inventory and its program (§ 159-8A(3)) ---------------------
def test_practice_edit_a_stale_save_is_refused(smo, applicant):
    project = make_project(applicant)
    practice = after_construction.practice_save(
        acting_user=smo,
        subject=project,
        code="P-1",
        name="Wet pond",
        type="pond",
        owner=project.applicant_party,
    )
    url = reverse("inspections:practice_act", args=[practice.pk, "edit"])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    form = PracticeForm(instance=practice, as_builts=AsBuiltPlan.objects.none())
    assert first.post(url, posted(form, read_1, name="Wet pond north")).status_code == 302
    refused = second.post(url, posted(form, read_2, name="Wet pond south"))
    refused_as_stale(refused, yours="Wet pond south", saved="Wet pond north")
    practice.refresh_from_db()
    assert practice.name == "Wet pond north"


def test_order_verification_a_stale_save_is_refused(smo):
    """Two staff verify one § 158-5C notice from pages opened at once: the second is
    refused and sees the first verdict beside theirs."""
    made = illicit_world.case(smo, kind=Case.Kind.ACTIVITY)
    notice = orders.order_issue(
        acting_user=smo,
        case=made,
        party=made.owner,
        kind=Order.Kind.NOTICE_5C,
        requirements="Remove the pet waste by the catch basin.",
    )
    orders.order_answer(
        acting_user=smo,
        order=notice,
        kind="action",
        received_on=date.today(),
        description="Waste removed.",
    )
    url = reverse("illicit:order_act", args=[notice.pk, "verify"])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    done = first.post(url, {"complied": "yes", "note": "Gone.", "record_version": read_1})
    assert done.status_code == 302
    refused = second.post(
        url, {"complied": "no", "note": "Still piled up.", "record_version": read_2}
    )
    refused_as_stale(refused, yours="Still piled up.", saved="Gone.")
    notice.refresh_from_db()
    assert notice.state == Order.State.COMPLIED and notice.verification_note == "Gone."


def test_order_answer_from_a_page_opened_before_the_last_answer_is_refused(smo):
    made = illicit_world.case(smo, kind=Case.Kind.ACTIVITY)
    notice = orders.order_issue(
        acting_user=smo, case=made, party=made.owner, kind="5C", requirements="Stop it."
    )
    read = versions.token(notice)
    orders.order_answer(
        acting_user=smo, order=notice, kind="action", received_on=date.today(), description="A"
    )
    with pytest.raises(versions.StaleEdit, match="after you opened it"):
        orders.order_answer(
            acting_user=smo,
            order=notice,
            kind="action",
            received_on=date.today(),
            description="A, entered again",
            version=read,
        )
    assert notice.responses.count() == 1


# 7. Enforcement: a violation's end -------------------------------------------------------------
def test_violation_end_a_stale_save_is_refused(smo):
    violation = enforcement_factories.make_violation(smo)
    url = reverse("enforcement:violation_end", args=[violation.reference])
    first, second = signed_in(smo), signed_in(smo)
    read_1, read_2 = version_on(first, url), version_on(second, url)
    done = first.post(
        url, {"ended_on": "2026-03-10", "reason": "corrected", "record_version": read_1}
    )
    assert done.status_code == 302
    refused = second.post(
        url, {"ended_on": "2026-03-12", "reason": "corrected", "record_version": read_2}
    )
    refused_as_stale(refused, yours="2026-03-12", saved="2026-03-10")
    violation.refresh_from_db()
    assert violation.ended_on == date(2026, 3, 10)


# 8. Closures: only added and removed, never edited in place --------------------------------
def test_closures_two_pages_adding_one_day_the_second_is_refused_and_a_removal_is_once(smo):
    """Closures have no edit form: a day is added or removed. Two pages adding the same
    day: the second is refused beside the field, the first stands; a second removal from
    a page opened before the first finds nothing (404), never another closure."""
    url = reverse("deadlines:closures")
    first, second = signed_in(smo), signed_in(smo)
    first.get(url), second.get(url)
    assert first.post(url, {"day": "2026-12-24", "reason": "Snow"}).status_code == 302
    refused = second.post(url, {"day": "2026-12-24", "reason": "Ice storm"})
    assert "already recorded as closed" in refused.content.decode()
    closure = OfficeClosure.objects.get(date=date(2026, 12, 24))
    assert closure.reason == "Snow"
    remove = reverse("deadlines:closure_remove", args=[closure.pk])
    assert first.post(remove).status_code == 302
    assert second.post(remove).status_code == 404


def test_site_correction_two_pages_the_second_is_refused_and_both_texts_are_kept(client, smo):
    """§ 159-3A: the SMO's correction of a project's property (issue 24, item 6)."""
    from tests.factories import UserFactory

    project = make_project(UserFactory(roles=["applicant"]), in_registry=False)
    client.force_login(smo)
    url = reverse("swppp:site_correct", args=[project.pk])
    read = version_on(client, url)
    first = client.post(
        url, {"record_version": read, "street_address": "6400 Robinson Road", "reason": "Deed."}
    )
    assert first.status_code == 302

    second = client.post(
        url,
        {"record_version": read, "street_address": "6410 Robinson Road", "reason": "Survey."},
    )

    refused_as_stale(second, yours="6410 Robinson Road", saved="6400 Robinson Road")
    project.refresh_from_db()
    assert project.parcel.street_address == "6400 Robinson Road"
