"""Every write of the inspections app, one module per concern, one function per act:

- ``requests``: the applicant's request (§ 159-8A(1): 48 hours' notice, holds, § 159-5D),
  staff accepting a late request with a reason;
- ``scheduling``: opening an inspection, assigning an inspector and a time (the applicant
  is told), the inspector's calendar feed;
- ``field``: the inspection in the field: start, draft, photos (idempotent), and
  ``inspection_complete``, the one way an inspection of any kind is completed;
- ``holds``: the work hold and notice of violations (§ 159-8A(1)), lifted by re-inspection.
- ``site_log`` (§ 159-7A(2)), ``after_construction`` (§ 159-8A(2), (3)), ``facility``
  (§ 158-9).
"""
