"""Personal API tokens (issue 48): a signed-in user's key for scripts and the Town's
other systems. The token itself is shown once; only its SHA-256 digest is kept (it is
random, 256 bits, so a fast digest is as good as a slow one and costs one lookup)."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class Scope(models.TextChoices):
    READ = "read", "Read: see what you may see in the browser"
    WRITE = "write", "Read and write: also act through the API as you may in the browser"


class APIToken(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=100, help_text="What the token is for.")
    scope = models.CharField(max_length=10, choices=Scope.choices, default=Scope.READ)
    # The first characters of the token, shown in lists so a person can tell tokens apart.
    prefix = models.CharField(max_length=12)
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        verbose_name = "API token"

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    @property
    def can_write(self) -> bool:
        return self.scope == Scope.WRITE

    def active(self, now=None) -> bool:
        now = now or timezone.now()
        return self.revoked_at is None and self.expires_at > now

    @property
    def status(self) -> str:
        if self.revoked_at is not None:
            return "Revoked"
        if self.expires_at <= timezone.now():
            return "Expired"
        return "Active"
