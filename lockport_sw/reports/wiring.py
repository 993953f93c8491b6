"""What the reports app adds to the shared pages: its menu entries."""

from lockport_sw.core import navigation


def register() -> None:
    navigation.register(
        navigation.NavItem(
            "MS4 report", "reports:annual", order=40, permission="reports.view_ms4_report"
        ),
    )
