"""Chapter 159 in the API (issue 48): whoever may open a project or a SWPPP version in
the browser reads it here, and nobody else (an applicant their own, Town office staff
every one, a reviewing body's member those forwarded to the body):

- ``projects`` (``selectors.projects_visible_to``);
- ``swppp-versions``: each version (``Submission``) with its files' metadata and links
  to the browser's downloads, which decide again who may have each file
  (``selectors.submissions_visible_to``);
- ``findings``: the SMO's item-by-item findings (``Finding``), once the SMO has acted on
  the version, to Town office staff at any time (``selectors.findings_visible_to``);
- ``decisions``: the versions acted on, with the SMO's decision (§ 159-4C) or
  recommendation (§ 159-4B(1)) and the reviewing body's action (§ 159-4B(2)), each
  with its section (``selectors.decisions_visible_to``)."""

from __future__ import annotations

import django_filters
from django.db.models import Prefetch
from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from lockport_sw.api.filters import moment_bounds
from lockport_sw.api.registry import register
from lockport_sw.api.resources import ReadResource
from lockport_sw.documents import selectors as documents
from lockport_sw.documents.models import Upload
from lockport_sw.jurisdiction.registry import words_lazy

from . import selectors
from .models import Finding, ItemAnswer, Outcome, Project, Submission
from .models.plans import BODY_ACTS, SMO_DECIDES
from .models.projects import ReviewPath


class ProjectSerializer(serializers.ModelSerializer):
    property = serializers.PrimaryKeyRelatedField(source="parcel", read_only=True)

    class Meta:
        model = Project
        fields = [
            "id",
            "reference",
            "title",
            "property",
            "total_site_acres",
            "disturbed_acres",
            "town_approval",
            "review_path",
            "exemption_status",
            "closed_at",
            "created_at",
            "updated_at",
        ]


def _closed(queryset, name, value):
    return queryset.filter(closed_at__isnull=not value)


class ProjectFilter(django_filters.FilterSet):
    property = django_filters.NumberFilter(field_name="parcel_id")
    closed = django_filters.BooleanFilter(method=_closed, help_text="Closed by the SMO.")
    review_path = django_filters.ChoiceFilter(choices=ReviewPath.choices)
    created_after, created_before = moment_bounds("created_at")


class Projects(ReadResource):
    """Chapter 159 land development projects (SWPPPs)."""

    serializer_class = ProjectSerializer
    filterset_class = ProjectFilter

    def visible(self, user):
        return selectors.projects_visible_to(user)


register("projects", Projects, "project", order=20)


# --- SWPPP versions ----------------------------------------------------------------
def _absolute(serializer, path: str) -> str:
    request = serializer.context.get("request")
    return request.build_absolute_uri(path) if request is not None else path


class VersionFileSerializer(serializers.Serializer):
    """A file of the version's answers: its metadata, and the browser's download, which
    gives it only to whoever may have it (a photo outside the Town's staff without its
    metadata, once that copy is made: ``download_state``)."""

    id = serializers.UUIDField()
    item = serializers.CharField(help_text="The checklist item it answers, e.g. 159-5B(1)(b).")
    name = serializers.CharField(source="original_name")
    content_type = serializers.CharField()
    size = serializers.IntegerField(help_text="bytes")
    sha256 = serializers.CharField()
    uploaded_at = serializers.DateTimeField()
    download = serializers.CharField(help_text="The browser's download address (signed in).")
    download_state = serializers.ChoiceField(
        choices=[documents.READY, documents.BEING_PREPARED, documents.STAFF_ONLY]
    )


# What the SMO's act is, and so which letter: a decision (§ 159-4C) or a recommendation
# to the reviewing body (§ 159-4B(1)).
ACTS = ["decision", "recommendation"]


class LetterSerializer(serializers.Serializer):
    number = serializers.CharField()
    kind = serializers.ChoiceField(choices=ACTS)
    download = serializers.CharField(help_text="The browser's download address (signed in).")


def _letters(serializer, submission) -> list[dict]:
    letters = [
        ("decision", submission.letter),
        ("recommendation", submission.recommendation_letter),
    ]
    rows = [
        {
            "number": letter.number,
            "kind": kind,
            "download": _absolute(
                serializer, reverse("documents:issued_download", args=[letter.number])
            ),
        }
        for kind, letter in letters
        if letter is not None
    ]
    return LetterSerializer(rows, many=True).data


class SwpppVersionSerializer(serializers.ModelSerializer):
    project = serializers.PrimaryKeyRelatedField(read_only=True)
    project_reference = serializers.CharField(source="project.reference")
    submitted_at = serializers.DateTimeField(
        source="received_at", allow_null=True, help_text="Its receipt; null while a draft."
    )
    reviewing_body = serializers.SerializerMethodField()
    documents = serializers.SerializerMethodField()
    letters = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField(help_text="The version's page in the browser.")

    class Meta:
        model = Submission
        fields = [
            "id",
            "project",
            "project_reference",
            "version",
            "state",
            "submitted_at",
            "review_path",
            "reviewing_body",
            "forwarded_at",
            "documents",
            "letters",
            "url",
            "created_at",
            "updated_at",
        ]

    def get_reviewing_body(self, submission) -> str | None:
        return submission.reviewing_body.name if submission.reviewing_body else None

    @extend_schema_field(VersionFileSerializer(many=True))
    def get_documents(self, submission) -> list[dict]:
        user = self.context["request"].user
        rows = [
            {
                "id": upload.pk,
                "item": answer.item.code,
                "original_name": upload.original_name,
                "content_type": upload.content_type,
                "size": upload.size,
                "sha256": upload.sha256,
                "uploaded_at": upload.uploaded_at,
                "download": _absolute(self, upload.get_absolute_url()),
                "download_state": documents.download_state(upload, user),
            }
            for answer in submission.answers.all()
            for upload in answer.uploads.all()
        ]
        return VersionFileSerializer(rows, many=True).data

    @extend_schema_field(LetterSerializer(many=True))
    def get_letters(self, submission) -> list[dict]:
        return _letters(self, submission)

    def get_url(self, submission) -> str:
        return _absolute(self, submission.get_absolute_url())


class SwpppVersionFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="project_id")
    state = django_filters.ChoiceFilter(choices=Submission.State.choices)
    submitted_after, submitted_before = moment_bounds("received_at")


class SwpppVersions(ReadResource):
    """SWPPP versions (submissions) of Chapter 159 projects, with their files."""

    serializer_class = SwpppVersionSerializer
    filterset_class = SwpppVersionFilter

    def visible(self, user):
        answers = ItemAnswer.objects.select_related("item").prefetch_related(
            Prefetch("uploads", queryset=Upload.objects.select_related("stripped").order_by("pk"))
        )
        return (
            selectors.submissions_visible_to(user)
            .select_related("project", "reviewing_body", "letter", "recommendation_letter")
            .prefetch_related(Prefetch("answers", queryset=answers))
        )


register("swppp-versions", SwpppVersions, "swppp-version", order=21)


# --- the SMO's findings ------------------------------------------------------------
class FindingSerializer(serializers.ModelSerializer):
    swppp_version = serializers.PrimaryKeyRelatedField(source="submission", read_only=True)
    project = serializers.IntegerField(source="submission.project_id")
    version = serializers.IntegerField(source="submission.version")
    item = serializers.CharField(source="item.code", help_text="e.g. 159-5B(1)(c)")
    citation = serializers.CharField(source="item.citation")
    item_label = serializers.CharField(source="item.label")

    class Meta:
        model = Finding
        fields = [
            "id",
            "swppp_version",
            "project",
            "version",
            "item",
            "citation",
            "item_label",
            "status",
            "comment",
            "updated_at",
        ]


class FindingFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="submission__project_id")
    swppp_version = django_filters.NumberFilter(field_name="submission_id")
    status = django_filters.ChoiceFilter(choices=Finding.Status.choices)
    updated_after, updated_before = moment_bounds("updated_at")


class Findings(ReadResource):
    """The SMO's findings on each checklist item of a SWPPP version (§ 159-4A, § 159-5B)."""

    serializer_class = FindingSerializer
    filterset_class = FindingFilter

    def visible(self, user):
        return selectors.findings_visible_to(user).select_related("submission", "item")


register("findings", Findings, "finding", order=22)


# --- decisions ---------------------------------------------------------------------
class SmoActSerializer(serializers.Serializer):
    act = serializers.ChoiceField(choices=ACTS)
    citation = serializers.CharField(
        help_text=words_lazy(
            "{cite:swm.review_by_smo} (decision) or "
            "{cite:swm.review_with_other_body.recommendation}."
        )
    )
    outcome = serializers.ChoiceField(choices=Outcome.choices)
    reasons = serializers.CharField(allow_blank=True)
    acted_at = serializers.DateTimeField(allow_null=True)


class VotesSerializer(serializers.Serializer):
    ayes = serializers.IntegerField(allow_null=True)
    nays = serializers.IntegerField(allow_null=True)
    abstained = serializers.IntegerField(allow_null=True)
    absent = serializers.IntegerField(allow_null=True)


class BodyActSerializer(serializers.Serializer):
    body = serializers.CharField(allow_null=True)
    citation = serializers.CharField(
        help_text=words_lazy("{cite:swm.review_with_other_body.body_act}.")
    )
    outcome = serializers.ChoiceField(choices=Outcome.choices)
    reasons = serializers.CharField(allow_blank=True)
    acted_at = serializers.DateTimeField(allow_null=True)
    meeting_on = serializers.DateField(allow_null=True)
    resolution = serializers.CharField(allow_blank=True)
    votes = VotesSerializer()


class DecisionSerializer(serializers.ModelSerializer):
    """A version acted on (its id is the version's)."""

    swppp_version = serializers.IntegerField(source="pk")
    project = serializers.PrimaryKeyRelatedField(read_only=True)
    project_reference = serializers.CharField(source="project.reference")
    smo = serializers.SerializerMethodField()
    body = serializers.SerializerMethodField()
    letters = serializers.SerializerMethodField()
    milestones = serializers.ListField(
        child=serializers.CharField(),
        help_text=words_lazy(
            "{cite:swm.construction_inspection}: the construction milestones the approver "
            "requires notice of."
        ),
    )

    class Meta:
        model = Submission
        fields = [
            "id",
            "swppp_version",
            "project",
            "project_reference",
            "version",
            "state",
            "smo",
            "body",
            "milestones",
            "letters",
        ]

    @extend_schema_field(SmoActSerializer(allow_null=True))
    def get_smo(self, submission) -> dict | None:
        if not submission.smo_outcome:
            return None
        citation = submission.smo_act_citation
        return SmoActSerializer(
            {
                "act": "decision" if citation == SMO_DECIDES else "recommendation",
                "citation": citation,
                "outcome": submission.smo_outcome,
                "reasons": submission.smo_reasons,
                "acted_at": submission.smo_acted_at,
            }
        ).data

    @extend_schema_field(BodyActSerializer(allow_null=True))
    def get_body(self, submission) -> dict | None:
        if not submission.body_outcome:
            return None
        return BodyActSerializer(
            {
                "body": submission.reviewing_body.name if submission.reviewing_body else None,
                "citation": BODY_ACTS,
                "outcome": submission.body_outcome,
                "reasons": submission.body_reasons,
                "acted_at": submission.body_acted_at,
                "meeting_on": submission.body_meeting_on,
                "resolution": submission.body_resolution,
                "votes": {
                    "ayes": submission.body_vote_ayes,
                    "nays": submission.body_vote_nays,
                    "abstained": submission.body_vote_abstained,
                    "absent": submission.body_vote_absent,
                },
            }
        ).data

    @extend_schema_field(LetterSerializer(many=True))
    def get_letters(self, submission) -> list[dict]:
        return _letters(self, submission)


class DecisionFilter(django_filters.FilterSet):
    project = django_filters.NumberFilter(field_name="project_id")
    state = django_filters.ChoiceFilter(choices=Submission.State.choices)
    smo_acted_after, smo_acted_before = moment_bounds("smo_acted_at")
    body_acted_after, body_acted_before = moment_bounds("body_acted_at")


class Decisions(ReadResource):
    """The SMO's decisions (§ 159-4C) and recommendations (§ 159-4B(1)), and the reviewing
    bodies' actions (§ 159-4B(2)), on SWPPP versions."""

    serializer_class = DecisionSerializer
    filterset_class = DecisionFilter

    def visible(self, user):
        return selectors.decisions_visible_to(user).select_related(
            "project", "reviewing_body", "letter", "recommendation_letter"
        )


register("decisions", Decisions, "decision", order=23)
