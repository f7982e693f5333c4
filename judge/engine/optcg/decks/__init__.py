"""The deck family: steps that look at, reveal, search, arrange or trash the top of the deck,
take a card from the trash, or put hand cards back in the deck.

- steps.py declares the family's step kinds (kinds.py): what families.py builds the reader's
  and the interpreter's tables from;
- search.py reads and runs them, and checks what an action names for a search;
- top.py reads and checks "if that card ..." on the card a reveal left on top of the deck (a
  condition, conditions.py): it imports no step, so the conditions can use it.

This file imports nothing, so that importing top.py does not load the steps.
"""
