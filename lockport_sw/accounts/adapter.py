"""django-allauth hooks: who may sign up, and what a new account becomes."""

from allauth.account.adapter import DefaultAccountAdapter

from . import services


class AccountAdapter(DefaultAccountAdapter):
    def is_open_for_signup(self, request) -> bool:
        # Applicants register themselves; Town accounts are created by the SMO.
        return True

    def save_user(self, request, user, form, commit=True):
        user = super().save_user(request, user, form, commit=False)
        user.full_name = form.cleaned_data["full_name"].strip()
        user.phone = form.cleaned_data.get("phone", "").strip()
        if commit:
            user.save()
            services.applicant_register(user=user)
        return user
