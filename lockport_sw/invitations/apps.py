from django.apps import AppConfig

from lockport_sw.jurisdiction.registry import words_lazy


class InvitationsConfig(AppConfig):
    """Signing links sent to people without an account (a contractor's § 159-5D
    certification, a licensed professional's § 159-5B(4) signature, any later public
    link): single use, expiring, limited per case per day, withdrawn on the record."""

    name = "lockport_sw.invitations"
    label = "invitations"
    verbose_name = "Signing links"

    def ready(self) -> None:
        from lockport_sw.core import policies

        from . import services

        policies.register(
            policies.TownPolicy(
                key="links",
                title="Signing links sent to people without an account",
                citation=words_lazy(
                    "{kind} policy: the law sets no period "
                    "({cite:swm.professional_certification}, {cite:swm.contractor_certification})"
                ),
                summary=services.policy_summary,
                url_name="invitations:policy",
                permission="invitations.change_linkpolicy",
                order=50,
            )
        )
