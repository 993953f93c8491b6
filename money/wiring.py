"""What Chapter 159's money adds to the shared machinery, from ``MoneyConfig.ready``:
the receivers that assess fees where the work happens, file access, navigation and the
home panels."""


def register() -> None:
    from . import inspections, receivers

    inspections.register()
    receivers.connect()
