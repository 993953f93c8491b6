"""The public signing pages, opened by a link sent to a person's own address
(lockport_sw.invitations): a contractor's § 159-5D certification and the licensed
professional's § 159-5B(4) signature.

The link is the only key. An unknown token is a 404 (it reveals nothing); a link used,
withdrawn or expired says so (410). After signing (PRG) the same address shows what this
browser signed. These pages are never cached; the site's Referrer-Policy (same-origin)
keeps the token out of any request to another site.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from lockport_sw.core.forms import apply_validation_error
from lockport_sw.invitations import services as links
from lockport_sw.invitations.models import Invitation

from .. import selectors
from ..forms.applicant import CertificationForm, ProfessionalSignForm
from ..models import ContractorInvitation, ProfessionalSignature
from ..models.contractors import CONTRACTOR_STATEMENT
from ..services import contractors, professional

SIGNED_SESSION_KEY = "swppp-signed"  # link ids this browser signed


def _link(kind: str, token: str) -> Invitation:
    try:
        return links.invitation_find(kind=kind, token=token)
    except Invitation.DoesNotExist:
        raise Http404("No such link.") from None


def _gone(request: HttpRequest, invitation: Invitation, context: dict) -> HttpResponse:
    state = invitation.state
    return render(
        request,
        "swppp/public/link_gone.html",
        {**context, "state": state, "message": links.MESSAGES[state]},
        status=410,
    )


def _remember(request: HttpRequest, invitation: Invitation) -> None:
    request.session[SIGNED_SESSION_KEY] = [
        *request.session.get(SIGNED_SESSION_KEY, [])[-19:],
        invitation.pk,
    ]


def _signed_here(request: HttpRequest, invitation: Invitation) -> bool:
    return request.method == "GET" and invitation.pk in request.session.get(SIGNED_SESSION_KEY, [])


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
def certify(request: HttpRequest, token: str) -> HttpResponse:
    """§ 159-5D: a contractor identified in the SWPPP signs the certification."""
    link = _link(contractors.LINK_KIND, token)
    invitation = ContractorInvitation.objects.select_related("project__parcel", "contractor").get(
        link=link
    )
    project = invitation.project
    context = {
        "invitation": invitation,
        "contractor": invitation.contractor,
        "project": project,
        "statement": CONTRACTOR_STATEMENT,
    }
    if _signed_here(request, link) and hasattr(invitation, "certification"):
        return render(
            request,
            "swppp/contractor/certified.html",
            {
                **context,
                "certification": invitation.certification,
                "when": contractors.when_work_may_begin(project, invitation.contractor.firm_name),
            },
        )
    if not link.is_open:
        return _gone(request, link, context)
    form = CertificationForm(
        request.POST if request.method == "POST" else None, site=project.parcel.full_address
    )
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            contractors.certification_sign(
                invitation=invitation,
                agree=data["agree"],
                **{name: data[name] for name in contractors.SIGNATURE_FIELDS},
            )
        except links.LinkUnusable:
            return _gone(request, link, context)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            _remember(request, link)
            return redirect(reverse("swppp:contractor_certify", args=[token]))
    return render(request, "swppp/contractor/certify.html", {**context, "form": form})


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
def professional_sign(request: HttpRequest, token: str) -> HttpResponse:
    """§ 159-5B(4): the licensed professional preparing the plan signs the version, and
    may also make the certification of § 159-4A(3)."""
    link = _link(professional.LINK_KIND, token)
    signature = ProfessionalSignature.objects.select_related(
        "submission__project__parcel", "link"
    ).get(link=link)
    submission = signature.submission
    project = submission.project
    context = {"signature": signature, "submission": submission, "project": project}
    if _signed_here(request, link) and signature.is_signed:
        return render(request, "swppp/public/professional_signed.html", context)
    if not link.is_open:
        return _gone(request, link, context)
    is_applicant = request.user.is_authenticated and request.user.pk == project.applicant_id
    seen = professional.fingerprint(submission)
    posted = request.method == "POST" and not is_applicant
    form = ProfessionalSignForm(
        request.POST if posted else None,
        initial={
            "name": signature.requested_name,
            "designation": signature.requested_designation,
            "fingerprint": seen,
        },
    )
    if posted and form.is_valid():
        data = form.cleaned_data
        try:
            professional.signature_sign(
                signature=signature,
                signed_in_user=request.user,
                name=data["name"],
                license_number=data["license_number"],
                designation=data["designation"],
                certifies_design=data["certifies_design"],
                certifies_conformance=data["certifies_conformance"],
                seen_fingerprint=data["fingerprint"],
            )
        except links.LinkUnusable:
            return _gone(request, link, context)
        except PermissionDenied as exc:
            form.add_error(None, str(exc))
        except ValidationError as exc:
            apply_validation_error(form, exc)
            form.data = form.data.copy()
            form.data["fingerprint"] = seen  # what the page now shows
        else:
            _remember(request, link)
            return redirect(reverse("swppp:professional_sign", args=[token]))
    items = selectors.checklist_items(submission)
    answers = selectors.answers_by_item(submission)
    rows = [
        {
            "item": item,
            "answer": answers.get(item.pk),
            "files": list(answers[item.pk].uploads.all()) if item.pk in answers else [],
        }
        for item in items
    ]
    return render(
        request,
        "swppp/public/professional_sign.html",
        {
            **context,
            "form": form,
            "rows": rows,
            "fingerprint": seen,
            "is_applicant": is_applicant,
        },
    )
