"""No one saves the "being prepared" page as the photo (issue 45, item 2).

A photo goes out to anyone but the Town's staff as its copy without metadata, made once
by a worker after the upload; until the copy exists its download answers 202 and a page
saying it is being prepared. That page is shown, never an attachment (``Content-
Disposition: inline``, ``Retry-After``), no page links an upload with ``download`` (which
would save whatever answers as the file), and the pages that link a photo say "being
prepared" instead of the link until the copy exists, then link it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from lockport_sw.documents.models import StrippedCopy
from lockport_sw.documents.services import stripped_copy_make
from swppp.models import ChecklistItem
from swppp.services import plans
from tests.conditions import wait_until
from tests.documents import factories as f
from tests.downloads import read_download
from tests.swppp.factories import ask_signature, complete, draft_of, make_project
from tests.swppp.test_no_lost_work import edit_url

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
PREPARING = "being prepared for download"


def drawing_of(draft, applicant, name="site-map.png"):
    return plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=ChecklistItem.objects.get(code="159-5B(1)(b)"),
        text="See the site map.",
        files=[SimpleUploadedFile(name, f.png_bytes())],
    ).uploads.get()


def links_to(html: str, url: str) -> list[str]:
    """Every <a> of the page whose href is ``url``."""
    return re.findall(rf'<a\b[^>]*href="{re.escape(url)}"[^>]*>', html)


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.mark.django_db
def test_the_being_prepared_answer_is_shown_never_saved(applicant):
    upload = f.upload(uploaded_by=applicant, name="outfall.png", content=f.png_bytes())

    response = signed_in(applicant).get(upload.get_absolute_url())

    assert response.status_code == 202
    assert response["Content-Type"].startswith("text/html")
    assert response["Content-Disposition"] == "inline"  # no attachment, no file name
    assert response["Retry-After"] == "10"
    assert "no-store" in response["Cache-Control"]
    assert "being prepared" in response.content.decode()

    stripped_copy_make(upload.pk)
    ready = signed_in(applicant).get(upload.get_absolute_url())
    assert ready.status_code == 200
    assert ready["Content-Type"] == "image/png"
    assert ready["Content-Disposition"].startswith('attachment; filename="outfall.png"')
    read_download(ready)


@pytest.mark.django_db
def test_159_5B4_the_signing_page_says_being_prepared_until_the_copy_exists(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    drawing = drawing_of(draft, applicant)
    request = ask_signature(draft, applicant)
    page_url = reverse("swppp:professional_sign", args=[request.token])
    file_url = reverse("swppp:professional_file", args=[request.token, drawing.pk])
    engineer = Client()  # no account: gets the copy without metadata

    pending = engineer.get(page_url).content.decode()
    [link] = links_to(pending, file_url)  # "see whether it is ready", shown not saved
    assert "download" not in link
    assert f'site-map.png <span class="text-body-secondary">({PREPARING}' in pending
    assert engineer.get(file_url)["Content-Disposition"] == "inline"

    stripped_copy_make(drawing.pk)
    ready = engineer.get(page_url).content.decode()
    assert PREPARING not in ready
    assert f'<a href="{file_url}">site-map.png</a>' in ready
    response = engineer.get(file_url)
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    read_download(response)


def render_link(upload, user) -> str:
    from django.template import Context, Template
    from django.test import RequestFactory

    request = RequestFactory().get("/")
    request.user = user
    return Template("{% load uploads %}{% upload_link f %}").render(
        Context({"f": upload, "request": request})
    )


@pytest.mark.django_db
def test_town_staff_get_the_original_linked_at_once(applicant, smo):
    upload = f.upload(uploaded_by=applicant, name="site-map.png", content=f.png_bytes())

    assert render_link(upload, smo) == f'<a href="{upload.get_absolute_url()}">site-map.png</a>'
    assert PREPARING in render_link(upload, applicant)


@pytest.mark.django_db
def test_a_photo_that_could_not_be_copied_is_said_to_be_kept(applicant):
    upload = f.upload(uploaded_by=applicant, name="cut.png", content=f.png_bytes())
    StrippedCopy(upload=upload, file="", made_at=upload.uploaded_at).save()  # not made
    rendered = render_link(upload, applicant)

    assert "<a" not in rendered and "kept by the Town" in rendered
    assert signed_in(applicant).get(upload.get_absolute_url()).status_code == 404


def test_no_page_links_an_upload_but_through_the_tag():
    """Every upload link is ``{% upload_link %}``: no template builds one itself (so none
    links a photo before its copy exists), and none carries ``download``."""
    found = []
    for path in TEMPLATES.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        for pattern in (
            r"url 'documents:upload_download'",
            r"url 'swppp:professional_file'[^%]*%}\"",  # an href built from the URL directly
            r"(?:upload|photo|\bu)\.get_absolute_url",
            r"get_absolute_url }}\" download>[^<]*original_name",
        ):
            if path.name != "compare.html" and re.search(pattern, text):
                found.append(f"{path.relative_to(TEMPLATES)}: {pattern}")
    assert not found, "\n".join(found)
    tag = (TEMPLATES / "documents" / "_upload_link.html").read_text()
    assert tag.count("<a ") == 2 and not re.search(r"<a\b[^>]*\sdownload\b", tag)


@pytest.mark.worker
@pytest.mark.slow
def test_a_real_worker_makes_the_copy_and_the_applicants_page_then_links_it(
    applicant, celery_worker
):
    draft = draft_of(make_project(applicant))
    drawing = drawing_of(draft, applicant)  # committed: the worker is asked for the copy

    wait_until(
        lambda: StrippedCopy.objects.filter(upload=drawing).exists(),
        60,
        "the worker to make the copy without metadata",
        interval=0.5,
        explain=celery_worker.log,
    )
    page = signed_in(applicant).get(edit_url(draft)).content.decode()

    assert PREPARING not in page
    [link] = links_to(page, drawing.get_absolute_url())
    assert "download" not in link
    response = signed_in(applicant).get(drawing.get_absolute_url())
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    read_download(response)


@pytest.mark.django_db
def test_the_applicants_page_says_being_prepared_before_the_worker_ran(applicant):
    draft = draft_of(make_project(applicant))
    drawing = drawing_of(draft, applicant)  # never committed here: no worker is asked

    page = signed_in(applicant).get(edit_url(draft)).content.decode()

    assert f'site-map.png <span class="text-body-secondary">({PREPARING}' in page
    [link] = links_to(page, drawing.get_absolute_url())
    assert "see whether it is ready" in page and "download" not in link
