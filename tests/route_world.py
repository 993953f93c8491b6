"""The records that routes with arguments point at, every chapter's, for the URL matrix
(tests/access.py): built through the services (several issue PDFs) once per run by the
first test that asks for them, saved, and loaded into each later test's database
(tests/snapshot.py, tests/once.py). The route matrix's tests (tests/test_url_access.py)
and the browser tests that walk a chapter's pages for each role
(tests/browser/test_enforcement_pages.py, test_inspection_pages.py) open the same records,
so a page walked in the browser is the page whose access the matrix decides."""

from __future__ import annotations

import pytest
import time_machine

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.models import OfficeClosure, ProclaimedHoliday
from tests import snapshot
from tests.documents.factories import issued_document
from tests.documents.factories import upload as stored_upload
from tests.enforcement.world import enforcement_world
from tests.factories import PartyFactory, PropertyFactory, number_users_after_those_stored
from tests.illicit.access import illicit_world
from tests.inspections.access import inspections_world
from tests.money.access import money_world
from tests.once import built_once
from tests.swppp.world import swppp_world


@pytest.fixture
def route_world(make_user, tmp_path_factory, _media_root):
    """The records, in this test's database and media, with time held (ticking) at the
    moment they were made; the keys are as the URLs take them (text). Needs a database:
    mark the test ``django_db`` (``transaction=True`` for a live server)."""

    def build(root):
        records = _base_world(make_user, make_user(Role.INSPECTOR))
        for more in (enforcement_world, inspections_world, money_world):
            records.update(more(make_user))
        records.update(_api_money_world(make_user, records))
        return snapshot.save(root, records=records)

    made = built_once(tmp_path_factory, "route-world", build, snapshot.load)
    number_users_after_those_stored()
    with time_machine.travel(snapshot.saved_at(made), tick=True):
        yield made["records"]
    snapshot.forget_cached_keys()


def _base_world(make_user, staff):
    return {
        **swppp_world(make_user),
        **illicit_world(make_user),
        "staff_account": {"pk": staff.pk},
        "property": {"pk": PropertyFactory().pk},
        "party": {"pk": PartyFactory().pk},
        "roll_import": {"pk": _roll_import(staff).pk},
        "issued_document": {
            "number": issued_document(subject=PropertyFactory(), issued_by=staff).number
        },
        "upload": {"pk": stored_upload(uploaded_by=make_user(Role.APPLICANT)).pk},
        "clock": {"pk": _clock(staff).pk},
        "api_token": {"pk": _api_token(staff).pk},
        "membership": {"pk": _membership().pk},
        "policy_rule": {"code": "restoration"},
        "closure": {"pk": OfficeClosure.objects.create(date="2026-12-24", reason="Holiday").pk},
        "proclaimed_holiday": {
            "pk": ProclaimedHoliday.objects.create(
                date="2025-01-09",
                name="National Day of Mourning",
                proclaimed_by="president",
                proclamation="Proclamation 10878 of December 29, 2024",
            ).pk
        },
        "ms4_period": {"slug": "2026"},
        "ms4_figure": {"slug": "2026", "key": "idde.reports"},
        "bad_reset_key": {"uidb36": "zz", "key": "set-password"},
        "bad_email_key": {"key": "not-a-key"},
        **_api158_world(staff),
    }


# --- the REST API's Chapter 158 resources (illicit/api_resources.py) ----------------------
def _api158_world(staff):
    """A dry-weather screening (no flow: no case) of an outfall of its own."""
    from django.utils import timezone

    from illicit.models import Outfall
    from illicit.services.outfalls import screening_record

    outfall = Outfall.objects.create(
        code="OF-API1", latitude="43.171", longitude="-78.691", receiving_water="Tonawanda Creek"
    )
    screening = screening_record(
        acting_user=staff,
        outfall=outfall,
        at=timezone.now(),
        dry_weather=True,
        flow="none",
    )
    return {"api_screening": {"pk": screening.pk}}


def _roll_import(staff):
    from lockport_sw.registry.models import RollImport

    return RollImport.objects.create(
        file_name="roll.csv", data=b"", as_of="2026-03-01", state="checked", created_by=staff
    )


def _api_token(staff):
    from lockport_sw.api.services import token_create

    return token_create(acting_user=staff, name="Finance system", scope="write", days=30)[0]


def _clock(staff):
    from datetime import UTC, datetime

    from lockport_sw.deadlines.services import deadline_open

    return deadline_open(
        rule="swppp_decision",
        subject=PropertyFactory(),
        subject_label="Case",
        starts_at=datetime(2026, 3, 2, 15, tzinfo=UTC),
    )


def _membership():
    """A seat on the Zoning Board of Appeals (the Clerk's page to end it)."""
    from lockport_sw.bodies.models import Body, Membership

    return Membership.objects.create(
        body=Body.objects.get(kind="zoning_board"), name="Zed Zoner", starts_on="2025-01-01"
    )


def _api_money_world(make_user, records):
    """The API's money resources (issue 48): a fee on the money world's project, and the
    invoice the SMO issues for it. The world adopts no fee schedule (every other record
    would be priced by it), so the fee is written as ``money.services.fees`` writes one,
    without a schedule's line; the invoice is the service's."""
    from django.utils import timezone

    from lockport_sw.calendar.words import town_today
    from money.models import Entry, Service
    from money.services import invoices
    from swppp.models import Project

    project = Project.objects.select_related("applicant_party").get(
        pk=records["money_project"]["pk"]
    )
    fee = Entry.objects.create(
        project=project,
        kind=Entry.Kind.FEE,
        amount="75.00",
        dated=town_today(),
        description="Milestone inspection",
        payer=project.applicant_party,
        service=Service.MILESTONE,
        recorded_at=timezone.now(),
    )
    invoice = invoices.invoice_issue(acting_user=make_user(Role.SMO), project=project)
    return {"money_fee": {"pk": fee.pk}, "money_invoice": {"pk": invoice.pk}}
