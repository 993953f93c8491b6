from django.conf import settings

from lockport_sw.jurisdiction.registry import current

from . import navigation


def town(request):
    """The letterhead (``TOWN``: the deployment's lines) and the municipality whose law
    the pages apply (``JURISDICTION``: its code, laws, officers and bodies; ``LAWS_NAMED``:
    both its laws in one name, "Chapters 158 and 159")."""
    jurisdiction = current()
    return {
        "TOWN": settings.TOWN,
        "JURISDICTION": jurisdiction,
        "LAWS_NAMED": jurisdiction.laws_named(()),
    }


def navigation_items(request):
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"nav_menu": []}
    match = request.resolver_match
    current = match.view_name if match else None
    return {"nav_menu": navigation.menu_for(user, current)}
