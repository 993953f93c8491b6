"""Money as letters and pages write it."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def cents(value) -> Decimal:
    """A Decimal rounded to the cent (half up), never a float."""
    if isinstance(value, float):
        raise TypeError("Money is never a float.")
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def dollars(value) -> str:
    """ "$1,234.50"; a negative amount "-$12.00"."""
    if value is None:
        return ""
    amount = cents(value)
    sign = "-" if amount < 0 else ""
    return f"{sign}${abs(amount):,.2f}"
