"""The part of the judge engines that every game shares.

Loading (`loading`), validation helpers that collect every problem with its path (`validate`),
the parts of a scenario every game reads alike (`scenario`: top level, turn, references;
`actions`: the action list), the players and the action value (`model`), the result value types
(`result`), the replay loop (`replay`), the engine base class (`engine`), the collection of a
game's citable rule numbers (`citations`) and the plain-text rendering of a result (`text`).
Nothing here knows a game's rules.

Both engines name the same things the same way: a card's type is `Card.kind`, one step of an
effect is an `EffectStep` (a `Step` is one thing that happened, `result.Step`), each game's rule
numbers are imported as `cr` (`from . import rules as cr`), and what an engine says is an
`events.Event` worded by `render.Renderer` from the game's `messages/` tables.
"""
