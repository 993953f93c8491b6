"""Chapter 159 records, split by concern:

- ``projects``: reviewing bodies and land development projects (with applicability data);
- ``plans``: the SWPPP checklist, SWPPP versions (submissions) and their answers;
- ``review``: the SMO's findings and the applicant's responses to them;
- ``contractors``: contractor certifications of § 159-5D and the invitations to sign.
"""

from .contractors import ContractorCertification, ContractorInvitation
from .plans import ChecklistItem, ItemAnswer, Outcome, Submission
from .projects import Project, ReviewingBody
from .review import Finding, FindingResponse

__all__ = [
    "ChecklistItem",
    "ContractorCertification",
    "ContractorInvitation",
    "Finding",
    "FindingResponse",
    "ItemAnswer",
    "Outcome",
    "Project",
    "ReviewingBody",
    "Submission",
]
