"""What Chapter 159's money adds to the shared machinery (registries), from ready()."""


def register() -> None:
    pass
