"""The OpenAPI 3.1 schema (issue 48): valid (openapi-spec-validator), and the API agrees
with it when Schemathesis drives a live server with a staff and an applicant token:
no server error, every status code, content type and response body as the schema says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from openapi_spec_validator import validate

from lockport_sw.accounts.roles import Role
from lockport_sw.api.registry import resources
from tests.api.conftest import token_of
from tests.inspections.factories import approved_project

SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
CHECKS = (
    "not_a_server_error,status_code_conformance,content_type_conformance,"
    "response_schema_conformance"
)


@pytest.mark.django_db
def test_the_schema_is_valid_openapi_3_1(client):
    response = client.get("/api/v1/schema/", headers={"Accept": "application/vnd.oai.openapi+json"})
    assert response.status_code == 200
    schema = json.loads(response.content)
    assert schema["openapi"] == "3.1.0"
    validate(schema)  # raises OpenAPIValidationError on any fault
    paths = set(schema["paths"])
    assert {
        "/api/v1/properties/",
        "/api/v1/projects/",
        "/api/v1/inspection-requests/",
        "/api/v1/clocks/",
        "/api/v1/swppp-versions/",
        "/api/v1/findings/",
        "/api/v1/decisions/",
        "/api/v1/inspections/",
        "/api/v1/inspections/{reference}/complete/",
        # Chapter 158, enforcement, money and the MS4 report (issue 48, item 1).
        "/api/v1/reports/",
        "/api/v1/cases/",
        "/api/v1/outfalls/",
        "/api/v1/screenings/",
        "/api/v1/violations/",
        "/api/v1/notices/",
        "/api/v1/stop-work-orders/",
        "/api/v1/appeals/",
        "/api/v1/fees/",
        "/api/v1/invoices/",
        "/api/v1/payments/",
        "/api/v1/guarantees/",
        "/api/v1/ms4-figures/",
    } <= paths
    # And every resource an app registers is described.
    assert {f"/api/v1/{resource.prefix}/" for resource in resources()} <= paths
    # Every operation says what its refusals look like.
    for operations in schema["paths"].values():
        for operation in operations.values():
            assert "application/problem+json" in operation["responses"]["401"]["content"]


def test_the_documentation_page_needs_no_cdn(client):
    page = client.get("/api/v1/docs/").content.decode()
    assert "swagger-ui-bundle.js" in page
    assert "//cdn" not in page and "https://" not in page


# One test per token, so that the two runs share the suite's workers: Town staff with
# every resource to read and the writes staff make, and an applicant with their own.
TOKENS = [
    pytest.param(Role.SMO, 25, id="staff"),
    pytest.param(Role.APPLICANT, 10, id="applicant"),
]


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("role", "examples"), TOKENS)
def test_schemathesis_finds_no_failure_for_a_staff_and_an_applicant_token(
    live_server, make_user, settings, tmp_path, role, examples
):
    settings.API_TOKEN_RATE = "100000/h"
    smo, applicant = make_user(Role.SMO), make_user(Role.APPLICANT)
    approved_project(smo, applicant)
    user = smo if role == Role.SMO else applicant
    raw = token_of(user, "write")
    run = subprocess.run(  # noqa: S603  # our own venv's schemathesis, on loopback
        [
            str(SCHEMATHESIS),
            "run",
            f"{live_server.url}/api/v1/schema/",
            "--url",
            live_server.url,
            "--header",
            f"Authorization: Bearer {raw}",
            "--checks",
            CHECKS,
            "--phases",
            "examples,coverage,fuzzing",
            "--max-examples",
            str(examples),
            "--seed",
            "48",
            "--workers",
            "1",
            "--generation-database",
            "none",
            "--no-color",
        ],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=tmp_path,
        check=False,
    )
    assert run.returncode == 0, f"--- {user.email}\n{run.stdout[-6000:]}\n{run.stderr[-2000:]}"
