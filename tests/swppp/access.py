"""Who may open Chapter 159's pages, for every role (merged into tests/access.py).

The records belong to an applicant who is none of the matrix's users: other applicants,
the Board and reviewing bodies must not reach them (404); Town office staff may.
Entries are added by the views' authors: applicant-facing pages in APPLICANT, the SMO's
and reviewing bodies' pages in STAFF.
"""

from tests.access_helpers import ANON, OFFICE, SIGNED_IN, Role, everyone, only  # noqa: F401

# The applicant's pages (swppp/views/applicant.py, swppp/views/contractor.py). Checked in
# this order: not signed in, to the sign-in page (302); the project not visible, 404;
# visible but only its applicant acts (Town office staff), 403; then the method (405 for a
# GET on a POST-only act, for whoever passed: nobody here, the owner is not in the matrix).
APPLICANT: dict = {
    "swppp:project_create": (None, only([Role.APPLICANT])),
    # Read-only pages: Town office staff see every project; to anyone else it does not exist.
    "swppp:project_detail": (
        "swppp_project",
        {ANON: 302, **{r: 200 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    "swppp:submission_detail": (
        "swppp_received",
        {ANON: 302, **{r: 200 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    "swppp:compare": (
        "swppp_revision",
        {ANON: 302, **{r: 200 if r in OFFICE else 404 for r in SIGNED_IN}},
    ),
    # The applicant's acts: office staff see the project but may not act for the applicant.
    **{
        name: (builder, {ANON: 302, **{r: 403 if r in OFFICE else 404 for r in SIGNED_IN}})
        for name, builder in [
            ("swppp:project_update", "swppp_project"),
            ("swppp:revise", "swppp_project"),
            ("swppp:submission_edit", "swppp_draft"),
            ("swppp:submission_submit", "swppp_draft"),
            ("swppp:answer_file_remove", "swppp_draft_file"),
            ("swppp:contractor_invite", "swppp_project"),
            ("swppp:contractor_withdraw", "swppp_invitation_of_project"),
            ("swppp:contractor_resend", "swppp_contractor"),
            ("swppp:contractor_work", "swppp_contractor"),
            ("swppp:professional_request", "swppp_draft"),
            ("swppp:professional_self_sign", "swppp_draft"),
            ("swppp:professional_withdraw", "swppp_signature_request"),
            # § 159-3A: the applicant asks the SMO to correct the property (issue 24).
            ("swppp:site_correction_request", "swppp_project"),
        ]
    },
    # § 159-5D, § 159-5B(4): the links are public (no account): the contractor and the
    # professional see only what they sign. (Signed in as the project's applicant, the
    # professional's page refuses to sign: the owner is not in the matrix.)
    "swppp:contractor_certify": ("swppp_invitation", everyone(200)),
    "swppp:professional_sign": ("swppp_signature_link", everyone(200)),
    # ... and downloads every file of the version through the same link (issue 24, item 5).
    "swppp:professional_file": ("swppp_signature_file", everyone(200)),
}


def _office_sees(acting: list[str], status: int = 200) -> dict[str, int]:
    """A page on a record of an applicant none of the matrix's users is. Checked in this
    order: not signed in, to the sign-in page (302); not visible, 404 (applicants, the
    Board and reviewing bodies: the project was not forwarded to their body); visible
    but not theirs to act on, 403 (Town office staff not in ``acting``)."""
    return {
        ANON: 302,
        **{r: status if r in acting else 403 if r in OFFICE else 404 for r in SIGNED_IN},
    }


# The SMO's and reviewing bodies' pages (swppp/views/staff.py).
STAFF: dict = {
    # Lists of every project: Town office staff only (role-based).
    "swppp:review_queue": (None, only(OFFICE)),
    "swppp:project_list": (None, only(OFFICE)),
    "swppp:checklist": (None, only(OFFICE)),
    # The SMO decides exemptions (§ 159-3B); the project has none claimed, so the page
    # shows its state and no form (200).
    "swppp:exemption_decide": ("swppp_project", _office_sees([Role.SMO])),
    # § 159-4A(2): a Board member or the Clerk records the Board's approval of an engineer.
    "swppp:engineer_approval": ("swppp_project", only([Role.CLERK, Role.TOWN_BOARD])),
    # The SMO reviews a received version (§ 159-4B(1), § 159-4C).
    "swppp:review": ("swppp_received", _office_sees([Role.SMO])),
    # § 159-7B, § 159-7C(4): the SMO records the easement and the agreement.
    "swppp:maintenance_record": ("swppp_project", _office_sees([Role.SMO])),
    # The developer: recorded by the project's applicant (not in the matrix) or the SMO.
    "swppp:project_developer": ("swppp_project", _office_sees([Role.SMO])),
    # § 159-4B(2): only a member of the version's reviewing body acts. None of the matrix's
    # users is a member: office staff see the project (403); the reviewing-body user sits
    # on no body and the version was not forwarded, so for them it does not exist (404).
    "swppp:body_act": ("swppp_received", _office_sees([])),
    # § 159-5A: staff who record violations (the SMO, inspectors) record land development
    # seen before any SWPPP was accepted.
    "swppp:work_observed": ("swppp_project", _office_sees([Role.SMO, Role.INSPECTOR])),
    # § 159-3A: the SMO confirms the site is in the Town (a button: POST only, 405 to a
    # GET) or corrects the property (issue 24, item 6).
    "swppp:site_confirm": ("swppp_project", _office_sees([Role.SMO], status=405)),
    "swppp:site_correct": ("swppp_project", _office_sees([Role.SMO])),
    # § 159-3A: the SMO refuses a site outside the Town, or closes the project (issue 46).
    "swppp:site_refuse": ("swppp_project", _office_sees([Role.SMO])),
    "swppp:project_close": ("swppp_project", _office_sees([Role.SMO])),
}

SWPPP_MATRIX = {**APPLICANT, **STAFF}
