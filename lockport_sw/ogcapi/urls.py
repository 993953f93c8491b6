"""OGC API - Features at /ogcapi/: paths as the standard names them, without a trailing
slash (clients such as OWSLib and QGIS build them so)."""

from django.urls import path

from . import views

app_name = "ogcapi"

C = "collections/<str:collection_id>"

urlpatterns = [
    path("", views.landing, name="landing"),
    path("conformance", views.conformance, name="conformance"),
    path("api", views.api, name="api"),
    path("collections", views.collections, name="collections"),
    path(C, views.collection, name="collection"),
    path(C + "/items", views.items, name="items"),
    path(C + "/items/<str:feature_id>", views.item, name="item"),
]
