"""Projects, their bad input, exemptions (issue 4, items 1, 2)."""

from decimal import Decimal as D

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from lockport_sw.accounts.roles import Role
from lockport_sw.audit.selectors import timeline
from lockport_sw.registry.models import Property
from swppp import applicability
from swppp.models import Project, Submission
from swppp.services import projects
from tests.swppp.factories import CONDITION_C, make_project

pytestmark = pytest.mark.django_db


def test_an_applicant_creates_a_condition_c_project_with_a_draft_swppp(applicant):
    project = make_project(applicant)

    assert project.reference.endswith("-0001")
    assert project.parcel.street_address.endswith("Snyder Drive")
    assert project.applicant_party.user == applicant
    assert list(project.submissions.values_list("version", "state")) == [(1, "draft")]
    assessed = applicability.assess(project)
    assert assessed.condition_c.applies and assessed.post_construction_required
    assert assessed.review_path == "4C"
    assert [e.action for e in timeline(project)] == ["swppp.project_created"]


def test_an_existing_property_is_found_by_its_sbl(applicant, other_applicant):
    first = make_project(applicant, sbl="95.00-2-41")
    second = make_project(other_applicant, sbl="95.00-2-41")

    assert first.parcel == second.parcel
    assert Property.objects.count() == 1


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"total_site_acres": D("-1")}, "total_site_acres"),
        ({"disturbed_acres": D("12")}, "disturbed_acres"),
        ({"max_disturbed_at_once_acres": D("3")}, "max_disturbed_at_once_acres"),
        ({"part_of_common_plan": True}, "common_plan_disturbed_acres"),
        (
            {"part_of_common_plan": True, "common_plan_disturbed_acres": D("1")},
            "common_plan_disturbed_acres",
        ),
        ({"exemption": "3B1"}, "exemption_explanation"),
        ({"sbl": "not-an-sbl"}, "sbl"),
        ({"street_address": ""}, "street_address"),
    ],
)
def test_bad_acreages_and_input_are_refused_beside_the_field_and_nothing_is_saved(
    applicant, overrides, field
):
    with pytest.raises(ValidationError) as exc:  # a property the applicant names
        make_project(applicant, in_registry=False, **overrides)

    assert field in exc.value.message_dict
    assert not Project.objects.exists()
    assert not Property.objects.exists()
    assert not Submission.objects.exists()


def test_only_applicants_create_projects(make_user):
    with pytest.raises(PermissionDenied, match="Only applicants create projects"):
        projects.project_create(
            acting_user=make_user(Role.SMO), street_address="1 Main St", **CONDITION_C
        )


def test_159_3b_a_claimed_exemption_is_confirmed_or_rejected_by_the_smo(applicant, smo):
    project = make_project(
        applicant,
        exemption="3B3",
        exemption_explanation="Ditch cleaning.",
        maintains_original_facility=True,
    )
    assert project.exemption_status == "claimed"
    with pytest.raises(PermissionDenied, match="Only the SMO decides exemptions"):
        projects.exemption_decide(acting_user=applicant, project=project, confirm=True)
    with pytest.raises(ValidationError) as exc:
        projects.exemption_decide(acting_user=smo, project=project, confirm=False, reason="")
    assert set(exc.value.message_dict) == {"reason"}

    rejected = projects.exemption_decide(
        acting_user=smo, project=project, confirm=False, reason="It disturbs a new area."
    )

    assert rejected.exemption_status == "rejected"
    assert timeline(project).first().action == "swppp.exemption_rejected"
    assert applicability.assess(rejected).swppp_required


def test_159_3a_a_confirmed_exemption_means_no_swppp_is_required(applicant, smo):
    project = make_project(applicant, exemption="3B1", exemption_explanation="Farm field.")
    projects.exemption_decide(acting_user=smo, project=project, confirm=True)
    project.refresh_from_db()

    assert not applicability.assess(project).swppp_required


def test_the_project_cannot_change_while_under_review(applicant):
    from tests.swppp.factories import complete, draft_of

    project = make_project(applicant)
    from swppp.services import plans

    plans.submit(acting_user=applicant, submission=complete(draft_of(project), applicant))
    with pytest.raises(ValidationError, match="while its SWPPP is under review"):
        projects.project_update(acting_user=applicant, project=project, title="New title")


def test_another_applicant_cannot_change_a_project(applicant, other_applicant):
    project = make_project(applicant)
    with pytest.raises(PermissionDenied, match="Only the project's applicant"):
        projects.project_update(acting_user=other_applicant, project=project, title="Mine now")


def test_errors_of_the_project_and_its_property_show_together(applicant):
    with pytest.raises(ValidationError) as exc:
        make_project(applicant, sbl="bad", disturbed_acres=D("12"))
    assert {"sbl", "disturbed_acres"} <= set(exc.value.message_dict)


def test_a_negative_site_area_gives_one_clear_message(applicant):
    with pytest.raises(ValidationError) as exc:
        make_project(applicant, total_site_acres=D("-1"))
    assert len(exc.value.message_dict["total_site_acres"]) == 1


def test_159_8c1b_the_sites_zip_given_with_the_project_prints_on_the_chapter_159_notice(
    applicant, smo, tmp_path
):
    """§ 159-8C(1)(b): the notice gives "the address ... of the building, structure or
    land". A site the registry did not hold is registered with the ZIP code the applicant
    gives, and the Chapter 159 notice prints the property's address with it."""
    from datetime import date

    import time_machine

    from tests.enforcement.factories import issue, local, make_violation, respondent_party
    from tests.pdf_checks import check_letter

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        project = make_project(
            applicant, in_registry=False, street_address="6390 Snyder Drive", postal_code="14094"
        )
        assert project.parcel.postal_code == "14094"
        violation = make_violation(
            smo, chapter="159", party=respondent_party(), parcel=project.parcel
        )
        notice = issue(smo, violation, deadline=date(2026, 3, 20))
        with notice.document.file.open("rb") as fh:
            content, _ = check_letter(fh.read(), tmp_path, [smo.get_full_name()])

    assert "6390 Snyder Drive, Lockport, NY 14094" in " ".join(content.split())
