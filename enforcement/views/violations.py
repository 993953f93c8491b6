"""Violations: the list, recording one, its page, evidence, its end; and what starts
from a violation: referrals, alternative remedies, occupancy holds, the penalty tier."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ObjectDoesNotExist, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.audit.selectors import timeline
from lockport_sw.core import versions
from lockport_sw.core.access import login_required, role_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.registry.models import Party

from .. import chapters, selectors
from ..forms.corrective import PenaltyForm, ReasonForm, ReferralForm, RemedyForm
from ..forms.violations import EvidenceForm, ViolationEndForm, ViolationForm
from ..models import AlternativeRemedy, Offense
from ..services import penalties, remedies, violations
from ..services._common import today
from ._access import allow, require, visible_violation
from ._forms import act_page, posted

PAGE_SIZE = 25
RECORD = "enforcement.record_violation"


@role_required(*OFFICE_ROLES)
def violation_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(
        selectors.violation_list(selectors.violations_visible_to(request.user)), PAGE_SIZE
    ).get_page(request.GET.get("page"))
    return render(request, "enforcement/violation_list.html", {"page_obj": page})


def _subject_from(request: HttpRequest):
    """The record a violation is found from, passed as ?subject=<content type>.<id>."""
    raw = request.GET.get("subject") or request.POST.get("subject") or ""
    if not raw:
        return None
    try:
        ct_id, obj_id = (int(part) for part in raw.split(".", 1))
        model = ContentType.objects.get_for_id(ct_id).model_class()
        return model._default_manager.get(pk=obj_id)
    except (ValueError, ObjectDoesNotExist, AttributeError):
        raise Http404("No such record.") from None


@login_required
def violation_create(request: HttpRequest) -> HttpResponse:
    require(request, RECORD)
    if refused := allow(request, "GET", "POST"):
        return refused
    subject = _subject_from(request)
    initial = {"continuing": True, "started_on": today()}
    for key in ("parcel", "party", "chapter"):
        if request.GET.get(key):
            initial[key] = request.GET[key]
    form = ViolationForm(
        request.POST if request.method == "POST" else None,
        request.FILES if request.method == "POST" else None,
        initial=initial,
    )
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            violation = violations.violation_record(
                acting_user=request.user,
                chapter=data["chapter"],
                party=data["party"],
                parcel=data["parcel"],
                provisions=[p.code for p in data["provisions"]],
                description=data["description"],
                started_on=data["started_on"],
                continuing=data["continuing"],
                ended_on=data["ended_on"],
                subject=subject,
                files=data["files"],
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Recorded violation {violation.reference}.")
            return redirect(violation)
    subject_value = ""
    if subject is not None:
        subject_value = f"{ContentType.objects.get_for_model(subject).pk}.{subject.pk}"
    return render(
        request,
        "enforcement/violation_form.html",
        {"form": form, "subject": subject, "subject_value": subject_value},
    )


@login_required
def violation_detail(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    if refused := allow(request, "GET"):
        return refused
    chapter = chapters.get(violation.chapter)
    notices = list(violation.notices.select_related("document", "addressee").order_by("-issued_at"))
    evidence = list(
        violation.evidence.select_related("upload", "recorded_by").prefetch_related("source")
    )
    assessment = penalties.assess(
        party=violation.party, chapter=violation.chapter, committed_on=violation.started_on
    )
    return render(
        request,
        "enforcement/violation_detail.html",
        {
            "violation": violation,
            "chapter": chapter,
            "provisions": list(violation.provisions.all()),
            "notices": notices,
            "orders": list(violation.stop_work_orders.select_related("document")),
            "evidence": evidence,
            "referrals": list(violation.referrals.all()),
            "remedies": list(violation.alternative_remedies.prefetch_related("tasks")),
            "holds": list(violation.occupancy_holds.all()),
            "summary_abatements": list(violation.summary_abatements.prefetch_related("costs")),
            "assessment": assessment,
            "separate": penalties.separate_violations(violation),
            "events": timeline(violation)[:50],
            "evidence_form": EvidenceForm(),
            "end_form": ViolationEndForm(initial={"ended_on": today()}),
        },
    )


@login_required
def evidence_add(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, RECORD)
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=EvidenceForm(*posted(request, files=True)),
        act=lambda data: violations.evidence_add(
            acting_user=request.user, violation=violation, **data
        ),
        success="Evidence added.",
        title=f"Add evidence to violation {violation.reference}",
        back=violation,
        multipart=True,
        submit="Add the evidence",
    )


@login_required
def violation_end(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, RECORD)
    if refused := allow(request, "GET", "POST"):
        return refused
    return act_page(
        request,
        form=(
            form := ViolationEndForm(
                *posted(request),
                initial={"ended_on": today()},
                violation=violation,
                version=versions.token(violation),
            )
        ),
        act=lambda data: violations.violation_end(
            acting_user=request.user, violation=violation, version=form.read_version, **data
        ),
        success=f"Violation {violation.reference} recorded as ended.",
        title=f"The end of violation {violation.reference}",
        back=violation,
        submit="Record the end",
        lead="A violation that ended stops counting weeks of continued violation, and its "
        "current notices close.",
    )


@login_required
def referral_create(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, "enforcement.refer_violation")
    if refused := allow(request, "GET", "POST"):
        return refused
    chapter = chapters.get(violation.chapter)
    return act_page(
        request,
        form=ReferralForm(*posted(request), chapter=chapter, initial={"referred_on": today()}),
        act=lambda data: penalties.referral_create(
            acting_user=request.user, violation=violation, **data
        ),
        success="Referred to the Town Attorney.",
        title=f"Refer violation {violation.reference} to the Town Attorney",
        back=violation,
        submit="Refer",
    )


@login_required
def remedy_recommend(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, "enforcement.recommend_remedy")
    if refused := allow(request, "GET", "POST"):
        return refused
    chapter = chapters.get(violation.chapter)
    if chapter.alternative_remedies_citation is None:
        raise Http404("This chapter provides no alternative remedies.")
    form = RemedyForm(*posted(request))
    return act_page(
        request,
        form=form,
        act=lambda data: remedies.remedy_recommend(
            acting_user=request.user,
            violation=violation,
            criteria=data["criteria"],
            recommendation=data["recommendation"],
            tasks=form.tasks(),
        ),
        success="Recommendation recorded; the SMO is asked to concur.",
        title=f"Recommend alternative remedies for {violation.reference}",
        back=violation,
        submit="Recommend",
        lead=f"{chapter.alternative_remedies_citation}: in lieu of a civil penalty, on the Town "
        "Attorney's recommendation and the SMO's concurrence, where the criteria below apply.",
    )


@login_required
def occupancy_place(request: HttpRequest, reference: str) -> HttpResponse:
    violation = visible_violation(request, reference)
    require(request, "enforcement.hold_occupancy")
    if refused := allow(request, "GET", "POST"):
        return refused
    chapter = chapters.get(violation.chapter)
    if chapter.occupancy_citation is None:
        raise Http404("This chapter provides no withholding of occupancy.")
    return act_page(
        request,
        form=ReasonForm(*posted(request)),
        act=lambda data: remedies.occupancy_hold_place(
            acting_user=request.user, violation=violation, reason=data["reason"]
        ),
        success=f"Occupancy of {violation.parcel.street_address} withheld.",
        title=f"Withhold occupancy of {violation.parcel.street_address}",
        back=violation,
        submit="Withhold occupancy",
        lead=f"{chapter.occupancy_citation}: the SMO may prevent the occupancy of a building or "
        "land developed in violation of the chapter. It shows on the property's page until "
        "lifted.",
    )


@role_required(*OFFICE_ROLES)
def party_penalties(request: HttpRequest, pk: int) -> HttpResponse:
    """A party's offense history and the tier an offense on a given date would have."""
    party = get_object_or_404(Party, pk=pk)
    if refused := allow(request, "GET"):
        return refused
    form = PenaltyForm(request.GET or None, initial={"committed_on": today()})
    form.fields["chapter"].choices = chapters.choices()
    assessment = None
    if form.is_valid():
        assessment = penalties.assess(
            party=party,
            chapter=form.cleaned_data["chapter"],
            committed_on=form.cleaned_data["committed_on"],
        )
    return render(
        request,
        "enforcement/party_penalties.html",
        {
            "party": party,
            "form": form,
            "assessment": assessment,
            "offenses": Offense.objects.filter(party=party).select_related("violation"),
        },
    )


def _remedy(request, pk) -> AlternativeRemedy:
    remedy = get_object_or_404(AlternativeRemedy.objects.select_related("violation__parcel"), pk=pk)
    visible_violation(request, remedy.violation.reference)
    return remedy
