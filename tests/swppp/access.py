"""Who may open Chapter 159's pages, for every role (merged into tests/access.py).

The records belong to an applicant who is none of the matrix's users: other applicants,
the Board and reviewing bodies must not reach them (404); Town office staff may.
Entries are added by the views' authors: applicant-facing pages in APPLICANT, the SMO's
and reviewing bodies' pages in STAFF.
"""

from tests.access_helpers import ANON, OFFICE, SIGNED_IN, Role, everyone, only  # noqa: F401

APPLICANT: dict = {}
STAFF: dict = {}

SWPPP_MATRIX = {**APPLICANT, **STAFF}
