"""Chapter 159 records, split by concern:

- ``projects``: reviewing bodies and land development projects (with applicability data,
  the SMO's determination of the review path, and the site in the Town, § 159-3A);
- ``plans``: the SWPPP checklist, SWPPP versions (submissions) and their answers;
- ``professional``: the licensed professional's signature of a version (§ 159-5B(4),
  § 159-4A(3));
- ``review``: the SMO's findings, the applicant's responses, the SMO's comments;
- ``maintenance``: the maintenance easement and agreement, or dedication (§ 159-7B, 7C(4));
- ``contractors``: contractors identified in the SWPPP and their § 159-5D certifications;
- ``engineer``: the Town Board's approval of an outside engineer (§ 159-4A(2)).
"""

from .contractors import Contractor, ContractorCertification, ContractorInvitation
from .engineer import EngineerApproval
from .maintenance import MaintenanceInstrument
from .plans import ChecklistItem, ItemAnswer, Outcome, Submission
from .professional import Designation, ProfessionalSignature
from .projects import Project, ReviewingBody, ReviewPath, SiteBasis, SiteCorrection
from .review import Finding, FindingResponse, ReviewComment

__all__ = [
    "ChecklistItem",
    "Contractor",
    "ContractorCertification",
    "ContractorInvitation",
    "Designation",
    "EngineerApproval",
    "Finding",
    "FindingResponse",
    "ItemAnswer",
    "MaintenanceInstrument",
    "Outcome",
    "ProfessionalSignature",
    "Project",
    "ReviewComment",
    "ReviewPath",
    "ReviewingBody",
    "SiteBasis",
    "SiteCorrection",
    "Submission",
]
