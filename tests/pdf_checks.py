"""Reading issued letters back, as the person who receives them would (every kind of
letter is tested this way): the text of each page (pypdf), the pages as PNG images
(pdftoppm, from poppler-utils: scripts/ensure-system.sh installs it), and the check that
no page holds only the closing and signature block."""

from __future__ import annotations

import functools
import io
import re
import subprocess
from contextlib import contextmanager
from dataclasses import dataclass
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
    """The text of each page, as pypdf reads it."""
    return list(_page_texts(data))


# A letter is read several times over in one test (its pages, its signature page, its
# whole text; the words crawl reads the demo's letters as downloaded, then as stored),
# and pypdf's extraction is the slow part of reading it: each PDF's bytes are read once.
# The bytes are the key, so a different letter is always read afresh.
@functools.lru_cache(maxsize=256)
def _page_texts(data: bytes) -> tuple[str, ...]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return tuple(page.extract_text() or "" for page in reader.pages)


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


def thin_pages(data: bytes, signature: list[str]) -> list[str]:
    """Issue 46, item 8, read as the recipient reads it (pypdf, page by page): no page
    holds only the signature block, or a single line of the letter besides it."""
    texts = page_texts(data)
    block = [*signature, settings.TOWN["name"]]
    problems = []
    for number, page in enumerate(texts, start=1):
        lines = [
            line
            for line in body_lines(SIGNED_HOW.sub("", page))
            if line not in block
            and not any(line.startswith(part) for part in signature)
            and line.strip("_ •")
        ]
        if len(lines) < 2:
            problems.append(f"Page {number} of {len(texts)} holds {lines or 'only the signature'}")
    return problems


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
    assert thin_pages(data, signature) == []
    whole = text(data)
    assert "localhost" not in whole, "The letter names localhost"
    assert settings.TOWN["email"] in whole, "The letterhead lacks the Town's email"
    if office is not None:
        letterhead = body_lines(texts[0])[:6]
        assert office in letterhead, f"The letterhead names {letterhead}, not {office!r}"
    return whole, len(texts)


# Tagged PDF (PDF/UA-1, issue 22 item 1): the structure tree read back as a screen
# reader reads it, element by element, each with the text of its marked content.


@dataclass
class Tagged:
    lang: str
    marked: bool
    title: str
    display_title: bool
    elements: list[tuple[str, str]]  # (structure type, alt text), in tree order
    text: str  # the marked content's text in tree order, whitespace collapsed
    tables: list[list[str]]  # per table, the structure types of its cells
    ua_part: str  # the XMP metadata's pdfuaid:part ("1": PDF/UA-1)


def _mcid_texts(page) -> dict[int | None, str]:
    """Each marked-content id of a page with the text drawn inside it."""
    found: dict[int | None, list[str]] = {}
    stack: list[int | None] = []

    def before(op, args, cm, tm):
        if op == b"BDC":
            props = args[1] if len(args) > 1 else None
            stack.append(props.get("/MCID") if isinstance(props, dict) else None)
        elif op == b"BMC":
            stack.append(None)
        elif op == b"EMC" and stack:
            stack.pop()

    def drawn(value, cm, tm, font, size):
        mcid = next((m for m in reversed(stack) if m is not None), None)
        found.setdefault(None if mcid is None else int(mcid), []).append(value)

    page.extract_text(visitor_operand_before=before, visitor_text=drawn)
    return {k: "".join(v) for k, v in found.items()}


def tagged(data: bytes) -> Tagged:
    """The document's tagging: catalog entries and the structure tree in its order."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    catalog = reader.trailer["/Root"]
    assert "/StructTreeRoot" in catalog, "No structure tree (/StructTreeRoot): not tagged"
    page_index = {p.indirect_reference.idnum: i for i, p in enumerate(reader.pages)}
    contents = [_mcid_texts(p) for p in reader.pages]
    elements: list[tuple[str, str]] = []
    words: list[str] = []
    tables: list[list[str]] = []

    def visit(node, page, table):
        node = node.get_object()
        if isinstance(node, int):
            words.append(contents[page].get(int(node), ""))
            return
        if "/Pg" in node:
            page = page_index[node.raw_get("/Pg").idnum]
        if node.get("/Type") == "/MCR":
            words.append(contents[page].get(int(node["/MCID"]), ""))
            return
        kind = node.get("/S")
        if kind is not None:
            elements.append((str(kind), str(node.get("/Alt") or "")))
            if kind == "/Table":
                table = []
                tables.append(table)
            elif kind in ("/TH", "/TD") and table is not None:
                table.append(str(kind))
        kids = node.get("/K")
        if kids is None:
            return
        kids = kids.get_object()
        for kid in kids if isinstance(kids, pypdf.generic.ArrayObject) else [kids]:
            visit(kid, page, table)

    visit(catalog["/StructTreeRoot"], 0, None)
    info = catalog.get("/MarkInfo") or {}
    preferences = catalog.get("/ViewerPreferences") or {}
    return Tagged(
        lang=str(catalog.get("/Lang") or ""),
        marked=bool(info.get("/Marked")),
        title=str((reader.metadata or {}).get("/Title") or ""),
        display_title=bool(preferences.get("/DisplayDocTitle")),
        elements=elements,
        text=" ".join("".join(words).split()),
        tables=tables,
        ua_part=_ua_part(catalog),
    )


def _ua_part(catalog) -> str:
    if "/Metadata" not in catalog:
        return ""
    found = re.search(rb'pdfuaid:part="(\d)"', catalog["/Metadata"].get_object().get_data())
    return found.group(1).decode() if found else ""


def assert_tagged(data: bytes, *, reading_order: list[str]) -> Tagged:
    """The letter is a tagged PDF a screen reader can follow: language, title shown,
    /MarkInfo /Marked true, a structure tree holding every line of the letter's body
    (the running header and footer are left out, as artifacts are) whose text reads
    ``reading_order`` in that order; headings in sequence without a level skipped;
    every figure with alternative text; every table with header cells."""
    found = tagged(data)
    assert found.ua_part == "1", "The metadata does not claim PDF/UA-1"
    assert found.lang == "en-US", f"/Lang is {found.lang!r}"
    assert found.marked, "/MarkInfo /Marked is not true"
    assert found.title and found.display_title, "The viewer does not show the title"
    kinds = [kind for kind, _ in found.elements]
    assert kinds[:1] == ["/Document"], kinds[:3]
    assert "/H1" in kinds
    levels = [int(kind[2]) for kind in kinds if re.fullmatch(r"/H[1-6]", kind)]
    for before, after in zip(levels, levels[1:], strict=False):
        assert after <= before + 1, f"A heading level is skipped: {levels}"
    for kind, alt in found.elements:
        if kind == "/Figure":
            assert alt, "A figure without alternative text"
    for cells in found.tables:
        assert "/TH" in cells, f"A table without header cells: {cells}"
    at = 0
    for landmark in reading_order:
        where = found.text.find(" ".join(landmark.split()), at)
        assert where >= 0, f"{landmark!r} not found after position {at} in reading order"
        at = where + len(landmark)
    for page in page_texts(data):
        for line in body_lines(page):
            assert " ".join(line.split()) in found.text, f"Untagged text: {line!r}"
    return found


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


def walk_boxes(box, inside: frozenset[str] = frozenset()):
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
        yield from walk_boxes(child, inside)


def _text(box) -> str:
    from weasyprint.formatting_structure import boxes

    return " ".join(
        b.text for b, _ in walk_boxes(box) if isinstance(b, boxes.TextBox) and b.text.strip()
    )


# The blocks of a letter's body a reader counts: a heading, a paragraph, a list item, a
# table row.
_BLOCKS = {"h2", "h3", "p", "li", "tr"}


def _body_blocks(box, inside: bool = False, block=None):
    """Each text box of the letter's body (``main.body``, not the closing) with the
    paragraph, list item or table row it is in."""
    from weasyprint.formatting_structure import boxes

    element = getattr(box, "element", None)
    if element is not None:
        if "body" in _classes(box) and element.tag == "main":
            inside = True
        if "closing" in _classes(box) or (
            isinstance(box, boxes.TableRowGroupBox) and (box.is_header or box.is_footer)
        ):
            return
        if element.tag in _BLOCKS:
            block = element
    if isinstance(box, boxes.TextBox) and box.text.strip() and inside and block is not None:
        yield block
    for child in getattr(box, "children", ()):
        yield from _body_blocks(child, inside, block)


def layout_problems(document) -> list[str]:
    """What a reader would see as a bad page break, read from the layout itself:

    - a table row split across pages (its cells on two pages; a header row repeated on
      each page is not a split);
    - a page that holds only the closing and the signature block (nothing of the letter's
      body, heading or letterhead on it besides the running footer);
    - a page after the first where the closing and signature stand with a single whole
      block of the body (one paragraph, one list item, one row; a heading counts, the
      end of a paragraph begun on the page before is not alone: issue 46, item 8)."""
    from weasyprint.formatting_structure import boxes

    problems = []
    rows: dict[int, list[int]] = {}
    texts: dict[int, str] = {}
    before: set[int] = set()  # the body's blocks on the pages before
    for number, page in enumerate(document.pages, start=1):
        blocks = {id(b) for b in _body_blocks(page._page_box)}
        seen = set()
        other_text = closing = False
        for box, inside in walk_boxes(page._page_box):
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
        elif closing and number > 1 and len(blocks) < 2 and not blocks & before:
            # Issue 46, item 8: nor one whole bullet or sentence of the body with it (the
            # end of a paragraph begun on the page before is kept by orphans and widows).
            problems.append(
                f"Page {number} of {len(document.pages)} holds {len(blocks)} block of "
                "the body with the closing and signature"
            )
        before |= blocks
    for key, pages in rows.items():
        if len(pages) > 1:
            problems.append(f"A table row is split across pages {pages}: {texts[key]!r}")
    return problems
