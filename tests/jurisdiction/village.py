"""A municipality for the tests only: a village that adopted both models with the
models' own numbering, a Board of Trustees hearing appeals and a Code Enforcement
Officer administering both (issue 49). Not a real place; the municipality shipped for
``JURISDICTION=...`` lives in ``lockport_sw/jurisdiction/``."""

from __future__ import annotations

from datetime import date

from lockport_sw.jurisdiction.lockport import PROVISIONS as LOCKPORT
from lockport_sw.jurisdiction.model import ILLICIT_DISCHARGE, STORMWATER, Jurisdiction, Law, Office

# The illicit discharge model's sections, as docs/statute/models/nysdec-models.md lists them.
MODEL_SECTIONS = {
    "idl.purpose": "Section 1",
    "idl.definitions": "Section 2",
    "idl.applicability_and_administration": "Sections 3 and 4",
    "idl.applicability": "Section 3",
    "idl.administration": "Section 4",
    "idl.conflict": "Section 4",
    "idl.severability": "Section 5",
    "idl.discharge_prohibitions": "Section 6",
    "idl.discharge_prohibition": "Section 6",
    "idl.exempt_discharges": "Section 6.1(a)",
    "idl.emergency_discharge_approval": "Section 6.1(b)",
    "idl.dye_testing": "Section 6.1(c)",
    "idl.spdes_permitted_discharge": "Section 6.1(d)",
    "idl.connection_prohibition": "Section 6.2",
    "idl.activities_contaminating": "Section 8",
    "idl.activities_contaminating.correction": "Section 8.3",
    "idl.best_management_practices": "Section 9",
    "idl.best_management_practices.commercial_industrial": "Section 9.1",
    "idl.best_management_practices.additional": "Section 9.2",
    "idl.best_management_practices.spdes_compliance": "Section 9.3",
    "idl.suspension": "Section 10",
    "idl.suspension_emergency": "Section 10.1",
    "idl.suspension_termination": "Section 10.2",
    "idl.industrial_construction_discharges": "Section 11",
    "idl.access_monitoring": "Section 12",
    "idl.access_monitoring.facilities": "Section 12.2",
    "idl.access_monitoring.refusal": "Section 12.2(e)",
    "idl.access_monitoring.search_warrant": "Section 12.2(f)",
    "idl.spill_notification": "Section 13",
    "idl.notice_of_violation": "Section 14.1",
    "idl.notice_of_violation.remediation": "Section 14.1(f)",
    "idl.penalties": "Section 14.2",
    "idl.appeal": "Section 15",
    "idl.corrective_measures": "Section 16",
    "idl.corrective_measures.after_appeal": "Section 16.1",
    "idl.corrective_measures.court_order": "Section 16.2",
    "idl.injunctive_relief": "Section 17",
    "idl.alternative_remedies": "Section 18",
    "idl.alternative_remedies.conditions": "Section 18.1",
    "idl.public_nuisance": "Section 19",
    "idl.remedies_not_exclusive": "Section 20",
}
# Each law was adopted as a local law of its own, numbered from Section 1: a citation
# names its law.
PROVISIONS = {
    **{key: f"{section} of L.L. No. 2-2008" for key, section in MODEL_SECTIONS.items()},
    **{
        key: f"Section {number} of L.L. No. 3-2008"
        for number, key in enumerate(sorted(k for k in LOCKPORT if k.startswith("swm.")), 1)
    },
}

JURISDICTION = Jurisdiction(
    key="testvillage",
    name="Village of Example Falls",
    kind="Village",
    county="Example County, New York",
    code_name="Code of the Village of Example Falls",
    office=Office(
        title="Code Enforcement Officer",
        address="1 Main Street, Example Falls, NY 10000",
        phone="(555) 010-0199",
        email="codes@examplefalls.example",
    ),
    clerk="Village Clerk",
    governing_body="Board of Trustees",
    planning_body="Planning Board",
    ms4_permit="GP-0-24-001",
    laws={
        ILLICIT_DISCHARGE: Law(
            model=ILLICIT_DISCHARGE,
            chapter="",
            title="Illicit Discharges, Activities and Connections to Separate Storm Sewer Systems",
            short_title="Illicit Discharges",
            local_law="L.L. No. 2-2008",
            adopted=date(2008, 5, 5),
            administrator="Code Enforcement Officer",
            appeal_body="Board of Trustees",
        ),
        STORMWATER: Law(
            model=STORMWATER,
            chapter="",
            title="Stormwater Management and Erosion and Sediment Control",
            short_title="Stormwater Management",
            local_law="L.L. No. 3-2008",
            adopted=date(2008, 5, 5),
            administrator="Code Enforcement Officer",
            appeal_body="Board of Trustees",
        ),
    },
    provisions=PROVISIONS,
)
