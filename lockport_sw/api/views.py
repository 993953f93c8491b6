"""One's personal API tokens, on the account pages (issue 48): listed with their scope,
expiry and last use; a new one shown once; one revoked after a confirmation."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from lockport_sw.core.access import login_required
from lockport_sw.core.forms import apply_validation_error

from . import services
from .forms import TokenForm
from .models import APIToken


@login_required
@never_cache
@require_http_methods(["GET", "POST"])
def token_list(request: HttpRequest) -> HttpResponse:
    """The list and the form for a new token; a token just created is shown on this
    answer only (never stored, never in a redirect's session)."""
    form = TokenForm(request.POST if request.method == "POST" else None)
    created = raw = None
    if request.method == "POST" and form.is_valid():
        try:
            created, raw = services.token_create(
                acting_user=request.user, request=request, **form.cleaned_data
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            form = TokenForm()
    return render(
        request,
        "api/tokens.html",
        {
            "form": form,
            "tokens": services.tokens_of(request.user),
            "created": created,
            "raw": raw,
            "rate": services.rate_words(),
        },
    )


@login_required
@require_http_methods(["GET", "POST"])
def token_revoke(request: HttpRequest, pk: int) -> HttpResponse:
    token = get_object_or_404(APIToken, pk=pk, user=request.user)
    if request.method == "POST":
        services.token_revoke(acting_user=request.user, token=token, request=request)
        messages.success(request, f"The token “{token.name}” is revoked: it no longer works.")
        return redirect("api_tokens:list")
    return render(request, "api/token_revoke.html", {"token": token})
