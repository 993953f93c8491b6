from django.conf import settings

from . import navigation


def town(request):
    return {"TOWN": settings.TOWN}


def navigation_items(request):
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"nav_items": []}
    current = request.resolver_match.url_name if request.resolver_match else None
    items = navigation.items_for(user)
    return {"nav_items": [(item, item.url_name == current, item.badge_for(user)) for item in items]}
