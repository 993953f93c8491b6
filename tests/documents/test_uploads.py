"""The upload pipeline: accepted by content, refused with a clear message, nothing stored."""

from __future__ import annotations

import hashlib
import re
from datetime import datetime
from pathlib import Path

import pytest
import time_machine
from django import forms
from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files.uploadedfile import TemporaryUploadedFile
from django.db import connection, transaction
from django.db.utils import IntegrityError
from django.utils.datastructures import MultiValueDict

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.documents import services
from lockport_sw.documents.models import ImmutableRecordError, Upload
from lockport_sw.documents.rendering import render_pdf
from lockport_sw.documents.uploads import (
    UploadField,
    clean_original_name,
    human_size,
    validate_upload,
)
from tests.documents import factories as f

pytestmark = pytest.mark.django_db

NY = TOWN_TZ
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
ACCEPTED_LIST = "accepted types are PDF, PNG, JPEG, TIFF, Word (.docx) and Excel (.xlsx)"


def assert_nothing_stored():
    assert not Upload.objects.exists()
    assert f.stored_files(settings.MEDIA_ROOT) == []


# --- Accepted ---------------------------------------------------------------------------


def weasyprint_pdf() -> bytes:
    return render_pdf("documents_test/notice.html", {"title": "Site plan", "body": "Plan"})


@pytest.mark.parametrize(
    ("name", "make", "mime", "extension"),
    [
        ("plans.pdf", f.minimal_pdf, "application/pdf", "pdf"),
        ("Site Plan (rev 2).PDF", weasyprint_pdf, "application/pdf", "pdf"),
        ("outfall.png", f.png_bytes, "image/png", "png"),
        ("IMG_0042.jpeg", f.jpeg_bytes, "image/jpeg", "jpg"),
        ("scan.tiff", f.tiff_bytes, "image/tiff", "tif"),
        ("report.docx", f.docx_bytes, DOCX, "docx"),
        ("inspection log.xlsx", f.xlsx_bytes, XLSX, "xlsx"),
        ("scan", f.minimal_pdf, "application/pdf", "pdf"),  # no extension: the content decides
    ],
)
@time_machine.travel(datetime(2026, 3, 2, 10, tzinfo=NY), tick=False)
def test_accepted_files_are_stored_under_a_generated_name(applicant, name, make, mime, extension):
    content = make()

    upload = services.upload_store(acting_user=applicant, file=f.uploaded(name, content))

    assert upload.content_type == mime
    assert upload.original_name == name
    assert re.fullmatch(rf"uploads/2026/03/{upload.pk}\.{extension}", upload.file.name)
    stored = Path(settings.MEDIA_ROOT, upload.file.name)
    assert stored.read_bytes() == content
    assert upload.sha256 == hashlib.sha256(content).hexdigest()
    assert upload.size == len(content)
    assert upload.uploaded_by == applicant
    assert upload.subject is None
    assert f.stored_files(settings.MEDIA_ROOT) == [upload.file.name]
    assert upload.get_absolute_url() == f"/documents/uploads/{upload.pk}/"


def test_the_type_is_the_contents_not_the_browsers_claim(applicant):
    upload = services.upload_store(
        acting_user=applicant,
        file=f.uploaded("outfall.png", f.png_bytes(), content_type="application/x-msdownload"),
    )
    assert upload.content_type == "image/png"


def test_an_upload_can_be_attached_to_a_record(applicant, subject):
    upload = f.upload(uploaded_by=applicant, subject=subject)

    upload.refresh_from_db()
    assert upload.subject == subject


def test_a_large_upload_spooled_to_disk_is_stored_too(applicant):
    content = f.minimal_pdf()
    temporary = TemporaryUploadedFile("big-plan.pdf", "application/pdf", len(content), None)
    temporary.write(content)
    temporary.seek(0)

    upload = services.upload_store(acting_user=applicant, file=temporary)
    temporary.close()  # as the request does: the temporary file was moved into storage

    assert Path(settings.MEDIA_ROOT, upload.file.name).read_bytes() == content
    assert upload.sha256 == hashlib.sha256(content).hexdigest()


def test_the_users_file_name_is_kept_only_for_display_and_made_safe(applicant):
    upload = f.upload(uploaded_by=applicant, name="photo\u202egnp.exe.png")

    assert upload.original_name == "photognp.exe.png"  # the right-to-left override is gone
    assert "photo" not in upload.file.name
    assert clean_original_name("..\\..\\etc\\passwd.png") == "passwd.png"
    assert clean_original_name("line\nbreak.pdf") == "linebreak.pdf"
    assert clean_original_name("") == "file"
    long = clean_original_name("x" * 300 + ".pdf")
    assert len(long) == 255 and long.endswith(".pdf")


# --- Refused, with a clear message, and nothing stored --------------------------------


@pytest.mark.parametrize(
    ("name", "make", "message"),
    [
        (
            "archive.zip",
            f.zip_bytes,
            f"This file is a ZIP archive (.zip); {ACCEPTED_LIST}.",
        ),
        (
            "setup.exe",
            f.exe_bytes,
            f"This file is a Windows program (.exe); {ACCEPTED_LIST}.",
        ),
        (
            "plans.pdf",
            f.exe_bytes,
            "‘plans.pdf’ is named like a PDF but its content is a Windows program (.exe); "
            f"{ACCEPTED_LIST}.",
        ),
        (
            "plans.pdf",
            f.elf_bytes,
            "‘plans.pdf’ is named like a PDF but its content is a Linux program "
            f"(an ELF executable); {ACCEPTED_LIST}.",
        ),
        (
            "notes.txt",
            f.text_bytes,
            "The content of ‘notes.txt’ is not one of the accepted types (PDF, PNG, JPEG, TIFF, "
            "Word (.docx) and Excel (.xlsx)). Save or print it as a PDF and upload that.",
        ),
        (
            "plans.pdf",
            f.text_bytes,
            "‘plans.pdf’ is named like a PDF but its content is not a PDF (the file may be "
            f"damaged, or renamed from another type); {ACCEPTED_LIST}.",
        ),
        (
            "photo.pdf",
            f.png_bytes,
            "‘photo.pdf’ is named like a PDF but its content is a PNG image; rename it to end "
            "in .png, or choose the right file.",
        ),
        (
            "budget.xlsx",
            f.docx_bytes,
            "‘budget.xlsx’ is named like an Excel workbook (.xlsx) but its content is a Word "
            "document (.docx); rename it to end in .docx, or choose the right file.",
        ),
        (
            "report.docx",
            lambda: f.docx_bytes(macros=True),
            "‘report.docx’ contains macros, which are not accepted; save it as a plain .docx "
            "file without macros, or as a PDF, and upload that.",
        ),
        (
            "empty.pdf",
            lambda: b"",
            "‘empty.pdf’ is empty (0 bytes); choose the file again. If it is empty on your "
            "device too, it may not have finished downloading or syncing.",
        ),
    ],
)
def test_refused_files_say_why_and_nothing_is_stored(applicant, name, make, message):
    with pytest.raises(ValidationError) as exc:
        services.upload_store(acting_user=applicant, file=f.uploaded(name, make()))

    assert exc.value.message_dict == {"file": [message]}
    assert_nothing_stored()


def test_an_oversized_file_is_refused_with_both_sizes(applicant, settings):
    settings.UPLOAD_MAX_BYTES = 1024 * 1024
    content = f.minimal_pdf() + b"\x00" * (1024 * 1024 + 512 * 1024)

    with pytest.raises(ValidationError) as exc:
        services.upload_store(acting_user=applicant, file=f.uploaded("plans.pdf", content))

    assert exc.value.message_dict["file"][0].startswith("The file is 1.5 MB; the limit is 1 MB.")
    assert_nothing_stored()


def test_the_default_limit_is_25_mb():
    content = b"%PDF-1.4\n" + b"\x00" * (31_667_405 - 9)  # 30.2 MB

    with pytest.raises(ValidationError) as exc:
        validate_upload(f.uploaded("survey.pdf", content))

    assert settings.UPLOAD_MAX_BYTES == 25 * 1024 * 1024
    assert exc.value.messages[0].startswith("The file is 30.2 MB; the limit is 25 MB.")


def test_sizes_read_the_way_people_say_them():
    assert human_size(1) == "1 byte"
    assert human_size(900) == "900 bytes"
    assert human_size(2048) == "2 KB"
    assert human_size(25 * 1024 * 1024) == "25 MB"
    assert human_size(31_667_405) == "30.2 MB"


def test_a_file_just_over_the_limit_shows_exact_bytes(settings):
    settings.UPLOAD_MAX_BYTES = 1024 * 1024
    content = f.minimal_pdf() + b"\x00" * (1024 * 1024 - len(f.minimal_pdf()) + 10)

    with pytest.raises(ValidationError) as exc:
        validate_upload(f.uploaded("plans.pdf", content))

    assert "The file is 1,048,586 bytes; the limit is 1,048,576 bytes." in exc.value.messages[0]


def test_a_failure_while_recording_removes_the_stored_file(applicant, monkeypatch):
    def fail(self, *args, **kwargs):
        raise IntegrityError("the row could not be written")

    monkeypatch.setattr(Upload, "save", fail)

    with pytest.raises(IntegrityError, match="the row could not be written"):
        f.upload(uploaded_by=applicant)

    assert f.stored_files(settings.MEDIA_ROOT) == []


def test_only_an_active_signed_in_user_uploads(make_user):
    from django.contrib.auth.models import AnonymousUser

    for user in (AnonymousUser(), make_user("applicant", is_active=False)):
        with pytest.raises(PermissionDenied, match="Only a signed-in, active user"):
            f.upload(uploaded_by=user)
    assert_nothing_stored()


def test_an_upload_is_never_changed_or_deleted(applicant):
    upload = f.upload(uploaded_by=applicant)

    upload.original_name = "other.png"
    with pytest.raises(ImmutableRecordError, match="cannot be changed once stored"):
        upload.save()
    with pytest.raises(ImmutableRecordError, match="is never deleted"):
        upload.delete()
    with pytest.raises(ImmutableRecordError, match="uploads are never deleted"):
        Upload.objects.all().delete()
    with (
        pytest.raises(IntegrityError, match="written once"),
        transaction.atomic(),
        connection.cursor() as cursor,
    ):
        cursor.execute("DELETE FROM documents_upload WHERE id = %s", [upload.pk])
    assert Upload.objects.filter(pk=upload.pk).exists()


# --- Forms: the error beside the field ---------------------------------------------------


class EvidenceForm(forms.Form):
    description = forms.CharField()
    photo = UploadField()


class PlainFieldForm(forms.Form):
    plans = forms.FileField(validators=[validate_upload], allow_empty_file=True)


def test_a_form_shows_the_refusal_beside_the_field():
    form = EvidenceForm(
        data={"description": "Outfall at Robinson Road"},
        files=MultiValueDict({"photo": [f.uploaded("plans.pdf", f.exe_bytes())]}),
    )

    assert not form.is_valid()
    assert list(form.errors) == ["photo"]
    [message] = form.errors["photo"]
    assert message.startswith(
        "‘plans.pdf’ is named like a PDF but its content is a Windows program"
    )
    html = str(form["photo"].errors)
    assert "errorlist" in html and "Windows program" in html
    assert_nothing_stored()


def test_a_form_field_accepts_a_good_file_and_tells_its_type():
    form = EvidenceForm(
        data={"description": "Outfall"},
        files=MultiValueDict({"photo": [f.uploaded("outfall.jpg", f.jpeg_bytes())]}),
    )

    assert form.is_valid(), form.errors
    assert form.cleaned_data["photo"].detected_type.mime == "image/jpeg"


def test_the_field_tells_the_browser_and_the_user_what_is_accepted():
    field = EvidenceForm().fields["photo"]
    rendered = str(EvidenceForm()["photo"])

    assert ".pdf" in field.widget.attrs["accept"]
    assert "heic" not in field.widget.attrs["accept"] and "heif" not in field.widget.attrs["accept"]
    assert 'accept="' in rendered
    assert str(field.help_text) == (
        "PDF, PNG, JPEG, TIFF, Word (.docx) and Excel (.xlsx); up to 25 MB."
    )


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("archive.zip", f.zip_bytes(), "This file is a ZIP archive"),
        ("empty.pdf", b"", "‘empty.pdf’ is empty"),
    ],
)
def test_validate_upload_works_as_a_plain_validator(name, content, fragment):
    form = PlainFieldForm(files=MultiValueDict({"plans": [f.uploaded(name, content)]}))

    assert not form.is_valid()
    assert form.errors["plans"][0].startswith(fragment)


def test_a_refused_service_error_lands_beside_the_field(applicant):
    from lockport_sw.core.forms import apply_validation_error

    class AttachForm(forms.Form):
        file = forms.FileField()

    form = AttachForm(files=MultiValueDict({"file": [f.uploaded("a.zip", f.zip_bytes())]}))
    assert form.is_valid()
    with pytest.raises(ValidationError) as exc:
        services.upload_store(acting_user=applicant, file=form.cleaned_data["file"])
    apply_validation_error(form, exc.value)

    assert form.errors["file"][0].startswith("This file is a ZIP archive")
    assert_nothing_stored()


# --- HEIC/HEIF: refused on every path (issue 45, item 2) ---------------------------------
# Pillow cannot read HEIC/HEIF here (no pillow-heif wheel): its pixels could be neither
# counted before decoding nor copied without metadata, so it is refused at upload, with
# what to do instead, and nothing is saved.

HEIF_SAYS = (
    "Photos must be JPEG, PNG or TIFF. On an iPhone, choose Settings > Camera > Formats > Most "
    "Compatible, or send the photo as JPEG."
)
HEIF = [
    pytest.param("IMG_0043.HEIC", f.heic_bytes, id="iphone-heic"),
    pytest.param(
        "IMG_0044.heif", lambda: f.isobmff_bytes("mif1", ["mif1", "heic"]), id="mif1-heif"
    ),
    pytest.param("IMG_0045.HEIC", lambda: f.isobmff_bytes("heix", ["mif1", "heix"]), id="heix"),
    pytest.param("burst.heic", lambda: f.isobmff_bytes("msf1", ["msf1", "hevc"]), id="sequence"),
    # Renamed: the content decides.
    pytest.param("IMG_0046.jpg", f.heic_bytes, id="named-jpeg"),
    pytest.param("photo", f.heic_bytes, id="no-extension"),
    # Named HEIC, content cut short to no type at all: the person meant a HEIC photo.
    pytest.param("IMG_0047.HEIC", lambda: b"\x00\x00\x00\x18ftyp", id="cut-short"),
]


def heif_refusal(name: str) -> str:
    return f"‘{name}’ is a HEIC (HEIF) photo, which this system cannot open. {HEIF_SAYS}"


def page_text(response) -> str:
    import html

    return html.unescape(response.content.decode())


@pytest.mark.parametrize(("name", "make"), HEIF)
def test_heic_is_refused_by_the_pipeline_saying_what_to_do(name, make):
    with pytest.raises(ValidationError) as refused:
        validate_upload(f.uploaded(name, make()))

    assert refused.value.messages == [heif_refusal(name)]
    assert refused.value.error_list[0].code == "heif"


def test_an_avif_image_is_not_taken_for_heic():
    with pytest.raises(ValidationError) as refused:
        validate_upload(f.uploaded("photo.avif", f.isobmff_bytes("mif1", ["mif1", "avif"])))

    assert "HEIC" not in refused.value.messages[0]
    assert refused.value.messages[0].startswith("This file is an AVIF image (.avif)")


@pytest.mark.parametrize(("name", "make"), HEIF)
def test_heic_is_refused_at_the_one_gate_and_nothing_is_stored(applicant, name, make):
    """The gate every path stores through (SWPPP files, inspection, outfall, screening and
    follow-up photos, appeal and violation files, bonds, as-built plans, signatures)."""
    with pytest.raises(ValidationError) as refused:
        services.upload_store(acting_user=applicant, file=f.uploaded(name, make()))

    assert refused.value.message_dict == {"file": [heif_refusal(name)]}
    assert_nothing_stored()


def test_heic_is_refused_beside_an_upload_field():
    form = EvidenceForm(
        data={"description": "Outfall"},
        files=MultiValueDict({"photo": [f.uploaded("IMG_0043.HEIC", f.heic_bytes())]}),
    )

    assert not form.is_valid()
    assert form.errors["photo"] == [heif_refusal("IMG_0043.HEIC")]


def test_heic_public_report_photo_is_refused_beside_the_field(client):
    from illicit.models import Report
    from tests.illicit.test_public_report import URL, form_data

    page = client.post(
        URL, {**form_data(), "photos": [f.uploaded("IMG_0043.HEIC", f.heic_bytes())]}
    )

    assert page.status_code == 200
    assert heif_refusal("IMG_0043.HEIC") in page_text(page)
    assert "Suds in the ditch by the culvert." in page_text(page)  # kept as typed
    assert not Report.objects.exists()
    assert_nothing_stored()


def test_heic_signature_image_is_refused_beside_the_field(smo, client):
    from django.urls import reverse

    from lockport_sw.accounts.models import User

    client.force_login(smo)
    page = client.post(
        reverse("accounts:my_signature"), {"file": f.uploaded("IMG_0043.HEIC", f.heic_bytes())}
    )

    assert page.status_code == 200
    assert heif_refusal("IMG_0043.HEIC") in page_text(page)
    assert User.objects.get(pk=smo.pk).signature_image is None
    assert_nothing_stored()


def test_heic_swppp_answer_file_is_refused_beside_the_field(applicant, client):
    from swppp.models import ChecklistItem, ItemAnswer
    from tests.swppp.factories import draft_of, make_project
    from tests.swppp.test_no_lost_work import draft_page, edit_url

    draft = draft_of(make_project(applicant))
    drawings = ChecklistItem.objects.get(code="159-5B(1)(b)")
    client.force_login(applicant)

    page = client.post(
        edit_url(draft),
        draft_page(
            draft,
            **{f"answer-{drawings.pk}-files": [f.uploaded("IMG_0043.HEIC", f.heic_bytes())]},
        ),
    )

    assert page.status_code == 200
    assert heif_refusal("IMG_0043.HEIC") in page_text(page)
    assert not ItemAnswer.objects.exists()
    assert_nothing_stored()


def test_heic_site_log_photo_is_refused(applicant):
    from inspections.services import site_log
    from tests.inspections.sitelog_factories import entry, local
    from tests.swppp.factories import make_project

    project = make_project(applicant)
    with time_machine.travel(local(2026, 4, 6, 8), tick=False):
        log = site_log.site_log_open(
            acting_user=applicant, subject=project, opened_at=local(2026, 4, 6, 7)
        )
    with (
        time_machine.travel(local(2026, 4, 10, 12), tick=False),
        pytest.raises(ValidationError) as refused,
    ):
        entry(
            applicant,
            log,
            local(2026, 4, 10, 11),
            photos=[f.uploaded("IMG_0043.HEIC", f.heic_bytes())],
        )
    assert heif_refusal("IMG_0043.HEIC") in refused.value.message_dict["photos"]
    assert_nothing_stored()


def test_photo_fields_say_and_offer_only_the_formats_taken():
    from illicit.forms import ReportForm
    from inspections.forms import SiteLogEntryForm

    for form, field in ((ReportForm(), "photos"), (SiteLogEntryForm(), "photos")):
        bound = form[field]
        accept = bound.field.widget.attrs["accept"].split(",")
        assert "image/jpeg" in accept and "image/png" in accept
        assert not [a for a in accept if "heic" in a or "heif" in a or "pdf" in a]
        assert "JPEG, PNG or TIFF photos" in str(bound.help_text)
        assert f'accept="{bound.field.widget.attrs["accept"]}"' in str(bound)
