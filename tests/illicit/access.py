"""Who may open Chapter 158's pages, for every role (merged into tests/access.py).

Chapter 158's records are seen by Town office staff only: to anyone else a report, a
case and its orders, access actions and spills do not exist (404). Pages about no one
record (lists, forms to open a record) answer 403 to signed-in users without the role.
The public's pages (the report form, a report's status page reached by its secret link)
and Open311 GeoReport v2 are open to everyone, signed in or not.
"""

from __future__ import annotations

from tests.access_helpers import ANON, OFFICE, SIGNED_IN, Role, everyone, only


def _office_sees(acting: list[str]) -> dict[str, int]:
    """A page on a Chapter 158 record: anonymous to the sign-in page (302); not office
    staff, 404; office staff not in ``acting``, 403."""
    return {
        ANON: 302,
        **{r: 200 if r in acting else 403 if r in OFFICE else 404 for r in SIGNED_IN},
    }


WORKERS = [Role.SMO, Role.INSPECTOR]

ILLICIT_MATRIX: dict = {
    # the public
    "illicit:report_new": (None, everyone()),
    "illicit:report_status": ("illicit_status", everyone()),
    "illicit:open311_services": ("open311_json", everyone()),
    "illicit:open311_service": ("open311_service", everyone()),
    "illicit:open311_requests": ("open311_json", everyone()),
    "illicit:open311_request": ("open311_request", everyone()),
    # triage and reports
    "illicit:triage": (None, only(OFFICE)),
    "illicit:report_detail": ("illicit_report", _office_sees(OFFICE)),
    # cases and the acts on them
    "illicit:case_list": (None, only(OFFICE)),
    "illicit:case_create": (None, only(WORKERS)),
    "illicit:case_detail": ("illicit_case", _office_sees(OFFICE)),
    "illicit:case_act": ("illicit_case_log", _office_sees(WORKERS)),
    "illicit:order_act": ("illicit_order", _office_sees(WORKERS)),
    # § 158-8: the SMO decides
    "illicit:access_act": ("illicit_access", _office_sees([Role.SMO])),
    "illicit:reducing_plan": ("illicit_exemption", _office_sees(WORKERS)),
    "illicit:spill_create": (None, only(WORKERS)),
    "illicit:spill_act": ("illicit_spill", _office_sees(WORKERS)),
    # § 158-3 registers: office staff read them, the SMO keeps them
    "illicit:registers": (None, only(OFFICE)),
    "illicit:agency_exemption_create": (None, only([Role.SMO])),
    "illicit:delegation_create": (None, only([Role.SMO])),
    # outfalls and the map (the Town's infrastructure: a role-based page, 403)
    "illicit:outfall_list": (None, only(OFFICE)),
    "illicit:outfall_create": (None, only(WORKERS)),
    "illicit:outfall_import": (None, only(WORKERS)),
    "illicit:outfalls_geojson": (None, only(OFFICE)),
    "illicit:outfall_detail": ("illicit_outfall", only(OFFICE)),
    "illicit:outfall_update": ("illicit_outfall", only(WORKERS)),
    "illicit:outfall_screen": ("illicit_outfall", only(WORKERS)),
    "illicit:map": (None, only(OFFICE)),
    "illicit:map_data": (None, only(OFFICE)),
}


def illicit_world(make_user) -> dict:
    """The records the routes above point at, made through the services."""
    from illicit.admin import issue_key
    from illicit.models import Order, Outfall
    from illicit.services import access, orders, spills
    from tests.illicit.world import case, local, report

    smo = make_user(Role.SMO)
    issue_key(name="Matrix")
    made, token = report()
    the_case = case(smo)
    order = orders.order_issue(
        acting_user=smo,
        case=the_case,
        party=the_case.operator,
        kind=Order.Kind.NOTICE_5C,
        requirements="Stop it.",
    )
    action = access.termination_propose(
        acting_user=smo,
        case=the_case,
        party=the_case.operator,
        reasons="Wash water.",
        at=local(2026, 1, 5, 9),
    )
    spill = spills.spill_record(
        acting_user=smo,
        known_at=local(2026, 1, 5, 9),
        material="Oil",
        hazardous=False,
        address="1 Oil Road",
    )
    from illicit.services import authorizations

    exemption = authorizations.authorization_record(
        acting_user=smo,
        ground="4A1",
        case=the_case,
        description="Lawn watering",
        category="landscape",
    )
    outfall = Outfall.objects.create(
        code="OF-M1", latitude="43.17", longitude="-78.69", receiving_water="Eighteen Mile Creek"
    )
    return {
        "illicit_status": {"reference": made.reference, "token": token},
        "illicit_report": {"reference": made.reference},
        "open311_json": {"fmt": "json"},
        "open311_service": {"code": "sewage", "fmt": "json"},
        "open311_request": {"request_id": made.reference, "fmt": "json"},
        "illicit_case": {"reference": the_case.reference},
        "illicit_case_log": {"reference": the_case.reference, "step": "log"},
        "illicit_order": {"pk": order.pk, "step": "answer"},
        "illicit_access": {"pk": action.pk, "step": "decide"},
        "illicit_spill": {"pk": spill.pk, "step": "notice"},
        "illicit_outfall": {"pk": outfall.pk},
        "illicit_exemption": {"pk": exemption.pk},
        # the OGC API's staff collection of cases (tests/ogcapi/access.py)
        "ogcapi_cases": {"collection_id": "cases"},
        "ogcapi_case": {"collection_id": "cases", "feature_id": the_case.reference},
    }
