from allauth.account import forms as allauth_forms
from allauth.account.forms import SignupForm
from allauth.mfa.recovery_codes.forms import GenerateRecoveryCodesForm
from django import forms
from django.contrib.auth.models import Group

from lockport_sw.core.forms import FreeTextLimits
from lockport_sw.documents.uploads import UploadField
from lockport_sw.jurisdiction.registry import words_lazy
from lockport_sw.registry.validation import validate_phone

from . import extensions
from .models import User
from .roles import TOWN_ROLES, Role


class ApplicantSignupForm(FreeTextLimits, SignupForm):
    """Self-registration for applicants, developers and their professionals."""

    full_name = forms.CharField(max_length=150, label="Full name")
    phone = forms.CharField(
        max_length=30,
        required=False,
        label="Telephone (optional)",
        validators=[validate_phone],
        help_text="With the area code, e.g. (716) 439-9520.",
    )

    field_order = ["full_name", "email", "phone", "password1", "password2"]


# The password fields' labels in the site's voice (sentence case; issue 22, item 2).
PASSWORD_LABELS = {
    "oldpassword": "Current password",
    "password1": "New password",
    "password2": "New password again",
}


class _PasswordLabels:
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name, label in PASSWORD_LABELS.items():
            if name in self.fields:
                self.fields[name].label = label


class ChangePasswordForm(_PasswordLabels, FreeTextLimits, allauth_forms.ChangePasswordForm):
    pass


class SetPasswordForm(_PasswordLabels, FreeTextLimits, allauth_forms.SetPasswordForm):
    pass


class ResetPasswordKeyForm(_PasswordLabels, FreeTextLimits, allauth_forms.ResetPasswordKeyForm):
    pass


TOWN_ROLE_CHOICES = [(r.value, r.label) for r in Role if r in TOWN_ROLES]


class _WithExtensions(FreeTextLimits, forms.Form):
    """Adds the fields chapters register (accounts/extensions.py) after the form's own."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for extra in extensions.registered():
            self.fields[extra.name] = extra.field()

    def extension_values(self) -> dict:
        return {f.name: self.cleaned_data.get(f.name) for f in extensions.registered()}

    def own_values(self) -> dict:
        names = {f.name for f in extensions.registered()}
        return {k: v for k, v in self.cleaned_data.items() if k not in names}


class StaffAccountForm(_WithExtensions):
    full_name = forms.CharField(max_length=150, label="Full name")
    email = forms.EmailField(label="Email address", max_length=254)
    phone = forms.CharField(
        max_length=30,
        required=False,
        label="Telephone (optional)",
        validators=[validate_phone],
        help_text="With the area code, e.g. (716) 439-9520.",
    )
    roles = forms.MultipleChoiceField(
        choices=TOWN_ROLE_CHOICES,
        widget=forms.CheckboxSelectMultiple,
        label="Roles",
        help_text=words_lazy(
            "An inspector acts under the SMO's written delegation ({cite:idl.administration})."
        ),
    )


class StaffRolesForm(_WithExtensions):
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
        initial = {"roles": current, **{f.name: f.initial(user) for f in extensions.registered()}}
        return cls(data=data, initial=initial)


class RegenerateRecoveryCodesForm(FreeTextLimits, GenerateRecoveryCodesForm):
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


class SignatureImageForm(FreeTextLimits, forms.Form):
    """The image of one's signature, printed on the letters one signs (PNG or JPEG)."""

    file = UploadField(
        label="Image of your signature",
        help_text="A PNG or JPEG image: a scan or a photo of your signature on white paper, "
        "cropped close. It is printed on every letter you sign from now on.",
    )
    file.widget.attrs["accept"] = ".png,.jpg,.jpeg,image/png,image/jpeg"
