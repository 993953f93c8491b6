from django.urls import path

from .views import after_construction, facility, field, inspections, requests, site_log

app_name = "inspections"

S = "<slug:subject>/<int:pk>/"

# The fixed paths come before the inspections' own "<reference>/" paths.
urlpatterns = [
    # § 159-7A(2): the site log of a registered subject (Chapter 159's project)
    path("site-log/" + S, site_log.site_log, name="site_log"),
    path("site-log/" + S + "<slug:step>/", site_log.site_log_act, name="site_log_act"),
    # § 159-8A(2), (3): after construction
    path(
        "after-construction/" + S, after_construction.after_construction, name="after_construction"
    ),
    path(
        "after-construction/" + S + "<slug:step>/",
        after_construction.after_construction_act,
        name="after_construction_act",
    ),
    path("as-built/<int:pk>/review/", after_construction.as_built_review, name="as_built_review"),
    path("practices/", after_construction.practice_list, name="practice_list"),
    path(
        "practices/schedule/<slug:basis>/",
        after_construction.practice_schedule,
        name="practice_schedule",
    ),
    path("practices/<int:pk>/", after_construction.practice_detail, name="practice_detail"),
    path("practices/<int:pk>/<slug:step>/", after_construction.practice_act, name="practice_act"),
    # § 158-9: facilities
    path("facilities/new/", facility.facility_create, name="facility_create"),
    path("facilities/<int:pk>/", facility.facility_detail, name="facility_detail"),
    path("facilities/<int:pk>/refusal/", facility.refusal_create, name="refusal_create"),
    path("refusals/<int:pk>/", facility.refusal_detail, name="refusal_detail"),
    path("refusals/<int:pk>/<slug:step>/", facility.refusal_act, name="refusal_act"),
    path("", inspections.inspection_list, name="list"),
    path("day/", inspections.my_day, name="day"),
    path("week/", inspections.my_week, name="week"),
    path("calendar/", inspections.feed_settings, name="feed_settings"),
    path("calendar/<str:token>.ics", inspections.feed, name="feed"),
    # § 159-8A(1): the applicant's request for a registered subject (Chapter 159's project)
    path("request/" + S, requests.request_create, name="request_create"),
    path("requests/<str:reference>/", requests.request_detail, name="request_detail"),
    path("requests/<str:reference>/accept/", requests.request_accept_late, name="request_accept"),
    path("requests/<str:reference>/withdraw/", requests.request_withdraw, name="request_withdraw"),
    path("<str:reference>/", inspections.inspection_detail, name="detail"),
    path("<str:reference>/assign/", inspections.inspection_assign, name="assign"),
    path("<str:reference>/reinspect/", inspections.reinspection_schedule, name="reinspect"),
    path("<str:reference>/conduct/", field.conduct, name="conduct"),
    path("<str:reference>/draft/", field.draft, name="draft"),
    path("<str:reference>/photos/", field.photo, name="photo"),
]
