"""Staff accounts are created by the SMO (or an administrator) only (issue 2, item 5)."""

import pytest
from allauth.account.models import EmailAddress
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse

from lockport_sw.accounts import services
from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import ROLE_PERMISSIONS, Role

pytestmark = pytest.mark.django_db


def test_every_role_is_a_group_with_exactly_its_permissions():
    from django.contrib.auth.models import Group

    for role, perms in ROLE_PERMISSIONS.items():
        group = Group.objects.get(name=role)
        granted = {f"{p.content_type.app_label}.{p.codename}" for p in group.permissions.all()}
        assert granted == set(perms), role


def test_the_smo_creates_a_verified_staff_account_without_a_password(smo):
    user = services.staff_account_create(
        acting_user=smo,
        email="Inspector@Lockport.example",
        full_name="Ivy Inspector",
        roles=[Role.INSPECTOR],
    )

    assert user.email == "inspector@lockport.example"
    assert user.roles == {Role.INSPECTOR}
    assert not user.has_usable_password()
    assert EmailAddress.objects.get(user=user).verified


@pytest.mark.parametrize("role", [r for r in Role.values if r != Role.SMO])
def test_no_other_role_may_create_staff_accounts(make_user, role):
    with pytest.raises(PermissionDenied, match="creates staff accounts"):
        services.staff_account_create(
            acting_user=make_user(role), email="x@example.org", full_name="X", roles=[Role.CLERK]
        )
    assert not User.objects.filter(email="x@example.org").exists()


def test_a_staff_account_cannot_be_an_applicant(smo):
    with pytest.raises(ValidationError) as exc:
        services.staff_account_create(
            acting_user=smo, email="x@example.org", full_name="X", roles=[Role.APPLICANT]
        )
    assert set(exc.value.message_dict) == {"roles"}


def test_the_staff_form_shows_a_duplicate_email_beside_the_field(client, smo, applicant):
    client.force_login(smo)

    response = client.post(
        reverse("accounts:staff_create"),
        {"full_name": "Dup", "email": applicant.email, "roles": [Role.CLERK]},
    )

    assert response.status_code == 200
    assert "already exists" in str(response.context["form"].errors["email"])
    assert applicant.roles == {Role.APPLICANT}


def test_the_staff_form_creates_the_account(client, smo):
    client.force_login(smo)

    response = client.post(
        reverse("accounts:staff_create"),
        {"full_name": "Cleo Clerk", "email": "cleo@lockport.example", "roles": [Role.CLERK]},
    )

    assert response.status_code == 302
    assert User.objects.get(email="cleo@lockport.example").roles == {Role.CLERK}


def test_changing_roles_and_deactivating_need_the_smo(client, smo, make_user):
    inspector = make_user(Role.INSPECTOR)
    client.force_login(smo)

    client.post(
        reverse("accounts:staff_roles", args=[inspector.pk]),
        {"roles": [Role.INSPECTOR, Role.CLERK]},
    )
    client.post(reverse("accounts:staff_deactivate", args=[inspector.pk]))

    inspector = User.objects.get(pk=inspector.pk)
    assert inspector.roles == {Role.INSPECTOR, Role.CLERK}
    assert not inspector.is_active


def test_the_smo_cannot_deactivate_themselves(smo):
    with pytest.raises(ValidationError, match="cannot deactivate your own account"):
        services.staff_account_deactivate(acting_user=smo, user=smo)


def test_the_staff_list_keeps_a_fixed_number_of_queries(
    client, smo, make_user, django_assert_max_num_queries
):
    client.force_login(smo)
    for _ in range(3):
        make_user(Role.INSPECTOR)
    with django_assert_max_num_queries(12) as few:
        client.get(reverse("accounts:staff_list"))
    for _ in range(30):
        make_user(Role.CLERK)
    with django_assert_max_num_queries(len(few.captured_queries)):
        response = client.get(reverse("accounts:staff_list"))
    assert len(response.context["page_obj"].object_list) == 25
