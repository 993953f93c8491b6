"""``{% cite "idl.appeal" %}``: the current municipality's citation of a provision, in
every template (a builtin: settings ``TEMPLATES``), so that no template writes one."""

from django import template

from lockport_sw.jurisdiction.registry import cite as cite_provision

register = template.Library()


@register.simple_tag
def cite(key: str) -> str:
    return cite_provision(key)
