"""Issue 9, item 7: compressed uploads (zip bombs) and a PDF that also parses as HTML."""

from __future__ import annotations

import io
import zipfile

import pytest
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from lockport_sw.documents import services
from lockport_sw.documents.models import Upload
from tests.documents import factories as f

pytestmark = pytest.mark.django_db

MiB = 1024 * 1024


def _docx_with(members: list[tuple[str, int]]) -> bytes:
    """A .docx whose members are ``(name, inflated size)`` of zeros, streamed in."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("[Content_Types].xml", f.CONTENT_TYPES_XML)
        archive.writestr("_rels/.rels", b"<Relationships/>")
        archive.writestr("word/document.xml", b"<w:document/>")
        for name, size in members:
            with archive.open(name, "w", force_zip64=True) as member:
                chunk = b"\0" * MiB
                for _ in range(size // MiB):
                    member.write(chunk)
    return buffer.getvalue()


def _store(applicant, name: str, content: bytes):
    return services.upload_store(acting_user=applicant, file=SimpleUploadedFile(name, content))


def test_a_docx_inflating_to_200_mib_is_refused_with_a_clear_message(applicant):
    bomb = _docx_with([("word/media/padding.bin", 200 * MiB)])
    assert len(bomb) < 1 * MiB  # small on the wire

    with pytest.raises(ValidationError) as refused:
        _store(applicant, "site plan.docx", bomb)

    error = refused.value.error_dict["file"][0]
    assert error.code == "inflates_too_much"
    assert "unpacks to more than 100 MB" in error.message
    assert not Upload.objects.exists()


def test_what_a_member_really_inflates_to_is_measured_not_what_its_header_says():
    from lockport_sw.documents.uploads import _inflates_past

    sixteen = io.BytesIO(_docx_with([("word/media/padding.bin", 16 * MiB)]))
    assert _inflates_past(sixteen, 8 * MiB)
    assert not _inflates_past(sixteen, 32 * MiB)


def test_a_docx_with_too_many_parts_is_refused(applicant, settings):
    settings.UPLOAD_MAX_ARCHIVE_MEMBERS = 50
    many = _docx_with([(f"word/part{n}.xml", 0) for n in range(60)])

    with pytest.raises(ValidationError) as refused:
        _store(applicant, "parts.docx", many)

    error = refused.value.error_dict["file"][0]
    assert error.code == "too_many_parts"
    assert "made of 63 parts; the limit is 50" in error.message


def test_an_ordinary_docx_and_xlsx_are_still_accepted(applicant):
    assert _store(applicant, "report.docx", f.docx_bytes()).content_type.endswith("document")
    assert _store(applicant, "sheet.xlsx", f.xlsx_bytes()).content_type.endswith("sheet")


def test_a_pdf_that_also_parses_as_html_is_served_only_as_an_attachment_never_sniffed(
    applicant,
):
    polyglot = (
        b"%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n"
        + f.minimal_pdf()[9:]
    )
    upload = _store(applicant, "plan.pdf", polyglot)
    client = Client()
    client.force_login(applicant)

    response = client.get(upload.get_absolute_url())

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == 'attachment; filename="plan.pdf"'
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "no-store" in response["Cache-Control"]
