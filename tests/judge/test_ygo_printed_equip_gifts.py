"""Real Equip Cards that spare their monster (imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only), read and judged: DoomZ Command "A.D.R.A.S.T.E.I.A." keeps its
monster the first time battle would destroy it each turn, not the second (5-3-15, 10-4-7);
Salamandra Fusion's "you can destroy this card instead" is its controller's choice, kept with
`substitute_use: false` (10-4-8); Inzektor Ant, equipped by Inzektor Hornet's effect, says the
same of itself as an Equip Card; Vylon Tetra, destroyed by battle, is sent "from the Monster
Card Zone" (the older name of the Monster Zone) and equips itself to its controller's monster,
destroyed in its place later (5-1-3, 10-4-6, 10-4-8). Mask of the Accursed, equipped to the
opponent's monster, keeps it from attacking and hurts its controller in each of its own
player's Standby Phases (10-4-7, 7-3-2); Axe of Fools negates the effects of its monster, which
cannot activate them on the field while it is equipped (5-5-1, 5-5-2)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

DOOMZ, SALAMANDRA, ANT, HORNET = "84054556", "09102835", "95395761", "69207766"
TETRA, MASK, AXE = "01281505", "56948373", "19578592"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (DOOMZ, SALAMANDRA, ANT, HORNET, TETRA, MASK, AXE)))


DOOMZ_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: Guard, atk: 1000, def: 1000}}]
    hand: [{{id: a-doomz, card: "{DOOMZ}"}}]
  B:
    monsters: [{{id: b-big, name: Big, atk: 3000, def: 1000}},
               {{id: b-next, name: Next, atk: 2500, def: 1000}}]
actions:
  - activate: {{card: a-doomz, target: a-x}}
  - pass
  - pass
  - end_turn
  - battle_phase
  - attack: {{attacker: b-big, target: a-x}}
  - pass
{{more}}"""
SECOND = """  - attack: {attacker: b-next, target: a-x}
  - pass"""


def test_the_first_battle_each_turn_does_not_destroy_the_equipped_monster(printed):
    assert Card.objects.get(game_id="ygo", number=DOOMZ).encoding["effect"][0]["equip"][
        "gives"] == ["survives_battle_once"]
    result = judged(DOOMZ_DUEL.replace("{more}", ""))
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"]
    assert a["lp"] == 8000 - 2000  # the battle damage is still dealt (5-3-15)
    assert "5-3-15" in result["rules_cited"] and "10-4-7" in result["rules_cited"]


def test_the_second_battle_that_turn_destroys_it(printed):
    result = judged(DOOMZ_DUEL.replace("{more}", SECOND))
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and sorted(a["graveyard"]) == ["a-doomz", "a-x"]


SALAMANDRA_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: Swordsman, atk: 1800, def: 1600, attribute: FIRE,
                types: [Warrior]}}]
    hand: [{{id: a-fusion, card: "{SALAMANDRA}"{{use}}}}]
  B:
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - activate: {{card: a-fusion, target: a-x}}
  - pass
  - pass
  - activate: {{card: b-crush, target: a-x}}
  - pass
  - pass"""


def test_its_controller_chooses_to_destroy_the_equip_card_instead(printed):
    result = judged(SALAMANDRA_DUEL.replace("{use}", ""))
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["graveyard"] == ["a-fusion"]
    assert "10-4-8" in result["rules_cited"]
    assert any("chooses to destroy" in step["text"] for step in result["steps"])


def test_its_controller_may_keep_it_and_the_monster_is_destroyed(printed):
    result = judged(SALAMANDRA_DUEL.replace("{use}", ", substitute_use: false"))
    a = result["state"]["players"]["A"]
    assert a["monsters"] == [] and sorted(a["graveyard"]) == ["a-fusion", "a-x"]


ANT_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-hornet, card: "{HORNET}"}}]
    hand: [{{id: a-ant, card: "{ANT}"}}]
  B:
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - activate: {{card: a-hornet, effect: 0, pick: a-ant}}
  - pass
  - pass
  - activate: {{card: b-crush, target: a-hornet}}
  - pass
  - pass"""


def test_inzektor_ant_as_an_equip_card_is_destroyed_instead(printed):
    result = judged(ANT_DUEL)
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-hornet"] and a["graveyard"] == ["a-ant"]
    assert "10-4-8" in result["rules_cited"]


TETRA_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-tetra, card: "{TETRA}"}}, {{id: a-x, name: Guard, atk: 1000, def: 1000}}]
  B:
    monsters: [{{id: b-big, name: Big, atk: 3000, def: 1000}}]
    spells_traps: [{{id: b-crush, kind: trap, trap_type: normal, effect: [{{destroy: chosen}}],
                    target: {{what: monster, player: any, zone: field}}}}]
actions:
  - battle_phase
  - attack: {{attacker: a-tetra, target: b-big}}
  - pass
  - activate: {{card: a-tetra, target: a-x}}
  - pass
  - pass
  - main2
  - end_turn
  - activate: {{card: b-crush, target: a-x}}
  - pass
  - pass"""


def test_vylon_tetra_equips_itself_from_the_graveyard_and_goes_instead(printed):
    result = judged(TETRA_DUEL)
    assert result["outcome"] == "completed", result.get("illegal")
    a = result["state"]["players"]["A"]
    assert [m["id"] for m in a["monsters"]] == ["a-x"] and a["graveyard"] == ["a-tetra"]
    assert a["lp"] == 8000 - 2100 - 500  # battle (900 ATK against 3000), then 500 LP paid
    assert {"10-4-6", "10-4-8"} <= set(result["rules_cited"])


MASK_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-mask, card: "{MASK}"}}]
  B:
    monsters: [{{id: b-x, name: Brute, atk: 2000, def: 1000}}]
actions:
  - activate: {{card: a-mask, target: b-x}}
  - pass
  - pass
  - end_turn
{{more}}"""


def test_the_monster_the_mask_is_equipped_to_cannot_attack(printed):
    assert Card.objects.get(game_id="ygo", number=MASK).automation == "full"
    result = judged(MASK_DUEL.replace("{more}", """  - battle_phase
  - attack: {attacker: b-x, target: direct}"""))
    assert result["illegal"]["code"] == "illegal.equipped_no_attack"
    assert result["illegal"]["rules"] == ["10-4-7", "12-3-1"]


def test_the_mask_hurts_the_controller_of_the_equipped_monster_in_its_standby_phase(printed):
    result = judged(MASK_DUEL.replace("{more}", """  - standby_phase
  - activate: {card: a-mask, effect: 0}
  - pass
  - pass
  - main1"""))
    assert result["outcome"] == "completed", result.get("illegal")
    players = result["state"]["players"]
    assert (players["A"]["lp"], players["B"]["lp"]) == (8000, 8000 - 500)
    assert {"7-3-2", "10-4-7"} <= set(result["rules_cited"])
    # its Standby Phase trigger is mandatory: A cannot leave that Standby Phase without it
    skipped = judged(MASK_DUEL.replace("{more}", """  - standby_phase
  - main1"""))
    assert skipped["illegal"]["code"] == "illegal.mandatory_trigger"


AXE_DUEL = f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: Drawer, atk: 1000, def: 1000,
                effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}]
    hand: [{{id: a-axe, card: "{AXE}"}}]
    deck: [{{id: a-1, name: Deck One}}, {{id: a-2, name: Deck Two}}]
  B: {{}}
actions:
{{first}}  - activate: {{card: a-x}}
  - pass
  - pass"""
EQUIP_AXE = """  - activate: {card: a-axe, target: a-x}
  - pass
  - pass
"""


def test_the_monster_equipped_with_the_axe_cannot_activate_its_effects(printed):
    result = judged(AXE_DUEL.replace("{first}", EQUIP_AXE))
    assert result["illegal"]["code"] == "illegal.effects_negated"
    assert "10-4-7" in result["illegal"]["rules"]
    a = result["state"]["players"]["A"]
    assert a["monsters"][0]["atk"] == 2000  # the 1000 ATK it gives
    unequipped = judged(AXE_DUEL.replace("{first}", ""))
    assert unequipped["outcome"] == "completed", unequipped.get("illegal")
