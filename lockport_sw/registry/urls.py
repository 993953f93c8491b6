from django.urls import path

from . import views

app_name = "registry"

urlpatterns = [
    path("", views.search, name="search"),
    path("my-address/", views.my_address, name="my_address"),
    path("properties/new/", views.property_create, name="property_create"),
    path("properties/<int:pk>/", views.property_detail, name="property_detail"),
    path("properties/<int:pk>/edit/", views.property_update, name="property_update"),
    path("properties/<int:pk>/owner/", views.owner_from_deed, name="owner_from_deed"),
    path("parties/new/", views.party_create, name="party_create"),
    path("parties/<int:pk>/", views.party_detail, name="party_detail"),
    path("parties/<int:pk>/edit/", views.party_update, name="party_update"),
    path("roll/", views.roll, name="roll"),
    path("roll/<int:pk>/", views.roll_detail, name="roll_detail"),
    path("roll/<int:pk>/progress/", views.roll_progress, name="roll_progress"),
]
