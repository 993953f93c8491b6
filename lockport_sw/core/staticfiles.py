"""Production's static files storage, its URLs kept per process (issue 44).

``ManifestStaticFilesStorage.url()`` looks each name up in the manifest through
``stored_name``: it normalises the path, splits off the query and fragment, and
reassembles the URL, about 30 microseconds a call, and every page asks for a dozen
(``base.html``'s stylesheets, scripts and images). The manifest is read once, when the
storage is made, and never changes while the process lives (a new collectstatic is a new
deployment, new processes), so a name's URL is the same for the life of the storage:
kept in a dict, forgotten when ``post_process`` writes a new manifest. What raises (a
name missing from the manifest) is never kept.
"""

from __future__ import annotations

from django.conf import settings
from whitenoise.storage import CompressedManifestStaticFilesStorage


class CachedUrlStaticFilesStorage(CompressedManifestStaticFilesStorage):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._urls: dict[tuple[str, bool, bool], str] = {}

    def url(self, name, force=False):
        key = (name, force, settings.DEBUG)  # with DEBUG the names are not hashed
        url = self._urls.get(key)
        if url is None:
            url = self._urls[key] = super().url(name, force)
        return url

    def post_process(self, *args, **kwargs):
        self._urls.clear()
        yield from super().post_process(*args, **kwargs)
        self._urls.clear()
