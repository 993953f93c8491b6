"""The form's required fields are marked where the server requires them (issue 22, item
6): for each form, every field the server refuses empty (the form's own check or its
service's) is marked the project's way: crispy's asterisk beside its label (a required
field, or one ``core.forms.service_required`` marks), "(required)" in the legend of the
group holding it, or help text saying when it is required ("Required when ...")."""

from __future__ import annotations

import re
from datetime import date

import pytest
import time_machine
from django.urls import reverse

from tests.enforcement.factories import (
    NOTICE_158,
    NOTICE_159,
    local,
    make_violation,
    respondent_party,
)
from tests.illicit.test_public_report import form_data
from tests.illicit.world import case

pytestmark = pytest.mark.django_db

SKIPPED = {"website", "started", "confirmed", "record_version"}  # not typed by anyone


def _marked_on_page(html: str, field_id: str) -> bool:
    label = re.search(rf'<label[^>]*for="{field_id}"[^>]*>(.*?)</label>', html, re.S)
    if label and ("asteriskField" in label.group(1) or "(required)" in label.group(1)):
        return True
    # The group nearest the field: a radio group's own fieldset inside a page's section
    # (crispy marks its legend), which the non-greedy match below reads as the section's.
    at = html.find(f'id="{field_id}')
    start = html.rfind("<fieldset", 0, at) if at >= 0 else -1
    if start >= 0:
        legend = re.search(r"<legend.*?</legend>", html[start:at], re.S)
        if legend and ("asteriskField" in legend.group(0) or "(required)" in legend.group(0)):
            return True
    for block in re.findall(r"<fieldset.*?</fieldset>", html, re.S):
        if f'id="{field_id}' in block:
            legend = re.search(r"<legend.*?</legend>", block, re.S)
            if legend and ("asteriskField" in legend.group(0) or "(required)" in legend.group(0)):
                return True
    return False


def marked(html: str, form, name: str) -> bool:
    field = form.fields[name]
    if re.search(r"\b(Required|Needed)\b", str(field.help_text or "")):
        return True
    return _marked_on_page(html, form[name].id_for_label or f"id_{name}")


def unmarked_but_refused(client, url: str, data: dict, *, fresh=None, form=None) -> list[str]:
    """The fields the page does not mark that the server refuses when left empty. ``form``:
    the page's form, for a page served without rendering its template (the public report
    form's blank page, kept per process: illicit/views/public.py)."""
    page = client.get(url)
    form, html = (form if page.context is None else page.context["form"]), page.content.decode()
    found = []
    for name in form.fields:
        if name in SKIPPED or marked(html, form, name):
            continue
        posted = dict(fresh() if fresh else data)
        posted[name] = ""
        response = client.post(url, posted)
        refused = response.context and response.context.get("form")
        if refused is not None and name in refused.errors:
            found.append(f"{name}: {refused.errors[name][0]}")
    return found


def test_the_public_report_marks_what_it_requires(client, settings):
    settings.ILLICIT_REPORT_RATE = "1000/h"
    html = client.get("/report/").content.decode()
    assert "What did you see? <span" in html and "(required)</span></legend>" in html
    from illicit.forms import ReportForm

    assert unmarked_but_refused(client, "/report/", {}, fresh=form_data, form=ReportForm()) == []


@pytest.mark.parametrize("kind", ["6A", "5C"])
def test_the_chapter_158_order_form_marks_what_it_requires(client, smo, kind):
    made = case(smo)
    client.force_login(smo)
    url = reverse("illicit:case_act", args=[made.reference, "order"])
    data = {
        "kind": kind,
        "party": made.operator.pk,
        "requirements": "Install a spill kit by the bay drains.",
        "due_date": "2030-06-01",
    }
    assert unmarked_but_refused(client, url, data) == []


def test_closing_a_case_marks_what_each_reason_requires(client, smo):
    made = case(smo)
    client.force_login(smo)
    url = reverse("illicit:case_act", args=[made.reference, "close"])
    data = {"reason": "no_discharge", "note": "Dry pipe at 9 am."}
    assert unmarked_but_refused(client, url, data) == []


@pytest.mark.parametrize("chapter", ["158", "159"])
def test_the_notice_form_marks_what_the_chapter_requires(client, smo, chapter):
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        violation = make_violation(smo, chapter=chapter, party=respondent_party())
        client.force_login(smo)
        url = reverse("enforcement:notice_issue", args=[violation.reference])
        data = {
            **(NOTICE_158 if chapter == "158" else NOTICE_159),
            "addressee": violation.party.pk,
            "deadline": date(2026, 4, 15).isoformat(),
        }
        data = {k: v for k, v in data.items() if v is not None}
        assert unmarked_but_refused(client, url, data) == []
        if chapter == "159":
            form = client.get(url).context["form"]
            # § 159-8C(1)(d): every notice sets out the measures and their schedule.
            assert form.fields["measures"].required and form.fields["deadline"].required


def test_a_field_the_service_requires_is_marked_but_refused_by_the_service():
    """``service_required`` marks the field and leaves the refusal to the service: the
    form itself accepts it empty, so every refusal is reported at once."""
    from enforcement import chapters
    from enforcement.forms.notices import NoticeForm

    form = NoticeForm(
        {"addressee": "", "nature": "x", "requirements": []}, chapter=chapters.get("158")
    )
    assert form.fields["requirements"].required
    form.is_valid()
    assert "requirements" not in form.errors


def test_the_project_form_marks_the_mailing_address_it_requires(client):
    """Issue 46, item 8: an applicant without a mailing address gives it with their first
    project; each part of it is refused empty, so each is marked."""
    from lockport_sw.accounts.roles import Role
    from tests.factories import UserFactory
    from tests.swppp.test_views_applicant import project_post

    applicant = UserFactory(roles=[Role.APPLICANT])
    client.force_login(applicant)
    url = reverse("swppp:project_create")
    form = client.get(url).context["form"]
    assert {"mailing_street", "mailing_postal_code"} <= set(form.fields)

    html = client.get(url).content.decode()
    for name in ("mailing_street", "mailing_city", "mailing_state", "mailing_postal_code"):
        assert _marked_on_page(html, f"id_{name}"), name
    # (a post the server accepts registers the project, and the address with it)
    assert unmarked_but_refused(client, url, project_post()) == []


def test_your_mailing_address_marks_every_part(client):
    from lockport_sw.accounts.roles import Role
    from tests.factories import UserFactory
    from tests.swppp.factories import MAILING

    client.force_login(UserFactory(roles=[Role.APPLICANT]))
    url = reverse("registry:my_address")

    assert unmarked_but_refused(client, url, dict(MAILING)) == []
    html = client.get(url).content.decode()
    for name in MAILING:
        assert _marked_on_page(html, f"id_{name}"), name
