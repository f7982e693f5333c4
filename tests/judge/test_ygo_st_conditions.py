"""Real Spells and Traps whose activation condition is a state of the board (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged: Dark Magic Attack
only while its player controls a face-up "Dark Magician", Grand Convergence with a face-up
Continuous Trap of the name it asks for, Generation Force with an Xyz Monster, Archfiend's
Ghastly Glitch, a Trap, with a Fiend monster; each refused, citing 5-2-4, when the board is
not as its text says. Hero Signal just after its player's monster is destroyed by battle, not
after the opponent's; Performapal Revival after a destruction by a card effect (10-3-4).
Earthbound Wave negates a Spell only while its player controls an "Earthbound Immortal"
monster. Meteor of Destruction only while the opponent has more than 3000 LP, Dark Mambele with
3 DARK monsters, A Hero Lives with no face-up monster (a face-down one is none), Elegant Egotist
with a "Harpie Lady" on either field, Radiant Mirror Force against an attack by a player with 3
Attack Position monsters. Volcanic Eruption only in its player's own End Phase, with "Jurassic
World", a Field Spell, face-up (10-3-3)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

DARK_MAGIC_ATTACK, GRAND_CONVERGENCE, GENERATION_FORCE = "02314238", "38430673", "87890143"
GHASTLY_GLITCH = "05168381"
HERO_SIGNAL, PERFORMAPAL_REVIVAL, EARTHBOUND_WAVE = "22020907", "05672432", "29934351"
METEOR, MAMBELE, HERO_LIVES, EGOTIST = "33767325", "41722932", "08949584", "90219263"
RADIANT, ERUPTION = "21481146", "42175079"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DARK_MAGIC_ATTACK, GRAND_CONVERGENCE, GENERATION_FORCE,
                            GHASTLY_GLITCH, HERO_SIGNAL, PERFORMAPAL_REVIVAL,
                            EARTHBOUND_WAVE, METEOR, MAMBELE, HERO_LIVES, EGOTIST,
                            RADIANT, ERUPTION)))


ATTACK = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-attack, card: "{card}"}}]
    monsters: [{{id: a-mage, name: "{name}", kind: monster, level: 7, atk: 2500, def: 2100,
                position: {position}}}]
  B:
    spells_traps: [{{id: b-set, name: Set Trap, kind: trap}}]
actions:
  - activate: {{card: a-attack}}
  - pass
  - pass"""


def test_dark_magic_attack_with_dark_magician(printed):
    result = judged(ATTACK.format(card=DARK_MAGIC_ATTACK, name="Dark Magician",
                                  position="attack"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["graveyard"] == ["b-set"]


def test_dark_magic_attack_without_dark_magician(printed):
    result = judged(ATTACK.format(card=DARK_MAGIC_ATTACK, name="Dark Magician Girl",
                                  position="attack"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert "5-2-4" in result["illegal"]["rules"]
    assert [c["id"] for c in result["state"]["players"]["B"]["spells_traps"]] == ["b-set"]


def test_a_face_down_dark_magician_shows_no_name(printed):
    result = judged(ATTACK.format(card=DARK_MAGIC_ATTACK, name="Dark Magician",
                                  position="set"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


CONVERGENCE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-grand, card: "{card}"}}]
    spells_traps: [{{id: a-cosmos, name: Macro Cosmos, kind: trap, trap_type: continuous,
                    face_up: {face_up}}}]
  B:
    monsters: [{{id: b-x, name: X, kind: monster, level: 4, atk: 1000, def: 1000}}]
actions:
  - activate: {{card: a-grand}}
  - pass
  - pass"""


def test_a_face_up_continuous_trap_of_the_name_asked(printed):
    result = judged(CONVERGENCE.format(card=GRAND_CONVERGENCE, face_up="true"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["lp"] == 7700
    assert result["state"]["players"]["B"]["monsters"] == []


def test_a_set_card_of_that_name_does_not_count(printed):
    result = judged(CONVERGENCE.format(card=GRAND_CONVERGENCE, face_up="false"))
    assert result["outcome"] == "illegal_action"
    assert "5-2-4" in result["illegal"]["rules"]


FORCE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-force, card: "{card}"}}]
    monsters: [{{id: a-mon, name: Mon, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [{types}]}}]
    deck: [{{id: a-xyz-card, name: Xyz Spell, kind: spell, archetypes: [Xyz]}}]
  B: {{}}
actions:
  - activate: {{card: a-force, pick: a-xyz-card}}
  - pass
  - pass"""


def test_generation_force_with_an_xyz_monster(printed):
    result = judged(FORCE.format(card=GENERATION_FORCE, types="Warrior, Xyz, Effect"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["A"]["hand"] == ["a-xyz-card"]


def test_generation_force_without_one(printed):
    result = judged(FORCE.format(card=GENERATION_FORCE, types="Warrior, Effect"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


GLITCH = """
game: ygo
turn: {{number: 3, player: B}}
players:
  A:
    spells_traps: [{{id: a-glitch, card: "{card}"}}]
    monsters: [{{id: a-fiend, name: Fiend, kind: monster, level: 4, atk: 1000, def: 1000,
                types: [{types}]}}]
  B:
    spells_traps: [{{id: b-set, name: Set Spell, kind: spell}}]
actions:
  - activate: {{card: a-glitch, target: b-set}}
  - pass
  - pass"""


def test_a_trap_with_a_fiend_on_the_opponents_turn(printed):
    result = judged(GLITCH.format(card=GHASTLY_GLITCH, types="Fiend"))
    assert result["outcome"] != "illegal_action"
    assert result["state"]["players"]["B"]["graveyard"] == ["b-set"]


def test_a_trap_without_a_fiend(printed):
    result = judged(GLITCH.format(card=GHASTLY_GLITCH, types="Warrior"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert "5-2-4" in result["illegal"]["rules"]


SIGNAL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}}]
  B:
    monsters: [{{id: b-scout, name: Scout, level: 3, atk: {atk}, def: 800}}]
    spells_traps: [{{id: b-signal, card: "{card}"}}]
    deck: [{{id: b-hero, name: Hero, archetypes: [Elemental HERO], level: 4, atk: 1600,
            def: 1400}}]
actions:
  - battle_phase
  - attack: {{attacker: a-ogre, target: b-scout}}
  - pass
  - activate: {{card: b-signal, pick: b-hero}}
  - pass
  - pass"""


def test_hero_signal_after_its_players_monster_is_destroyed_by_battle(printed):
    result = judged(SIGNAL.format(card=HERO_SIGNAL, atk=1000))
    assert result["outcome"] != "illegal_action"
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-hero"]
    assert "10-3-4" in result["rules_cited"]


def test_hero_signal_not_after_the_opponents_monster_is(printed):
    result = judged(SIGNAL.format(card=HERO_SIGNAL, atk=1000).replace(
        "level: 4, atk: 2000", "level: 4, atk: 500"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_needs_event"
    assert "10-3-4" in result["illegal"]["rules"]


REVIVAL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-wipe, name: Wipe, kind: spell, effect: [destroy_all: {{what: monsters,
             player: opponent}}]}}]
  B:
    monsters: [{{id: b-scout, name: Scout, level: 3, atk: 1000, def: 800}}]
    spells_traps: [{{id: b-revival, card: "{card}"}}]
    hand: [{{id: b-star, name: Star, archetypes: [Performapal], level: 4, atk: 1600,
            def: 1400}}]
actions:
  - activate: {{card: a-wipe}}
  - pass
  - pass
  - activate: {{card: b-revival, pick: b-star}}
  - pass
  - pass"""


def test_performapal_revival_after_a_destruction_by_a_card_effect(printed):
    result = judged(REVIVAL.format(card=PERFORMAPAL_REVIVAL))
    assert result["outcome"] != "illegal_action"
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-star"]


def test_performapal_revival_with_nothing_destroyed(printed):
    result = judged(REVIVAL.format(card=PERFORMAPAL_REVIVAL).replace(
        "player: opponent", "player: controller"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_needs_event"


WAVE = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-pot, name: Pot, kind: spell, effect: [{{draw: 2}}]}}]
    deck: 3
  B:
    monsters: [{{id: b-giant, name: Giant, archetypes: [{archetype}], level: 10, atk: 2800,
                def: 1200}}]
    spells_traps: [{{id: b-wave, card: "{card}"}}]
actions:
  - activate: {{card: a-pot}}
  - activate: {{card: b-wave}}
  - pass
  - pass"""


def test_earthbound_wave_with_an_earthbound_immortal(printed):
    result = judged(WAVE.format(card=EARTHBOUND_WAVE, archetype="Earthbound Immortal"))
    assert result["outcome"] != "illegal_action"
    assert "a-pot" in result["state"]["players"]["A"]["graveyard"]
    assert result["state"]["players"]["A"]["hand"] == []


def test_earthbound_wave_without_one(printed):
    result = judged(WAVE.format(card=EARTHBOUND_WAVE, archetype="Earthbound"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


def board(card: str, mine: str = "[]", theirs: str = "[]", lp: int = 8000,
          action: str = "activate: {card: a-card}") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-card, card: "{card}"}}]
    monsters: {mine}
    deck: [{{id: a-hero, name: Hero, archetypes: [Elemental HERO], level: 4, atk: 1600,
            def: 1400}}, {{id: a-harpie, name: Harpie Lady, level: 4, atk: 1300, def: 1400}}]
  B:
    lp: {lp}
    monsters: {theirs}
actions:
  - {action}
  - pass
  - pass""")


def monster(name: str, position: str = "attack", attribute: str = "DARK") -> str:
    return (f"{{id: {name}, name: {name}, level: 4, atk: 1000, def: 1000, position: "
            f"{position}, attribute: {attribute}}}")


def test_meteor_of_destruction_over_and_at_3000(printed):
    assert board(METEOR, lp=3001)["state"]["players"]["B"]["lp"] == 2001
    refused = board(METEOR, lp=3000)
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.card_condition"


def test_dark_mambele_with_three_dark_monsters(printed):
    three = "[" + ", ".join(monster(f"a-d{i}") for i in range(3)) + "]"
    two = "[" + ", ".join([monster("a-d0"), monster("a-d1"), monster("a-l", attribute="LIGHT")]) \
        + "]"
    action = "activate: {card: a-card, target: b-x}"
    theirs = "[" + monster("b-x") + "]"
    assert board(MAMBELE, three, theirs, action=action)["state"]["players"]["B"]["monsters"] == []
    assert board(MAMBELE, two, theirs, action=action)["outcome"] == "illegal_action"


def test_a_hero_lives_with_only_a_face_down_monster(printed):
    action = "activate: {card: a-card, pick: a-hero}"
    down = board(HERO_LIVES, "[" + monster("a-set", "set") + "]", action=action)
    assert down["outcome"] != "illegal_action"
    assert down["state"]["players"]["A"]["lp"] == 4000
    up = board(HERO_LIVES, "[" + monster("a-up") + "]", action=action)
    assert up["outcome"] == "illegal_action"


def test_elegant_egotist_with_the_opponents_harpie_lady(printed):
    action = "activate: {card: a-card, pick: a-harpie}"
    theirs = "[{id: b-harpie, name: Harpie Lady, level: 4, atk: 1300, def: 1400}]"
    found = board(EGOTIST, theirs=theirs, action=action)
    assert [m["id"] for m in found["state"]["players"]["A"]["monsters"]] == ["a-harpie"]
    assert board(EGOTIST, action=action)["outcome"] == "illegal_action"


def radiant(position: str) -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{monster("a-one")}, {monster("a-two")}, {monster("a-three", position)}]
  B:
    spells_traps: [{{id: b-radiant, card: "{RADIANT}"}}]
actions:
  - battle_phase
  - attack: {{attacker: a-one, target: direct}}
  - activate: {{card: b-radiant}}
  - pass
  - pass""")


def test_radiant_mirror_force_against_three_attack_position_monsters(printed):
    found = radiant("attack")
    assert found["outcome"] != "illegal_action"
    assert found["state"]["players"]["A"]["monsters"] == []


def test_radiant_mirror_force_against_two(printed):
    found = radiant("defense")
    assert found["outcome"] == "illegal_action"
    assert found["illegal"]["code"] == "illegal.card_condition"


def eruption(phase: str, player: str = "A") -> dict:
    return judged(f"""
game: ygo
turn: {{number: 3, player: {player}, phase: {phase}}}
players:
  A:
    field_spell: {{id: a-world, name: Jurassic World, kind: spell, spell_type: field,
                  face_up: true}}
    spells_traps: [{{id: a-eruption, card: "{ERUPTION}"}}]
  B:
    monsters: [{monster("b-x")}]
actions:
  - activate: {{card: a-eruption}}
  - pass
  - pass""")


def test_volcanic_eruption_in_its_players_end_phase(printed):
    found = eruption("end")
    assert found["outcome"] != "illegal_action"
    assert found["state"]["players"]["B"]["monsters"] == []
    assert "a-world" in found["state"]["players"]["A"]["graveyard"]


def test_volcanic_eruption_not_in_the_main_phase_nor_the_opponents_end_phase(printed):
    for found in (eruption("main1"), eruption("end", player="B")):
        assert found["outcome"] == "illegal_action"
        assert found["illegal"]["code"] == "illegal.card_phase"
        assert "5-2-4" in found["illegal"]["rules"]
