"""Reading the card key `coin_faces` (coin_keep.py, 5-3-30): what a monster's text gives it for
each result of the coin its Summon tosses with `{toss_coin: {kept: true}}`,

    coin_faces: {heads: {stat_changes: [...]}, tails: {effects: [...]}}

each result's keys (FACE_KEYS) read as the same keys of a card are, into the card fields they
set: a tuple (its `effects`, `stat_changes`) is added after the card's own while the result is
kept, so its own effects keep their indexes; any other field is replaced."""
from __future__ import annotations

import dataclasses
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

RESULTS = ("heads", "tails")
# the keys a result may give: those whose checks read the card's fields as the duel goes
FACE_KEYS = ("effects", "stat_changes", "halves_battle_damage")  # 12-8-9
Describe = Any  # schema_card_readers.Describe: the card reader's own `_described`


def read_coin_faces(problems: Problems, path: str, data: dict[str, Any], card: Card,
                    describe: Describe) -> None:
    """`coin_faces`, each result's keys read by a card reader of their own (the result is no
    card of the scenario: no id of it is remembered) into `card.coin_faces`."""
    raw = v.field(data, "coin_faces", None)
    reader = getattr(describe, "__self__", None)  # the CardReader whose `_described` it is
    if raw is None or reader is None:
        return
    at = key_path(path, "coin_faces")
    faces = v.mapping(problems, at, raw, RESULTS, RESULTS)
    if faces is None:
        return
    own = type(reader)(problems)
    printed = {"name": card.name, "kind": card.kind}
    blank = own.card(at, printed, card.owner, card.zone, True)
    for result in RESULTS:
        where = key_path(at, result)
        keys = v.mapping(problems, where, faces[result], FACE_KEYS)
        given = None if keys is None else own.card(where, {**printed, **keys}, card.owner,
                                                   card.zone, True)
        if blank is not None and given is not None:
            card.coin_faces[result] = _set_by(blank, given)


def _set_by(blank: Card, given: Card) -> dict[str, Any]:
    """The fields the result's keys set: those that differ from the card read without them."""
    out = {}
    for spec in dataclasses.fields(Card):
        value = getattr(given, spec.name)
        if spec.name != "id" and value != getattr(blank, spec.name):
            out[spec.name] = value
    return out
