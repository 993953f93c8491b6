"""``{% main_menu %}``: the main menu's HTML, rendered once per process for each menu
(issue 44).

``base.html`` rendered the menu's template tree on every signed-in page: a loop over a
few menus and twenty-odd links, each link's URL reversed. The HTML is a function of the
menu alone: which entries the user sees (their roles, permissions and seats, read
through ``core/floor.py``), which is the current page, the badges' numbers (the unread
count), the URLconf and the script prefix. Those are the key, so the HTML kept for one
user is the HTML of every user whose menu is the same, and any change of what it is made
of (a role granted or taken, a message written or read) is a new key: nothing to
invalidate, nothing stale. The dict is bounded (emptied when full) and emptied when a
setting changes (tests).
"""

from __future__ import annotations

from django import template
from django.core.signals import setting_changed
from django.template.loader import get_template
from django.urls import get_script_prefix, get_urlconf
from django.utils.safestring import mark_safe

register = template.Library()

_HTML: dict[tuple, str] = {}
MAX_MENUS = 2048


def menu_key(nav_menu, home_active: bool) -> tuple:
    return (
        get_urlconf(),
        get_script_prefix(),
        home_active,
        tuple(
            (
                entry.label,
                tuple(
                    (item.url_name, item.label, item.badge_label, active, badge)
                    for item, active, badge in entry.links
                ),
            )
            for entry in nav_menu
        ),
    )


@register.simple_tag(takes_context=True)
def main_menu(context) -> str:
    nav_menu = context.get("nav_menu") or []
    request = context.get("request")
    match = getattr(request, "resolver_match", None)
    home_active = bool(match and match.url_name == "home")
    key = menu_key(nav_menu, home_active)
    html = _HTML.get(key)
    if html is None:
        html = get_template("core/_main_menu.html").render(
            {"nav_menu": nav_menu, "home_active": home_active}
        )
        if len(_HTML) >= MAX_MENUS:
            _HTML.clear()
        _HTML[key] = html
    return mark_safe(html)  # noqa: S308  # nosec B308 B703  # rendered by the template (escaped)


def _forget(**kwargs) -> None:
    _HTML.clear()


setting_changed.connect(_forget, dispatch_uid="core.main_menu")
