"""Costs that put cards back (`cost_cards` with `do: bottom, top, shuffle, return`), read from
real cards' texts (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only) and paid by the judge as the card or effect is activated: the named cards go to the
bottom or the top of the Deck, are shuffled into it, or return to the hand (an Extra Deck
monster to the Extra Deck instead), and a card that does not fit is refused (5-2-2, 5-3-14,
5-3-11, 2-2-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_duel import run as run_duel  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Celestial Observatory, Edge Imp Sabres, Scrap Recycler, Mist Valley Shaman
CARDS = ("67378104", "30068120", "04334811", "95443805")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-observatory, card: "67378104"}}, {{id: a-six, name: Six, kind: monster,
             level: 6}}, {{id: a-four, name: Four, kind: monster, level: 4}}]
    deck: [{{id: a-first, name: First, kind: spell}}, {{id: a-second, name: Second,
             kind: spell}}, {{id: a-third, name: Third, kind: spell}}]
    monsters: {monsters}
    graveyard: [{{id: a-sabres, card: "30068120"}},
                {{id: a-gear1, name: Gear One, level: 4, attribute: EARTH, types: [Machine]}},
                {{id: a-gear2, name: Gear Two, level: 4, attribute: EARTH, types: [Machine]}},
                {{id: a-wind, name: Wind Gear, level: 4, attribute: WIND, types: [Machine]}}]
  B: {{}}
actions:
{actions}"""


FULL = """[{id: a-shaman, card: "95443805"},
               {id: a-set-six, name: Hidden Six, level: 6, position: set},
               {id: a-up-six, name: Shown Six, level: 6},
               {id: a-fusion, name: Fused, level: 6, types: [Fusion, Warrior]},
               {id: a-recycler, card: "04334811"}]"""


def board(actions: str, monsters: str = FULL) -> str:
    return BOARD.format(actions=actions, monsters=monsters)


def test_observatory_places_a_face_up_level_6_on_the_bottom_of_the_deck(printed):
    result = judged(board("  - activate: {card: a-observatory, cost: [a-up-six]}\n"
                          "  - pass\n  - pass\n  - end_turn\n  - end_turn"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    # drew the two on top, then the third in the next turn: the monster is under it
    assert {"a-first", "a-second", "a-third"} <= set(a["hand"])
    assert a["deck"] == 1 and "a-up-six" not in a["hand"]
    assert {"5-2-2", "5-3-14"} <= set(result["rules_cited"])


def test_observatory_takes_a_level_6_from_the_hand_too(printed):
    result = judged(board("  - activate: {card: a-observatory, cost: [a-six]}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-six" not in a["hand"] and a["deck"] == 2


def test_observatory_refuses_a_face_down_monster_and_another_level(printed):
    for named in ("a-set-six", "a-four"):
        result = judged(board(f"  - activate: {{card: a-observatory, cost: [{named}]}}"))
        assert result["outcome"] == "illegal_action", named
        assert result["illegal"]["code"] == "illegal.cost_cards"
        assert result["illegal"]["rules"] == ["5-2-2", "5-3-14"]
        assert "a-observatory" in player(result, "A")["hand"]


def test_sabres_places_a_card_on_top_and_it_is_the_next_drawn(printed):
    summoned = judged(board("  - activate: {card: a-sabres, effect: 0, cost: [a-four]}\n"
                            "  - pass\n  - pass", monsters="[]"))
    assert "a-sabres" in monster_ids(summoned, "A")
    result = judged(board("  - activate: {card: a-sabres, effect: 0, cost: [a-four]}\n"
                          "  - pass\n  - pass\n  - end_turn\n  - end_turn", monsters="[]"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert "a-four" in a["hand"] and "a-first" not in a["hand"]  # the next card drawn


def test_recycler_shuffles_two_earth_machines_from_the_gy_into_the_deck(printed):
    result = judged(board("  - activate: {card: a-recycler, effect: 1, "
                          "cost: [a-gear1, a-gear2]}"))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert not {"a-gear1", "a-gear2"} & set(a["graveyard"])
    assert len(a["hand"]) == 4  # drew 1
    assert "shuffle" in " ".join(step["text"] for step in result["steps"]).lower()


def test_recycler_refuses_a_wind_machine(printed):
    result = judged(board("  - activate: {card: a-recycler, effect: 1, "
                          "cost: [a-gear1, a-wind]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["params"]["count"] == 2


def test_shaman_returns_a_monster_and_a_fusion_monster_goes_to_the_extra_deck(printed):
    result = judged(board("  - activate: {card: a-shaman, effect: 0, cost: [a-up-six]}\n"
                          "  - pass\n  - pass\n"))
    assert result["outcome"] == "completed"
    assert "a-up-six" in player(result, "A")["hand"]
    assert "5-3-11" in result["rules_cited"]
    fused = judged(board("  - activate: {card: a-shaman, effect: 0, cost: [a-fusion]}"))
    assert "a-fusion" in player(fused, "A")["extra_deck"]
    assert "2-2-3" in fused["rules_cited"]


def test_shaman_cannot_return_itself(printed):
    result = judged(board("  - activate: {card: a-shaman, effect: 0, cost: [a-shaman]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"


CHARGE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-charge, card: "94886282"}}]
    deck: {deck}
  B: {{}}
actions:
  - activate: {{card: a-charge, pick: a-lumina}}
  - pass
  - pass
"""
DECK = """[{id: a-one, name: One, kind: spell}, {id: a-two, name: Two, kind: spell},
           {id: a-three, name: Three, kind: spell},
           {id: a-lumina, name: Lumina, level: 4, archetypes: [Lightsworn]}]"""


@pytest.fixture
def charge(tmp_path):
    store(subset(tmp_path, ("94886282",)))


def test_charge_sends_the_top_three_cards_then_adds_a_lightsworn(charge):
    result = judged(CHARGE.format(deck=DECK))
    assert result["outcome"] == "completed"
    a = player(result, "A")
    assert {"a-one", "a-two", "a-three"} <= set(a["graveyard"]) and a["hand"] == ["a-lumina"]
    assert {"5-2-2", "5-3-2"} <= set(result["rules_cited"])


def test_charge_cannot_be_activated_with_fewer_than_three_cards_in_the_deck(charge):
    result = judged(CHARGE.format(deck="[{id: a-one, name: One, kind: spell}, "
                                       "{id: a-lumina, name: Lumina, level: 4, "
                                       "archetypes: [Lightsworn]}]"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_send_deck"
    assert "a-charge" in player(result, "A")["hand"]


def test_a_monster_effect_sends_the_top_card_of_its_deck_as_its_cost():
    rock = {"id": "a-rock", "kind": "monster", "level": 4, "effects": [
        {"type": "ignition", "send_deck": 1, "effect": [{"draw": 1}]}]}
    result = run_duel(a={"monsters": [rock], "deck": [
        {"id": "a-top", "kind": "spell"}, {"id": "a-next", "kind": "spell"}]},
        actions=[{"activate": {"card": "a-rock"}}, "pass", "pass"], turn=3)
    assert player(result, "A")["graveyard"] == ["a-top"]
    assert player(result, "A")["hand"] == ["a-next"]


BONDING = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-bonding, card: "45898858"}}]
    deck: [{{id: a-water, name: Water Dragon, level: 8}}]
    monsters: [{{id: a-h1, name: Hydrogeddon, level: 4}}, {{id: a-h2, name: Hydrogeddon,
                 level: 4}}, {{id: a-h3, name: Hydrogeddon, level: 4}},
               {{id: a-o, name: Oxygeddon, level: 4}}]
  B: {{}}
actions:
  - activate: {{card: a-bonding, cost: [{cost}], pick: a-water}}
  - pass
  - pass
"""


@pytest.fixture
def bonding(tmp_path):
    store(subset(tmp_path, ("45898858",)))


def test_bonding_h2o_tributes_two_hydrogeddon_and_one_oxygeddon(bonding):
    result = judged(BONDING.format(cost="a-o, a-h1, a-h2"))  # in any order
    assert result["outcome"] == "completed"
    assert {"a-h1", "a-h2", "a-o"} <= set(player(result, "A")["graveyard"])
    assert monster_ids(result, "A") == ["a-h3", "a-water"]


def test_bonding_h2o_refuses_three_hydrogeddon_naming_each_part(bonding):
    result = judged(BONDING.format(cost="a-h1, a-h2, a-h3"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_parts"
    assert result["illegal"]["rules"] == ["5-2-2", "5-3-5"]
    assert "Oxygeddon" in result["verdict"] and "Hydrogeddon" in result["verdict"]
    assert len(player(result, "A")["monsters"]) == 4


ABYSS = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-fish, name: Fish, level: 3, attribute: WATER}},
           {{id: a-fire, name: Fire, level: 3, attribute: FIRE}}]
    monsters: [{{id: a-abyss, card: "18318842"}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, level: 4}}]
actions:
  - activate: {{card: a-abyss, effect: 0, cost: [{cost}], target: b-ogre}}
  - pass
  - pass
"""


@pytest.fixture
def abyss(tmp_path):
    store(subset(tmp_path, ("18318842",)))


def test_abyss_soldier_discards_a_water_monster_to_target_a_card(abyss):
    result = judged(ABYSS.format(cost="a-fish"))
    assert result["outcome"] == "completed"
    assert "a-fish" in player(result, "A")["graveyard"]
    assert "b-ogre" in player(result, "B")["hand"]
    refused = judged(ABYSS.format(cost="a-fire"))
    assert refused["illegal"]["code"] == "illegal.cost_cards"


RAIGEKI = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ruby, name: Crystal Beast Ruby, level: 3,
                 archetypes: [Crystal Beast]}}]
    spells_traps: [{{id: a-raigeki, card: "96331676"}},
                   {{id: a-sapphire, name: Crystal Beast Sapphire, kind: spell,
                     spell_type: continuous, face_up: true, archetypes: [Crystal Beast]}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, level: 4}}]
actions:
  - activate: {{card: a-raigeki, cost: [{cost}], target: b-ogre}}
  - pass
  - pass
"""


@pytest.fixture
def raigeki(tmp_path):
    store(subset(tmp_path, ("96331676",)))


def test_crystal_raigeki_sends_a_crystal_beast_from_the_spell_and_trap_zone(raigeki):
    result = judged(RAIGEKI.format(cost="a-sapphire"))
    assert result["outcome"] == "completed"
    assert "a-sapphire" in player(result, "A")["graveyard"]
    assert "b-ogre" in player(result, "B")["graveyard"]
    refused = judged(RAIGEKI.format(cost="a-ruby"))  # a Monster Zone is not that zone
    assert refused["illegal"]["code"] == "illegal.cost_cards"
    assert "Spell & Trap Zone" in refused["verdict"]
