from django.core.exceptions import ValidationError

from lockport_sw.audit.services import record
from lockport_sw.calendar.counting import TOWN_TZ
from lockport_sw.calendar.words import long_date
from lockport_sw.core.guards import require

from ..models import Project, Submission

__all__ = [
    "record",
    "require",
    "require_applicant",
    "require_draft",
    "latest_submission",
    "smo_users",
]


def require_applicant(user, project: Project) -> None:
    """Only the project's applicant acts for it (others get no hint it exists)."""
    require(
        user.is_authenticated and project.applicant_id == user.pk,
        "Only the project's applicant may do this.",
    )
    require_open(project)


def require_open(project: Project) -> None:
    """A project the SMO closed (services/site.py: ``project_close``) takes no act."""
    if project.closed_at is not None:
        raise ValidationError(
            f"Project {project.reference} was closed by the Stormwater Management Officer on "
            f"{long_date(project.closed_at.astimezone(TOWN_TZ))}: {project.closed_reason}"
        )


def require_draft(submission: Submission) -> None:
    """§ 159-4C: a received version is never changed; a revision is a new version."""
    if submission.state != Submission.State.DRAFT:
        received = submission.received_at.astimezone(TOWN_TZ)
        raise ValidationError(
            f"Version {submission.version} was received on {long_date(received)}; it can no "
            "longer change. Start a revision."
        )


def latest_submission(project: Project) -> Submission | None:
    return project.submissions.order_by("-version").first()


def smo_users():
    """The Stormwater Management Officers, who are told of what waits for them."""
    from lockport_sw.accounts.models import User
    from lockport_sw.accounts.roles import Role

    return User.objects.filter(groups__name=Role.SMO, is_active=True)
