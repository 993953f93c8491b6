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

        from lockport_sw.core.navigation import NavItem, register

        # The Clerk records who sits on each board (views.members).
        register(
            NavItem(
                "Boards and members",
                "bodies:members",
                order=80,
                permission="bodies.seat_members",
                group="Town",
            )
        )

        from django.db.models.signals import post_delete, post_save, pre_save

        from lockport_sw.core import floor

        from .models import Membership

        def _seat_changing(sender, instance, **kwargs):
            # A seat moved to another account: the account that held it loses it too.
            if instance.pk:
                before = Membership.objects.filter(pk=instance.pk).values_list("user_id")
                floor.bump(floor.WHO, [row[0] for row in before])

        def _seat_changed(sender, instance, **kwargs):
            floor.bump(floor.WHO, [instance.user_id])  # sits_anywhere (issue 44)

        pre_save.connect(
            _seat_changing, sender=Membership, dispatch_uid="bodies.floor.pre", weak=False
        )
        for signal in (post_save, post_delete):
            signal.connect(
                _seat_changed,
                sender=Membership,
                dispatch_uid=f"bodies.floor.{id(signal)}",
                weak=False,
            )
