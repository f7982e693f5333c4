"""An activated effect a material gives the monster Summoned using it (8-5-11), read from real
cards (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and
judged: the Xyz Monster Summoned using Heroic Challenger - Extra Sword must activate the effect
it gains on its Xyz Summon and gains 1000 ATK; one Summoned with other materials has no such
effect, and one that left the field (destroyed) no longer has it. A "Vendread" Ritual Monster
Summoned by Tributing Vendread Houndhorde from the field gains its Quick Effect (not when it
is Tributed from the hand), and Vendread Core's Continuous Effect. Flare Resonator's Synchro
Monster gains 300 ATK (5-1-1). Right-Hand Shark keeps an Xyz Monster Summoned using only WATER
monsters from destruction by battle, not one Summoned with a monster of another Attribute."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

SWORD, TROLLEY, HYDRA, GLOVES = "34143852", "07080743", "08696773", "63821877"
HOUNDHORDE, CORE = "67267333", "49394035"
FLARE, TRACKER, SUANNI = "13708425", "30227494", "30106950"
SHARK = "11845050"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (SWORD, HOUNDHORDE, CORE, FLARE, SHARK)))


@pytest.mark.parametrize(("number", "event", "steps"), [
    (SWORD, "xyz_summoned", ["atk"]),
    (TROLLEY, "xyz_summoned", ["atk"]),
    (HYDRA, "xyz_summoned", ["attach"]),  # targets a "Hazy Flame" monster in its GY
])
def test_the_effect_given_reads_as_the_monsters_own(number, event, steps):
    card = derived(number)
    assert card.automation == "full", card.notes
    grant = card.encoding["summon_grant"]
    assert grant["by"] == "xyz" and "gives" not in grant
    assert grant["effect"]["type"] == "trigger" and grant["effect"]["event"] == event
    assert [next(iter(step)) for step in grant["effect"]["effect"]] == steps


def test_a_ritual_summon_using_this_card_on_the_field():
    hound, core = derived(HOUNDHORDE), derived(CORE)
    assert hound.automation == "full" and core.automation == "full", (hound.notes, core.notes)
    grant = hound.encoding["summon_grant"]
    assert grant["by"] == "ritual" and grant["to"] == {"archetype": "Vendread"}
    assert grant["effect"]["type"] == "quick" and grant["effect"]["effect"] == [
        {"banish": "chosen"}]
    assert core.encoding["summon_grant"] == {"by": "ritual", "to": {"archetype": "Vendread"},
                                             "gives": "untargetable_by_opponent"}


@pytest.mark.parametrize(("number", "stats"), [
    (FLARE, {"atk": 300}),
    (TRACKER, {"atk": 600}),
    (SUANNI, {"atk": 500, "def": 500}),  # "gains 500 ATK and DEF"
])
def test_a_change_to_the_synchro_monsters_atk(number, stats):
    card = derived(number)
    assert card.automation == "full", card.notes
    assert card.encoding["summon_grant"] == {"by": "synchro", "stats": stats}


def test_only_water_materials():
    # its "You can only use each effect ... once per turn." limits its activated effects: the
    # Continuous Effect it gives is not used
    card = derived(SHARK)
    assert card.automation == "full", card.notes
    assert card.encoding["summon_grant"] == {"by": "xyz", "only": {"attribute": "WATER"},
                                             "gives": "battle_indestructible"}


def test_a_grant_under_a_once_per_turn_clause_stays_a_note():
    # "You can only use each effect of ... once per turn." covers the effect given too: the
    # material's name limits it, which the given effect does not carry
    card = derived(GLOVES)
    assert "summon_grant" not in card.encoding
    assert any("gains this effect" in note for note in card.notes)


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-smash, kind: spell, spell_type: quick-play,
             target: {{what: monster, player: controller}}, effect: [{{destroy: chosen}}]}}]
    extra_deck: [{{id: a-xyz, name: Rank Four, level: 4, atk: 2000, def: 0,
                   types: [Warrior, Xyz, Effect]}}]
    monsters: [{{id: a-sword, card: "{sword}"}},
               {{id: a-four, name: Four, level: 4, atk: 1000, def: 100, types: [Warrior]}},
               {{id: a-five, name: Five, level: 4, atk: 1000, def: 100, types: [Warrior]}},
               {{id: a-six, name: Six, level: 4, atk: 1000, def: 100, types: [Warrior]}}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 1000, def: 1000}}]
actions:
{actions}"""
WITH_SWORD = "  - xyz_summon: {card: a-xyz, materials: [a-sword, a-four]}\n"
ACTIVATED = "  - activate: {card: a-xyz, effect: 0}\n  - pass\n  - pass\n"


def _atk(result: dict, card: str) -> int:
    return next(m["atk"] for m in result["state"]["players"]["A"]["monsters"] if m["id"] == card)


@pytest.mark.django_db
def test_the_xyz_monster_activates_the_effect_it_gained(printed):
    assert Card.objects.get(game_id="ygo", number=SWORD).automation == "full"
    result = judged(BOARD.format(sword=SWORD, actions=WITH_SWORD + ACTIVATED))
    assert result["illegal"] is None, result["illegal"]
    assert "summon_grant.gained_effect" in [step["code"] for step in result["steps"]]
    assert "8-5-11" in result["rules_cited"]
    assert _atk(result, "a-xyz") == 3000
    # a mandatory Trigger Effect: its monster's controller must activate it first (11-1-8)
    skipped = judged(BOARD.format(sword=SWORD, actions=WITH_SWORD + "  - battle_phase\n"))
    assert skipped["outcome"] == "illegal_action"


@pytest.mark.django_db
def test_other_materials_give_no_such_effect(printed):
    result = judged(BOARD.format(sword=SWORD, actions="  - xyz_summon: {card: a-xyz, "
                                 "materials: [a-five, a-six]}\n" + ACTIVATED))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.activate_monster"  # it has no effects


@pytest.mark.django_db
def test_a_monster_that_left_the_field_no_longer_has_it(printed):
    # destroyed, then asked for in its Graveyard
    again = ("  - activate: {card: a-smash, target: a-xyz}\n  - pass\n  - pass\n"
             "  - activate: {card: a-xyz, effect: 0}\n")
    result = judged(BOARD.format(sword=SWORD, actions=WITH_SWORD + ACTIVATED + again))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.granted_effect_lost"
    assert result["illegal"]["rules"] == ["8-5-11"]


RITUAL = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-rite, kind: spell, spell_type: ritual, effect: [{{ritual_summon: {{}}}}]}},
           {{id: a-chimera, name: Chimera, level: 6, atk: 2400, def: 0,
             types: [Zombie, Ritual, Effect], archetypes: [Vendread]}}{hand}]
    monsters: [{{id: a-other, name: Other, level: 3, atk: 1000, def: 100}}{field}]
  B:
    spells_traps: [{{id: b-trap, kind: trap, trap_type: continuous}}]
actions:
  - activate: {{card: a-rite, pick: a-chimera, materials: [a-hound, a-other]}}
  - pass
  - pass
  - activate: {{card: a-chimera, effect: 0, target: b-trap}}
  - pass
  - pass
"""
HOUND = f', {{id: a-hound, card: "{HOUNDHORDE}"}}'


@pytest.mark.django_db
def test_the_ritual_monster_gains_the_quick_effect_of_a_material_from_the_field(printed):
    result = judged(RITUAL.format(hand="", field=HOUND))
    assert result["illegal"] is None, result["illegal"]
    assert "summon_grant.gained_effect" in [step["code"] for step in result["steps"]]
    assert result["state"]["players"]["B"]["banished"] == ["b-trap"]
    # Tributed from the hand: "using this card on the field" gives nothing
    refused = judged(RITUAL.format(hand=HOUND, field=""))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.activate_monster"  # it has no effects


SYNCHRO = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-synchro, name: Six, level: 6, atk: 2000, def: 1000,
                   types: [Fiend, Synchro, Effect]}}]
    monsters: [{{id: a-flare, card: "{flare}"}},
               {{id: a-three, name: Three, level: 3, atk: 1000, def: 100, types: [Fiend]}}]
  B:
    monsters: [{{id: b-x, name: X, level: 4, atk: 1000, def: 1000}}]
actions:
  - synchro_summon: {{card: a-synchro, materials: [a-flare, a-three]}}
"""


@pytest.mark.django_db
def test_the_synchro_monster_gains_300_atk(printed):
    result = judged(SYNCHRO.format(flare=FLARE))
    assert result["illegal"] is None, result["illegal"]
    assert "summon_grant.gained" in [step["code"] for step in result["steps"]]
    assert _atk(result, "a-synchro") == 2300


SHARKS = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck: [{{id: a-xyz, name: Rank Four, level: 4, atk: 1000, def: 0,
                   types: [Fish, Xyz, Effect]}}]
    monsters: [{{id: a-shark, card: "{shark}"}},
               {{id: a-other, name: Other, level: 4, atk: 1000, def: 100, attribute: {other}}}]
  B:
    monsters: [{{id: b-big, name: Big, level: 8, atk: 3000, def: 0}}]
actions:
  - xyz_summon: {{card: a-xyz, materials: [a-shark, a-other]}}
  - battle_phase
  - attack: {{attacker: a-xyz, target: b-big}}
  - pass
"""


@pytest.mark.django_db
def test_only_water_materials_keep_the_xyz_monster(printed):
    kept = judged(SHARKS.format(shark=SHARK, other="WATER"))
    assert kept["illegal"] is None, kept["illegal"]
    assert [m["id"] for m in kept["state"]["players"]["A"]["monsters"]] == ["a-xyz"]
    fire = judged(SHARKS.format(shark=SHARK, other="FIRE"))
    assert "summon_grant.gained" not in [step["code"] for step in fire["steps"]]
    assert fire["state"]["players"]["A"]["monsters"] == []
