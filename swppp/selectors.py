"""Reads of Chapter 159 records, scoped to who may see them and joined for their pages."""

from __future__ import annotations

from django.contrib.contenttypes.models import ContentType
from django.db.models import OuterRef, Prefetch, Q, QuerySet, Subquery

from lockport_sw.deadlines.models import Deadline
from lockport_sw.documents.models import Upload

from . import applicability, milestones
from .milestones import Milestone
from .models import (
    ChecklistItem,
    Contractor,
    ContractorCertification,
    ContractorInvitation,
    Finding,
    FindingResponse,
    ItemAnswer,
    MaintenanceInstrument,
    ProfessionalSignature,
    Project,
    Submission,
)


def forwarded_to(user) -> QuerySet[Submission]:
    """SWPPP versions that went to a body the user sits on: forwarded by the SMO with a
    recommendation (§ 159-4B(1)), or a revision submitted to the body (§ 159-4B(2))."""
    return Submission.objects.filter(
        review_path=Submission.Path.BODY, reviewing_body__members=user, forwarded_at__isnull=False
    )


def projects_visible_to(user) -> QuerySet[Project]:
    """Every project the user may open: an applicant's own; every project for Town office
    staff; for a reviewing body's member, those whose SWPPP was forwarded to the body.
    Anything else is a 404, never a 403 (an applicant must not learn it exists)."""
    if not user.is_authenticated:
        return Project.objects.none()
    if user.is_office_staff:
        return Project.objects.all()
    return Project.objects.filter(
        Q(applicant=user) | Q(pk__in=forwarded_to(user).values("project_id"))
    )


def _latest_submission(field: str):
    return Subquery(
        Submission.objects.filter(project=OuterRef("pk")).order_by("-version").values(field)[:1]
    )


def _open_clock(field: str, subject_ref: str = "pk"):
    """A field of the unresolved clock of a submission (its 45-day review)."""
    return Subquery(
        Deadline.objects.filter(
            subject_type=ContentType.objects.get_for_model(Submission),
            subject_id=OuterRef(subject_ref),
            status__in=Deadline.UNRESOLVED,
        )
        .order_by("due_at")
        .values(field)[:1]
    )


def project_list(projects: QuerySet[Project]) -> QuerySet[Project]:
    """Projects with what a list shows: property, latest version and state, its clock."""
    return (
        projects.select_related("parcel", "applicant")
        .annotate(
            latest_version=_latest_submission("version"),
            latest_state=_latest_submission("state"),
            latest_submission_id=_latest_submission("pk"),
            latest_path=_latest_submission("review_path"),
            latest_body=_latest_submission("reviewing_body__name"),
        )
        .annotate(
            clock_due_at=_open_clock("due_at", "latest_submission_id"),
            clock_due_date=_open_clock("due_date", "latest_submission_id"),
            clock_rule=_open_clock("rule_code", "latest_submission_id"),
        )
        .order_by("-created_at", "-pk")
    )


def review_queue() -> QuerySet[Submission]:
    """SWPPPs waiting for the SMO, soonest due first (overdue ones are the soonest)."""
    return (
        Submission.objects.filter(state=Submission.State.RECEIVED)
        .select_related("project__parcel", "project__applicant", "reviewing_body")
        .annotate(
            clock_due_at=_open_clock("due_at"),
            clock_due_date=_open_clock("due_date"),
            clock_rule=_open_clock("rule_code"),
        )
        .order_by("clock_due_at", "received_at", "pk")
    )


def body_queue(user) -> QuerySet[Submission]:
    """SWPPPs forwarded to a body the user sits on and not yet acted on (§ 159-4B(2))."""
    return (
        Submission.objects.filter(state=Submission.State.FORWARDED, reviewing_body__members=user)
        .select_related("project__parcel", "project__applicant", "reviewing_body")
        .order_by("forwarded_at", "pk")
    )


def with_bodies() -> QuerySet[Submission]:
    """SWPPPs with a reviewing body that it has not yet acted on: forwarded by the SMO, or
    revisions submitted to the body (of which the SMO has a copy and may comment)."""
    return (
        Submission.objects.filter(state=Submission.State.FORWARDED)
        .select_related("project__parcel", "reviewing_body")
        .order_by("forwarded_at", "pk")
    )


def submissions_visible_to(user) -> QuerySet[Submission]:
    """Every SWPPP version the user may open, of every project: all of them for Town
    office staff; every version of an applicant's own projects; for a reviewing body's
    member only the versions forwarded to the body (§ 159-4B(2)), never a draft."""
    if not user.is_authenticated:
        return Submission.objects.none()
    if user.is_office_staff:
        return Submission.objects.all()
    return Submission.objects.filter(
        Q(project__applicant=user) | Q(pk__in=forwarded_to(user).values("pk"))
    )


def versions_visible_to(user, project: Project) -> QuerySet[Submission]:
    """The versions of ``project`` the user may open (``submissions_visible_to``)."""
    return submissions_visible_to(user).filter(project=project)


def submission_detail(user, project: Project, version: int) -> Submission:
    """One version the user may see (Submission.DoesNotExist otherwise)."""
    return (
        versions_visible_to(user, project)
        .select_related(
            "project__parcel",
            "project__applicant",
            "reviewing_body",
            "letter",
            "recommendation_letter",
            "smo_acted_by",
            "body_acted_by",
            "certification",
            "path_confirmed_by",
        )
        .get(version=version)
    )


def recommendation_for(submission: Submission) -> Submission | None:
    """§ 159-4B(1): the SMO's recommendation the body acts on: on this version, or, for a
    revision submitted straight to the body (§ 159-4B(2)), on the latest version before
    it. At most one query."""
    if submission.smo_outcome:
        return submission
    return (
        Submission.objects.filter(project_id=submission.project_id, version__lt=submission.version)
        .exclude(smo_outcome="")
        .select_related("recommendation_letter")
        .order_by("-version")
        .first()
    )


def answers_by_item(submission: Submission) -> dict[int, object]:
    # Each file with its copy without metadata (whether a photo may be linked yet).
    answers = submission.answers.select_related("item").prefetch_related(
        Prefetch("uploads", queryset=Upload.objects.select_related("stripped"))
    )
    return {a.item_id: a for a in answers}


def findings_shown_to(user, submission: Submission) -> bool:
    """The SMO's findings are shown once the SMO has acted on the version (decided, or
    recommended and forwarded under § 159-4B(1)); to Town office staff at any time."""
    return user.is_office_staff or bool(submission.smo_outcome)


def findings_visible_to(user) -> QuerySet[Finding]:
    """The SMO's findings the user may read, of every version they may open: as
    ``findings_shown_to`` says for one version (Town office staff at any time; anyone
    else once the SMO has acted on the version)."""
    if user.is_authenticated and user.is_office_staff:
        return Finding.objects.all()
    return Finding.objects.filter(submission__in=submissions_visible_to(user)).exclude(
        submission__smo_outcome=""
    )


def decisions_visible_to(user) -> QuerySet[Submission]:
    """The versions acted on, of those the user may open: the SMO's decision (§ 159-4C)
    or recommendation (§ 159-4B(1)), and the reviewing body's action (§ 159-4B(2)), as
    the version's page shows them to whoever may open it."""
    return submissions_visible_to(user).filter(~Q(smo_outcome="") | ~Q(body_outcome=""))


def findings_by_item(submission: Submission) -> dict[int, object]:
    return {f.item_id: f for f in submission.findings.select_related("item", "reviewer")}


def checklist_items(submission: Submission) -> list[ChecklistItem]:
    """The checklist of a version: for a draft, what the project requires now
    (``plans.required_items``); once received, the items it was received with (its
    frozen checklist), in that order, even one taken out of use since."""
    if submission.is_draft:
        from .services.plans import required_items

        return list(required_items(submission.project))
    order = {code: i for i, code in enumerate(submission.checklist)}
    items = ChecklistItem.objects.filter(code__in=submission.checklist)
    return sorted(items, key=lambda item: order[item.code])


def responses_by_item(submission: Submission) -> dict[int, FindingResponse]:
    """A revision's answers to the deficient findings of the version before it, by item."""
    responses = FindingResponse.objects.filter(submission=submission).select_related(
        "finding__item"
    )
    return {r.finding.item_id: r for r in responses}


def all_items() -> QuerySet[ChecklistItem]:
    """Every checklist item, in use or not, in the statute's order."""
    return ChecklistItem.objects.order_by("part", "order", "code")


# --- what later chapters and apps read ---------------------------------------------
def approved_version(project: Project, *, on=None) -> Submission | None:
    """§ 159-5A: the project's approved SWPPP version (the latest, if several), the only
    one land development activity may begin on; with ``on`` (a date), only one approved
    on or before that day. A version approved with modifications is not approved: "in
    order to be approved, an applicant shall revise" it and submit the revision
    (§ 159-4B(2), § 159-4C). None while no version is approved."""
    versions = Submission.objects.filter(project=project, state=Submission.State.APPROVED)
    for version in versions.order_by("-version"):
        if on is None or (version.approved_on is not None and version.approved_on <= on):
            return version
    return None


def approved_among(submissions) -> Submission | None:
    """The latest approved version among ``submissions`` (already read, in version
    order): the page's answer to "may work begin?" without a query (§ 159-5A)."""
    return next((s for s in reversed(submissions) if s.approved_on is not None), None)


def chosen_milestones(project: Project) -> list[Milestone]:
    """§ 159-8A(1): the construction milestones the approver of the project's SWPPP
    requires 48 hours' notice of (swppp/milestones.py), in the statute's order; empty
    while no version is approved. One query. The inspections app reads this."""
    codes = (
        Submission.objects.filter(project=project, state=Submission.State.APPROVED)
        .order_by("-version")
        .values_list("milestones", flat=True)
        .first()
    )
    return milestones.chosen(codes or [])


def site_inspections_required(project: Project) -> bool:
    """§ 159-7A(2): weekly and storm inspections for Condition A, B or C. No query."""
    return applicability.assess(project).post_construction_required


def contractors_of(project: Project) -> list[Contractor]:
    """The contractors identified in the SWPPP, each with its certification (or None) and
    its links, newest first (§ 159-5D). Three queries."""
    contractors = list(
        Contractor.objects.filter(project=project)
        .prefetch_related(
            Prefetch(
                "certifications",
                queryset=ContractorCertification.objects.order_by("certified_on", "pk"),
            ),
            Prefetch(
                "invitations",
                queryset=ContractorInvitation.objects.select_related("link").order_by(
                    "-link__created_at", "-pk"
                ),
            ),
        )
        .order_by("identified_at", "pk")
    )
    for contractor in contractors:
        signed = list(contractor.certifications.all())
        contractor.certification = signed[0] if signed else None
        contractor.links = list(contractor.invitations.all())
        contractor.open_link = next((i for i in contractor.links if i.link.is_open), None)
    return contractors


def unsigned_contractors(project: Project) -> QuerySet[Contractor]:
    """§ 159-5D(1): contractors identified in the SWPPP that have not signed: none of
    them may undertake land development activity yet."""
    return Contractor.objects.filter(project=project, certifications__isnull=True)


def signatures_of(submission: Submission) -> list[ProfessionalSignature]:
    """The professional signatures asked for on a version, newest first (one query)."""
    return list(submission.signatures.select_related("link").order_by("-created_at", "-pk"))


def maintenance_of(project: Project) -> list[MaintenanceInstrument]:
    """The easement, agreement or dedication recorded for the project (one query)."""
    return list(
        MaintenanceInstrument.objects.filter(project=project)
        .select_related("document__stripped", "recorded_by")
        .order_by("kind", "created_at")
    )


def sites_to_confirm() -> QuerySet[Project]:
    """§ 159-3A: projects whose site the SMO has neither confirmed in the Town nor
    refused, or whose applicant asks for a correction of the property, oldest first, with
    the request; never a closed project."""
    from .models import SiteCorrection

    asked = SiteCorrection.objects.filter(project=OuterRef("pk"), state="open")
    # Issue 44: the projects to list by their keys, the unconfirmed (a partial index) and
    # those with an open correction, instead of a subquery computed for every project.
    keys = (
        Project.objects.filter(site_basis="")
        .order_by()
        .values("pk")
        .union(SiteCorrection.objects.filter(state="open").order_by().values("project_id"))
    )
    return (
        Project.objects.filter(pk__in=keys)
        .annotate(
            asked_address=Subquery(asked.values("street_address")[:1]),
            asked_at=Subquery(asked.values("requested_at")[:1]),
        )
        .filter(closed_at__isnull=True)
        .select_related("parcel", "applicant")
        .order_by("created_at", "pk")
    )


def exemptions_waiting():
    """§ 159-3B: claimed exemptions waiting for the SMO's decision, oldest first (their
    age is counted from the project's registration, when the claim is made)."""
    return (
        Project.objects.filter(exemption_status=Project.ExemptionStatus.CLAIMED)
        .select_related("parcel", "applicant")
        .order_by("created_at", "pk")
    )


def version_upload_ids(submission: Submission):
    """The ids of every file of a version's answers (a subquery)."""
    return ItemAnswer.uploads.through.objects.filter(itemanswer__submission=submission).values(
        "upload_id"
    )
