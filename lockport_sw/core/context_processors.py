from django.conf import settings

from . import navigation


def town(request):
    return {"TOWN": settings.TOWN}


def navigation_items(request):
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"nav_menu": []}
    match = request.resolver_match
    current = match.view_name if match else None
    return {"nav_menu": navigation.menu_for(user, current)}
