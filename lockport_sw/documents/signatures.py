"""Who signs a letter, and how (issue 24, item 7): the signature block of every letter
(templates/pdf/_signature.html) names the signer and their title, and either prints the
image of the signature the signer uploaded once ("Your signature",
``accounts.services.signature_image_set``) or states that the letter was signed
electronically through the Town's system on the day it was issued. Never an empty rule
over a typed name.

Every letters module builds its signer here (``signer(user, title)``), so one block serves
every letter kind.
"""

from __future__ import annotations

import base64
import hashlib


def signature_image_data(user) -> str:
    """The signer's signature image as a ``data:`` URL (rendering fetches nothing else),
    its metadata removed; "" when they uploaded none, or when the stored file no longer
    has the hash recorded at upload.

    The image is the copy without metadata the worker made once after the upload
    (``StrippedCopy``); should a letter be signed before the worker got to it, the copy is
    made now, once, and kept (the image's size was checked at upload)."""
    from .models import StrippedCopy
    from .services import stripped_copy_make

    upload = getattr(user, "signature_image", None) if user is not None else None
    if upload is None or not upload.verify():
        return ""
    copy = StrippedCopy.objects.filter(upload=upload).first()
    if copy is None:
        stripped_copy_make(upload.pk)
        copy = StrippedCopy.objects.filter(upload=upload).first()
    if copy is None or not copy.made:
        return ""
    # Only the pixels go into a letter: no camera, place or time from a photo's metadata.
    with copy.file.storage.open(copy.file.name, "rb") as fh:
        data = fh.read()
    if hashlib.sha256(data).hexdigest() != copy.sha256:
        return ""
    return f"data:{upload.content_type};base64,{base64.b64encode(data).decode('ascii')}"


def signer(user, title: str) -> dict:
    """The signature block's context: ``name``, ``title``, ``image`` (a data URL, or ""
    for the statement of an electronic signature)."""
    return {
        "name": user.get_full_name() or user.email,
        "title": title,
        "image": signature_image_data(user),
    }
