"""Photos outside staff pages carry no metadata (issue 19, item 6).

A phone's photo holds where it was taken (EXIF GPS), the camera and the moment. The
stored upload is the original, kept whole as evidence; whoever is not Town staff gets a
copy re-encoded by Pillow from the pixels alone (turned the way EXIF said it was held,
then saved without EXIF, XMP, ICC comments or PNG text chunks). The copy is made once,
by a Celery task after the upload (issue 45, item 2: ``models.StrippedCopy``), and
stored beside the original; a download never decodes an image.
"""

from __future__ import annotations

import io
import warnings

from PIL import Image, ImageOps

# The image types Pillow can read and write here: every accepted image type. (HEIC/HEIF,
# which needs a plugin we do not ship, is refused at upload; one stored before that rule
# is kept for staff and not handed out.)
FORMATS = {"image/jpeg": "JPEG", "image/png": "PNG", "image/tiff": "TIFF"}


def is_photo(content_type: str) -> bool:
    return content_type.startswith("image/")


def can_strip(content_type: str) -> bool:
    return content_type in FORMATS


# What decoding a damaged or hostile image raises (Pillow's bomb guard included).
NOT_DECODABLE = (
    OSError,
    ValueError,
    SyntaxError,
    EOFError,
    MemoryError,
    Image.DecompressionBombError,
    Image.DecompressionBombWarning,
)


def without_metadata(data, content_type: str) -> bytes:
    """The image's pixels in the same format, and nothing else. ``data``: bytes or a file.

    It decodes the image: called only by the task that makes an upload's copy once
    (``services.stripped_copy_make``), on images whose size the upload pipeline checked
    (uploads.py: at most UPLOAD_MAX_IMAGE_PIXELS), never while a request waits."""
    from django.conf import settings

    Image.MAX_IMAGE_PIXELS = settings.UPLOAD_MAX_IMAGE_PIXELS
    source = io.BytesIO(data) if isinstance(data, bytes | bytearray) else data
    with warnings.catch_warnings():
        # An image stored before the upload pipeline counted pixels: refused, not decoded.
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        return _reencoded(source, content_type)


def _reencoded(source, content_type: str) -> bytes:
    with Image.open(source) as image:
        image = ImageOps.exif_transpose(image)
        clean = Image.new(image.mode, image.size)
        clean.paste(image)
        if image.mode == "P" and image.getpalette():
            clean.putpalette(image.getpalette())
        out = io.BytesIO()
        fmt = FORMATS[content_type]
        if fmt == "JPEG":
            clean.save(out, fmt, quality=92)
        else:
            clean.save(out, fmt)
        return out.getvalue()
