"""Reading issued letters back, as the person who receives them would (every kind of
letter is tested this way): the text of each page (pypdf), the pages as PNG images
(pdftoppm, from poppler-utils: scripts/ensure-system.sh installs it), and the check that
no page holds only the closing and signature block."""

from __future__ import annotations

import io
import re
import subprocess
from contextlib import contextmanager
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


# "Signed electronically through the Town of Lockport's stormwater system by …, on <date>."
SIGNED_HOW = re.compile(r"Signed (?:electronically|with the signature)\b.*?\b\d{4}\.", re.S)


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
        # The statement of how it was signed is part of the block (templates/pdf/_signature.html).
        page = SIGNED_HOW.sub("", texts[i])
        rest = [
            line
            for line in body_lines(page)
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


# --- The layout of a letter, as WeasyPrint laid it out (issue 24, item 7) ------------------
@contextmanager
def layouts(monkeypatch):
    """Every letter rendered inside the block, as WeasyPrint laid it out (its
    ``Document``: pages of boxes), in order. A spy on the library's ``HTML.render``: the
    letter is rendered exactly as it is issued."""
    import weasyprint

    made = []
    original = weasyprint.HTML.render

    def render(self, *args, **kwargs):
        made.append(original(self, *args, **kwargs))
        return made[-1]

    with monkeypatch.context() as patched:
        patched.setattr(weasyprint.HTML, "render", render)
        yield made


def _classes(box) -> set[str]:
    element = getattr(box, "element", None)
    return set((element.get("class") or "").split()) if element is not None else set()


def _walk(box, inside: frozenset[str] = frozenset()):
    """Each box with the classes of the boxes it is in, plus ``margin`` inside the page's
    margin boxes (the running footer, the page number) and ``header`` inside a table's
    header or footer rows (repeated on each page by design)."""
    from weasyprint.formatting_structure import boxes

    if isinstance(box, boxes.MarginBox):
        inside = inside | {"margin"}
    if isinstance(box, boxes.TableRowGroupBox) and (box.is_header or box.is_footer):
        inside = inside | {"header"}
    inside = inside | _classes(box)
    yield box, inside
    for child in getattr(box, "children", ()):
        yield from _walk(child, inside)


def _text(box) -> str:
    from weasyprint.formatting_structure import boxes

    return " ".join(
        b.text for b, _ in _walk(box) if isinstance(b, boxes.TextBox) and b.text.strip()
    )


def layout_problems(document) -> list[str]:
    """What a reader would see as a bad page break, read from the layout itself:

    - a table row split across pages (its cells on two pages; a header row repeated on
      each page is not a split);
    - a page that holds only the closing and the signature block (nothing of the letter's
      body, heading or letterhead on it besides the running footer)."""
    from weasyprint.formatting_structure import boxes

    problems = []
    rows: dict[int, list[int]] = {}
    texts: dict[int, str] = {}
    for number, page in enumerate(document.pages, start=1):
        seen = set()
        other_text = closing = False
        for box, inside in _walk(page._page_box):
            if isinstance(box, boxes.TableRowBox) and "header" not in inside:
                key = id(box.element)
                if key not in seen:
                    seen.add(key)
                    rows.setdefault(key, []).append(number)
                    texts.setdefault(key, _text(box)[:80])
            if isinstance(box, boxes.TextBox) and box.text.strip() and "margin" not in inside:
                if "closing" in inside:
                    closing = True
                else:
                    other_text = True
        if closing and not other_text:
            problems.append(
                f"Page {number} of {len(document.pages)} holds only the closing and signature"
            )
    for key, pages in rows.items():
        if len(pages) > 1:
            problems.append(f"A table row is split across pages {pages}: {texts[key]!r}")
    return problems
