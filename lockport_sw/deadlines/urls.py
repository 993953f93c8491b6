from django.urls import path

from . import views

app_name = "deadlines"

urlpatterns = [
    path("", views.clock_board, name="board"),
    path("<int:pk>/", views.deadline_detail, name="detail"),
    path("<int:pk>/case/", views.deadline_subject, name="subject"),
    path("<int:pk>/waive/", views.deadline_waive, name="waive"),
    path("<int:pk>/pause/", views.deadline_pause, name="pause"),
    path("<int:pk>/resume/", views.deadline_resume, name="resume"),
    path("policies/", views.policies, name="policies"),
    path("policies/<slug:code>/", views.policy_edit, name="policy_edit"),
    path("closures/", views.closures, name="closures"),
    path("closures/<int:pk>/remove/", views.closure_remove, name="closure_remove"),
    path("closures/holidays/<int:pk>/remove/", views.holiday_remove, name="holiday_remove"),
]
