"""``{% cite "idl.appeal" %}``: the current municipality's citation of a provision, in
every template (a builtin: settings ``TEMPLATES``), so that no template writes one; and
``{{ code|cited }}`` for a provision a record keeps by its code."""

from django import template

from lockport_sw.jurisdiction.registry import chapter_named, cite_code
from lockport_sw.jurisdiction.registry import cite as cite_provision

register = template.Library()


@register.simple_tag
def cite(key: str) -> str:
    return cite_provision(key)


@register.filter
def cited(code: str) -> str:
    """``{{ item.code|cited }}``: a provision the records keep by its code ("159-5B(1)(c)"),
    as the municipality cites it ("§ 159-5B(1)(c)"; registry.cite_code)."""
    return cite_code(code)


@register.filter
def law_named(chapter: str) -> str:
    """``{{ v.chapter|law_named }}``: a record's chapter ("158") as the municipality names
    its law ("Chapter 158"; registry.chapter_named)."""
    return chapter_named(chapter)
