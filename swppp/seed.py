"""Reference data of Chapter 159: the statutory checklist and the Town's reviewing bodies.

Loaded by the migration ``0002_checklist_and_bodies`` and again after every migrate or
flush (post_migrate), idempotently: the statute's items are always there and in use
(they cannot be taken out of use, § 159-5B(1)); items the SMO added and their "active"
switches are left alone.
"""

from .checklist import BASIC, BODIES, POST_CONSTRUCTION


def seed_reference_data(checklist_item_model, reviewing_body_model) -> None:
    # Migration 0002 runs this against the model as it was then (no "statutory" yet).
    marks_statutory = any(f.name == "statutory" for f in checklist_item_model._meta.get_fields())
    for part, items in (("5B1", BASIC), ("5B3", POST_CONSTRUCTION)):
        for order, (code, label, text) in enumerate(items, start=1):
            item, _ = checklist_item_model.objects.get_or_create(
                code=code,
                defaults={"part": part, "label": label, "statute_text": text, "order": order * 10},
            )
            # § 159-5B(1): "All SWPPPs shall provide" these: in use, always.
            if marks_statutory and not (item.statutory and item.active):
                checklist_item_model.objects.filter(pk=item.pk).update(statutory=True, active=True)
    for kind, name in BODIES:
        reviewing_body_model.objects.get_or_create(kind=kind, defaults={"name": name})
