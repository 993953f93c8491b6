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


def owed_notice(smo, party) -> NoticeOfViolation:
    """A notice that printed § 159-8A(1) "work during a hold", then noted as owed a
    correction, as the data migration of the wrong charges (inspections/0005) does."""
    with time_machine.travel(local(2026, 3, 2, 10), tick=False):
        violation = make_violation(smo, chapter="159", party=party, provisions=BEFORE)
        notice = issue(smo, violation, deadline=date(2026, 3, 30))
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
        assert "§ 159-6C Turbidity: substantial visible contrast (as found)" in check
        assert f"Rita Respondent, {respondent.mailing_address}" in check
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
    assert "and your right to appeal as stated in it" in text
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
