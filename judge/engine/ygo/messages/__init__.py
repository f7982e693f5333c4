"""Message catalogues of the Yu-Gi-Oh! engine, one module per language."""
