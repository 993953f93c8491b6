from django.urls import path

from . import search_views, story_views, views

app_name = "reports"

P = "ms4/<str:slug>/"

urlpatterns = [
    path("search/", search_views.search_page, name="search"),
    path("dashboard/", views.dashboard, name="dashboard"),
    path("story/property/<int:pk>/", story_views.property_story, name="property_story"),
    path("story/party/<int:pk>/", story_views.party_story, name="party_story"),
    path("ms4/", views.annual, name="annual"),
    path("tmdl/", views.tmdl, name="tmdl"),
    path(P, views.annual, name="annual_period"),
    path(P + "report.csv", views.export_csv, name="annual_csv"),
    path(P + "issue/", views.issue, name="annual_issue"),
    path(P + "figures/<str:key>/", views.figure_records, name="figure"),
    path(P + "figures/<str:key>/adjust/", views.adjust, name="figure_adjust"),
]
