"""Each effect shape the card parser reads, run by the judge on the real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): its activation condition,
cost and target checked at activation, its effect applied on resolution, its rule cited."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Raigeki, Dark Hole, Harpie's Feather Duster, Mystical Space Typhoon, Twister, Back to the
# Front, Rush Recklessly, Sakuretsu Armor, Seven Tools of the Bandit, Jar of Greed, Pot of
# Greed, Magic Jammer, Ballista Squad, Mad Sword Beast, Jinzo #7, Gellenduo, Melffy Tag,
# Melffy Rabby, Yata-Garasu, Beelze of the Diabolic Dragons, Neos Wiseman,
# Axe of Despair, Legendary Sword, Celtic Guardian, Sogen
SHAPES = ("12580477", "53129443", "18144506", "05318639", "45939841", "59919307", "70046172",
          "56120475", "03819470", "83968380", "55144522", "77414722", "80584548", "79870141",
          "32809211", "11662742", "37256135", "20129614", "03078576", "34408491", "05126490",
          "40619825", "61854111", "91152256", "86318356")


@pytest.fixture
def shapes(tmp_path):
    store(subset(tmp_path, SHAPES))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{hand}]
    monsters: [{{id: a-goblin, name: Goblin, atk: 1000, def: 500}}]
    graveyard: [{{id: a-fallen, name: Fallen, atk: 1800, def: 900}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, atk: 1200, def: 1000}},
               {{id: b-wall, name: Wall, atk: 0, def: 2000, position: set}}]
    spells_traps: [{{id: b-trap, card: "83968380"}}, {{id: b-tools, card: "03819470"}}]
    field_spell: {{id: b-field, name: Sogen, kind: spell, spell_type: field, face_up: true}}
actions:
{actions}"""


def board(hand: str, actions: str) -> str:
    return BOARD.format(hand=hand, actions=actions)



def test_raigeki_destroys_every_monster_the_opponent_controls_and_no_other(shapes):
    result = judged(board('{id: a-raigeki, card: "12580477"}',
                         "  - activate: {card: a-raigeki}\n"))
    b = player(result, "B")
    assert b["monsters"] == [] and set(b["graveyard"]) == {"b-ogre", "b-wall"}
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-goblin"]
    assert "5-3-1" in {r for step in result["steps"] for r in step["rules"]}


def test_dark_hole_destroys_the_monsters_of_both_players(shapes):
    result = judged(board('{id: a-hole, card: "53129443"}', "  - activate: {card: a-hole}\n"))
    assert player(result, "A")["monsters"] == player(result, "B")["monsters"] == []


def test_harpies_feather_duster_destroys_the_opponents_spells_and_traps_field_spell_too(shapes):
    result = judged(board('{id: a-duster, card: "18144506"}',
                         "  - activate: {card: a-duster}\n"))
    b = player(result, "B")
    assert b["spells_traps"] == [] and b["field_spell"] is None
    assert {"b-trap", "b-tools", "b-field"} <= set(b["graveyard"])
    assert len(b["monsters"]) == 2


def test_mystical_space_typhoon_needs_a_spell_or_trap_as_its_target(shapes):
    hand = '{id: a-mst, card: "05318639"}'
    result = judged(board(hand, "  - activate: {card: a-mst}\n"))
    assert (result["illegal"]["code"], result["illegal"]["rules"]) == (
        "illegal.needs_target", ["5-2-3", "5-2-4"])
    result = judged(board(hand, "  - activate: {card: a-mst, target: b-ogre}\n"))
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    result = judged(board(hand, "  - activate: {card: a-mst, target: b-trap}\n"))
    assert "b-trap" in player(result, "B")["graveyard"]


def test_a_targeted_trap_chained_in_response_still_resolves_then_is_destroyed(shapes):
    mst = '{id: a-mst, card: "05318639"}'
    result = judged(board(mst, """  - activate: {card: a-mst, target: b-trap}
  - activate: {card: b-trap}
  - pass
  - pass
"""))
    b = player(result, "B")
    assert len(b["hand"]) == 1 and "b-trap" in b["graveyard"]  # Jar of Greed drew, then went


def test_twister_pays_500_and_cannot_target_a_face_down_card(shapes):
    hand = '{id: a-twister, card: "45939841"}'
    result = judged(board(hand, "  - activate: {card: a-twister, target: b-trap}\n"))
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"
    result = judged(board(hand, "  - activate: {card: a-twister, target: b-field}\n"))
    assert player(result, "A")["lp"] == 7500 and player(result, "B")["field_spell"] is None


def test_back_to_the_front_summons_from_its_own_graveyard_in_defense_position(shapes):
    hand = '{id: a-rush, card: "70046172"}'  # a Trap is Set first: Back to the Front waits
    set_trap = "    spells_traps: [{id: a-back, card: \"59919307\"}]\n    graveyard:"
    text = board(hand, "  - activate: {card: a-back, target: a-fallen}\n").replace(
        "    graveyard:", set_trap, 1)
    result = judged(text)
    assert {"id": "a-fallen", "position": "defense", "atk": 1800, "def": 900} in \
        player(result, "A")["monsters"]
    result = judged(text.replace("target: a-fallen", "target: a-goblin"))
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"


def test_rush_recklessly_raises_a_face_up_monsters_atk_until_the_end_of_the_turn(shapes):
    hand = '{id: a-rush, card: "70046172"}'
    result = judged(board(hand, "  - activate: {card: a-rush, target: a-goblin}\n"))
    assert player(result, "A")["monsters"][0]["atk"] == 1700
    result = judged(board(hand, "  - activate: {card: a-rush, target: b-wall}\n"))
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"  # face-down


SAKURETSU = """
game: ygo
turn: {number: 4, player: B}
players:
  A:
    spells_traps: [{id: a-armor, card: "56120475"}]
  B:
    monsters: [{id: b-ogre, name: Ogre, atk: 1200, def: 1000}]
actions:
"""


def test_sakuretsu_armor_destroys_the_attacking_monster_only_on_its_attack(shapes):
    result = judged(SAKURETSU + "  - activate: {card: a-armor}\n")
    assert result["illegal"]["code"] == "illegal.needs_attack_declaration"
    result = judged(SAKURETSU + """  - battle_phase
  - attack: {attacker: b-ogre, target: direct}
  - activate: {card: a-armor}
  - pass
  - pass
""")
    assert player(result, "B")["monsters"] == [] and player(result, "A")["lp"] == 8000


def test_seven_tools_negates_a_trap_for_1000_lp_and_not_a_spell(shapes):
    result = judged(board('{id: a-pot, card: "55144522"}', """  - activate: {card: a-pot}
  - activate: {card: b-tools}
"""))
    assert result["illegal"]["code"] == "illegal.cannot_negate_this_kind"
    text = board("", """  - activate: {card: a-jar}
  - activate: {card: b-tools}
  - pass
  - pass
""").replace("    graveyard:",
             "    spells_traps: [{id: a-jar, card: \"83968380\"}]\n    graveyard:", 1)
    result = judged(text)
    a, b = player(result, "A"), player(result, "B")
    assert b["lp"] == 7000 and a["hand"] == [] and "a-jar" in a["graveyard"]


JAMMER = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-pot, card: "55144522"}]
  B:
    hand: [{id: b-spare, name: Spare, atk: 100, def: 100}]
    spells_traps: [{id: b-jammer, card: "77414722"}]
actions:
  - activate: {card: a-pot}
"""


def test_magic_jammer_discards_the_card_its_player_names_as_its_cost(shapes):
    result = judged(JAMMER + "  - activate: {card: b-jammer}\n")
    assert (result["illegal"]["code"], result["illegal"]["rules"]) == (
        "illegal.cost_discard", ["5-2-2", "5-3-4"])
    result = judged(JAMMER + "  - activate: {card: b-jammer, cost: [b-spare]}\n")
    a, b = player(result, "A"), player(result, "B")
    assert b["hand"] == [] and "b-spare" in b["graveyard"]  # paid at activation (5-2-2)
    assert a["hand"] == [] and "a-pot" in a["graveyard"]  # Pot of Greed: negated


def test_ballista_squad_tributes_a_monster_to_destroy_an_opponents_card(shapes):
    text = board("", "  - activate: {card: a-squad, target: b-ogre, cost: [a-goblin]}\n")
    text = text.replace("    graveyard:",
                        "    spells_traps: [{id: a-squad, card: \"80584548\"}]\n    graveyard:", 1)
    result = judged(text)
    a, b = player(result, "A"), player(result, "B")
    assert a["monsters"] == [] and "a-goblin" in a["graveyard"]
    assert "b-ogre" in b["graveyard"]
    result = judged(text.replace("cost: [a-goblin]", "cost: []"))
    assert result["illegal"]["code"] == "illegal.cost_tribute"


BATTLE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-attacker, card: "{attacker}"}}]
  B:
    monsters: [{defender}]
actions:
  - battle_phase
  - attack: {{attacker: a-attacker, target: {target}}}
"""


def battle(attacker: str, defender: str, target: str) -> dict:
    return judged(BATTLE.format(attacker=attacker, defender=defender, target=target))


def test_mad_sword_beast_inflicts_piercing_battle_damage(shapes):
    result = battle("79870141", "{id: b-wall, name: Wall, atk: 0, def: 1000, "
                                "position: defense}", "b-wall")
    assert player(result, "B")["lp"] == 8000 - (1400 - 1000)
    assert "12-6-4" in result["rules_cited"]
    assert not [n for n in result.get("notes", []) if n["kind"] == "unapplied"]


def test_jinzo_7_attacks_directly_past_the_opponents_monster(shapes):
    result = battle("32809211", "{id: b-ogre, name: Ogre, atk: 1200, def: 1000}", "direct")
    assert player(result, "B")["lp"] == 8000 - 500
    assert "12-3-10" in result["rules_cited"]


def test_gellenduo_is_not_destroyed_by_battle_and_its_other_effects_are_named(shapes):
    result = battle("79870141", '{id: b-fairy, card: "11662742"}', "b-fairy")
    b = player(result, "B")
    assert [m["id"] for m in b["monsters"]] == ["b-fairy"] and b["lp"] == 8000
    result = judged(BATTLE.format(attacker="79870141", defender='{id: b-fairy, card: "11662742"}',
                                 target="b-fairy").replace('card: "79870141"}',
                                                           'card: "79870141", atk: 2000}'))
    b = player(result, "B")
    assert [m["id"] for m in b["monsters"]] == ["b-fairy"] and b["lp"] == 8000 - 300
    unapplied = [n["ability"] for n in result["notes"] if n["kind"] == "unapplied"]
    assert unapplied and not any("destroyed by battle" in a for a in unapplied)


MELFFY = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-tag, card: "37256135"}, {id: a-tag-2, card: "37256135"}]
    graveyard: [{id: a-rabby, card: "20129614"}, {id: a-other, name: Other, atk: 100, def: 100}]
  B: {}
actions:
"""


def test_melffy_tag_summons_a_melffy_monster_once_per_turn(shapes):
    result = judged(MELFFY + "  - activate: {card: a-tag, target: a-other}\n")
    assert result["illegal"]["code"] == "illegal.target_does_not_fit"  # not a "Melffy"
    assert '"Melffy"' in result["illegal"]["reason"]
    result = judged(MELFFY + """  - activate: {card: a-tag, target: a-rabby}
  - pass
  - pass
  - activate: {card: a-tag-2, target: a-other}
""")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-rabby"]
    assert (result["illegal"]["code"], result["illegal"]["rules"]) == (
        "illegal.once_per_turn", ["5-2-6"])


def test_yata_garasu_cannot_be_special_summoned_from_the_graveyard(shapes):
    result = judged(MELFFY.replace("graveyard: [", 'graveyard: [{id: a-yata, card: "03078576", '
                                  'archetypes: [Melffy]}, ')
                   + "  - activate: {card: a-tag, target: a-yata}\n")
    a = player(result, "A")
    assert a["monsters"] == [] and "a-yata" in a["graveyard"]
    assert "8-4-6" in result["rules_cited"]


def test_dark_hole_leaves_the_monsters_card_effects_cannot_destroy(shapes):
    text = board('{id: a-hole, card: "53129443"}', "  - activate: {card: a-hole}\n").replace(
        "monsters: [{id: b-ogre", 'monsters: [{id: b-beelze, card: "34408491"}, {id: b-ogre')
    result = judged(text)
    b = player(result, "B")
    assert [m["id"] for m in b["monsters"]] == ["b-beelze"]
    assert {"b-ogre", "b-wall"} <= set(b["graveyard"]) and player(result, "A")["monsters"] == []
    assert "5-3-12" in result["rules_cited"]


def test_a_monster_card_effects_cannot_destroy_is_still_destroyed_by_battle(shapes):
    result = battle("34408491", '{id: b-dragon, card: "05126490"}', "b-dragon")
    b = player(result, "B")
    assert b["monsters"] == [] and "b-dragon" in b["graveyard"]
    unapplied = [n["ability"] for n in result["notes"] if n["kind"] == "unapplied"]
    assert unapplied and "Cannot be destroyed by card effects." not in unapplied
    assert "Cannot be destroyed by battle or card effects." not in unapplied


def test_axe_of_despair_equips_a_monster_and_is_destroyed_when_it_goes(shapes):
    text = board('{id: a-axe, card: "40619825"}, {id: a-hole, card: "53129443"}',
                 "  - activate: {card: a-axe, target: a-goblin}\n  - pass\n  - pass\n")
    result = judged(text)
    a = player(result, "A")
    assert a["monsters"][0]["atk"] == 1000 + 1000 and [s["id"] for s in a["spells_traps"]] == [
        "a-axe"]
    assert "4-5-5" in result["rules_cited"]
    # its Graveyard effect reads too (5-3-14): nothing of it is left unapplied
    assert not [n for n in result.get("notes", []) if n["kind"] == "unapplied"]
    result = judged(text + "  - activate: {card: a-hole}\n")
    a = player(result, "A")
    assert a["monsters"] == [] and a["spells_traps"] == [] and "a-axe" in a["graveyard"]


def test_an_equip_spell_needs_a_face_up_monster_to_target(shapes):
    text = board('{id: a-axe, card: "40619825"}', "  - activate: {card: a-axe, target: b-wall}\n")
    assert judged(text)["illegal"]["code"] == "illegal.target_does_not_fit"


def test_legendary_sword_equips_only_a_warrior(shapes):
    text = board('{id: a-sword, card: "61854111"}',
                 "  - activate: {card: a-sword, target: a-goblin}\n")
    assert judged(text)["illegal"]["code"] == "illegal.target_does_not_fit"
    result = judged(text.replace("{id: a-goblin, name: Goblin, atk: 1000, def: 500}",
                                '{id: a-goblin, card: "91152256"}'))
    monster = player(result, "A")["monsters"][0]
    assert (monster["atk"], monster["def"]) == (1400 + 300, 1200 + 300)
    assert not [n for n in result.get("notes", []) if n["kind"] == "unapplied"]


def test_sogen_raises_every_face_up_warrior_on_the_field_while_it_stays(shapes):
    text = BATTLE.format(attacker="91152256", defender="{id: b-ogre, name: Ogre, atk: 1500, "
                         "def: 1000}", target="b-ogre").replace(
        "  A:\n", '  A:\n    field_spell: {id: a-sogen, card: "86318356", face_up: true}\n')
    result = judged(text)
    b = player(result, "B")
    assert b["monsters"] == [] and b["lp"] == 8000 - (1400 + 200 - 1500)
    guardian = player(result, "A")["monsters"][0]
    assert (guardian["atk"], guardian["def"]) == (1600, 1400)
    result = judged(text.replace("face_up: true", "face_up: false"))  # Set: no change
    assert player(result, "A")["monsters"] == [] and player(result, "B")["lp"] == 8000
