"""Real cards that keep monsters from attacking the turn they are Summoned, read and judged
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Vengeful Bog
Spirit, a Continuous Spell over every monster, and Big-Tusked Mammoth, a monster over its
opponent's (12-3-14); Fairy Archer Ingunar, which cannot attack the turn it is Special
Summoned, and Kuraz the Light Monarch, not the turn it is Normal or Special Summoned (12-3-15);
Malefic Blue-Eyes White Dragon, whose controller's other monsters cannot attack (12-3-14);
Volcanic Slicer, whose older "If you activate this effect, this card cannot attack during this
turn." is the turn lock of its effect (12-3-15)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

BOG, MAMMOTH, INGUNAR, KURAZ, CLOUDCASTLE = ("95220856", "59380081", "44451698", "57666212",
                                             "09348522")
REBORN, MALEFIC, SLICER = "83764718", "09433350", "17415895"
WALL = "    monsters: [{id: b-wall, name: Wall, atk: 0, def: 3000, position: defense}]\n"


def board(actions: str, a: str, b: str = WALL) -> str:
    return ("game: ygo\nturn: {number: 4, player: A}\nplayers:\n  A:\n" + a + "  B:\n" + b
            + "actions:\n" + actions + "\n")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BOG, MAMMOTH, INGUNAR, REBORN, MALEFIC, SLICER)))


def test_the_sentences_are_read():
    assert derived(BOG).encoding["attack_lock"] == {"summoned_turn": "summoned"}
    assert derived(MAMMOTH).encoding["attack_lock"] == {"player": "opponent",
                                                       "summoned_turn": "summoned"}
    assert derived(CLOUDCASTLE).encoding["attack_lock"] == {
        "level_max": 8, "summoned_turn": "normal_or_special"}
    assert derived(INGUNAR).encoding["no_attack_summoned_turn"] == "special"
    kuraz = derived(KURAZ)
    assert kuraz.encoding["no_attack_summoned_turn"] == "normal_or_special"
    assert all("cannot attack" not in note for note in kuraz.notes)


def test_a_monster_summoned_this_turn_cannot_attack_while_the_spell_is_face_up(printed):
    assert Card.objects.get(game_id="ygo", number=BOG).automation == "full"
    a = ("    hand: [{id: a-new, name: New, level: 4, atk: 1800, def: 0}]\n"
         "    monsters: [{id: a-old, name: Old, level: 4, atk: 1500, def: 0}]\n"
         f'    spells_traps: [{{id: a-bog, card: "{BOG}", face_up: true}}]\n')
    refused = judged(board("  - normal_summon: {card: a-new}\n  - battle_phase\n"
                           "  - attack: {attacker: a-new, target: b-wall}", a))
    assert refused["illegal"]["code"] == "illegal.attack_locked"
    assert refused["illegal"]["rules"][0] == "12-3-14"
    allowed = judged(board("  - normal_summon: {card: a-new}\n  - battle_phase\n"
                           "  - attack: {attacker: a-old, target: b-wall}\n  - pass", a))
    assert allowed["outcome"] == "completed"


def test_the_mammoth_stops_only_its_opponents_new_monsters(printed):
    b = (f'    monsters: [{{id: b-mammoth, card: "{MAMMOTH}", position: defense}}]\n')
    a = ("    hand: [{id: a-new, name: New, level: 4, atk: 1800, def: 0}]\n")
    refused = judged(board("  - normal_summon: {card: a-new}\n  - battle_phase\n"
                           "  - attack: {attacker: a-new, target: b-mammoth}", a, b))
    assert refused["illegal"]["code"] == "illegal.attack_locked"
    set_down = ("    hand: [{id: a-new, name: New, level: 4, atk: 1800, def: 0}]\n"
                "    monsters: [{id: a-old, name: Old, level: 4, atk: 1500, def: 0}]\n")
    allowed = judged(board("  - normal_summon: {card: a-new}\n  - battle_phase\n"
                           "  - attack: {attacker: a-old, target: b-mammoth}\n  - pass",
                           set_down, b))
    assert allowed["outcome"] == "completed"


def test_ingunar_cannot_attack_the_turn_it_is_special_summoned_only(printed):
    tributed = ("    monsters: [{id: a-one, name: One, level: 4, atk: 100, def: 100}]\n"
                f'    hand: [{{id: a-archer, card: "{INGUNAR}"}}]\n')
    normal = judged(board("  - normal_summon: {card: a-archer, tributes: [a-one]}\n"
                          "  - battle_phase\n  - attack: {attacker: a-archer, target: b-wall}\n"
                          "  - pass", tributed))
    assert normal["outcome"] == "completed"
    reborn = (f'    hand: [{{id: a-reborn, card: "{REBORN}"}}]\n'
              f'    graveyard: [{{id: a-archer, card: "{INGUNAR}"}}]\n')
    special = judged(board("  - activate: {card: a-reborn, target: a-archer}\n  - pass\n"
                           "  - pass\n  - battle_phase\n"
                           "  - attack: {attacker: a-archer, target: b-wall}", reborn))
    assert special["illegal"]["code"] == "illegal.attack_summoned_turn.special"
    assert special["illegal"]["rules"] == ["12-3-15"]


def test_normal_or_special_is_not_the_turn_it_is_flip_summoned(printed):
    monster = ("{id: a-king, name: King, level: 4, atk: 2400, def: 1000, "
               "no_attack_summoned_turn: normal_or_special")
    normal = judged(board("  - normal_summon: {card: a-king}\n  - battle_phase\n"
                          "  - attack: {attacker: a-king, target: b-wall}",
                          f"    hand: [{monster}}}]\n"))
    assert normal["illegal"]["code"] == "illegal.attack_summoned_turn.normal_or_special"
    flipped = judged(board("  - flip_summon: {card: a-king}\n  - battle_phase\n"
                           "  - attack: {attacker: a-king, target: b-wall}\n  - pass",
                           f"    monsters: [{monster}, position: set}}]\n"))
    assert flipped["outcome"] == "completed"


def test_only_the_malefic_monster_attacks_among_its_controllers(printed):
    assert derived(MALEFIC).encoding["attack_lock"] == {"player": "controller", "others": True}
    a = (f'    monsters: [{{id: a-malefic, card: "{MALEFIC}"}},\n'
         "               {id: a-old, name: Old, level: 4, atk: 1500, def: 0}]\n"
         "    field_spell: {id: a-field, name: Some Field, kind: spell, spell_type: field, "
         "face_up: true}\n")
    refused = judged(board("  - battle_phase\n  - attack: {attacker: a-old, target: b-wall}",
                           a))
    assert refused["illegal"]["code"] == "illegal.attack_locked"
    allowed = judged(board("  - battle_phase\n  - attack: {attacker: a-malefic, target: b-wall}"
                           "\n  - pass", a))
    assert allowed["outcome"] == "completed"


def test_the_slicer_cannot_attack_once_its_effect_is_activated(printed):
    slicer = derived(SLICER)
    assert slicer.automation == "full" and slicer.encoding["effects"][0]["no_attack_turn"]
    a = f'    monsters: [{{id: a-slicer, card: "{SLICER}"}}]\n'
    refused = judged(board("  - activate: {card: a-slicer}\n  - pass\n  - pass\n"
                           "  - battle_phase\n  - attack: {attacker: a-slicer, target: b-wall}",
                           a))
    assert refused["state"]["players"]["B"]["lp"] == 7500
    assert refused["illegal"]["code"] == "illegal.attack_after_effect"
