"""When Chapter 159 took effect, as data with its source (issue 46, item 7).

The Town Board adopted L.L. No. 8-2016 on 12-7-2016 (the chapter's history line); a local
law takes effect when it is filed with the New York Secretary of State (Municipal Home
Rule Law § 27), so the chapter's effective date is the filing's date. The Town records it
in the settings ``CHAPTER_159_FILED_ON`` (``YYYY-MM-DD``) and ``CHAPTER_159_FILING_SOURCE``
(the record that shows it), both or neither. Until then the adoption date is applied, and
every use says so: the law cannot have taken effect before it was adopted, so a building
permit approved on or before that day was certainly approved on or before the effective
date (§ 159-3B(5)), and none is refused that the filing date would admit without saying
why.

``chapter_159_effective()`` is the one place the date is read: every rule that depends on
the effective date (today § 159-3B(5)'s prior building permit) asks it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from lockport_sw.calendar.words import long_date

LOCAL_LAW = "L.L. No. 8-2016"
ADOPTED_ON = date(2016, 12, 7)  # the chapter's history line: "Adopted ... 12-7-2016"


@dataclass(frozen=True)
class Effective:
    on: date
    filed: bool  # the filing date is recorded (else the adoption date stands in)
    source: str  # where the date comes from, in words a person reads

    @property
    def basis(self) -> str:
        """The date's source in a sentence: "L.L. No. 8-2016 was filed with the New York
        Secretary of State on December 20, 2016 (<source>; Municipal Home Rule Law § 27)."
        or the adoption's words."""
        if self.filed:
            return (
                f"{LOCAL_LAW} was filed with the New York Secretary of State on "
                f"{long_date(self.on)} ({self.source}; Municipal Home Rule Law § 27)."
            )
        return f"{long_date(self.on)} is {self.source}."


def chapter_159_effective() -> Effective:
    """Chapter 159's effective date: the day L.L. No. 8-2016 was filed with the New York
    Secretary of State (Municipal Home Rule Law § 27), from the Town's settings with its
    source; the adoption date, said to be so, while the filing is not recorded. A filing
    date without its source, or one before the adoption, is refused as misconfigured."""
    filed_on = (getattr(settings, "CHAPTER_159_FILED_ON", "") or "").strip()
    source = (getattr(settings, "CHAPTER_159_FILING_SOURCE", "") or "").strip()
    if not filed_on and not source:
        return Effective(
            on=ADOPTED_ON,
            filed=False,
            source=f"the day the Town Board adopted {LOCAL_LAW}; the day it was filed with "
            "the New York Secretary of State, when it took effect (Municipal Home Rule Law "
            "§ 27), is not recorded, and a permit approved by its adoption was approved "
            "before it took effect",
        )
    if not (filed_on and source):
        raise ImproperlyConfigured(
            "Set both CHAPTER_159_FILED_ON and CHAPTER_159_FILING_SOURCE: the filing date of "
            f"{LOCAL_LAW} with the Secretary of State and the record that shows it."
        )
    try:
        on = date.fromisoformat(filed_on)
    except ValueError:
        raise ImproperlyConfigured(
            f"CHAPTER_159_FILED_ON is a date written YYYY-MM-DD, not {filed_on!r}."
        ) from None
    if on < ADOPTED_ON:
        raise ImproperlyConfigured(
            f"CHAPTER_159_FILED_ON ({filed_on}) is before {LOCAL_LAW} was adopted "
            f"({ADOPTED_ON.isoformat()}): a local law is filed after its adoption."
        )
    return Effective(on=on, filed=True, source=source)
