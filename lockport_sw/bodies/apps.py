from django.apps import AppConfig


class BodiesConfig(AppConfig):
    """The Town's boards (Town Board, Planning Board, Zoning Board of Appeals): their
    seats, members, chair and clerk, and the one check of a board's vote (GCL § 41)."""

    name = "lockport_sw.bodies"
    label = "bodies"
    verbose_name = "Town boards and their votes"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        def _seed(sender, **kwargs):
            if sender is self:
                from .models import Body
                from .seed import seed_bodies

                seed_bodies(Body)

        post_migrate.connect(_seed, dispatch_uid="bodies.seed", weak=False)
