"""The one way to render a PDF (DESIGN.md): a Django HTML template with print CSS,
through WeasyPrint, every letter extending ``templates/pdf/base_letter.html``, tagged
for accessibility (PDF/UA-1: docs/accessibility.md).

Rendering never touches the network: the URL fetcher (``fetcher.LocalOnlyFetcher``)
refuses every URL that is not a ``data:`` URL or a local file under the project's static
directories (the letterhead seal is ``static/img/seal.svg``). Fonts come from the system
(DejaVu Sans and Serif).

WeasyPrint is imported when a letter is first rendered, not with this module: loading it
(cffi's bindings to Pango, Fontconfig and HarfBuzz) takes about a second of CPU, which
every process importing the letters (each ``manage.py`` command, each web and Celery
worker) paid at start whether or not it ever rendered a letter.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from django.conf import settings
from django.template.loader import render_to_string

from lockport_sw.jurisdiction.registry import current

if TYPE_CHECKING:
    from weasyprint import CSS, HTML
    from weasyprint.text.fonts import FontConfiguration


def static_roots() -> list[Path]:
    roots = [Path(settings.BASE_DIR) / "static"]
    roots += [Path(p) for p in getattr(settings, "STATICFILES_DIRS", [])]
    return list(dict.fromkeys(r.resolve() for r in roots))


# Every PDF is tagged for PDF/UA-1 (ISO 14289-1): document language (``<html lang>``),
# title shown by the viewer, a structure tree in the order of the letter, MarkInfo
# /Marked. Issue 22, item 1; what a validator would still flag: docs/accessibility.md.
PDF_VARIANT = "pdf/ua-1"


def code_chapters(citations) -> str:
    """The laws a letter is issued under, read from its citations, for the running footer
    (``Jurisdiction.laws_named``: "Chapter 158")."""
    return current().laws_named(citations)


# How a letter's citations line opens: "Issued under § 158-11A and § 158-12 of the Code
# of the Town of Lockport." A document issued under something else than the Code gives
# its own ``citation_opening`` (the MS4 report: prepared under the State's permit, for
# the measures the sections it cites serve).
CITATION_OPENING = "Issued under"


def _base_url() -> str:
    return static_roots()[0].as_uri() + "/"


def letter_html(template_name: str, context: dict) -> HTML:
    """The letter as WeasyPrint's document, before it is written (``render_pdf``; to write
    it otherwise, pass ``write_options()``, which hold the letter's stylesheet)."""
    html = render_to_string(
        template_name,
        {
            "TOWN": settings.TOWN,
            "JURISDICTION": current(),
            "code_chapters": code_chapters(context.get("citations")),
            "citation_opening": CITATION_OPENING,
            **context,
        },
    )
    from weasyprint import HTML

    from lockport_sw.documents.fetcher import LocalOnlyFetcher

    return HTML(
        string=html, base_url=_base_url(), url_fetcher=LocalOnlyFetcher(), media_type="print"
    )


_FONTS: FontConfiguration | None = None


def font_configuration() -> FontConfiguration:
    """One font configuration per process, kept between letters (issue 25, item 3).

    WeasyPrint otherwise makes a new one for each document: Fontconfig loads its
    configuration and the system's font list again, and Pango's font map starts empty, so
    every letter opened, measured and shaped DejaVu Serif and Sans from nothing. Letters
    use only system fonts (no ``@font-face``), so nothing a letter does changes it."""
    global _FONTS
    if _FONTS is None:
        from weasyprint.text.fonts import FontConfiguration

        _FONTS = FontConfiguration()
    return _FONTS


LETTER_CSS = "pdf/letter.css"
_LETTER_CSS: CSS | None = None


def letter_stylesheet() -> CSS:
    """``templates/pdf/letter.css``, the print CSS of every letter, parsed once per process.

    Parsed from a ``<style>`` in each letter, it cost about a fifth of a one-page letter's
    render (tokenising and validating the same rules each time: cProfile, 2026-12-03). A
    stylesheet passed to WeasyPrint this way is of the *user* origin (CSS Cascading 4,
    § 6.2): any rule of a letter's own ``extra_style`` block (the author's) wins over it
    whatever its specificity, as a more specific rule of it did before; and letters are
    rendered without HTML presentational hints, which would otherwise win too.
    ``!important`` is not used. Every letter kind drew the same pixels before and after
    (docs/architecture.md, "Performance"). An edit to ``letter.css`` is read when the
    process starts again (``runserver`` reloads on it only when Python changes)."""
    global _LETTER_CSS
    if _LETTER_CSS is None:
        from weasyprint import CSS

        from lockport_sw.documents.fetcher import LocalOnlyFetcher

        _LETTER_CSS = CSS(
            string=render_to_string(LETTER_CSS),
            base_url=_base_url(),
            url_fetcher=LocalOnlyFetcher(),
            media_type="print",
        )
    return _LETTER_CSS


def write_options() -> dict:
    """What every letter is written with, besides its variant: the letter's stylesheet
    and the process's font configuration (``letter_html(...).write_pdf(**write_options())``)."""
    return {"stylesheets": [letter_stylesheet()], "font_config": font_configuration()}


def render_pdf(template_name: str, context: dict) -> bytes:
    """Render ``template_name`` (extending ``pdf/base_letter.html``) to PDF bytes.

    US Letter, page numbers "Page N of M", the Town letterhead from ``settings.TOWN``.
    ``context`` is passed to the template with ``TOWN``, ``code_chapters`` (the
    chapters its ``citations`` cite, for the footer) and ``citation_opening`` (unless
    the context gives its own) added. Tagged PDF/UA-1
    (``PDF_VARIANT``): the template's ``<html lang>``, ``<title>`` and its HTML elements
    become the document's language, title and structure tree.
    """
    return letter_html(template_name, context).write_pdf(pdf_variant=PDF_VARIANT, **write_options())
