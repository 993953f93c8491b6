"""Issued documents: the PDF, its number, its hash, immutability and corrections."""

from __future__ import annotations

import hashlib
import io
from datetime import UTC, datetime
from pathlib import Path

import pypdf
import pytest
import time_machine
from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, connection, transaction
from django.template import TemplateDoesNotExist

from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.core.models import ReferenceSeries
from lockport_sw.documents import services
from lockport_sw.documents.fetcher import LocalOnlyFetcher, RefusedURL
from lockport_sw.documents.models import ImmutableRecordError, IssuedDocument
from lockport_sw.documents.rendering import (
    code_chapters,
    font_configuration,
    letter_stylesheet,
    render_pdf,
)
from tests.documents.factories import stored_files
from tests.factories import PropertyFactory
from tests.pdf_checks import layouts, walk_boxes

pytestmark = pytest.mark.django_db

NY = TOWN_TZ
MARCH_2_2026 = datetime(2026, 3, 2, 10, 30, tzinfo=NY)
TEMPLATE = "documents_test/notice.html"


def issue(user, subject, *, kind="NOV", citations=("§ 158-11A",), **overrides):
    arguments = {
        "acting_user": user,
        "kind": kind,
        "template_name": TEMPLATE,
        "context": {"recipient": "Dana Smith, 5750 Robinson Road", "body": "You are notified."},
        "subject": subject,
        "title": "Notice of violation",
        "citations": list(citations),
        **overrides,
    }
    return services.document_issue(**arguments)


def pdf_text(document) -> tuple[pypdf.PdfReader, str]:
    with document.file.storage.open(document.file.name, "rb") as fh:
        reader = pypdf.PdfReader(io.BytesIO(fh.read()))
    return reader, "\n".join(page.extract_text() for page in reader.pages)


def series_next(kind: str, year: int) -> int:
    series = ReferenceSeries.objects.filter(kind=kind, year=year).first()
    return (series.last_number if series else 0) + 1


# --- The PDF ---------------------------------------------------------------------------


def test_the_footer_names_the_chapters_the_citations_cite():
    assert code_chapters(["§ 158-11A", "§ 158-4A", "§ 158-12"]) == "Chapter 158"
    assert code_chapters(["§ 159-8C(6)", "§§ 159-8C(1)"]) == "Chapter 159"
    assert code_chapters(["§ 158-11A", "§ 159-8C(1)(d)"]) == "Chapters 158 and 159"
    assert code_chapters([]) == code_chapters(None) == "Chapters 158 and 159"


@time_machine.travel(MARCH_2_2026, tick=False)
def test_an_issued_pdf_carries_its_number_citations_letterhead_and_page_numbers(smo, subject):
    document = issue(smo, subject, citations=["§ 158-11A", "§ 158-4A"])

    reader, text = pdf_text(document)
    assert document.number == "NOV-2026-0001"
    assert "NOV-2026-0001" in text
    assert "§ 158-11A" in text and "§ 158-4A" in text
    assert "Issued under § 158-11A and § 158-4A of the Code of the Town of Lockport" in text
    assert "Town of Lockport" in text
    assert "Niagara County, New York" in text
    assert settings.TOWN["address"] in text
    assert "March 2, 2026" in text
    assert "Notice of violation" in text
    assert "Dana Smith, 5750 Robinson Road" in text
    assert "Page 1 of 1" in text
    # The footer names the chapter the letter is issued under, and only that one.
    assert "Chapter 158 of the Code of the Town of Lockport" in text
    assert "159" not in text
    # US Letter: 8.5 x 11 inches at 72 points per inch.
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == (612, 792)
    assert reader.metadata.title == "Notice of violation (NOV-2026-0001)"


@time_machine.travel(MARCH_2_2026, tick=False)
def test_the_stored_file_is_where_the_number_says_and_its_hash_is_recorded(smo, subject):
    document = issue(smo, subject)

    assert document.file.name == "issued/NOV/2026/NOV-2026-0001.pdf"
    path = Path(settings.MEDIA_ROOT) / document.file.name
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert document.sha256 == hashlib.sha256(data).hexdigest()
    assert document.size == len(data)
    assert document.verify()
    assert stored_files(settings.MEDIA_ROOT) == ["issued/NOV/2026/NOV-2026-0001.pdf"]
    document.refresh_from_db()
    assert document.subject == subject
    assert document.issued_by == smo
    assert document.issued_at == MARCH_2_2026
    assert document.citations == ["§ 158-11A"]
    assert document.template_name == TEMPLATE
    assert document.get_absolute_url() == "/documents/issued/NOV-2026-0001/"


def test_a_long_letter_numbers_every_page_and_repeats_the_number(smo, subject):
    document = issue(
        smo,
        subject,
        context={"body": "Corrective measures.", "extra_paragraphs": ["Work to do. " * 80] * 12},
    )

    reader, _ = pdf_text(document)
    pages = len(reader.pages)
    assert pages >= 2
    for n, page in enumerate(reader.pages, start=1):
        text = page.extract_text()
        assert f"Page {n} of {pages}" in text
        assert document.number in text  # the running footer (and, after page 1, the header)


def test_render_pdf_is_one_function_from_a_template_and_a_context():
    pdf = render_pdf(
        TEMPLATE,
        {"document_number": "X-1", "title": "A letter", "citations": ["§ 159-4C"], "body": "Hi"},
    )

    text = pypdf.PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    assert "Issued under § 159-4C of the Code of the Town of Lockport" in text
    assert "Page 1 of 1" in text


def test_letters_share_one_font_configuration_and_each_embeds_its_own_text():
    """Issue 25, item 3: the process keeps one WeasyPrint font configuration (Fontconfig's
    font list, Pango's font map) for every letter; each PDF still carries its own fonts
    and text, the second as complete as the first."""
    kept = font_configuration()
    pdfs = [
        render_pdf(TEMPLATE, {"document_number": f"X-{n}", "title": title, "body": body})
        for n, (title, body) in enumerate((("First", "Wash water."), ("Second", "Grease.")))
    ]

    assert font_configuration() is kept
    for pdf, number, words in ((pdfs[0], "X-0", "Wash water."), (pdfs[1], "X-1", "Grease.")):
        reader = pypdf.PdfReader(io.BytesIO(pdf))
        text = reader.pages[0].extract_text()
        assert number in text and words in text and "Page 1 of 1" in text
        fonts = reader.pages[0]["/Resources"]["/Font"]
        assert len(fonts) >= 2  # DejaVu Sans and Serif, embedded in this PDF


def _title_and_page(document) -> tuple[float, tuple[float, float]]:
    """The letter's title's font size and its first page's size, in CSS px, as laid out."""
    page = document.pages[0]
    title = next(b for b, _ in walk_boxes(page._page_box) if getattr(b, "element_tag", "") == "h1")
    return title.style["font_size"], (page.width, page.height)


def test_letters_share_one_parsed_stylesheet_and_a_letters_own_rule_wins_over_it(monkeypatch):
    """Issue 25: ``letter.css`` is parsed once per process and given to WeasyPrint (the
    user origin); every letter is still laid out by it (US Letter, a 15 pt title), and a
    rule of a letter's own ``extra_style`` (the author's) still wins over it."""
    kept = letter_stylesheet()
    context = {"document_number": "X-1", "title": "Notice", "body": "Wash water."}
    with layouts(monkeypatch) as made:
        render_pdf(TEMPLATE, context)
        render_pdf("documents_test/styled.html", context)

    assert letter_stylesheet() is kept
    letter_page = (8.5 * 96, 11 * 96)
    assert _title_and_page(made[0]) == (15 * 96 / 72, letter_page)
    assert _title_and_page(made[1]) == (30 * 96 / 72, letter_page)


# --- Rendering never reaches the network ----------------------------------------------


def test_the_url_fetcher_serves_the_static_seal_and_data_urls():
    fetcher = LocalOnlyFetcher()
    seal = (Path(settings.BASE_DIR) / "static" / "img" / "seal.svg").as_uri()

    assert b"<svg" in fetcher.fetch(seal).read()
    assert fetcher.fetch("data:text/plain;base64,aGk=").read() == b"hi"


OUTSIDE_STATIC = "a local file outside the static directory"


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("https://example.org/logo.png", "a URL that is not a local file or data URL"),
        ("http://127.0.0.1:8000/static/img/seal.svg", "a URL that is not a local file"),
        ("ftp://example.org/x", "a URL that is not a local file or data URL"),
        ("file:///etc/passwd", OUTSIDE_STATIC),
        ("file://otherhost/static/img/seal.svg", "a file URL on another host"),
        ((Path(settings.BASE_DIR) / "static" / ".." / "manage.py").as_uri(), OUTSIDE_STATIC),
    ],
)
def test_the_url_fetcher_refuses_everything_else(url, reason):
    with pytest.raises(RefusedURL) as refused:
        LocalOnlyFetcher().fetch(url)
    assert str(refused.value).startswith(f"Refused {reason}")
    assert str(refused.value).endswith(url)


# --- Numbering --------------------------------------------------------------------------


def test_numbers_run_per_kind_and_restart_each_year(smo, subject):
    with time_machine.travel(MARCH_2_2026, tick=False):
        first = issue(smo, subject)
        second = issue(smo, subject)
        order = issue(smo, subject, kind="SWO", citations=["§ 159-8C"])
    with time_machine.travel(datetime(2027, 1, 4, 9, tzinfo=NY), tick=False):
        next_year = issue(smo, subject)

    assert [first.number, second.number] == ["NOV-2026-0001", "NOV-2026-0002"]
    assert order.number == "SWO-2026-0001"
    assert next_year.number == "NOV-2027-0001"
    assert next_year.file.name == "issued/NOV/2027/NOV-2027-0001.pdf"


def test_the_year_is_the_towns_local_year_of_issuance(smo, subject):
    # 03:30 UTC on January 1, 2027 is still 10:30 p.m. on December 31 in Lockport.
    with time_machine.travel(datetime(2027, 1, 1, 3, 30, tzinfo=UTC), tick=False):
        late = issue(smo, subject)
    with time_machine.travel(datetime(2027, 1, 1, 5, 30, tzinfo=UTC), tick=False):
        early = issue(smo, subject)

    assert late.number == "NOV-2026-0001"
    assert early.number == "NOV-2027-0001"


# --- Immutability ----------------------------------------------------------------------


def test_an_issued_document_cannot_be_changed_or_deleted(smo, subject):
    document = issue(smo, subject)
    original = Path(settings.MEDIA_ROOT, document.file.name).read_bytes()

    document.title = "Something else"
    with pytest.raises(ImmutableRecordError, match="cannot be changed once stored"):
        document.save()
    with pytest.raises(ImmutableRecordError, match="is never deleted"):
        document.delete()
    with pytest.raises(ImmutableRecordError, match="issued documents are never changed"):
        IssuedDocument.objects.filter(pk=document.pk).update(title="Something else")
    with pytest.raises(ImmutableRecordError, match="issued documents are never deleted"):
        IssuedDocument.objects.filter(pk=document.pk).delete()

    document.refresh_from_db()
    assert document.title == "Notice of violation"
    assert Path(settings.MEDIA_ROOT, document.file.name).read_bytes() == original


def test_the_database_refuses_changes_that_bypass_the_model(smo, subject):
    document = issue(smo, subject)

    for sql in (
        "UPDATE documents_issueddocument SET title = 'x' WHERE id = %s",
        "DELETE FROM documents_issueddocument WHERE id = %s",
    ):
        with (
            pytest.raises(IntegrityError, match="written once"),
            transaction.atomic(),
            connection.cursor() as cursor,
        ):
            cursor.execute(sql, [document.pk])

    assert IssuedDocument.objects.get(pk=document.pk).title == "Notice of violation"


# --- Corrections ----------------------------------------------------------------------


@time_machine.travel(MARCH_2_2026, tick=False)
def test_a_correction_is_a_new_document_and_the_old_one_is_untouched(smo, subject):
    original = issue(smo, subject)
    before = Path(settings.MEDIA_ROOT, original.file.name).read_bytes()

    correction = issue(smo, subject, title="Notice of violation (corrected)", supersedes=original)

    assert correction.number == "NOV-2026-0002"
    assert correction.supersedes == original
    original.refresh_from_db()
    assert original.superseded_by == correction
    assert original.is_superseded and not correction.is_superseded
    assert Path(settings.MEDIA_ROOT, original.file.name).read_bytes() == before
    assert original.verify()
    _, text = pdf_text(correction)
    assert "Corrects" in text and "NOV-2026-0001" in text


def test_a_document_is_corrected_once_then_its_correction_is(smo, subject):
    original = issue(smo, subject)
    correction = issue(smo, subject, supersedes=original)

    with pytest.raises(ValidationError) as exc:
        issue(smo, subject, supersedes=original)

    assert exc.value.message_dict["supersedes"] == [
        f"{original.number} has already been corrected by {correction.number}; "
        f"correct {correction.number} instead."
    ]
    assert IssuedDocument.objects.count() == 2
    assert issue(smo, subject, supersedes=correction).supersedes == correction


def test_a_correction_is_of_the_same_kind_and_record(smo, subject):
    original = issue(smo, subject)

    with pytest.raises(ValidationError) as other_kind:
        issue(smo, subject, kind="SWO", supersedes=original)
    with pytest.raises(ValidationError) as other_record:
        issue(smo, PropertyFactory(), supersedes=original)

    assert "supersedes" in other_kind.value.message_dict
    assert "about another record" in other_record.value.message_dict["supersedes"][0]
    assert IssuedDocument.objects.count() == 1


# --- Nothing is left when issuing fails ------------------------------------------------


class Exploding:
    @property
    def boom(self):
        raise RuntimeError("the template failed")


@time_machine.travel(MARCH_2_2026, tick=False)
def test_a_failed_render_leaves_no_row_no_file_and_no_number_used(smo, subject):
    with pytest.raises(RuntimeError, match="the template failed"):
        issue(smo, subject, context={"body": "x", "explode": Exploding()})
    with pytest.raises(TemplateDoesNotExist, match=r"documents_test/missing\.html"):
        issue(smo, subject, template_name="documents_test/missing.html")

    assert not IssuedDocument.objects.exists()
    assert stored_files(settings.MEDIA_ROOT) == []
    assert series_next("NOV", 2026) == 1
    assert issue(smo, subject).number == "NOV-2026-0001"


def test_a_failure_after_the_file_is_written_removes_the_file(smo, subject, monkeypatch):
    def refuse(self, *args, **kwargs):
        raise ValidationError({"title": "refused at the last step"})

    monkeypatch.setattr(IssuedDocument, "full_clean", refuse)

    with pytest.raises(ValidationError) as exc:
        issue(smo, subject)
    assert set(exc.value.message_dict) == {"title"}

    assert not IssuedDocument.objects.exists()
    assert stored_files(settings.MEDIA_ROOT) == []


@time_machine.travel(MARCH_2_2026, tick=False)
def test_a_rolled_back_outer_transaction_does_not_block_the_number(smo, subject):
    """The caller's transaction rolls back after the PDF was written: the number is given
    out again, and the leftover file (never issued) is set aside, not overwritten."""
    with (
        pytest.raises(RuntimeError, match="the caller failed after issuing"),
        transaction.atomic(),
    ):
        issue(smo, subject)
        raise RuntimeError("the caller failed after issuing")
    assert not IssuedDocument.objects.exists()

    document = issue(smo, subject)

    assert document.number == "NOV-2026-0001"
    assert document.verify()
    files = stored_files(settings.MEDIA_ROOT)
    assert "issued/NOV/2026/NOV-2026-0001.pdf" in files
    assert any(f.startswith("issued/NOV/2026/NOV-2026-0001.pdf.orphan-") for f in files)


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"kind": "nov"}, "kind"),
        ({"kind": "NOV 1"}, "kind"),
        ({"citations": []}, "citations"),
        ({"citations": ["§ 158-11A", ""]}, "citations"),
        ({"title": "  "}, "title"),
    ],
)
def test_bad_input_is_refused_before_anything_is_stored(smo, subject, overrides, field):
    with pytest.raises(ValidationError) as exc:
        issue(smo, subject, **overrides)

    assert field in exc.value.message_dict
    assert not IssuedDocument.objects.exists()
    assert not ReferenceSeries.objects.exists()
    assert stored_files(settings.MEDIA_ROOT) == []


def test_an_unsaved_subject_is_refused(smo):
    with pytest.raises(ValidationError) as exc:
        issue(smo, PropertyFactory.build())
    assert "subject" in exc.value.message_dict


def test_only_an_active_signed_in_user_issues(make_user, subject):
    from django.contrib.auth.models import AnonymousUser

    inactive = make_user("smo", is_active=False)
    for user in (AnonymousUser(), inactive):
        with pytest.raises(PermissionDenied, match="Only a signed-in, active user"):
            issue(user, subject)
    assert not IssuedDocument.objects.exists()


# --- Two issuances at once ---------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_two_issuances_at_once_get_different_numbers(smo, subject, monkeypatch):
    """The series row is locked from numbering to commit. The overlap is certain, not
    hoped for: both threads start together (a barrier), and the first to number its
    document renders it only once the other is seen waiting for its lock (pg_locks)."""
    import threading

    from tests.conditions import backends_blocked_by, wait_until
    from tests.documents.factories import minimal_pdf

    waiting = []

    def render_once_the_other_waits(template_name, context):
        if not waiting:  # the first render: this thread holds the series lock
            waiting.extend(
                wait_until(
                    backends_blocked_by, 60, "the other issuance to wait for the series lock"
                )
            )
        return minimal_pdf(context["document_number"])

    monkeypatch.setattr(services, "render_pdf", render_once_the_other_waits)
    start = threading.Barrier(2)
    numbers, errors = [], []

    def worker():
        try:
            start.wait()
            numbers.append(issue(smo, subject).number)
        except Exception as exc:  # reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    year = datetime.now(NY).year
    assert not errors
    assert len(waiting) == 1  # the second issuance waited for the first one's lock
    assert sorted(numbers) == [f"NOV-{year}-0001", f"NOV-{year}-0002"]
    assert IssuedDocument.objects.count() == 2
    assert all(d.verify() for d in IssuedDocument.objects.all())
