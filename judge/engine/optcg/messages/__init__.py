"""The One Piece engine's events in words, one module per language (see core/catalogue.py)."""
