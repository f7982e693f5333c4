"""Counters placed each time a monster is Summoned (4-8-10), read from real cards' English
texts (read in place from ../shared/fixtures/yaml-yugi): who Summons, which archetype, Normal
Summons too or not, and the bound the text prints."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import counter_events, counter_shapes, psct


def sentences(number: str) -> list[str]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    return [effect.text for effect in reading.effects]


def test_the_opponents_special_summons():
    first = sentences("13478040")[0]  # Rodenut
    assert counter_shapes.static(first, {}) == {
        "name": "Nut Counter", "each_summon": {"count": 1, "player": "opponent"}}


def test_an_archetypes_normal_or_special_summons_with_a_bound():
    first = sentences("72345736")[0]  # Six Samurai United
    assert counter_events.static(first, {}) == {
        "name": "Bushido Counter", "max": 2,
        "each_summon": {"count": 1, "archetype": "Six Samurai", "normal": True}}


def test_another_kind_or_another_event_is_not_read():
    first = sentences("72345736")[0]
    assert counter_events.static(first, {"name": "Spell Counter"}) is None
    assert counter_events.static(sentences("36099620")[0], {}) is None  # Realm of Light
