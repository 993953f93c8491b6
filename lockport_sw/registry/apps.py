from django.apps import AppConfig


class RegistryConfig(AppConfig):
    name = "lockport_sw.registry"
    label = "registry"
    verbose_name = "Registry (properties and parties)"

    def ready(self) -> None:
        from lockport_sw.accounts.roles import Role
        from lockport_sw.core.navigation import NavItem, register

        register(
            NavItem(
                "Properties & parties",
                "registry:search",
                order=50,
                permission="registry.view_property",
                group="Town",
            ),
            # Where the Town mails an applicant's letters (registry/validation.py).
            NavItem(
                "Mailing address",
                "registry:my_address",
                order=90,
                roles=frozenset({Role.APPLICANT}),
            ),
        )
