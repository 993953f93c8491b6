"""Issue 47, item 3: a property's and a party's whole story lists every issued document
that names it, every fee, payment, guarantee, easement and agreement, oldest first, each
linked.

The demo (``manage.py seed_demo``, every chapter's story acted through the services) is
the record: each document it issued is read back as its addressee reads it (pypdf), and
the addresses and names printed on it say which property and which party it names. The
story of each must list it. A new kind of document that no app registers in the story
(``lockport_sw/reports/story.py``: ``Holder``) is in no story and fails here, unless it
names no property at all and is listed in ``NAMES_NO_PROPERTY`` with its reason."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.urls import reverse

from lockport_sw.accounts.models import User
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.registry.models import Ownership, Party, Property
from money.models import Entry, Guarantee
from swppp.models import MaintenanceInstrument
from tests import pdf_checks

pytestmark = pytest.mark.django_db

# Kinds of document about no property: the MS4 report to NYSDEC (the Town's program).
NAMES_NO_PROPERTY = {"MS4-REPORT"}


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).casefold()


def _walk(client, url: str, kind: str) -> list[dict]:
    """Every row of the story of one kind, window by window."""
    rows, page = [], client.get(url, {"kind": kind})
    while True:
        assert page.status_code == 200
        rows += page.context["rows"]
        if not page.context["later_url"]:
            return rows
        page = client.get(url + page.context["later_url"])


def _texts() -> dict[str, str]:
    """Each document's text, without the Town's own address (the letterhead's; Town Hall,
    where hearings are held)."""
    town = _flat(settings.TOWN["address"].split(",")[0])
    texts = {}
    for document in IssuedDocument.objects.order_by("pk"):
        with document.file.open("rb") as f:
            texts[document.number] = _flat(pdf_checks.text(f.read())).replace(town, "")
    return texts


def test_every_document_the_demo_issued_is_in_the_story_of_the_property_it_names(demo, client):
    client.force_login(User.objects.get(email="smo@lockport.example"))
    texts = _texts()
    kinds = dict(IssuedDocument.objects.values_list("number", "kind"))
    assert len(texts) > 20 and len(set(kinds.values())) > 10  # the demo issues many kinds
    in_a_story = set()
    for parcel in Property.objects.all():
        rows = _walk(client, reverse("reports:property_story", args=[parcel.pk]), "documents")
        shown = {row["label"].split(" ", 1)[0] for row in rows}
        in_a_story |= shown
        # Each linked to the document itself, oldest first.
        assert all(row["url"].endswith(f"/{row['label'].split(' ', 1)[0]}/") for row in rows)
        assert [r["key"] for r in rows] == sorted(r["key"] for r in rows)
        # Every document printing the property's address is in its story.
        address = _flat(parcel.street_address)
        expected = {n for n, text in texts.items() if address and address in text}
        missing = sorted(f"{n} ({kinds[n]})" for n in expected - shown)
        assert not missing, f"{parcel.street_address}: {missing}"
    # And every document is in the story of some property (one that prints no address
    # too: a guarantee's release names the project), but a kind about no property.
    left_out = sorted(
        f"{n} ({kinds[n]})"
        for n in texts
        if n not in in_a_story and kinds[n] not in NAMES_NO_PROPERTY
    )
    assert not left_out, f"documents in no property's story: {left_out}"


def test_every_document_the_demo_addressed_to_a_party_is_in_the_partys_story(demo, client):
    """A party's story lists every document addressed to them or copied to them: those
    whose text carries their name over their mailing address (an address block)."""
    client.force_login(User.objects.get(email="smo@lockport.example"))
    texts = _texts()
    kinds = dict(IssuedDocument.objects.values_list("number", "kind"))
    checked = 0
    for party in Party.objects.exclude(mailing_street=""):
        street = _flat(party.mailing_street)
        blocks = [_flat(f"{party.name} {street}"), _flat(f"{party} {street}")]
        if party.organization:
            blocks.append(_flat(f"{party.name} {party.organization} {street}"))
        expected = {n for n, text in texts.items() if any(b in text for b in blocks)}
        if not expected:
            continue
        rows = _walk(client, reverse("reports:party_story", args=[party.pk]), "documents")
        shown = {row["label"].split(" ", 1)[0] for row in rows}
        missing = sorted(f"{n} ({kinds[n]})" for n in expected - shown)
        assert not missing, f"{party.name}: {missing}"
        checked += len(expected)
    assert checked > 20


@pytest.mark.parametrize(
    ("model", "kind", "parcel"),
    [
        (Entry, "money", "project__parcel"),
        (Guarantee, "guarantees", "requirement__project__parcel"),
        (MaintenanceInstrument, "instruments", "project__parcel"),
        (Ownership, "ownerships", "parcel"),
    ],
)
def test_every_fee_payment_guarantee_easement_agreement_and_deed_is_in_its_propertys_story(
    demo, client, model, kind, parcel
):
    client.force_login(User.objects.get(email="smo@lockport.example"))
    records = list(model.objects.all())
    assert records, f"the demo records no {model.__name__}"
    by_parcel: dict[int, set[str]] = {}
    for pk, parcel_pk in model.objects.values_list("pk", parcel):
        by_parcel.setdefault(parcel_pk, set()).add(str(model.objects.get(pk=pk)))
    for parcel_pk, labels in by_parcel.items():
        rows = _walk(client, reverse("reports:property_story", args=[parcel_pk]), kind)
        assert labels <= {row["label"] for row in rows}
        assert all(row["url"] for row in rows)
