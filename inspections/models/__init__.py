"""Inspections, split by concern: the shared inspection record (inspections.py)."""

from .inspections import Finding, Inspection, Photo

__all__ = ["Finding", "Inspection", "Photo"]
