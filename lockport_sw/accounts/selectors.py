from django.contrib.auth.models import Group
from django.db.models import Prefetch, QuerySet

from .models import User
from .roles import TOWN_ROLES


def town_accounts() -> QuerySet[User]:
    """Every account holding a Town role, with its groups in one extra query."""
    return (
        User.objects.filter(groups__name__in=TOWN_ROLES)
        .distinct()
        .prefetch_related(Prefetch("groups", queryset=Group.objects.order_by("name")))
        .order_by("full_name", "email")
    )
