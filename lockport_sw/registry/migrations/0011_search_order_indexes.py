"""Issue 44: the office's property and party search (``/registry/``) pages by cursor in
its selectors' order (``street_address, id``; ``name, id``), so a fragment that matches
a street's thousands of parcels reads the first rows of this index that match and stops,
instead of sorting and counting every match; a rare fragment is still found through the
trigram indexes of 0009 (PostgreSQL chooses by the fragment's frequency)."""

from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("registry", "0010_street_in_city"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddIndex(
            model_name="party",
            index=models.Index(fields=["name", "id"], name="registry_party_name_order"),
        ),
        migrations.AddIndex(
            model_name="property",
            index=models.Index(fields=["street_address", "id"], name="registry_prop_addr_order"),
        ),
    ]
