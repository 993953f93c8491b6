"""Reference data of Chapter 159: the statutory checklist and the Town's reviewing bodies.

Loaded by the migration ``0002_checklist_and_bodies`` and again after every migrate or
flush (post_migrate), idempotently: the statute's items are always there; items the
SMO added and their "active" switches are left alone.
"""

from .checklist import BASIC, BODIES, POST_CONSTRUCTION


def seed_reference_data(checklist_item_model, reviewing_body_model) -> None:
    for part, items in (("5B1", BASIC), ("5B3", POST_CONSTRUCTION)):
        for order, (code, label, text) in enumerate(items, start=1):
            checklist_item_model.objects.get_or_create(
                code=code,
                defaults={"part": part, "label": label, "statute_text": text, "order": order * 10},
            )
    for kind, name in BODIES:
        reviewing_body_model.objects.get_or_create(kind=kind, defaults={"name": name})
