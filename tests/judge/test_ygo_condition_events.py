"""Trigger Effects on an event with a cause (judge/engine/ygo/condition_events.py, 5-1-3),
judged on the real card (imported from ../shared/fixtures/yaml-yugi into a temporary folder,
facts only): "When this card is Special Summoned by the effect of an "Evoltile" monster"
(Evolsaur Elias) answers that monster's effect and not a Spell's; "If this card is discarded
to the GY by card effect" (Beiige, Vanguard of Dark World) answers a resolving effect's
discard and not a discard paid as a cost (5-2-2); "If this card is sent from the hand to your
Graveyard" (Gem-Knight Obsidian) and "If this card is sent from the Deck to the GY" (Revival
Golem) answer a move from that zone only; "If a face-up "Fire King" monster(s) you control is
destroyed by card effect" (Fire King Avatar Garunix) answers that card's destruction, as it was
when it left the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from judge.engine import judge  # noqa: E402

pytestmark = pytest.mark.django_db

# Evolsaur Elias, Beiige, Vanguard of Dark World, Gem-Knight Obsidian, Revival Golem, Fire
# King Avatar Garunix
# Evoltile Najasho, Interplanetarypurplythorny Dragon
CARDS = ("23234094", "33731070", "19163116", "87347365", "54149433", "88095331", "25206027")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


SUMMONED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-elias, card: "23234094"}},
           {{id: a-dino, name: Dino, level: 4, attribute: FIRE, types: [Dinosaur], atk: 100,
            def: 100}}]
    {source}
  B: {{}}
actions:
  - activate: {{card: a-source}}
  - pass
  - pass
  - activate: {{card: a-elias, pick: a-dino}}
  - pass
  - pass"""
EVOLTILE = ("monsters: [{id: a-source, name: Evoltile Source, archetypes: [Evoltile], atk: 100, "
            "def: 100, effects: [{type: ignition, effect: [{special_summon: {card: a-elias}}]}]}]")


def test_summoned_by_the_effect_of_the_monster_its_text_names(printed):
    result = judged(SUMMONED.format(source=EVOLTILE))
    assert result["outcome"] == "completed", result.get("illegal")
    monsters = {m["id"] for m in result["state"]["players"]["A"]["monsters"]}
    assert monsters == {"a-source", "a-elias", "a-dino"}
    assert "5-1-3" in result["rules_cited"]


def test_summoned_by_a_spell_is_not_that_event(printed):
    spell = ("spells_traps: [{id: a-source, name: Call, kind: spell, face_up: false, "
             "effect: [{special_summon: {card: a-elias}}]}]")
    result = judged(SUMMONED.format(source=spell))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"


DISCARDED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 3
    hand: [{{id: a-beiige, card: "33731070"}},
           {{id: a-call, name: Call, kind: spell, {call}}}]
  B: {{}}
actions:
  - activate: {{card: a-call{cost}}}
  - pass
  - pass
  - activate: {{card: a-beiige}}
  - pass
  - pass"""


def test_discarded_by_a_resolving_effect(printed):
    result = judged(DISCARDED.format(call="effect: [{discard: 1}]", cost=", discards: [a-beiige]"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-beiige"]


def test_discarded_as_a_cost_is_not_by_card_effect(printed):
    result = judged(DISCARDED.format(call="discard: 1, effect: [{draw: 1}]",
                                     cost=", cost: [a-beiige]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-3"


def test_the_refusal_names_the_event_with_its_cause(printed):
    spell = ("spells_traps: [{id: a-source, name: Call, kind: spell, face_up: false, "
             "effect: [{special_summon: {card: a-elias}}]}]")
    refused = judged(SUMMONED.format(source=spell))["illegal"]
    assert refused["code"] == "illegal.trigger_no_event"
    assert "Special Summoned by the effect of the card its text names" in refused["reason"]
    cost = judged(DISCARDED.format(call="discard: 1, effect: [{draw: 1}]",
                                   cost=", cost: [a-beiige]"))["illegal"]
    assert cost["code"] == "illegal.trigger_no_event" and "5-2-2" in cost["rules"]
    assert "5-2-2" not in refused["rules"]


SENT = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {obsidian}
    graveyard: [{{id: a-normal, name: Plain, level: 4, types: [Normal], atk: 100, def: 100}}]
    hand: [{{id: a-call, name: Call, kind: spell, effect: [{effect}]}}{more}]
  B: {{}}
actions:
  - activate: {{card: a-call{pick}}}
  - pass
  - pass
  - activate: {{card: a-obsidian, target: a-normal}}
  - pass
  - pass"""
OBSIDIAN = '{id: a-obsidian, card: "19163116"}'


def test_sent_from_the_hand_is_a_move_from_that_zone(printed):
    result = judged(SENT.format(
        obsidian="", more=", " + OBSIDIAN, pick=", pick: a-obsidian",
        effect="{fetch: {from: [hand], to: graveyard, names: [Gem-Knight Obsidian]}}"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-normal"]


def test_sent_from_the_field_is_not_sent_from_the_hand(printed):
    result = judged(SENT.format(obsidian=f"monsters: [{OBSIDIAN}]", more="", pick="",
                                effect="destroy_all: {what: monsters, player: controller}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
    assert "sent from the hand to the Graveyard" in result["illegal"]["reason"]


MILLED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-golem, card: "87347365"}}]
    hand: [{{id: a-call, name: Call, kind: spell, effect: [{{fetch: {{from: [deck],
            to: graveyard, names: [Revival Golem]}}}}]}}]
  B: {{}}
actions:
  - activate: {{card: a-call, pick: a-golem}}
  - pass
  - pass
  - activate: {{card: a-golem, option: {option}}}
  - pass
  - pass"""


@pytest.mark.parametrize("option, zone", [(0, "monsters"), (1, "hand")])
def test_sent_from_the_deck_activates_its_mandatory_choice(printed, option, zone):
    result = judged(MILLED.format(option=option))
    assert result["outcome"] == "completed", result.get("illegal")
    found = result["state"]["players"]["A"][zone]
    assert [c["id"] if isinstance(c, dict) else c for c in found] == ["a-golem"]


def from_zone(zone: str) -> dict:
    """A Synchro Monster with "If this card is Special Summoned from the Extra Deck: Draw 1
    card.", Synchro Summoned, or revived from the GY by a Spell (typed: the engine's event,
    5-1-3, 8-4-1)."""
    synchro = {"id": "a-synchro", "name": "Synchro", "kind": "monster",
               "types": ["Synchro", "Effect"], "level": 5, "atk": 2000, "def": 2000,
               "properly_summoned": True,
               "effects": [{"type": "trigger", "event": "special_summoned_from_extra_deck",
                            "optional": False, "effect": [{"draw": 1}]}]}
    tuner = {"id": "a-tuner", "name": "Tuner", "kind": "monster", "level": 1, "atk": 100,
             "def": 100, "types": ["Tuner", "Effect"]}
    four = {"id": "a-four", "name": "Four", "kind": "monster", "level": 4, "atk": 100,
            "def": 100}
    call = {"id": "a-call", "name": "Call", "kind": "spell",
            "effect": [{"special_summon": {"card": "a-synchro"}}]}
    # a Synchro Summon starts no chain; the Spell's chain resolves first (8-1-5)
    summon = [{"synchro_summon": {"card": "a-synchro", "materials": ["a-tuner", "a-four"]}}] \
        if zone == "extra_deck" else [{"activate": {"card": "a-call"}}, "pass", "pass"]
    return judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                  "players": {"A": {"hand": [call], zone: [synchro], "deck": 2,
                                    "monsters": [tuner, four]}, "B": {}},
                  "actions": [*summon, {"activate": {"card": "a-synchro"}}, "pass", "pass"]})


def test_special_summoned_from_the_extra_deck_and_not_from_the_graveyard():
    summoned = from_zone("extra_deck")
    assert summoned["outcome"] == "completed", summoned.get("illegal")
    assert len(summoned["state"]["players"]["A"]["hand"]) == 2  # Call and the card drawn
    revived = from_zone("graveyard")
    assert revived["outcome"] == "illegal_action"
    assert "Special Summoned from the Extra Deck" in revived["illegal"]["reason"]


FIRE_KING = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-garunix, card: "54149433"}},
           {{id: a-wipe, name: Wipe, kind: spell, effect: [destroy_all: {{what: monsters,
            player: both}}]}}]
    monsters: [{mine}]
  B:
    monsters: [{theirs}]
actions:
  - activate: {{card: a-wipe}}
  - pass
  - pass
  - activate: {{card: a-garunix}}
  - pass
  - pass"""
KING = "{{id: {id}, name: Fire King Ally, archetypes: [Fire King], atk: 100, def: 100{more}}}"


def test_another_cards_destruction_as_it_was_on_the_field(printed):
    result = judged(FIRE_KING.format(mine=KING.format(id="a-king", more=""), theirs=""))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-garunix"]
    assert "5-1-3" in result["rules_cited"]


@pytest.mark.parametrize("mine, theirs", [
    (KING.format(id="a-king", more=", position: set"), ""),  # face-down as it left
    ("", KING.format(id="b-king", more="")),  # the opponent's
])
def test_another_card_that_does_not_fit_is_not_that_event(printed, mine, theirs):
    result = judged(FIRE_KING.format(mine=mine, theirs=theirs))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def in_graveyard(where: str) -> dict:
    """"If another monster is destroyed, while this card is in your GY: Draw 1 card." (typed):
    it answers only from the GY it was already in, not one it went to with that monster."""
    ghost = {"id": "a-ghost", "name": "Ghost", "kind": "monster", "atk": 100, "def": 100,
             "effects": [{"type": "trigger", "event": "other_destroyed", "from": "graveyard",
                          "other": {"what": "monster", "another": True},
                          "effect": [{"draw": 1}]}]}
    wipe = {"id": "a-wipe", "name": "Wipe", "kind": "spell",
            "effect": [{"destroy_all": {"what": "monsters", "player": "both"}}]}
    other = {"id": "b-one", "name": "One", "kind": "monster", "atk": 100, "def": 100}
    return judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                  "players": {"A": {"hand": [wipe], where: [ghost], "deck": 2},
                              "B": {"monsters": [other]}},
                  "actions": [{"activate": {"card": "a-wipe"}}, "pass", "pass",
                              {"activate": {"card": "a-ghost"}}, "pass", "pass"]})


def test_while_this_card_is_in_the_graveyard_it_was_there_before():
    assert in_graveyard("graveyard")["outcome"] == "completed"
    together = in_graveyard("monsters")
    assert together["outcome"] == "illegal_action"
    assert together["illegal"]["code"] == "illegal.trigger_no_event"


TRIBUTED = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-najasho, card: "88095331"}}]
    hand: [{{id: a-big, name: Big, level: 5, atk: 2400, def: 100}},
           {{id: a-wipe, name: Wipe, kind: spell, effect: [destroy_all: {{what: monsters,
            player: controller}}]}}]
    deck: [{{id: a-saur, name: Evolsaur One, archetypes: [Evolsaur], level: 6, atk: 100,
            def: 100}}]
  B: {{}}
actions:
{first}
  - activate: {{card: a-najasho, pick: a-saur}}
  - pass
  - pass"""


def test_tributed_on_the_field_and_not_destroyed(printed):
    tributed = judged(TRIBUTED.format(first="  - normal_summon: {card: a-big, tributes: "
                                            "[a-najasho]}"))
    assert tributed["outcome"] == "completed", tributed.get("illegal")
    assert {m["id"] for m in tributed["state"]["players"]["A"]["monsters"]} == {"a-big",
                                                                                "a-saur"}
    destroyed = judged(TRIBUTED.format(first="  - activate: {card: a-wipe}\n  - pass\n  - pass"))
    assert destroyed["illegal"]["code"] == "illegal.trigger_no_event"


THORNY = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-thorny, card: "25206027"}},
           {{id: a-wipe, name: Wipe, kind: spell, effect: [destroy_all: {{what: monsters,
            player: {whose}}}]}}]
    monsters: [{{id: a-one, name: One, atk: 100, def: 100}}]
  B:
    monsters: [{{id: b-one, name: Two, atk: 100, def: 100}}]
actions:
  - activate: {{card: a-wipe}}
  - pass
  - pass
  - activate: {{card: a-thorny}}
  - pass
  - pass"""


@pytest.mark.parametrize("whose, outcome", [("controller", "completed"),
                                            ("opponent", "illegal_action")])
def test_a_monster_you_control_destroyed_and_sent_to_the_graveyard(printed, whose, outcome):
    result = judged(THORNY.format(whose=whose))
    assert result["outcome"] == outcome, result.get("illegal")
