"""Chapter 158's records. State diagrams are in docs/architecture.md ("Chapter 158")."""

from .access import AccessAction
from .authorizations import AgencyExemption, Authorization, Delegation
from .cases import Case, Entry
from .orders import Order, OrderResponse
from .outfalls import Outfall, Screening
from .reports import ApiClient, Report, ReportUpdate
from .spills import Spill

__all__ = [
    "AccessAction",
    "AgencyExemption",
    "ApiClient",
    "Authorization",
    "Case",
    "Delegation",
    "Entry",
    "Order",
    "OrderResponse",
    "Outfall",
    "Report",
    "ReportUpdate",
    "Screening",
    "Spill",
]
