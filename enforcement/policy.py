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


def hearing_body_is_policy(chapter: ChapterEnforcement) -> bool:
    return not chapter.appeal_to
