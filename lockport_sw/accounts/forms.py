from allauth.account.forms import SignupForm
from allauth.mfa.recovery_codes.forms import GenerateRecoveryCodesForm
from django import forms
from django.contrib.auth.models import Group

from .models import User
from .roles import TOWN_ROLES, Role


class ApplicantSignupForm(SignupForm):
    """Self-registration for applicants, developers and their professionals."""

    full_name = forms.CharField(max_length=150, label="Full name")
    phone = forms.CharField(max_length=30, required=False, label="Telephone (optional)")

    field_order = ["full_name", "email", "phone", "password1", "password2"]


TOWN_ROLE_CHOICES = [(r.value, r.label) for r in Role if r in TOWN_ROLES]


class StaffAccountForm(forms.Form):
    full_name = forms.CharField(max_length=150, label="Full name")
    email = forms.EmailField(label="Email address")
    phone = forms.CharField(max_length=30, required=False, label="Telephone (optional)")
    roles = forms.MultipleChoiceField(
        choices=TOWN_ROLE_CHOICES,
        widget=forms.CheckboxSelectMultiple,
        label="Roles",
        help_text="An inspector acts under the SMO's written delegation (§ 158-3B).",
    )


class StaffRolesForm(forms.Form):
    roles = forms.MultipleChoiceField(
        choices=TOWN_ROLE_CHOICES, widget=forms.CheckboxSelectMultiple, label="Roles"
    )

    @classmethod
    def for_user(cls, user: User, data=None) -> "StaffRolesForm":
        current = list(
            Group.objects.filter(user=user)
            .exclude(name=Role.APPLICANT)
            .values_list("name", flat=True)
        )
        return cls(data=data, initial={"roles": current})


class RegenerateRecoveryCodesForm(GenerateRecoveryCodesForm):
    """New recovery codes replace the old ones only with the account's password."""

    password = forms.CharField(
        label="Your password",
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
    )

    def clean_password(self) -> str:
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError("That is not your password.", code="password")
        return password
