"""Engine checks of judge/engine/ygo/tail_events.py on cards typed by hand: a Fusion Material's
Trigger Effect that answers only the Fusion Summon of a monster its `for` describes ("as a Fusion
Material for a Fusion Summon of a "Frightfur" Fusion Monster", 8-5-1, 5-1-3)."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, spell

POLY = spell("poly", name="Polymerization", effect=[{"fusion_summon": {}}])
BURST = monster("burst", 1200, 800, 3, name="Burstinatrix")
AVIAN = monster("avian", 1000, 1000, 3, name="Avian",
                effects=[{"type": "trigger", "event": "fusion_material", "from": "graveyard",
                          "for": {"archetype": "HERO"}, "effect": [{"draw": 1}]}])


def wingman(archetypes: list[str]) -> dict:
    return monster("wingman", 2100, 1200, 6, name="Flame Wingman", archetypes=archetypes,
                   types=["Warrior", "Fusion", "Effect"],
                   special_summon_only={"procedure": "fusion"},
                   fusion_materials=[{"names": ["Avian"]}, {"names": ["Burstinatrix"]}])


def fuse(archetypes: list[str]) -> dict:
    return run({"hand": [POLY, AVIAN], "monsters": [BURST], "extra_deck": [wingman(archetypes)],
                "deck": 3}, None,
               [{"activate": {"card": "poly", "pick": "wingman", "materials": ["avian", "burst"]}},
                "pass", "pass", {"activate": {"card": "avian"}}, "pass", "pass"])


def test_a_fusion_materials_effect_answers_the_fusion_summon_its_text_describes():
    result = fuse(["HERO"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert len(player(result, "A")["hand"]) == 1  # the card it drew


def test_another_fusion_summon_is_not_the_one_it_answers():
    refused = illegal(fuse([]))
    assert (refused["code"], refused["rules"][0]) == ("illegal.trigger_no_event", "5-1-3")
