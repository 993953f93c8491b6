"""OGC API - Features (issue 48, item 4) through Django's client: the landing page and
its links, conformance, the collections each reader may read, items with bbox, datetime,
limit and next/prev links by keyset, one item, the errors; reports exactly as Open311
publishes them and found by their published point; every collection for every role; a
fixed number of queries a page whatever the rows."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import parse_qs, urlsplit

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from illicit.models import Case, Outfall, Report
from illicit.services.reports import public_point, public_point_within
from illicit.views.open311 import request_row
from lockport_sw.accounts.roles import OFFICE_ROLES, TOWN_ROLES
from lockport_sw.ogcapi.views import CONFORMANCE
from tests.access_helpers import ALL_ROLES, ANON, Role
from tests.illicit.world import case, report

pytestmark = pytest.mark.django_db

BASE = "/ogcapi"


def _outfalls(n: int, start: int = 0) -> None:
    Outfall.objects.bulk_create(
        Outfall(
            code=f"OF-{start + i:04d}",
            latitude=Decimal("43.10") + Decimal(i) / 1000,
            longitude=Decimal("-78.70"),
            receiving_water="Eighteen Mile Creek",
            notes="Behind the Smiths' garage.",
        )
        for i in range(n)
    )


def test_the_landing_page_links_itself_its_conformance_its_data_and_its_documentation(client):
    data = client.get(f"{BASE}/").json()
    rels = {link["rel"]: link for link in data["links"]}
    assert {"self", "alternate", "conformance", "data", "service-doc"} <= rels.keys()
    assert rels["data"]["href"] == "http://testserver/ogcapi/collections"
    assert rels["service-doc"]["type"] == "text/html"
    assert client.get(f"{BASE}/conformance").json() == {"conformsTo": CONFORMANCE}
    # Only what is implemented is claimed: no OpenAPI document is served.
    assert not any("oas30" in c for c in CONFORMANCE)


def test_html_by_f_or_by_a_browsers_accept_and_json_otherwise(client):
    _outfalls(2)
    browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    page = client.get(f"{BASE}/collections/outfalls/items", HTTP_ACCEPT=browser)
    assert page["Content-Type"].startswith("text/html")
    assert b"OF-0001" in page.content and b"Behind the Smiths" not in page.content
    assert client.get(f"{BASE}/collections/outfalls/items?f=html")["Content-Type"].startswith(
        "text/html"
    )
    as_json = client.get(f"{BASE}/collections/outfalls/items")
    assert as_json["Content-Type"] == "application/geo+json"
    assert "Accept" in as_json["Vary"]
    assert client.get(f"{BASE}/collections?f=xml").status_code == 400


def test_the_collections_list_holds_what_the_reader_may_read(client_for):
    def listed(role):
        return {c["id"] for c in client_for(role).get(f"{BASE}/collections").json()["collections"]}

    assert listed(ANON) == {"outfalls", "reports"}
    assert listed(Role.APPLICANT) == {"outfalls", "reports"}
    assert listed(Role.TOWN_BOARD) == {"outfalls", "reports", "projects", "inspections"}
    assert listed(Role.SMO) == {"outfalls", "reports", "cases", "projects", "inspections"}


def test_an_outfall_carries_the_gis_exports_fields_and_never_its_notes(client):
    _outfalls(1)
    feature = client.get(f"{BASE}/collections/outfalls/items/OF-0000").json()
    assert feature["geometry"] == {"type": "Point", "coordinates": [-78.7, 43.1]}
    assert feature["properties"] == {
        "outfall_id": "OF-0000",
        "receiving_water": "Eighteen Mile Creek",
        "size_inches": None,
        "material": None,
        "condition": None,
    }
    assert client.get(f"{BASE}/collections/outfalls/items/OF-9999").status_code == 404
    assert client.get(f"{BASE}/collections/nothing/items").status_code == 404


def test_paging_by_next_and_prev_links_reads_every_feature_once(client):
    _outfalls(25)
    url, seen, pages = f"{BASE}/collections/outfalls/items?limit=10", [], []
    while url:
        data = client.get(url).json()
        assert data["numberMatched"] == 25
        assert data["numberReturned"] == len(data["features"])
        assert data["timeStamp"].endswith("+00:00")
        seen += [f["id"] for f in data["features"]]
        links = {link["rel"]: link["href"] for link in data["links"]}
        pages.append(links)
        url = links.get("next")
    assert seen == [f"OF-{i:04d}" for i in range(25)]
    assert len(pages) == 3 and "prev" not in pages[0] and "prev" in pages[2]
    back = client.get(pages[2]["prev"]).json()
    assert [f["id"] for f in back["features"]] == [f"OF-{i:04d}" for i in range(10, 20)]
    # The cursor is the last key read, never an offset: a cursor that cannot be read is refused.
    assert "offset" not in pages[1]["next"]
    bad = client.get(f"{BASE}/collections/outfalls/items?after=not-a-cursor")
    assert bad.status_code == 400 and bad.json()["code"] == "InvalidParameterValue"


def test_limit_has_a_maximum_and_a_wrong_one_is_refused(client):
    _outfalls(3)
    assert client.get(f"{BASE}/collections/outfalls/items?limit=100000").status_code == 200
    assert client.get(f"{BASE}/collections/outfalls/items?limit=0").status_code == 400
    assert client.get(f"{BASE}/collections/outfalls/items?limit=ten").status_code == 400
    unknown = client.get(f"{BASE}/collections/outfalls/items?shade=red")
    assert unknown.status_code == 400 and "shade" in unknown.json()["description"]


def test_a_bbox_keeps_the_features_inside_it(client):
    _outfalls(10)  # latitudes 43.100 to 43.109
    data = client.get(f"{BASE}/collections/outfalls/items?bbox=-78.71,43.102,-78.69,43.104").json()
    assert [f["id"] for f in data["features"]] == ["OF-0002", "OF-0003", "OF-0004"]
    assert data["numberMatched"] == 3
    next_bbox = client.get(
        f"{BASE}/collections/outfalls/items?bbox=-78.71,43.100,-78.69,43.109&limit=4"
    ).json()
    href = {link["rel"]: link["href"] for link in next_bbox["links"]}["next"]
    assert parse_qs(urlsplit(href).query)["bbox"] == ["-78.71,43.100,-78.69,43.109"]
    for wrong in ("1,2,3", "a,b,c,d", "-78.7,44,-78.6,43", "-200,43,-78,44"):
        assert client.get(f"{BASE}/collections/outfalls/items?bbox={wrong}").status_code == 400


def test_a_public_report_is_exactly_what_open311_publishes(client):
    made, _token = report()
    feature = client.get(f"{BASE}/collections/reports/items/{made.reference}").json()
    row = request_row(Report.objects.select_related("case").get(pk=made.pk))
    lat, lon = row.pop("lat"), row.pop("long")
    assert feature["properties"] == row
    assert feature["geometry"]["coordinates"] == [lon, lat]
    text = str(feature)
    for private in ("Nora", "neighbor@example.org", "555-0199", "43.1701", "Suds coming out"):
        assert private not in text


def test_a_bbox_finds_a_report_by_its_published_point_never_its_exact_one(client):
    made, _token = report(latitude=Decimal("43.170400"), longitude=Decimal("-78.690400"))
    shown = public_point(made)
    assert shown == (43.17, -78.69)
    # A box around the exact point but not the published one finds nothing...
    exact = "-78.6905,43.1703,-78.6903,43.1705"
    assert client.get(f"{BASE}/collections/reports/items?bbox={exact}").json()["features"] == []
    # ...and a box around the published point finds it.
    around = "-78.6901,43.1699,-78.6899,43.1701"
    found = client.get(f"{BASE}/collections/reports/items?bbox={around}").json()["features"]
    assert [f["id"] for f in found] == [made.reference]


@pytest.mark.parametrize("stored", ["43.170500", "43.171500", "43.169500", "43.170499"])
def test_the_published_points_box_rounds_a_half_as_the_published_point_does(stored):
    """Half to even (Decimal's rounding, public_point's): 43.1705 is published 43.170,
    43.1715 is 43.172; the box's SQL agrees with the point shown, row by row."""
    made, _token = report(latitude=Decimal(stored), longitude=Decimal("-78.690200"))
    lat = Decimal(str(public_point(made)[0]))
    inside = public_point_within(lat, lat, Decimal("-78.691"), Decimal("-78.689"))
    assert list(Report.objects.filter(inside).values_list("pk", flat=True)) == [made.pk]
    step = Decimal("0.001")
    for other in (lat - step, lat + step):
        outside = public_point_within(other, other, Decimal("-78.691"), Decimal("-78.689"))
        assert not Report.objects.filter(outside).exists()


def test_datetime_as_an_instant_a_day_or_an_interval_with_open_ends(client):
    from datetime import datetime

    from lockport_sw.calendar.counting import TOWN_TZ

    made = []
    for day in (1, 2, 3):
        r, _ = report()
        Report.objects.filter(pk=r.pk).update(
            requested_at=datetime(2026, 3, day, 10, 0, tzinfo=TOWN_TZ)
        )
        made.append(r.reference)

    def ids(value):
        response = client.get(f"{BASE}/collections/reports/items", {"datetime": value})
        assert response.status_code == 200, response.content
        return [f["id"] for f in response.json()["features"]]

    assert ids("2026-03-02") == [made[1]]
    assert ids("2026-03-02T15:00:00Z") == [made[1]]  # 10:00 AM EST
    assert ids("2026-03-02/..") == made[1:]
    assert ids("../2026-03-02") == made[:2]
    assert ids("/2026-03-01T23:00:00-05:00") == made[:1]
    assert ids("2026-03-01T00:00:00Z/2026-03-02T23:59:59Z") == made[:2]
    for wrong in ("../..", "2026-03-02T10:00:00", "yesterday", "2026-03-03/2026-03-01"):
        response = client.get(f"{BASE}/collections/reports/items", {"datetime": wrong})
        assert response.status_code == 400, wrong
    outfalls = client.get(f"{BASE}/collections/outfalls/items", {"datetime": "2026-03-02"})
    assert outfalls.status_code == 400 and "no time" in outfalls.json()["description"]


def test_a_staff_collection_answers_401_with_a_challenge_to_anonymous(client):
    response = client.get(f"{BASE}/collections/cases/items")
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Session")
    assert response.json()["code"] == "NotAuthenticated"
    # A person in a browser is sent to the sign-in page instead.
    page = client.get(f"{BASE}/collections/cases/items?f=html")
    assert page.status_code == 302 and page.url.startswith("/accounts/login/")


def test_every_collection_answers_every_role_as_its_pages_do(client_for, make_user, applicant):
    """The collection, its items and one feature, for every role: public collections to
    everyone; cases to office staff; projects and inspections to the Town's people,
    each only the rows its selector shows (a Board member none of a project not
    forwarded to a body: 404 for the feature, none in the items)."""
    from tests.bulk import bulk_inspections, bulk_projects

    smo = make_user(Role.SMO)
    _outfalls(1)
    made, _ = report()
    the_case = case(smo)
    project = bulk_projects(applicant, 1)[0]
    from django.utils import timezone

    bulk_inspections(
        1,
        subject=project,
        parcel=project.parcel,
        inspector=smo,
        created_by=smo,
        first=timezone.now(),
    )
    features = {
        "outfalls": "OF-0000",
        "reports": made.reference,
        "cases": the_case.reference,
        "projects": project.reference,
        "inspections": "I-BULK-000000",
    }
    wrong = []
    for role in ALL_ROLES:
        client = client_for(role)
        for collection, feature in features.items():
            if collection in ("outfalls", "reports"):
                expected, sees = 200, True
            elif role == ANON:
                expected, sees = 401, False
            elif collection == "cases":
                expected, sees = (200, True) if role in OFFICE_ROLES else (403, False)
            else:
                expected = 200 if role in TOWN_ROLES else 403
                sees = role in OFFICE_ROLES
            base = f"{BASE}/collections/{collection}"
            for url in (base, f"{base}/items"):
                got = client.get(url).status_code
                if got != expected:
                    wrong.append(f"{role} {url}: {got}, expected {expected}")
            got = client.get(f"{base}/items/{feature}").status_code
            want = expected if expected != 200 else (200 if sees else 404)
            if got != want:
                wrong.append(f"{role} {base}/items/{feature}: {got}, expected {want}")
            if expected == 200:
                ids = [f["id"] for f in client.get(f"{base}/items").json()["features"]]
                if ids != ([feature] if sees else []):
                    wrong.append(f"{role} {base}/items lists {ids}")
    assert not wrong, "\n".join(wrong)


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, url
    assert response.json()["numberReturned"] > 0
    return len(queries.captured_queries)


def test_a_page_of_each_collection_is_the_same_queries_at_one_row_and_many(client, make_user):
    """Two queries a page (the rows after the cursor, the rows matched counted), and the
    reader's floor for staff: the same at 1 row and 60, on the first page and the next."""
    from django.test import Client
    from django.utils import timezone

    from tests.bulk import bulk_inspections, bulk_projects

    smo = make_user(Role.SMO)
    staff = Client()
    staff.force_login(smo)
    applicant = make_user(Role.APPLICANT)

    def grow_reports(n):
        for _ in range(n):
            report()

    def grow_cases(n):
        base = Case.objects.count()
        Case.objects.bulk_create(
            Case(
                reference=f"C-Q-{base + i:05d}",
                kind=Case.Kind.DISCHARGE,
                summary="Suds.",
                opened_at=timezone.now(),
                opened_by=smo,
                latitude=Decimal("43.17"),
                longitude=Decimal("-78.69"),
            )
            for i in range(n)
        )

    grown = {"n": 0}

    def grow_projects(n):
        bulk_projects(applicant, n, start=grown["n"])
        grown["n"] += n

    inspected = bulk_projects(applicant, 1, start=9000)[0]
    ins = {"n": 0}

    def grow_inspections(n):
        bulk_inspections(
            n,
            subject=inspected,
            parcel=inspected.parcel,
            inspector=smo,
            created_by=smo,
            first=timezone.now(),
            reference_prefix=f"I-Q{ins['n']}-",
        )
        ins["n"] += 1

    cases_of = {
        "outfalls": (client, lambda n: _outfalls(n, Outfall.objects.count())),
        "reports": (client, grow_reports),
        "cases": (staff, grow_cases),
        "projects": (staff, grow_projects),
        "inspections": (staff, grow_inspections),
    }
    for collection, (reader, grow) in cases_of.items():
        url = f"{BASE}/collections/{collection}/items?limit=100"
        grow(1)
        reader.get(url)  # warm the content types and the reader's floor
        one = _queries(reader, url)
        # The rows and their count; for staff the session and the user read, and the
        # session's activity written (three statements).
        assert one == (2 if reader is client else 7), (collection, one)
        grow(59 if collection != "reports" else 20)
        assert _queries(reader, url) == one, collection
        page = reader.get(f"{BASE}/collections/{collection}/items?limit=5").json()
        after = {link["rel"]: link["href"] for link in page["links"]}["next"]
        assert _queries(reader, after) == one, collection
