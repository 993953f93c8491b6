from django.urls import path

from . import views

app_name = "invitations"

urlpatterns = [
    path("policy/", views.policy, name="policy"),
]
