"""Issue 45, item 3: the TOTP secrets and recovery-code seeds stored in clear before the
MFA adapter encrypted them (lockport_sw/accounts/adapter.py) are encrypted in place with
MFA_ENCRYPTION_KEY. Going back decrypts them."""

from django.db import migrations

from lockport_sw.core import keys

FIELDS = {"totp": ("secret",), "recovery_codes": ("seed",)}


def _each(apps, change):
    Authenticator = apps.get_model("mfa", "Authenticator")
    for authenticator in Authenticator.objects.filter(type__in=FIELDS).iterator():
        data = dict(authenticator.data)
        for name in FIELDS[authenticator.type]:
            if isinstance(data.get(name), str):
                data[name] = change(data[name])
        if isinstance(data.get("migrated_codes"), list):
            data["migrated_codes"] = [change(code) for code in data["migrated_codes"]]
        if data != authenticator.data:
            Authenticator.objects.filter(pk=authenticator.pk).update(data=data)


def encrypt(apps, schema_editor):
    _each(apps, lambda v: v if keys.is_mfa_encrypted(v) else keys.mfa_encrypt(v))


def decrypt(apps, schema_editor):
    _each(apps, lambda v: keys.mfa_decrypt(v) if keys.is_mfa_encrypted(v) else v)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0004_user_signature_image"),
        ("mfa", "0003_authenticator_type_uniq"),
    ]

    operations = [migrations.RunPython(encrypt, decrypt, elidable=False)]
