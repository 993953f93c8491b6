"""Who may see and do what with a project (django-rules). Model-level permissions are
the role groups' (lockport_sw/accounts/roles.py); these are the object-level ones."""

import rules

from . import selectors


@rules.predicate
def is_project_applicant(user, project) -> bool:
    return project is not None and project.applicant_id == user.pk


@rules.predicate
def is_office_staff(user) -> bool:
    return user.is_authenticated and user.is_office_staff


@rules.predicate
def sits_on_a_body_it_was_forwarded_to(user, project) -> bool:
    """§ 159-4B(2): a reviewing body sees the SWPPPs the SMO forwarded to it."""
    if project is None or not user.is_authenticated:
        return False
    return selectors.forwarded_to(user).filter(project=project).exists()


@rules.predicate
def sits_on_the_versions_body(user, submission) -> bool:
    """§ 159-4B(2): the members of the body the version goes to act on it."""
    return (
        submission is not None
        and user.is_authenticated
        and submission.reviewing_body_id is not None
        and user.reviewing_bodies.filter(pk=submission.reviewing_body_id).exists()
    )


rules.add_perm("swppp.act_for_body", sits_on_the_versions_body)
rules.add_perm(
    "swppp.view_project",
    is_project_applicant | is_office_staff | sits_on_a_body_it_was_forwarded_to,
)
