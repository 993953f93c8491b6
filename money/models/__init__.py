from .account import Account, Entry, Invoice, InvoiceLine
from .estimates import CostEstimate, CostEstimateLine
from .guarantees import (
    TOWN_BENEFICIARY,
    Draw,
    EscrowInterest,
    Guarantee,
    GuaranteeRequirement,
    Purpose,
)
from .schedules import Basis, FeeLine, FeeSchedule, Service

__all__ = [
    "Account",
    "TOWN_BENEFICIARY",
    "Basis",
    "CostEstimate",
    "CostEstimateLine",
    "Draw",
    "Entry",
    "EscrowInterest",
    "FeeLine",
    "FeeSchedule",
    "Guarantee",
    "GuaranteeRequirement",
    "Invoice",
    "InvoiceLine",
    "Purpose",
    "Service",
]
