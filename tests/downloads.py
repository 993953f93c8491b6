"""File downloads in tests: read them whole, or close them (warnings are errors).

A file download is a streaming response (``FileResponse``) holding an open file. A WSGI
server closes every response once it is sent; Django's test client closes a streaming
one only when its content has been read to the end. A test that looks only at the status
or the headers leaves the file open: a ``ResourceWarning``, an error in this suite.

- ``read_download(response)`` returns the body and closes the response;
- ``close_response(response)`` closes one that the test does not read;
- every streaming response the test client returned is closed when the test ends
  (``tests/conftest.py``, ``_close_streaming_responses``), so a status-only check is
  warning-free by default.
"""

from __future__ import annotations

from django.core.signals import request_finished
from django.db import close_old_connections


def read_download(response) -> bytes:
    """The whole body of a streaming response; reading it to the end closes it."""
    assert response.streaming, f"not a download: {response!r}"
    try:
        return b"".join(response.streaming_content)
    finally:
        close_response(response)


def close_response(response) -> None:
    """Close a response as the test client does (``close()`` fires request_finished,
    whose ``close_old_connections`` would close the test's database connection)."""
    if getattr(response, "closed", False):
        return
    request_finished.disconnect(close_old_connections)
    try:
        response.close()
    finally:
        request_finished.connect(close_old_connections)
