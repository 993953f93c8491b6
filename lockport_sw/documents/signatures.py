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

from . import metadata


def signature_image_data(user) -> str:
    """The signer's signature image as a ``data:`` URL (rendering fetches nothing else),
    its metadata removed; "" when they uploaded none, or when the stored file no longer
    has the hash recorded at upload."""
    upload = getattr(user, "signature_image", None) if user is not None else None
    if upload is None:
        return ""
    with upload.file.storage.open(upload.file.name, "rb") as fh:
        data = fh.read()
    if hashlib.sha256(data).hexdigest() != upload.sha256:
        return ""
    # Only the pixels go into a letter: no camera, place or time from a photo's metadata.
    data = metadata.without_metadata(data, upload.content_type)
    return f"data:{upload.content_type};base64,{base64.b64encode(data).decode('ascii')}"


def signer(user, title: str) -> dict:
    """The signature block's context: ``name``, ``title``, ``image`` (a data URL, or ""
    for the statement of an electronic signature)."""
    return {
        "name": user.get_full_name() or user.email,
        "title": title,
        "image": signature_image_data(user),
    }
