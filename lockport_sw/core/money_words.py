"""Money as the Town's letters, pages and records write it: the one formatter of dollars.

The rule for cents: an amount of an account (a fee, an invoice, a payment, a guarantee,
a cost of abatement) is written to the cent, "$1,250.00"; an amount written in whole
dollars (the fines of § 158-11B and § 159-8C(4) as the law states them, the MS4 report's
figures) is written ``whole``, "$1,000", and still with its cents when it has any,
"$300.50": no cent is ever dropped.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def cents(value) -> Decimal:
    """A Decimal rounded to the cent (half up), never a float."""
    if isinstance(value, float):
        raise TypeError("Money is never a float.")
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


def dollars(value, *, whole: bool = False) -> str:
    """ "$1,234.50", "$12.00"; a negative amount "-$12.00"; nothing for no amount.
    ``whole``: "$1,000" when the amount is whole, "$1,000.50" when it is not."""
    if value is None or value == "":
        return ""
    amount = cents(value)
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    if whole and amount == amount.to_integral_value():
        return f"{sign}${amount:,.0f}"
    return f"{sign}${amount:,.2f}"


# A plain amount as a person types it: digits, at most two places, commas only between
# thousands, an optional "$"; never an exponent ("1e5"), a sign, NaN or Infinity.
PLAIN_AMOUNT = re.compile(r"\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?|\$?\.\d{1,2}")


def plain_amount(text) -> Decimal | None:
    """The Decimal a typed amount says, or None when it is not a plain amount of dollars
    and cents: "1,250.5" and "$40" are; "1e5", "1,000.001", "-5", "NaN", "12,34" are not
    (issue 45, item 5)."""
    if isinstance(text, Decimal):
        text = format(text, "f") if text.is_finite() else "NaN"
    text = str(text or "").strip()
    if not PLAIN_AMOUNT.fullmatch(text):
        return None
    return Decimal(text.replace("$", "").replace(",", ""))
