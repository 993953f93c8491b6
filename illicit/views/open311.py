"""Open311 GeoReport v2 at /open311/v2/ (http://wiki.open311.org/GeoReport_v2), in XML and
JSON: the services (one per kind of report, illicit/kinds.py), a service's definition,
creating a request (with an API key the SMO issued in the admin), and reading requests.

Errors use the specification's format (an array of {code, description}) with its status
codes: 404 for a resource that does not exist, 403 for a missing or wrong api_key, 400
for anything else. The public fields never carry the reporter's name, email or phone
(and email addresses or phone numbers typed into a description are masked).
"""

from __future__ import annotations

import functools
import re
from datetime import datetime, timedelta
from xml.etree import ElementTree as ET  # noqa: S405  # nosec B405  # we only write XML, never parse it

from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt

from lockport_sw.jurisdiction.registry import current, words
from lockport_sw.security import limits

from .. import conf, kinds, published, selectors
from ..models import ApiClient, Report
from ..models.reports import token_hash
from ..services.reports import public_address, public_description, public_point, report_submit

FORMATS = ("json", "xml")
MAX_SPAN = timedelta(days=90)  # "may not span more than 90 days"
# Each request's notice: what the municipality does with a report.
SERVICE_NOTICE = (
    "The Stormwater Management Officer reviews each report and investigates illicit "
    "discharges under {law:idl} of the {kind} Code."
)


class Open311Error(Exception):
    def __init__(self, status: int, *descriptions: str):
        super().__init__(descriptions[0] if descriptions else "")
        self.status = status
        self.descriptions = descriptions


# --- rendering -------------------------------------------------------------------------
# Characters XML 1.0 does not allow in a document at all (not even escaped as &#1;):
# C0 controls but tab, newline and carriage return; surrogates; U+FFFE and U+FFFF.
XML_FORBIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    """``text`` with every character XML 1.0 forbids removed (ElementTree escapes the
    rest: <, > and &)."""
    return XML_FORBIDDEN.sub("", text)


def _xml_value(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return xml_text(str(value))


def _xml_add(parent, tag: str, value) -> None:
    element = ET.SubElement(parent, tag)
    if isinstance(value, list):
        child_tag = {"attributes": "attribute", "values": "value"}.get(tag, "item")
        for item in value:
            _xml_dict(ET.SubElement(element, child_tag), item)
    elif isinstance(value, dict):
        _xml_dict(element, value)
    else:
        text = _xml_value(value)
        if text is not None:
            element.text = text


def _xml_dict(element, data: dict) -> None:
    for key, value in data.items():
        _xml_add(element, key, value)


def render(fmt: str, root: str, item: str | None, data, status: int = 200) -> HttpResponse:
    """``data`` is a list of dicts (rendered as <root><item>..</item></root> in XML) or one
    dict (``item`` None: <root>..</root>)."""
    if fmt == "json":
        import json

        return HttpResponse(
            json.dumps(data, ensure_ascii=False),
            status=status,
            content_type="application/json; charset=utf-8",
        )
    element = ET.Element(root)
    if item is None:
        _xml_dict(element, data)
    else:
        for row in data:
            _xml_dict(ET.SubElement(element, item), row)
    body = b'<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(element, encoding="utf-8")
    return HttpResponse(body, status=status, content_type="text/xml; charset=utf-8")


def error(fmt: str, status: int, *descriptions: str) -> HttpResponse:
    rows = [{"code": status, "description": d} for d in descriptions]
    return render(fmt if fmt in FORMATS else "xml", "errors", "error", rows, status=status)


def _endpoint(*methods: str):
    """Check the format and the method; turn Open311Error into the spec's error response."""

    def decorator(view):
        def wrapped(request: HttpRequest, fmt: str, *args, **kwargs):
            if fmt not in FORMATS:
                return error("xml", 400, f"Format .{fmt} is not offered; use .xml or .json.")
            if request.method not in methods:
                response = error(fmt, 400, f"{request.method} is not accepted here.")
                response.status_code = 405
                response["Allow"] = ", ".join(methods)
                return response
            try:
                _check_jurisdiction(request)
                return view(request, fmt, *args, **kwargs)
            except Open311Error as exc:
                return error(fmt, exc.status, *exc.descriptions)

        wrapped.__name__ = view.__name__
        wrapped.__doc__ = view.__doc__
        return csrf_exempt(wrapped)

    return decorator


def _check_jurisdiction(request: HttpRequest) -> None:
    """Optional here (one jurisdiction); a wrong one is not found."""
    given = (
        request.GET.get("jurisdiction_id") or request.POST.get("jurisdiction_id") or ""
    ).strip()
    if given and given.lower() != conf.jurisdiction_id().lower():
        raise Open311Error(404, f"jurisdiction_id {given} was not found.")


def w3(moment: datetime | None) -> str | None:
    """W3C date-time with the offset: 2026-03-02T10:15:00-05:00."""
    if moment is None:
        return None
    return timezone.localtime(moment).isoformat(timespec="seconds")


W3_PATTERN = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$")


def parse_w3(name: str, raw: str) -> datetime | None:
    raw = (raw or "").strip()
    if not raw:
        return None
    if not W3_PATTERN.match(raw):
        raise Open311Error(
            400, f"{name} must be a w3 date-time with its time zone, e.g. 2026-01-01T00:00:00Z."
        )
    text = raw.replace("Z", "+00:00")
    try:
        value = datetime.fromisoformat(text if "T" in text else f"{text}T00:00:00+00:00")
    except ValueError:
        raise Open311Error(400, f"{name} {raw} is not a valid date-time.") from None
    return value


# --- services --------------------------------------------------------------------------
def _service(kind: kinds.ReportKind) -> dict:
    return {
        "service_code": kind.code,
        "service_name": kind.name,
        "description": kind.description,
        "metadata": kind.metadata,
        "type": "realtime",
        "keywords": kind.keywords,
        "group": kind.group,
    }


@_endpoint("GET")
def service_list(request: HttpRequest, fmt: str) -> HttpResponse:
    body, content_type = _services(fmt)
    return HttpResponse(body, content_type=content_type)


@functools.cache
def _services(fmt: str) -> tuple[bytes, str]:
    """The services are the code's kinds of report (illicit/kinds.py): rendered once per
    process."""
    response = render(fmt, "services", "service", [_service(k) for k in kinds.KINDS])
    return response.content, response["Content-Type"]


def _kind(code: str) -> kinds.ReportKind:
    try:
        return kinds.get(code)
    except LookupError:
        raise Open311Error(404, f"service_code {code} was not found.") from None


@_endpoint("GET")
def service_definition(request: HttpRequest, fmt: str, code: str) -> HttpResponse:
    kind = _kind(code)
    if not kind.metadata:
        raise Open311Error(
            404, f"service_code {code} has no service definition (its metadata is false)."
        )
    attributes = [
        {
            "variable": True,
            "code": a.code,
            "datatype": a.datatype,
            "required": a.required,
            "datatype_description": a.datatype_description or None,
            "order": a.order,
            "description": a.description,
            "values": [{"key": v.key, "name": v.name} for v in a.values],
        }
        for a in kind.attributes
    ]
    return render(
        fmt, "service_definition", None, {"service_code": kind.code, "attributes": attributes}
    )


# --- requests --------------------------------------------------------------------------
STATUS_NOTES = {
    Report.State.NEW: "Received; waiting for the Stormwater Management Officer's review.",
    Report.State.CASE: "Under investigation.",
    Report.State.MERGED: "Added to an investigation already under way.",
}


def status_notes(report: Report) -> str:
    if report.state == Report.State.CLOSED:
        return f"Closed: {report.get_closed_reason_display()}."
    if report.case_id is not None and report.case.is_closed:
        if report.case.state == report.case.State.VERIFIED:
            return "Eliminated and verified by a follow-up visit."
        return "Closed: " + (
            "no illicit discharge or connection was found."
            if report.case.closed_reason == report.case.CloseReason.NO_DISCHARGE
            else f"the discharge is allowed under {current().law('idl').name} (an exemption)."
        )
    if report.case_id is not None and report.case.state == report.case.State.ELIMINATED:
        return "The discharge was stopped; a follow-up visit will verify it."
    return STATUS_NOTES[report.state]


def request_row(report: Report) -> dict:
    """The public fields of one service request: no name, email or phone, ever; the
    description staff approved; the place coarsened to the block; no photo (a photo's
    address could carry its GPS position)."""
    kind = kinds.BY_CODE.get(report.kind)
    point = public_point(report)
    return {
        "service_request_id": report.reference,
        "status": report.open311_status,
        "status_notes": status_notes(report),
        "service_name": kind.name if kind else report.kind,
        "service_code": report.kind,
        "description": public_description(report) or None,
        "agency_responsible": f"{current().name} Stormwater Management Officer",
        "service_notice": words(SERVICE_NOTICE),
        "requested_datetime": w3(report.requested_at),
        "updated_datetime": w3(report.updated_at),
        "expected_datetime": None,
        "address": public_address(report),
        "address_id": None,
        "zipcode": None,
        "lat": point[0] if point else None,
        "long": point[1] if point else None,
        "media_url": None,
    }


def _list(raw: str) -> list[str]:
    return [part.strip() for part in (raw or "").split(",") if part.strip()]


@_endpoint("GET", "POST")
def requests(request: HttpRequest, fmt: str) -> HttpResponse:
    if request.method == "POST":
        return _create(request, fmt)
    # Public and asked at will: the answer kept in the cache by its query, until a
    # report's public fields change or its window moves past a row (illicit/published.py).
    body, content_type, _until = published.kept(
        f"{fmt}?{published.normalised(request.GET)}", lambda: _requests(request, fmt)
    )
    return HttpResponse(body, content_type=content_type)


def _requests(request: HttpRequest, fmt: str) -> tuple[bytes, str, datetime | None]:
    """The list's body, its content type, and until when it holds without a write (the
    default window moves: its oldest row leaves it at its ``requested_datetime`` + 90
    days)."""
    ids = _list(request.GET.get("service_request_id"))
    if ids:  # "This overrides all other arguments."
        return _body(fmt, selectors.open311_requests(ids=ids), None)
    codes = _list(request.GET.get("service_code"))
    for code in codes:
        _kind(code)
    statuses = _list(request.GET.get("status"))
    bad = [s for s in statuses if s not in ("open", "closed")]
    if bad:
        raise Open311Error(400, f"status must be open or closed, not {', '.join(bad)}.")
    start = parse_w3("start_date", request.GET.get("start_date"))
    end = parse_w3("end_date", request.GET.get("end_date"))
    moving = start is None and end is None
    # "When not specified, the range defaults to most recent 90 days."
    if moving:
        end = timezone.now()
        start = end - MAX_SPAN
    elif start is None:
        start = end - MAX_SPAN
    elif end is None:
        end = start + MAX_SPAN
    if end < start:
        raise Open311Error(400, "end_date is before start_date.")
    if end - start > MAX_SPAN:
        raise Open311Error(400, "start_date and end_date may not span more than 90 days.")
    rows = list(selectors.open311_requests(codes=codes, start=start, end=end, statuses=statuses))
    until = rows[-1].requested_at + MAX_SPAN if moving and rows else None
    return _body(fmt, rows, until)


def _body(fmt: str, rows, until: datetime | None) -> tuple[bytes, str, datetime | None]:
    response = render(fmt, "service_requests", "request", [request_row(r) for r in rows])
    return response.content, response["Content-Type"], until


@_endpoint("GET")
def request_detail(request: HttpRequest, fmt: str, request_id: str) -> HttpResponse:
    rows = list(selectors.open311_requests(ids=[request_id]))
    if not rows:
        raise Open311Error(404, f"service_request_id {request_id} was not found.")
    return render(fmt, "service_requests", "request", [request_row(r) for r in rows])


def _api_client(request: HttpRequest) -> ApiClient:
    key = (request.POST.get("api_key") or "").strip()
    if not key:
        raise Open311Error(403, "api_key is missing: the Town issues keys to Open311 clients.")
    client = ApiClient.objects.filter(key_hash=token_hash(key), active=True).first()
    if client is None:
        raise Open311Error(403, "Invalid api_key received -- can't proceed with create_request.")
    ApiClient.objects.filter(pk=client.pk).update(last_used_at=timezone.now())
    return client


ATTRIBUTE = re.compile(r"^attribute\[([^\]]+)\](\[\])?$")


KEY_SCOPE = "open311.key"


def _create(request: HttpRequest, fmt: str) -> HttpResponse:
    client = _api_client(request)
    # Counted before anything is checked, atomically (one Redis INCR): a key cannot send
    # more than its rate even with many requests at once; a refused request is given back.
    if not limits.take(KEY_SCOPE, str(client.pk), conf.open311_key_rate()):
        limits.give_back(KEY_SCOPE, str(client.pk), conf.open311_key_rate())
        raise Open311Error(
            429,
            f"This api_key has created {limits.Rate.parse(conf.open311_key_rate()).count} "
            "requests in the current period, the most allowed; try again later.",
        )
    try:
        return _create_counted(request, fmt, client)
    except Open311Error:
        limits.give_back(KEY_SCOPE, str(client.pk), conf.open311_key_rate())
        raise


def _create_counted(request: HttpRequest, fmt: str, client: ApiClient) -> HttpResponse:
    data = request.POST
    code = (data.get("service_code") or "").strip()
    if not code:
        raise Open311Error(400, "service_code was not provided.")
    _kind(code)
    if data.get("address_id") and not (
        data.get("lat") or data.get("long") or data.get("address_string")
    ):
        raise Open311Error(
            400, "address_id is not used here; send lat and long, or address_string."
        )
    attributes = {}
    for key in data:
        match = ATTRIBUTE.match(key)
        if match:
            values = data.getlist(key)
            attributes[match.group(1)] = values if match.group(2) else values[-1]
    name = " ".join(p for p in (data.get("first_name", ""), data.get("last_name", "")) if p)
    try:
        report, _token = report_submit(
            kind=code,
            latitude=data.get("lat"),
            longitude=data.get("long"),
            address=data.get("address_string", ""),
            description=data.get("description", ""),
            name=name,
            email=data.get("email", ""),
            phone=data.get("phone", ""),
            attributes=attributes,
            media_url=data.get("media_url", ""),
            api_client=client,
        )
    except ValidationError as exc:
        descriptions = []
        for field, messages in exc.message_dict.items():
            label = {"location": "location", "latitude": "lat", "longitude": "long"}.get(
                field, field
            )
            descriptions += [f"{label}: {m}" for m in messages]
        raise Open311Error(400, *descriptions) from None
    row = {
        "service_request_id": report.reference,
        "service_notice": words(SERVICE_NOTICE),
        "account_id": None,
    }
    return render(fmt, "service_requests", "request", [row], status=201)
