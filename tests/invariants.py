"""What must hold of any data set the product loads in bulk, the demo's and
``seed_scale``'s alike: each record points at what it is about, and says so in a way a
page or a letter can use. Returns the problems found (empty: none).

Every check is a query the database answers (EXISTS / NOT EXISTS, counts): nothing is
loaded row by row into Python, so the checks take the same few queries on a Town's ten
years (a million history rows, 200,000 clocks) as on the demo."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import Exists, OuterRef, QuerySet, Subquery

from enforcement.models import NoticeOfViolation
from illicit.models import Case, Report
from lockport_sw.deadlines.models import Deadline
from lockport_sw.registry.models import Property
from swppp.models import Submission


def problems() -> list[str]:
    found: list[str] = []

    # Every clock has a subject, and it exists.
    for model, missing in _missing_subjects(Deadline.objects.all()):
        if model is None:
            found.append(f"clocks on a model that no longer exists ({missing})")
        elif missing:
            found.append(f"{missing} clock(s) on a missing {model.__name__}")
    if Deadline.objects.filter(subject_label="").exists():
        found.append("a clock without its subject's label")

    # Every notice has an addressee, with a name and an address to mail it to.
    bad = NoticeOfViolation.objects.filter(addressee_name="") | NoticeOfViolation.objects.filter(
        addressee_address=""
    )
    if bad.exists():
        found.append(f"{bad.count()} notice(s) without an addressee's name and address")

    # A report's state says where it went.
    linked = (Report.State.CASE, Report.State.MERGED)
    if Report.objects.filter(state__in=linked, case__isnull=True).exists():
        found.append("a report opened as or merged into a case, without the case")
    if Report.objects.exclude(state__in=linked).filter(case__isnull=False).exists():
        found.append("a report tied to a case that its state does not show")
    if Report.objects.filter(state=Report.State.CLOSED, closed_reason="").exists():
        found.append("a closed report without its reason")
    if Report.objects.exclude(state=Report.State.NEW).filter(triaged_at__isnull=True).exists():
        found.append("a triaged report without the time of triage")

    # A case's dates follow its state.
    finished = (Case.State.ELIMINATED, Case.State.VERIFIED)
    if Case.objects.filter(state__in=finished, eliminated_at__isnull=True).exists():
        found.append("an eliminated case without the date")
    if Case.objects.filter(state=Case.State.VERIFIED, verified_at__isnull=True).exists():
        found.append("a verified case without the date")
    if Case.objects.filter(state=Case.State.CLOSED, closed_reason="").exists():
        found.append("a closed case without its reason")

    # A SWPPP version that was received says when; one decided, by whom and when.
    if (
        Submission.objects.exclude(state=Submission.State.DRAFT)
        .filter(received_at__isnull=True)
        .exists()
    ):
        found.append("a received SWPPP version without the time of receipt")
    decided = Submission.objects.filter(state__in=Submission.DECIDED)
    if decided.filter(smo_acted_at__isnull=True, body_acted_at__isnull=True).exists():
        found.append("a decided SWPPP version without the act")

    # An inspection is about a record that exists (its subject), on its parcel.
    from inspections.models import Inspection

    for model, missing in _missing_subjects(Inspection.objects.all()):
        if model is not None and missing:
            found.append(f"an inspection of a missing {model.__name__}")

    # A property's latest history row is the property as it stands.
    history = Property.history.model
    latest = history.objects.filter(id=OuterRef("pk")).order_by("-history_date", "-history_id")
    stale = (
        Property.objects.annotate(latest=Subquery(latest.values("history_id")[:1]))
        .filter(latest__isnull=False)
        .exclude(
            Exists(
                history.objects.filter(
                    history_id=OuterRef("latest"),
                    street_address=OuterRef("street_address"),
                    sbl=OuterRef("sbl"),
                    land_use_note=OuterRef("land_use_note"),
                )
            )
        )
    )
    if (first := stale.values_list("pk", flat=True).first()) is not None:
        found.append(f"property {first}: its history ends elsewhere than it stands")
    return found


def _missing_subjects(rows: QuerySet):
    """(model, how many subjects the rows point at that do not exist) for each kind of
    subject of ``rows`` (a generic relation: ``subject_type``, ``subject_id``), counted by
    the database (NOT EXISTS); (None, the content type's id) for a model that is gone."""
    for type_id in rows.values_list("subject_type_id", flat=True).distinct().order_by():
        model = ContentType.objects.get_for_id(type_id).model_class()
        if model is None:
            yield None, type_id
            continue
        subject = model._base_manager.filter(pk=OuterRef("subject_id"))
        yield (
            model,
            rows.filter(subject_type_id=type_id)
            .exclude(Exists(subject))
            .values("subject_id")
            .distinct()
            .order_by()
            .count(),
        )
