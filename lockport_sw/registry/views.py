from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from lockport_sw.core import versions
from lockport_sw.core.access import permission_required
from lockport_sw.core.forms import apply_validation_error
from lockport_sw.core.kept_pages import kept_page
from lockport_sw.core.pagination import KeysetPaginator

from . import sections, selectors, services
from .forms import DeedOwnerForm, MyAddressForm, PartyForm, PropertyForm, SearchForm
from .models import Party, Property
from .validation import POSTAL_FIELDS

PAGE_SIZE = 25


@permission_required("registry.view_property", "registry.view_party")
@kept_page
def search(request: HttpRequest) -> HttpResponse:
    form = SearchForm(request.GET or None)
    query = form.cleaned_data["q"] if form.is_valid() else ""
    kind = request.GET.get("kind", "properties")
    if kind not in ("properties", "parties"):
        kind = "properties"
    found = selectors.party_search if kind == "parties" else selectors.property_search
    # Pages by cursor in the selector's order, the count bounded ("1,000+"), issue 44: a
    # fragment's matches counted up to the cap choose how the page is read (a frequent
    # one in the order's index, selectors._contains).
    paginator = KeysetPaginator(found(query), PAGE_SIZE)
    if paginator.more:
        paginator.read_from(found(query, frequent=True))
    page = paginator.get_page(request.GET)
    template = "registry/_results.html" if request.htmx else "registry/search.html"
    return render(request, template, {"form": form, "page_obj": page, "kind": kind, "q": query})


def _sections(obj, user, registered):
    return [{"section": s, "records": s.records(obj, user)} for s in registered()]


@permission_required("registry.view_property")
@kept_page
def property_detail(request: HttpRequest, pk: int) -> HttpResponse:
    prop = get_object_or_404(Property, pk=pk)
    history = prop.history.select_related("history_user").order_by("-history_date")[:20]
    return render(
        request,
        "registry/property_detail.html",
        {
            "property": prop,
            "ownerships": list(selectors.ownerships_of(prop)),
            "history": history,
            "sections": _sections(prop, request.user, sections.property_sections),
        },
    )


@permission_required("registry.view_party")
def party_detail(request: HttpRequest, pk: int) -> HttpResponse:
    party = get_object_or_404(Party, pk=pk)
    history = party.history.select_related("history_user").order_by("-history_date")[:20]
    return render(
        request,
        "registry/party_detail.html",
        {
            "party": party,
            "history": history,
            "sections": _sections(party, request.user, sections.party_sections),
        },
    )


def _edit(request, *, form, save, title, record=None, saved=None):
    """The one form page of the registry: a record's page to go back to, or the search.
    ``saved``: the form drawn from the record as saved now, shown beside a stale save
    (core/versions.py)."""
    if request.method == "POST" and form.is_valid():
        try:
            obj = save(form.cleaned_data)
        except versions.StaleEdit as exc:
            form.show_stale(exc, saved=saved())
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, f"Saved {obj}.")
            return redirect(obj)
    cancel_url = record.get_absolute_url() if record else reverse("registry:search")
    return render(
        request, "registry/form.html", {"form": form, "title": title, "cancel_url": cancel_url}
    )


@permission_required("registry.add_property")
@require_http_methods(["GET", "POST"])
def property_create(request: HttpRequest) -> HttpResponse:
    return _edit(
        request,
        form=PropertyForm(request.POST or None),
        save=lambda data: services.property_create(acting_user=request.user, **data),
        title="New property",
    )


@permission_required("registry.change_property")
@require_http_methods(["GET", "POST"])
def property_update(request: HttpRequest, pk: int) -> HttpResponse:
    prop = get_object_or_404(Property, pk=pk)
    return _edit(
        request,
        form=(
            form := PropertyForm(
                request.POST or None,
                instance=Property.objects.get(pk=pk),
                version=versions.token(prop),
            )
        ),
        save=lambda data: services.property_update(
            acting_user=request.user, prop=prop, version=form.read_version, **data
        ),
        title=f"Edit {prop}",
        record=prop,
        saved=lambda: PropertyForm(instance=Property.objects.get(pk=pk)),
    )


@permission_required("registry.change_property")
@require_http_methods(["GET", "POST"])
def owner_from_deed(request: HttpRequest, pk: int) -> HttpResponse:
    """Issue 43, item 9: staff record an owner by hand, from the deed."""
    prop = get_object_or_404(Property, pk=pk)

    def save(data):
        services.ownership_record_from_deed(
            acting_user=request.user,
            parcel=prop,
            party=data["party"],
            acquired_on=data["acquired_on"],
            liber=data["deed_liber"],
            page=data["deed_page"],
            instrument=data["deed_instrument"],
        )
        return prop

    return _edit(
        request,
        form=DeedOwnerForm(request.POST or None),
        save=save,
        title=f"Record an owner from the deed · {prop}",
        record=prop,
    )


@permission_required("registry.add_party")
@require_http_methods(["GET", "POST"])
def party_create(request: HttpRequest) -> HttpResponse:
    return _edit(
        request,
        form=PartyForm(request.POST or None),
        save=lambda data: services.party_create(acting_user=request.user, **data),
        title="New party",
    )


@permission_required("registry.change_party")
@require_http_methods(["GET", "POST"])
def party_update(request: HttpRequest, pk: int) -> HttpResponse:
    party = get_object_or_404(Party, pk=pk)
    return _edit(
        request,
        form=(
            form := PartyForm(
                request.POST or None,
                instance=Party.objects.get(pk=pk),
                version=versions.token(party),
            )
        ),
        save=lambda data: services.party_update(
            acting_user=request.user, party=party, version=form.read_version, **data
        ),
        title=f"Edit {party}",
        record=party,
        saved=lambda: PartyForm(instance=Party.objects.get(pk=pk)),
    )


@login_required
@require_http_methods(["GET", "POST"])
def my_address(request: HttpRequest) -> HttpResponse:
    """Anyone signed in gives the postal address the Town mails its letters to."""
    party = Party.objects.filter(user=request.user).first()
    initial = {name: getattr(party, name) for name in POSTAL_FIELDS} if party else None
    form = MyAddressForm(
        request.POST or None, initial=initial, version=versions.token(party) if party else None
    )
    if request.method == "POST" and form.is_valid():
        try:
            services.party_mailing_address_set(
                acting_user=request.user,
                party=party,
                version=form.read_version,
                **form.cleaned_data,
            )
        except versions.StaleEdit as exc:
            now = Party.objects.get(pk=party.pk)
            form.show_stale(
                exc, saved=MyAddressForm(initial={n: getattr(now, n) for n in POSTAL_FIELDS})
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            messages.success(request, "Saved your mailing address.")
            return redirect("registry:my_address")
    return render(
        request,
        "registry/my_address.html",
        {"form": form, "party": party, "complete": bool(party and party.has_postal_address)},
    )


# --- the tax-parcel roll (registry/roll.py) ----------------------------------------
@permission_required("registry.add_rollimport")
@require_http_methods(["GET", "POST"])
def roll(request: HttpRequest) -> HttpResponse:
    """Upload the roll: it is checked at once (every bad line listed), then imported by a
    worker when the SMO says so, with its progress shown."""
    from .forms import RollForm
    from .models import RollImport
    from .roll import roll_upload

    form = RollForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        try:
            made = roll_upload(
                acting_user=request.user,
                file=form.cleaned_data["file"],
                as_of=form.cleaned_data["as_of"],
            )
        except ValidationError as exc:
            apply_validation_error(form, exc)
        else:
            return redirect(made)
    return render(
        request,
        "registry/roll.html",
        {"form": form, "imports": RollImport.objects.select_related("created_by")[:10]},
    )


@permission_required("registry.add_rollimport")
@require_http_methods(["GET", "POST"])
def roll_detail(request: HttpRequest, pk: int) -> HttpResponse:
    from .models import RollImport
    from .roll import roll_import_start

    roll_import = get_object_or_404(RollImport.objects.defer("data"), pk=pk)
    page_errors = []
    if request.method == "POST":
        try:
            roll_import_start(acting_user=request.user, roll_import=roll_import)
        except ValidationError as exc:
            page_errors = [{"message": m, "href": "#import"} for m in exc.messages]
        else:
            messages.success(request, "The import has started: its progress shows below.")
            return redirect(roll_import)
    return render(
        request,
        "registry/roll_detail.html",
        {"roll": roll_import, "page_errors": page_errors, **_progress(roll_import)},
    )


@permission_required("registry.add_rollimport")
@require_http_methods(["GET"])
def roll_progress(request: HttpRequest, pk: int) -> HttpResponse:
    """The progress box alone (htmx polls it while the worker imports)."""
    from .models import RollImport

    roll_import = get_object_or_404(RollImport.objects.defer("data"), pk=pk)
    return render(
        request, "registry/_roll_progress.html", {"roll": roll_import, **_progress(roll_import)}
    )


def _progress(roll_import) -> dict:
    from .roll import roll_progress

    done, total = roll_progress(roll_import) if roll_import.running else (0, 0)
    return {"done": done, "total": total or roll_import.lines}
