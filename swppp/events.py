"""What other apps may act on, sent inside the transaction of the act (Django signals):
the fees of § 159-8D are assessed by the money app's receivers; swppp imports none."""

from django.dispatch import Signal

# plans.submit: a version received (to the SMO, or a revision to the body). kwargs
# submission, acting_user.
swppp_received = Signal()
