"""Scale data (``manage.py seed_scale``): the Town's staff who did the work, and the
applicants (engineers and builders) who filed the projects."""

from __future__ import annotations

from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import Group

from lockport_sw.accounts.models import User
from lockport_sw.accounts.roles import Role
from lockport_sw.accounts.services import grant_roles
from lockport_sw.core import floor


def seed(ctx) -> None:
    smo = User.objects.create_user(email="scale-smo@lockport.example", full_name="Scale SMO")
    grant_roles(smo, {Role.SMO})
    inspectors = []
    for i in range(3):
        inspector = User.objects.create_user(
            email=f"scale-inspector{i}@lockport.example", full_name=f"Scale Inspector {i}"
        )
        grant_roles(inspector, {Role.INSPECTOR})
        inspectors.append(inspector)
    n = max(1, ctx.count("projects") // 40)  # an engineering firm files about 40
    unusable = make_password(None)  # they would set one through "Forgot your password?"
    applicants = ctx.bulk(
        "applicants",
        User,
        (
            User(
                email=f"scale-applicant{i}@example.org",
                full_name=f"Applicant {i:04d}",
                password=unusable,
            )
            for i in range(n)
        ),
        n,
    )
    group = Group.objects.get(name=Role.APPLICANT)
    User.groups.through.objects.bulk_create(
        [User.groups.through(user_id=user.pk, group_id=group.pk) for user in applicants]
    )
    floor.bump(floor.WHO, [user.pk for user in applicants])  # bulk_create sends no signal
    ctx.records.update(smo=smo, inspectors=inspectors, applicants=applicants)
