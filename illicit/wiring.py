"""What Chapter 158 adds to the shared pages: navigation, home panels, the property page,
and who may download its files. (Shared apps never import a chapter.)"""

from lockport_sw.accounts.roles import OFFICE_ROLES, Role
from lockport_sw.core import home, navigation
from lockport_sw.registry.sections import Section, register_property_section


def register() -> None:
    from . import panels

    navigation.register(
        navigation.NavItem("Reports to triage", "illicit:triage", order=5, roles=OFFICE_ROLES),
        navigation.NavItem("Discharge cases", "illicit:case_list", order=6, roles=OFFICE_ROLES),
        navigation.NavItem("Outfalls", "illicit:outfall_list", order=7, roles=OFFICE_ROLES),
        navigation.NavItem("Map", "illicit:map", order=8, roles=OFFICE_ROLES),
        navigation.NavItem("§ 158-3 registers", "illicit:registers", order=60, roles=OFFICE_ROLES),
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
