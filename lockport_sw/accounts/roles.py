"""The roles of the product, as data.

A role is a Django ``Group``. What each role may do at the model level is the table
``ROLE_PERMISSIONS`` below: ``sync_roles()`` writes it to the groups after every migrate,
so the admin shows the same thing the code enforces. Object-level rules (an applicant
sees only their own project) live in each app's ``rules.py`` as django-rules predicates.
"""

from __future__ import annotations

from django.db import models

from lockport_sw.jurisdiction.registry import words_lazy


class Role(models.TextChoices):
    # Named as the municipality names them: Lockport's Stormwater Management Officer,
    # Municipal Clerk and Town Board; a village's Code Enforcement Officer, Village Clerk
    # and Board of Trustees.
    SMO = "smo", words_lazy("{officer}")
    INSPECTOR = "inspector", "Inspector"
    CLERK = "clerk", words_lazy("{clerk}")
    TOWN_BOARD = "town_board", words_lazy("{board} member")
    TOWN_ATTORNEY = "town_attorney", words_lazy("{kind} Attorney")
    REVIEWING_BODY = "reviewing_body", "Reviewing body member"
    APPLICANT = "applicant", "Applicant"


# Town employees and officials who work cases (as opposed to applicants and the public).
TOWN_ROLES = frozenset(
    {
        Role.SMO,
        Role.INSPECTOR,
        Role.CLERK,
        Role.TOWN_BOARD,
        Role.TOWN_ATTORNEY,
        Role.REVIEWING_BODY,
    }
)
# Staff of the SMO's office: see every case and every clock.
OFFICE_ROLES = frozenset({Role.SMO, Role.INSPECTOR, Role.CLERK, Role.TOWN_ATTORNEY})

# When a user holds several roles, the home page is that of the first one listed here.
HOME_PRIORITY = (
    Role.SMO,
    Role.INSPECTOR,
    Role.CLERK,
    Role.TOWN_ATTORNEY,
    Role.TOWN_BOARD,
    Role.REVIEWING_BODY,
    Role.APPLICANT,
)

_REGISTRY_READ = ["registry.view_property", "registry.view_party"]
_REGISTRY_WRITE = [
    "registry.add_property",
    "registry.change_property",
    "registry.add_party",
    "registry.change_party",
]

_CLOCKS_READ = ["deadlines.view_clock_board", "calendar.view_officeclosure"]
_ILLICIT_WORK = ["illicit.work_case", "illicit.decide_case", "illicit.manage_outfalls"]
# Issue 21: the MS4 report's figures, the dashboards and search across every record.
_REPORTS_READ = ["reports.view_ms4_report", "reports.view_dashboards", "reports.search_records"]

# Model-level permissions per role ("app_label.codename"). Later issues extend it.
ROLE_PERMISSIONS: dict[str, list[str]] = {
    Role.SMO: [
        *_REGISTRY_READ,
        *_REGISTRY_WRITE,
        "registry.add_rollimport",  # the tax-parcel roll (registry/roll.py)
        "accounts.manage_staff_accounts",
        *_CLOCKS_READ,
        "deadlines.change_deadline",
        "deadlines.change_policysetting",
        "invitations.change_linkpolicy",
        "calendar.add_officeclosure",
        "calendar.delete_officeclosure",
        "calendar.add_proclaimedholiday",
        "calendar.delete_proclaimedholiday",
        "swppp.review_swppp",
        "swppp.decide_exemption",
        "swppp.add_checklistitem",
        "swppp.change_checklistitem",
        "security.view_securityevent",
        *_REPORTS_READ,
        "reports.adjust_ms4_report",
        "reports.issue_ms4_report",
        "reports.record_tmdl_approval",  # § 158-2 (D): opens row 24
        # Enforcement (§§ 158-11 to 158-16, § 159-8C): the SMO issues and acts.
        "enforcement.record_violation",
        "enforcement.issue_notice",
        "enforcement.record_service",
        "enforcement.record_paper_appeal",
        "enforcement.view_docket",
        "enforcement.take_corrective_action",
        "enforcement.refer_violation",
        "enforcement.concur_remedy",
        "enforcement.hold_occupancy",
        # Chapter 158 (illicit/): triage, cases, exemptions, § 158-8, registers, outfalls.
        *_ILLICIT_WORK,
        "illicit.triage_report",
        "illicit.decide_ms4_access",
        "illicit.approve_emergency_discharge",
        "illicit.keep_registers",
        # Open311 API keys, issued in the admin (an SMO account with admin site access).
        "illicit.view_apiclient",
        "illicit.add_apiclient",
        "illicit.change_apiclient",
        # Inspections (inspections/): scheduling, and inspecting in the field.
        "inspections.schedule_inspection",
        "inspections.conduct_inspection",
        # After construction (§ 159-8A(2), (3)) and § 158-9B(6) warrants: the SMO.
        "inspections.accept_facilities",
        "inspections.issue_maintenance_notice",
        "inspections.seek_warrant",
        # Chapter 159's money (money/): fees, payments and guarantees (§ 159-8B, 8D).
        "money.view_accounts",
        "money.assess_fee",
        "money.record_payment",
        "money.manage_guarantees",
    ],
    Role.INSPECTOR: [
        *_REPORTS_READ,
        *_REGISTRY_READ,
        *_REGISTRY_WRITE,
        *_CLOCKS_READ,
        "enforcement.record_violation",
        "enforcement.record_service",
        *_ILLICIT_WORK,  # § 158-3B: the SMO's delegates work cases in the field
        "inspections.schedule_inspection",
        "inspections.conduct_inspection",
    ],
    # § 158-12: the Clerk files the Board's decisions and mails them; records service
    # and paper appeals.
    Role.CLERK: [
        *_REPORTS_READ,
        *_REGISTRY_READ,
        *_CLOCKS_READ,
        "enforcement.record_service",
        "enforcement.record_paper_appeal",
        "enforcement.file_decision",
        "enforcement.view_docket",
        # § 159-8C(1)(f): the Clerk records the Town Board's resolution on the appeal body.
        "enforcement.change_appealpolicy",
        # § 159-8D: the Clerk records payments and the Board's fee schedules.
        "money.view_accounts",
        "money.record_payment",
        "money.adopt_fee_schedule",
        # § 159-4A(2): the Clerk records the Board's approval of an outside engineer.
        "swppp.record_engineer_approval",
        # The Clerk records the Board's appointments: who sits on each board, from when to
        # when (lockport_sw/bodies: the seats every vote is counted against, GCL § 41).
        "bodies.seat_members",
    ],
    Role.TOWN_ATTORNEY: [
        *_REPORTS_READ,
        *_REGISTRY_READ,
        *_CLOCKS_READ,
        "enforcement.view_docket",
        "enforcement.recommend_remedy",
        "enforcement.record_court_outcome",
    ],
    # The Board hears appeals (§ 158-12); it issues no notices. Deciding an appeal is the
    # hearing body's members' (enforcement.hear_appeal: a seat on the body that day); the
    # Board sets by resolution who hears Chapter 159's appeals, never the SMO.
    Role.TOWN_BOARD: [
        "reports.view_dashboards",
        "enforcement.view_docket",
        "enforcement.decide_appeal",
        "enforcement.change_appealpolicy",
        # § 159-8D: fees "as set by the Town Board"; a member records the resolution.
        "money.adopt_fee_schedule",
        # § 159-4A(2): an outside engineer is engaged "upon approval by the Town Board".
        "swppp.record_engineer_approval",
    ],
    Role.REVIEWING_BODY: [],
    Role.APPLICANT: ["swppp.add_project"],
}
