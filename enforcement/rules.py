"""Object-level permissions (django-rules). What a user may see is decided once, by the
selectors; these ask them, so that a page, a file download and a list never disagree."""

import rules

from . import selectors


def _in(queryset, obj) -> bool:
    return obj is not None and queryset.filter(pk=obj.pk).exists()


@rules.predicate
def sees_violation(user, violation) -> bool:
    return _in(selectors.violations_visible_to(user), violation)


@rules.predicate
def sees_notice(user, notice) -> bool:
    return _in(selectors.notices_visible_to(user), notice)


@rules.predicate
def sees_order(user, order) -> bool:
    return _in(selectors.orders_visible_to(user), order)


@rules.predicate
def sees_appeal(user, appeal) -> bool:
    return _in(selectors.appeals_visible_to(user), appeal)


@rules.predicate
def received_the_notice(user, notice) -> bool:
    """§ 158-12: "Any person receiving a notice of violation may appeal"."""
    return (
        notice is not None
        and user.is_authenticated
        and (
            (notice.addressee.user_id is not None and notice.addressee.user_id == user.pk)
            or (bool(notice.also_addressed) and notice.also_to.filter(user=user).exists())
        )
    )


@rules.predicate
def hears_the_appeal(user, appeal) -> bool:
    """A member of the body hearing the appeal, seated today (§ 158-12, § 159-8C(1)(f))."""
    from .services.appeals import hears

    return appeal is not None and hears(user, appeal)


@rules.predicate
def reads_the_docket(user) -> bool:
    """The docket's readers by role, and every member seated on a board that may hear
    appeals (a Planning Board member hears the Chapter 159 appeals the policy sends it)."""
    from lockport_sw.bodies.services import sits_anywhere

    return bool(user.is_authenticated and user.has_perm("enforcement.view_docket")) or (
        sits_anywhere(user)
    )


rules.add_perm("enforcement.see_violation", sees_violation)
rules.add_perm("enforcement.hear_appeal", hears_the_appeal)
rules.add_perm("enforcement.see_docket", reads_the_docket)
rules.add_perm("enforcement.see_notice", sees_notice)
rules.add_perm("enforcement.see_order", sees_order)
rules.add_perm("enforcement.see_appeal", sees_appeal)
rules.add_perm("enforcement.appeal_notice", received_the_notice)
