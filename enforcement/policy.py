"""The Town's choices where a chapter's statute leaves them open."""

from __future__ import annotations

from .chapters import ChapterEnforcement
from .models import AppealPolicy


def hearing_body(chapter: ChapterEnforcement) -> str:
    """Who hears an appeal: the body the statute names (§ 158-12: the Town Board), else
    the Town's policy (§ 159-8C(1)(f) says only "to the Town"; default: the Town Board)."""
    if chapter.appeal_to:
        return chapter.appeal_to
    policy = AppealPolicy.objects.filter(chapter=chapter.chapter).first()
    return policy.hearing_body if policy else AppealPolicy.Body.TOWN_BOARD.value


def hearing_body_words(chapter: ChapterEnforcement) -> str:
    """ "heard by the Planning Board (Town Board Resolution No. 2026-41 of March 3,
    2026)": the body and the act that chose it; the statute where it names the body."""
    body = hearing_body(chapter)
    if chapter.appeal_to:
        return f"heard by the {body} ({chapter.appeal_citation})"
    setting = AppealPolicy.objects.filter(chapter=chapter.chapter).first()
    return f"heard by the {body} ({setting.basis if setting else 'Town policy'})"


def hearing_body_is_policy(chapter: ChapterEnforcement) -> bool:
    return not chapter.appeal_to
