"""The Town of Lockport, Niagara County: the first municipality of this code.

Chapter 158 of the Code (L.L. No. 6-2016) is NYSDEC's model illicit discharge law;
Chapter 159 (L.L. No. 8-2016) follows its sample stormwater management law. Both were
adopted by the Town Board on 12-7-2016. The section of each provision is from
``docs/statute/README.md``'s section map; the keys are those of
``docs/statute/models/nysdec-models.md``.
"""

from __future__ import annotations

from datetime import date

from .model import ILLICIT_DISCHARGE, STORMWATER, Jurisdiction, Law, Office

PROVISIONS = {
    # Chapter 158: the illicit discharge law.
    "idl.purpose": "§ 158-1",
    "idl.definitions": "§ 158-2",
    "idl.applicability": "§ 158-3A",
    "idl.administration": "§ 158-3B",
    "idl.conflict": "§ 158-3C",
    "idl.discharge_prohibition": "§ 158-4A",
    "idl.exempt_discharges": "§ 158-4A(1)",
    "idl.emergency_discharge_approval": "§ 158-4A(2)",
    "idl.dye_testing": "§ 158-4A(3)",
    "idl.spdes_permitted_discharge": "§ 158-4A(4)",
    "idl.connection_prohibition": "§ 158-4B",
    "idl.activities_contaminating": "§ 158-5",
    "idl.activities_contaminating.correction": "§ 158-5C",
    "idl.best_management_practices": "§ 158-6",
    "idl.best_management_practices.commercial_industrial": "§ 158-6A",
    "idl.best_management_practices.additional": "§ 158-6B",
    "idl.best_management_practices.spdes_compliance": "§ 158-6C",
    "idl.industrial_construction_discharges": "§ 158-7",
    "idl.suspension_emergency": "§ 158-8A",
    "idl.suspension_termination": "§ 158-8B",
    "idl.access_monitoring": "§ 158-9",
    "idl.spill_notification": "§ 158-10",
    "idl.notice_of_violation": "§ 158-11A",
    "idl.notice_of_violation.remediation": "§ 158-11A(6)",
    "idl.penalties": "§ 158-11B",
    "idl.appeal": "§ 158-12",
    "idl.corrective_measures": "§ 158-13",
    "idl.corrective_measures.after_appeal": "§ 158-13A",
    "idl.corrective_measures.court_order": "§ 158-13B",
    "idl.injunctive_relief": "§ 158-14",
    "idl.alternative_remedies": "§ 158-15",
    "idl.public_nuisance": "§ 158-16",
    "idl.remedies_not_exclusive": "§ 158-17",
    "idl.severability": "§ 158-18",
    # Chapter 159: the stormwater management law.
    "swm.authority": "§ 159-1A",
    "swm.findings": "§ 159-1B",
    "swm.purpose": "§ 159-1C",
    "swm.definitions": "§ 159-2",
    "swm.applicability": "§ 159-3A",
    "swm.exemptions": "§ 159-3B",
    "swm.conflict": "§ 159-3C",
    "swm.smo_designation": "§ 159-4A",
    "swm.smo_designation.engineer": "§ 159-4A(2)",
    "swm.smo_designation.professional_certification": "§ 159-4A(3)",
    "swm.review_with_other_body": "§ 159-4B",
    "swm.review_with_other_body.recommendation": "§ 159-4B(1)",
    "swm.review_with_other_body.body_act": "§ 159-4B(2)",
    "swm.review_by_smo": "§ 159-4C",
    "swm.swppp": "§ 159-5",
    "swm.swppp_requirement": "§ 159-5A",
    "swm.swppp_contents": "§ 159-5B(1)",
    "swm.post_construction_conditions": "§ 159-5B(2)",
    "swm.post_construction_contents": "§ 159-5B(3)",
    "swm.professional_certification": "§ 159-5B(4)",
    "swm.other_permits": "§ 159-5C",
    "swm.contractor_certification": "§ 159-5D",
    "swm.swppp_on_site": "§ 159-5E",
    "swm.performance_criteria": "§ 159-6",
    "swm.technical_standards": "§ 159-6A",
    "swm.equivalence": "§ 159-6B",
    "swm.water_quality_standards": "§ 159-6C",
    "swm.maintenance_during_construction": "§ 159-7A",
    "swm.maintenance_during_construction.site_inspections": "§ 159-7A(2)",
    "swm.maintenance_easements": "§ 159-7B",
    "swm.maintenance_after_construction": "§ 159-7C",
    "swm.maintenance_agreements": "§ 159-7C(4)",
    "swm.inspection": "§ 159-8A",
    "swm.construction_inspection": "§ 159-8A(1)",
    "swm.smp_inspection": "§ 159-8A(2)",
    "swm.post_completion_inspection": "§ 159-8A(3)",
    "swm.reports": "§ 159-8A(4)",
    "swm.right_of_entry": "§ 159-8A(5)",
    "swm.guarantees": "§ 159-8B",
    "swm.performance_guarantee": "§ 159-8B(1)",
    "swm.maintenance_guarantee": "§ 159-8B(2)",
    "swm.recordkeeping": "§ 159-8B(3)",
    "swm.notice_of_violation": "§ 159-8C(1)",
    "swm.notice_of_violation.remedial_measures": "§ 159-8C(1)(d)",
    "swm.appeal": "§ 159-8C(1)(f)",
    "swm.stop_work_order": "§ 159-8C(2)",
    "swm.violations": "§ 159-8C(3)",
    "swm.penalties": "§ 159-8C(4)",
    "swm.withholding_co": "§ 159-8C(5)",
    "swm.restoration": "§ 159-8C(6)",
    "swm.fees": "§ 159-8D",
    "swm.severability": "§ 159-9",
}

JURISDICTION = Jurisdiction(
    key="lockport",
    name="Town of Lockport",
    kind="Town",
    county="Niagara County, New York",
    code_name="Code of the Town of Lockport",
    office=Office(
        title="Stormwater Management Officer",
        address="6560 Dysinger Road, Lockport, NY 14094",
        phone="(716) 439-9520",
        email="stormwater@elockport.com",
    ),
    clerk="Municipal Clerk",
    governing_body="Town Board",
    planning_body="Planning Board",
    ms4_permit="GP-0-24-001",
    laws={
        ILLICIT_DISCHARGE: Law(
            model=ILLICIT_DISCHARGE,
            chapter="158",
            title="Illicit Discharges, Activities and Connections to the MS4",
            short_title="Illicit Discharges",
            local_law="L.L. No. 6-2016",
            adopted=date(2016, 12, 7),
            administrator="Stormwater Management Officer",
            appeal_body="Town Board",  # § 158-12
        ),
        STORMWATER: Law(
            model=STORMWATER,
            chapter="159",
            title="Stormwater Management and Erosion and Sediment Control",
            short_title="Stormwater Management",
            local_law="L.L. No. 8-2016",
            adopted=date(2016, 12, 7),
            administrator="Stormwater Management Officer",
            # § 159-8C(1)(f) gives an appeal "to the Town" and names no body: the body
            # that hears it is the Town Board's policy, recorded in the app (AppealPolicy).
            appeal_body="",
        ),
    },
    provisions=PROVISIONS,
)
