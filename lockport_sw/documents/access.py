"""Who may see a file: a registry the apps that own case objects fill in.

An app whose objects have files attached (an NOV's enforcement case, a SWPPP
submission) says who may see them, from its ``AppConfig.ready()``::

    from lockport_sw.documents.access import register_subject_access
    register_subject_access(Project, lambda user, project: project.is_party(user))

The rules (checked through django-rules in ``rules.py``; the views answer 404 when they
refuse, so a file's existence is not revealed):

- Town office staff (``user.is_office_staff``: SMO, inspectors, clerk, Town Attorney) see
  every file: they "see every case" (DESIGN.md, roles).
- The uploader of an upload sees it.
- Anyone else sees a file only when its subject's model has a registered checker and
  that checker says yes for that subject; for an issued document of a kind with its own
  checker (``register_document_access``: a notice of violation is read by the person it
  is addressed to, not by whoever sees its violation), that checker decides instead. A
  subject with no checker, an upload with no subject, or a subject that no longer exists:
  nobody else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib.contenttypes.models import ContentType
from django.db import models

SubjectCheck = Callable[[Any, Any], bool]

_CHECKERS: dict[type[models.Model], SubjectCheck] = {}
# Issued documents whose readers are not those of their subject: e.g. a notice of
# violation (subject: the violation, seen by office staff) is also read by the person
# it is addressed to. Keyed by document kind; the check receives the document.
_KIND_CHECKERS: dict[str, SubjectCheck] = {}


def register_subject_access(model_class: type[models.Model], can_view: SubjectCheck) -> None:
    """Let ``can_view(user, subject)`` decide who, besides office staff and the uploader,
    may see files attached to instances of ``model_class`` (and of its subclasses)."""
    if not (isinstance(model_class, type) and issubclass(model_class, models.Model)):
        raise TypeError(f"Expected a model class, got {model_class!r}.")
    if not callable(can_view):
        raise TypeError("can_view must be a callable (user, subject) -> bool.")
    _CHECKERS[model_class] = can_view


def register_document_access(kind: str, can_view: SubjectCheck) -> None:
    """Let ``can_view(user, document)`` decide who, besides office staff, may see issued
    documents of ``kind`` (instead of the subject's checker)."""
    if not callable(can_view):
        raise TypeError("can_view must be a callable (user, document) -> bool.")
    _KIND_CHECKERS[kind] = can_view


def unregister_subject_access(model_class: type[models.Model]) -> None:
    """Remove a checker (for tests)."""
    _CHECKERS.pop(model_class, None)


def checker_for(model_class: type[models.Model] | None) -> SubjectCheck | None:
    if model_class is None:
        return None
    for klass in model_class.__mro__:
        if klass in _CHECKERS:
            return _CHECKERS[klass]
    return None


def _is_signed_in(user) -> bool:
    return bool(user is not None and user.is_authenticated and user.is_active)


def _is_office_staff(user) -> bool:
    return bool(getattr(user, "is_office_staff", False))


def _subject_allows(user, subject_type_id: int | None, subject_id: int | None, obj) -> bool:
    if subject_type_id is None or subject_id is None:
        return False
    model_class = ContentType.objects.get_for_id(subject_type_id).model_class()
    check = checker_for(model_class)
    if check is None:
        return False
    subject = obj.subject  # one query; None when the subject row is gone
    if subject is None:
        return False
    return bool(check(user, subject))


def can_view_issued_document(user, document) -> bool:
    if document is None or not _is_signed_in(user):
        return False
    if _is_office_staff(user):
        return True
    if document.kind in _KIND_CHECKERS:
        return bool(_KIND_CHECKERS[document.kind](user, document))
    return _subject_allows(user, document.subject_type_id, document.subject_id, document)


def can_view_upload(user, upload) -> bool:
    if upload is None or not _is_signed_in(user):
        return False
    if _is_office_staff(user) or upload.uploaded_by_id == user.pk:
        return True
    return _subject_allows(user, upload.subject_type_id, upload.subject_id, upload)
