"""Other remedies: § 158-14 injunctions, § 158-15 alternative remedies, § 158-16
nuisance, § 159-8C(3) injunctions, § 159-8C(5) withholding occupancy."""

from datetime import date

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from enforcement.models import AlternativeRemedy, Referral
from enforcement.services import penalties, remedies
from tests.enforcement.factories import local, make_violation

pytestmark = pytest.mark.django_db
TODAY = local(2026, 6, 1, 10, 0)


@time_machine.travel(TODAY, tick=False)
def test_158_15_alternative_remedies_need_the_attorneys_recommendation_and_the_smos_concurrence(
    smo, attorney
):
    violation = make_violation(smo)
    with pytest.raises(PermissionDenied, match="Only the Town Attorney"):
        remedies.remedy_recommend(
            acting_user=smo, violation=violation, criteria=["1"], recommendation="x", tasks=[]
        )
    with pytest.raises(ValidationError) as refused:
        remedies.remedy_recommend(
            acting_user=attorney, violation=violation, criteria=[], recommendation="", tasks=[]
        )
    assert set(refused.value.message_dict) == {"criteria", "recommendation", "tasks"}

    remedy = remedies.remedy_recommend(
        acting_user=attorney,
        violation=violation,
        criteria=["1", "3"],
        recommendation="First violation, minimal damage.",
        tasks=[
            ("workshop", "Spill prevention workshop", date(2026, 7, 1)),
            ("stenciling", "Stencil 4 drains on Mill Road", date(2026, 7, 15)),
        ],
    )
    assert remedy.state == AlternativeRemedy.State.RECOMMENDED
    with pytest.raises(PermissionDenied, match="Only the Stormwater Management Officer"):
        remedies.remedy_concur(acting_user=attorney, remedy=remedy, concur=True)

    remedy = remedies.remedy_concur(acting_user=smo, remedy=remedy, concur=True)
    assert remedy.state == AlternativeRemedy.State.IN_EFFECT
    for task in remedy.tasks.all():
        remedies.remedy_task_complete(acting_user=smo, task=task, completed_on=date(2026, 6, 1))
    remedy.refresh_from_db()
    assert remedy.state == AlternativeRemedy.State.COMPLETED


@time_machine.travel(TODAY, tick=False)
def test_158_15_chapter_159_provides_no_alternative_remedies(smo, attorney):
    with pytest.raises(ValidationError, match="Chapter 159 provides no alternative remedies"):
        remedies.remedy_recommend(
            acting_user=attorney,
            violation=make_violation(smo, chapter="159"),
            criteria=["1"],
            recommendation="x",
            tasks=[("workshop", "", date(2026, 7, 1))],
        )


@time_machine.travel(TODAY, tick=False)
def test_158_14_and_158_16_injunction_and_nuisance_are_referrals_with_outcomes(smo, attorney):
    violation = make_violation(smo)
    injunction = penalties.referral_create(
        acting_user=smo,
        violation=violation,
        kind=Referral.Kind.INJUNCTION,
        referred_on=date(2026, 5, 1),
    )
    nuisance = penalties.referral_create(
        acting_user=smo,
        violation=violation,
        kind=Referral.Kind.NUISANCE,
        referred_on=date(2026, 5, 1),
    )
    assert (injunction.citation, nuisance.citation) == ("§ 158-14", "§ 158-16")

    penalties.referral_outcome(
        acting_user=attorney,
        referral=injunction,
        outcome=Referral.Outcome.GRANTED,
        outcome_on=date(2026, 5, 20),
    )
    with pytest.raises(ValidationError, match="Only a prosecution ends in a conviction"):
        penalties.referral_outcome(
            acting_user=attorney,
            referral=nuisance,
            outcome=Referral.Outcome.CONVICTED,
            outcome_on=date(2026, 5, 20),
            committed_on=date(2026, 3, 1),
        )


@time_machine.travel(TODAY, tick=False)
def test_159_8c3_injunction_but_no_nuisance_referral_under_chapter_159(smo):
    violation = make_violation(smo, chapter="159")

    referral = penalties.referral_create(
        acting_user=smo,
        violation=violation,
        kind=Referral.Kind.INJUNCTION,
        referred_on=date(2026, 5, 1),
    )
    assert referral.citation == "§ 159-8C(3)"
    with pytest.raises(
        ValidationError, match="Chapter 159 provides no abatement of a public nuisance"
    ):
        penalties.referral_create(
            acting_user=smo,
            violation=violation,
            kind=Referral.Kind.NUISANCE,
            referred_on=date(2026, 5, 1),
        )


@time_machine.travel(TODAY, tick=False)
def test_159_8c5_occupancy_is_withheld_until_lifted(smo):
    from enforcement import selectors

    violation = make_violation(smo, chapter="159")
    hold = remedies.occupancy_hold_place(
        acting_user=smo, violation=violation, reason="No as-built survey."
    )

    assert list(selectors.holds_in_effect(violation.parcel)) == [hold]
    with pytest.raises(ValidationError, match="already withheld"):
        remedies.occupancy_hold_place(acting_user=smo, violation=violation, reason="Again")
    remedies.occupancy_hold_lift(acting_user=smo, hold=hold, reason="As-built survey accepted.")
    assert not selectors.holds_in_effect(violation.parcel).exists()
    with pytest.raises(ValidationError, match="Chapter 158 provides no withholding of occupancy"):
        remedies.occupancy_hold_place(acting_user=smo, violation=make_violation(smo), reason="x")


@time_machine.travel(TODAY, tick=False)
def test_159_8c5_the_notice_withholding_occupancy_is_served_with_a_copy_to_the_building_inspector(
    smo,
):
    """Issue 23, item 3: the § 159-8C(5) hold is a served letter to the violator, in copy
    to the Building Inspector (the copy printed on it, and a message to the inspector)."""
    from enforcement.models import ServedLetter
    from lockport_sw.accounts.roles import Role
    from lockport_sw.notifications.models import Notification
    from swppp.models import ReviewingBody
    from tests.factories import UserFactory
    from tests.pdf_checks import page_texts

    inspector = UserFactory(roles=[Role.REVIEWING_BODY], full_name="Bill Builder")
    ReviewingBody.objects.get(kind=ReviewingBody.Kind.BUILDING_INSPECTOR).members.add(inspector)
    violation = make_violation(smo, chapter="159")

    hold = remedies.occupancy_hold_place(
        acting_user=smo, violation=violation, reason="No as-built survey."
    )

    letter = ServedLetter.objects.get(kind="OCCUPANCY")
    assert letter.subject == hold and letter.addressee == violation.party
    assert letter.copy_to == "the Building Inspector of the Town of Lockport"
    with letter.document.file.open("rb") as fh:
        text = " ".join(" ".join(page_texts(fh.read())).split())
    assert "§ 159-8C(5)" in text and "No as-built survey." in text
    assert "Copy: The Building Inspector of the Town of Lockport." in text
    assert "158-" not in text
    copy = Notification.objects.get(recipient=inspector)
    assert letter.number in copy.subject and copy.subject.startswith("Copy:")
