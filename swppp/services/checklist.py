"""The SWPPP checklist (§ 159-5B): staff add items and take them out of use.

The statute's items are seeded by a migration; the copy of § 159-5B(3) lacks its item
(a), so the SMO may add items. A new or withdrawn item changes what drafts and future
versions must answer (``plans.required_items``); a received version keeps the checklist
frozen at its receipt (``Submission.checklist``).
"""

from __future__ import annotations

import re

from django.core.exceptions import ValidationError
from django.db import transaction

from lockport_sw.jurisdiction.registry import cite, cite_code, words

from ..models import ChecklistItem
from ._common import require

# "159-5B(3)(a)", "159-5B(1)(q)", "159-5B(3)(a)(1)": the section, then parenthesized parts.
CODE = re.compile(r"^159-5B(\([0-9a-z]{1,4}\))+$")
PART_PREFIX = {
    ChecklistItem.Part.BASIC: "159-5B(1)",
    ChecklistItem.Part.POST_CONSTRUCTION: "159-5B(3)",
}


@transaction.atomic
def checklist_item_add(
    *, acting_user, code: str, part: str, label: str, statute_text: str, order: int
) -> ChecklistItem:
    """The SMO adds an item of § 159-5B(1) or § 159-5B(3) to the checklist."""
    require(
        acting_user.has_perm("swppp.add_checklistitem"),
        "Only the Stormwater Management Officer adds checklist items.",
    )
    code = (code or "").strip().replace(" ", "")
    label = (label or "").strip()
    statute_text = (statute_text or "").strip()
    errors: dict[str, str] = {}
    if part not in ChecklistItem.Part.values:
        errors["part"] = words(
            "Choose {cite:swm.swppp_contents} or {cite:swm.post_construction_contents}."
        )
    if not code:
        errors["code"] = "Give the item's section, e.g. 159-5B(3)(a)."
    elif not code.startswith("159-5B"):
        errors["code"] = (
            f"A SWPPP item is a content of {cite('swm.swppp_required_contents')}: its code "
            "starts with 159-5B."
        )
    elif not CODE.match(code):
        errors["code"] = "Write the code as the section and its parts, e.g. 159-5B(3)(a)."
    elif part in PART_PREFIX and not code.startswith(PART_PREFIX[part]):
        errors["code"] = (
            f"An item of {cite_code(PART_PREFIX[part])} has a code starting with "
            f"{PART_PREFIX[part]}."
        )
    elif ChecklistItem.objects.filter(code__iexact=code).exists():
        errors["code"] = f"{cite_code(code)} is already on the checklist."
    if not label:
        errors["label"] = "Give a short label, e.g. “Water quality volume”."
    elif len(label) > ChecklistItem._meta.get_field("label").max_length:
        errors["label"] = "Keep the label to 200 characters."
    if not statute_text:
        errors["statute_text"] = "Quote the statute's text for the item."
    if order is None or order < 0 or order > 32767:
        errors["order"] = "Give the item's place in its part as a number from 0 to 32767."
    if errors:
        raise ValidationError(errors)
    item = ChecklistItem(
        code=code,
        part=part,
        label=label,
        statute_text=statute_text,
        order=order,
        active=True,
        added_by=acting_user,
    )
    item._history_user = acting_user
    item._change_reason = "Added to the checklist"
    item.save()
    return item


@transaction.atomic
def checklist_item_set_active(*, acting_user, item: ChecklistItem, active: bool) -> ChecklistItem:
    """Take an item the SMO added out of use (or back): drafts and future versions stop
    (or start) answering it; received versions keep their frozen checklist. The
    statute's items are never taken out of use (§ 159-5B(1))."""
    require(
        acting_user.has_perm("swppp.change_checklistitem"),
        "Only the Stormwater Management Officer changes the checklist.",
    )
    item = ChecklistItem.objects.select_for_update().get(pk=item.pk)
    if item.active == bool(active):
        return item
    if item.statutory and not active:
        # § 159-5B(1): "All SWPPPs shall provide" the statute's items (and § 159-5B(3)'s
        # when Condition A, B or C applies): only an item the SMO added can be retired.
        raise ValidationError(
            {
                "active": f"{item.citation} is an item of the statute: every SWPPP that needs it "
                f"provides it ({cite('swm.swppp_required_contents')}). Only items the SMO added "
                "can be taken out of use."
            }
        )
    item.active = bool(active)
    item._history_user = acting_user
    item._change_reason = "Put back in use" if active else "Taken out of use"
    item.save(update_fields=["active"])
    return item
