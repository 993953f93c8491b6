"""Notices of violation: § 158-11A and § 159-8C(1), their PDFs, corrections and service."""

from datetime import date, timedelta

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from enforcement.models import NoticeOfViolation, ServiceRecord
from enforcement.services import notices
from lockport_sw.accounts.roles import Role
from lockport_sw.deadlines.selectors import clocks_for
from tests.enforcement.factories import (
    all_clocks,
    issue,
    local,
    make_violation,
    respondent_party,
    served_in_person,
    staff,
    window_of,
)
from tests.pdf_checks import text as pdf_text

pytestmark = pytest.mark.django_db


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_the_smo_chooses_the_requirements_and_a_remedy_needs_a_deadline_and_the_warning(
    smo,
):
    violation = make_violation(smo)

    with pytest.raises(ValidationError) as refused:
        notices.notice_issue(
            acting_user=smo,
            violation=violation,
            addressee=violation.party,
            requirements=["3"],
            nature="Wash water to the MS4.",
        )

    errors = refused.value.message_dict
    assert "§ 158-11A(3)" in errors["deadline"][0]
    assert "§ 158-11A(3)" in errors["measures"][0]
    # The fixed warning of § 158-11A is never the SMO's to tick (issue 43, item 13).
    assert set(errors) == {"deadline", "measures"}
    assert not NoticeOfViolation.objects.exists()


@pytest.mark.parametrize("element", ["1", "2", "3"])
@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_every_element_that_orders_abatement_needs_a_deadline_and_the_expense_warning(
    smo, element
):
    """§ 158-11A: elimination (1), cease and desist (2) and abatement (3) each order the
    violation abated: the notice sets a deadline and warns that otherwise the work is
    done at the violator's expense (issue 23, item 4). The warning is the statute's fixed
    words, printed always, not a box the SMO ticks (issue 43, item 13)."""
    violation = make_violation(smo)

    with pytest.raises(ValidationError) as refused:
        notices.notice_issue(
            acting_user=smo,
            violation=violation,
            addressee=violation.party,
            requirements=[element],
            nature="Wash water to the MS4.",
            measures="Plug the floor drains.",
        )

    errors = refused.value.message_dict
    assert f"§ 158-11A({element})" in errors["deadline"][0]
    assert "states_abatement" not in errors
    notice = notices.notice_issue(
        acting_user=smo,
        violation=violation,
        addressee=violation.party,
        requirements=[element],
        nature="Wash water to the MS4.",
        measures="Plug the floor drains.",
        deadline=date(2026, 3, 20),
    )
    # § 158-12: the window runs from issuance; the time to correct from full service.
    assert {c.rule_code for c in all_clocks(notice)} == {"nov158_appeal"}
    served_in_person(smo, notice)
    assert {c.rule_code for c in all_clocks(notice)} == {"nov158_appeal", "nov158_remediation"}
    assert notice.states_abatement
    with notice.document.file.open("rb") as fh:
        printed = " ".join(pdf_text(fh.read()).split())
    assert "designated governmental agency or a contractor" in printed


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_a_notice_without_a_remedy_needs_no_deadline(smo):
    violation = make_violation(smo)

    notice = notices.notice_issue(
        acting_user=smo,
        violation=violation,
        addressee=violation.party,
        requirements=["4"],
        nature="Wash water to the MS4.",
    )

    assert notice.requirements == ["4"]
    assert notice.deadline is None
    served_in_person(smo, notice)
    assert [c.rule_code for c in all_clocks(notice)] == ["nov158_appeal"]


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_only_the_smo_issues_a_notice(smo):
    violation = make_violation(smo)
    inspector = staff(Role.INSPECTOR)

    with pytest.raises(PermissionDenied, match="Only the Stormwater Management Officer"):
        issue(inspector, violation, deadline=date(2026, 3, 20))


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a_refused_for_an_addressee_without_a_mailing_address(smo):
    violation = make_violation(smo, party=respondent_party(mailing_street=""))

    with pytest.raises(ValidationError) as refused:
        issue(smo, violation, deadline=date(2026, 3, 20))

    assert "no complete mailing address" in refused.value.message_dict["addressee"][0]
    assert "add it on their page in the registry" in refused.value.message_dict["addressee"][0]


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_159_8c1_every_element_a_to_f_is_required_and_each_missing_one_is_named(smo):
    violation = make_violation(smo, chapter="159", party=respondent_party(mailing_postal_code=""))

    with pytest.raises(ValidationError) as refused:
        notices.notice_issue(
            acting_user=smo, violation=violation, addressee=violation.party, nature=""
        )

    errors = refused.value.message_dict
    assert "§ 159-8C(1)(a)" in errors["addressee"][0]
    assert "§ 159-8C(1)(c)" in errors["nature"][0]
    assert "§ 159-8C(1)(d)" in errors["measures"][0]
    assert "§ 159-8C(1)(d)" in errors["deadline"][0]


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_159_8c1_a_complete_notice_contains_all_six_elements_and_waits_for_service(smo):
    violation = make_violation(smo, chapter="159")

    notice = issue(smo, violation, deadline=date(2026, 3, 20))

    assert notice.requirements == ["a", "b", "c", "d", "e", "f"]
    assert notice.appeal_to == "Town Board"
    assert "within 15 days of service" in notice.appeal_statement
    assert "The Town has designated the Town Board to hear appeals." in notice.appeal_statement
    # § 159-8C(1)(f): the window runs from service; not yet served, not yet open; the
    # time to correct starts when every addressee is served.
    assert all_clocks(notice) == []


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_a_correction_supersedes_the_old_notice_whose_pdf_never_changes(smo):
    violation = make_violation(smo)
    old = issue(smo, violation, deadline=date(2026, 3, 20))
    old_hash = old.document.sha256

    new = notices.notice_correct(
        acting_user=smo,
        notice=old,
        reason="The deadline was wrong.",
        addressee=violation.party,
        requirements=["2", "3"],
        nature=old.nature,
        measures=old.measures,
        deadline=date(2026, 3, 27),
    )

    old.refresh_from_db()
    assert old.state == NoticeOfViolation.State.SUPERSEDED
    assert new.supersedes == old
    assert new.document.supersedes == old.document
    assert old.document.verify() and old.document.sha256 == old_hash
    assert all(c.status == "waived" for c in all_clocks(old))
    served_in_person(smo, new)
    assert {c.rule_code for c in all_clocks(new) if c.is_unresolved} == {
        "nov158_appeal",
        "nov158_remediation",
    }


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_service_by_certified_mail_is_complete_on_the_return_receipt(smo):
    violation = make_violation(smo, chapter="159")
    notice = issue(smo, violation, deadline=date(2026, 3, 30))

    mailed = notices.service_record(
        acting_user=smo,
        document=notice.document,
        method=ServiceRecord.Method.CERTIFIED_MAIL,
        served_by_name="Clara Lee",
        article_number="9407 1118 9876 5432 1012 34",
        mailed_on=date(2026, 3, 2),
    )
    notice.refresh_from_db()
    assert notice.state == NoticeOfViolation.State.ISSUED
    assert mailed.article_number == "9407111898765432101234"

    with time_machine.travel(local(2026, 3, 6, 9, 0), tick=False):
        notices.service_receipt_record(acting_user=smo, service=mailed, receipt_on=date(2026, 3, 5))

    notice.refresh_from_db()
    assert notice.state == NoticeOfViolation.State.SERVED
    window = window_of(notice)
    # § 159-8C(1)(f): 15 days from service on Thursday March 5: Friday March 20.
    assert window.due_date == date(2026, 3, 20)


def _mailed_certified(smo, notice, on):
    with time_machine.travel(local(on.year, on.month, on.day, 10, 0), tick=False):
        return notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="Clara Lee",
            article_number="9407111898765432101234",
            mailed_on=on,
        )


def test_159_8c1f_unclaimed_certified_mail_completes_service_on_the_date_of_return(
    smo, clerk, client
):
    """Issue 18, item 7: a person cannot defeat service by not claiming the letter. The
    Postal Service returns it unclaimed on Monday March 23: service is complete that day
    and the § 159-8C(1)(f) window runs 15 days from it, to Tuesday April 7."""
    from django.urls import reverse

    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 5, 29))
    mailed = _mailed_certified(smo, notice, date(2026, 3, 2))
    assert all_clocks(notice) == []

    client.force_login(clerk)
    with time_machine.travel(local(2026, 3, 24, 9, 0), tick=False):
        response = client.post(
            reverse("enforcement:service_receipt", args=[mailed.pk]),
            {"outcome": "unclaimed", "outcome_on": "2026-03-23"},
        )
    assert response.status_code == 302

    notice.refresh_from_db()
    assert notice.state == NoticeOfViolation.State.SERVED
    assert notice.served_at == local(2026, 3, 23, 0, 0)
    window = window_of(notice)
    assert window.due_date == date(2026, 4, 7)
    mailed.refresh_from_db()
    assert (mailed.returned_as, mailed.returned_on) == ("unclaimed", date(2026, 3, 23))
    with pytest.raises(ValidationError, match="It came back unclaimed: no receipt follows"):
        notices.service_receipt_record(
            acting_user=smo, service=mailed, receipt_on=date(2026, 3, 24)
        )


def test_159_8c1f_refused_certified_mail_completes_service_on_the_date_of_refusal(smo):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 5, 29))
    mailed = _mailed_certified(smo, notice, date(2026, 3, 2))

    with time_machine.travel(local(2026, 3, 10, 9, 0), tick=False):
        with pytest.raises(ValidationError) as refused:
            notices.service_return_record(
                acting_user=smo, service=mailed, returned_as="lost", returned_on=date(2026, 3, 1)
            )
        assert set(refused.value.message_dict) == {"returned_as", "returned_on"}
        notices.service_return_record(
            acting_user=smo, service=mailed, returned_as="refused", returned_on=date(2026, 3, 5)
        )

    notice.refresh_from_db()
    assert notice.served_at == local(2026, 3, 5, 0, 0)
    # 15 days from Thursday March 5: Friday March 20.
    assert window_of(notice).due_date == date(2026, 3, 20)


def _posted(smo, notice, at):
    with time_machine.travel(at, tick=False):
        return notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.POSTING,
            served_by_name="Ines Park",
            served_at=at,
            posted_where="On the front door",
        )


def _first_class(smo, notice, on):
    with time_machine.travel(local(on.year, on.month, on.day, 15, 0), tick=False):
        return notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.FIRST_CLASS,
            served_by_name="Clara Lee",
            mailed_on=on,
        )


def test_159_8C_1_f_posting_alone_or_first_class_mail_alone_does_not_complete_service(smo):
    """Statute README, "How service completes": posting at the site alone, or first-class
    mail alone, does not complete service: no window opens."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        posted = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 5, 29))
        mailed = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 5, 29))
    _posted(smo, posted, local(2026, 3, 3, 9, 0))
    _first_class(smo, mailed, date(2026, 3, 3))
    _mailed_certified(smo, mailed, date(2026, 3, 3))  # mailed, the receipt not yet back

    for notice in (posted, mailed):
        notice.refresh_from_db()
        assert notice.state == NoticeOfViolation.State.ISSUED
        assert notice.served_at is None
        assert all_clocks(notice) == []


def test_159_8C_1_f_posting_with_first_class_mail_completes_on_the_fifth_day_after_the_later(
    smo,
):
    """Statute README: posting together with first-class mailing to the person's address
    completes service on the fifth day after the later of the two (CPLR § 2103(b)(2)):
    posted Tuesday March 3, mailed Wednesday March 4: complete Monday March 9; 15 days
    from it: Tuesday March 24."""
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 5, 29))
    _posted(smo, notice, local(2026, 3, 3, 9, 0))
    _first_class(smo, notice, date(2026, 3, 4))

    notice.refresh_from_db()
    assert notice.served_at == local(2026, 3, 9, 0, 0)
    assert window_of(notice).due_date == date(2026, 3, 24)


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_service_is_refused_with_each_error_beside_its_field(smo):
    notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))

    with pytest.raises(ValidationError) as refused:
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.CERTIFIED_MAIL,
            served_by_name="",
            article_number="1234",
            mailed_on=date(2026, 3, 1),
        )

    errors = refused.value.message_dict
    assert errors["served_by_name"] == ["Name who delivered, mailed or posted it."]
    assert "20- or 22-digit" in errors["article_number"][0]
    assert errors["mailed_on"] == ["It cannot have been mailed before it was issued."]
    with pytest.raises(ValidationError, match="in the future"):
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Ines Park",
            served_at=local(2026, 3, 2, 10, 0) + timedelta(hours=2),
        )


# --- A date set in a notice is that date (statute README; GCL § 25-a not applied) -------


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a6_gcl_25a_to_be_completed_by_saturday_is_a_saturday_clock(smo):
    # Issued Monday March 2; the SMO sets Saturday March 21. The Town set that date: it
    # is not a period that GCL § 25-a runs to Monday March 23.
    notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 21))
    served_in_person(smo, notice)

    clock = clocks_for(notice).get(rule_code="nov158_remediation")
    assert clock.due_date == date(2026, 3, 21)
    assert clock.due_at == local(2026, 3, 21, 23, 59, 59, 999999)


@time_machine.travel(local(2026, 5, 4, 10, 0), tick=False)
def test_159_8c1d_gcl_25a_a_time_schedule_ending_on_memorial_day_ends_then(smo):
    notice = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 5, 25))
    served_in_person(smo, notice)

    clock = clocks_for(notice).get(rule_code="nov159_remediation")
    assert clock.due_date == date(2026, 5, 25)  # Memorial Day, not Tuesday May 26


def _check_the_notice(client, smo, deadline: str):
    violation = make_violation(smo)
    client.force_login(smo)
    return client.post(
        f"/enforcement/violations/{violation.reference}/notice/",
        {
            "addressee": violation.party_id,
            "requirements": ["2", "3"],
            "nature": "Wash water to the MS4.",
            "measures": "Plug the floor drains.",
            "deadline": deadline,
        },
    )


@pytest.mark.parametrize(
    ("deadline", "warning"),
    [
        ("2026-03-21", "Saturday, March 21, 2026 is a Saturday."),
        ("2026-05-25", "Monday, May 25, 2026 is a public holiday, Memorial Day."),
        ("2026-07-04", "Saturday, July 4, 2026 is a Saturday and a public holiday, Independence"),
    ],
)
@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a6_gcl_25a_the_smo_is_warned_before_setting_a_non_business_day(
    client, smo, deadline, warning
):
    response = _check_the_notice(client, smo, deadline)

    assert response.status_code == 200
    page = response.content.decode()
    assert "Check the notice, then issue it" in page
    assert warning in page
    assert "it is not moved to the next business day (GCL § 25-a does not apply to it)" in page
    assert not NoticeOfViolation.objects.exists()


@time_machine.travel(local(2026, 3, 2, 10, 0), tick=False)
def test_158_11a6_no_warning_for_a_business_day(client, smo):
    response = _check_the_notice(client, smo, "2026-03-18")  # a Wednesday

    page = response.content.decode()
    assert "Check the notice, then issue it" in page
    assert "deadline-warning" not in page


def test_158_11a6_159_8c1d_existing_remediation_clocks_take_their_chapters_rule(smo):
    """The data migration of the split of row 11: a clock opened under the old rule,
    which cited both chapters, takes the rule of its notice's chapter, history too."""
    import importlib

    from django.apps import apps

    from lockport_sw.deadlines.models import Deadline

    migration = importlib.import_module("enforcement.migrations.0002_remediation_clock_per_chapter")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        n158 = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))
        n159 = issue(smo, make_violation(smo, chapter="159"), deadline=date(2026, 3, 20))
        served_in_person(smo, n158)
        served_in_person(smo, n159)
    old = Deadline.objects.filter(rule_code__in=["nov158_remediation", "nov159_remediation"])
    Deadline.history.filter(rule_code__in=["nov158_remediation", "nov159_remediation"]).update(
        rule_code="nov_remediation"
    )
    old.update(rule_code="nov_remediation")

    migration.forward(apps, None)

    assert clocks_for(n158).get(rule_code="nov158_remediation").rule.citation == "§ 158-11A(6)"
    assert clocks_for(n159).get(rule_code="nov159_remediation").rule.citation == "§ 159-8C(1)(d)"
    assert not Deadline.history.filter(rule_code="nov_remediation").exists()


def test_159_8C_1_b_the_property_line_prints_the_sites_zip_from_its_street_never_the_owners(
    smo, applicant
):
    """§ 159-8C(1)(b): the notice gives the address of the land. A parcel of the tax roll
    has no ZIP code of its own (the roll's only one is the owner's mailing ZIP): the
    site's ZIP is its street's on the Town's street list, and the owner's is never
    printed as the site's (issue 43, item 12)."""
    from lockport_sw.registry.models import Street
    from lockport_sw.registry.services import ownership_record
    from tests.swppp.factories import make_project

    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        project = make_project(applicant)
        parcel = project.parcel
        parcel.street_address, parcel.postal_code = "6400 Robinson Rd", ""
        parcel.save()
        owner = respondent_party(name="Olive Owner")
        owner.mailing_street, owner.mailing_city, owner.mailing_postal_code = (
            "12 Elmwood Avenue",
            "Buffalo",
            "14201",
        )
        owner.save()
        ownership_record(
            acting_user=smo, parcel=parcel, party=owner, acquired_on=date(2019, 3, 1), source="Deed"
        )
        assert parcel.site_postal_code == ""  # no street ZIP recorded yet: none printed
        violation = make_violation(
            smo,
            chapter="159",
            party=project.applicant_party,
            parcel=parcel,
            subject=project,
            subject_label=project.label,
            started_on=date(2026, 3, 1),
        )
        before = issue(smo, violation, deadline=date(2026, 4, 30))
        Street.objects.filter(name="Robinson Road").update(postal_code="14094")
        Street.objects.filter(name="Transit Road").update(postal_code="14095")
        parcel = type(parcel).objects.get(pk=parcel.pk)  # the site ZIP is read once
        assert parcel.site_postal_code == "14094"
        after = issue(
            smo,
            make_violation(
                smo,
                chapter="159",
                party=project.applicant_party,
                parcel=parcel,
                subject=project,
                subject_label=project.label,
                started_on=date(2026, 3, 1),
            ),
            deadline=date(2026, 4, 30),
        )

    def printed(notice):
        with notice.document.file.open("rb") as fh:
            return " ".join(pdf_text(fh.read()).split())

    unknown, known = printed(before), printed(after)
    assert "Buffalo, NY 14201" in known  # the owner's mailing address, as addressed
    assert "Re: 6400 Robinson Rd, Lockport, NY 14094" in known
    assert "at 6400 Robinson Rd, Lockport, NY 14094" in known
    assert "Re: 6400 Robinson Rd, Lockport, NY (SBL" in unknown
    assert "Lockport, NY 14201" not in unknown + known
