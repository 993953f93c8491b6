"""The one shape of a page that does one act: GET shows the form; a valid POST calls the
service; a service's ValidationError is shown beside its field (and in the error
summary at the top) with nothing changed; success redirects with a message."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from lockport_sw.core.forms import apply_validation_error


def posted(request: HttpRequest, *, files: bool = False) -> tuple:
    """A form's data (and files) when posted, else nothing: ``Form(*posted(request))``."""
    if request.method != "POST":
        return (None, None) if files else (None,)
    return (request.POST, request.FILES) if files else (request.POST,)


def act_page(
    request: HttpRequest,
    *,
    form,
    act: Callable[[dict], Any],
    success: str | Callable[[Any], str],
    done: Any = None,
    template: str = "enforcement/form.html",
    **page,
) -> HttpResponse:
    """``act(cleaned_data)`` does the act (a service call) and returns its result;
    ``success`` is the message (or makes it from the result); ``done`` is where to go
    next (default: the result's page if it has one, else ``page["back"]``)."""
    if request.method == "POST" and form.is_valid():
        try:
            result = act(form.cleaned_data)
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, success(result) if callable(success) else success)
            if done is None:
                done = result if hasattr(result, "get_absolute_url") else page.get("back")
            return redirect(done)
    return render(request, template, {"form": form, **page})
