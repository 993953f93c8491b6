"""The signature block of every letter (issue 24, item 7): a Town signer uploads the image
of their signature once ("Your signature"), checked by content, PNG or JPEG only; the
letters they sign print it, its metadata removed. Without one the letter states that it was
signed electronically, by whom and when (tests/test_letter_kinds.py checks every kind)."""

from __future__ import annotations

import io

import pypdf
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from PIL import Image

from lockport_sw.accounts.models import User
from swppp.models import Outcome
from tests.pdf_checks import text
from tests.swppp.factories import decided

pytestmark = pytest.mark.django_db

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def png(with_place: bool = False) -> bytes:
    image = Image.new("RGB", (240, 60), "white")
    for x in range(20, 220):
        image.putpixel((x, 30 + (x % 7)), (10, 10, 60))
    out = io.BytesIO()
    if with_place:
        exif = Image.Exif()
        exif[0x010F] = "PhoneMaker"  # Make
        image.save(out, "JPEG", exif=exif.tobytes())
    else:
        image.save(out, "PNG")
    return out.getvalue()


def _pdf(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


def test_a_signer_uploads_a_signature_image_and_their_letters_print_it(client, smo, applicant):
    client.force_login(smo)
    page = client.post(
        reverse("accounts:my_signature"),
        {"file": SimpleUploadedFile("signature.png", png(), content_type="image/png")},
    )
    assert page.status_code == 302
    smo.refresh_from_db()
    assert smo.signature_image.content_type == "image/png"
    assert smo.history.first().history_change_reason == "Signature image uploaded."

    letter = decided(smo, applicant, Outcome.APPROVE).letter

    data = _pdf(letter)
    words = text(data)
    assert "Signed with the signature of Sam Officer on file" in words
    assert "Signed electronically" not in words
    last = pypdf.PdfReader(io.BytesIO(data)).pages[-1]
    assert len(last.images) == 1  # the signature (the seal is drawn, not an image)


def test_a_photo_of_a_signature_goes_into_the_letter_without_its_metadata(smo, applicant):
    from lockport_sw.accounts.services import signature_image_set

    signature_image_set(
        acting_user=smo, file=SimpleUploadedFile("sig.jpg", png(with_place=True), "image/jpeg")
    )
    smo.refresh_from_db()

    data = _pdf(decided(smo, applicant, Outcome.APPROVE).letter)

    assert b"PhoneMaker" not in data
    with smo.signature_image.file.open("rb") as fh:
        assert b"PhoneMaker" in fh.read()  # kept as uploaded, never printed


def test_without_an_image_the_letter_states_it_was_signed_electronically(smo, applicant):
    data = _pdf(decided(smo, applicant, Outcome.APPROVE).letter)

    words = text(data)
    assert (
        "Signed electronically through the Town of Lockport's stormwater system by "
        "Sam Officer, Stormwater Management Officer, on" in words
    )
    assert not pypdf.PdfReader(io.BytesIO(data)).pages[-1].images


@pytest.mark.parametrize(
    "name, content, says",
    [
        ("signature.pdf", PDF, "is a PDF: a signature is a PNG or JPEG image"),
        ("signature.png", PDF, "signature.png"),  # named as a PNG, a PDF inside
        ("signature.png", b"", "signature.png"),
    ],
)
def test_only_a_png_or_jpeg_checked_by_content_is_kept(client, smo, name, content, says):
    client.force_login(smo)

    page = client.post(
        reverse("accounts:my_signature"), {"file": SimpleUploadedFile(name, content)}
    )

    assert page.status_code == 200
    assert says in page.content.decode()
    assert User.objects.get(pk=smo.pk).signature_image is None


def test_removing_the_image_returns_to_the_electronic_statement(client, smo):
    from lockport_sw.accounts.services import signature_image_set

    signature_image_set(acting_user=smo, file=SimpleUploadedFile("s.png", png(), "image/png"))
    client.force_login(smo)

    assert client.post(reverse("accounts:my_signature"), {"remove": "1"}).status_code == 302
    assert User.objects.get(pk=smo.pk).signature_image is None


def test_an_applicant_has_no_signature_page(client, applicant):
    client.force_login(applicant)
    assert client.get(reverse("accounts:my_signature")).status_code == 403
