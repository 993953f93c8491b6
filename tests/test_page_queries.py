"""Detail and list pages that lacked it keep a fixed number of queries at 10 and at 1,000
rows (issue 25, item 4): a property's page with its history and the records on it, a
case with its investigation log, a violation with its evidence, the inspections list.
The other pages' counts are asserted beside their own tests (grep
django_assert_num_queries)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from enforcement.models import Evidence, Provision, Violation
from illicit.models import Case, Entry
from lockport_sw.accounts.roles import Role
from lockport_sw.core import kept
from lockport_sw.registry.models import Ownership, Party, Property
from tests.bulk import bulk_inspections
from tests.factories import PartyFactory, PropertyFactory

pytestmark = pytest.mark.django_db


def _queries(client, url) -> int:
    """The page's queries with nothing kept (core/kept.py): as after any write."""
    kept.replace_all()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, url
    return len(queries.captured_queries)


def _same_at_10_and_1000(client, url, grow, django_assert_num_queries, fixed: int):
    """``fixed``: the page's number of queries, four fewer than before issue 44: the
    roles, the two permission queries and the unread count are kept (core/floor.py)."""
    grow(0, 10)
    client.get(url)  # warm the content-type cache and the user's floor
    ten = _queries(client, url)
    assert ten == fixed
    grow(10, 990)
    kept.replace_all()
    with django_assert_num_queries(ten):
        client.get(url)


def _violations(smo, parcel: Property, party: Party, start: int, n: int) -> list[Violation]:
    now = timezone.now()
    made = Violation.objects.bulk_create(
        Violation(
            reference=f"V-Q-{start + i:06d}",
            chapter="158",
            party=party,
            parcel=parcel,
            description="Wash water.",
            started_on=now.date() - timedelta(days=3),
            found_by=smo,
            found_at=now - timedelta(minutes=start + i),
        )
        for i in range(n)
    )
    provision = Provision.objects.get(code="158-4A")
    Violation.provisions.through.objects.bulk_create(
        Violation.provisions.through(violation=v, provision=provision) for v in made
    )
    return made


def _case(smo, reference: str) -> Case:
    return Case.objects.create(
        reference=reference,
        kind=Case.Kind.DISCHARGE,
        state=Case.State.INVESTIGATING,
        summary="Cloudy water.",
        parcel=PropertyFactory(),
        owner=PartyFactory(),
        opened_at=timezone.now() - timedelta(days=30),
        opened_by=smo,
    )


def test_a_propertys_page_keeps_its_queries_at_10_and_1000_history_rows_owners_and_records(
    client, smo, django_assert_num_queries
):
    parcel = PropertyFactory()
    party = PartyFactory(mailing_street="1 Mill Road")
    history = Property.history.model
    now = timezone.now()

    def grow(start, n):
        history.objects.bulk_create(
            history(
                id=parcel.pk,
                street_address=parcel.street_address,
                city=parcel.city,
                state=parcel.state,
                postal_code=parcel.postal_code,
                sbl=parcel.sbl,
                land_use_note=f"reviewed {start + i}",
                created_at=parcel.created_at,
                updated_at=now,
                history_date=now - timedelta(days=start + i + 1),
                history_type="~",
                history_user=smo,
            )
            for i in range(n)
        )
        # Title passed from owner to owner, a day each.
        Ownership.objects.bulk_create(
            Ownership(
                parcel=parcel,
                party=party,
                acquired_on=date(2000, 1, 1) + timedelta(days=2 * (start + i)),
                conveyed_on=date(2000, 1, 2) + timedelta(days=2 * (start + i)),
                source="Deed",
            )
            for i in range(n)
        )
        _violations(smo, parcel, party, start, n)
        Case.objects.bulk_create(
            Case(
                reference=f"Q{start + i:07d}",
                kind=Case.Kind.DISCHARGE,
                state=Case.State.INVESTIGATING,
                summary=f"Case {start + i}",
                parcel=parcel,
                owner=party,
                opened_at=now - timedelta(minutes=start + i),
                opened_by=smo,
            )
            for i in range(n)
        )

    client.force_login(smo)
    _same_at_10_and_1000(client, parcel.get_absolute_url(), grow, django_assert_num_queries, 14)


def test_a_cases_page_keeps_its_queries_at_10_and_1000_log_entries(
    client, smo, make_user, django_assert_num_queries
):
    inspector = make_user(Role.INSPECTOR)
    case = _case(smo, "Q0000001")

    def grow(start, n):
        Entry.objects.bulk_create(
            Entry(
                case=case,
                kind=[Entry.Kind.SITE_VISIT, Entry.Kind.NOTE][i % 2],
                at=case.opened_at + timedelta(minutes=start + i),
                notes=f"Entry {start + i}.",
                recorded_by=[smo, inspector][i % 2],
                recorded_at=case.opened_at + timedelta(minutes=start + i),
            )
            for i in range(n)
        )

    client.force_login(smo)
    _same_at_10_and_1000(client, case.get_absolute_url(), grow, django_assert_num_queries, 18)


def test_a_violations_page_keeps_its_queries_at_10_and_1000_pieces_of_evidence(
    client, smo, make_user, django_assert_num_queries
):
    inspector = make_user(Role.INSPECTOR)
    [violation] = _violations(smo, PropertyFactory(), PartyFactory(), 0, 1)
    case = _case(smo, "Q0000003")  # the record an inspection's evidence points at
    case_type = ContentType.objects.get_for_model(Case)
    now = timezone.now()

    def grow(start, n):
        Evidence.objects.bulk_create(
            Evidence(
                violation=violation,
                kind=[Evidence.Kind.NOTE, Evidence.Kind.SAMPLE, Evidence.Kind.INSPECTION][i % 3],
                description=f"Observation {start + i}",
                result="Detergents present." if i % 3 == 1 else "",
                source_type=case_type if i % 3 == 2 else None,
                source_id=case.pk if i % 3 == 2 else None,
                taken_at=now - timedelta(minutes=start + i),
                recorded_by=[smo, inspector][i % 2],
                recorded_at=now - timedelta(minutes=start + i),
            )
            for i in range(n)
        )

    client.force_login(smo)
    _same_at_10_and_1000(client, violation.get_absolute_url(), grow, django_assert_num_queries, 18)


def test_the_inspections_list_keeps_its_queries_at_10_and_1000_inspections(
    client, smo, applicant, make_user, django_assert_num_queries
):
    from tests.swppp.factories import make_project

    inspectors = [make_user(Role.INSPECTOR) for _ in range(3)]
    project = make_project(applicant)
    first = timezone.now() + timedelta(days=1)

    def grow(start, n):
        for k, inspector in enumerate(inspectors):
            share = n // 3 + (1 if k < n % 3 else 0)
            bulk_inspections(
                share,
                subject=project,
                parcel=project.parcel,
                inspector=inspector,
                created_by=smo,
                first=first + timedelta(days=start + k),
                reference_prefix=f"I-Q{k}-{start}-",
            )

    client.force_login(smo)
    _same_at_10_and_1000(client, "/inspections/", grow, django_assert_num_queries, 11)


def test_the_smo_home_keeps_its_queries_at_10_and_1000_projects_owing_unconfirmed_and_queued(
    client, smo, make_user, django_assert_num_queries
):
    """Issue 44: the SMO's home with every Chapter 159 panel full, at 10 and 1,000
    projects each past due (the money panel narrowed by the account rows), on a site not
    yet confirmed (§ 159-3A) and with a version waiting for review (§ 159-4)."""
    import time_machine

    from tests.bulk import bulk_projects
    from tests.enforcement.factories import local
    from tests.money.test_pages import _fees

    applicant = make_user(Role.APPLICANT)

    def grow(start, n):
        _fees(bulk_projects(applicant, n, start=start, received=True), 1, smo, start=start)

    with time_machine.travel(local(2026, 6, 1, 10), tick=False):
        _same_at_10_and_1000(client_as(client, smo), "/", grow, django_assert_num_queries, 24)
        page = client.get("/").content.decode()
    assert "B-000000" in page  # past due, its site to confirm, its version waiting


def client_as(client, user):
    client.force_login(user)
    return client


def test_the_property_search_keeps_its_queries_at_1_and_1000_matches(
    client, smo, django_assert_num_queries
):
    """Issue 44: the office's property search (``/registry/?q=``) pages by cursor, its
    count bounded at 1,000: a street's one parcel or its thousand and one (read in the
    index's order, ``registry.selectors._contains``) cost the same queries, on the
    first page and the next."""
    url = reverse("registry:search")

    def grow(start, n):
        Property.objects.bulk_create(
            Property(street_address=f"{start + i + 1} Hinman Road", postal_code="14094")
            for i in range(n)
        )

    client.force_login(smo)
    grow(0, 1)
    client.get(url, {"q": "Hinman Road"})  # warm the content-type cache and the floor
    with CaptureQueriesContext(connection) as one:
        response = client.get(url, {"q": "Hinman Road"})
    assert [p.street_address for p in response.context["page_obj"]] == ["1 Hinman Road"]
    grow(1, 1000)
    with django_assert_num_queries(len(one.captured_queries)):
        response = client.get(url, {"q": "Hinman Road"})
    page = response.context["page_obj"]
    assert len(page.object_list) == 25 and page.paginator.count_label == "1,000+"
    with django_assert_num_queries(len(one.captured_queries)):
        response = client.get(url, {"q": "Hinman Road", "after": page.next_cursor})
    assert len(response.context["page_obj"].object_list) == 25
