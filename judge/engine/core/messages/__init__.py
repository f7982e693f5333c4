"""What every game says, per language: one module per language (see core/catalogue.py)."""
