"""The part of the judge engines that every game shares.

Loading (`loading`), validation helpers that collect every problem with its path (`validate`),
the result value types (`result`), the replay loop (`replay`), the engine base class (`engine`)
and the plain-text rendering of a result (`text`). Nothing here knows a game's rules.
"""
