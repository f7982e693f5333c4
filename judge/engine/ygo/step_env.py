"""The context a Yu-Gi-Oh! effect's steps run in (interpreter.py): who runs it, what its words
point at and what the activation named for the choices made as it resolves."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.events import Event
from .battle_state import Battle
from .model import Card


@dataclass(slots=True)
class Env:
    """Who runs an effect, what its words point at, and which Chain Link it is."""

    source: Card
    controller: str
    chosen: str | None
    label: Event  # "Chain Link 2 (Solemn Judgment)", used in every sentence of the effect
    link: int  # index in the chain; -1 outside a chain
    battle: Battle | None = None  # the attack the link was activated during
    chosen_moves: int = -1  # the target as it was targeted; -1: the format's unchecked target
    picked: str | None = None  # the card a `fetch` step takes, as the activation named it
    missed: bool = False  # the step being run was not done, or not in full (5-2-5)
    position: str = ""  # the position the player chose for a Special Summon (8-4-3)
    discards: tuple[str, ...] = ()  # the cards the player chose to discard (5-3-4)
    discarded: dict[str, int] = field(default_factory=dict)  # how many, by player, so far
    more_targets: tuple[tuple[str, int], ...] = ()  # the targets after `chosen` (5-2-3)
    # "that monster(s)": the monsters of the Summon the card answers, as they are (10-3-4);
    # `negating_summon`: its `negate` step negates that Summon being made (5-3-9)
    summoned: list[tuple[str, int]] = field(default_factory=list)
    negating_summon: bool = False
    # a Fusion or Ritual Summon's materials, as the activation named them (its position:
    # `position` above)
    materials: tuple[str, ...] = ()
    source_moves: int = -1  # a monster effect's card as activated: "this card" only so
    more_picks: tuple[str, ...] = ()  # a `fetch` with a `count`: the cards after `picked`
    chance: tuple[str, ...] = ()  # the coins' or dice's results, as the activation named them
    destination: str = ""  # a `fetch` with `or_to`: where the player sends the card (5-3-13)
    column: int = 0  # the Main Monster Zone a monster it Special Summons goes to (4-4-7)
    last_done: list[tuple[str, int, str]] = field(default_factory=list)  # done_counts.py
    paid: tuple[tuple[str, int], ...] = ()  # its cost's cards (stat_amounts.py)
    # a destruction of several cards at once underway: the Graveyard cards banished in its
    # place so far (gy_substitutes.py, 5-3-16); None outside one
    substitutes: list[str] | None = None
    declines: bool = False  # the activation's `declines`: a "you can" part not done (5-2-24)
    face_down: bool = False  # the activation's `face_down`: where the step lets it (8-4-3)
    called: str = ""  # the activation's `call`: the face called before the coin (5-3-33)
