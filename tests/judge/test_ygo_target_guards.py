"""Judged scenarios of cards that keep the opponent's card effects from targeting the monsters
they describe (5-4-4), in the format's own `target_guards`, and a real card read into it
(Brotherhood of the Fire Fist - Swallow, read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

import sys
from pathlib import Path

from ygo_duel import duel, illegal, monster, player, run, spell, trap

from judge.engine import judge

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import english  # noqa: E402

from cards.ygo import continuous_shapes, psct  # noqa: E402

CRUSH = spell("a-crush", "quick-play", [{"destroy": "chosen"}],
              target={"what": "monster", "player": "any", "zone": "field"})
GUARD = [{"monsters": {"type": "Beast-Warrior"}}]


def aimed(target: str, b: dict, a: dict | None = None) -> dict:
    return judge(duel(a={"hand": [CRUSH], **(a or {})}, b=b,
                      actions=[{"activate": {"card": "a-crush", "target": target}}, "pass",
                               "pass"]))


def test_the_opponent_cannot_target_the_monsters_it_describes():
    swallow = monster("b-swallow", 1000, types=["Winged Beast"], target_guards=GUARD)
    fighter = monster("b-fighter", 1000, types=["Beast-Warrior"])
    refused = illegal(aimed("b-fighter", {"monsters": [swallow, fighter]}))
    assert (refused["code"], refused["rules"][0]) == ("illegal.untargetable.by", "5-4-4")
    hit = aimed("b-swallow", {"monsters": [swallow, fighter]})  # not a Beast-Warrior itself
    assert player(hit, "B")["graveyard"] == ["b-swallow"]


def test_its_controller_may_and_a_negated_guard_guards_nothing():
    swallow = monster("a-swallow", 1000, target_guards=GUARD)
    fighter = monster("a-fighter", 1000, types=["Beast-Warrior"])
    own = aimed("a-fighter", {}, {"monsters": [swallow, fighter]})
    assert player(own, "A")["graveyard"] == ["a-fighter", "a-crush"]
    drain = trap("a-drain", "continuous", face_up=True, negates_monsters=True)
    negated = run(a={"hand": [CRUSH], "spells_traps": [drain]},
                  b={"monsters": [dict(swallow, id="b-s"), dict(fighter, id="b-f")]},
                  actions=[{"activate": {"card": "a-crush", "target": "b-f"}}, "pass", "pass"])
    assert player(negated, "B")["graveyard"] == ["b-f"]  # 5-5-1


def test_printed_fire_fist_swallow_guards_beast_warriors():
    card = english("02521011")
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    fields: dict = {}
    continuous_shapes.read_monster(reading, fields, [])
    assert fields["target_guards"] == [{"monsters": {"type": "Beast-Warrior"}}]
