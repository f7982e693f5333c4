"""The part of the judge engines that every game shares.

Loading (`loading`), validation helpers that collect every problem with its path (`validate`),
the parts of a scenario every game reads alike (`scenario`: top level, turn, references;
`actions`: the action list), the players and the action value (`model`), the result value types
(`result`), the replay loop (`replay`), the engine base class (`engine`), the collection of a
game's citable rule numbers (`citations`) and the plain-text rendering of a result (`text`).
Nothing here knows a game's rules.
"""
