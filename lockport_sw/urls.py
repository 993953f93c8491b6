from django.contrib import admin
from django.urls import include, path
from django.utils.functional import lazy

from lockport_sw.core import views as core_views
from lockport_sw.jurisdiction.registry import current

admin.site.site_header = lazy(lambda: f"{current().name} stormwater: administration", str)()
handler400 = "lockport_sw.core.errors.bad_request"
handler403 = "lockport_sw.security.views.permission_denied"
handler500 = "lockport_sw.core.errors.server_error"

urlpatterns = [
    path("", core_views.home, name="home"),
    path("healthz", core_views.healthz, name="healthz"),
    path("accounts/", include("allauth.urls")),
    path("staff/accounts/", include("lockport_sw.accounts.urls")),
    path("staff/security/", include("lockport_sw.security.urls")),
    path("registry/", include("lockport_sw.registry.urls")),
    path("documents/", include("lockport_sw.documents.urls")),
    path("messages/", include("lockport_sw.notifications.urls")),
    path("clocks/", include("lockport_sw.deadlines.urls")),
    path("boards/", include("lockport_sw.bodies.urls")),
    path("links/", include("lockport_sw.invitations.urls")),
    path("reports/", include("lockport_sw.reports.urls")),
    path("swppp/", include("swppp.urls")),
    path("enforcement/", include("enforcement.urls")),
    path("inspections/", include("inspections.urls")),
    path("money/", include("money.urls")),
    path("ogcapi/", include("lockport_sw.ogcapi.urls")),  # OGC API - Features
    path("api/v1/", include("lockport_sw.api.urls")),  # issue 48: the REST API
    path("account/api-tokens/", include("lockport_sw.api.token_urls")),
    path("", include("illicit.urls")),  # /report/, /open311/v2/, /illicit/
    path("admin/", admin.site.urls),
]
