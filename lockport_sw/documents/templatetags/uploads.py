"""The one way a page links an upload (issue 45, item 2)::

    {% load uploads %}
    {% upload_link upload %}                       the original name, the download URL
    {% upload_link upload label=p.caption href=url %}   another text, another URL (a link's)

A photo that goes out without its metadata (to anyone but the Town's staff) is linked
only once its copy exists: until the worker has made it the page says it is being
prepared, and the link it offers leads to the "being prepared" page, which is shown,
never saved (documents/views.py ``being_prepared``). No upload link carries
``download``: the file itself comes as an attachment, so nothing else can be saved as
it. Read the uploads with ``select_related("stripped")`` to keep one query a page."""

from __future__ import annotations

from django import template

from lockport_sw.documents import selectors

register = template.Library()


@register.inclusion_tag("documents/_upload_link.html", takes_context=True)
def upload_link(context, upload, label=None, href=None):
    request = context.get("request")
    user = getattr(request, "user", None) or context.get("user")
    return {
        "upload": upload,
        "label": label or upload.original_name,
        "href": href or upload.get_absolute_url(),
        "state": selectors.download_state(upload, user),
        "READY": selectors.READY,
        "BEING_PREPARED": selectors.BEING_PREPARED,
    }
