"""The OpenAPI document's shared parts, added to every operation after generation: the
problem details each may answer (RFC 9457), ETag and If-None-Match on a single record,
and the token's security scheme."""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.extensions import OpenApiAuthenticationExtension

PROBLEM_SCHEMA = {
    "type": "object",
    "description": "RFC 9457 problem details.",
    "properties": {
        "type": {"type": "string"},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string"},
        "instance": {"type": "string"},
        "errors": {
            "type": "object",
            "additionalProperties": {"type": "array", "items": {"type": "string"}},
            "description": "What was refused, field by field (__all__: the whole record).",
        },
    },
    "required": ["type", "title", "status", "detail"],
}

PROBLEM_REF = "#/components/schemas/Problem"

# Every operation may answer these; reads and writes add their own below.
COMMON = {
    "401": "No token, or a token unknown, expired or revoked.",
    "403": "The token's scope or the user's role does not allow this.",
    "406": "The Accept header asks for a format the API does not give.",
    "429": "The token's limit of requests is reached: see Retry-After.",
}
READ = {
    "400": "A filter's value is not valid.",
    "404": "No such record, or not one this user may see (or an invalid cursor).",
}
WRITE = {
    "400": "The request body is not valid.",
    "404": "The record named is not one this user may see.",
    "415": "The body is not JSON.",
    "422": "Refused by the rules (the same reasons as in the browser).",
}


def _problem(description: str) -> dict:
    return {
        "description": description,
        "content": {"application/problem+json": {"schema": {"$ref": PROBLEM_REF}}},
    }


def problem_details_hook(result, generator, request, public):
    """drf-spectacular's postprocessing hook (settings.SPECTACULAR_SETTINGS)."""
    result.setdefault("components", {}).setdefault("schemas", {})["Problem"] = PROBLEM_SCHEMA
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            extra = {**COMMON, **(READ if method == "get" else WRITE)}
            for code, description in extra.items():
                responses.setdefault(code, _problem(description))
            if method == "get" and path.rstrip("/").endswith("}"):
                ok = responses.get("200")
                if ok is not None:
                    ok.setdefault("headers", {})["ETag"] = {
                        "schema": {"type": "string"},
                        "description": "The record's version: send it as If-None-Match.",
                    }
                responses["304"] = {"description": "Not modified: the ETag still matches."}
                operation.setdefault("parameters", []).append(
                    {
                        "in": "header",
                        "name": "If-None-Match",
                        "schema": {"type": "string"},
                        "required": False,
                        "description": "An ETag from an earlier answer.",
                    }
                )
    return result


class TokenScheme(OpenApiAuthenticationExtension):
    target_class = "lockport_sw.api.auth.TokenAuthentication"
    name = "token"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "A personal API token (lps_…), created on your account page or "
            "by `manage.py api_token`.",
        }


class SessionScheme(OpenApiAuthenticationExtension):
    target_class = "lockport_sw.api.auth.SessionAuthentication"
    name = "session"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "cookie",
            "name": settings.SESSION_COOKIE_NAME,
            "description": "Signed in through the browser: reading only.",
        }
