"""The API's resources, registered by each app from its ``api_resources`` module
(``ApiConfig.ready`` imports them), so the API never imports a chapter."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Resource:
    prefix: str  # in the URL: /api/v1/<prefix>/
    viewset: type
    basename: str
    order: int = 100


_RESOURCES: dict[str, Resource] = {}


def register(prefix: str, viewset: type, basename: str, order: int = 100) -> None:
    _RESOURCES[basename] = Resource(prefix, viewset, basename, order)


def resources() -> list[Resource]:
    return sorted(_RESOURCES.values(), key=lambda r: (r.order, r.prefix))
