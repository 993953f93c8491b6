"""The rule catalogue: every period in Chapters 158 and 159, as data.

One ``Rule`` per row of ``docs/statute/DEADLINES.md`` (``number`` is the row; row 11, a
period of both chapters, is one rule per chapter so that each clock cites only its own
chapter), plus the
Town's own periods where the law names none (``number`` None, always ``policy``: e.g. the
hearing of a Chapter 159 appeal, which § 159-8C(1)(f) leaves to the Town). A
rule says what starts the clock, how long it runs, how the period is counted (see
``lockport_sw/calendar/counting.py``) and who must act. Services open clocks by rule
code; nothing else in the code knows a period's length.

"Policy" rules are periods the law leaves open ("within a reasonable time"): their
length is a ``PolicySetting`` the SMO changes in the app (with history); the value here
is the default.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from django.db import models

from lockport_sw.accounts.roles import Role
from lockport_sw.calendar.counting import TOWN_TZ, Counted, NYCalendar
from lockport_sw.jurisdiction.registry import cite_all, words


class Unit(models.TextChoices):
    CALENDAR_DAYS = "days", "calendar days"
    BUSINESS_DAYS = "business_days", "business days"
    HOURS = "hours", "hours (elapsed)"
    SECONDS = "seconds", "seconds (elapsed; what a paused hour clock had left)"
    WEEKS = "weeks", "weeks"
    MONTHS = "months", "months"
    YEARS = "years", "years"
    SET_BY_ORDER = "set", "a date set in the notice or approval"
    NONE = "none", "no period (recorded, not counted)"


class Acts(models.TextChoices):
    """Whose act the period is for. It decides whether a Town office closure extends it
    (statute README, "How time is counted"): a closure extends a period of days like a
    holiday only for an act a party must do at the Town; never a duty of the Town itself,
    which the statute does not let the Town lengthen; nor an act done elsewhere."""

    TOWN = "town", "a duty of the Town itself"
    PARTY_AT_TOWN = "party_at_town", "an act a party does at the Town (filing, notice, answer)"
    PARTY = "party", "an act a party does elsewhere (work at the site)"


class Kind(models.TextChoices):
    """How a rule is kept."""

    CLOCK = "clock", "a clock: a deadline row with reminders"
    MINIMUM_NOTICE = "notice", "a minimum notice, checked when the notice is given"
    RECORD = "record", "a fact recorded with its time, checked against the rule"
    COMPUTED = "computed", "a figure computed from the record (counts, tiers)"


@dataclass(frozen=True)
class Rule:
    code: str
    number: int | None  # the row of DEADLINES.md; None: a Town policy the law leaves open
    # The provisions the rule is of, by key (lockport_sw/jurisdiction/): each municipality
    # cites them in its own numbering (``citation``).
    provisions: tuple[str, ...]
    title_words: str
    starts_words: str
    period: int | None
    unit: Unit
    who_acts_words: str
    what_follows_words: str
    responsible_role: str | None
    acts: Acts
    kind: Kind = Kind.CLOCK
    policy: bool = False
    # GCL § 25-a: a period of days computed from a certain day that ends on a Saturday,
    # Sunday or holiday runs to the next business day. Periods of days of these chapters
    # are counted that way; never a period of hours (it runs from a moment), a schedule
    # (an inspection every 7 days), a date the Town sets, nor a minimum ("at least").
    extends: bool = True
    # Who does the work for the responsible body, and sees the clock on their task list
    # (§ 158-12: the Town Board files and mails its decision; the Clerk does it for it).
    worked_by: str | None = None
    # A window open to a party (an appeal), not a duty: no reminders or escalation;
    # when it runs out it is shown as closed.
    window: bool = False
    # A minimum, not a deadline (row 22, § 159-8B(1): "not less than one year"): the
    # earliest day the act may be done. Shown as "<name> possible from <date>", never
    # overdue or missed: the sweep neither reminds nor escalates it (sweep.py).
    minimum: bool = False
    # Days before the due date its reminders go out, where the rule sets its own (the
    # renewal of a guarantee: 30 days and the due day); empty: the sweep's default leads
    # (DEADLINE_REMINDER_LEAD_DAYS).
    reminder_days: tuple[int, ...] = ()
    # What the clock is called where a list names it in a few words ("Appeal window",
    # "Time to correct"); the title when none is given.
    name_words: str = ""

    # The words above are the municipality's (``Jurisdiction.words``): "{law:idl}" is
    # "Chapter 158" in Lockport, "{body:idl}" the body that hears its appeals.
    @property
    def title(self) -> str:
        return words(self.title_words)

    @property
    def starts(self) -> str:
        return words(self.starts_words)

    @property
    def who_acts(self) -> str:
        return words(self.who_acts_words)

    @property
    def what_follows(self) -> str:
        return words(self.what_follows_words)

    @property
    def name(self) -> str:
        return words(self.name_words)

    @property
    def citation(self) -> str:
        """The rule's provisions as the municipality cites them: "§ 158-11B, § 159-8C(4)"."""
        return cite_all(self.provisions)

    @property
    def called(self) -> str:
        return self.name or self.title

    @property
    def period_text(self) -> str:
        if self.period is None:
            return self.unit.label
        return f"{self.period} {self.unit.label}"

    @property
    def closures_extend(self) -> bool:
        """A Town office closure on the last day extends the period (statute README)."""
        return self.acts == Acts.PARTY_AT_TOWN

    @property
    def sections(self) -> list[str]:
        """The sections cited, as bare numbers ("158-12"), for filtering."""
        return [_bare(c) for c in self.citation.split(",")]

    def counting_basis(
        self,
        start: datetime,
        *,
        period: int | None = None,
        due_date: date | None = None,
        due_at: datetime | None = None,
    ) -> tuple[Unit, int]:
        """The unit and number to count from ``start``.

        ``period`` overrides the catalogue's (policy settings). A date set by an order
        (``Unit.SET_BY_ORDER``) is counted as the calendar days up to it (so that a
        paused clock keeps the days it had left); the rule says whether GCL § 25-a
        extends it (``extends``: a date the Town sets is not extended).
        """
        if self.unit == Unit.SET_BY_ORDER:
            if due_at is not None:
                # A moment set by an approval (§ 158-4A(2): "for a specified time
                # period"): elapsed time up to it, never extended, so that the clock and
                # the approval end at the same moment.
                if due_at < start:
                    raise ValueError(f"{self.code}: the moment set ({due_at}) is before the start.")
                return Unit.SECONDS, int((due_at - start).total_seconds())
            if due_date is None:
                raise ValueError(f"{self.code}: the date set by the order is required.")
            day = start.astimezone(TOWN_TZ).date()
            if due_date < day:
                raise ValueError(f"{self.code}: the date set ({due_date}) is before the start.")
            return Unit.CALENDAR_DAYS, (due_date - day).days
        if self.unit == Unit.NONE or self.kind != Kind.CLOCK:
            raise ValueError(f"{self.code} is not a clock ({self.kind.label}).")
        n = self.period if period is None else period
        return self.unit, n


SMO = Role.SMO

RULES: tuple[Rule, ...] = (
    Rule(
        code="swppp_recommendation",
        number=1,
        provisions=("swm.review_with_other_body.recommendation",),
        title_words="SMO forwards the SWPPP with a written recommendation",
        starts_words="SWPPP received (complete submission logged)",
        period=45,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="SMO: forward the SWPPP with a recommendation to the reviewing body",
        what_follows_words=(
            "Reminders before, overdue after, on the review queue and the applicant's page"
        ),
        responsible_role=SMO,
        acts=Acts.TOWN,
    ),
    Rule(
        code="swppp_decision",
        number=2,
        provisions=("swm.review_by_smo",),
        title_words="SMO approves, approves with modifications or disapproves the SWPPP",
        starts_words="SWPPP received, activity not reviewed by another Town body",
        period=45,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="SMO: decide, reasons in writing for modifications or disapproval",
        what_follows_words=(
            "As {cite:swm.review_with_other_body.recommendation}; a resubmission starts a "
            "new 45 days"
        ),
        responsible_role=SMO,
        acts=Acts.TOWN,
    ),
    Rule(
        code="milestone_notice",
        number=3,
        provisions=("swm.construction_inspection",),
        title_words="Notice of a construction milestone at least 48 hours before the work",
        starts_words="Applicant's notice of a milestone (a)-(h)",
        period=48,
        unit=Unit.HOURS,
        who_acts_words="Applicant notifies; the SMO may inspect",
        what_follows_words="A request with less notice is refused or flagged as late notice",
        responsible_role=Role.APPLICANT,
        acts=Acts.PARTY_AT_TOWN,
        kind=Kind.MINIMUM_NOTICE,
        extends=False,
    ),
    Rule(
        code="site_inspection_weekly",
        number=4,
        provisions=("swm.maintenance_during_construction.site_inspections",),
        title_words="Site inspection by the qualified professional every 7 days",
        starts_words="Each site inspection (Conditions A, B, C)",
        period=7,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="Applicant's qualified professional inspects; log book entry",
        what_follows_words="Missed inspection flagged on the site log",
        responsible_role=Role.APPLICANT,
        acts=Acts.PARTY,
        # A schedule the site keeps, not a period within which an act may be put off:
        # not extended by GCL § 25-a (statute README: an inspection on Friday,
        # December 18 makes the next due Friday, December 25, Christmas Day).
        extends=False,
    ),
    Rule(
        code="storm_inspection",
        number=5,
        provisions=("swm.maintenance_during_construction.site_inspections",),
        title_words="Site inspection within 24 hours of a storm of 0.5 inch or more",
        starts_words="Storm event of 0.5 inches of precipitation or more",
        period=24,
        unit=Unit.HOURS,
        who_acts_words="Qualified professional inspects",
        what_follows_words="Missed storm inspection flagged",
        responsible_role=Role.APPLICANT,
        acts=Acts.PARTY,
        extends=False,  # elapsed hours: not extended over a weekend or holiday
    ),
    Rule(
        code="nov158_appeal",
        number=6,
        provisions=("idl.appeal",),
        title_words="Appeal of a {law:idl} notice of violation to the {body:idl}",
        name_words="Appeal window",
        starts_words="{law:idl} NOV issued",
        period=15,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="The person receiving the NOV may appeal",
        what_follows_words=(
            "Appeal window shown; a late appeal is refused (staff may record it, marked late)"
        ),
        responsible_role=None,
        acts=Acts.PARTY_AT_TOWN,
        window=True,
    ),
    Rule(
        code="nov159_appeal",
        number=7,
        provisions=("swm.appeal",),
        title_words="Written notice of appeal of a {law:swm} notice of violation",
        name_words="Appeal window",
        starts_words="{law:swm} NOV served",
        period=15,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="The landowner may appeal to the Town",
        what_follows_words=(
            "As {cite:idl.appeal}, counted from service, not issuance. The law names no hearing "
            "body, hearing period or decision deadline for this appeal: those are Town "
            "policy, never shown as statutory"
        ),
        responsible_role=None,
        acts=Acts.PARTY_AT_TOWN,
        window=True,
    ),
    Rule(
        code="appeal_hearing",
        number=8,
        provisions=("idl.appeal",),
        title_words="{body:idl} hears the appeal within 30 days of its filing",
        name_words="Hearing of the appeal",
        starts_words="Appeal filed",
        period=30,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="{body:idl}",
        what_follows_words="Hearing must be scheduled inside the window; warn when not",
        responsible_role=Role.TOWN_BOARD,
        acts=Acts.TOWN,
        worked_by=Role.CLERK,  # the Clerk keeps the Board's calendar and is warned too
    ),
    Rule(
        code="decision_filing",
        number=9,
        provisions=("idl.appeal",),
        title_words="{body:idl} files its decision with the Clerk and mails it by certified mail",
        name_words="Decision filed and mailed",
        starts_words="Board decision made",
        period=5,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words=(
            "The {body:idl} files the decision with the {clerk} and mails a copy to "
            "the violator by certified mail (the Clerk does the work for the Board)"
        ),
        what_follows_words="Filing date and certified mail article number recorded; overdue flag",
        responsible_role=Role.TOWN_BOARD,
        acts=Acts.TOWN,
        worked_by=Role.CLERK,
    ),
    Rule(
        code="violator_correction",
        number=10,
        provisions=("idl.corrective_measures.after_appeal",),
        title_words="The violator's time to correct the violation after the appeal",
        name_words="Time to correct",
        starts_words=(
            "Board decision upholding the SMO (or, with no appeal, the deadline set in the NOV)"
        ),
        period=5,
        unit=Unit.BUSINESS_DAYS,
        who_acts_words=(
            "The violator corrects the violation; if not corrected by then, the SMO requests "
            "the owner's permission for access (no period is set for the request)"
        ),
        what_follows_words=(
            "After it, a task for the SMO to request access; refusal leads to warrant or "
            "court order tracking ({cite:idl.corrective_measures.court_order})"
        ),
        responsible_role=None,
        acts=Acts.PARTY,
    ),
    # Row 11 is one period of two chapters: each chapter's notice opens its own rule, so
    # that a clock cites only its own chapter (issue 23, "Words").
    Rule(
        code="nov158_remediation",
        number=11,
        provisions=("idl.notice_of_violation.remediation",),
        title_words="Remediation or restoration by the deadline set in the notice of violation",
        name_words="Time to correct",
        starts_words="{law:idl} NOV issued",
        period=None,
        unit=Unit.SET_BY_ORDER,
        who_acts_words="Violator remediates or restores",
        what_follows_words=(
            "Corrective measures ({cite:idl.corrective_measures.after_appeal}); the work done "
            "by the Town at the violator's expense"
        ),
        responsible_role=None,
        acts=Acts.PARTY,
        # A date the Town sets is that date, not a period: not extended by GCL § 25-a
        # (statute README). The notice form warns when it falls on a Saturday, Sunday or
        # holiday.
        extends=False,
    ),
    Rule(
        code="nov159_remediation",
        number=11,
        provisions=("swm.notice_of_violation.remedial_measures",),
        title_words="Remedial measures by the time schedule set in the notice of violation",
        name_words="Time to correct",
        starts_words="{law:swm} NOV issued",
        period=None,
        unit=Unit.SET_BY_ORDER,
        who_acts_words="Violator completes the remedial measures",
        what_follows_words=(
            "Notice to restore the land ({cite:swm.restoration}); corrective action by the "
            "Town, its cost a lien on the property"
        ),
        responsible_role=None,
        acts=Acts.PARTY,
        extends=False,  # a date the Town sets (statute README), as § 158-11A(6)
    ),
    Rule(
        code="continuing_violation",
        number=12,
        provisions=("idl.penalties", "swm.penalties"),
        title_words="Each week of continued violation is a separate violation",
        starts_words="Violation continues",
        period=1,
        unit=Unit.WEEKS,
        who_acts_words="—",
        what_follows_words="Count of separate violations shown for the penalty calculation",
        responsible_role=None,
        acts=Acts.PARTY,
        kind=Kind.COMPUTED,
        extends=False,
    ),
    Rule(
        code="offense_lookback",
        number=13,
        provisions=("idl.penalties", "swm.penalties"),
        title_words="Five-year look-back for second and third offenses",
        starts_words=(
            "An earlier offense (5-year look-back between the dates the offenses were committed)"
        ),
        period=5,
        unit=Unit.YEARS,
        who_acts_words="Court / Town Attorney",
        what_follows_words="Offense tier and fine range computed from the person's history",
        responsible_role=Role.TOWN_ATTORNEY,
        acts=Acts.TOWN,
        kind=Kind.COMPUTED,
        extends=False,
    ),
    Rule(
        code="spill_notice",
        number=14,
        provisions=("idl.spill_notification",),
        title_words="Notice to the Town of a nonhazardous release by the next business day",
        starts_words="Release of nonhazardous material known or suspected",
        period=1,
        unit=Unit.BUSINESS_DAYS,
        who_acts_words="Responsible person notifies the Town",
        what_follows_words="Late notification flagged",
        responsible_role=None,
        acts=Acts.PARTY_AT_TOWN,
        kind=Kind.RECORD,
    ),
    Rule(
        code="spill_written_confirmation",
        number=15,
        provisions=("idl.spill_notification",),
        title_words="Written confirmation of a telephone or in-person spill notice",
        starts_words="Notification in person or by telephone",
        period=3,
        unit=Unit.BUSINESS_DAYS,
        who_acts_words="Responsible person mails written notice",
        what_follows_words="Missing confirmation flagged",
        responsible_role=None,
        acts=Acts.PARTY_AT_TOWN,
    ),
    Rule(
        code="spill_record_retention",
        number=16,
        provisions=("idl.spill_notification",),
        title_words="On-site record of a release kept at least three years",
        starts_words="Release from a commercial or industrial establishment",
        period=3,
        unit=Unit.YEARS,
        who_acts_words="Owner or operator",
        what_follows_words="Retention date shown; records are not purged before it",
        responsible_role=None,
        acts=Acts.PARTY,
        extends=False,
    ),
    Rule(
        code="hazardous_release_notice",
        number=17,
        provisions=("idl.spill_notification",),
        title_words="Immediate notice of a hazardous release to emergency response agencies",
        starts_words="Release of hazardous materials",
        period=None,
        unit=Unit.NONE,
        who_acts_words="Responsible person notifies emergency response agencies",
        what_follows_words="Recorded with the time of the call",
        responsible_role=None,
        acts=Acts.PARTY,
        kind=Kind.RECORD,
    ),
    Rule(
        code="dye_test_notice",
        number=18,
        provisions=("idl.dye_testing",),
        title_words="Verbal notice to the SMO before a dye test",
        starts_words="Dye test",
        period=None,
        unit=Unit.NONE,
        who_acts_words="Tester notifies the SMO",
        what_follows_words="A dye test logged after its start time is not exempt",
        responsible_role=None,
        acts=Acts.PARTY_AT_TOWN,
        kind=Kind.RECORD,
    ),
    Rule(
        code="emergency_discharge_approval",
        number=19,
        provisions=("idl.emergency_discharge_approval",),
        title_words="Emergency discharge exempt only for the period the SMO approves",
        starts_words="SMO written approval of an emergency discharge",
        period=None,
        unit=Unit.SET_BY_ORDER,
        who_acts_words="SMO",
        what_follows_words="Discharge exempt only inside the approved period",
        responsible_role=SMO,
        acts=Acts.PARTY,
        extends=False,
    ),
    Rule(
        code="emergency_suspension_notice",
        number=20,
        provisions=("idl.suspension_emergency",),
        title_words="Written notice of an emergency suspension of MS4 access",
        starts_words="Emergency suspension of MS4 access",
        period=2,
        unit=Unit.BUSINESS_DAYS,
        who_acts_words="SMO",
        what_follows_words="Overdue flag",
        responsible_role=SMO,
        acts=Acts.TOWN,
        policy=True,
    ),
    Rule(
        code="access_termination_notice",
        number=21,
        provisions=("idl.suspension_termination",),
        title_words="Written notice of a proposed termination of MS4 access",
        starts_words="Proposed termination of MS4 access",
        period=None,
        unit=Unit.NONE,
        who_acts_words="SMO",
        what_follows_words="Petition and hearing recorded; reinstatement only by SMO approval",
        responsible_role=SMO,
        acts=Acts.TOWN,
        kind=Kind.RECORD,
    ),
    Rule(
        code="performance_guarantee",
        number=22,
        provisions=("swm.performance_guarantee",),
        title_words="Performance guarantee in force at least one year after final acceptance",
        name_words="Release",
        starts_words="Final acceptance of the work",
        period=1,
        unit=Unit.YEARS,
        who_acts_words="Town",
        what_follows_words="Release blocked before both the year and the one-year inspection",
        responsible_role=SMO,
        acts=Acts.TOWN,
        extends=False,
        minimum=True,
    ),
    Rule(
        code="restoration",
        number=23,
        provisions=("swm.restoration",),
        title_words="Restoration of land within a reasonable time after notice",
        name_words="Time to restore",
        starts_words="Notice to restore land",
        period=30,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="Violator",
        what_follows_words="Town corrective action; its cost becomes a lien on the property",
        responsible_role=None,
        acts=Acts.PARTY,
        policy=True,
    ),
    Rule(
        code="tmdl_program_update",
        number=24,
        provisions=("idl.definitions",),
        title_words="Modify the stormwater program within six months of a TMDL's approval",
        starts_words="EPA approval of a TMDL",
        period=6,
        unit=Unit.MONTHS,
        who_acts_words="Town modifies its stormwater management program",
        what_follows_words="Program-level reminder",
        responsible_role=SMO,
        acts=Acts.TOWN,
    ),
    # --- Town policy where the law sets no period (not rows of DEADLINES.md) -----------
    # § 159-8C(1)(f) gives a right to appeal "to the Town" and names no body, hearing
    # period or decision deadline: the Town sets them. They are shown as Town policy,
    # never as statutory.
    Rule(
        code="nov159_appeal_hearing",
        number=None,
        provisions=("swm.appeal",),
        title_words="Hearing of a {law:swm} appeal ({kind} policy; the law sets no period)",
        name_words="Hearing of the appeal",
        starts_words="Appeal filed",
        period=30,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="The body the Town's policy names hears the appeal",
        what_follows_words="Hearing scheduled inside the Town's period; warn when not",
        responsible_role=Role.TOWN_BOARD,
        acts=Acts.TOWN,
        policy=True,
        worked_by=Role.CLERK,
    ),
    # A date the Town sets in a Chapter 158 order (§ 158-5C "upon notification", § 158-6A,
    # 6B, § 158-7): no row of DEADLINES.md names it; it is the date set, counted from the
    # order's issuance and not extended (statute README: a date the Town sets).
    Rule(
        code="order158_due",
        number=None,
        provisions=(
            "idl.activities_contaminating.correction",
            "idl.best_management_practices",
            "idl.industrial_construction_discharges",
        ),
        title_words="What a {law:idl} order requires, by the date set in it",
        name_words="Time to comply with the order",
        starts_words=(
            "Order issued ({cite:idl.activities_contaminating.correction}, "
            "{cite:idl.best_management_practices}, {cite:idl.industrial_construction_discharges})"
        ),
        period=None,
        unit=Unit.SET_BY_ORDER,
        who_acts_words="The person ordered",
        what_follows_words=(
            "Not complied: a violation of the section ordered, a notice of violation"
        ),
        responsible_role=None,
        acts=Acts.PARTY,
        extends=False,
    ),
    # § 159-8B(1), (2): a performance bond or letter of credit must stay in force until the
    # Town releases it (or, for the maintenance guarantee, until the facilities are removed
    # from operation). The law sets no period: the Town requires a bond or letter of
    # credit that will expire while still required to be renewed or replaced 30 days
    # before it expires (the date set, counted back from the expiry when it is accepted:
    # money/services/guarantees.py), so that the SMO can still draw on it if it is not.
    # Reminders 60 and 30 days before the expiry (30 days before this date, and on it);
    # missed, it is escalated to the SMO with 30 days left to draw.
    Rule(
        code="guarantee_renewal",
        number=None,
        provisions=("swm.guarantees",),
        title_words="Guarantee renewed or replaced 30 days before it expires (Town policy)",
        starts_words="Letter of credit or bond accepted with an expiry date",
        period=None,
        unit=Unit.SET_BY_ORDER,
        who_acts_words="The applicant or developer renews or replaces the guarantee",
        what_follows_words="Escalated to the SMO, in time to draw on it before it expires",
        responsible_role=None,
        acts=Acts.PARTY,
        extends=False,
        reminder_days=(30, 0),
    ),
    # § 158-4A(1): "Such exempt discharges shall be made in accordance with an appropriate
    # plan for reducing pollutants": the law sets no time; the Town's policy gives the
    # discharger this long to give the plan. A duty, not a condition of the exemption.
    Rule(
        code="exempt_discharge_plan",
        number=None,
        provisions=("idl.exempt_discharges",),
        title_words="Plan for reducing pollutants of an exempt discharge (Town policy)",
        starts_words="Exempt discharge recorded without its plan",
        period=30,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="The discharger gives the plan",
        what_follows_words="Overdue flag; the exemption stands",
        responsible_role=None,
        acts=Acts.PARTY,
        policy=True,
    ),
    # § 158-8B: "The violator may petition the SMO for a reconsideration and hearing":
    # the law sets no period; the Town's policy gives the violator this long from service
    # of the notice before access may be terminated.
    Rule(
        code="access_termination_petition",
        number=None,
        provisions=("idl.suspension_termination",),
        title_words="Petition against a proposed termination of MS4 access (Town policy)",
        starts_words="Notice of the proposed termination served",
        period=10,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="The violator may petition the SMO",
        what_follows_words="Termination decided only after the period runs, or after the hearing",
        responsible_role=None,
        acts=Acts.PARTY_AT_TOWN,
        policy=True,
        window=True,
    ),
    Rule(
        code="nov159_decision_filing",
        number=None,
        provisions=("swm.appeal",),
        title_words=(
            "{law:swm} appeal decision filed and mailed ({kind} policy; the law sets no period)"
        ),
        name_words="Decision filed and mailed",
        starts_words="Decision on the appeal made",
        period=5,
        unit=Unit.CALENDAR_DAYS,
        who_acts_words="The hearing body files the decision with the Clerk and mails it",
        what_follows_words="Filing date and certified mail article number recorded; overdue flag",
        responsible_role=Role.TOWN_BOARD,
        acts=Acts.TOWN,
        policy=True,
        worked_by=Role.CLERK,
    ),
)


def count(
    calendar: NYCalendar,
    unit: Unit,
    start: datetime,
    n: int,
    *,
    extends: bool,
    closures_extend: bool = False,
) -> Counted:
    """Count ``n`` ``unit``s from the moment ``start`` the way New York law does.

    ``extends``: GCL § 25-a applies (a period of days ending on a non-business day runs
    to the next business day). A period of hours is never extended: it runs from a moment.
    ``closures_extend``: a Town office closure counts like a holiday for § 25-a (only for
    an act a party must do at the Town, ``Rule.closures_extend``).
    """
    local_start = start.astimezone(TOWN_TZ)
    if unit == Unit.HOURS:
        return calendar.add_hours(local_start, n)
    if unit == Unit.SECONDS:
        return calendar.add_hours(local_start, n / 3600)
    day = local_start.date()
    days = {"extend": extends, "closures_extend": closures_extend}
    if unit == Unit.CALENDAR_DAYS:
        return calendar.add_days(day, n, **days)
    if unit == Unit.BUSINESS_DAYS:
        return calendar.add_business_days(day, n)
    if unit == Unit.WEEKS:
        return calendar.add_weeks(day, n, **days)
    if unit == Unit.MONTHS:
        return calendar.add_months(day, n, **days)
    if unit == Unit.YEARS:
        return calendar.add_years(day, n, **days)
    raise ValueError(f"{unit.label} cannot be counted.")


BY_CODE: dict[str, Rule] = {rule.code: rule for rule in RULES}
# The rules whose clocks are never missed, reminded or escalated: windows (a party's
# opportunity) and minimums (the earliest day, row 22).
WINDOW_CODES = tuple(rule.code for rule in RULES if rule.window)
MINIMUM_CODES = tuple(rule.code for rule in RULES if rule.minimum)
RULE_CHOICES = [(rule.code, f"{rule.citation}: {rule.title}") for rule in RULES]


def validate_rule_code(code: str) -> None:
    """A rule code names a rule of the catalogue. (The catalogue is code, not a database
    enumeration: adding a rule needs no migration.)"""
    from django.core.exceptions import ValidationError

    if code not in BY_CODE:
        raise ValidationError(f"No deadline rule {code!r} in the catalogue.")


def get(code: str) -> Rule:
    try:
        return BY_CODE[code]
    except KeyError:
        raise LookupError(f"No deadline rule {code!r} in the catalogue.") from None


def section_choices() -> list[tuple[str, str]]:
    """Each section a rule cites, as the municipality writes it, in the code's order."""
    cited = {c.strip() for rule in RULES for c in rule.citation.split(",")}
    return sorted(((_bare(c), c) for c in cited), key=lambda choice: _section_key(choice[0]))


def _bare(citation: str) -> str:
    """A citation without its section sign ("§ 158-12": "158-12"); any other as it is."""
    return citation.strip().removeprefix("§").strip()


def _section_key(section: str) -> list:
    """Numbers in numeric order: 158-4A(2) before 158-11A, 158-11A before 158-12."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", section)]
