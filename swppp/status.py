"""What a project's state means for the people involved: shown on lists and pages."""

from __future__ import annotations

from datetime import date

from lockport_sw.calendar.words import long_date
from lockport_sw.jurisdiction.registry import cite, words

from .models import Submission

State = Submission.State


def next_step(
    state: str | None,
    *,
    review_path: str = "",
    body: str = "",
    due_date: date | None = None,
    exemption_status: str = "",
) -> str:
    """Who must act next, and under which section."""
    due = f" by {long_date(due_date)}" if due_date else ""
    if state in (None, State.DRAFT) and exemption_status == "claimed":
        return words("SMO: confirm or reject the claimed exemption ({cite:swm.exemptions}).")
    if state in (None, State.DRAFT) and exemption_status == "confirmed":
        return words("None: the activity is exempt from review ({cite:swm.exemptions}).")
    if state in (None, State.DRAFT):
        return words("Applicant: complete the SWPPP and submit it ({cite:swm.swppp_requirement}).")
    if state == State.RECEIVED:
        if review_path == Submission.Path.BODY:
            return (
                f"SMO: forward the SWPPP with a written recommendation to the "
                f"{body or 'reviewing body'}{due} "
                f"({cite('swm.review_with_other_body.recommendation')})."
            )
        return (
            f"SMO: approve, approve with modifications or disapprove the SWPPP{due} "
            f"({cite('swm.review_by_smo')})."
        )
    if state == State.FORWARDED:
        return (
            f"{body or 'The reviewing body'}: act on the SWPPP "
            f"({cite('swm.review_with_other_body.body_act')}); the SMO may comment."
        )
    if state == State.APPROVED:
        return words(
            "Applicant: keep a copy of the SWPPP on site ({cite:swm.swppp_on_site}); give 48 "
            "hours' notice before each construction milestone ({cite:swm.construction_inspection})."
        )
    if state == State.APPROVED_WITH_MODIFICATIONS:
        # § 159-4C, § 159-4B(2): "In order to be approved, an applicant shall revise an
        # SWPPP that has been approved with modifications ... and shall submit the
        # revised SWPPP". Not an approval: no word of work beginning (§ 159-5A).
        citation = cite(
            "swm.review_with_other_body.body_act"
            if review_path == Submission.Path.BODY
            else "swm.review_by_smo"
        )
        return (
            "Applicant: revise the SWPPP in accordance with the modifications and submit "
            f"the revised SWPPP for review ({citation})."
        )
    return "Applicant: revise the SWPPP, answering each finding, and submit the revision."
