"""Where the work happens, the fee follows (§ 159-8D), and final acceptance starts the
performance guarantee's year (§ 159-8B(1)): receivers of the signals swppp and
inspections send inside the transaction of their act (swppp/events.py,
inspections/events.py), so the fee and the act are saved together or not at all."""

from __future__ import annotations


def _swppp_received(sender, *, submission, acting_user=None, **kwargs):
    from .services.fees import review_fee_assess

    review_fee_assess(submission=submission, acting_user=acting_user)


def _inspection_completed(sender, *, inspection, acting_user=None, **kwargs):
    from .services.fees import inspection_fee_assess

    inspection_fee_assess(inspection=inspection, acting_user=acting_user)


def _final_acceptance(sender, *, acceptance, subject, acting_user=None, **kwargs):
    from .services.release import final_acceptance_starts_the_year

    final_acceptance_starts_the_year(
        acceptance=acceptance, subject=subject, acting_user=acting_user
    )


def connect() -> None:
    from inspections.events import final_acceptance_recorded, inspection_completed
    from swppp.events import swppp_received

    swppp_received.connect(_swppp_received, dispatch_uid="money.review_fee")
    inspection_completed.connect(_inspection_completed, dispatch_uid="money.inspection_fee")
    final_acceptance_recorded.connect(_final_acceptance, dispatch_uid="money.guarantee_year")
    # § 159-8B: a guarantee required "prior to construction" holds the milestones back.
    from swppp.inspections import MORE_REFUSALS

    from .services.guarantees import milestone_refusals

    if milestone_refusals not in MORE_REFUSALS:
        MORE_REFUSALS.append(milestone_refusals)
    # Issue 46, item 8: an approval letter names the guarantees required and the fees owed.
    from swppp.letters import APPROVAL_TERMS

    from .letters import approval_terms

    if approval_terms not in APPROVAL_TERMS:
        APPROVAL_TERMS.append(approval_terms)
    # § 159-8B: the same guarantee holds back the contractors' "may begin"
    # (swppp/services/contractors.py).
    from swppp.services.contractors import BEFORE_CONSTRUCTION

    from .services.guarantees import construction_refusals

    if construction_refusals not in BEFORE_CONSTRUCTION:
        BEFORE_CONSTRUCTION.append(construction_refusals)
