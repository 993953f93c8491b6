"""Downloads: permission-checked, as attachments; hidden (404) from who may not see them."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse

from lockport_sw.accounts.roles import Role
from lockport_sw.documents.access import (
    can_view_upload,
    checker_for,
    register_subject_access,
)
from lockport_sw.documents.services import stripped_copy_make
from lockport_sw.documents.views import IntegrityCheckFailed
from lockport_sw.registry.models import Party, Property
from tests.documents import factories as f
from tests.downloads import read_download
from tests.factories import PartyFactory

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def assert_private_attachment(response, *, filename: str, content_type: str):
    assert response.status_code == 200
    assert response["Content-Disposition"] == f'attachment; filename="{filename}"'
    assert response["Content-Type"] == content_type
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Cache-Control"] == "private, no-store"


# --- Uploads ----------------------------------------------------------------------------


def test_the_uploader_downloads_their_file_as_an_attachment(applicant):
    content = f.png_bytes()
    upload = f.upload(uploaded_by=applicant, name="outfall photo.png", content=content)
    # Until the worker has made the copy without metadata, the download says so.
    waiting = signed_in(applicant).get(upload.get_absolute_url())
    assert waiting.status_code == 202 and b"being prepared" in waiting.content
    stripped_copy_make(upload.pk)  # what the worker's task runs (tests/documents/test_pixels.py)

    response = signed_in(applicant).get(upload.get_absolute_url())

    assert_private_attachment(response, filename="outfall photo.png", content_type="image/png")
    # Outside staff pages a photo is a copy without its metadata: the same pixels.
    from io import BytesIO

    from PIL import Image

    got = Image.open(BytesIO(read_download(response)))
    assert got.tobytes() == Image.open(BytesIO(content)).convert(got.mode).tobytes()


def test_another_applicant_gets_404(applicant, make_user):
    upload = f.upload(uploaded_by=applicant)

    response = signed_in(make_user(Role.APPLICANT)).get(upload.get_absolute_url())

    assert response.status_code == 404


def test_an_anonymous_visitor_is_sent_to_sign_in(applicant, client):
    upload = f.upload(uploaded_by=applicant)

    response = client.get(upload.get_absolute_url())

    assert response.status_code == 302
    assert response.url.startswith(reverse("account_login"))
    assert "next=" in response.url


@pytest.mark.parametrize("role", [Role.SMO, Role.INSPECTOR, Role.CLERK, Role.TOWN_ATTORNEY])
def test_town_office_staff_download_any_upload(applicant, make_user, role):
    upload = f.upload(uploaded_by=applicant)

    response = signed_in(make_user(role)).get(upload.get_absolute_url())

    assert response.status_code == 200


@pytest.mark.parametrize("role", [Role.TOWN_BOARD, Role.REVIEWING_BODY])
def test_other_town_roles_do_not_see_an_upload_without_a_rule_for_its_subject(
    applicant, make_user, subject, role
):
    unattached = f.upload(uploaded_by=applicant)
    attached = f.upload(uploaded_by=applicant, subject=subject)
    client = signed_in(make_user(role))

    assert client.get(unattached.get_absolute_url()).status_code == 404
    assert client.get(attached.get_absolute_url()).status_code == 404


def test_a_subject_checker_decides_who_else_sees_attached_files(applicant, make_user, subject):
    neighbour, stranger = make_user(Role.APPLICANT), make_user(Role.APPLICANT)
    register_subject_access(Property, lambda user, prop: user == neighbour and prop == subject)
    upload = f.upload(uploaded_by=applicant, subject=subject)
    stripped_copy_make(upload.pk)

    assert signed_in(neighbour).get(upload.get_absolute_url()).status_code == 200
    assert signed_in(stranger).get(upload.get_absolute_url()).status_code == 404
    # The uploader keeps seeing their own file whatever the checker says.
    assert signed_in(applicant).get(upload.get_absolute_url()).status_code == 200


def test_a_renamed_type_downloads_with_the_detected_extension(applicant):
    upload = f.upload(uploaded_by=applicant, name="scan", content=f.minimal_pdf())

    response = signed_in(applicant).get(upload.get_absolute_url())

    assert_private_attachment(response, filename="scan.pdf", content_type="application/pdf")


def test_an_unknown_upload_is_404(applicant):
    url = reverse("documents:upload_download", kwargs={"pk": uuid.uuid4()})
    assert signed_in(applicant).get(url).status_code == 404


def test_files_are_not_reachable_under_media_url(applicant):
    upload = f.upload(uploaded_by=applicant)

    response = signed_in(applicant).get(settings.MEDIA_URL + upload.file.name)

    assert response.status_code == 404
    with pytest.raises(ValueError, match="no URL"):
        _ = upload.file.url


def test_downloads_answer_only_reads(applicant):
    upload = f.upload(uploaded_by=applicant)
    assert signed_in(applicant).post(upload.get_absolute_url()).status_code == 405


# --- Issued documents -------------------------------------------------------------------


def test_office_staff_download_an_issued_document(smo, subject):
    document = f.issued_document(subject=subject, issued_by=smo)

    response = signed_in(smo).get(document.get_absolute_url())

    assert_private_attachment(
        response, filename=f"{document.number}.pdf", content_type="application/pdf"
    )
    assert read_download(response) == Path(settings.MEDIA_ROOT, document.file.name).read_bytes()


def test_an_issued_document_follows_its_subjects_checker(smo, make_user):
    owner, other = make_user(Role.APPLICANT), make_user(Role.APPLICANT)
    party = PartyFactory(user=owner)
    document = f.issued_document(subject=party, issued_by=smo)
    url = document.get_absolute_url()

    assert signed_in(owner).get(url).status_code == 404  # no checker yet: office only

    register_subject_access(Party, lambda user, p: p.user_id == user.pk)

    assert signed_in(owner).get(url).status_code == 200
    assert signed_in(other).get(url).status_code == 404
    assert signed_in(make_user(Role.TOWN_BOARD)).get(url).status_code == 404
    assert signed_in(smo).get(url).status_code == 200
    assert owner.has_perm("documents.view_issueddocument", document)
    assert not other.has_perm("documents.view_issueddocument", document)


def test_an_unknown_document_number_is_404(smo):
    url = reverse("documents:issued_download", kwargs={"number": "NOV-2026-9999"})
    assert signed_in(smo).get(url).status_code == 404


def test_an_issued_file_that_changed_on_disk_is_not_served(smo, subject):
    document = f.issued_document(subject=subject, issued_by=smo)
    Path(settings.MEDIA_ROOT, document.file.name).write_bytes(f.minimal_pdf("Altered"))

    with pytest.raises(IntegrityCheckFailed, match=document.number):
        signed_in(smo).get(document.get_absolute_url())


# --- The registry and the rules -------------------------------------------------------


def test_a_checker_covers_subclasses_and_must_be_callable():
    class Marker:
        pass

    register_subject_access(Property, lambda user, obj: True)

    assert checker_for(Property) is not None
    assert checker_for(Party) is None
    assert checker_for(None) is None
    with pytest.raises(TypeError, match="Expected a model class"):
        register_subject_access(Marker, lambda user, obj: True)
    with pytest.raises(TypeError, match="can_view must be a callable"):
        register_subject_access(Property, "yes")


def test_the_rules_answer_no_without_an_object_or_a_user(applicant):
    from django.contrib.auth.models import AnonymousUser

    upload = f.upload(uploaded_by=applicant)

    assert not applicant.has_perm("documents.view_upload")
    assert not can_view_upload(AnonymousUser(), upload)
    assert applicant.has_perm("documents.view_upload", upload)


def test_a_checker_is_not_asked_when_the_subject_is_gone(applicant, make_user, subject, smo):
    asked = []
    register_subject_access(Property, lambda user, prop: asked.append(prop) or True)
    upload = f.upload(uploaded_by=applicant, subject=subject)
    Property.objects.filter(pk=subject.pk).delete()
    upload = type(upload).objects.get(pk=upload.pk)

    assert not make_user(Role.APPLICANT).has_perm("documents.view_upload", upload)
    assert asked == []


# --- Admin: read only ------------------------------------------------------------------


def test_the_admin_shows_documents_read_only(smo, subject, make_user):
    admin = make_user(is_staff=True, is_superuser=True)
    document = f.issued_document(subject=subject, issued_by=smo)
    upload = f.upload(uploaded_by=smo)
    client = signed_in(admin)

    for model, obj in (("issueddocument", document), ("upload", upload)):
        changelist = client.get(reverse(f"admin:documents_{model}_changelist"))
        detail = client.get(reverse(f"admin:documents_{model}_change", args=[obj.pk]))
        assert changelist.status_code == 200
        assert detail.status_code == 200
        assert obj.get_absolute_url() in detail.content.decode()
        assert client.get(reverse(f"admin:documents_{model}_add")).status_code == 403
        assert (
            client.get(reverse(f"admin:documents_{model}_delete", args=[obj.pk])).status_code == 403
        )


# --- A record's files ----------------------------------------------------------------


def test_a_records_files_list_links_to_the_downloads(
    smo, applicant, subject, django_assert_num_queries
):
    from django.template.loader import render_to_string

    from lockport_sw.documents import selectors

    first = f.issued_document(subject=subject, issued_by=smo)
    f.issued_document(subject=PartyFactory(), issued_by=smo)  # another record's
    upload = f.upload(uploaded_by=applicant, subject=subject, name="outfall.png")
    f.upload(uploaded_by=applicant)  # attached to nothing

    with django_assert_num_queries(2):  # one per list, however many files
        documents = list(selectors.issued_documents_for(subject))
        uploads = list(selectors.uploads_for(subject))
        html = render_to_string(
            "documents/_attachments.html", {"documents": documents, "uploads": uploads}
        )

    assert [d.number for d in documents] == [first.number]
    assert [u.pk for u in uploads] == [upload.pk]
    assert first.get_absolute_url() in html and upload.get_absolute_url() in html
    assert "outfall.png" in html
