from django.urls import path

from . import views

app_name = "bodies"

urlpatterns = [
    path("", views.members, name="members"),
    path("seats/<int:pk>/end/", views.unseat, name="unseat"),
]
