"""Real monsters that equip another monster to themselves by their own effect (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), read and judged (10-4-9,
10-4-10): Cyberdark Keel, Normal Summoned, equips a Level 3 or lower Dragon from its
controller's Graveyard, gains that monster's printed ATK, and when battle would destroy it the
equipped monster is destroyed instead; Zubaba General equips a Warrior monster from the hand
(a card its player names as it activates, `fetch` with `to: equip`) and gains its ATK; Allure
Queen LV3 equips one monster at a time ("(max. 1)") and sends itself as a cost only while it
has one equipped; Dark Blade the Captain of the Evil World has the monster it equipped
destroyed in its place by a card effect too; Dragunity Legionnaire's 'Dragon "Dragunity"
monster' (a Type before the archetype) reads as both. Underground Arachnid's "you can destroy
the monster equipped to this card by its effect instead" is its controller's choice. Dragunity
Brandistock, equipped by Dragunity Legionnaire's effect, gives it a second attack (its own
"While this card is equipped to a monster, that monster can make a second attack ...", 10-4-7).
Chopman the Desperate Outlaw, Flip Summoned, equips an Equip Spell from its player's Graveyard,
not activated: only one that could equip to it, and what it gives applies."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

KEEL, ZUBABA, ALLURE = "03019642", "31563350", "87257460"
CAPTAIN, LEGIONNAIRE, ARACHNID = "57784563", "54578613", "63465535"
BRANDISTOCK, CHOPMAN = "54455664", "40884383"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KEEL, ZUBABA, ALLURE, CAPTAIN, LEGIONNAIRE, ARACHNID,
                             BRANDISTOCK, CHOPMAN)))


def test_keel_reads_in_full(printed):
    card = Card.objects.get(game_id="ygo", number=KEEL)
    assert (card.automation, card.notes) == ("full", [])
    first = card.encoding["effects"][0]
    assert (first["event"], first["optional"]) == ("normal_summoned", False)
    assert first["target"]["zone"] == "graveyard" and first["target"]["level_max"] == 3
    assert first["effect"] == [{"equip_to_this": {"card": "chosen"}}]
    assert card.encoding["equipped_gains"] == {"what": "atk"}
    assert card.encoding["equipped_instead"] == "battle"


def test_zubaba_takes_a_warrior_from_the_hand(printed):
    card = Card.objects.get(game_id="ygo", number=ZUBABA)
    assert (card.automation, card.notes) == ("full", [])
    step = card.encoding["effects"][0]["effect"][0]["fetch"]
    assert (step["to"], step["from"], step["type"]) == ("equip", ["hand"], "Warrior")


KEEL_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-keel, card: "{KEEL}"}}]
    graveyard: [{{id: a-wyrm, name: Wyrm, atk: 1200, def: 900, level: 3, types: [Dragon]}}]
  B:
    monsters: [{{id: b-wall, name: Wall, atk: 2500, def: 2500, position: attack}}]
actions:
  - normal_summon: {{card: a-keel}}
  - activate: {{card: a-keel, effect: 0, target: a-wyrm}}
  - pass
  - pass
{{more}}"""


def test_keel_equips_the_dragon_and_gains_its_atk(printed):
    result = judged(KEEL_DUEL.replace("{more}", ""))
    a = result["state"]["players"]["A"]
    assert [card["id"] for card in a["spells_traps"]] == ["a-wyrm"]
    assert a["monsters"][0]["atk"] == 800 + 1200
    assert {"10-4-9", "4-5-5"} <= set(result["rules_cited"])


def test_battle_destroys_the_equipped_dragon_instead_of_keel(printed):
    more = "  - battle_phase\n  - attack: {attacker: a-keel, target: b-wall}\n  - pass"
    result = judged(KEEL_DUEL.replace("{more}", more))
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-keel"]
    assert a["graveyard"] == ["a-wyrm"] and a["spells_traps"] == []
    assert a["monsters"][0]["atk"] == 800  # nothing equipped to it any more
    assert a["lp"] == 8000 - (2500 - 2000)  # the battle damage is still dealt
    assert "10-4-10" in result["rules_cited"]


def test_nothing_is_equipped_when_keel_left_the_field_first(printed):
    scenario = KEEL_DUEL.replace(
        "  - pass\n  - pass\n", "  - activate: {card: b-hole, target: a-keel}\n  - pass\n"
                                "  - pass\n", 1).replace(
        "    monsters: [{id: b-wall", "    spells_traps: [{id: b-hole, kind: trap, trap_type: "
        "normal, effect: [{destroy: chosen}], target: {what: monster, player: any, zone: "
        "field}}]\n    monsters: [{id: b-wall", 1)
    result = judged(scenario.replace("{more}", ""))
    a = result["state"]["players"]["A"]
    assert "a-wyrm" in a["graveyard"] and a["spells_traps"] == []
    assert "10-4-9" in result["rules_cited"]


ZUBABA_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-blade, name: Blade, atk: 1500, def: 1000, level: 4, types: [Warrior]}},
           {{id: a-wyrm, name: Wyrm, atk: 1200, def: 900, level: 3, types: [Dragon]}}]
    monsters: [{{id: a-zubaba, card: "{ZUBABA}", materials: 2}}]
  B: {{}}
actions:
  - activate: {{card: a-zubaba, effect: 0, pick: {{pick}}}}
  - pass
  - pass"""


def test_zubaba_equips_the_named_warrior_and_gains_its_atk(printed):
    result = judged(ZUBABA_DUEL.replace("{pick}", "a-blade"))
    a = result["state"]["players"]["A"]
    assert [card["id"] for card in a["spells_traps"]] == ["a-blade"]
    assert a["monsters"][0]["atk"] == 2000 + 1500


def test_zubaba_cannot_name_a_dragon(printed):
    result = judged(ZUBABA_DUEL.replace("{pick}", "a-wyrm"))
    assert result["outcome"] == "illegal_action"
    assert "5-3-13" in result["illegal"]["rules"]


def test_allure_queen_and_the_captain_read_in_full(printed):
    for number in (ALLURE, CAPTAIN, LEGIONNAIRE):
        card = Card.objects.get(game_id="ygo", number=number)
        assert (card.automation, card.notes) == ("full", []), number
    allure = Card.objects.get(game_id="ygo", number=ALLURE).encoding["effects"]
    assert [effect["equipped_needs"] for effect in allure] == ["none", "some"]
    captain = Card.objects.get(game_id="ygo", number=CAPTAIN).encoding
    assert captain["equipped_instead"] == "any"
    legionnaire = Card.objects.get(game_id="ygo", number=LEGIONNAIRE).encoding["effects"]
    target = next(e["target"] for e in legionnaire if e["effect"][0].get("equip_to_this"))
    assert (target["type"], target["archetype"]) == ("Dragon", "Dragunity")


ALLURE_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-queen, card: "{ALLURE}"}}]
    hand: [{{id: a-lv5, name: "Allure Queen LV5", atk: 1000, def: 1000, level: 5}}]
  B:
    monsters: [{{id: b-imp, name: Imp, atk: 1000, def: 1000, level: 3}},
               {{id: b-elf, name: Elf, atk: 800, def: 1000, level: 2}}]
actions:
  - activate: {{card: a-queen, effect: 0, target: b-imp}}
  - pass
  - pass
{{more}}"""


def test_allure_queen_takes_the_opponents_monster_into_its_zone(printed):
    result = judged(ALLURE_DUEL.replace("{more}", ""))
    players = result["state"]["players"]
    assert [card["id"] for card in players["A"]["spells_traps"]] == ["b-imp"]
    assert [m["id"] for m in players["B"]["monsters"]] == ["b-elf"]
    assert players["A"]["monsters"][0]["atk"] == 500  # its text gives it nothing


def test_allure_queen_equips_one_monster_at_a_time(printed):
    more = "  - end_turn\n  - end_turn\n  - activate: {card: a-queen, effect: 0, target: b-elf}"
    result = judged(ALLURE_DUEL.replace("{more}", more))
    assert result["outcome"] == "illegal_action"
    assert "10-4-9" in result["illegal"]["rules"]


def test_allure_queen_sends_itself_only_with_a_monster_equipped(printed):
    scenario = ALLURE_DUEL.replace("  - activate: {card: a-queen, effect: 0, target: b-imp}\n"
                                   "  - pass\n  - pass\n", "")
    more = "  - end_turn\n  - standby_phase\n  - activate: {card: a-queen, " \
           "effect: 1, pick: a-lv5}"
    result = judged(scenario.replace("{more}", more))
    assert result["outcome"] == "illegal_action"
    assert "10-4-9" in result["illegal"]["rules"]


CAPTAIN_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-captain, card: "{CAPTAIN}"}}]
    graveyard: [{{id: a-shade, name: Shade, atk: 100, def: 100, level: 1, attribute: DARK}}]
  B:
    monsters: [{{id: b-light, name: Lumen, atk: 1000, def: 1000, level: 4, attribute: LIGHT}}]
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - activate: {{card: a-captain, effect: 0, target: b-light, cost: [a-shade]}}
  - pass
  - pass
  - activate: {{card: b-crush, target: a-captain}}
  - pass
  - pass"""


def test_a_card_effect_destroys_the_equipped_monster_instead_of_the_captain(printed):
    result = judged(CAPTAIN_DUEL)
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-captain"]
    assert "b-light" in players["B"]["graveyard"] and players["A"]["spells_traps"] == []
    assert "10-4-10" in result["rules_cited"]


ARACHNID_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-spider, card: "{ARACHNID}"{{use}}}}]
  B:
    monsters: [{{id: b-bug, name: Bug, atk: 1000, def: 1000, level: 3}},
               {{id: b-giant, name: Giant, atk: 3000, def: 3000, level: 8}}]
actions:
  - activate: {{card: a-spider, effect: 0, target: b-bug}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-spider, target: b-giant}}
  - pass"""


def test_arachnid_may_have_the_equipped_monster_destroyed_instead(printed):
    card = Card.objects.get(game_id="ygo", number=ARACHNID)
    assert (card.automation, card.notes) == ("full", [])
    assert card.encoding["equipped_instead"] == {"by": "battle", "optional": True}
    used = judged(ARACHNID_DUEL.replace("{use}", ""))["state"]["players"]
    assert [m["id"] for m in used["A"]["monsters"]] == ["a-spider"]
    assert "b-bug" in used["B"]["graveyard"]
    declined = judged(ARACHNID_DUEL.replace(
        "{use}", ", equipped_instead: {by: battle, optional: true, use: false}"))
    players = declined["state"]["players"]
    assert players["A"]["monsters"] == [] and "a-spider" in players["A"]["graveyard"]
    assert "b-bug" in players["B"]["graveyard"]  # its monster gone, the Equip Card goes too


BRANDISTOCK_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-legion, card: "{LEGIONNAIRE}"}}]
    graveyard: [{{id: a-stock, card: "{BRANDISTOCK}"}}]
  B:
    deck: 5
actions:
  - normal_summon: {{card: a-legion}}
  - activate: {{card: a-legion, effect: 0, target: a-stock}}
  - pass
  - pass
  - battle_phase
  - attack: {{attacker: a-legion, target: direct}}
  - pass
  - attack: {{attacker: a-legion, target: direct}}
  - pass"""


def test_brandistock_gives_the_monster_it_is_equipped_to_a_second_attack(printed):
    card = Card.objects.get(game_id="ygo", number=BRANDISTOCK)
    assert (card.automation, card.encoding) == ("full", {"as_equip": {"gives": ["second_attack"]}})
    result = judged(BRANDISTOCK_DUEL)
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert [card["id"] for card in players["A"]["spells_traps"]] == ["a-stock"]
    assert players["B"]["lp"] == 8000 - 2 * 1200
    assert "10-4-7" in result["rules_cited"]


CHOPMAN_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-chop, card: "{CHOPMAN}", position: set}}]
    graveyard: [{{id: a-axe, kind: spell, spell_type: equip, name: Axe,
                 effect: [{{equip: {{card: chosen, atk: 1000}}}}],
                 target: {{what: monster, zone: field}}}},
                {{id: a-sword, kind: spell, spell_type: equip, name: Sword,
                 effect: [{{equip: {{card: chosen, atk: 500}}}}],
                 target: {{what: monster, zone: field, type: Warrior}}}}]
  B: {{}}
actions:
  - flip_summon: {{card: a-chop}}
  - activate: {{card: a-chop, effect: 0, pick: {{pick}}}}
  - pass
  - pass"""


def test_chopman_equips_an_equip_spell_from_the_graveyard(printed):
    card = Card.objects.get(game_id="ygo", number=CHOPMAN)
    assert (card.automation, card.notes) == ("full", [])
    step = card.encoding["effects"][0]["effect"][0]["fetch"]
    assert (step["to"], step["what"], step["property"]) == ("equip", "spell", "equip")
    a = judged(CHOPMAN_DUEL.replace("{pick}", "a-axe"))["state"]["players"]["A"]
    assert [c["id"] for c in a["spells_traps"]] == ["a-axe"]
    assert a["monsters"][0]["atk"] == 1100 + 1000


def test_chopman_cannot_take_an_equip_spell_that_equips_only_warriors(printed):
    result = judged(CHOPMAN_DUEL.replace("{pick}", "a-sword"))
    a = result["state"]["players"]["A"]
    assert a["spells_traps"] == [] and "a-sword" in a["graveyard"]
    assert a["monsters"][0]["atk"] == 1100
    assert "10-4-9" in result["rules_cited"]
