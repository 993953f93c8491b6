from django.apps import AppConfig


class RegistryConfig(AppConfig):
    name = "lockport_sw.registry"
    label = "registry"
    verbose_name = "Registry (properties and parties)"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate

        from lockport_sw.accounts.roles import Role

        def _seed(sender, **kwargs):
            if sender is self:
                from .models import Street
                from .streets import seed_streets

                seed_streets(Street)

        post_migrate.connect(_seed, dispatch_uid="registry.seed_streets", weak=False)
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
