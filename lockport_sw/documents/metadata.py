"""Photos outside staff pages carry no metadata (issue 19, item 6).

A phone's photo holds where it was taken (EXIF GPS), the camera and the moment. The
stored upload is the original, kept whole as evidence; whoever is not Town staff gets a
copy re-encoded by Pillow from the pixels alone (turned the way EXIF said it was held,
then saved without EXIF, XMP, ICC comments or PNG text chunks).
"""

from __future__ import annotations

import io

from PIL import Image, ImageOps

# The accepted image types Pillow can read and write here (HEIC needs a plugin we do not
# ship: such a photo is kept for staff and not handed out).
FORMATS = {"image/jpeg": "JPEG", "image/png": "PNG", "image/tiff": "TIFF"}


def is_photo(content_type: str) -> bool:
    return content_type.startswith("image/")


def can_strip(content_type: str) -> bool:
    return content_type in FORMATS


def without_metadata(data: bytes, content_type: str) -> bytes:
    """The image's pixels in the same format, and nothing else."""
    with Image.open(io.BytesIO(data)) as image:
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
