"""What Chapter 158 adds to the shared pages: navigation, home panels, the property page,
and who may download its files. (Shared apps never import a chapter.)"""

from lockport_sw.accounts.roles import OFFICE_ROLES, Role
from lockport_sw.core import home, navigation
from lockport_sw.registry.sections import Section, register_property_section

CHAPTER = "Chapter 158"  # its menu on the bar (core/navigation.py)


def register() -> None:
    from enforcement import records as enforcement_records

    from . import panels
    from .models import Case
    from .records import case_record

    # Issue 18, item 9: the hearing packet prints the case's investigation log.
    enforcement_records.register(Case, case_record)

    navigation.register(
        # Two entries only (the bar is shared by both chapters): the case list links the
        # outfalls, the map and the § 158-3 registers.
        navigation.NavItem("Reports", "illicit:triage", order=5, roles=OFFICE_ROLES, group=CHAPTER),
        navigation.NavItem(
            "Discharges", "illicit:case_list", order=6, roles=OFFICE_ROLES, group=CHAPTER
        ),
    )
    home.register(
        home.Panel(
            key="illicit-triage",
            title="Reports from the public to triage (Chapter 158)",
            template="illicit/panels/triage.html",
            roles=frozenset({Role.SMO, Role.INSPECTOR}),
            context=panels.triage,
            order=3,
        )
    )
    register_property_section(
        Section(
            key="illicit-cases",
            title="Illicit discharge cases (Chapter 158)",
            template="illicit/sections/property_cases.html",
            records=panels.property_cases,
            order=15,
        )
    )
