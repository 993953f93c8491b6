"""``{{ amount|dollars }}``: "$1,234.50"; ``{{ fine|dollars:"whole" }}``: "$1,000"
(lockport_sw/core/money_words.py)."""

from django import template

from lockport_sw.core.money_words import dollars as _dollars

register = template.Library()


@register.filter
def dollars(value, form: str = "") -> str:
    if form not in ("", "whole"):
        raise template.TemplateSyntaxError(f'dollars takes "whole" or nothing, not "{form}".')
    return _dollars(value, whole=form == "whole")
