from django.urls import path

from .views import after_construction, facility, site_log

app_name = "inspections"

S = "<slug:subject>/<int:pk>/"

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
    path("<int:pk>/findings/", after_construction.inspection_findings, name="inspection_findings"),
    # § 158-9: facilities
    path("facilities/new/", facility.facility_create, name="facility_create"),
    path("facilities/<int:pk>/", facility.facility_detail, name="facility_detail"),
    path("facilities/<int:pk>/refusal/", facility.refusal_create, name="refusal_create"),
    path("refusals/<int:pk>/", facility.refusal_detail, name="refusal_detail"),
    path("refusals/<int:pk>/<slug:step>/", facility.refusal_act, name="refusal_act"),
]
