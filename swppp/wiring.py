"""What Chapter 159 adds to the shared pages: navigation, home panels, the property page.
(Shared apps never import a chapter; the chapter registers itself here.)"""

from lockport_sw.accounts.roles import OFFICE_ROLES, Role
from lockport_sw.core import home, navigation
from lockport_sw.jurisdiction.registry import words, words_lazy
from lockport_sw.registry.sections import Section, register_property_section

CHAPTER = words_lazy("{law:swm}")  # its menu on the bar (core/navigation.py)


def register() -> None:
    from . import panels

    _register_staff_fields()

    navigation.register(
        # The queue is the office's page (role_required): shown to the roles it opens for.
        navigation.NavItem(
            "SWPPP reviews", "swppp:review_queue", order=10, roles=OFFICE_ROLES, group=CHAPTER
        ),
        navigation.NavItem(
            "SWPPP projects", "swppp:project_list", order=30, roles=OFFICE_ROLES, group=CHAPTER
        ),
        navigation.NavItem(
            "New project",
            "swppp:project_create",
            order=10,
            permission="swppp.add_project",
        ),
    )
    home.register(
        home.Panel(
            key="swppp-applicant-projects",
            title="Your projects",
            template="swppp/panels/applicant_projects.html",
            roles=frozenset({Role.APPLICANT}),
            context=panels.applicant_projects,
            order=10,
        )
    )
    home.register(
        home.Panel(
            key="swppp-review-queue",
            title=words_lazy("SWPPPs waiting for review ({cite:swm.swppp_review})"),
            template="swppp/panels/review_queue.html",
            roles=frozenset(OFFICE_ROLES),
            context=panels.review_queue,
            order=10,
        )
    )
    home.register(
        home.Panel(
            key="swppp-exemptions",
            title=words_lazy("Exemptions claimed, waiting for the SMO ({cite:swm.exemptions})"),
            template="swppp/panels/exemptions.html",
            roles=frozenset({Role.SMO}),
            context=panels.exemptions_waiting,
            order=11,
        )
    )
    home.register(
        home.Panel(
            key="swppp-sites",
            title=words_lazy("Sites to confirm in the {kind} ({cite:swm.applicability})"),
            template="swppp/panels/sites.html",
            roles=frozenset({Role.SMO}),
            context=panels.sites_to_confirm,
            order=12,
        )
    )
    home.register(
        home.Panel(
            key="swppp-body-queue",
            title=words_lazy(
                "SWPPPs forwarded to your body ({cite:swm.review_with_other_body.body_act})"
            ),
            template="swppp/panels/body_queue.html",
            roles=frozenset({Role.REVIEWING_BODY, Role.TOWN_BOARD}),
            context=panels.body_queue,
            order=10,
        )
    )
    register_property_section(
        Section(
            key="swppp-projects",
            title=words_lazy("Land development projects ({law:swm})"),
            template="swppp/sections/property_projects.html",
            records=panels.property_projects,
            order=20,
        )
    )


def _register_staff_fields() -> None:
    """§ 159-4B(2): the Building Inspector is chosen on the staff account page; a board's
    members are those the Municipal Clerk seats on it (lockport_sw.bodies)."""
    from django import forms

    from lockport_sw.accounts.extensions import StaffField, register
    from lockport_sw.bodies.services import on_seat_change

    from .services import bodies

    on_seat_change(bodies.seat_followed)
    register(
        StaffField(
            name="reviewing_bodies",
            field=lambda: forms.ModelMultipleChoiceField(
                queryset=bodies.officer_bodies(),
                required=False,
                widget=forms.CheckboxSelectMultiple,
                label=words(
                    "Reviewing officer this person is ({cite:swm.review_with_other_body.body_act})"
                ),
                help_text="The officer sees and acts on the SWPPPs forwarded to them. The "
                "members of the Planning Board and the Town Board are seated by the "
                "Municipal Clerk (Boards and members).",
            ),
            initial=lambda user: [b.pk for b in bodies.bodies_of(user) if not b.acts_by_resolution],
            save=lambda *, acting_user, user, value, roles: bodies.members_set(
                acting_user=acting_user, user=user, bodies=value, roles=roles
            ),
            order=10,
        )
    )
