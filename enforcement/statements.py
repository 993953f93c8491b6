"""The sentences a notice prints, built from the chapter's data and the record (never
typed by hand): the penalties that may be assessed (§ 158-11B, § 159-8C(4)) and the
right to appeal (§ 158-12, § 159-8C(1)(f)), with the hearing body and, where the window
runs from issuance, its last day.
"""

from __future__ import annotations

from datetime import date

from lockport_sw.calendar.words import long_date
from lockport_sw.core.money_words import dollars
from lockport_sw.deadlines import catalogue
from lockport_sw.deadlines.services import effective_period
from lockport_sw.jurisdiction.registry import current

from .chapters import ChapterEnforcement

ORDINALS = {1: "a first offense", 2: "a second offense", 3: "a third or subsequent offense"}


def fine_text(minimum: int, maximum: int) -> str:
    """The law's fines, in its whole dollars: "not less than $700 nor more than $1,000"."""
    if minimum == 0:
        return f"a fine not exceeding {dollars(maximum, whole=True)}"
    return (
        f"a fine of not less than {dollars(minimum, whole=True)} nor more than "
        f"{dollars(maximum, whole=True)}"
    )


def penalty_statement(chapter: ChapterEnforcement) -> str:
    """§ 158-11B / § 159-8C(4), in the notice's words."""
    p = chapter.penalties
    parts = []
    for tier, minimum, maximum in p.fines:
        within = "" if tier == 1 else f", all committed within {p.lookback_years} years"
        parts.append(
            f"on conviction of {ORDINALS[tier]}{within}, {fine_text(minimum, maximum)} or "
            f"imprisonment for a period not to exceed {p.imprisonment_days} days, or both"
        )
    return (
        f"Under {p.citation} of the {current().cited_of}, a violation of "
        f"{current().laws_named([p.citation])} is punishable " + "; ".join(parts) + ". "
        "Each week's continued "
        "violation constitutes a separate additional violation."
    )


def appeal_statement(
    chapter: ChapterEnforcement, *, body: str, last_day: date | None = None
) -> str:
    """§ 158-12 / § 159-8C(1)(f): who may appeal, to whom, within what period from when.
    A hearing body chosen by Town policy (where the statute names none) is said to be
    the Town's policy, never the statute's."""
    rule = catalogue.get(chapter.appeal_window_rule)
    days = effective_period(rule)
    start = "service of this notice" if chapter.appeal_from_service else "its issuance"
    if chapter.appeal_to:
        hearing = catalogue.get(chapter.hearing_rule)
        text = (
            f"You may appeal this determination to the {chapter.appeal_to} within {days} days "
            f"of {start} ({chapter.appeal_citation})"
        )
        if last_day is not None:
            text += f", that is, on or before {long_date(last_day, weekday=True)}"
        text += (
            f". The {chapter.appeal_to} hears the appeal within {hearing.period} days after "
            "it is filed."
        )
        return text
    text = (
        f"The determination of violation may be appealed to the Town by filing a written "
        f"notice of appeal within {days} days of {start} ({chapter.appeal_citation})"
    )
    if last_day is not None:
        text += f", that is, on or before {long_date(last_day, weekday=True)}"
    return text + f". The Town has designated the {body} to hear appeals."
