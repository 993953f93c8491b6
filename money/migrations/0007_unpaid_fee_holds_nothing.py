"""Issue 46, item 7 (§ 159-8A(2), § 159-8D): Chapter 159 makes no fee a condition of
final acceptance, so the Town Board's "fee hold" setting is removed: an unpaid fee is
owed, shown and reminded, never a hold on an act of the chapter."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("money", "0006_draw_on_the_guarantee"),
    ]

    operations = [
        migrations.DeleteModel(
            name="FeeHoldPolicy",
        ),
        migrations.DeleteModel(
            name="HistoricalFeeHoldPolicy",
        ),
    ]
