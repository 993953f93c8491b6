"""Keys derived from the secrets in settings (issue 45, item 3): one secret per purpose,
never in a backup (docs/operations.md, "Keys").

``derived_key("BACKUP_ENCRYPTION_KEY", b"...")`` is 32 bytes from HKDF-SHA256 over the
setting's value; when the setting is empty (development and tests only: production
settings require each one) over SECRET_KEY, the purpose keeping the keys apart.
"""

from __future__ import annotations

import base64

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from django.conf import settings


def derived_key(setting: str, purpose: bytes) -> bytes:
    secret = getattr(settings, setting, "") or settings.SECRET_KEY
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=purpose).derive(
        secret.encode()
    )


# --- MFA secrets at rest ------------------------------------------------------------------

MFA_PREFIX = "fernet:"


def _mfa_fernet() -> Fernet:
    key = derived_key("MFA_ENCRYPTION_KEY", b"lockport mfa secrets")
    return Fernet(base64.urlsafe_b64encode(key))


def mfa_encrypt(text: str) -> str:
    """A TOTP secret or recovery-code seed as stored: Fernet (AES-128-CBC and
    HMAC-SHA256, cryptography's authenticated recipe) under MFA_ENCRYPTION_KEY."""
    return MFA_PREFIX + _mfa_fernet().encrypt(text.encode()).decode("ascii")


def mfa_decrypt(stored: str) -> str:
    """The clear secret. A value not encrypted by ``mfa_encrypt`` (a clear seed planted
    in the database, or one encrypted under another key) is refused, never used."""
    if not stored.startswith(MFA_PREFIX):
        raise ValueError("An MFA secret stored in clear is refused (issue 45, item 3).")
    try:
        return _mfa_fernet().decrypt(stored.removeprefix(MFA_PREFIX).encode()).decode()
    except InvalidToken:
        raise ValueError("An MFA secret does not decrypt with MFA_ENCRYPTION_KEY.") from None


def is_mfa_encrypted(stored: str) -> bool:
    return isinstance(stored, str) and stored.startswith(MFA_PREFIX)
