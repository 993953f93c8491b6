"""Pixel floods (issue 45, item 2; ASVS 5.2.3): an image's dimensions are read from its
header before anything decodes it; one over the pixel limit (about 40 megapixels) or
whose picture cannot be decoded is refused at upload, beside the field, on every upload
path. The copy without metadata is made once, by a worker, and downloads serve it
(never decoding in the request); no image answers 500 through any link."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from PIL import Image

from illicit.models import Report
from lockport_sw.accounts.models import User
from lockport_sw.documents.models import StrippedCopy, Upload
from lockport_sw.documents.services import stripped_copy_make
from lockport_sw.documents.uploads import validate_upload
from swppp.models import ChecklistItem, ItemAnswer
from swppp.services import plans
from tests.conditions import wait_until
from tests.documents import factories as f
from tests.downloads import read_download
from tests.swppp.factories import ask_signature, complete, draft_of, make_project


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def flood_png() -> bytes:
    """A 74-byte PNG whose header declares 60,000 x 60,000 pixels (3.6 gigapixels)."""
    header = struct.pack(">IIBBBBB", 60_000, 60_000, 1, 0, 0, 0, 0)  # 1-bit grey
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(b"\x00" * 64, 9))
        + _chunk(b"IEND", b"")
    )


def huge_png() -> bytes:
    """A real, decodable 13,000 x 13,000 PNG (169 megapixels) of a few KB: one bit a pixel."""
    out = io.BytesIO()
    Image.new("1", (13_000, 13_000)).save(out, "PNG", optimize=True)
    return out.getvalue()


def cut_short_png() -> bytes:
    """A PNG whose header is sound but whose pixels stop half way."""
    out = io.BytesIO()
    Image.effect_noise((200, 200), 60).save(out, "PNG")
    data = out.getvalue()
    return data[: len(data) // 2]


HOSTILE = [
    pytest.param("flood.png", flood_png, "more than 40 megapixels", id="74-byte-60000px"),
    pytest.param("huge.png", huge_png, "more than 40 megapixels", id="13000px"),
    pytest.param("cut.png", cut_short_png, "cannot be read", id="cut-short"),
]


def test_the_flood_png_is_74_bytes_and_the_huge_one_small():
    assert len(flood_png()) <= 80
    assert len(huge_png()) < 1024 * 1024


@pytest.mark.parametrize(("name", "make", "says"), HOSTILE)
def test_the_pipeline_refuses_by_the_header_before_decoding(name, make, says):
    with pytest.raises(ValidationError) as refused:
        validate_upload(SimpleUploadedFile(name, make()))
    assert says in " ".join(refused.value.messages)


def test_an_image_over_the_limit_names_its_dimensions(settings):
    settings.UPLOAD_MAX_IMAGE_PIXELS = 100_000_000  # 169 MP: over, but under twice the limit
    with pytest.raises(ValidationError) as refused:
        validate_upload(SimpleUploadedFile("huge.png", huge_png()))
    assert (
        "13,000 × 13,000 pixels (169 megapixels); the limit is 100 megapixels"
        in (refused.value.messages[0])
    )


def test_an_image_within_the_limit_is_accepted(settings):
    settings.UPLOAD_MAX_IMAGE_PIXELS = 13_000 * 13_000
    assert validate_upload(SimpleUploadedFile("huge.png", huge_png())).mime == "image/png"


# --- every upload path -------------------------------------------------------------------


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "make", "says"), HOSTILE)
def test_a_public_report_photo_is_refused_beside_the_field(client, name, make, says):
    from tests.illicit.test_public_report import URL, form_data

    page = client.post(URL, {**form_data(), "photos": [SimpleUploadedFile(name, make())]})

    assert page.status_code == 200
    assert says in page.content.decode()
    assert "Suds in the ditch by the culvert." in page.content.decode()  # kept as typed
    assert not Report.objects.exists() and not Upload.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "make", "says"), HOSTILE)
def test_a_signature_image_is_refused_beside_the_field(smo, name, make, says):
    page = signed_in(smo).post(
        reverse("accounts:my_signature"), {"file": SimpleUploadedFile(name, make())}
    )

    assert page.status_code == 200
    assert says in page.content.decode()
    assert User.objects.get(pk=smo.pk).signature_image is None
    assert not Upload.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "make", "says"), HOSTILE)
def test_a_swppp_answer_file_is_refused_beside_the_field(applicant, name, make, says):
    from tests.swppp.test_no_lost_work import draft_page, edit_url

    draft = draft_of(make_project(applicant))
    drawings = ChecklistItem.objects.get(code="159-5B(1)(b)")

    page = signed_in(applicant).post(
        edit_url(draft),
        draft_page(draft, **{f"answer-{drawings.pk}-files": [SimpleUploadedFile(name, make())]}),
    )

    assert page.status_code == 200
    assert says in page.content.decode()
    assert not ItemAnswer.objects.exists() and not Upload.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "make", "says"), HOSTILE)
def test_a_site_inspection_photo_is_refused(applicant, name, make, says):
    import time_machine

    from inspections.services import site_log
    from tests.inspections.sitelog_factories import entry, local

    project = make_project(applicant)
    with time_machine.travel(local(2026, 4, 6, 8), tick=False):
        log = site_log.site_log_open(
            acting_user=applicant, subject=project, opened_at=local(2026, 4, 6, 7)
        )
    with (
        time_machine.travel(local(2026, 4, 10, 12), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        entry(applicant, log, local(2026, 4, 10, 11), photos=[SimpleUploadedFile(name, make())])
    assert says in " ".join(refused.value.message_dict["photos"])
    assert not Upload.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "make", "says"), HOSTILE)
def test_any_other_upload_through_the_one_gate_is_refused(applicant, name, make, says):
    """Every other path (inspection and outfall photos, appeal and violation files, bonds,
    as-built plans) stores through documents.services.upload_store, which runs the check."""
    with pytest.raises(ValidationError) as refused:
        f.upload(uploaded_by=applicant, name=name, content=make())
    assert says in " ".join(refused.value.message_dict["file"])
    assert not Upload.objects.exists()


# --- the copy without metadata: once, by a worker ----------------------------------------


@pytest.mark.worker
@pytest.mark.slow
def test_a_real_worker_makes_the_copy_once_and_downloads_serve_it(applicant, celery_worker):
    upload = f.upload(uploaded_by=applicant, name="outfall.png", content=f.png_bytes())

    copy = wait_until(
        lambda: StrippedCopy.objects.filter(upload=upload).first(),
        60,
        "the worker to make the copy without metadata",
        interval=0.5,
        explain=celery_worker.log,
    )
    assert copy.made and copy.file.name != upload.file.name
    with copy.file.open("rb") as stored:
        made = stored.read()
    response = signed_in(applicant).get(upload.get_absolute_url())
    assert response.status_code == 200
    assert read_download(response) == made  # the stored copy, not one made now
    # Asked again, the worker leaves the copy as it was.
    assert stripped_copy_make(upload.pk) is True
    assert StrippedCopy.objects.filter(upload=upload).count() == 1


@pytest.mark.django_db
def test_a_photo_not_yet_copied_is_being_prepared_not_decoded(applicant):
    upload = f.upload(uploaded_by=applicant, name="outfall.png", content=f.png_bytes())

    response = signed_in(applicant).get(upload.get_absolute_url())

    assert response.status_code == 202
    assert "being prepared" in response.content.decode()
    assert response["Retry-After"]
    assert not StrippedCopy.objects.exists()  # the request made nothing


# --- through a professional's signing link -----------------------------------------------


@pytest.mark.django_db
def test_159_5B4_an_image_opens_through_the_signing_link(applicant):
    draft = complete(draft_of(make_project(applicant)), applicant, sign=False)
    drawing = plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=ChecklistItem.objects.get(code="159-5B(1)(b)"),
        text="See the site map.",
        files=[SimpleUploadedFile("site-map.png", f.png_bytes())],
    ).uploads.get()
    request = ask_signature(draft, applicant)
    url = reverse("swppp:professional_file", args=[request.token, drawing.pk])
    engineer = Client()  # no account: AnonymousUser has no roles

    assert engineer.get(url).status_code == 202  # being prepared, not a 500
    stripped_copy_make(drawing.pk)
    response = engineer.get(url)

    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert Image.open(io.BytesIO(read_download(response))).size == (8, 8)
