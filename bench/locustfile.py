"""The load generator of `make bench` (bench/load.py runs it, headless, once per page
and load): every simulated client GETs one page as a signed-in person's browser behind
the Town's proxy would (the session cookie of a real sign-in, ``X-Forwarded-Proto``).

    BENCH_PATH      the page
    BENCH_HOST      the public host name (the proxy's Host header)
    BENCH_COOKIE    the Cookie header of a signed-in session (empty: the public)
    BENCH_USER_RATE requests a second per client (0: as fast as answered, saturating)
"""

import os

from locust import HttpUser, constant, constant_throughput, task

PATH = os.environ["BENCH_PATH"]
HEADERS = {"Host": os.environ["BENCH_HOST"], "X-Forwarded-Proto": "https"}
if os.environ.get("BENCH_COOKIE"):
    HEADERS["Cookie"] = os.environ["BENCH_COOKIE"]
RATE = float(os.environ.get("BENCH_USER_RATE", "0"))


class Visitor(HttpUser):
    wait_time = constant_throughput(RATE) if RATE else constant(0)

    @task
    def page(self) -> None:
        with self.client.get(
            PATH, headers=HEADERS, name="page", allow_redirects=False, catch_response=True
        ) as response:
            if response.status_code != 200:
                response.failure(f"answered {response.status_code}")
