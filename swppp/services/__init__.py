"""Every write of Chapter 159, one function per act (keyword-only, acting_user first).

- ``projects``: create and edit a project; confirm or reject a claimed exemption;
- ``plans``: a draft's answers and contents, completeness (§ 159-5A), submission,
  revision;
- ``review``: the SMO's findings, decision (§ 159-4C) or recommendation (§ 159-4B(1)),
  the reviewing body's action (§ 159-4B(2));
- ``contractors``: invitations and certifications (§ 159-5D);
- ``checklist``: the SMO adds checklist items or takes them out of use (§ 159-5B).
"""
