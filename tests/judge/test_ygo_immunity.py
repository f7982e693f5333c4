"""Judged scenarios of a monster whose battles its opponent cannot answer (12-3-20,
`battle_lock`), one whose control cannot switch (3-10-5, `no_control_switch`) and an effect
whose activation cannot be answered (11-2-8, the effect's `no_responses`), in the format's own
keys, and real cards read into them (Ancient Gear Golem, Armades, Keeper of Boundaries, Blindly
Loyal Goblin, Superdimensional Robot Galaxy Destroyer, read in place from
../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import duel as build
from ygo_duel import illegal, monster, monster_ids, player, run, spell, texts, trap

from judge.engine import judge

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

GOLEM, ARMADES, GOBLIN = "83104731", "88033975", "35215622"
DESTROYER = "66523544"  # Superdimensional Robot Galaxy Destroyer
EAGLE_EYE = "53693416"
INVADER = "56647086"  # Invader of Darkness
SPELLS_TRAPS = {"when": "attacks", "what": "spells_traps"}
HOLE = trap("b-hole", effect=[{"destroy": "attacker"}], when="opponent_attack_declared")
KURIBOH = monster("b-kuriboh", atk=300, level=1, effects=[{
    "type": "quick", "during": "opponent_damage_calculation", "cost_self": "discard",
    "from": "hand", "effect": [{"this_turn": {"rule": "no_battle_damage", "until": "battle"}}]}])


def attack(attacker: str, target: str, *steps: object) -> list:
    return ["battle_phase", {"attack": {"attacker": attacker, "target": target}}, *steps]


def test_no_spell_or_trap_card_answers_its_attack_declaration():
    golem = monster("a-golem", 3000, position="attack", battle_lock=SPELLS_TRAPS)
    refused = illegal(judge(build(a={"monsters": [golem]}, b={"spells_traps": [HOLE]},
                                  actions=attack("a-golem", "direct",
                                                 {"activate": {"card": "b-hole"}}))))
    assert (refused["code"], refused["rules"]) == ("illegal.battle_lock.spells_traps",
                                                   ["12-3-20"])
    other = run(a={"monsters": [golem, monster("a-x", position="attack")]},
                b={"spells_traps": [HOLE]},
                actions=attack("a-x", "direct", {"activate": {"card": "b-hole"}}, "pass",
                               "pass"))
    assert "a-x" in player(other, "A")["graveyard"]  # another monster's attack: answered


def test_a_monster_effect_still_answers_unless_the_lock_names_every_activation():
    def kuriboh(what: str) -> dict:
        golem = monster("a-golem", 3000, position="attack",
                        battle_lock={"when": "attacks", "what": what})
        return judge(build(a={"monsters": [golem]}, b={"hand": [KURIBOH]}, actions=attack(
            "a-golem", "direct", {"damage_step": {"timing": "damage_calculation"}},
            {"activate": {"card": "b-kuriboh"}}, "pass", "pass", "pass")))
    spared = kuriboh("spells_traps")
    assert spared["outcome"] == "completed" and player(spared, "B")["lp"] == 8000
    assert illegal(kuriboh("all"))["code"] == "illegal.battle_lock.all"


def test_battles_covers_an_attack_on_it_and_a_negated_monster_locks_nothing():
    def answered(when: str, negated: bool = False) -> dict:
        armades = monster("a-armades", 2300, position="attack",
                          battle_lock={"when": when, "what": "all"})
        drain = trap("a-drain", "continuous", face_up=True, negates_monsters=True)
        return judge(build(
            a={"monsters": [armades], "spells_traps": [drain] if negated else []},
            b={"monsters": [monster("b-x", 2500, position="attack")],
               "spells_traps": [trap("b-trap")]}, player="B",
            actions=attack("b-x", "a-armades", {"activate": {"card": "b-trap"}}, "pass",
                           "pass")))
    assert illegal(answered("battles"))["code"] == "illegal.battle_lock.all"
    assert answered("attacks")["outcome"] == "completed"  # it is attacked: it does not attack
    assert answered("battles", negated=True)["outcome"] == "completed"  # 5-5-1


def test_its_own_controller_is_not_stopped():
    golem = monster("a-golem", 3000, position="attack", battle_lock=SPELLS_TRAPS)
    result = run(a={"monsters": [golem], "spells_traps": [trap("a-trap")]},
                 actions=attack("a-golem", "direct", {"activate": {"card": "a-trap"}}, "pass",
                                "pass"))
    assert "a-trap" in player(result, "A")["graveyard"]


def test_control_of_it_cannot_switch_until_its_effects_are_negated():
    heart = spell("heart", target={"what": "monster", "player": "opponent"},
                  effect=[{"take_control": {"card": "chosen", "until": "end_phase"}}])
    goblin = monster("b-goblin", 1800, no_control_switch=True)
    kept = run({"hand": [heart]}, {"monsters": [goblin]}, turn=3,
               actions=[{"activate": {"card": "heart", "target": "b-goblin"}}, "pass", "pass"])
    assert monster_ids(kept, "B") == ["b-goblin"] and monster_ids(kept, "A") == []
    assert "3-10-5" in kept["rules_cited"]
    assert "control of it cannot switch" in texts(kept)
    drain = trap("a-drain", "continuous", face_up=True, negates_monsters=True)
    taken = run({"hand": [heart], "spells_traps": [drain]}, {"monsters": [goblin]}, turn=3,
                actions=[{"activate": {"card": "heart", "target": "b-goblin"}}, "pass",
                         "pass"])
    assert monster_ids(taken, "A") == ["b-goblin"]  # 5-5-1


@pytest.mark.django_db
def test_printed_ancient_gear_golem_armades_and_blindly_loyal_goblin(tmp_path):
    store(subset(tmp_path, (GOLEM, ARMADES, GOBLIN)))
    golem = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-golem, card: "{GOLEM}", position: attack}}]
  B:
    spells_traps: [{{id: b-hole, name: Hole, kind: trap, trap_type: normal,
                    when: opponent_attack_declared, effect: [{{destroy: attacker}}]}}]
actions:
  - battle_phase
  - attack: {{attacker: a-golem, target: direct}}
  - activate: {{card: b-hole}}
""")
    assert golem["illegal"]["code"] == "illegal.battle_lock.spells_traps"
    armades = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: Brute, atk: 2500, def: 1000, position: attack}}]
  B:
    monsters: [{{id: b-armades, card: "{ARMADES}", position: attack}}]
    hand: [{{id: b-kuriboh, name: Kuriboh, kind: monster, level: 1, atk: 300, def: 200,
            effects: [{{type: quick, during: opponent_damage_calculation, cost_self: discard,
                        from: hand, effect: [{{this_turn: {{rule: no_battle_damage,
                                                           until: battle}}}}]}}]}}]
    spells_traps: []
actions:
  - battle_phase
  - attack: {{attacker: a-x, target: b-armades}}
  - damage_step: {{timing: damage_calculation}}
  - activate: {{card: b-kuriboh}}
""")
    assert armades["outcome"] == "completed"  # its controller's own activation: not stopped
    goblin = judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: heart, name: Heart, kind: spell, spell_type: normal,
            target: {{what: monster, player: opponent}},
            effect: [{{take_control: {{card: chosen, until: end_phase}}}}]}}]
  B:
    monsters: [{{id: b-goblin, card: "{GOBLIN}"}}]
actions:
  - activate: {{card: heart, target: b-goblin}}
  - pass
  - pass
""")
    assert [m["id"] for m in goblin["state"]["players"]["B"]["monsters"]] == ["b-goblin"]


def destroyer(who: str, what: str | None = None) -> dict:
    """A's a-xyz detaches 1 material to draw 1 card; its text says who cannot answer that."""
    effect = {"type": "ignition", "detach": 1, "effect": [{"draw": 1}], "no_responses": who,
              **({"no_responses_what": what} if what else {})}
    return {"monsters": [monster("a-xyz", types=["Machine", "Xyz"], materials=1,
                                 effects=[effect])], "deck": [{"id": "a-top"}],
            "spells_traps": [trap("a-trap")]}


def test_an_effect_whose_activation_the_opponent_cannot_answer():
    answer = [{"activate": {"card": "a-xyz"}}, {"activate": {"card": "b-trap"}}]
    refused = illegal(judge(build(a=destroyer("opponent"), b={"spells_traps": [trap("b-trap")]},
                                  actions=answer, phase="main1")))
    assert (refused["code"], refused["rules"]) == ("illegal.no_responses.all", ["11-2-8"])
    own = run(a=destroyer("opponent"), actions=[
        {"activate": {"card": "a-xyz"}}, "pass", {"activate": {"card": "a-trap"}}, "pass",
        "pass"], phase="main1")
    assert player(own, "A")["hand"] == ["a-top"]  # its controller may chain to it
    both = illegal(judge(build(a=destroyer("both"), actions=[
        {"activate": {"card": "a-xyz"}}, "pass", {"activate": {"card": "a-trap"}}],
        phase="main1")))
    assert both["code"] == "illegal.no_responses.all"


def test_an_effect_that_only_spell_and_trap_cards_cannot_answer():
    kuriboh = monster("b-quick", 300, level=1, effects=[{
        "type": "quick", "cost_self": "discard", "from": "hand", "effect": [{"draw": 1}]}])
    b = {"spells_traps": [trap("b-trap")], "hand": [kuriboh], "deck": 3}
    refused = illegal(judge(build(a=destroyer("opponent", "spells_traps"), b=b, actions=[
        {"activate": {"card": "a-xyz"}}, {"activate": {"card": "b-trap"}}], phase="main1")))
    assert refused["code"] == "illegal.no_responses.spells_traps"
    monster_effect = run(a=destroyer("opponent", "spells_traps"), b=b, actions=[
        {"activate": {"card": "a-xyz"}}, {"activate": {"card": "b-quick"}}, "pass", "pass"],
        phase="main1")
    assert "b-quick" in player(monster_effect, "B")["graveyard"]


@pytest.mark.django_db
def test_printed_galaxy_destroyer_cannot_be_answered_by_spells_and_traps(tmp_path):
    store(subset(tmp_path, (DESTROYER,)))
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-robot, card: "{DESTROYER}", materials: 3}}]
  B:
    spells_traps: [{{id: b-trap, name: Trap, kind: trap, trap_type: normal, effect: []}}]
actions:
  - activate: {{card: a-robot}}
  - activate: {{card: b-trap}}
""")
    assert result["illegal"]["code"] == "illegal.no_responses.spells_traps"


def eagle(*steps: object, negated: bool = False, **extra: object) -> dict:
    """A Normal Summons a-eagle, whose Normal Summon no Trap Card answers; B has 2 Set Traps."""
    eye = monster("a-eagle", 1800, no_traps_on_normal_summon=True, **extra)
    drain = trap("b-drain", "continuous", face_up=True, negates_monsters=True)
    hole = trap("b-hole", effect=[{"destroy": "summoned"}], when="summoned",
                summon={"how": ["normal"]})
    return judge(build(a={"hand": [eye]},
                       b={"spells_traps": [hole, *([drain] if negated else [])]},
                       actions=[{"normal_summon": {"card": "a-eagle"}}, *steps], phase="main1"))


def test_no_trap_card_answers_its_normal_summon():
    refused = illegal(eagle({"activate": {"card": "b-hole"}}))
    assert (refused["code"], refused["rules"]) == ("illegal.no_traps_on_summon", ["8-1-10"])
    drained = eagle({"activate": {"card": "b-hole"}}, "pass", "pass", negated=True)
    assert drained["outcome"] == "completed"  # its effects negated: nothing stopped (5-5-1)
    assert "a-eagle" in player(drained, "A")["graveyard"]


@pytest.mark.django_db
def test_printed_eagle_eye_keeps_trap_hole_off(tmp_path):
    store(subset(tmp_path, (EAGLE_EYE,)))
    result = judged(f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{id: a-eagle, card: "{EAGLE_EYE}"}}]
  B:
    spells_traps: [{{id: b-hole, name: Hole, kind: trap, trap_type: normal, when: summoned,
                    summon: {{how: [normal]}}, effect: [{{destroy: summoned}}]}}]
actions:
  - normal_summon: {{card: a-eagle}}
  - activate: {{card: b-hole}}
""")
    assert result["illegal"]["code"] == "illegal.no_traps_on_summon"


def test_a_monster_that_keeps_trap_cards_off_during_the_battle_phase():
    mirage = monster("a-mirage", 1600, position="attack", activation_lock={
        "player": "opponent", "what": "traps", "during": "battle_phase"})
    b = {"spells_traps": [trap("b-trap")]}
    refused = illegal(judge(build(a={"monsters": [mirage]}, b=b, actions=[
        "battle_phase", {"activate": {"card": "b-trap"}}])))
    assert (refused["code"], refused["rules"]) == ("illegal.activation_lock.during", ["5-4-5"])
    assert "during the Battle Phase" in refused["reason"]
    main = run(a={"monsters": [mirage]}, b=b, actions=[{"activate": {"card": "b-trap"}}, "pass",
                                                        "pass"], phase="main1")
    assert "b-trap" in player(main, "B")["graveyard"]  # outside the Battle Phase
    own = run(a={"monsters": [mirage], "spells_traps": [trap("a-trap")]}, actions=[
        "battle_phase", {"activate": {"card": "a-trap"}}, "pass", "pass"])
    assert "a-trap" in player(own, "A")["graveyard"]  # its controller is not named


def test_neither_player_activates_monster_effects_until_it_is_negated():
    fiend = monster("b-fiend", 2500, activation_lock={"player": "both",
                                                      "what": "monster_effects"})
    effect = {"type": "ignition", "effect": [{"draw": 1}]}
    a = {"monsters": [monster("a-drawer", effects=[effect])], "deck": 3}
    refused = illegal(judge(build(a=a, b={"monsters": [fiend]},
                                  actions=[{"activate": {"card": "a-drawer"}}], phase="main1")))
    assert refused["code"] == "illegal.activation_lock"
    drain = trap("a-drain", "continuous", face_up=True, negates_monsters=True)
    drained = run(a={**a, "spells_traps": [drain]}, b={"monsters": [fiend]}, actions=[
        {"activate": {"card": "a-drawer"}}, "pass", "pass"], phase="main1")
    assert drained["outcome"] == "completed"  # 5-5-1, 5-5-2


@pytest.mark.django_db
def test_printed_invader_of_darkness_keeps_quick_play_spells_off(tmp_path):
    store(subset(tmp_path, (INVADER,)))
    result = judged(f"""
game: ygo
turn: {{number: 3, player: B, phase: main1}}
players:
  A:
    monsters: [{{id: a-invader, card: "{INVADER}"}}]
  B:
    hand: [{{id: b-quick, name: Quick, kind: spell, spell_type: quick-play, effect: []}}]
actions:
  - activate: {{card: b-quick}}
""")
    assert result["illegal"]["code"] == "illegal.activation_lock"
