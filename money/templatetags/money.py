from django import template

from money.words import dollars as _dollars

register = template.Library()


@register.filter
def dollars(value) -> str:
    """ "$1,234.50"."""
    return _dollars(value)
