"""The Town's boards, loaded by migration 0001 and again after every migrate or flush
(post_migrate), idempotently. Seats are the whole number each board has by law (Town Law
§ 60: the supervisor and four council members; § 271: a planning board of five or seven;
§ 267: a zoning board of appeals of three or five); an administrator changes them in the
admin if the Town's differ."""

BODIES = (
    ("town_board", "Town Board", 5),
    ("planning_board", "Planning Board", 7),
    ("zoning_board", "Zoning Board of Appeals", 5),
)


def seed_bodies(body_model) -> None:
    """Each board the municipality has, named as it names them (its governing body: the
    Town Board, a village's Board of Trustees; lockport_sw/jurisdiction/)."""
    from lockport_sw.jurisdiction.registry import current

    here = current()
    own = {"town_board": here.governing_body, "planning_board": here.planning_body}
    for kind, name, seats in BODIES:
        body_model.objects.get_or_create(
            kind=kind, defaults={"name": own.get(kind, name), "seats": seats}
        )
