"""Chapter 158's URLs, mounted at the site root: the public's report (/report/), Open311
GeoReport v2 (/open311/v2/) and the Town's pages (/illicit/)."""

from django.urls import path, re_path

from .views import maps, open311, outfalls, public, staff

app_name = "illicit"

REF = "<str:reference>"
FMT = r"\.(?P<fmt>[A-Za-z0-9]+)$"
I = "illicit/"  # noqa: E741

urlpatterns = [
    # the public: a report without an account, and its status page
    path("report/", public.report_new, name="report_new"),
    path(f"report/{REF}/<str:token>/", public.report_status, name="report_status"),
    # Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2)
    re_path(r"^open311/v2/services" + FMT, open311.service_list, name="open311_services"),
    re_path(
        r"^open311/v2/services/(?P<code>[^/.]+)" + FMT,
        open311.service_definition,
        name="open311_service",
    ),
    re_path(r"^open311/v2/requests" + FMT, open311.requests, name="open311_requests"),
    re_path(
        r"^open311/v2/requests/(?P<request_id>[^/.]+)" + FMT,
        open311.request_detail,
        name="open311_request",
    ),
    # the SMO's triage queue and reports
    path(I + "reports/", staff.triage, name="triage"),
    path(I + f"reports/{REF}/", staff.report_detail, name="report_detail"),
    # cases
    path(I + "cases/", staff.case_list, name="case_list"),
    path(I + "cases/new/", staff.case_create, name="case_create"),
    path(I + f"cases/{REF}/", staff.case_detail, name="case_detail"),
    path(I + f"cases/{REF}/<slug:step>/", staff.case_act, name="case_act"),
    path(I + "orders/<int:pk>/<slug:step>/", staff.order_act, name="order_act"),
    path(I + "access/<int:pk>/<slug:step>/", staff.access_act, name="access_act"),
    path(I + "exemptions/<int:pk>/plan/", staff.reducing_plan, name="reducing_plan"),
    path(I + "spills/new/", staff.spill_create, name="spill_create"),
    path(I + "spills/<int:pk>/<slug:step>/", staff.spill_act, name="spill_act"),
    # § 158-3 registers
    path(I + "registers/", staff.registers, name="registers"),
    path(
        I + "registers/exemptions/new/",
        staff.agency_exemption_create,
        name="agency_exemption_create",
    ),
    path(I + "registers/delegations/new/", staff.delegation_create, name="delegation_create"),
    # outfalls and the map
    path(I + "outfalls/", outfalls.outfall_list, name="outfall_list"),
    path(I + "outfalls/new/", outfalls.outfall_create, name="outfall_create"),
    path(I + "outfalls/import/", outfalls.outfall_import, name="outfall_import"),
    path(I + "outfalls.geojson", maps.outfalls_geojson, name="outfalls_geojson"),
    path(I + "outfalls/<int:pk>/", outfalls.outfall_detail, name="outfall_detail"),
    path(I + "outfalls/<int:pk>/edit/", outfalls.outfall_update, name="outfall_update"),
    path(I + "outfalls/<int:pk>/screen/", outfalls.outfall_screen, name="outfall_screen"),
    path(I + "map/", maps.map_page, name="map"),
    path(I + "map/data.json", maps.map_data, name="map_data"),
]
