"""What enforcement adds to the shared pages: navigation, home panels, the property and
party pages, and who may download its documents. (Shared apps never import it.)"""

from lockport_sw.accounts.roles import OFFICE_ROLES, Role
from lockport_sw.core import home, navigation
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.registry.sections import (
    Section,
    register_party_section,
    register_property_section,
)

GROUP = "Enforcement"  # its menu on the bar (core/navigation.py)


def register() -> None:
    from . import panels

    navigation.register(
        navigation.NavItem(
            "Violations", "enforcement:violation_list", order=40, roles=OFFICE_ROLES, group=GROUP
        ),
        navigation.NavItem(
            "Notices", "enforcement:notice_list", order=41, roles=OFFICE_ROLES, group=GROUP
        ),
        navigation.NavItem(
            "Appeal docket",
            "enforcement:docket",
            order=20,
            permission="enforcement.see_docket",
            group=GROUP,
        ),
        navigation.NavItem(
            "Corrective measures",
            "enforcement:corrective_list",
            order=42,
            roles=OFFICE_ROLES,
            group=GROUP,
        ),
        navigation.NavItem(
            "Referrals",
            "enforcement:referral_list",
            order=43,
            roles=frozenset({Role.TOWN_ATTORNEY}),
            group=GROUP,
        ),
        navigation.NavItem(
            "Notices to you", "enforcement:mine", order=20, roles=frozenset({Role.APPLICANT})
        ),
    )
    panel = home.Panel
    home.register(
        panel(
            key="enforcement-corrective",
            title=words_lazy(
                "Corrective measures due "
                "({cite:idl.corrective_measures.after_appeal}, {cite:swm.restoration})"
            ),
            template="enforcement/panels/corrective_due.html",
            roles=frozenset({Role.SMO}),
            context=panels.corrective_due,
            order=20,
        )
    )
    home.register(
        panel(
            key="enforcement-corrections",
            title="Notices owed a correction",
            template="enforcement/panels/corrections_owed.html",
            roles=frozenset({Role.SMO}),
            context=panels.corrections_owed,
            order=21,
        )
    )
    home.register(
        panel(
            key="enforcement-unserved",
            title="Notices and orders to serve",
            template="enforcement/panels/unserved.html",
            roles=frozenset({Role.SMO, Role.CLERK, Role.INSPECTOR}),
            context=panels.unserved,
            order=30,
        )
    )
    home.register(
        panel(
            key="enforcement-docket",
            title=words_lazy("Appeal docket ({cite:idl.appeal}, {cite:swm.appeal})"),
            template="enforcement/panels/docket.html",
            roles=frozenset({Role.TOWN_BOARD, Role.SMO}),
            context=panels.docket,
            order=5,
        )
    )
    home.register(
        panel(
            key="enforcement-filing",
            title=words_lazy("Decisions to file and mail by certified mail ({cite:idl.appeal})"),
            template="enforcement/panels/clerk_tasks.html",
            roles=frozenset({Role.CLERK}),
            context=panels.clerk_tasks,
            order=5,
        )
    )
    home.register(
        panel(
            key="enforcement-hearing-mail",
            title="Notices of hearing to serve (by hand or certified mail)",
            template="enforcement/panels/hearing_notices.html",
            roles=frozenset({Role.CLERK}),
            context=panels.hearing_notices_to_mail,
            order=6,
        )
    )
    home.register(
        panel(
            key="enforcement-referrals",
            title="Referrals waiting for an outcome",
            template="enforcement/panels/referrals.html",
            roles=frozenset({Role.TOWN_ATTORNEY}),
            context=panels.referrals,
            order=5,
        )
    )
    home.register(
        panel(
            key="enforcement-mine",
            title="Notices of violation and orders addressed to you",
            template="enforcement/panels/mine.html",
            roles=frozenset({Role.APPLICANT}),
            context=panels.mine,
            order=5,
        )
    )
    register_property_section(
        Section(
            key="enforcement-violations",
            title="Violations and enforcement",
            template="enforcement/sections/property.html",
            records=panels.property_violations,
            order=10,
        )
    )
    register_party_section(
        Section(
            key="enforcement-violations",
            title="Violations and offense history",
            template="enforcement/sections/party.html",
            records=panels.party_violations,
            order=10,
        )
    )
    _register_file_access()
    _register_town_policy()
    _register_served_letters()


def _register_served_letters() -> None:
    """Enforcement's own served letters (issue 23, item 3): the § 159-8C(6) notice to
    restore, whose period runs from service, and the § 159-8C(5) notice withholding
    occupancy. Their chapter is the violation's."""
    from . import served
    from .letters import (
        ACCESS_KIND,
        CORRECTION_KIND,
        DECISION_KIND,
        HEARING_KIND,
        OCCUPANCY_KIND,
        OCCUPANCY_RELEASE_KIND,
        RESTORE_KIND,
    )

    def restoration_served(letter, moment, acting_user):
        from .services.corrective import restoration_served as opened

        opened(letter, moment, acting_user)

    served.register(
        served.LetterKind(
            code=RESTORE_KIND,
            chapter="",
            name="notices to restore land",
            on_served=restoration_served,
        ),
        served.LetterKind(code=OCCUPANCY_KIND, chapter="", name="notices withholding occupancy"),
        # Issue 43, item 10: those told occupancy is withheld are told it is released.
        served.LetterKind(
            code=OCCUPANCY_RELEASE_KIND, chapter="", name="notices releasing occupancy"
        ),
        # Issue 23, item 2: a correction notice of an issued notice of violation.
        served.LetterKind(code=CORRECTION_KIND, chapter="", name="correction notices"),
        # Issue 43, item 3: the notice of hearing and the decision on an appeal, served on
        # each appellant like every other letter; read also by whoever sees the appeal.
        served.LetterKind(
            code=HEARING_KIND, chapter="", name="notices of hearing", readers=_sees_appeal
        ),
        served.LetterKind(
            code=DECISION_KIND, chapter="", name="decisions on appeals", readers=_sees_appeal
        ),
        # § 158-13A: the request for access to abate, addressed to the owners.
        served.LetterKind(
            code=ACCESS_KIND,
            chapter="",
            name="requests for access to abate",
            readers=_sees_action_notice,
        ),
    )


def _sees_action_notice(user, document) -> bool:
    action = getattr(document, "corrective_action", None)
    return bool(action is not None and user.has_perm("enforcement.see_notice", action.notice))


def _sees_appeal(user, document) -> bool:
    """Whoever sees the appeal a notice of hearing or a decision is about."""
    from .models import Appeal

    appeal = Appeal.objects.filter(pk=document.subject_id).first()
    return bool(appeal is not None and user.has_perm("enforcement.see_appeal", appeal))


def _register_town_policy() -> None:
    """Who hears appeals where the statute names no body (§ 159-8C(1)(f)) is listed with
    the Town's other policies (lockport_sw/core/policies.py)."""
    from lockport_sw.core import policies

    from . import chapters, policy

    def summary() -> str:
        open_ = [c for c in chapters.registered() if c.appeal_to is None]
        return "; ".join(
            f"{c.name} appeals ({c.appeal_citation}) {policy.hearing_body_words(c)}" for c in open_
        )

    policies.register(
        policies.TownPolicy(
            key="appeal-body",
            title="The body that hears appeals where the chapter names none",
            citation=words_lazy('{kind} policy: {cite:swm.appeal} says only "to the {kind}"'),
            summary=summary,
            url_name="enforcement:appeal_policy",
            permission="enforcement.change_appealpolicy",
            order=60,
        )
    )

    def least_notice() -> str:
        from .services.hearings import least_notice_words

        return (
            f"At least {least_notice_words()} between service of a notice of hearing and "
            "the hearing"
        )

    policies.register(
        policies.TownPolicy(
            key="least-notice",
            title="The least notice before a hearing",
            citation="Town policy: a Town Board resolution (default 10 days)",
            summary=least_notice,
            url_name="enforcement:least_notice_policy",
            permission="enforcement.change_appealpolicy",
            order=61,
        )
    )


def _register_file_access() -> None:
    from lockport_sw.documents.access import register_document_access, register_subject_access

    from . import letters
    from .models import Appeal

    def notice_of(document):
        return getattr(document, "notice", None)

    def order_of(document):
        order = getattr(document, "stop_work_order", None)
        return order or getattr(document, "lifted_stop_work_order", None)

    def action_notice(document):
        action = getattr(document, "corrective_action", None)
        return action.notice if action else None

    register_document_access(
        letters.NOTICE_KIND, lambda user, d: user.has_perm("enforcement.see_notice", notice_of(d))
    )
    for kind in (letters.ORDER_KIND, letters.LIFT_KIND):
        register_document_access(
            kind, lambda user, d: user.has_perm("enforcement.see_order", order_of(d))
        )
    for kind in (letters.ACCESS_KIND, letters.RESTORE_KIND):
        register_document_access(
            kind, lambda user, d: user.has_perm("enforcement.see_notice", action_notice(d))
        )
    # Decision letters and an appeal's attachments: whoever sees the appeal.
    register_subject_access(
        Appeal, lambda user, appeal: user.has_perm("enforcement.see_appeal", appeal)
    )
