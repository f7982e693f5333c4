"""What a monster's own procedure gives it, read from real cards (Rose Princess: "If Summoned
this way, treat this card as a Tuner.", with its "once per turn this way" printed after that;
Assault Blackwing - Kunai the Drizzle: "... this card is treated as a Tuner monster."; Indiora
Doom Volt the Cubic Emperor: "If Summoned this way, this card gains 2400 ATK."; imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: a Continuous
Effect of the monster from that Summon, not while its effects are negated (8-4-16, 8-5-14,
5-5-1)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

ROSE_PRINCESS, KUNAI, INDIORA = "58062306", "70456282", "03775068"
# a face-up card that negates every face-up monster's effects (5-5-1)
DRAIN = {"id": "b-drain", "kind": "trap", "trap_type": "continuous", "face_up": True,
         "negates_monsters": True, "effect": []}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (ROSE_PRINCESS, KUNAI, INDIORA)))


def test_the_rider_is_read_into_the_one_procedure():
    [rose] = derived(ROSE_PRINCESS).encoding["summon_procedures"]
    assert rose["this_way"] == {"tuner": True}
    assert rose["once_per_turn"] is True  # printed after the rider, kept with the procedure
    [kunai] = derived(KUNAI).encoding["summon_procedures"]
    assert kunai["this_way"] == {"tuner": True}
    assert "once_per_turn" not in kunai
    [indiora] = derived(INDIORA).encoding["summon_procedures"]
    assert indiora["this_way"] == {"atk": 2400}


def play(a: dict, b: dict, actions: list) -> dict:
    return judged(json.dumps(duel(a=a, b=b, actions=actions)))


def rose_synchro(procedure: bool, negator: bool = False) -> dict:
    first = {"procedure_summon": {"card": "a-rose"}} if procedure \
        else {"normal_summon": {"card": "a-rose"}}
    steps = [first, {"normal_summon": {"card": "a-four"}} if procedure
             else {"special_summon": {"card": "a-four"}},
             {"synchro_summon": {"card": "a-seven", "materials": ["a-rose", "a-four"]}}]
    extra = [monster("a-seven", 2500, level=7, types=["Dragon", "Synchro", "Effect"])]
    return play({"hand": [{"id": "a-rose", "card": ROSE_PRINCESS}, monster("a-four")],
                 "extra_deck": extra},
                {"monsters": [monster("b-one")], "spells_traps": [DRAIN] if negator else []},
                steps)


def test_rose_princess_summoned_by_its_procedure_is_a_tuner(printed):
    assert Card.objects.get(game_id="ygo", number=ROSE_PRINCESS).automation == "full"
    result = rose_synchro(procedure=True)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-seven" in [m["id"] for m in player(result, "A")["monsters"]]
    assert {"8-4-16", "8-5-14"} <= set(result["rules_cited"])


def test_rose_princess_is_no_tuner_while_its_effects_are_negated(printed):
    result = rose_synchro(procedure=True, negator=True)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "8-5-3"
    assert "5-5-1" in result["rules_cited"]


def test_rose_princess_turned_face_down_is_no_tuner_once_face_up_again(printed):
    turn = [{"id": f"a-{to}", "kind": "spell", "spell_type": "quick-play",
             "target": {"what": "monster"},
             "effect": [{"change_position": {"card": "chosen", "to": to}}]}
            for to in ("set", "attack")]
    steps = [{"procedure_summon": {"card": "a-rose"}}, {"normal_summon": {"card": "a-four"}},
             {"activate": {"card": "a-set", "target": "a-rose"}}, "pass", "pass",
             {"activate": {"card": "a-attack", "target": "a-rose"}}, "pass", "pass",
             {"synchro_summon": {"card": "a-seven", "materials": ["a-rose", "a-four"]}}]
    extra = [monster("a-seven", 2500, level=7, types=["Dragon", "Synchro", "Effect"])]
    result = play({"hand": [{"id": "a-rose", "card": ROSE_PRINCESS}, monster("a-four")],
                   "spells_traps": turn, "extra_deck": extra},
                  {"monsters": [monster("b-one")]}, steps)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "8-5-3"
    [rose] = [m for m in player(result, "A")["monsters"] if m["id"] == "a-rose"]
    assert rose["position"] == "attack"  # face-up again, a new card (5-2-18)


def indiora(negator: bool = False) -> dict:
    cubics = [monster(f"a-cubic{n}", archetypes=["Cubic"]) for n in range(3)]
    return play({"monsters": cubics, "hand": [{"id": "a-indiora", "card": INDIORA}]},
                {"spells_traps": [DRAIN] if negator else []},
                [{"procedure_summon": {"card": "a-indiora",
                                       "cost": ["a-cubic0", "a-cubic1", "a-cubic2"]}}])


def test_indiora_summoned_by_its_procedure_gains_2400_atk(printed):
    assert Card.objects.get(game_id="ygo", number=INDIORA).automation == "full"
    result = indiora()
    assert result["outcome"] == "completed", result.get("illegal")
    [card] = [m for m in player(result, "A")["monsters"] if m["id"] == "a-indiora"]
    assert card["atk"] == 0 + 2400  # printed with 0 ATK
    assert "8-4-16" in result["rules_cited"]
    assert "2400" in texts(result)


def test_indiora_keeps_its_printed_atk_while_its_effects_are_negated(printed):
    result = indiora(negator=True)
    assert result["outcome"] == "completed", result.get("illegal")
    [card] = [m for m in player(result, "A")["monsters"] if m["id"] == "a-indiora"]
    assert card["atk"] == 0
