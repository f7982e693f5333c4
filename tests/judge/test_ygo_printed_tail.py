"""Monster effects whose activation conditions cards/ygo/tail_conditions.py reads, judged on
the real cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only): Magical Hound activated from the hand or from the GY, and not from the field (5-1-7);
Electromagnetic Turtle's Quick Effect in the opponent's Battle Phase only, and Morpheus, the
Dream Mirror Black Knight's while "Dream Mirror of Joy" is in a Field Zone, in a Main or the
Battle Phase (5-1-4, 5-2-4); Laval Magma Cannoneer's "Up to twice per turn", not three times
(5-2-6); Fluffal Dog on its Normal Summon and not on a Special Summon from the GY, Thunder
Dragondark banished or sent from the field, Onmoraki Special Summoned from the GY (5-1-3);
Red Sparrow Summoner destroyed by battle as the monster attacked, and not as the attacker
(12-4-5); Krebons answering the attack declared on it, and not one on another monster (12-3-6);
T.G. Striker in the End Phase after it was destroyed that turn, and not after it was sent to
the GY otherwise (7-7-4, 5-2-4); Prank-Kids Dropsies sent to the GY as material for the Link
Summon of a "Prank-Kids" monster (8-5-5, 5-1-3); Power Breaker destroyed by the opponent's
card, and not by its own player's (5-3-1, 5-1-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HOUND, TURTLE = "51916853", "34710660"  # Magical Hound, Electromagnetic Turtle
# Morpheus, the Dream Mirror Black Knight and White Knight, Dream Mirror of Joy
BLACK, WHITE, JOY = "38267552", "01872843", "74665651"
CANNONEER = "46404281"  # Laval Magma Cannoneer
DOG, SABRES, DARK, DRAGON, ONMORAKI = "39246582", "30068120", "56713174", "31786629", "95990456"
SPARROW, KREBONS = "81354330", "59575539"  # Red Sparrow Summoner, Krebons
STRIKER = "01315120"  # T.G. Striker
DROPSIES, MEOW = "55725117", "25725326"  # Prank-Kids Dropsies, Prank-Kids Meow-Meow-Mu
BREAKER = "06903857"  # Power Breaker


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HOUND, TURTLE, BLACK, WHITE, JOY, CANNONEER, DOG, SABRES, DARK,
                            DRAGON, ONMORAKI, SPARROW, KREBONS, STRIKER, DROPSIES, MEOW,
                            BREAKER)))


HOUND_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    {zone}: [{{id: a-hound, card: "{hound}"}}]
  B:
    spells_traps: [{{id: b-rule, name: Rule, kind: spell, spell_type: continuous, face_up: true}}]
actions:
  - activate: {{card: a-hound, target: b-rule}}
  - pass
  - pass"""


@pytest.mark.parametrize("zone", ["hand", "graveyard"])
def test_magical_hound_is_activated_from_the_hand_or_the_graveyard(printed, zone):
    result = judged(HOUND_BOARD.format(zone=zone, hound=HOUND))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-hound"]
    assert result["state"]["players"]["B"]["hand"] == ["b-rule"]
    assert "5-1-7" in result["rules_cited"] or "5-1-2" in result["rules_cited"]


def test_magical_hound_is_not_activated_from_the_field(printed):
    result = judged(HOUND_BOARD.format(zone="monsters", hound=HOUND))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "5-1-7"


TURTLE_BOARD = """
game: ygo
turn: {{number: 4, player: {turn}, phase: battle}}
players:
  A:
    graveyard: [{{id: a-turtle, card: "{turtle}"}}]
    monsters: [{{id: a-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, kind: monster, level: 4, atk: 1800, def: 0}},
               {{id: b-imp, name: Imp, kind: monster, level: 4, atk: 1000, def: 0}}]
actions:
  - activate: {{card: a-turtle}}
  - pass
  - pass
  - attack: {{attacker: b-ogre, target: a-wall}}"""


def test_electromagnetic_turtle_ends_the_opponents_battle_phase(printed):
    result = judged(TURTLE_BOARD.format(turn="B", turtle=TURTLE))
    assert result["outcome"] == "illegal_action"  # no attack after the Battle Phase ended
    assert result["illegal"]["action"] == 3
    assert result["state"]["players"]["A"]["banished"] == ["a-turtle"]
    assert "5-1-4" in result["rules_cited"]


def test_electromagnetic_turtle_is_not_activated_in_its_own_battle_phase(printed):
    result = judged(TURTLE_BOARD.format(turn="A", turtle=TURTLE))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["action"] == 0
    assert (result["illegal"]["code"], result["illegal"]["rules"]) == (
        "illegal.effect_during", ["5-1-4"])


MIRROR_BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: {phase}}}
players:
  A:
    deck: [{{id: a-white, card: "{white}"}}]
    monsters: [{{id: a-black, card: "{black}"}}]
  B:
    {field}
actions:
  - activate: {{card: a-black, effect: 1, pick: a-white}}
  - pass
  - pass"""
JOY_FIELD = 'field_spell: {{id: b-joy, card: "{joy}", face_up: true}}'


@pytest.mark.parametrize("phase", ["main1", "battle"])
def test_morpheus_tributes_itself_while_dream_mirror_of_joy_is_in_a_field_zone(printed, phase):
    result = judged(MIRROR_BOARD.format(phase=phase, white=WHITE, black=BLACK,
                                        field=JOY_FIELD.format(joy=JOY)))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-white"]
    assert result["state"]["players"]["A"]["graveyard"] == ["a-black"]


def test_morpheus_needs_dream_mirror_of_joy_in_a_field_zone(printed):
    result = judged(MIRROR_BOARD.format(phase="main1", white=WHITE, black=BLACK, field="{}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.effect_condition"


CANNONEER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{fire}]
    monsters: [{{id: a-cannon, card: "{cannoneer}"}}]
  B: {{}}
actions:
{uses}"""
USE = "  - activate: {{card: a-cannon, cost: [a-fire{n}]}}\n  - pass\n  - pass\n"


def test_laval_magma_cannoneer_is_used_twice_a_turn_not_three_times(printed):
    fire = ", ".join(f"{{id: a-fire{n}, name: Fire {n}, kind: monster, level: 4, atk: 100, "
                     "def: 100, attribute: FIRE}" for n in range(3))
    uses = "".join(USE.format(n=n) for n in range(3))
    result = judged(CANNONEER_BOARD.format(fire=fire, cannoneer=CANNONEER, uses=uses))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["action"] == 6
    assert (result["illegal"]["code"], result["illegal"]["rules"]) == (
        "illegal.effect_twice_per_copy", ["5-2-6"])
    assert result["state"]["players"]["B"]["lp"] == 7000


EITHER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: [{{id: a-fetched, card: "{fetched}"}}, {{id: a-other, name: Other, kind: monster,
            level: 4, atk: 0, def: 0}}]
    {zone}: [{{id: a-it, card: "{card}"}}]
    {call_zone}: [{{id: a-call, name: Call, kind: spell, spell_type: quick-play,
                  face_up: false, effect: [{step}]}}]
  B: {{}}
actions:
{first}
  - activate: {{card: a-it, effect: {effect}{pick}}}
  - pass
  - pass"""
CALL = "  - activate: {card: a-call}\n  - pass\n  - pass"
DESTROY, REVIVE = "{destroy: a-it}", "{special_summon: {card: a-it}}"


def either(card: str, zone: str, first: str, **more: str) -> dict:
    fields = {"fetched": DRAGON, "step": DESTROY, "effect": "0", "pick": "",
              "call_zone": "spells_traps", **more}
    return judged(EITHER_BOARD.format(card=card, zone=zone, first=first, **fields))


def test_fluffal_dog_answers_its_normal_summon(printed):
    result = either(DOG, "hand", "  - normal_summon: {card: a-it}", fetched=SABRES,
                    pick=", pick: a-fetched")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-fetched" in result["state"]["players"]["A"]["hand"]


def test_fluffal_dog_does_not_answer_a_special_summon_from_the_graveyard(printed):
    result = either(DOG, "graveyard", CALL, fetched=SABRES, step=REVIVE,
                    pick=", pick: a-fetched")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_thunder_dragondark_answers_its_destruction_on_the_field(printed):
    result = either(DARK, "monsters", CALL, effect="1", pick=", pick: a-fetched")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-fetched" in result["state"]["players"]["A"]["hand"]
    assert "5-1-3" in result["rules_cited"]


def test_onmoraki_answers_its_special_summon_from_the_graveyard(printed):
    result = either(ONMORAKI, "graveyard", CALL, step=REVIVE)
    assert result["outcome"] == "completed", result.get("illegal")
    assert len(result["state"]["players"]["A"]["hand"]) == 1  # the card it drew


SPARROW_BOARD = """
game: ygo
turn: {{number: 4, player: {turn}, phase: battle}}
players:
  A:
    deck: [{{id: a-warrior, name: Warrior, kind: monster, level: 3, atk: 1200, def: 0,
            types: [Warrior]}}]
    monsters: [{{id: a-sparrow, card: "{sparrow}"}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, kind: monster, level: 4, atk: 2000, def: 0}}]
actions:
  - attack: {{attacker: {attacker}, target: {target}}}
  - pass
  - activate: {{card: a-sparrow, pick: a-warrior}}
  - pass
  - pass"""


def test_red_sparrow_summoner_answers_its_destruction_as_the_monster_attacked(printed):
    result = judged(SPARROW_BOARD.format(turn="B", sparrow=SPARROW, attacker="b-ogre",
                                         target="a-sparrow"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-warrior"]
    assert {"12-4-5", "5-1-3"} <= set(result["rules_cited"])


def test_red_sparrow_summoner_destroyed_as_the_attacker_does_not_answer(printed):
    result = judged(SPARROW_BOARD.format(turn="A", sparrow=SPARROW, attacker="a-sparrow",
                                         target="b-ogre"))
    assert result["outcome"] == "illegal_action"
    assert (result["illegal"]["code"], result["illegal"]["rules"][0]) == (
        "illegal.trigger_no_event", "5-1-3")


KREBONS_BOARD = """
game: ygo
turn: {{number: 4, player: B, phase: battle}}
players:
  A:
    monsters: [{{id: a-krebons, card: "{krebons}"}},
               {{id: a-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 2000}}]
  B:
    monsters: [{{id: b-ogre, name: Ogre, kind: monster, level: 4, atk: 2000, def: 0}}]
actions:
  - attack: {{attacker: b-ogre, target: {target}}}
  - activate: {{card: a-krebons}}
  - pass
  - pass"""


def test_krebons_negates_the_attack_declared_on_it(printed):
    result = judged(KREBONS_BOARD.format(krebons=KREBONS, target="a-krebons"))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert players["A"]["lp"] == 7200 and len(players["A"]["monsters"]) == 2
    assert {"12-3-6", "5-1-3"} <= set(result["rules_cited"])


def test_krebons_does_not_answer_an_attack_on_another_monster(printed):
    result = judged(KREBONS_BOARD.format(krebons=KREBONS, target="a-wall"))
    assert result["outcome"] == "illegal_action"
    assert (result["illegal"]["code"], result["illegal"]["rules"][0]) == (
        "illegal.trigger_no_event", "5-1-3")


STRIKER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-striker, card: "{striker}"}}]
    hand: [{{id: a-call, name: Call, kind: spell, effect: [{step}]}}]
    deck: [{{id: a-tg, name: T.G. One, archetypes: [T.G.], level: 4, atk: 100, def: 100}}]
  B: {{}}
actions:
  - activate: {{card: a-call}}
  - pass
  - pass
  - end_phase
  - activate: {{card: a-striker, pick: a-tg}}
  - pass
  - pass"""


def test_tg_striker_answers_the_end_phase_after_it_was_destroyed(printed):
    result = judged(STRIKER_BOARD.format(striker=STRIKER, step="{destroy: a-striker}"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-tg" in result["state"]["players"]["A"]["hand"]
    assert {"7-7-4", "5-1-3"} <= set(result["rules_cited"])


def test_tg_striker_tributed_to_the_graveyard_does_not(printed):
    big = "{id: a-big, name: Big, kind: monster, level: 6, atk: 2400, def: 0}"
    result = judged(STRIKER_BOARD.format(striker=STRIKER, step="{draw: 1}").replace(
        "hand: [", f"hand: [{big}, ").replace(
        "activate: {card: a-call}\n  - pass\n  - pass",
        "normal_summon: {card: a-big, tributes: [a-striker]}"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-2-4"]


PRANK = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-dropsies, card: "{dropsies}"}}]
    extra_deck: [{{id: a-meow, card: "{meow}"}}]
  B: {{}}
actions:
  - link_summon: {{card: a-meow, materials: [a-dropsies]}}
  - activate: {{card: a-dropsies}}
  - pass
  - pass"""


def test_prank_kids_dropsies_as_material_for_a_prank_kids_link_summon(printed):
    result = judged(PRANK.format(dropsies=DROPSIES, meow=MEOW))
    assert result["outcome"] == "completed", result.get("illegal")
    assert result["state"]["players"]["A"]["lp"] == 9000
    assert {"8-5-5", "5-1-3"} <= set(result["rules_cited"])


BREAKER_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-breaker, card: "{breaker}"}}]
    {whose}
  B:
    spells_traps: [{{id: b-rule, name: Rule, kind: spell, spell_type: continuous,
                    face_up: true}}{theirs}]
actions:
  - activate: {{card: {call}}}
  - pass
  - pass
  - activate: {{card: a-breaker, target: b-rule}}
  - pass
  - pass"""
BREAKER_CALL = ("{id: CALL, name: Call, kind: trap, trap_type: normal, face_up: false, "
                "effect: [{destroy: a-breaker}]}")


def test_power_breaker_answers_its_destruction_by_the_opponents_card(printed):
    result = judged(BREAKER_BOARD.format(breaker=BREAKER, whose="", call="b-call",
                                         theirs=", " + BREAKER_CALL.replace("CALL", "b-call")))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-rule" in result["state"]["players"]["B"]["graveyard"]


def test_power_breaker_destroyed_by_its_own_players_card_does_not(printed):
    mine = BREAKER_CALL.replace("CALL", "a-call")
    result = judged(BREAKER_BOARD.format(breaker=BREAKER, theirs="", call="a-call",
                                         whose=f"spells_traps: [{mine}]"))
    assert result["outcome"] == "illegal_action"
    assert (result["illegal"]["code"], result["illegal"]["rules"][0]) == (
        "illegal.trigger_no_event", "5-1-3")
