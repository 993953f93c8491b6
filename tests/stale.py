"""No lost update (lockport_sw/core/versions.py): helpers for the test of each edit form.

The pattern of every test: two pages of one record are opened (both read the same
version), the first save lands, the second is refused as stale, nothing of the first is
overwritten, the second page keeps what was typed and shows it beside what is saved now,
and carries the new version, so that saving it again is a deliberate act."""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from django.test import Client

TOWN = ZoneInfo("America/New_York")
VERSION = re.compile(r'name="record_version" value="([^"]*)"')


def local(*args) -> datetime:
    return datetime(*args, tzinfo=TOWN)


def version_on(client: Client, url: str) -> str:
    """Open the page and read the version it carries."""
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    found = VERSION.search(response.content.decode())
    assert found, f"{url} carries no record_version"
    assert found[1], f"{url} carries an empty record_version"
    return found[1]


def refused_as_stale(response, *, yours: str, saved: str, at: str = "") -> str:
    """The page of a stale save: refused with the message, what was typed beside what is
    saved now. Returns the version the page carries now."""
    assert response.status_code == 200, response.status_code
    html = response.content.decode()
    assert "saved this page at" in html and "after you opened it" in html, html[:3000]
    if at:
        assert f"saved this page at {at} after you opened it" in html
    assert "Yours beside what is saved now" in html
    assert yours in html, f"{yours!r} not kept"
    assert saved in html, f"{saved!r} not shown"
    found = VERSION.search(html)
    assert found and found[1]
    return found[1]


def posted(form, version: str, **changes) -> dict:
    """What a page drawn from ``form`` (unbound) posts back unchanged, but ``changes``."""
    from django import forms as dj

    data = {}
    for name, field in form.fields.items():
        value = form.get_initial_for_field(field, name)
        if isinstance(field, dj.BooleanField):
            if value:
                data[name] = "on"
        elif isinstance(field, dj.FileField) or value is None:
            continue
        elif isinstance(value, list | tuple):
            data[name] = [str(getattr(v, "pk", v)) for v in value]
        else:
            data[name] = str(getattr(value, "pk", value))
    data.update(changes)
    data["record_version"] = version
    return data
