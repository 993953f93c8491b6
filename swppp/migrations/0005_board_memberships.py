"""The Town's boards now have dated memberships (lockport_sw.bodies): each member of the
Planning Board and the Town Board as reviewing bodies, and each Town Board account, holds
a seat from the day their account was created, so that their votes can be recorded."""

from django.db import migrations


def forward(apps, schema_editor):
    Body = apps.get_model("bodies", "Body")
    Membership = apps.get_model("bodies", "Membership")
    ReviewingBody = apps.get_model("swppp", "ReviewingBody")
    Group = apps.get_model("auth", "Group")
    for body in Body.objects.all():
        users = {}
        reviewing = ReviewingBody.objects.filter(kind=body.kind).first()
        if reviewing is not None:
            users.update({u.pk: u for u in reviewing.members.all()})
        if body.kind == "town_board":
            group = Group.objects.filter(name="town_board").first()
            if group is not None:
                users.update({u.pk: u for u in group.user_set.filter(is_active=True)})
        for user in users.values():
            if Membership.objects.filter(body=body, user=user).exists():
                continue
            name = (getattr(user, "full_name", "") or user.email).strip()
            Membership.objects.create(
                body=body, user=user, name=name, starts_on=user.date_joined.date()
            )
        seated = Membership.objects.filter(body=body, ends_on__isnull=True).count()
        if seated > body.seats:
            body.seats = seated
            body.save(update_fields=["seats"])
        chair_user = getattr(reviewing, "chair_id", None) if reviewing else None
        if chair_user and body.chair_id is None:
            body.chair = Membership.objects.filter(body=body, user_id=chair_user).first()
            body.save(update_fields=["chair"])


class Migration(migrations.Migration):
    dependencies = [
        ("swppp", "0004_reviewingbody_chair_and_more"),
        ("bodies", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
