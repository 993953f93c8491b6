"""A label (a choice's display: "Received: under review by the SMO") put inside a
sentence: its first letter lowered, the rest as written, so that an abbreviation or a
name in it keeps its capitals ("under review by the SMO", never "by the smo"; issue 46,
item 8). A label that begins with an abbreviation ("SMO decision") is left whole. The
filter ``|in_sentence`` is built into every template (settings: TEMPLATES builtins)."""

from __future__ import annotations

from django import template

register = template.Library()


def in_sentence(label) -> str:
    text = str(label or "")
    first = text.split(" ", 1)[0].rstrip(":,;.")
    if not text or (len(first) > 1 and first.isupper()):
        return text
    return text[0].lower() + text[1:]


register.filter("in_sentence", in_sentence, is_safe=True)
