"""Importers: one parser per source format, all producing the same plain records."""
