from django.urls import path

from . import views

app_name = "documents"

urlpatterns = [
    path("issued/<str:number>/", views.issued_download, name="issued_download"),
    path("uploads/<uuid:pk>/", views.upload_download, name="upload_download"),
]
