"""Service per person: every existing notice's addressees (the first named and the
other landowners of record, as on the day of issue) become ``Addressee`` rows; each
existing service record of the notice served every one of them (the record is kept on
the first addressee and copied, unchanged, for each other), and each addressee's
service completed when the notice's did. Every existing appeal's appellant becomes its
first ``Appellant``. The appeal windows keep their clocks on the notice (history)."""

from django.db import migrations


def forwards(apps, schema_editor):
    Notice = apps.get_model("enforcement", "NoticeOfViolation")
    Addressee = apps.get_model("enforcement", "Addressee")
    ServiceRecord = apps.get_model("enforcement", "ServiceRecord")
    Appeal = apps.get_model("enforcement", "Appeal")
    Appellant = apps.get_model("enforcement", "Appellant")
    for notice in Notice.objects.order_by("pk").iterator():
        people = [
            Addressee.objects.create(
                notice_id=notice.pk,
                party_id=notice.addressee_id,
                position=0,
                name=notice.addressee_name,
                address=notice.addressee_address,
                role=notice.addressee_role,
                served_at=notice.served_at,
            )
        ]
        seen = {notice.addressee_id}
        for i, entry in enumerate(notice.also_addressed or [], start=1):
            if entry.get("party") in seen or entry.get("party") is None:
                continue
            seen.add(entry["party"])
            people.append(
                Addressee.objects.create(
                    notice_id=notice.pk,
                    party_id=entry["party"],
                    position=i,
                    name=entry.get("name", ""),
                    address=entry.get("address", ""),
                    role=entry.get("role", ""),
                    served_at=notice.served_at,
                )
            )
        for service in ServiceRecord.objects.filter(
            document_id=notice.document_id, addressee__isnull=True
        ).order_by("pk"):
            service.addressee_id = people[0].pk
            service.save(update_fields=["addressee"])
            for other in people[1:]:
                service.pk = None
                service.addressee_id = other.pk
                service.save()
    for appeal in Appeal.objects.order_by("pk").iterator():
        addressee = Addressee.objects.filter(
            notice_id=appeal.notice_id, party_id=appeal.appellant_id
        ).first()
        if addressee is None:
            addressee = Addressee.objects.create(
                notice_id=appeal.notice_id,
                party_id=appeal.appellant_id,
                position=99,
                name="",
                address="",
            )
        Appellant.objects.create(
            appeal_id=appeal.pk,
            addressee_id=addressee.pk,
            party_id=appeal.appellant_id,
            channel=appeal.channel,
            received_at=appeal.received_at,
            filed_by_id=appeal.filed_by_id,
            late=appeal.late,
            late_reason=appeal.late_reason,
        )


class Migration(migrations.Migration):
    dependencies = [("enforcement", "0015_service_per_addressee")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
