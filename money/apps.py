from django.apps import AppConfig

from lockport_sw.jurisdiction.registry import words_lazy


class MoneyConfig(AppConfig):
    """Chapter 159's money: the Town Board's fees (§ 159-8D, § 159-4A(2)) and the
    performance and maintenance guarantees (§ 159-8B(1), (2))."""

    name = "money"
    verbose_name = words_lazy("{law:swm}: fees and guarantees")

    def ready(self) -> None:
        from . import wiring

        wiring.register()
        # Its records in the whole story (lockport_sw/reports/story.py).
        from . import story

        story.register()
        # Guarantees and invoices in the search across everything (issue 47, item 5).
        from . import search

        search.register()
