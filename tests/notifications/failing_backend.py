from django.core.mail.backends.base import BaseEmailBackend


class FailingBackend(BaseEmailBackend):
    """An SMTP server that refuses everything (tests of retry)."""

    def send_messages(self, email_messages):
        raise ConnectionRefusedError("connection refused by the test mail server")
