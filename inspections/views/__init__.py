"""Pages of inspections/: the § 159-7A(2) site log, after construction (§ 159-8A(2), (3))
and § 158-9 facilities. Order of checks: signed in (else sign-in page), the record
visible (else 404), allowed to act (else 403), then the method (405)."""
