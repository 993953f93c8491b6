"""The upload pipeline: what a file IS (by its content), not what it is called.

The allowlist is checked on the file's first bytes with the ``filetype`` package; the
name the browser sent and the content type it claimed are never trusted. A file is
refused, with a message that says why and what to do, when it is empty, too large, of a
type not on the list, or named like one accepted type while its content is another.
Nothing is stored by this module: ``services.upload_store`` calls ``validate_upload``
before it writes anything.
"""

from __future__ import annotations

import os
import threading
import unicodedata
import zipfile
from dataclasses import dataclass

import filetype
from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files import File
from django.utils.functional import lazy

SNIFF_BYTES = 8192  # what filetype reads


@dataclass(frozen=True)
class DetectedType:
    """An accepted type, as detected from a file's content."""

    mime: str
    extension: str  # the extension of the stored file
    label: str  # "a PDF", "a PNG image": used in sentences
    short: str  # "PDF", "PNG": used in the list of accepted types
    aliases: tuple[str, ...]  # extensions a file of this type may be named with


DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

ACCEPTED: tuple[DetectedType, ...] = (
    DetectedType("application/pdf", "pdf", "a PDF", "PDF", ("pdf",)),
    DetectedType("image/png", "png", "a PNG image", "PNG", ("png",)),
    DetectedType("image/jpeg", "jpg", "a JPEG image", "JPEG", ("jpg", "jpeg", "jpe", "jfif")),
    DetectedType("image/tiff", "tif", "a TIFF image", "TIFF", ("tif", "tiff")),
    DetectedType(DOCX_MIME, "docx", "a Word document (.docx)", "Word (.docx)", ("docx",)),
    DetectedType(XLSX_MIME, "xlsx", "an Excel workbook (.xlsx)", "Excel (.xlsx)", ("xlsx",)),
)
ACCEPTED_BY_MIME = {t.mime: t for t in ACCEPTED}
ACCEPTED_BY_EXTENSION = {alias: t for t in ACCEPTED for alias in t.aliases}
ACCEPTED_TEXT = ", ".join(t.short for t in ACCEPTED[:-1]) + f" and {ACCEPTED[-1].short}"
ACCEPT_ATTRIBUTE = ",".join(
    [f".{alias}" for t in ACCEPTED for alias in t.aliases] + [t.mime for t in ACCEPTED]
)
# Photos: the accepted image types (a field that takes photos only says these, and its
# input's accept attribute offers only these).
PHOTO_TYPES: tuple[DetectedType, ...] = tuple(
    ACCEPTED_BY_MIME[mime] for mime in ("image/jpeg", "image/png", "image/tiff")
)
PHOTO_TEXT = ", ".join(t.short for t in PHOTO_TYPES[:-1]) + f" or {PHOTO_TYPES[-1].short}"
PHOTO_ACCEPT_ATTRIBUTE = ",".join(
    [f".{alias}" for t in PHOTO_TYPES for alias in t.aliases] + [t.mime for t in PHOTO_TYPES]
)

# HEIC/HEIF (an iPhone's default format) is refused (issue 45, item 2): Pillow cannot
# read it here (no pillow-heif), so its pixels could be neither counted nor decoded,
# and it could not be copied without its metadata for anyone outside the Town's staff.
# The message says how to send the photo in a format that is taken.
HEIF_EXTENSIONS = ("heic", "heif", "hif")
# ISO-BMFF brands of HEIF images and sequences (ISO/IEC 23008-12, Annex B); "mif1" and
# "msf1" are the general HEIF brands, shared with AVIF (told apart by "avif"/"avis").
HEIF_BRANDS = {"heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"}
HEIF_REFUSAL = (
    "Photos must be JPEG, PNG or TIFF. On an iPhone, choose Settings > Camera > Formats > Most "
    "Compatible, or send the photo as JPEG."
)

# How to name, in a sentence, a type we refuse (by filetype's extension).
REFUSED_DESCRIPTIONS = {
    "exe": "a Windows program (.exe)",
    "elf": "a Linux program (an ELF executable)",
    "zip": "a ZIP archive (.zip)",
    "rar": "a RAR archive (.rar)",
    "7z": "a 7-Zip archive (.7z)",
    "gz": "a gzip archive (.gz)",
    "bz2": "a bzip2 archive (.bz2)",
    "xz": "an xz archive (.xz)",
    "tar": "a tar archive (.tar)",
    "cab": "a Windows cabinet archive (.cab)",
    "deb": "a Debian package (.deb)",
    "rpm": "an RPM package (.rpm)",
    "crx": "a browser extension (.crx)",
    "swf": "a Flash file (.swf)",
    "wasm": "a WebAssembly program (.wasm)",
    "sqlite": "a database file (SQLite)",
    "doc": "an old-format Word document (.doc)",
    "xls": "an old-format Excel workbook (.xls)",
    "ppt": "an old-format PowerPoint presentation (.ppt)",
    "pptx": "a PowerPoint presentation (.pptx)",
    "odt": "an OpenDocument text (.odt)",
    "ods": "an OpenDocument spreadsheet (.ods)",
    "odp": "an OpenDocument presentation (.odp)",
    "epub": "an e-book (.epub)",
    "rtf": "a Rich Text document (.rtf)",
    "ps": "a PostScript file (.ps)",
    "dwg": "an AutoCAD drawing (.dwg)",
    "psd": "a Photoshop file (.psd)",
    "gif": "a GIF image (.gif)",
    "bmp": "a BMP image (.bmp)",
    "webp": "a WebP image (.webp)",
    "avif": "an AVIF image (.avif)",
    "ico": "an icon (.ico)",
}
CATEGORY_WORDS = {
    "image": "image",
    "video": "video",
    "audio": "audio file",
    "font": "font",
}


def refused_description(kind) -> str:
    """'a Windows program (.exe)', 'a video (.mp4)', ... for a filetype match."""
    if kind.extension in REFUSED_DESCRIPTIONS:
        return REFUSED_DESCRIPTIONS[kind.extension]
    category = CATEGORY_WORDS.get(kind.mime.split("/")[0])
    ext = kind.extension
    if category:
        word = f"{ext.upper()} {category}"
        article = "an" if word[0] in "AEFHILMNORSX" else "a"
        return f"{article} {word} (.{ext})"
    return f"a .{ext} file"


def human_size(n: int) -> str:
    """1023 -> '1023 bytes', 2048 -> '2 KB', 31667405 -> '30.2 MB' (binary units)."""
    if n < 1024:
        return "1 byte" if n == 1 else f"{n} bytes"
    value, unit = (n / 1024, "KB") if n < 1024 * 1024 else (n / (1024 * 1024), "MB")
    text = f"{value:.1f}".removesuffix(".0")
    return f"{text} {unit}"


def clean_original_name(name: str) -> str:
    """The uploader's file name made safe to show and to put in Content-Disposition:
    no directories, no control or bidirectional-override characters, at most 255."""
    name = unicodedata.normalize("NFC", name or "").replace("\\", "/")
    name = os.path.basename(name)
    # Category C: control, format (incl. U+202E right-to-left override), unassigned.
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    name = name.strip().strip(".").strip() or "file"
    if len(name) > 255:
        stem, ext = os.path.splitext(name)
        ext = ext[:20]
        name = stem[: 255 - len(ext)] + ext
    return name


def name_extension(name: str) -> str:
    return os.path.splitext(name or "")[1].lower().lstrip(".")


def extension_matches(name: str, mime: str) -> bool:
    accepted = ACCEPTED_BY_MIME.get(mime)
    return accepted is not None and name_extension(name) in accepted.aliases


def _file_size(file) -> int:
    size = getattr(file, "size", None)
    if size is None:
        pos = file.tell()
        file.seek(0, os.SEEK_END)
        size = file.tell()
        file.seek(pos)
    return size


def _head(file) -> bytes:
    file.seek(0)
    head = file.read(SNIFF_BYTES)
    file.seek(0)
    return bytes(head)


def is_heif(head: bytes) -> bool:
    """Whether ``head`` (a file's first bytes) starts a HEIF file (HEIC photo, HEIF image
    or sequence): an ISO-BMFF ``ftyp`` box whose major or a compatible brand is HEIF's,
    the general brands "mif1"/"msf1" counting unless the file says it is AVIF."""
    if len(head) < 16 or head[4:8] != b"ftyp":
        return False
    size = int.from_bytes(head[:4], "big")
    box = head[8 : max(16, min(size, len(head)))]
    # The major brand, the minor version (skipped), then the compatible brands.
    brands = {box[i : i + 4].decode("latin-1") for i in range(0, len(box) - 3, 4) if i != 4}
    if brands & {"avif", "avis"}:
        return False
    return bool(brands & HEIF_BRANDS)


def _archive_members(file) -> list[zipfile.ZipInfo] | None:
    """An Office Open XML file's members (None: not a readable ZIP)."""
    try:
        file.seek(0)
        with zipfile.ZipFile(file) as archive:
            return archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return None
    finally:
        file.seek(0)


def _inflates_past(file, limit: int) -> bool:
    """Whether the members really inflate past ``limit`` bytes (the sizes a ZIP declares
    can lie): decompressed as a stream, never held, stopping at the limit."""
    total = 0
    file.seek(0)
    try:
        with zipfile.ZipFile(file) as archive:
            for info in archive.infolist():
                with archive.open(info) as member:
                    while chunk := member.read(1024 * 1024):
                        total += len(chunk)
                        if total > limit:
                            return True
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return True  # unreadable as declared: refused like a bomb
    finally:
        file.seek(0)
    return False


def _refuse(message: str, code: str) -> ValidationError:
    # Codes must differ from forms.FileField's error_messages keys ("empty", "invalid",
    # "required", ...): a form field replaces a validator's message with its own for those.
    return ValidationError(message, code=code)


def validate_upload(file) -> DetectedType:
    """Check an uploaded file; return its detected type or raise ValidationError.

    Usable directly, and as a form validator: ``forms.FileField(validators=[validate_upload])``
    or ``UploadField()``. The file's position is left at the start.
    """
    if file is None:
        raise _refuse("Choose a file to upload.", "no_file")
    if not isinstance(file, File) and not hasattr(file, "read"):
        raise TypeError(f"Expected a file, got {type(file).__name__}.")
    name = clean_original_name(getattr(file, "name", "") or "")
    limit = settings.UPLOAD_MAX_BYTES
    size = _file_size(file)

    if size == 0:
        raise _refuse(
            f"‘{name}’ is empty (0 bytes); choose the file again. If it is empty on your "
            "device too, it may not have finished downloading or syncing.",
            "empty_file",
        )
    if size > limit:
        shown, shown_limit = human_size(size), human_size(limit)
        if shown == shown_limit:
            shown, shown_limit = f"{size:,} bytes", f"{limit:,} bytes"
        raise _refuse(
            f"The file is {shown}; the limit is {shown_limit}. Split it into smaller files "
            "or scan it at a lower resolution.",
            "too_large",
        )

    head = _head(file)
    kind = filetype.guess(head)
    ext = name_extension(name)
    if is_heif(head) or (
        ext in HEIF_EXTENSIONS and ACCEPTED_BY_MIME.get(getattr(kind, "mime", "")) is None
    ):
        raise _refuse(
            f"‘{name}’ is a HEIC (HEIF) photo, which this system cannot open. {HEIF_REFUSAL}",
            "heif",
        )
    named_like = ACCEPTED_BY_EXTENSION.get(ext)
    detected = ACCEPTED_BY_MIME.get(kind.mime) if kind else None

    if detected is None:
        if kind is None:
            content = "not a type we recognize"
            if named_like:
                content = (
                    f"not {named_like.label} (the file may be damaged, or renamed from "
                    "another type)"
                )
        else:
            content = refused_description(kind)
        if named_like:
            raise _refuse(
                f"‘{name}’ is named like {named_like.label} but its content is {content}; "
                f"accepted types are {ACCEPTED_TEXT}.",
                "content_mismatch",
            )
        if kind is None:
            raise _refuse(
                f"The content of ‘{name}’ is not one of the accepted types ({ACCEPTED_TEXT}). "
                "Save or print it as a PDF and upload that.",
                "unknown_type",
            )
        raise _refuse(
            f"This file is {content}; accepted types are {ACCEPTED_TEXT}.", "type_not_accepted"
        )

    # An accepted content named like another accepted type (photo.pdf that is a PNG):
    # refused, so that what people see listed is what they open.
    if named_like is not None and named_like is not detected:
        raise _refuse(
            f"‘{name}’ is named like {named_like.label} but its content is {detected.label}; "
            f"rename it to end in .{detected.extension}, or choose the right file.",
            "content_mismatch",
        )

    if detected.extension in ("docx", "xlsx"):
        members = _archive_members(file)
        if members is None:
            raise _refuse(
                f"‘{name}’ looks like {detected.label} but cannot be opened (it may be "
                "damaged); save it again, or as a PDF, and upload that.",
                "damaged",
            )
        _refuse_archive_bomb(file, name, detected, members)
        if any(m.filename.lower().endswith("vbaproject.bin") for m in members):
            raise _refuse(
                f"‘{name}’ contains macros, which are not accepted; save it as a plain "
                f".{detected.extension} file without macros, or as a PDF, and upload that.",
                "macros",
            )
    if detected.mime in DECODED_IMAGES:
        _refuse_image_bomb(file, name, detected)
    return detected


# The accepted images, each of which Pillow reads here (HEIC/HEIF, which needs a plugin we
# do not ship, is refused above).
DECODED_IMAGES = {"image/png", "image/jpeg", "image/tiff"}


def megapixels(pixels: int) -> str:
    """40_000_000 -> '40 megapixels', 169_000_000 -> '169 megapixels'."""
    return f"{pixels / 1_000_000:,.1f}".removesuffix(".0") + " megapixels"


def open_image_header(file):
    """Pillow's Image for ``file`` with only its header read (Image.open is lazy: no
    pixel is decoded until ``load()``), its bomb guard set to the Town's pixel limit."""
    from PIL import Image

    Image.MAX_IMAGE_PIXELS = settings.UPLOAD_MAX_IMAGE_PIXELS
    file.seek(0)
    return Image.open(file)


def _refuse_image_bomb(file, name: str, detected: DetectedType) -> None:
    """ASVS 5.2.6 (issue 45, item 2): an image's dimensions are read from its header
    BEFORE anything decodes it; one declaring more pixels than the limit (a "pixel
    flood": 74 bytes may declare 60,000 x 60,000) is refused, and so is one whose pixels
    cannot be decoded. Only an image within the limit is decoded, once, here."""
    import warnings

    from PIL import Image, UnidentifiedImageError

    limit = settings.UPLOAD_MAX_IMAGE_PIXELS
    too_many = (
        "‘{name}’ is an image of {width:,} × {height:,} pixels ({mp}); the limit is "
        "{limit}. Save it at a lower resolution (or as a PDF) and upload that."
    )
    damaged = _refuse(
        f"‘{name}’ looks like {detected.label} but its picture cannot be read (it may be "
        "damaged or cut short); save or export it again and upload that.",
        "image_damaged",
    )
    try:
        with warnings.catch_warnings():
            # Pillow warns past MAX_IMAGE_PIXELS (the check below refuses, naming the
            # dimensions) and raises past twice that (refused without them).
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            try:
                with open_image_header(file) as image:
                    width, height = image.size
                    if width * height > limit:
                        raise _refuse(
                            too_many.format(
                                name=name,
                                width=width,
                                height=height,
                                mp=megapixels(width * height),
                                limit=megapixels(limit),
                            ),
                            "too_many_pixels",
                        )
                    if image.format == "JPEG":
                        # Decoded at 1/8 scale: the whole stream is read, a fraction held.
                        image.draft(image.mode, (max(1, width // 8), max(1, height // 8)))
                    _load_strictly(image)
            except Image.DecompressionBombError:
                raise _refuse(
                    f"‘{name}’ is an image of more than {megapixels(limit)}, the limit. "
                    "Save it at a lower resolution (or as a PDF) and upload that.",
                    "too_many_pixels",
                ) from None
    except ValidationError:
        raise
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError, MemoryError):
        raise damaged from None
    finally:
        file.seek(0)


_STRICT = threading.Lock()


def _load_strictly(image) -> None:
    """Decode every pixel, a picture cut short being an error: WeasyPrint, once imported,
    sets Pillow's LOAD_TRUNCATED_IMAGES for the whole process (weasyprint/images.py), which
    would let a truncated upload through as grey."""
    from PIL import ImageFile

    with _STRICT:
        before = ImageFile.LOAD_TRUNCATED_IMAGES
        ImageFile.LOAD_TRUNCATED_IMAGES = False
        try:
            image.load()
        finally:
            ImageFile.LOAD_TRUNCATED_IMAGES = before


def _refuse_archive_bomb(file, name: str, detected: DetectedType, members) -> None:
    """ASVS 5.2.3: a Word or Excel file is a ZIP; one that holds too many parts or
    inflates past the limit (a "zip bomb") is refused before anything opens it."""
    max_members = settings.UPLOAD_MAX_ARCHIVE_MEMBERS
    max_bytes = settings.UPLOAD_MAX_UNCOMPRESSED_BYTES
    if len(members) > max_members:
        raise _refuse(
            f"‘{name}’ is {detected.label} made of {len(members):,} parts; the limit is "
            f"{max_members:,}. Save it again, or as a PDF, and upload that.",
            "too_many_parts",
        )
    declared = sum(m.file_size for m in members)
    if declared > max_bytes or _inflates_past(file, max_bytes):
        raise _refuse(
            f"‘{name}’ is {detected.label} that unpacks to more than "
            f"{human_size(max_bytes)}, which is not accepted (it may be a “zip bomb”). "
            "Save it again, or as a PDF, and upload that.",
            "inflates_too_much",
        )


def _help_text() -> str:
    return f"{ACCEPTED_TEXT}; up to {human_size(settings.UPLOAD_MAX_BYTES)}."


upload_help_text = lazy(_help_text, str)


class UploadField(forms.FileField):
    """A form field that runs the upload pipeline, so errors show beside the field.

    Its cleaned value is the uploaded file with ``detected_type`` set; pass it to
    ``services.upload_store`` (which checks it again: the service is the gate). A plain
    ``forms.FileField(validators=[validate_upload], allow_empty_file=True)`` works too.
    """

    def __init__(self, **kwargs):
        kwargs.setdefault("help_text", upload_help_text())
        # The pipeline's own message (with the file name) replaces Django's generic one.
        kwargs.setdefault("allow_empty_file", True)
        super().__init__(**kwargs)
        self.widget.attrs.setdefault("accept", ACCEPT_ATTRIBUTE)

    def clean(self, data, initial=None):
        value = super().clean(data, initial)
        if value and value is not initial and hasattr(value, "read"):
            value.detected_type = validate_upload(value)
        return value
