from django.apps import AppConfig


class ApiConfig(AppConfig):
    """The REST API, /api/v1/ (issue 48): tokens, authentication, limits, errors and the
    resources each app registers from its ``api_resources`` module (registry.py)."""

    name = "lockport_sw.api"
    label = "api"
    verbose_name = "API"

    def ready(self) -> None:
        from django.utils.module_loading import autodiscover_modules

        from lockport_sw.core.navigation import NavItem, register

        from . import schema  # noqa: F401  # the token's security scheme (drf-spectacular)

        # Every app's resources (``<app>/api_resources.py``): the API never imports a
        # chapter; each app registers its own viewsets, as for the navigation.
        autodiscover_modules("api_resources")
        # The OGC API - Features (issue 48, item 4) read by the same tokens.
        from lockport_sw.ogcapi import auth as ogcapi_auth
        from lockport_sw.ogcapi import limits as ogcapi_limits

        from .auth import REALM, ogcapi_reader
        from .throttles import ogcapi_count

        ogcapi_auth.register(ogcapi_auth.Authenticator("token", ogcapi_reader, REALM))
        # A token's OGC API requests count against its REST API limit (one budget).
        ogcapi_limits.register(ogcapi_limits.Counter("token", ogcapi_count))
        register(
            NavItem(
                "API documentation",
                "api:docs",
                order=96,
                roles=frozenset(
                    {"smo", "inspector", "clerk", "town_attorney", "town_board", "reviewing_body"}
                ),
                group="Town",
            )
        )
