"""Object permissions of documents (django-rules, loaded by AutodiscoverRulesConfig).

Both delegate to the registry in ``access.py``, which other apps fill in for the
objects files are attached to. Check with ``user.has_perm(perm, obj)``.
"""

import rules

from . import access


@rules.predicate
def can_view_issued_document(user, document) -> bool:
    return access.can_view_issued_document(user, document)


@rules.predicate
def can_view_upload(user, upload) -> bool:
    return access.can_view_upload(user, upload)


rules.add_perm("documents.view_issueddocument", can_view_issued_document)
rules.add_perm("documents.view_upload", can_view_upload)
