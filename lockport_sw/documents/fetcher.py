"""The URL fetcher every letter is rendered with (``rendering.letter_html``): a letter
may load ``data:`` URLs and files under the project's static directories, nothing else.
Imported only when a letter is rendered, as WeasyPrint is (``rendering``)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from weasyprint.urls import URLFetcher

from lockport_sw.documents.rendering import static_roots


class RefusedURL(ValueError):
    """A resource a PDF template asked for that rendering may not fetch."""


class LocalOnlyFetcher(URLFetcher):
    """Fetches ``data:`` URLs and files under the static directories; nothing else.

    A refused URL is logged and left out of the page (WeasyPrint goes on without it).
    """

    def __init__(self, roots: list[Path] | None = None) -> None:
        super().__init__(allowed_protocols={"data", "file"}, allow_redirects=False)
        self.roots = roots if roots is not None else static_roots()

    def fetch(self, url, headers=None):
        scheme = url.split(":", 1)[0].lower()
        if scheme == "data":
            return super().fetch(url, headers)
        if scheme == "file":
            parts = urlsplit(url)
            if parts.netloc not in ("", "localhost"):
                raise RefusedURL(f"Refused a file URL on another host: {url}")
            path = Path(url2pathname(unquote(parts.path))).resolve()
            if any(path.is_relative_to(root) for root in self.roots):
                return super().fetch(url, headers)
            raise RefusedURL(f"Refused a local file outside the static directory: {url}")
        raise RefusedURL(f"Refused a URL that is not a local file or data URL: {url}")
