"""The Special Summon rider "but banish it when it leaves the field" (8-4-10), read from real
cards' English texts (read in place from ../shared/fixtures/yaml-yugi): set as
`banish_on_leave` on the one step that Special Summons, whichever way the sentence words it; a
rider with a condition of its own leaves the effect a note."""
from __future__ import annotations

from ygo_support import english

from cards.ygo import encoding, psct, riders


def monster(number: str) -> tuple[dict, list[str], list[str]]:
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields, read = encoding.encode_monster(reading)
    return fields, read, [effect.text for effect in reading.effects]


def _summons(fields: dict) -> list[dict]:
    return [step for effect in fields.get("effects", []) for step in effect["effect"]
            if "special_summon" in step or "fetch" in step]


def test_but_banish_it_on_a_monster_summoning_itself_from_the_graveyard():
    fields, _, _ = monster("20295753")  # Night Sword Serpent
    # the position is its player's choice, named by the action (8-4-3)
    assert {"special_summon": {"card": "self", "banish_on_leave": True}} in _summons(fields)


def test_and_if_you_do_banish_it_is_the_same_rider():
    _, _, texts = monster("61488417")  # Chiwen, Light of the Yang Zing
    action = next(text for text in texts if "banish it when" in text).split(": ", 1)[1]
    seen: list[str] = []

    def reader(text: str) -> list[dict]:
        seen.append(text)
        return [{"special_summon": {"card": "self"}}]
    steps = riders.read(action, reader)
    assert seen == ["You can Special Summon this card."]
    assert steps == [{"special_summon": {"card": "self", "banish_on_leave": True}}]


def test_a_monster_taken_from_the_hand_in_defense_position():
    fields, _, _ = monster("12888461")  # Aspischool
    fetch = _summons(fields)[0]["fetch"]
    assert (fetch["to"], fetch["position"], fetch["banish_on_leave"]) == ("field", "defense",
                                                                          True)


def test_a_summon_without_the_rider_has_none():
    fields, _, _ = monster("12888461")  # Aspischool: "If this card is banished: ..."
    second = _summons(fields)[1]["special_summon"]
    assert second == {"card": "self", "position": "defense"}


def test_a_rider_only_for_a_summon_from_the_graveyard_stays_a_note():
    _, read, texts = monster("67694706")
    ridden = [text for text in texts if "but if you Summon it from the GY, banish" in text]
    assert ridden and not set(ridden) & set(read)
