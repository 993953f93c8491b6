"""Who may open enforcement's pages, for every role (merged into tests/access.py).

The records belong to a respondent none of the matrix's users is: other applicants and
reviewing bodies must not reach them (404). Checked in this order: not signed in, to the
sign-in page (302); not visible, 404; visible but not theirs to do, 403.
Visible: violations, orders and corrective measures to Town office staff; notices and
appeals also to the Town Board once appealed (the docket).
"""

from tests.access_helpers import ANON, OFFICE, SIGNED_IN, Role, only, signed_in

DOCKET = [Role.SMO, Role.CLERK, Role.TOWN_ATTORNEY, Role.TOWN_BOARD]


def _sees(visible: list[str], acting: list[str]) -> dict[str, int]:
    """200 for ``acting``, 403 for the others who see the record, 404 for the rest."""
    return {
        ANON: 302,
        **{r: 200 if r in acting else 403 if r in visible else 404 for r in SIGNED_IN},
    }


def office(acting: list[str]) -> dict[str, int]:
    return _sees(OFFICE, acting)


def appealed(acting: list[str]) -> dict[str, int]:
    """An appealed notice or its appeal: office staff and the Town Board see it."""
    return _sees([*OFFICE, Role.TOWN_BOARD], acting)


ENFORCEMENT_MATRIX: dict = {
    # violations (office staff; record: SMO and inspectors)
    "enforcement:violation_list": (None, only(OFFICE)),
    "enforcement:violation_create": (None, only([Role.SMO, Role.INSPECTOR])),
    "enforcement:violation_detail": ("violation_158", office(OFFICE)),
    "enforcement:evidence_add": ("violation_158", office([Role.SMO, Role.INSPECTOR])),
    "enforcement:violation_end": ("violation_158", office([Role.SMO, Role.INSPECTOR])),
    # § 158-11A: the SMO issues notices; § 159-8C(2) orders
    "enforcement:notice_issue": ("violation_158", office([Role.SMO])),
    "enforcement:order_issue": ("violation_159", office([Role.SMO])),
    "enforcement:referral_create": ("violation_158", office([Role.SMO])),
    "enforcement:remedy_recommend": ("violation_158", office([Role.TOWN_ATTORNEY])),
    "enforcement:occupancy_place": ("violation_159", office([Role.SMO])),
    # § 158-16: summary abatement and its costs (the SMO)
    "enforcement:summary_abate": ("violation_158", office([Role.SMO])),
    "enforcement:summary_cost": ("summary_abatement", office([Role.SMO])),
    "enforcement:party_penalties": ("party", only(OFFICE)),
    # notices
    "enforcement:notice_list": (None, only(OFFICE)),
    "enforcement:mine": (None, signed_in()),
    "enforcement:notice_detail": ("notice", appealed([*OFFICE, Role.TOWN_BOARD])),
    "enforcement:notice_correct": ("notice", appealed([Role.SMO])),
    # issue 23, item 2: the correction notice owed on an issued notice (the SMO)
    "enforcement:correction_issue": ("notice", appealed([Role.SMO])),
    # § 158-12: only the person who received the notice appeals it online
    "enforcement:appeal_file": ("notice", appealed([])),
    "enforcement:appeal_paper": ("notice", appealed([Role.SMO, Role.CLERK])),
    "enforcement:corrective_start": ("notice", appealed([Role.SMO])),
    "enforcement:serve": ("notice", appealed([Role.SMO, Role.INSPECTOR, Role.CLERK])),
    "enforcement:service_receipt": ("service", appealed([Role.SMO, Role.INSPECTOR, Role.CLERK])),
    # stop-work orders
    "enforcement:order_detail": ("order", office(OFFICE)),
    "enforcement:order_lift": ("order", office([Role.SMO])),
    # served letters (issue 23, item 3): office staff and the person addressed
    "enforcement:letter_detail": ("letter", office(OFFICE)),
    # appeals: the docket
    "enforcement:docket": (None, only(DOCKET)),
    "enforcement:appeal_policy": (None, only(DOCKET)),
    # the Town Board's least notice before a hearing (seen with the docket)
    "enforcement:least_notice_policy": (None, only(DOCKET)),
    "enforcement:appeal_detail": ("appeal", appealed([*OFFICE, Role.TOWN_BOARD])),
    "enforcement:hearing_schedule": ("appeal", appealed([Role.TOWN_BOARD])),
    "enforcement:appeal_decide": ("appeal", appealed([Role.TOWN_BOARD])),
    "enforcement:decision_file": ("appeal", appealed([Role.CLERK])),
    "enforcement:hearing_packet": ("appeal", appealed(DOCKET)),
    # corrective measures, referrals, remedies (office staff)
    "enforcement:corrective_list": (None, only(OFFICE)),
    "enforcement:corrective_detail": ("corrective", office(OFFICE)),
    "enforcement:corrective_step": ("corrective_step", office([Role.SMO])),
    "enforcement:referral_list": (None, only(OFFICE)),
    "enforcement:referral_outcome": ("referral", office([Role.TOWN_ATTORNEY])),
    "enforcement:remedy_answer": ("remedy", office([Role.SMO])),
    "enforcement:remedy_task_done": ("remedy_task", office([Role.SMO])),
    "enforcement:hold_lift": ("hold", office([Role.SMO])),
}
