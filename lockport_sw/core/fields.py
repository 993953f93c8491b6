"""Model fields shared by the chapters."""

from __future__ import annotations

from django_fsm import FSMField


class StateField(FSMField):
    """A record's protected state: django-fsm-2's field, written to migrations as the
    CharField it is in the database.

    The state machine (protected assignment, transitions) is runtime behaviour that a
    migration never uses. Left as ``django_fsm.FSMField`` in migrations, every model the
    migration state renders connects another ``class_prepared`` receiver (one per field
    copy, see ``FSMFieldMixin.contribute_to_class``), and each later model render walks
    them all: migrating a fresh database took about 4 minutes of CPU, half of it in
    that signal. As a CharField in migrations the schema is the same and migrating
    costs a fraction (docs/architecture.md, "Performance")."""

    def deconstruct(self):
        name, _path, args, kwargs = super().deconstruct()
        kwargs.pop("protected", None)
        return name, "django.db.models.CharField", args, kwargs
