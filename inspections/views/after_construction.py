"""After construction (§ 159-8A(2), (3)): the project's page (as-built plans, final
acceptance, its practices and maintenance instruments), its acts; the Town's inventory
of practices with routine and random scheduling; a practice's page and acts; recording
an inspection's findings."""

from __future__ import annotations

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from lockport_sw.accounts.roles import OFFICE_ROLES
from lockport_sw.calendar.words import long_date
from lockport_sw.core import versions
from lockport_sw.core.access import login_required, role_required
from lockport_sw.jurisdiction.registry import cite

from .. import forms as f
from .. import selectors, subjects
from ..models import AsBuiltPlan, Inspection, Practice
from ..services import after_construction as services
from ..services._common import ACCEPT, CONDUCT, MAINTENANCE_NOTICE, SCHEDULE, subject_parts
from ._common import allow, data, form_page, require, subject_or_404, visible_subject


@login_required
def after_construction(request: HttpRequest, subject: str, pk: int) -> HttpResponse:
    spec, obj = subject_or_404(request, subject, pk)
    if refused := allow(request, "GET"):
        return refused
    found = selectors.after_construction(obj)
    return render(
        request,
        "inspections/after_construction.html",
        {
            # § 159-8A(2): what final acceptance still waits for (the act is offered only
            # when nothing is).
            "acceptance_missing": (
                [] if found["acceptance"] else services.final_acceptance_missing(obj)
            ),
            "spec": spec,
            "subject": obj,
            "subject_key": subject,
            "subject_url": spec.url(obj),
            "keeper": spec.is_applicant(request.user, obj),
            "can_accept": request.user.has_perm(ACCEPT),
            "can_schedule": request.user.has_perm(SCHEDULE),
            "instruments": spec.maintenance(obj),
            **found,
        },
    )


AC_STEPS = ("as-built", "acceptance", "practice")


@login_required
def after_construction_act(request: HttpRequest, subject: str, pk: int, step: str) -> HttpResponse:
    spec, obj = subject_or_404(request, subject, pk)
    if step not in AC_STEPS:
        raise Http404("No such step.")
    user = request.user
    require(
        {
            "as-built": spec.is_applicant(user, obj),
            "acceptance": user.has_perm(ACCEPT),
            "practice": user.has_perm(SCHEDULE),
        }[step]
    )
    if refused := allow(request, "GET", "POST"):
        return refused
    back = reverse("inspections:after_construction", args=[subject, pk])
    posted, files = data(request)
    if step == "as-built":
        return form_page(
            request,
            f.AsBuiltForm(posted, files),
            title=f"Submit as-built plans ({cite('swm.smp_inspection')})",
            back=back,
            submit="Submit the plans",
            act=lambda d: services.as_built_submit(acting_user=user, subject=obj, **d) and None,
            success="As-built plans submitted to the SMO.",
            lead="After final construction, as-built plans of every stormwater management "
            "practice on the site, showing the final design specifications and certified "
            "by a professional engineer.",
            multipart=True,
        )
    if step == "acceptance":
        if request.method == "GET" and services.final_acceptance_missing(obj):
            # § 159-8A(2): nothing to confirm yet; the page says what is missing.
            return redirect(f"{back}#acceptance")
        return form_page(
            request,
            f.AcceptanceForm(posted),
            title="Record final acceptance",
            back=back,
            submit="Record final acceptance",
            act=lambda d: (
                services.final_acceptance_record(acting_user=user, subject=obj, **d) and None
            ),
            success="Final acceptance recorded.",
            confirm="Record final acceptance? It cannot be undone.",
        )
    as_builts = AsBuiltPlan.objects.filter(**subject_parts(obj))
    return form_page(
        request,
        f.PracticeForm(posted, as_builts=as_builts, initial={"owner": spec.owner_party(obj)}),
        title="Add a stormwater management practice",
        back=back,
        submit="Add to the inventory",
        act=lambda d: services.practice_save(acting_user=user, subject=obj, **d),
        success="Practice added to the inventory.",
    )


@login_required
def as_built_review(request: HttpRequest, pk: int) -> HttpResponse:
    plan = get_object_or_404(AsBuiltPlan, pk=pk)
    visible_subject(request, plan.subject)
    require(request.user.has_perm(ACCEPT))
    if refused := allow(request, "GET", "POST"):
        return refused
    spec = subjects.of(plan.subject)
    back = reverse("inspections:after_construction", args=[spec.key, plan.subject_id])
    posted, _ = data(request)
    return form_page(
        request,
        f.AsBuiltReviewForm(posted),
        title=f"Review: {plan}",
        back=back,
        submit="Record the decision",
        act=lambda d: services.as_built_review(acting_user=request.user, plan=plan, **d) and None,
        success="Decision recorded.",
        lead=f"Certified on {long_date(plan.certified_on)}.",
    )


@role_required(*OFFICE_ROLES)
def practice_list(request: HttpRequest) -> HttpResponse:
    if refused := allow(request, "GET"):
        return refused
    page = Paginator(
        Practice.objects.select_related("parcel", "owner").order_by("next_routine_on", "pk"), 50
    ).get_page(request.GET.get("page"))
    return render(
        request,
        "inspections/practice_list.html",
        {"page_obj": page, "can_schedule": request.user.has_perm(SCHEDULE)},
    )


@role_required(*OFFICE_ROLES)
def practice_schedule(request: HttpRequest, basis: str) -> HttpResponse:
    if basis not in ("routine", "random"):
        raise Http404("No such schedule.")
    require(request.user.has_perm(SCHEDULE))
    if refused := allow(request, "GET", "POST"):
        return refused
    posted, _ = data(request)
    user = request.user
    if basis == "routine":
        form, title = (
            f.RoutineForm(posted),
            f"Schedule routine inspections ({cite('swm.post_completion_inspection')})",
        )

        def act(d):
            made = services.routine_inspections_schedule(acting_user=user, **d)
            messages.info(request, f"{len(made)} routine inspections scheduled.")
    else:
        form, title = (
            f.RandomForm(posted),
            f"Draw random inspections ({cite('swm.post_completion_inspection')})",
        )

        def act(d):
            made = services.random_inspections_draw(acting_user=user, **d)
            messages.info(request, f"{len(made)} practices drawn at random.")

    return form_page(
        request,
        form,
        title=title,
        back=reverse("inspections:practice_list"),
        submit="Schedule",
        act=act,
        success="Done.",
    )


def _visible_practice(request: HttpRequest, pk: int) -> Practice:
    practice = get_object_or_404(Practice.objects.select_related("parcel", "owner"), pk=pk)
    visible_subject(request, practice.subject)
    return practice


@login_required
def practice_detail(request: HttpRequest, pk: int) -> HttpResponse:
    practice = _visible_practice(request, pk)
    if refused := allow(request, "GET"):
        return refused
    spec = subjects.of(practice.subject)
    return render(
        request,
        "inspections/practice_detail.html",
        {
            "practice": practice,
            "back": reverse("inspections:after_construction", args=[spec.key, practice.subject_id]),
            "inspections": list(selectors.practice_inspections(practice)),
            "notices": list(practice.notices.select_related("document", "addressee")),
            "can_schedule": request.user.has_perm(SCHEDULE),
            "can_conduct": request.user.has_perm(CONDUCT),
            "can_notice": request.user.has_perm(MAINTENANCE_NOTICE),
        },
    )


PRACTICE_STEPS = ("edit", "complaint", "notice")


@login_required
def practice_act(request: HttpRequest, pk: int, step: str) -> HttpResponse:
    practice = _visible_practice(request, pk)
    if step not in PRACTICE_STEPS:
        raise Http404("No such step.")
    user = request.user
    require(user.has_perm(MAINTENANCE_NOTICE if step == "notice" else SCHEDULE))
    if refused := allow(request, "GET", "POST"):
        return refused
    posted, _ = data(request)
    back = practice.get_absolute_url()
    if step == "edit":
        as_builts = AsBuiltPlan.objects.filter(
            subject_type=practice.subject_type, subject_id=practice.subject_id
        )
        form = f.PracticeForm(
            posted, instance=practice, as_builts=as_builts, version=versions.token(practice)
        )
        return form_page(
            request,
            form,
            title=f"Practice {practice}",
            back=back,
            submit="Save",
            act=lambda d: services.practice_save(
                acting_user=user,
                subject=practice.subject,
                practice=practice,
                version=form.read_version,
                **d,
            ),
            success="Practice saved.",
        )
    if step == "complaint":
        return form_page(
            request,
            f.ComplaintForm(posted),
            title=f"Inspect on a complaint ({cite('swm.post_completion_inspection')})",
            back=back,
            submit="Schedule the inspection",
            act=lambda d: (
                services.complaint_inspection_open(acting_user=user, practice=practice, **d)
                and None
            ),
            success="Inspection scheduled.",
        )
    inspections = Inspection.objects.filter(
        pk__in=practice.inspections.values("inspection_id"), state=Inspection.State.COMPLETED
    )
    return form_page(
        request,
        f.MaintenanceNoticeForm(posted, inspections=inspections),
        title="Issue a maintenance-required notice",
        back=back,
        submit="Issue the notice",
        act=lambda d: (
            services.maintenance_notice_issue(acting_user=user, practice=practice, **d) and None
        ),
        success="Notice issued.",
        lead=f"To {practice.owner.name}, who operates and maintains the practice "
        f"({cite('swm.maintenance_after_construction')}).",
        confirm="Issue the notice? An issued letter cannot be changed.",
    )
