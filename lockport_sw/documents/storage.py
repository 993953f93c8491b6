"""Private file storage: uploads and issued documents.

Files live under ``settings.MEDIA_ROOT`` (read when first used and again whenever the
setting changes, so tests that point MEDIA_ROOT at a temporary directory work) and have
no public URL: they go out only through the permission-checked views in ``views.py``.
"""

from __future__ import annotations

from django.core.files.storage import FileSystemStorage
from django.utils.deconstruct import deconstructible


@deconstructible(path="lockport_sw.documents.storage.PrivateStorage")
class PrivateStorage(FileSystemStorage):
    """``FileSystemStorage`` under MEDIA_ROOT that never overwrites and has no URL."""

    def __init__(self) -> None:
        # No location: FileSystemStorage resolves settings.MEDIA_ROOT lazily and clears
        # it on ``setting_changed``. allow_overwrite=False: an existing name is kept and
        # a new one chosen (callers compare the stored name with the one they asked for).
        super().__init__(allow_overwrite=False)

    def url(self, name: str | None) -> str:
        raise ValueError(
            "Private files have no URL; link to the object's get_absolute_url() "
            "(a permission-checked download view) instead."
        )


private_storage = PrivateStorage()


def get_private_storage() -> PrivateStorage:
    """The storage of every FileField of this app (a callable, so migrations stay stable)."""
    return private_storage
