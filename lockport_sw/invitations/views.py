"""The SMO's page for the Town's link policy (listed on the Closures & policies page)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from lockport_sw.core import versions
from lockport_sw.core.access import permission_required
from lockport_sw.core.forms import apply_validation_error

from . import services
from .forms import LinkPolicyForm
from .models import LinkPolicy


@permission_required("invitations.change_linkpolicy")
@require_http_methods(["GET", "POST"])
def policy(request: HttpRequest) -> HttpResponse:
    form = LinkPolicyForm(
        request.POST or None,
        initial=services.policy_values(),
        version=versions.token(LinkPolicy.history.all()),
    )
    if request.method == "POST" and form.is_valid():
        try:
            services.policy_set(
                acting_user=request.user, values=form.cleaned_data, version=form.read_version
            )
        except versions.StaleEdit as exc:
            form.show_stale(exc, saved=LinkPolicyForm(initial=services.policy_values()))
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Link policy saved. {services.policy_summary()}")
            return redirect("deadlines:policies")
    history = LinkPolicy.history.select_related("history_user").order_by("-history_date", "-pk")[
        :50
    ]
    return render(request, "invitations/policy.html", {"form": form, "history": history})
