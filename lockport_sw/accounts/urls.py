from django.urls import path

from . import views

app_name = "accounts"

urlpatterns = [
    path("", views.staff_list, name="staff_list"),
    path("new/", views.staff_create, name="staff_create"),
    path("signature/", views.my_signature, name="my_signature"),
    path("<int:pk>/roles/", views.staff_roles, name="staff_roles"),
    path("<int:pk>/deactivate/", views.staff_deactivate, name="staff_deactivate"),
    path("<int:pk>/mfa-reset/", views.staff_mfa_reset, name="staff_mfa_reset"),
]
