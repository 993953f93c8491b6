"""The municipality (issue 49): who it is, its officers and bodies, its letterhead, and
where each provision of the two NYSDEC model laws sits in its code. At the base of the
house: every app reads it; it reads none of them. ``registry.current()`` and ``cite()``
are the ways in; ``model.py`` says what a municipality is; one module per municipality
holds its data (``lockport.py``)."""
