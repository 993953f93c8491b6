"""Correction notices (issue 23, item 2): an issued notice that printed a charge the
finding does not support is never changed; the SMO finds it on the home page, checks the
correction notice, and issues it through the served-letter machinery: it cites the
notice by number and date, states the charge withdrawn and what stands."""

from __future__ import annotations

from datetime import date

import pytest
import time_machine
from django.core.exceptions import ValidationError
from django.urls import reverse

from enforcement.models import NoticeOfViolation, Provision, ServedLetter
from enforcement.services import corrections
from lockport_sw.audit.models import AuditEvent
from tests.enforcement.factories import issue, local, make_violation
from tests.pdf_checks import page_texts

pytestmark = pytest.mark.django_db

BEFORE = ["159-7A(1)", "159-8A(1)"]
AFTER = ["159-6C", "159-7A(1)"]


def owed_notice(smo, party, *, deadline=date(2026, 3, 30), **fields) -> NoticeOfViolation:
    """A notice that printed § 159-8A(1) "work during a hold", then noted as owed a
    correction, as the data migration of the wrong charges (inspections/0005) does."""
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        violation = make_violation(smo, chapter="159", party=party, provisions=BEFORE)
        notice = issue(smo, violation, deadline=deadline, **fields)
    violation.provisions.set(Provision.objects.filter(code__in=AFTER))
    AuditEvent.objects.create(
        subject=notice,
        actor=None,
        actor_label="Data migration (issue 23: charges that match the finding)",
        action="enforcement.correction_owed",
        summary=f"{notice.number} printed § 159-8A(1) work during an inspection hold, now "
        f"withdrawn from {violation.reference}.",
        data={"before": BEFORE, "after": AFTER},
    )
    return notice


def _text(letter) -> str:
    with letter.document.file.open("rb") as fh:
        return " ".join(" ".join(page_texts(fh.read())).split())


def test_159_8C1_the_correction_notice_cites_the_notice_and_states_the_charge_withdrawn(
    client, smo, respondent
):
    notice = owed_notice(smo, respondent)
    digest = notice.document.sha256
    client.force_login(smo)
    with time_machine.travel(local(2026, 3, 4, 10), tick=False):
        # The SMO's home page lists it, with the way to the check page.
        home = client.get("/").content.decode()
        check_url = reverse("enforcement:correction_issue", args=[notice.number])
        assert "Notices owed a correction" in home and check_url in home
        check = " ".join(client.get(check_url).content.decode().split())
        assert 'Withdrawn</dt><dd class="col-sm-9">§ 159-8A(1) Work during' in check
        assert "§ 159-7A(1) Erosion and sediment controls not maintained" in check
        # Issue 43, item 8: the charge the notice did not make is not in the correction.
        assert "Not in this correction</dt>" in check
        assert "§ 159-6C Turbidity: substantial visible contrast: the violation is now" in check
        assert "issue a new notice of violation" in check
        assert f"Rita Respondent (landowner of record), {respondent.mailing_address}" in check
        assert not ServedLetter.objects.exists()  # nothing is issued by looking

        issued = client.post(check_url, {"confirmed": "1"})
    letter = ServedLetter.objects.get(kind=corrections.KIND)
    assert issued.status_code == 302 and issued.url == letter.get_absolute_url()
    assert letter.subject == notice and letter.addressee == respondent
    text = _text(letter)
    assert f"Correction of notice of violation {notice.number}" in text
    assert f"This notice corrects notice of violation {notice.number} of March 2, 2026" in text
    assert "the violation was of § 159-8A(1), work during an inspection hold" in text
    assert "this charge: it is withdrawn" in text
    assert "§ 159-7A(1), erosion and sediment controls not maintained" in text
    assert "Your right to appeal" in text and "as stated in it" not in text
    assert "159-6C" not in text and "This correction makes no new charge." in text
    assert "158-" not in text
    # The notice itself is unchanged, and no longer owed a correction.
    notice.refresh_from_db()
    notice.document.refresh_from_db()
    assert notice.document.sha256 == digest and notice.state == NoticeOfViolation.State.ISSUED
    assert not corrections.corrections_owed().exists()
    # The respondent finds it under Notices to you.
    client.force_login(respondent.user)
    assert letter.number in client.get(reverse("enforcement:mine")).content.decode()
    # Issued once.
    with pytest.raises(ValidationError, match="No correction is owed"):
        corrections.correction_issue(acting_user=smo, notice=notice)


def test_159_8C1_a_notice_whose_charges_match_is_owed_no_correction(client, smo, respondent):
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        notice = issue(
            smo, make_violation(smo, chapter="159", party=respondent), deadline=date(2026, 3, 30)
        )
    assert not corrections.corrections_owed().exists()
    client.force_login(smo)
    url = reverse("enforcement:correction_issue", args=[notice.number])
    assert "No correction is owed on this notice." in client.get(url).content.decode()
    client.post(url, {"confirmed": "1"})
    assert not ServedLetter.objects.exists()


# --- Issue 43, item 8 --------------------------------------------------------------------
def _served_in_person(smo, notice, at):
    from enforcement.models import ServiceRecord
    from enforcement.services import notices

    with time_machine.travel(at, tick=False):
        notices.service_record(
            acting_user=smo,
            document=notice.document,
            method=ServiceRecord.Method.PERSONAL,
            served_by_name="Sam Officer",
            served_at=at,
        )


def test_159_8C1_a_correction_prints_only_charges_the_notice_made(smo, respondent):
    """The violation is now recorded under § 159-6C, which the notice never charged: the
    correction withdraws § 159-8A(1), says § 159-7A(1) stands and charges nothing new."""
    notice = owed_notice(smo, respondent)
    with time_machine.travel(local(2026, 3, 4, 10), tick=False):
        (letter,) = corrections.correction_issue(acting_user=smo, notice=notice)
    text = _text(letter)
    assert "The charges of notice" in text
    assert "that stand are: § 159-7A(1), erosion and sediment controls not maintained." in text
    assert "159-6C" not in text and "turbidity" not in text.lower()
    assert "This correction makes no new charge." in text


def test_159_8C1_f_a_correction_after_the_period_to_appeal_says_it_ended_and_opens_none(
    smo, respondent, tmp_path
):
    """§ 159-8C(1)(f): 15 days from service. Served March 3, the period ended March 18;
    a correction on April 1 withdraws a charge and adds none: no new period opens, and
    the letter says so rather than that the right "stands as stated"."""
    notice = owed_notice(smo, respondent)
    _served_in_person(smo, notice, local(2026, 3, 3, 10))
    with time_machine.travel(local(2026, 4, 1, 10), tick=False):
        (letter,) = corrections.correction_issue(acting_user=smo, notice=notice)
    with letter.document.file.open("rb") as fh:
        data = fh.read()
    text = " ".join(" ".join(page_texts(data)).split())
    assert (
        f"The period to appeal notice {notice.number} ended on March 18, 2026, and no appeal "
        "was received." in text
    )
    assert "it does not open a new period to appeal" in text
    assert "runs from the notice of violation's service (§ 159-8C(1)(f))" in text
    assert "stands as stated" not in text and "as stated in it" not in text
    from tests.pdf_checks import render_png

    assert render_png(data, tmp_path / "correction")


def test_159_8C1_f_a_correction_inside_the_period_gives_its_last_day(smo, respondent):
    notice = owed_notice(smo, respondent)
    _served_in_person(smo, notice, local(2026, 3, 3, 10))
    with time_machine.travel(local(2026, 3, 5, 10), tick=False):
        (letter,) = corrections.correction_issue(acting_user=smo, notice=notice)
    text = _text(letter)
    assert f"You may appeal notice {notice.number} until Wednesday, March 18, 2026" in text


def test_159_8C1_f_a_correction_before_service_says_the_period_has_not_started(smo, respondent):
    notice = owed_notice(smo, respondent)
    with time_machine.travel(local(2026, 3, 4, 10), tick=False):
        (letter,) = corrections.correction_issue(acting_user=smo, notice=notice)
    assert "has not started: it runs from the notice's service on you" in _text(letter)


def test_159_8C1_a_correction_keeps_the_emergency_reason_of_the_notice(smo, respondent):
    reason = "The silt fence has failed above the creek; the next rain carries the soil in."
    notice = owed_notice(smo, respondent, deadline=date(2026, 3, 9), emergency_reason=reason)
    assert notice.emergency_reason == reason
    with time_machine.travel(local(2026, 3, 4, 10), tick=False):
        (letter,) = corrections.correction_issue(acting_user=smo, notice=notice)
    text = _text(letter)
    assert "(March 9, 2026). That date falls before the period to appeal ends" in text
    assert reason in text
