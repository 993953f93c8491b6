"""Enforcement's models, by concern. Import from here: ``from enforcement.models import
NoticeOfViolation``."""

from .appeals import Appeal, AppealPolicy, Appellant, HearingNotice, HearingNoticePolicy
from .corrective import AbatementCost, CorrectiveAction, SummaryAbatement
from .notices import Addressee, NoticeOfViolation, ServiceRecord
from .orders import StopWorkOrder
from .penalties import Offense, Referral
from .provisions import Provision, sync_provisions
from .remedies import CRITERIA, AlternativeRemedy, OccupancyHold, RemedyTask
from .served import ServedLetter
from .violations import Evidence, Violation

__all__ = [
    "CRITERIA",
    "AbatementCost",
    "Addressee",
    "AlternativeRemedy",
    "Appeal",
    "AppealPolicy",
    "Appellant",
    "CorrectiveAction",
    "Evidence",
    "HearingNotice",
    "HearingNoticePolicy",
    "NoticeOfViolation",
    "OccupancyHold",
    "Offense",
    "Provision",
    "Referral",
    "RemedyTask",
    "ServedLetter",
    "ServiceRecord",
    "StopWorkOrder",
    "SummaryAbatement",
    "Violation",
    "sync_provisions",
]
