from django.apps import AppConfig


class SecurityConfig(AppConfig):
    name = "lockport_sw.security"
    label = "security"
    verbose_name = "Security event log"

    def ready(self) -> None:
        from lockport_sw.core.navigation import NavItem, register

        from . import receivers

        receivers.connect()
        register(
            NavItem(
                "Security log",
                "security:event_list",
                order=95,
                permission="security.view_securityevent",
                group="Town",
                administrator=True,
            )
        )
