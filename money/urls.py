from django.urls import path

from .views import pages

app_name = "money"

urlpatterns = [
    path("", pages.overview, name="overview"),
    path("schedules/", pages.schedule_list, name="schedules"),
    path("schedules/adopt/", pages.schedule_adopt, name="schedule_adopt"),
    path("projects/<int:pk>/", pages.project_money, name="project"),
    path("projects/<int:pk>/payments/", pages.payment_record, name="payment"),
    path("projects/<int:pk>/engineer/", pages.engineer_invoice, name="engineer"),
    path("projects/<int:pk>/invoice/", pages.invoice_issue, name="invoice"),
    path("projects/<int:pk>/maintenance/", pages.maintenance_charge, name="maintenance"),
    path("projects/<int:pk>/guarantees/require/", pages.requirement_set, name="requirement"),
    path("projects/<int:pk>/guarantees/post/", pages.guarantee_post, name="guarantee_post"),
    path("entries/<int:pk>/reverse/", pages.entry_reverse, name="entry_reverse"),
    path("guarantees/<int:pk>/", pages.guarantee_detail, name="guarantee"),
    path("guarantees/<int:pk>/release/", pages.guarantee_release, name="guarantee_release"),
    path("guarantees/<int:pk>/draw/", pages.guarantee_draw, name="guarantee_draw"),
]
