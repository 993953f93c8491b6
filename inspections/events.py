"""What other apps may act on, sent inside the transaction of the act (Django signals):
a chapter's own records that follow from an inspection (the fee of § 159-8D, the
performance guarantee's year of § 159-8B(1)) are written by receivers the chapter
connects from its ``AppConfig.ready``; the inspections app imports none of them."""

from django.dispatch import Signal

# inspection_complete: kwargs inspection, acting_user.
inspection_completed = Signal()
# final_acceptance_record: kwargs acceptance, subject, acting_user.
final_acceptance_recorded = Signal()
