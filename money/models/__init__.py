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
from .policy import FeeHoldPolicy
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
    "FeeHoldPolicy",
    "FeeLine",
    "FeeSchedule",
    "Guarantee",
    "GuaranteeRequirement",
    "Invoice",
    "InvoiceLine",
    "Purpose",
    "Service",
]
