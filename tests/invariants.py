"""What must hold of any data set the product loads in bulk, the demo's and
``seed_scale``'s alike: each record points at what it is about, and says so in a way a
page or a letter can use. Returns the problems found (empty: none)."""

from __future__ import annotations

from collections import defaultdict

from django.contrib.contenttypes.models import ContentType

from enforcement.models import NoticeOfViolation
from illicit.models import Case, Report
from lockport_sw.deadlines.models import Deadline
from lockport_sw.registry.models import Property
from swppp.models import Submission


def problems() -> list[str]:
    found: list[str] = []

    # Every clock has a subject, and it exists.
    by_type = defaultdict(set)
    for type_id, subject_id in Deadline.objects.values_list("subject_type_id", "subject_id"):
        by_type[type_id].add(subject_id)
    for type_id, ids in by_type.items():
        model = ContentType.objects.get_for_id(type_id).model_class()
        if model is None:
            found.append(f"clocks on a model that no longer exists ({type_id})")
            continue
        missing = ids - set(model._base_manager.filter(pk__in=ids).values_list("pk", flat=True))
        if missing:
            found.append(f"{len(missing)} clock(s) on a missing {model.__name__}")
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

    # A property's latest history row is the property as it stands.
    history = Property.history.model
    latest = {}
    for row in history.objects.order_by("history_date", "history_id").values(
        "id", "street_address", "sbl", "land_use_note", "history_type"
    ):
        latest[row["id"]] = row
    for prop in Property.objects.filter(pk__in=latest).values(
        "id", "street_address", "sbl", "land_use_note"
    ):
        row = latest[prop["id"]]
        if any(row[k] != prop[k] for k in ("street_address", "sbl", "land_use_note")):
            found.append(f"property {prop['id']}: its history ends elsewhere than it stands")
            break
    return found
