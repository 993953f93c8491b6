"""Role names in words: ``{{ group.name|role_name }}`` shows "Town Attorney", never
the code ``town_attorney``."""

from django import template

from lockport_sw.accounts.roles import Role

register = template.Library()


@register.filter
def role_name(code: str) -> str:
    try:
        return Role(code).label
    except ValueError:
        return code.replace("_", " ").capitalize()
