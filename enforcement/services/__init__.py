"""Every write of enforcement, one function per act (keyword-only, ``acting_user``).

Each runs in one transaction, checks the permission and the statute's conditions
(the section cited where it is applied), writes the case timeline, opens, meets, pauses
or waives the clocks the act starts or ends, and queues messages (which are sent on
commit). Views, forms, admin, tasks and the chapters call these; none repeats a rule.

- ``violations``: record a violation and its evidence; its end
- ``notices``: the notice of violation (§ 158-11A, § 159-8C(1)), corrections, service
- ``orders``: stop-work orders (§ 159-8C(2)) and their lifting
- ``appeals``: filing (online or paper), hearings, decisions, filing and mailing
  (§ 158-12, § 159-8C(1)(f))
- ``corrective``: corrective measures (§ 158-13, § 159-8C(6))
- ``penalties``: the offense tier (§ 158-11B, § 159-8C(4)), referrals and convictions
- ``remedies``: alternative remedies (§ 158-15), occupancy holds (§ 159-8C(5))
"""
