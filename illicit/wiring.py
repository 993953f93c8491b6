"""What Chapter 158 adds to the shared pages: navigation, home panels, the property page,
and who may download its files. (Shared apps never import a chapter.)"""

from lockport_sw.accounts.roles import OFFICE_ROLES, Role
from lockport_sw.core import home, navigation
from lockport_sw.jurisdiction.registry import current, words_lazy
from lockport_sw.registry.sections import Section, register_property_section


def register() -> None:
    from enforcement import records as enforcement_records

    chapter = current().law("idl").name  # its menu on the bar (core/navigation.py)

    from . import panels
    from .models import Case
    from .records import case_record

    # Issue 18, item 9: the hearing packet prints the case's investigation log.
    enforcement_records.register(Case, case_record)

    navigation.register(
        # Two entries only (the bar is shared by both chapters): the case list links the
        # outfalls, the map and the § 158-3 registers.
        navigation.NavItem("Reports", "illicit:triage", order=5, roles=OFFICE_ROLES, group=chapter),
        navigation.NavItem(
            "Discharges", "illicit:case_list", order=6, roles=OFFICE_ROLES, group=chapter
        ),
    )
    home.register(
        home.Panel(
            key="illicit-triage",
            title=words_lazy("Reports from the public to triage ({law:idl})"),
            template="illicit/panels/triage.html",
            roles=frozenset({Role.SMO, Role.INSPECTOR}),
            context=panels.triage,
            order=3,
        )
    )
    register_property_section(
        Section(
            key="illicit-cases",
            title=words_lazy("Illicit discharge cases ({law:idl})"),
            template="illicit/sections/property_cases.html",
            records=panels.property_cases,
            order=15,
        )
    )
