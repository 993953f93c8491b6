"""Every write of inspections/, one module per concern: ``conduct`` (completing an
inspection with its findings), ``site_log`` (§ 159-7A(2)), ``after_construction``
(§ 159-8A(2), (3)), ``facility`` (§ 158-9)."""
