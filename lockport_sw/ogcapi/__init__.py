"""OGC API - Features (Part 1: Core) at /ogcapi/ (issue 48, item 4): the standard that
QGIS and ArcGIS read directly.

Nothing here knows a chapter: each chapter registers its collections from its
``AppConfig.ready()`` (``collections.register``), with the rows a reader may see (its own
``*_visible_to`` selector, never more than the browser shows) and the properties a
feature carries. Public collections (the outfall inventory, the reports as Open311
publishes them) are read by anyone; staff collections need a reader (``auth.py``: a
signed-in session today, an API token later).
"""
