"""Who may open the OGC API's routes, for every role (merged into tests/access.py).

The landing page, conformance, the documentation and the list of collections answer
everyone (the list holds only the collections the reader may read). The collection,
items and item routes are decided here on the staff collection of cases, read by Town
office staff as the case list is: anonymous 401 (an API answers, it does not redirect
to the sign-in page), other signed-in users 403. Every collection for every role:
tests/ogcapi/test_ogcapi.py::test_every_collection_answers_every_role_as_its_pages_do.
"""

from __future__ import annotations

from tests.access_helpers import ANON, OFFICE, SIGNED_IN, everyone

OFFICE_READS = {ANON: 401, **{r: 200 if r in OFFICE else 403 for r in SIGNED_IN}}

OGCAPI_MATRIX: dict = {
    "ogcapi:landing": (None, everyone()),
    "ogcapi:conformance": (None, everyone()),
    "ogcapi:api": (None, everyone()),
    "ogcapi:collections": (None, everyone()),
    "ogcapi:collection": ("ogcapi_cases", OFFICE_READS),
    "ogcapi:items": ("ogcapi_cases", OFFICE_READS),
    "ogcapi:item": ("ogcapi_case", OFFICE_READS),
}
