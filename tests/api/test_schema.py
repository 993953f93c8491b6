"""The OpenAPI 3.1 schema (issue 48): valid (openapi-spec-validator), and the API agrees
with it when Schemathesis drives the application with a staff and an applicant token:
no server error, every status code, content type and response body as the schema says."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
import schemathesis
from click.testing import CliRunner
from django.core import signals
from django.core.handlers.wsgi import WSGIHandler
from django.db import close_old_connections
from openapi_spec_validator import validate
from schemathesis.cli import loaders as cli_loaders
from schemathesis.cli import schemathesis as schemathesis_cli

from lockport_sw.accounts.roles import Role
from lockport_sw.api.registry import resources
from tests.api.conftest import token_of
from tests.inspections.factories import approved_project

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
# Schemathesis's own command line (the same options, phases, checks and exit status as
# `schemathesis run`), run in this process against the WSGI application: the requests go
# through the whole Django stack (every middleware, the token's authentication, the
# views, the renderers) as a server would hand them over, without a socket, a server
# thread and a second Python process (issue 44: the two runs were about 5 minutes of
# the suite over HTTP). ORIGIN is only the host the requests name (ALLOWED_HOSTS).
ORIGIN = "http://localhost"


def _load_from_the_app(location: str, config):
    """Schemathesis's schema loader (``schemathesis.cli.loaders.load_schema``), reading
    the schema from the WSGI application instead of over HTTP, with the run's headers."""
    return schemathesis.openapi.from_wsgi(
        urlsplit(location).path,
        WSGIHandler(),
        config=config._parent,
        headers=config.schema_request_kwargs().get("headers", {}),
    )


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("role", "examples"), TOKENS)
def test_schemathesis_finds_no_failure_for_a_staff_and_an_applicant_token(
    make_user, settings, tmp_path, monkeypatch, role, examples
):
    settings.API_TOKEN_RATE = "100000/h"
    smo, applicant = make_user(Role.SMO), make_user(Role.APPLICANT)
    approved_project(smo, applicant)
    user = smo if role == Role.SMO else applicant
    raw = token_of(user, "write")
    monkeypatch.chdir(tmp_path)  # no schemathesis.toml is read, nothing written here
    monkeypatch.setattr(cli_loaders, "load_schema", _load_from_the_app)
    # As Django's test client: the test's connection is kept across the requests (a
    # server closes it after each one when CONN_MAX_AGE is 0, and opens another).
    for signal in (signals.request_started, signals.request_finished):
        monkeypatch.setattr(signal, "receivers", list(signal.receivers))
        signal.disconnect(close_old_connections)
    run = CliRunner().invoke(
        schemathesis_cli,
        [
            "run",
            f"{ORIGIN}/api/v1/schema/",
            "--url",
            ORIGIN,
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
        catch_exceptions=False,
    )
    assert run.exit_code == 0, f"--- {user.email}\n{run.output[-8000:]}"
