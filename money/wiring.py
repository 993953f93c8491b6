"""What Chapter 159's money adds to the shared machinery, from ``MoneyConfig.ready``:
the one-year inspection kind, the receivers that assess fees where the work happens,
file access, navigation and the home panels."""

from lockport_sw.accounts.roles import Role
from lockport_sw.jurisdiction.registry import words_lazy


def register() -> None:
    from lockport_sw.core import home, navigation
    from lockport_sw.documents.access import register_subject_access

    from . import inspections, panels, receivers
    from .models import Guarantee

    inspections.register()
    receivers.connect()
    from lockport_sw.core import tallies

    from .services import accounts

    tallies.register(
        tallies.Tally(
            "accounts",
            "The projects' accounts",
            accounts.rebuild,
            sources=("money_entry",),
            tables=("money_account",),
        )
    )
    # Release and draw letters (their subject is the guarantee): whoever sees the project.
    register_subject_access(
        Guarantee,
        lambda user, guarantee: user.has_perm("swppp.view_project", guarantee.requirement.project),
    )
    navigation.register(
        navigation.NavItem(
            "Fees and guarantees",
            "money:overview",
            order=35,
            permission="money.view_accounts",
            group=words_lazy("{law:swm}"),
        ),
        navigation.NavItem(
            "Fee schedule",
            "money:schedules",
            order=60,
            roles=frozenset({Role.TOWN_BOARD}),
        ),
    )
    home.register(
        home.Panel(
            key="money-smo",
            title=words_lazy("Guarantees and balances ({cite:swm.guarantees}, {cite:swm.fees})"),
            template="money/panels/smo.html",
            roles=frozenset({Role.SMO, Role.CLERK}),
            context=panels.smo_money,
            order=40,
        )
    )
    home.register(
        home.Panel(
            key="money-applicant",
            title=words_lazy("Fees owed on your projects ({cite:swm.fees})"),
            template="money/panels/applicant.html",
            roles=frozenset({Role.APPLICANT}),
            context=panels.applicant_money,
            order=20,
        )
    )
