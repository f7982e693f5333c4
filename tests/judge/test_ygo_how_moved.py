"""Trigger Effects whose condition says how the card moved (5-1-18), judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): the zone it
left (Bluebeard, the Plunder Patroll Shipwright: "sent from the hand or Monster Zone to the
GY"), the opponent's card effect that moved it (War Rock Gactos from the Monster Zone, a card
"sent from your hand to your GY by an opponent's card effect"), an exception (Oyster Token's
card: "sent from the field to the GY, except when destroyed by battle") and either of two
events (Archfiend Heiress: "sent to the GY by card effect, or by being destroyed by battle";
Harvest Angel of Doom: "Normal or Pendulum Summoned"), and the Synchro Summon it was material
for (Sunny Pixie: "for the Synchro Summon of a LIGHT Synchro Monster")."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BLUEBEARD = "55349375"  # Bluebeard, the Plunder Patroll Shipwright
GACTOS = "19771459"  # War Rock Gactos
HAND_DAMAGE = "12160911"  # "... from your hand to your GY by an opponent's card effect"
OYSTER = "83239739"  # "... except when destroyed by battle: Special Summon 1 "Oyster Token""
HEIRESS = "66540884"  # Archfiend Heiress
HARVEST = "31987203"  # Harvest Angel of Doom
PIXIE = "73837870"  # Sunny Pixie, a Level 1 LIGHT Tuner
SOLDIER = "45195443"  # Elemental HERO Solid Soldier: "... to the GY by a Spell effect"
FALCO = "46044841"  # Gusto Falco: "this face-up card ... sent to the Graveyard, except by battle"
MUDAN = "71002019"  # Mudan the Rikka Fairy, a Level 6 Plant: "... or Special Summoned by the
# effect of a Plant monster"; its own effect Special Summons it from the hand
TRAGEDY = "36577931"  # Despian Tragedy: "sent to the GY, or banished, by card effect"
TUTUBON = "42600274"  # Cyber Tutubon, Level 5: "If this card is Tributed for a Ritual Summon"


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (BLUEBEARD, GACTOS, HAND_DAMAGE, OYSTER, HEIRESS, HARVEST,
                                PIXIE, SOLDIER, FALCO, MUDAN, TUTUBON,
                                TRAGEDY)))


def hand_ids(result: dict, pid: str) -> list[str]:
    return player(result, pid)["hand"]


# A's own spell: discard 1 card, or send the top card of the Deck to the GY
BLUEBEARD_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-blue, card: "{BLUEBEARD}"}}, {{id: a-fodder, name: Fodder, kind: monster,
            level: 1, atk: 0, def: 0}},
           {{id: a-toss, name: Toss, kind: spell, spell_type: normal, effect: [{{discard: 1}}]}},
           {{id: a-mill, name: Mill, kind: spell, spell_type: normal,
             effect: [{{send_top: {{player: controller, count: 1}}}}]}}]
    deck: [{{id: a-top, card: "{BLUEBEARD}"}}, {{id: a-2, name: Deck Two}},
           {{id: a-3, name: Deck Three}}]
  B: {{}}
actions:
"""


def test_bluebeard_discarded_from_the_hand_draws(imported):
    result = judged(BLUEBEARD_BOARD + """  - activate: {card: a-toss, discards: [a-blue]}
  - pass
  - pass
  - activate: {card: a-blue, effect: 1, cost: [a-fodder]}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-top" in hand_ids(result, "A")  # drew the top card
    assert {"a-blue", "a-fodder"} <= set(player(result, "A")["graveyard"])
    assert "5-1-18" in result["rules_cited"]


def test_bluebeard_sent_from_the_deck_does_not(imported):
    result = judged(BLUEBEARD_BOARD + """  - activate: {card: a-mill}
  - pass
  - pass
  - activate: {card: a-top, effect: 1, cost: [a-fodder]}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert {"5-1-3", "5-1-18"} <= set(result["illegal"]["rules"])
    assert "from the hand or the Monster Zone" in result["illegal"]["reason"]


# a Normal Spell of B's, or of A's, that destroys the monster it targets
GACTOS_BOARD = f"""
game: ygo
turn: {{number: 4, player: {{turn}}}}
players:
  A:
    monsters: [{{id: a-gactos, card: "{GACTOS}"}}]
    hand: [{{id: a-rock, name: Big Rock, kind: monster, level: 6, atk: 2400, def: 1000,
             archetypes: [War Rock]}},
           {{id: a-smash, name: Smash, kind: spell, spell_type: normal,
             target: {{what: monster}}, effect: [{{destroy: chosen}}]}}]
  B:
    hand: [{{id: b-smash, name: Smash, kind: spell, spell_type: normal,
             target: {{what: monster}}, effect: [{{destroy: chosen}}]}}]
actions:
  - activate: {{card: {{smash}}, target: a-gactos}}
  - pass
  - pass
  - activate: {{card: a-gactos, effect: 1, pick: a-rock}}
  - pass
  - pass
"""


def test_gactos_destroyed_by_the_opponents_spell_calls_a_war_rock(imported):
    result = judged(GACTOS_BOARD.replace("{turn}", "B").replace("{smash}", "b-smash"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-rock"]
    assert {"5-1-3", "5-1-18"} <= set(result["rules_cited"])


def test_gactos_destroyed_by_its_own_players_spell_does_not(imported):
    result = judged(GACTOS_BOARD.replace("{turn}", "A").replace("{smash}", "a-smash"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "5-1-18" in result["illegal"]["rules"]


# the opponent's effect discards at random (the card is A's only one), or A's own effect does
TOSS = ", {id: a-toss, name: Toss, kind: spell, spell_type: normal, effect: [{discard: 1}]}"
HAND_BOARD = f"""
game: ygo
turn: {{number: 4, player: {{turn}}}}
players:
  A:
    hand: [{{id: a-cat, card: "{HAND_DAMAGE}"}}{{toss}}]
  B:
    hand: [{{id: b-raid, name: Raid, kind: spell, spell_type: normal,
             effect: [{{discard_random: {{player: opponent, count: 1}}}}]}}]
actions:
"""


def test_discarded_by_the_opponents_effect_it_burns(imported):
    board = HAND_BOARD.replace("{turn}", "B").replace("{toss}", "")
    result = judged(board + """  - activate: {card: b-raid}
  - pass
  - pass
  - activate: {card: a-cat}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 6000


def test_discarded_by_its_own_players_effect_it_does_not(imported):
    board = HAND_BOARD.replace("{turn}", "A").replace("{toss}", TOSS)
    result = judged(board + """  - activate: {card: a-toss, discards: [a-cat]}
  - pass
  - pass
  - activate: {card: a-cat}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "5-1-18" in result["illegal"]["rules"]


OYSTER_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-oyster, card: "{OYSTER}"}}]
    hand: [{{id: a-smash, name: Smash, kind: spell, spell_type: normal,
             target: {{what: monster}}, effect: [{{destroy: chosen}}]}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 7, atk: 3000, def: 2000}}]
actions:
"""


def test_the_oyster_destroyed_by_an_effect_leaves_a_token(imported):
    result = judged(OYSTER_BOARD + """  - activate: {card: a-smash, target: a-oyster}
  - pass
  - pass
  - activate: {card: a-oyster}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    [token] = player(result, "A")["monsters"]
    assert token["atk"] == 0 and "a-oyster" in player(result, "A")["graveyard"]


def test_the_oyster_destroyed_by_battle_does_not(imported):
    result = judged(OYSTER_BOARD + """  - battle_phase
  - attack: {attacker: a-oyster, target: b-big}
  - pass
  - activate: {card: a-oyster}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "other than by being destroyed by battle" in result["illegal"]["reason"]


HEIRESS_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-heiress, card: "{HEIRESS}"}}]
    hand: [{{id: a-tribute, name: Offering, kind: spell, spell_type: normal,
             cost_cards: {{do: tribute, count: 1, what: monster}}, effect: [{{draw: 1}}]}}]
    deck: [{{id: a-fiend, name: Fiend Card, kind: spell, spell_type: normal,
             archetypes: [Archfiend]}}, {{id: a-2, name: Deck Two}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 7, atk: 3000, def: 2000}}]
actions:
"""


def test_the_heiress_destroyed_by_battle_fetches(imported):
    result = judged(HEIRESS_BOARD + """  - battle_phase
  - attack: {attacker: a-heiress, target: b-big}
  - pass
  - activate: {card: a-heiress, pick: a-fiend}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert hand_ids(result, "A") == ["a-tribute", "a-fiend"]


def test_the_heiress_tributed_as_a_cost_does_not(imported):
    result = judged(HEIRESS_BOARD + """  - activate: {card: a-tribute, cost: [a-heiress]}
  - pass
  - pass
  - activate: {card: a-heiress, pick: a-fiend}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "5-1-18" in result["illegal"]["rules"]


def test_harvest_angel_normal_summoned_fetches(imported):
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-angel, card: "{HARVEST}"}}]
    deck: [{{id: a-horn, name: Horn of Heaven, kind: trap, trap_type: counter}},
           {{id: a-2, name: Deck Two}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-angel}}
  - activate: {{card: a-angel, effect: 0, pick: a-horn}}
  - pass
  - pass
""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert hand_ids(result, "A") == ["a-horn"]
    assert "5-1-18" in result["rules_cited"]


# a Level 5 Synchro Monster of either Attribute from Sunny Pixie and a Level 4
PIXIE_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-pixie, card: "{PIXIE}"}},
               {{id: a-four, name: Four, kind: monster, level: 4, atk: 1000, def: 100}}]
    extra_deck: [{{id: a-synchro, name: Bright Synchro, kind: monster, level: 5, atk: 2000,
                   def: 100, attribute: {{attribute}}, types: [Dragon, Synchro, Effect]}}]
  B: {{}}
actions:
  - synchro_summon: {{card: a-synchro, materials: [a-pixie, a-four]}}
  - activate: {{card: a-pixie}}
  - pass
  - pass
"""


def test_sunny_pixie_for_a_light_synchro_monster_gains_lp(imported):
    result = judged(PIXIE_BOARD.replace("{attribute}", "LIGHT"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["lp"] == 9000
    assert "5-1-18" in result["rules_cited"]


def test_sunny_pixie_for_a_dark_one_does_not(imported):
    result = judged(PIXIE_BOARD.replace("{attribute}", "DARK"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]


# a Spell, or a Trap, of A's that destroys the monster it targets
SOLDIER_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-soldier, card: "{SOLDIER}"}}]
    spells_traps: [{{id: a-blast, name: Blast, kind: {{kind}}, {{kind}}_type: normal,
                     target: {{what: monster}}, effect: [{{destroy: chosen}}]}}]
    graveyard: [{{id: a-hero, name: Old Hero, kind: monster, level: 4, atk: 1600, def: 1400,
                  archetypes: [HERO]}}]
  B: {{}}
actions:
  - activate: {{card: a-blast, target: a-soldier}}
  - pass
  - pass
  - activate: {{card: a-soldier, effect: 1, target: a-hero}}
  - pass
  - pass
"""


def test_solid_soldier_sent_by_a_spell_revives_a_hero(imported):
    result = judged(SOLDIER_BOARD.replace("{kind}", "spell"))
    assert result["outcome"] == "completed", result.get("illegal")
    [hero] = player(result, "A")["monsters"]
    assert (hero["id"], hero["position"]) == ("a-hero", "defense")


def test_solid_soldier_sent_by_a_trap_does_not(imported):
    result = judged(SOLDIER_BOARD.replace("{kind}", "trap"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "by a Spell Card's effect" in result["illegal"]["reason"]


FALCO_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-falco, card: "{FALCO}", {{position}}}}]
    hand: [{{id: a-smash, name: Smash, kind: spell, spell_type: normal,
             target: {{what: monster}}, effect: [{{destroy: chosen}}]}}]
    deck: [{{id: a-gusto, name: Gusto Pup, kind: monster, level: 2, atk: 500, def: 500,
             archetypes: [Gusto]}}, {{id: a-2, name: Deck Two}}]
  B: {{}}
actions:
  - activate: {{card: a-smash, target: a-falco}}
  - pass
  - pass
  - activate: {{card: a-falco, pick: a-gusto}}
  - pass
  - pass
"""


def test_gusto_falco_face_up_destroyed_by_an_effect_sets_a_gusto(imported):
    result = judged(FALCO_BOARD.replace("{position}", "position: attack"))
    assert result["outcome"] == "completed", result.get("illegal")
    [pup] = player(result, "A")["monsters"]
    assert (pup["id"], pup["position"]) == ("a-gusto", "set")


def test_gusto_falco_face_down_does_not(imported):
    result = judged(FALCO_BOARD.replace("{position}", "position: set"))
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "this face-up card" in result["illegal"]["reason"]


MUDAN_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-mudan, card: "{MUDAN}"}},
           {{id: a-call, name: Call, kind: spell, spell_type: normal,
             effect: [{{special_summon: {{card: a-mudan}}}}]}}]
    monsters: [{{id: a-sprout, name: Sprout, kind: monster, level: 1, atk: 0, def: 0,
                 types: [Plant]}}]
    deck: [{{id: a-rikka, name: Rikka Charm, kind: spell, spell_type: normal,
             archetypes: [Rikka]}}, {{id: a-2, name: Deck Two}}]
  B: {{}}
actions:
"""
FETCH = """  - activate: {card: a-mudan, effect: 1, pick: a-rikka}
  - pass
  - pass"""


def test_mudan_special_summoned_by_its_own_plant_effect_fetches(imported):
    result = judged(MUDAN_BOARD + """  - activate: {card: a-mudan, effect: 0, cost: [a-sprout]}
  - pass
  - pass
""" + FETCH)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-rikka" in hand_ids(result, "A")


def test_mudan_special_summoned_by_a_spell_does_not(imported):
    result = judged(MUDAN_BOARD + """  - activate: {card: a-call}
  - pass
  - pass
""" + FETCH)
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "Normal Summoned, or Special Summoned by the effect" in result["illegal"]["reason"]


def test_mudan_normal_summoned_fetches(imported):
    # a Tribute Summon is a Normal Summon (8-1-1)
    result = judged(MUDAN_BOARD + """  - normal_summon: {card: a-mudan, tributes: [a-sprout]}
""" + FETCH)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-rikka" in hand_ids(result, "A")


TUTUBON_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-tutubon, card: "{TUTUBON}"}},
               {{id: a-three, name: Three, kind: monster, level: 3, atk: 1000, def: 1000}}]
    hand: [{{id: a-ritual, name: Black Luster Ritual, kind: spell, spell_type: ritual,
             effect: [{{ritual_summon: {{names: [Black Luster Soldier], levels: 8}}}}]}},
           {{id: a-soldier, name: Black Luster Soldier, kind: monster, level: 8, atk: 3000,
             def: 2500, types: [Warrior, Ritual]}},
           {{id: a-big, name: Big, kind: monster, level: 6, atk: 2400, def: 1000}}]
    graveyard: [{{id: a-old, name: Old Ritual, kind: spell, spell_type: ritual,
                  effect: [{{ritual_summon: {{names: [Black Luster Soldier], levels: 8}}}}]}}]
  B: {{}}
actions:
"""


def test_tutubon_tributed_for_a_ritual_summon_takes_the_ritual_spell_back(imported):
    result = judged(TUTUBON_BOARD + """  - activate: {card: a-ritual, pick: a-soldier,
                materials: [a-tutubon, a-three]}
  - pass
  - pass
  - activate: {card: a-tutubon, target: a-ritual}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-ritual" in hand_ids(result, "A")
    assert "5-1-18" in result["rules_cited"]


def test_tutubon_tributed_for_a_tribute_summon_does_not(imported):
    result = judged(TUTUBON_BOARD + """  - normal_summon: {card: a-big, tributes: [a-tutubon]}
  - activate: {card: a-tutubon, target: a-old}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "Tributed for a Ritual Summon" in result["illegal"]["reason"]


TRAGEDY_BOARD = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    graveyard: [{{id: a-tragedy, card: "{TRAGEDY}"}}]
    monsters: [{{id: a-tragedy2, card: "{TRAGEDY}"}}]
    hand: [{{id: a-exile, name: Exile, kind: spell, spell_type: normal,
             target: {{what: monster, zone: graveyard}}, effect: [{{banish: chosen}}]}}]
    deck: [{{id: a-despia, name: Despia Scout, kind: monster, level: 4, atk: 1000, def: 1000,
             archetypes: [Despia]}}, {{id: a-2, name: Deck Two}}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 7, atk: 3000, def: 2000}}]
actions:
"""


def test_despian_tragedy_banished_by_an_effect_fetches(imported):
    result = judged(TRAGEDY_BOARD + """  - activate: {card: a-exile, target: a-tragedy}
  - pass
  - pass
  - activate: {card: a-tragedy, effect: 0, pick: a-despia}
  - pass
  - pass""")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-despia" in hand_ids(result, "A")
    assert "a-tragedy" in player(result, "A")["banished"]


def test_despian_tragedy_destroyed_by_battle_does_not(imported):
    # sent to the GY by battle, not by a card effect (5-1-18)
    result = judged(TRAGEDY_BOARD + """  - battle_phase
  - attack: {attacker: a-tragedy2, target: b-big}
  - pass
  - activate: {card: a-tragedy2, effect: 0, pick: a-despia}""")
    assert result["illegal"]["code"] == "illegal.trigger_no_event", result["illegal"]
    assert "or banished, by a card effect" in result["illegal"]["reason"]
