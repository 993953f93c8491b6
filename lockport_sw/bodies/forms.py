"""The per-member vote on a form: one choice per member seated (GCL § 41)."""

from __future__ import annotations

from django import forms

from lockport_sw.core.forms import FreeTextLimits

from .models import Body, Membership, MemberVote


class MemberVotesMixin:
    """Add ``vote_<membership id>`` for each member; the service's "votes" error is shown
    at the first of them. Not required here: the service says who is missing."""

    def add_member_votes(self, members: list[Membership]) -> None:
        self.vote_members = list(members)
        for member in self.vote_members:
            self.fields[f"vote_{member.pk}"] = forms.ChoiceField(
                label=member.name,
                choices=MemberVote.Choice.choices,
                widget=forms.RadioSelect,
                required=False,
            )
        if self.vote_members:
            self.error_fields = {"votes": f"vote_{self.vote_members[0].pk}"}

    def vote_fields(self):
        return [self[f"vote_{m.pk}"] for m in self.vote_members]

    def member_votes(self) -> dict[int, str]:
        data = getattr(self, "cleaned_data", {})
        return {m.pk: data.get(f"vote_{m.pk}") or "" for m in self.vote_members}

    def vote_preview(self) -> list[tuple[str, str]]:
        labels = dict(MemberVote.Choice.choices)
        votes = self.member_votes()
        return [(m.name, labels.get(votes.get(m.pk), "not recorded")) for m in self.vote_members]


class SeatForm(FreeTextLimits, forms.Form):
    """The Clerk records a member taking a seat: an account (a member who acts in the
    product), or a name only."""

    body = forms.ModelChoiceField(queryset=Body.objects.order_by("name"), label="Board")
    user = forms.ModelChoiceField(
        queryset=None,
        required=False,
        label="Account",
        help_text="A member who votes or reads the board's work here. Leave empty for a "
        "member named only.",
    )
    name = forms.CharField(
        max_length=150,
        required=False,
        label="Name",
        help_text="As the board's minutes name the member; the account's name if empty.",
    )
    starts_on = forms.DateField(
        label="First day on the board", widget=forms.DateInput(attrs={"type": "date"})
    )

    def __init__(self, *args, **kwargs):
        from django.contrib.auth import get_user_model

        from lockport_sw.accounts.roles import Role

        super().__init__(*args, **kwargs)
        self.fields["user"].queryset = (
            get_user_model()
            .objects.filter(is_active=True, groups__name__in=[Role.TOWN_BOARD, Role.REVIEWING_BODY])
            .distinct()
            .order_by("full_name", "email")
        )


class UnseatForm(FreeTextLimits, forms.Form):
    ends_on = forms.DateField(
        label="Last day on the board",
        help_text="The member votes on this day and no later.",
        widget=forms.DateInput(attrs={"type": "date"}),
    )
