"""Enforcement records the URL-access matrix points at (tests/route_world.py), built
through the services at today's date. The respondent is none of the matrix's users."""

from datetime import timedelta

from django.utils import timezone

from enforcement.models import CorrectiveAction, Referral, ServiceRecord
from enforcement.services import appeals, notices, orders, penalties, remedies
from lockport_sw.accounts.roles import Role
from tests.enforcement.factories import issue, make_violation, respondent_party, respondent_user


def enforcement_world(make_user) -> dict:
    smo = make_user(Role.SMO)
    attorney = make_user(Role.TOWN_ATTORNEY)
    today = timezone.localdate()
    respondent = respondent_party(user=respondent_user())
    v158 = make_violation(smo, party=respondent, started_on=today - timedelta(days=3))
    v159 = make_violation(
        smo, chapter="159", party=respondent, started_on=today - timedelta(days=3)
    )
    notice = issue(smo, v158, deadline=today + timedelta(days=20))
    service = notices.service_record(
        acting_user=smo,
        document=notice.document,
        method=ServiceRecord.Method.CERTIFIED_MAIL,
        served_by_name="Clara Lee",
        article_number="9589071052700123456789",
        mailed_on=today,
    )
    appeal = appeals.appeal_file(acting_user=respondent.user, notice=notice, grounds="Not mine.")
    order = orders.order_issue(
        acting_user=smo, violation=v159, reasons="Sediment.", work_allowed="Stabilization."
    )
    action = CorrectiveAction.objects.create(
        state=CorrectiveAction.State.ACCESS_GRANTED,
        chapter="158",
        notice=notice,
        opened_at=timezone.now(),
        opened_by=smo,
        measures="Plug the drains.",
    )
    referral = penalties.referral_create(
        acting_user=smo, violation=v158, kind=Referral.Kind.PROSECUTION, referred_on=today
    )
    remedy = remedies.remedy_recommend(
        acting_user=attorney,
        violation=v158,
        criteria=["1"],
        recommendation="Workshop.",
        tasks=[("workshop", "", today + timedelta(days=30))],
    )
    hold = remedies.occupancy_hold_place(acting_user=smo, violation=v159, reason="Pending.")
    from enforcement.services import corrective

    nuisance = corrective.summary_abatement_record(
        acting_user=smo,
        violation=make_violation(smo, party=respondent, started_on=today - timedelta(days=3)),
        condition="Oil in the catch basin.",
        abated_on=today,
        abated_by="DPW",
    )
    from illicit.services.orders import order_issue
    from tests.illicit.world import case

    served_order = order_issue(
        acting_user=smo,
        case=case(smo, owner=respondent),
        party=respondent,
        kind="5C",
        requirements="Stop it.",
    )
    return {
        "violation_158": {"reference": v158.reference},
        "violation_159": {"reference": v159.reference},
        "notice": {"number": notice.number},
        "service": {"pk": service.pk},
        "appeal": {"reference": appeal.reference},
        "order": {"number": order.number},
        "corrective": {"pk": action.pk},
        "corrective_step": {"pk": action.pk, "step": "cost"},
        "referral": {"pk": referral.pk},
        "remedy": {"pk": remedy.pk},
        "remedy_task": {"pk": remedy.tasks.get().pk},
        "hold": {"pk": hold.pk},
        "letter": {"number": served_order.letters.get().number},
        "summary_abatement": {"pk": nuisance.pk},
        "party": {"pk": respondent.pk},
    }
