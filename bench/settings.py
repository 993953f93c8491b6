"""`make bench`'s gunicorn: the production settings as they are, plus the bench-only URLs
(``bench/urls.py``: the project's URLs and the bare views measured beside them). Never
used by the product: production's ROOT_URLCONF has no bare view.

The requests come as the proxy in front passes them on (``X-Forwarded-Proto: https``,
the public host name) over loopback HTTP, as in tests/core/test_production_smoke.py."""

from lockport_sw.settings.production import *  # noqa: F403

ROOT_URLCONF = "bench.urls"
