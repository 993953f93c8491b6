"""Django's Redis cache with one client per connection pool (issue 44).

Django's ``RedisCacheClient.get_client`` makes a new ``redis.Redis`` for every
operation: each builds its table of response callbacks, a few dozen microseconds, and a
signed-in page asks the cache several times (the session, the floor's answers in
``core/floor.py``, limits). A ``redis.Redis`` is safe to share between threads (it takes
a connection from its pool for each command), so one is kept per pool, as the pools
themselves already are. The settings' ``CACHES`` name ``RedisCache`` below.
"""

from __future__ import annotations

from django.core.cache.backends import redis as django_redis


class RedisCacheClient(django_redis.RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients: dict[int, object] = {}

    def get_client(self, key=None, *, write=False):
        index = self._get_connection_pool_index(write)
        client = self._clients.get(index)
        if client is None:
            if index not in self._pools:
                self._pools[index] = self._pool_class.from_url(
                    self._servers[index], **self._pool_options
                )
            client = self._clients[index] = self._client(connection_pool=self._pools[index])
        return client


class RedisCache(django_redis.RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = RedisCacheClient
