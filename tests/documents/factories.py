"""Sample files (real bytes of each type) and quick builders of documents rows.

``issued_document()`` stores a tiny PDF directly, without rendering, for tests that need
a row to point at (tests/route_world.py); tests of issuing itself go through
``services.document_issue``.
"""

from __future__ import annotations

import hashlib
import io
import itertools
import zipfile

from django.contrib.contenttypes.models import ContentType
from django.core.files.base import ContentFile
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone
from PIL import Image

from lockport_sw.documents import services
from lockport_sw.documents.models import IssuedDocument
from lockport_sw.documents.storage import private_storage


def minimal_pdf(text: str = "Test") -> bytes:
    """A small, valid one-page PDF (objects, xref table and trailer)."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def image_bytes(fmt: str, size=(8, 8)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (11, 61, 102)).save(buffer, format=fmt)
    return buffer.getvalue()


def png_bytes() -> bytes:
    return image_bytes("PNG")


def jpeg_bytes() -> bytes:
    return image_bytes("JPEG")


def tiff_bytes() -> bytes:
    return image_bytes("TIFF")


def heic_bytes() -> bytes:
    """The start of an iPhone HEIC photo: an ISO-BMFF 'ftyp' box of brand heic, then a
    (truncated) 'meta' box. Enough for detection by content."""
    return isobmff_bytes("heic", ["mif1", "heic"])


def isobmff_bytes(major: str, compatible: list[str]) -> bytes:
    """An ISO-BMFF file's start: its 'ftyp' box (major brand, minor version 0, compatible
    brands), then a (truncated) 'meta' box: a HEIF image's, an AVIF's, ..."""
    ftyp = b"ftyp" + major.encode() + b"\x00\x00\x00\x00" + "".join(compatible).encode()
    box = (len(ftyp) + 4).to_bytes(4, "big") + ftyp
    meta = (40).to_bytes(4, "big") + b"meta" + b"\x00" * 32
    return box + meta


def _zip(entries: list[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            archive.writestr(name, data)
    return buffer.getvalue()


CONTENT_TYPES_XML = b'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'


def docx_bytes(macros: bool = False) -> bytes:
    entries = [
        ("[Content_Types].xml", CONTENT_TYPES_XML),
        ("_rels/.rels", b"<Relationships/>"),
        ("word/document.xml", b"<w:document/>"),
    ]
    if macros:
        entries.append(("word/vbaProject.bin", b"\xd0\xcf\x11\xe0VBA"))
    return _zip(entries)


def xlsx_bytes() -> bytes:
    return _zip(
        [
            ("[Content_Types].xml", CONTENT_TYPES_XML),
            ("_rels/.rels", b"<Relationships/>"),
            ("xl/workbook.xml", b"<workbook/>"),
        ]
    )


def zip_bytes() -> bytes:
    return _zip([("notes.txt", b"site notes")])


def exe_bytes() -> bytes:
    """The start of a Windows PE program: 'MZ', a DOS stub."""
    return b"MZ\x90\x00\x03\x00\x00\x00" + b"\x00" * 56 + b"This program cannot be run in DOS mode."


def elf_bytes() -> bytes:
    """The start of a Linux (ELF) program."""
    return b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 120


def text_bytes() -> bytes:
    return b"Site notes: silt fence down on the north side.\n"


def uploaded(name: str, content: bytes, content_type: str = "application/octet-stream"):
    return SimpleUploadedFile(name, content, content_type=content_type)


def upload(
    *, uploaded_by, subject=None, name: str = "site-photo.png", content: bytes | None = None
):
    """An Upload stored through the real service (a small PNG unless told otherwise)."""
    return services.upload_store(
        acting_user=uploaded_by,
        file=uploaded(name, png_bytes() if content is None else content),
        subject=subject,
    )


_numbers = itertools.count(1)


def issued_document(*, subject, issued_by, kind: str = "TEST", title: str = "Test letter"):
    """An IssuedDocument stored directly (no rendering): a fast row for access tests."""
    number = f"{kind}-2000-{next(_numbers):04d}"
    data = minimal_pdf(number)
    name = private_storage.save(f"issued/{kind}/2000/{number}.pdf", ContentFile(data))
    document = IssuedDocument(
        kind=kind,
        number=number,
        title=title,
        subject_type=ContentType.objects.get_for_model(subject),
        subject_id=subject.pk,
        citations=["§ 158-11A"],
        template_name="pdf/base_letter.html",
        file=name,
        sha256=hashlib.sha256(data).hexdigest(),
        size=len(data),
        issued_by=issued_by,
        issued_at=timezone.now(),
    )
    document.save()
    return document


def stored_files(media_root) -> list[str]:
    """Every file under MEDIA_ROOT (relative paths)."""
    from pathlib import Path

    root = Path(media_root)
    if not root.exists():
        return []
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())
