"""/api/v1/: the resources every app registers, the OpenAPI 3.1 schema and its
documentation page (Swagger UI, served from drf-spectacular-sidecar: no CDN)."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.permissions import AllowAny
from rest_framework.routers import SimpleRouter

from lockport_sw.jurisdiction.registry import current

from .registry import resources

app_name = "api"

router = SimpleRouter()
for resource in resources():
    router.register(resource.prefix, resource.viewset, basename=resource.basename)


class Schema(SpectacularAPIView):
    """The API's description is public: what it answers depends on the token."""

    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = []


class Docs(SpectacularSwaggerSplitView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = []

    @property
    def title(self) -> str:
        return f"{current().name} stormwater API"


urlpatterns = [
    path("schema/", Schema.as_view(), name="schema"),
    path("docs/", Docs.as_view(url_name="api:schema"), name="docs"),
    *router.urls,
]
