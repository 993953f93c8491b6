"""Every write of Chapter 159, one function per act (keyword-only, acting_user first).

- ``projects``: create and edit a project; confirm or reject a claimed exemption
  (§ 159-3B, with the conditions of 3B(2), (3), (5));
- ``plans``: a draft's answers and contents, completeness (§ 159-5A), submission (to the
  SMO, or a revision to the reviewing body, § 159-4B(2)), revision;
- ``professional``: the licensed professional's signature through a link (§ 159-5B(4),
  § 159-4A(3));
- ``review``: the SMO's path determination (§ 159-4B), findings, decision (§ 159-4C) or
  recommendation (§ 159-4B(1)), comments; the reviewing body's act (§ 159-4B(2));
- ``maintenance``: the easement and agreement or dedication (§ 159-7B, § 159-7C(4));
- ``contractors``: contractors identified in the SWPPP, their links and certifications,
  the start of their work (§ 159-5D);
- ``bodies``: who sits on which reviewing body (chosen on the staff account page);
- ``checklist``: the SMO adds checklist items or takes added ones out of use (§ 159-5B).
"""
