"""The Open311 endpoint driven by a third-party GeoReport v2 client from PyPI, over HTTP
against the live server (issue 10, acceptance).

``georeport`` 0.3.1 (Apache-2.0) reads services, definitions and requests in JSON and
XML; it has no method to create a request, so the POST goes through ``requests`` (the
HTTP library georeport itself uses) with the specification's form encoding. The other
GeoReport v2 clients on PyPI do not run on Python 3: ``three`` 0.8.0 imports
``itertools.ifilter`` and ``open311`` 1.1 uses Python 2 implicit relative imports.
"""

from __future__ import annotations

import pytest
import requests
from georeport import GeoReport

from illicit.admin import issue_key
from illicit.models import Report

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("fmt", ["json", "xml"])
def test_a_third_party_georeport_v2_client_reads_and_creates_requests(live_server, fmt):
    _, key = issue_key(name="Third-party client")
    root = f"{live_server.url}/open311/v2"
    created = requests.post(
        f"{root}/requests.{fmt}",
        data={
            "api_key": key,
            "jurisdiction_id": "elockport.com",
            "service_code": "oil",
            "lat": "43.1701",
            "long": "-78.6902",
            "description": "Rainbow sheen at the outfall.",
            "email": "caller@example.org",
            "attribute[amount]": "sheen",
        },
        timeout=10,
    )
    assert created.status_code == 201, created.text
    reference = Report.objects.get().reference
    assert reference in created.text

    client = GeoReport(root, jurisdiction="elockport.com", output_format=fmt)
    services = client.get_service_list()
    codes = {s["service_code"] for s in services}
    assert {"oil", "sewage", "suds", "dumping"} <= codes

    definition = client.get_service_definition("oil")
    if fmt == "json":
        assert definition["attributes"][0]["code"] == "amount"
    else:
        assert definition["service_code"] == "oil"

    listed = client.get_service_requests(service_code="oil", status="open")
    rows = listed if isinstance(listed, list) else [listed]
    assert [r["service_request_id"] for r in rows] == [reference]
    assert "caller@example.org" not in str(rows)

    one = client.get_service_request(reference)
    assert one["service_request_id"] == reference
    assert one["status"] == "open"
    assert float(one["lat"]) == 43.17  # 43.1701 published to the block (0.001 degree)

    with pytest.raises(requests.HTTPError) as refused:
        client.get_service_definition("potholes")
    assert refused.value.response.status_code == 404
