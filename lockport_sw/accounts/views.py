"""Staff account management by the SMO (applicants register through allauth)."""

from urllib.parse import urlencode

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

from lockport_sw.core.access import permission_required, role_required
from lockport_sw.core.forms import apply_validation_error

from . import selectors, services
from .forms import SignatureImageForm, StaffAccountForm, StaffRolesForm
from .models import User
from .roles import TOWN_ROLES

PERM = "accounts.manage_staff_accounts"


@permission_required(PERM)
def staff_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(selectors.town_accounts(), 25).get_page(request.GET.get("page"))
    return render(request, "accounts/staff_list.html", {"page_obj": page})


@permission_required(PERM)
@require_http_methods(["GET", "POST"])
def staff_create(request: HttpRequest) -> HttpResponse:
    form = StaffAccountForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            user = services.staff_account_create(
                acting_user=request.user,
                request=request,
                **form.own_values(),
                extra=form.extension_values(),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(
                request,
                f"Account created for {user.email}. Send them to “Forgot password” to set one.",
            )
            return redirect("accounts:staff_list")
    return render(request, "accounts/staff_form.html", {"form": form})


@permission_required(PERM)
@require_http_methods(["GET", "POST"])
def staff_roles(request: HttpRequest, pk: int) -> HttpResponse:
    account = get_object_or_404(selectors.town_accounts(), pk=pk)
    form = StaffRolesForm.for_user(account, request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            services.staff_account_set_roles(
                acting_user=request.user,
                user=account,
                roles=form.cleaned_data["roles"],
                request=request,
                extra=form.extension_values(),
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Roles of {account} updated.")
            return redirect("accounts:staff_list")
    return render(request, "accounts/staff_roles.html", {"form": form, "account": account})


@permission_required(PERM)
@require_http_methods(["GET", "POST"])
def staff_deactivate(request: HttpRequest, pk: int) -> HttpResponse:
    account: User = get_object_or_404(selectors.town_accounts(), pk=pk)
    error = None
    if request.method == "POST":
        try:
            services.staff_account_deactivate(
                acting_user=request.user, user=account, request=request
            )
        except ValidationError as exc:
            error = " ".join(exc.messages)
        else:
            messages.success(request, f"{account} can no longer sign in.")
            return redirect("accounts:staff_list")
    return render(request, "accounts/staff_deactivate.html", {"account": account, "error": error})


@permission_required(PERM)
@require_http_methods(["GET", "POST"])
def staff_mfa_reset(request: HttpRequest, pk: int) -> HttpResponse:
    account: User = get_object_or_404(selectors.town_accounts(), pk=pk)
    error = None
    if request.method == "POST":
        try:
            services.staff_mfa_reset(acting_user=request.user, user=account, request=request)
        except ValidationError as exc:
            error = " ".join(exc.messages)
        else:
            messages.success(
                request,
                f"Two-step verification of {account} was reset and their sessions ended. "
                "They set it up again at their next sign-in.",
            )
            return redirect("accounts:staff_list")
    return render(request, "accounts/staff_mfa_reset.html", {"account": account, "error": error})


def admin_login(request: HttpRequest, extra_context=None) -> HttpResponse:
    """The admin site's sign-in is the one sign-in (allauth's: throttled, with MFA).

    Replaces ``admin.site.login``: anonymous visitors go to the sign-in page and come
    back; a signed-in user without admin access is refused (403), never shown a second
    password form.
    """
    next_url = request.GET.get("next") or reverse("admin:index")
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}):
        next_url = reverse("admin:index")
    if request.user.is_authenticated:
        if request.user.is_active and request.user.is_staff:
            return HttpResponseRedirect(next_url)
        raise PermissionDenied
    return HttpResponseRedirect(f"{reverse('account_login')}?{urlencode({'next': next_url})}")


@role_required(*TOWN_ROLES)
@require_http_methods(["GET", "POST"])
def my_signature(request: HttpRequest) -> HttpResponse:
    """A Town signer uploads the image of their signature once (issue 24, item 7); without
    one, their letters state that they were signed electronically."""
    form = SignatureImageForm(
        request.POST if request.method == "POST" and "remove" not in request.POST else None,
        request.FILES or None,
    )
    if request.method == "POST" and "remove" in request.POST:
        services.signature_image_remove(acting_user=request.user)
        messages.success(
            request,
            "Removed your signature image: letters you sign state that "
            "they were signed electronically.",
        )
        return redirect("accounts:my_signature")
    if request.method == "POST" and form.is_valid():
        try:
            services.signature_image_set(acting_user=request.user, file=form.cleaned_data["file"])
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, "Saved your signature: the letters you sign print it.")
            return redirect("accounts:my_signature")
    return render(
        request,
        "accounts/my_signature.html",
        {"form": form, "image": request.user.signature_image},
    )
