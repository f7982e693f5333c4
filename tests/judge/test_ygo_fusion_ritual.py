"""Fusion and Ritual Summons an effect performs as it resolves (digest 8-5-1, 8-5-2): the
monster and its materials named on the activation, checked then (5-2-4) and as it resolves
(5-2-5), the materials leaving as the monster arrives, a Special Summon of its kind."""
from __future__ import annotations

from typing import Any

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, spell, texts

POLY = spell("poly", name="Polymerization", effect=[{"fusion_summon": {}}])
WINGMAN = monster("wingman", 2100, 1200, 6, name="Flame Wingman",
                  types=["Warrior", "Fusion", "Effect"],
                  special_summon_only={"procedure": "fusion"},
                  fusion_materials=[{"names": ["Avian"]}, {"names": ["Burstinatrix"]}])
AVIAN = monster("avian", 1000, 1000, 3, name="Avian")
BURST = monster("burst", 1200, 800, 3, name="Burstinatrix")
RITUAL = spell("ritual", "ritual", name="Black Luster Ritual",
               effect=[{"ritual_summon": {"names": ["Black Luster Soldier"], "levels": 8}}])
SOLDIER = monster("soldier", 3000, 2500, 8, name="Black Luster Soldier",
                  types=["Warrior", "Ritual"])


def _fuse(a: dict[str, Any], materials: list[str], pick: str = "wingman",
          more: list | None = None) -> dict[str, Any]:
    return run(a, None, [{"activate": {"card": "poly", "pick": pick, "materials": materials}},
                         *(more or ["pass", "pass"])])


def test_polymerization_fusion_summons_with_the_listed_materials():
    result = _fuse({"hand": [POLY, AVIAN], "monsters": [BURST], "extra_deck": [WINGMAN]},
                   ["avian", "burst"])
    assert result["outcome"] == "completed"
    assert monster_ids(result, "A") == ["wingman"]
    assert player(result, "A")["graveyard"] == ["avian", "burst", "poly"]
    assert "Fusion Summons Flame Wingman" in texts(result)
    assert {"8-5-2", "8-4-1"} <= set(result["rules_cited"])


def test_materials_that_are_not_the_listed_ones_make_the_activation_illegal():
    other = monster("other", name="Clayman")
    result = run({"hand": [POLY, AVIAN], "monsters": [other], "extra_deck": [WINGMAN]}, None,
                 [{"activate": {"card": "poly", "pick": "wingman",
                                "materials": ["avian", "other"]}}])
    refused = illegal(result)
    assert refused["code"] == "illegal.summon_by_effect"
    assert {"8-5-2", "5-2-4"} <= set(refused["rules"])
    assert player(result, "A")["hand"] == ["poly", "avian"]


def test_a_material_gone_before_resolution_means_no_summon_and_nothing_sent():
    # B answers with a Trap that destroys Burstinatrix: Polymerization then summons nothing,
    # and Avian stays in the hand (5-2-5)
    hole = {**monster("x"), "id": "hole", "kind": "trap", "trap_type": "normal",
            "effect": [{"destroy": "burst"}]}
    del hole["level"], hole["atk"], hole["def"]
    result = run({"hand": [POLY, AVIAN], "monsters": [BURST], "extra_deck": [WINGMAN]},
                 {"spells_traps": [hole]},
                 [{"activate": {"card": "poly", "pick": "wingman",
                                "materials": ["avian", "burst"]}},
                  {"activate": {"card": "hole"}}, "pass", "pass"])
    assert result["outcome"] == "completed"
    assert monster_ids(result, "A") == []
    assert "avian" in player(result, "A")["hand"]
    assert "wingman" in player(result, "A")["extra_deck"]


def test_a_fusion_summon_is_not_a_way_for_a_monster_that_must_be_synchro_summoned():
    synchro_only = {**WINGMAN, "special_summon_only": {"procedure": "synchro"}}
    result = run({"hand": [POLY, AVIAN], "monsters": [BURST], "extra_deck": [synchro_only]},
                 None, [{"activate": {"card": "poly", "pick": "wingman",
                                      "materials": ["avian", "burst"]}}])
    assert "8-4-7" in illegal(result)["rules"]


def test_a_fusion_monster_answers_its_own_fusion_summon():
    wingman = {**WINGMAN, "effects": [{"type": "trigger", "event": "fusion_summoned",
                                       "effect": [{"draw": 1}]}]}
    result = _fuse({"hand": [POLY, AVIAN], "monsters": [BURST], "extra_deck": [wingman]},
                   ["avian", "burst"], more=["pass", "pass",
                                             {"activate": {"card": "wingman"}}, "pass", "pass"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert len(player(result, "A")["hand"]) == 1  # the card drawn


def _ritual(tributes: list[str], position: str = "defense") -> dict[str, Any]:
    four = monster("four", level=4)
    return run({"hand": [RITUAL, SOLDIER, four],
                "monsters": [monster("other-four", level=4), monster("one", level=1)]}, None,
               [{"activate": {"card": "ritual", "pick": "soldier", "materials": tributes,
                              "position": position}}, "pass", "pass"])


def test_black_luster_ritual_tributes_levels_of_eight_or_more():
    result = _ritual(["four", "other-four"])
    assert result["outcome"] == "completed"
    assert monster_ids(result, "A") == ["one", "soldier"]
    summoned = [m for m in player(result, "A")["monsters"] if m["id"] == "soldier"][0]
    assert summoned["position"] == "defense"
    assert {"four", "other-four", "ritual"} <= set(player(result, "A")["graveyard"])
    assert "8-5-1" in result["rules_cited"]


@pytest.mark.parametrize("tributes,why", [
    (["four"], "why.ritual_levels_short"),
    (["four", "other-four", "one"], "why.ritual_levels_extra"),  # a Tribute not needed
])
def test_ritual_tributes_the_rules_refuse(tributes, why):
    refused = illegal(_ritual(tributes))
    assert refused["params"]["why"]["code"] == why
    assert "8-5-1" in refused["rules"]


def test_an_exact_ritual_needs_exactly_the_level():
    exact = spell("ritual", "ritual", name="End of the World",
                  effect=[{"ritual_summon": {"exact": True}}])
    five = monster("five", level=5)
    result = run({"hand": [exact, SOLDIER, five], "monsters": [monster("four", level=4)]},
                 None, [{"activate": {"card": "ritual", "pick": "soldier",
                                      "materials": ["five", "four"]}}])
    assert illegal(result)["params"]["why"]["code"] == "why.ritual_levels_exact"


def test_a_monster_that_cannot_be_fusion_material_is_refused():
    barred = {**BURST, "no_fusion_material": True}
    result = run({"hand": [POLY, AVIAN], "monsters": [barred], "extra_deck": [WINGMAN]}, None,
                 [{"activate": {"card": "poly", "pick": "wingman",
                                "materials": ["avian", "burst"]}}])
    assert illegal(result)["params"]["why"]["code"] == "why.no_fusion_material"


def test_a_monster_that_must_be_ritual_summoned_comes_by_its_ritual_spell():
    soldier = {**SOLDIER, "special_summon_only": {"procedure": "ritual"}}
    result = run({"hand": [RITUAL, soldier, monster("eight", level=8)]}, None,
                 [{"activate": {"card": "ritual", "pick": "soldier", "materials": ["eight"]}},
                  "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]


def test_advanced_ritual_art_sends_normal_monsters_from_the_deck():
    art = spell("art", "ritual", name="Advanced Ritual Art", effect=[{"ritual_summon": {
        "from": ["deck"], "send": True, "exact": True, "material": {"type": "Normal"}}}])
    normal = {"types": ["Warrior", "Normal"]}
    deck = [monster("n4", level=4, **normal), monster("e4", level=4, types=["Warrior", "Effect"]),
            monster("n4b", level=4, **normal)]
    act = {"activate": {"card": "art", "pick": "soldier", "materials": ["n4", "n4b"]}}
    result = run({"hand": [art, SOLDIER], "deck": deck}, None, [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]
    assert {"n4", "n4b"} <= set(player(result, "A")["graveyard"])
    assert "sending" in texts(result) and "shuffles their Deck" in texts(result)
    act["activate"]["materials"] = ["n4", "e4"]  # an Effect Monster is not a Normal Monster
    refused = illegal(run({"hand": [art, SOLDIER], "deck": deck}, None, [act]))
    assert refused["params"]["why"]["code"] == "why.material_not_there"


SUPER = spell("super", "quick-play", name="Super Polymerization", discard=1,
              no_responses="both", effect=[{"fusion_summon": {"from": ["field",
                                                                    "opponent_field"]}}])


def test_super_polymerization_fuses_with_the_opponents_monster_and_cannot_be_answered():
    jar = {"id": "jar", "kind": "trap", "trap_type": "normal", "effect": [{"draw": 1}]}
    a = {"hand": [SUPER, monster("fodder")], "monsters": [AVIAN], "extra_deck": [WINGMAN]}
    act = {"activate": {"card": "super", "pick": "wingman", "materials": ["avian", "burst"],
                        "cost": ["fodder"]}}
    result = run(a, {"monsters": [BURST], "spells_traps": [jar]},
                 [act, {"activate": {"card": "jar"}}])
    refused = illegal(result)
    assert refused["code"] == "illegal.no_responses" and refused["rules"] == ["11-2-8"]
    result = run(a, {"monsters": [BURST]}, [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["wingman"]
    assert player(result, "B")["graveyard"] == ["burst"]  # to its owner's Graveyard (3-8-2)


def test_a_monster_effect_fusion_summons_with_the_materials_its_activation_names():
    # Proxy F Magician's kind: "During your Main Phase: You can Fusion Summon 1 Fusion Monster
    # from your Extra Deck, using monsters from your field as Fusion Material."
    proxy = monster("proxy", name="Proxy F Magician", effects=[
        {"type": "ignition", "effect": [{"fusion_summon": {"from": ["field"]}}]}])
    a = {"monsters": [proxy, AVIAN, BURST], "extra_deck": [WINGMAN]}
    act = {"activate": {"card": "proxy", "pick": "wingman", "materials": ["avian", "burst"]}}
    result = run(a, None, [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["proxy", "wingman"]
    act["activate"]["materials"] = ["avian"]
    assert illegal(run(a, None, [act]))["code"] == "illegal.summon_by_effect"


def test_a_ritual_monster_only_its_own_ritual_spell_summons():
    beetle = {**SOLDIER, "ritual_only_with": "Javelin Beetle Pact"}
    act = {"activate": {"card": "ritual", "pick": "soldier", "materials": ["eight"]}}
    result = run({"hand": [RITUAL, beetle, monster("eight", level=8)]}, None, [act])
    assert illegal(result)["params"]["why"]["code"] == "why.ritual_only_with"
    pact = {**RITUAL, "name": "Javelin Beetle Pact"}
    result = run({"hand": [pact, beetle, monster("eight", level=8)]}, None,
                 [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["soldier"]


def test_banished_fusion_materials_are_not_sent_to_the_gy_as_fusion_material():
    # a "sent to the GY as Fusion Material" Trigger Effect has nothing to answer when Miracle
    # Fusion banishes the material instead
    avian = {**AVIAN, "effects": [{"type": "trigger", "event": "fusion_material",
                                   "from": "graveyard", "effect": [{"draw": 1}]}]}
    miracle = spell("poly", name="Miracle Fusion",
                    effect=[{"fusion_summon": {"banish": True, "from": ["field", "graveyard"]}}])
    result = run({"hand": [miracle], "graveyard": [avian], "monsters": [BURST],
                  "extra_deck": [WINGMAN]}, None,
                 [{"activate": {"card": "poly", "pick": "wingman",
                                "materials": ["avian", "burst"]}}, "pass", "pass",
                  {"activate": {"card": "avian"}}])
    assert result["outcome"] == "illegal_action"
    assert player(result, "A")["banished"] == ["avian", "burst"]


def test_one_fusion_substitute_stands_in_for_a_material_listed_by_name():
    swamp = monster("swamp", 500, 1100, 3, name="King of the Swamp", fusion_substitute=True)
    other = {**swamp, "id": "swamp-2"}
    act = {"activate": {"card": "poly", "pick": "wingman", "materials": ["avian", "swamp"]}}
    result = run({"hand": [POLY, AVIAN], "monsters": [swamp], "extra_deck": [WINGMAN]}, None,
                 [act, "pass", "pass"])
    assert monster_ids(result, "A") == ["wingman"]
    # "the other Fusion Material(s) must be correct": not two substitutes
    act["activate"]["materials"] = ["swamp-2", "swamp"]
    result = run({"hand": [POLY, other], "monsters": [swamp], "extra_deck": [WINGMAN]}, None,
                 [act])
    assert illegal(result)["params"]["why"]["code"] == "why.fusion_materials"
    # a Fusion Monster that takes only its listed materials
    act["activate"]["materials"] = ["avian", "swamp"]
    exact = {**WINGMAN, "fusion_exact": True}
    result = run({"hand": [POLY, AVIAN], "monsters": [swamp], "extra_deck": [exact]}, None,
                 [act])
    assert result["outcome"] == "illegal_action"


def test_a_fusion_summon_is_a_special_summon_a_summon_lock_forbids():
    # "you cannot Special Summon monsters from the Extra Deck for the rest of this turn,
    # except Machine monsters" (5-2-10), then Polymerization for a Warrior
    lock = spell("lock", name="Lock", effect=[{"summon_lock": {
        "from": "extra_deck", "except": {"type": "Machine"}}}])
    result = run({"hand": [lock, POLY, AVIAN], "monsters": [BURST], "extra_deck": [WINGMAN]},
                 None, [{"activate": {"card": "lock"}}, "pass", "pass",
                        {"activate": {"card": "poly", "pick": "wingman",
                                      "materials": ["avian", "burst"]}}])
    refused = illegal(result)
    assert refused["code"] == "illegal.summon_by_effect" and "5-2-10" in refused["rules"]
