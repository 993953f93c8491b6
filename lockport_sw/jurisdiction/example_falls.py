"""The Village of Example Falls: the second municipality of this code, a sample village.

It is the municipality issue 49 asks for: a village that adopted both NYSDEC models as
local laws of their own, numbered as the models number themselves ("Section 15"), whose
Board of Trustees hears appeals, whose Village Clerk files the decisions and whose Code
Enforcement Officer administers both laws. **It is not a real place.** No village that
adopted both models with the models' own numbering could be verified from the material
this code was written with (``docs/statute/models/nysdec-models.md``, "Adopting
municipalities seen here": the Village of Endicott filed the illicit discharge model so,
and nothing here shows its stormwater law). The models' section numbers below are those
the same file records, several of them recalled rather than read ("r" there). A real
village is this module with its own values, checked against its filed local laws.

Served with ``JURISDICTION=examplefalls`` (``make run``, ``seed_demo``).
"""

from __future__ import annotations

from datetime import date

from .model import ILLICIT_DISCHARGE, STORMWATER, Jurisdiction, Law, Office, Place

ILLICIT_LAW = "L.L. No. 2-2008"
STORMWATER_LAW = "L.L. No. 3-2008"

# The illicit discharge model's sections (docs/statute/models/nysdec-models.md, Model 1).
ILLICIT_SECTIONS = {
    "idl.purpose": "Section 1",
    "idl.definitions": "Section 2",
    "idl.applicability": "Section 3",
    "idl.administration": "Section 4",
    "idl.conflict": "Section 4",
    "idl.severability": "Section 5",
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
    "idl.suspension_emergency": "Section 10.1",
    "idl.suspension_termination": "Section 10.2",
    "idl.industrial_construction_discharges": "Section 11",
    "idl.access_monitoring": "Section 12",
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
    "idl.public_nuisance": "Section 19",
    "idl.remedies_not_exclusive": "Section 20",
    "idl.discharge_prohibitions": "Section 6",
    "idl.discharge_prohibition.exceptions": "Section 6.1",
    "idl.connection_prohibition.sewage": "Section 6.2(c)",
    "idl.suspension": "Section 10",
    "idl.access_monitoring.facilities": "Section 12.2",
    "idl.access_monitoring.security": "Section 12.2(a)",
    "idl.access_monitoring.ready_access": "Section 12.2(b)",
    "idl.access_monitoring.monitoring_devices": "Section 12.2(c)",
    "idl.access_monitoring.monitoring_equipment": "Section 12.2(d)",
    "idl.access_monitoring.refusal": "Section 12.2(e)",
    "idl.notice_of_violation.elimination": "Section 14.1(a)",
    "idl.notice_of_violation.cease_and_desist": "Section 14.1(b)",
    "idl.notice_of_violation.abatement": "Section 14.1(c)",
    "idl.notice_of_violation.monitoring": "Section 14.1(d)",
    "idl.notice_of_violation.penalty_warning": "Section 14.1(e)",
    "idl.alternative_remedies.conditions": "Section 18.1",
    "idl.alternative_remedies.unintentional": "Section 18.1(a)",
    "idl.alternative_remedies.no_history": "Section 18.1(b)",
    "idl.alternative_remedies.minimal_damage": "Section 18.1(c)",
    "idl.alternative_remedies.quick_remedy": "Section 18.1(d)",
    "idl.alternative_remedies.cooperation": "Section 18.1(e)",
    "idl.alternative_remedies.remedies": "Section 18.2",
    "idl.alternative_remedies.workshop": "Section 18.2(a)",
    "idl.alternative_remedies.stenciling": "Section 18.2(b)",
    "idl.alternative_remedies.cleanup": "Section 18.2(c)",
}

# The stormwater sample's articles and sections (docs/statute/models/nysdec-models.md,
# Model 2).
STORMWATER_SECTIONS = {
    "swm.findings": "Article 1, Section 1",
    "swm.purpose": "Article 1, Section 2",
    "swm.authority": "Article 1, Section 3",
    "swm.applicability": "Article 1, Section 4",
    "swm.smo_designation": "Article 1, Section 4.1",
    "swm.smo_designation.engineer": "Article 1, Section 4.1(b)",
    "swm.smo_designation.professional_certification": "Article 1, Section 4.1(c)",
    "swm.review_with_other_body": "Article 1, Section 4.2",
    "swm.review_with_other_body.recommendation": "Article 1, Section 4.2(a)",
    "swm.review_with_other_body.body_act": "Article 1, Section 4.2(b)",
    "swm.review_by_smo": "Article 1, Section 4.3",
    "swm.exemptions": "Article 1, Section 5",
    "swm.conflict": "Article 1, Section 5.2",
    "swm.definitions": "Article 1, Section 6",
    "swm.swppp": "Article 2, Section 1",
    "swm.swppp_requirement": "Article 2, Section 1.1",
    "swm.swppp_contents": "Article 2, Section 1.2(a)",
    "swm.post_construction_conditions": "Article 2, Section 1.2(b)",
    "swm.post_construction_contents": "Article 2, Section 1.2(c)",
    "swm.professional_certification": "Article 2, Section 1.2(d)",
    "swm.other_permits": "Article 2, Section 1.3",
    "swm.contractor_certification": "Article 2, Section 1.4",
    "swm.swppp_on_site": "Article 2, Section 1.5",
    "swm.performance_criteria": "Article 2, Section 2",
    "swm.technical_standards": "Article 2, Section 2.1",
    "swm.equivalence": "Article 2, Section 2.2",
    "swm.water_quality_standards": "Article 2, Section 2.3",
    "swm.maintenance_during_construction": "Article 2, Section 3.1",
    "swm.maintenance_during_construction.site_inspections": "Article 2, Section 3.1(b)",
    "swm.maintenance_easements": "Article 2, Section 3.2",
    "swm.maintenance_after_construction": "Article 2, Section 3.3",
    "swm.maintenance_agreements": "Article 2, Section 3.4",
    "swm.inspection": "Article 3, Section 1",
    "swm.construction_inspection": "Article 3, Section 1.1",
    "swm.smp_inspection": "Article 3, Section 1.2",
    "swm.post_completion_inspection": "Article 3, Section 1.3",
    "swm.reports": "Article 3, Section 1.4",
    "swm.right_of_entry": "Article 3, Section 1.5",
    "swm.guarantees": "Article 3, Section 2",
    "swm.performance_guarantee": "Article 3, Section 2.1",
    "swm.maintenance_guarantee": "Article 3, Section 2.2",
    "swm.recordkeeping": "Article 3, Section 2.3",
    "swm.notice_of_violation": "Article 3, Section 3.1",
    "swm.notice_of_violation.remedial_measures": "Article 3, Section 3.1(d)",
    "swm.appeal": "Article 3, Section 3.1(f)",
    "swm.stop_work_order": "Article 3, Section 3.2",
    "swm.violations": "Article 3, Section 3.3",
    "swm.penalties": "Article 3, Section 3.4",
    "swm.withholding_co": "Article 3, Section 3.5",
    "swm.restoration": "Article 3, Section 3.6",
    "swm.fees": "Article 3, Section 4",
    "swm.severability": "Article 4, Section 1",
    "swm.findings_purpose_authority": "Article 1, Sections 1 to 3",
    "swm.exemptions.silviculture": "Article 1, Section 5(2)",
    "swm.exemptions.routine_maintenance": "Article 1, Section 5(3)",
    "swm.exemptions.building_permit": "Article 1, Section 5(5)",
    "swm.swppp_contents.phasing": "Article 2, Section 1.2(a)(4)",
    "swm.post_construction_conditions.pollutant_of_concern": "Article 2, Section 1.2(b)(1)",
    "swm.post_construction_conditions.five_acres": "Article 2, Section 1.2(b)(2)",
    "swm.post_construction_conditions.one_to_five_acres": "Article 2, Section 1.2(b)(3)",
    "swm.post_construction_conditions.disturbance": "Article 2, Section 1.2(b)(2), (3)",
    "swm.contractor_certification.statement": "Article 2, Section 1.4(a)",
}

# Each law is a local law of its own, numbered from its first section: a citation names
# its law ("Section 15 of L.L. No. 2-2008").
PROVISIONS = {
    **{key: f"{section} of {ILLICIT_LAW}" for key, section in ILLICIT_SECTIONS.items()},
    **{key: f"{section} of {STORMWATER_LAW}" for key, section in STORMWATER_SECTIONS.items()},
}

STREETS = (
    "Academy Street",
    "Bridge Street",
    "Church Street",
    "Elm Street",
    "Falls Road",
    "Hill Road",
    "Main Street",
    "Maple Avenue",
    "Mill Street",
    "Orchard Lane",
    "Park Place",
    "Prospect Avenue",
    "River Road",
    "School Street",
    "Spring Street",
    "Union Street",
    "Water Street",
)

PLACE = Place(
    postal_city="Example Falls",
    names=frozenset({"example falls", "village of example falls"}),
    postal_codes=frozenset({"10000"}),
    streets=STREETS,
    example_address="12 Orchard Lane",
    sbl_example="45.12-3-4",
    county_clerk="Example County Clerk",
    court="Village of Example Falls Justice Court",
    hall="Village Hall, 1 Main Street",
    demo_streets={
        "transit": "River Road",
        "robinson": "Falls Road",
        "snyder": "Orchard Lane",
        "dysinger": "Academy Street",
        "lincoln": "Maple Avenue",
        "canal_road": "Mill Street",
        "canal_street": "Water Street",
        "market": "Bridge Street",
        "mill": "Spring Street",
        "locust": "Elm Street",
        "day": "Park Place",
    },
    demo_domain="examplefalls.example",
)

JURISDICTION = Jurisdiction(
    key="examplefalls",
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
            local_law=ILLICIT_LAW,
            adopted=date(2008, 5, 5),
            administrator="Code Enforcement Officer",
            appeal_body="Board of Trustees",  # Section 15
        ),
        STORMWATER: Law(
            model=STORMWATER,
            chapter="",
            title="Stormwater Management and Erosion and Sediment Control",
            short_title="Stormwater Management",
            local_law=STORMWATER_LAW,
            adopted=date(2008, 5, 5),
            administrator="Code Enforcement Officer",
            appeal_body="Board of Trustees",  # Article 3, Section 3.1(f)
        ),
    },
    place=PLACE,
    provisions=PROVISIONS,
)
