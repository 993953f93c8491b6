"""Who may see and do what with a project (django-rules). Model-level permissions are
the role groups' (lockport_sw/accounts/roles.py); these are the object-level ones.

What a user may see is decided once, by the selectors (``projects_visible_to``,
``versions_visible_to``); the permissions here ask them, so a page, a file download
and a queryset can never disagree."""

import rules

from . import selectors


@rules.predicate
def sees_the_project(user, project) -> bool:
    return (
        project is not None and selectors.projects_visible_to(user).filter(pk=project.pk).exists()
    )


@rules.predicate
def sees_the_version(user, submission) -> bool:
    return (
        submission is not None
        and user.is_authenticated
        and selectors.versions_visible_to(user, submission.project)
        .filter(pk=submission.pk)
        .exists()
    )


@rules.predicate
def sits_on_the_versions_body(user, submission) -> bool:
    """§ 159-4B(2): the members of the body the version goes to act on it."""
    return (
        submission is not None
        and user.is_authenticated
        and submission.reviewing_body_id is not None
        and user.reviewing_bodies.filter(pk=submission.reviewing_body_id).exists()
    )


rules.add_perm("swppp.view_project", sees_the_project)
rules.add_perm("swppp.view_submission", sees_the_version)
rules.add_perm("swppp.act_for_body", sits_on_the_versions_body)
