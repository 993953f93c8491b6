"""Errors as RFC 9457 problem details (``application/problem+json``).

Every refusal of the API is one object: ``type`` (``about:blank``: the status says it
all), ``title`` (the status's phrase), ``status``, ``detail`` (the reason in the words
the browser shows), ``instance`` (the path asked for) and, where fields were refused,
``errors``: ``{field: [message, ...]}`` exactly as a service raised them. A service's
``ValidationError`` is 422 (the rule refused it), its ``PermissionDenied`` 403.
"""

from __future__ import annotations

from http import HTTPStatus

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

PROBLEM = "application/problem+json"


def _messages(value) -> list[str]:
    if isinstance(value, list | tuple):
        return [str(v) for v in value]
    return [str(value)]


def service_errors(exc: DjangoValidationError) -> dict[str, list[str]]:
    """A service's refusal, field by field (``__all__`` for the whole record)."""
    if hasattr(exc, "error_dict"):
        return {
            field: [m for error in errors for m in error.messages]
            for field, errors in exc.error_dict.items()
        }
    return {"__all__": list(exc.messages)}


# RFC 9110's names where Python's differ.
TITLES = {422: "Unprocessable Content", 413: "Content Too Large"}


def problem(
    status_code: int, detail: str, *, instance: str = "", headers=None, **extra
) -> Response:
    body = {
        "type": "about:blank",
        "title": TITLES.get(status_code) or HTTPStatus(status_code).phrase,
        "status": status_code,
        "detail": detail,
    }
    if instance:
        body["instance"] = instance
    body.update(extra)
    return Response(body, status=status_code, headers=headers, content_type=PROBLEM)


def _detail_and_errors(data) -> tuple[str, dict | None]:
    if isinstance(data, dict):
        if set(data) == {"detail"}:
            return str(data["detail"]), None
        errors = {str(k): _messages(v) for k, v in data.items()}
        first = next(iter(errors.values()), [""])
        return (first[0] if first else "The request was refused."), errors
    if isinstance(data, list):
        messages = [str(v) for v in data]
        return (messages[0] if messages else "The request was refused."), {"__all__": messages}
    return str(data), None


def problem_exception_handler(exc, context):
    request = context.get("request")
    instance = request.get_full_path() if request is not None else ""
    if isinstance(exc, DjangoValidationError):
        errors = service_errors(exc)
        first = next((m for messages in errors.values() for m in messages), "Refused.")
        return problem(
            status.HTTP_422_UNPROCESSABLE_ENTITY, first, instance=instance, errors=errors
        )
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(str(exc) or "Not found.")
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied(str(exc) or None)
    response = exception_handler(exc, context)
    if response is None:
        return None  # a server error: Django's 500 handler, logged
    detail, errors = _detail_and_errors(response.data)
    extra = {"errors": errors} if errors else {}
    kept = ("WWW-Authenticate", "Retry-After", "Allow")
    headers = {k: v for k, v in response.items() if k in kept}
    return problem(response.status_code, detail, instance=instance, headers=headers, **extra)
