"""The money pages: a fixed number of queries at 10 and 1,000 rows; what each role sees;
refused forms keep what was typed."""

from __future__ import annotations

import hashlib
import uuid
from datetime import date, timedelta
from decimal import Decimal

import pytest
import time_machine
from django.contrib.contenttypes.models import ContentType
from django.urls import reverse
from django.utils import timezone

from lockport_sw.accounts.roles import Role
from lockport_sw.documents.models import IssuedDocument, Upload
from money.models import Entry, Guarantee, GuaranteeRequirement, Invoice, InvoiceLine
from swppp.models import Project
from tests.bulk import bulk_projects
from tests.enforcement.factories import local
from tests.factories import UserFactory
from tests.money.factories import adopt
from tests.swppp.factories import submitted

pytestmark = pytest.mark.django_db

NOW = local(2026, 6, 1, 10)


@pytest.fixture(autouse=True)
def _frozen():
    with time_machine.travel(NOW, tick=False):
        yield


def _fees(projects, per_project: int, smo, *, invoiced: bool = True, start: int = 0) -> None:
    """``per_project`` fees on each project, all on one invoice per project due in May
    (past due on June 1), with a payment; the invoices numbered from ``start`` + 1."""
    now = timezone.now()
    entries = [
        Entry(
            project=p,
            kind=Entry.Kind.FEE,
            amount=Decimal("75.00"),
            dated=date(2026, 4, 1),
            description=f"Construction inspection {i}",
            payer=p.applicant_party,
            service="milestone",
            recorded_at=now,
        )
        for p in projects
        for i in range(per_project)
    ]
    entries += [
        Entry(
            project=p,
            kind=Entry.Kind.PAYMENT,
            amount=Decimal("-10.00"),
            dated=date(2026, 4, 2),
            description="Payment by cash",
            payer=p.applicant_party,
            method="cash",
            recorded_at=now,
        )
        for p in projects
    ]
    Entry.objects.bulk_create(entries)
    if not invoiced:
        return
    ct = ContentType.objects.get_for_model(Project)
    documents = IssuedDocument.objects.bulk_create(
        IssuedDocument(
            kind="INV",
            number=f"INV-2026-{n + 1:05d}",
            title="Invoice",
            subject_type=ct,
            subject_id=p.pk,
            citations=["§ 159-8D"],
            template_name="pdf/money/invoice.html",
            file=f"issued/INV/2026/INV-2026-{n + 1:05d}.pdf",
            sha256=hashlib.sha256(str(n).encode()).hexdigest(),
            size=1,
            issued_by=smo,
            issued_at=now - timedelta(days=60),
        )
        for n, p in enumerate(projects, start=start)
    )
    invoices = Invoice.objects.bulk_create(
        Invoice(
            project=p,
            payer=p.applicant_party,
            document=d,
            total=Decimal("75.00") * per_project,
            due_on=date(2026, 5, 1),
            issued_by=smo,
            issued_at=now - timedelta(days=60),
        )
        for p, d in zip(projects, documents, strict=True)
    )
    by_project = {i.project_id: i for i in invoices}
    InvoiceLine.objects.bulk_create(
        InvoiceLine(invoice=by_project[e.project_id], entry=e)
        for e in Entry.objects.filter(project__in=projects, kind=Entry.Kind.FEE)
    )


def _guarantees(projects, smo) -> None:
    upload = Upload.objects.create(
        id=uuid.uuid4(),
        file="uploads/2026/06/loc.pdf",
        original_name="loc.pdf",
        content_type="application/pdf",
        size=1,
        sha256="0" * 64,
        uploaded_by=smo,
        uploaded_at=timezone.now(),
    )
    requirements = GuaranteeRequirement.objects.bulk_create(
        GuaranteeRequirement(
            project=p,
            purpose="performance",
            amount=Decimal("48000"),
            basis="Plans.",
            required_by=smo,
            required_at=timezone.now(),
        )
        for p in projects
    )
    Guarantee.objects.bulk_create(
        Guarantee(
            requirement=r,
            kind="letter_of_credit",
            issuer="M&T Bank",
            instrument_number=f"SB-{r.pk}",
            amount=Decimal("48000"),
            effective_on=date(2026, 1, 1),
            expires_on=date(2026, 7, 1) + timedelta(days=r.pk % 30),
            document=upload,
            state=Guarantee.State.ACCEPTED if r.pk % 2 else Guarantee.State.POSTED,
            posted_by=smo,
            posted_at=timezone.now(),
        )
        for r in requirements
    )


@pytest.fixture
def owner(db):
    return UserFactory(roles=[Role.APPLICANT])


@pytest.mark.parametrize("rows", [10, 1000])
def test_159_8d_the_project_money_page_queries_do_not_grow(
    rows, client, smo, owner, django_assert_max_num_queries
):
    [project] = bulk_projects(owner, 1)
    _fees([project], rows, smo)
    _guarantees([project], smo)
    client.force_login(owner)
    with django_assert_max_num_queries(24):
        response = client.get(reverse("money:project", kwargs={"pk": project.pk}))
    assert response.status_code == 200
    content = response.content.decode()
    assert f"${75 * rows - 10:,}.00" in content  # the balance
    assert "past due" in content


@pytest.mark.parametrize("rows", [10, 1000])
def test_159_8b_the_smo_overview_and_home_panel_queries_do_not_grow(
    rows, client, smo, owner, django_assert_max_num_queries
):
    projects = bulk_projects(owner, rows)
    _fees(projects, 1, smo)
    _guarantees(projects, smo)
    client.force_login(smo)
    with django_assert_max_num_queries(24):
        response = client.get(reverse("money:overview"))
    assert response.status_code == 200
    assert "Balances past due" in response.content.decode()
    with django_assert_max_num_queries(60):
        home = client.get(reverse("home"))
    assert "Guarantees and balances" in home.content.decode()


@pytest.mark.parametrize("rows", [10, 1000])
def test_159_8d_the_applicant_home_panel_queries_do_not_grow(
    rows, client, smo, owner, django_assert_max_num_queries
):
    projects = bulk_projects(owner, rows)
    _fees(projects, 1, smo, invoiced=False)
    client.force_login(owner)
    with django_assert_max_num_queries(40):
        response = client.get(reverse("home"))
    assert "Fees owed on your projects" in response.content.decode()


@pytest.mark.parametrize("rows", [10, 1000])
def test_159_8d_the_schedules_page_queries_do_not_grow(
    rows, client, board, clerk, django_assert_max_num_queries
):
    from money.models import FeeLine, FeeSchedule

    schedules = FeeSchedule.objects.bulk_create(
        FeeSchedule(
            resolution=f"R-{i}",
            adopted_on=date(2020, 1, 1),
            effective_on=date(2020, 1, 1) + timedelta(days=i),
            recorded_by=clerk,
            recorded_at=timezone.now(),
        )
        for i in range(rows)
    )
    FeeLine.objects.bulk_create(
        FeeLine(schedule=s, service="milestone", basis="flat", rate=Decimal("75"))
        for s in schedules
    )
    client.force_login(board)
    with django_assert_max_num_queries(20):
        response = client.get(reverse("money:schedules"))
    assert response.status_code == 200
    assert "Construction inspection" in response.content.decode()


def test_159_8d_the_applicant_sees_only_their_own_money(client, applicant, board, clerk):
    adopt(clerk)
    project = submitted(applicant).project
    other = UserFactory(roles=[Role.APPLICANT])
    client.force_login(other)
    assert client.get(reverse("money:project", kwargs={"pk": project.pk})).status_code == 404
    client.force_login(applicant)
    page = client.get(reverse("money:project", kwargs={"pk": project.pk}))
    assert page.status_code == 200
    assert "$250.00" in page.content.decode()
    assert "Record a payment" not in page.content.decode()


def test_159_8d_a_refused_payment_keeps_what_was_typed(client, clerk, applicant, board):
    adopt(clerk)
    project = submitted(applicant).project
    client.force_login(clerk)
    response = client.post(
        reverse("money:payment", kwargs={"pk": project.pk}),
        {"amount": "125.50", "method": "check", "reference": "", "received_on": "2026-06-01"},
    )
    assert response.status_code == 200
    content = response.content.decode()
    assert "Give the check number." in content
    assert 'value="125.50"' in content
    assert not Entry.objects.filter(kind=Entry.Kind.PAYMENT).exists()


def test_159_8b_1_release_page_names_what_is_missing(client, smo, applicant):
    from tests.money.factories import final_accepted

    _, loc = final_accepted(smo, applicant, date(2026, 4, 1))
    client.force_login(smo)
    page = client.get(reverse("money:guarantee_release", kwargs={"pk": loc.pk}))
    content = page.content.decode()
    assert "does not yet allow the release" in content
    assert "no one-year inspection" in content
    refused = client.post(reverse("money:guarantee_release", kwargs={"pk": loc.pk}), {})
    assert refused.status_code == 200
    loc.refresh_from_db()
    assert loc.state == Guarantee.State.ACCEPTED


def test_159_8b_required_posted_and_accepted_through_the_pages(client, smo, applicant):
    from tests.money.factories import instrument_file
    from tests.swppp.factories import make_project

    project = make_project(applicant)
    client.force_login(smo)
    response = client.post(
        reverse("money:requirement", kwargs={"pk": project.pk}),
        {"purpose": "performance", "amount": "48000", "basis": "Final design plans."},
    )
    assert response.status_code == 302
    client.force_login(applicant)
    fields = {
        "purpose": "performance",
        "kind": "letter_of_credit",
        "issuer": "M&T Bank",
        "issuer_address": "One M&T Plaza, Buffalo, NY 14203",
        "instrument_number": "SB-2026-0441",
        "amount": "47000",
        "effective_on": "2026-06-01",
        "expires_on": "2027-06-01",
    }
    url = reverse("money:guarantee_post", kwargs={"pk": project.pk})
    refused = client.post(url, {**fields, "file": instrument_file()})
    assert "The Town requires $48,000.00: not less." in refused.content.decode()
    assert 'value="SB-2026-0441"' in refused.content.decode()
    posted = client.post(url, {**fields, "amount": "48000", "file": instrument_file()})
    assert posted.status_code == 302
    guarantee = Guarantee.objects.get()
    client.force_login(smo)
    page = reverse("money:guarantee", kwargs={"pk": guarantee.pk})
    assert client.post(page, {"action": "accept", "note": ""}).status_code == 302
    guarantee.refresh_from_db()
    assert guarantee.state == Guarantee.State.ACCEPTED


def test_159_8d_maintenance_charged_at_cost_through_the_page(client, smo, applicant, board, clerk):
    from tests.money.factories import maintenance_notice
    from tests.swppp.factories import make_project

    adopt(clerk)
    project = make_project(applicant)
    with time_machine.travel(local(2026, 5, 1, 10), tick=False):
        notice = maintenance_notice(smo, project, complete_by=date(2026, 5, 20))
    client.force_login(smo)
    url = reverse("money:maintenance", kwargs={"pk": project.pk})
    assert notice.document.number in client.get(url).content.decode()
    response = client.post(
        url,
        {
            "notice": notice.pk,
            "performed_by": "Niagara Pond Services",
            "cost": "912.40",
            "dated": "2026-05-28",
        },
    )
    assert response.status_code == 302
    fee = Entry.objects.get(service="maintenance")
    assert fee.amount == Decimal("912.40") and fee.payer == notice.practice.owner


def test_159_8d_a_new_schedule_starts_from_the_one_in_force_and_its_check_shows_every_line(
    client, board, clerk
):
    """Issue 46, item 6: the adoption page is filled with every line in force; the
    check step lists each line and its change and what the schedule leaves out; it is
    recorded only when the leaving out is confirmed, the refusal keeping the check."""
    from lockport_sw.bodies.models import Body
    from money.models import FeeSchedule

    with time_machine.travel(local(2026, 1, 20, 10), tick=False):
        adopt(clerk)
    client.force_login(clerk)
    url = reverse("money:schedule_adopt")
    page = client.get(url).content.decode()
    assert "start from the schedule in force, Town Board Resolution No. 2026-14" in page
    assert 'name="lines-TOTAL_FORMS" value="15"' in page  # 7 lines in force, 8 empty
    assert 'name="lines-6-service"' in page
    assert '<option value="maintenance" selected>' in page

    members = Body.objects.get(kind="town_board").members_on(date(2026, 5, 4))
    data = {
        "resolution": "2026-52",
        "adopted_on": "2026-05-04",
        "effective_on": "2026-06-01",
        "lines-TOTAL_FORMS": "8",
        "lines-INITIAL_FORMS": "0",
        "lines-MIN_NUM_FORMS": "0",
        "lines-MAX_NUM_FORMS": "20",
        "lines-0-service": "milestone",
        "lines-0-basis": "flat",
        "lines-0-rate": "90",
        **{f"vote_{m.pk}": "for" if n < 3 else "against" for n, m in enumerate(members)},
    }
    check = " ".join(client.post(url, data).content.decode().split())
    assert "Check before recording" in check
    assert "<strong>Changed</strong></td>" in check and "$75.00 flat" in check
    assert check.count("<strong>Removed</strong>") == 6
    assert "This schedule leaves out fees Chapter 159 relies on" in check
    assert "the outside engineer&#x27;s invoices cannot be charged" in check

    refused = client.post(url, {**data, "confirmed": "True"})
    assert refused.status_code == 200
    text = " ".join(refused.content.decode().split())
    assert "confirm that the Town Board&#x27;s resolution leaves them out" in text
    assert "Check before recording" in text and "<strong>Removed</strong>" in text
    assert FeeSchedule.objects.count() == 1

    done = client.post(url, {**data, "confirmed": "True", "left_out_confirmed": "on"})
    assert done.status_code == 302
    assert FeeSchedule.objects.get(resolution="2026-52").lines.count() == 1
