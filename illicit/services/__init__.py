"""Every write of Chapter 158 (one function per act; see docs/architecture.md)."""
