"""WeasyPrint is loaded by the first letter a process renders, not by its start
(lockport_sw/documents/rendering.py; issue 25, item 5). Loading it (cffi's bindings to
Pango, Fontconfig and HarfBuzz) costs about a second of CPU, which every ``manage.py``
command, web worker and Celery worker would otherwise pay whether or not it renders a
letter. A new top-level ``import weasyprint`` anywhere on the start-up path would bring
that second back without failing anything else, so this test starts a fresh interpreter
the way those processes start and looks."""

from __future__ import annotations

import json

from tests.fresh_python import run_python

# What a web worker and a Celery worker import before their first request or task: the
# apps (with the admin's autodiscovery), the whole URLconf with every view, and every
# app's tasks. Then, as the control that shows the check can see WeasyPrint at all, one
# letter's fonts.
CHILD = """
import json, sys
import django
django.setup()
from django.urls import get_resolver
get_resolver().url_patterns
from lockport_sw.celery import app
app.loader.import_default_modules()
seen = {"started": "weasyprint" in sys.modules}
from lockport_sw.documents.rendering import font_configuration
font_configuration()
seen["after_a_letter"] = "weasyprint" in sys.modules
print(json.dumps(seen))
"""


def test_starting_a_web_or_celery_worker_does_not_load_weasyprint():
    done = run_python(
        CHILD, settings="lockport_sw.settings.test", without={"PYTEST_XDIST_WORKER"}, timeout=120
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"started": False, "after_a_letter": True}
