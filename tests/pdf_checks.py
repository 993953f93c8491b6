"""Reading issued letters back, as the person who receives them would (every kind of
letter is tested this way): the text of each page (pypdf), the pages as PNG images
(pdftoppm, from poppler-utils: scripts/ensure-system.sh installs it), and the check that
no page holds only the closing and signature block."""

from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

import pypdf
from django.conf import settings

# The running header, footer and page number every page carries (templates/pdf/).
_RUNNING = [
    re.compile(r"^Page \d+ of \d+$"),
    re.compile(r"^Chapters? 15[89](?: and 159)? of the Code of the Town of Lockport$"),
    re.compile(rf"^{re.escape(settings.TOWN['name'])} · "),
    re.compile(r"^[A-Z][A-Z0-9-]*-\d{4}-\d{4} · "),  # "NOV-2026-0001 · Notice of ..."
]


def page_texts(data: bytes) -> list[str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return [page.extract_text() or "" for page in reader.pages]


def text(data: bytes) -> str:
    """The whole letter's text with line breaks and runs of spaces as single spaces."""
    return " ".join(" ".join(page_texts(data)).split())


def body_lines(page: str) -> list[str]:
    lines = [line.strip() for line in page.splitlines() if line.strip()]
    return [line for line in lines if not any(p.search(line) for p in _RUNNING)]


def render_png(data: bytes, directory: Path, *, dpi: int = 40) -> list[Path]:
    """Render every page to PNG with pdftoppm; return the files, in page order."""
    directory.mkdir(parents=True, exist_ok=True)
    source = directory / "letter.pdf"
    source.write_bytes(data)
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-png", str(source), str(directory / "page")],
        check=True,
        capture_output=True,
        timeout=60,
    )
    pages = sorted(directory.glob("page-*.png"))
    for png in pages:
        assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n"), png
    return pages


def assert_no_page_holds_only_the_signature(data: bytes, signature: list[str]) -> None:
    """The page where the signature is carries something besides it (the closing
    paragraph is kept with it: templates/pdf/letter.css, ``.closing``)."""
    texts = page_texts(data)
    # The block ends with the Town's name (templates/pdf/enforcement/_signature.html).
    signature = [*signature, settings.TOWN["name"]]
    signed = [i for i, page in enumerate(texts) if signature[0] in page]
    assert signed, f"No page carries the signature {signature[0]!r}"
    for i in signed:
        rest = [
            line
            for line in body_lines(texts[i])
            if line not in signature
            and not any(line.startswith(part) for part in signature[:-1])
            and line.strip("_ ")
        ]
        assert rest, f"Page {i + 1} of {len(texts)} holds only the signature block"


def check_letter(
    data: bytes,
    directory: Path,
    signature: list[str],
    *,
    max_pages: int | None = None,
    office: str | None = None,
) -> tuple[str, int]:
    """Read a letter back, render its pages, check the signature page. Returns the text
    and the number of pages.

    Every letter: its pages render (pdftoppm), no page holds only the signature block,
    and it names no ``localhost`` (the letterhead's email is the Town's). With
    ``max_pages``, the letter is no longer than that; with ``office``, the letterhead
    names that office or body (a body's letter is in the body's name)."""
    pages = render_png(data, directory)
    texts = page_texts(data)
    assert len(pages) == len(texts) >= 1
    if max_pages is not None:
        assert len(texts) <= max_pages, f"{len(texts)} pages, at most {max_pages} expected"
    assert_no_page_holds_only_the_signature(data, signature)
    whole = text(data)
    assert "localhost" not in whole, "The letter names localhost"
    assert settings.TOWN["email"] in whole, "The letterhead lacks the Town's email"
    if office is not None:
        letterhead = body_lines(texts[0])[:6]
        assert office in letterhead, f"The letterhead names {letterhead}, not {office!r}"
    return whole, len(texts)
