"""Yu-Gi-Oh! cards: reading their text (PSCT) and what the project derives from it."""
