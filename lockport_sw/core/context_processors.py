from django.conf import settings

from lockport_sw.jurisdiction.registry import current

from . import navigation


def town(request):
    """The letterhead (``TOWN``: the deployment's lines) and the municipality whose law
    the pages apply (``JURISDICTION``: its code, laws, officers and bodies)."""
    return {"TOWN": settings.TOWN, "JURISDICTION": current()}


def navigation_items(request):
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"nav_menu": []}
    match = request.resolver_match
    current = match.view_name if match else None
    return {"nav_menu": navigation.menu_for(user, current)}
