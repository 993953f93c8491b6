from django.apps import AppConfig


class DeadlinesConfig(AppConfig):
    name = "lockport_sw.deadlines"
    label = "deadlines"
    verbose_name = "Deadlines (statutory clocks)"

    def ready(self) -> None:
        from lockport_sw.core import tallies
        from lockport_sw.core.navigation import NavItem, register

        from . import tally

        tallies.register(
            tallies.Tally(
                "clocks",
                "The clocks' tally",
                tally.rebuild,
                sources=("deadlines_deadline",),
                tables=("deadlines_clocktally",),
            )
        )

        register(
            NavItem(
                "Clocks",
                "deadlines:board",
                order=20,
                permission="deadlines.view_clock_board",
                group="Town",
            ),
            NavItem(
                "Closures & policies",
                "deadlines:closures",
                order=85,
                permission="calendar.view_officeclosure",
                group="Town",
            ),
        )
