"""The per-member vote on a form: one choice per member seated (GCL § 41)."""

from __future__ import annotations

from django import forms

from .models import Membership, MemberVote


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
