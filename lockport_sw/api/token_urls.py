from django.urls import path

from . import views

app_name = "api_tokens"

urlpatterns = [
    path("", views.token_list, name="list"),
    path("<int:pk>/revoke/", views.token_revoke, name="revoke"),
]
