"""An Equip Spell with `bond: equips` (SPYRAL GEAR - Big Red, its text read in place), judged:
it Special Summons its target and equips it, the monster then not destroyed by battle (4-5-5,
10-4-7); with no zone for the Summon it cannot be activated (8-7-2)."""
from __future__ import annotations

import sys
from pathlib import Path

from ygo_duel import illegal, monster, player, run, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived  # noqa: E402


def big_red(*after: object, b: dict | None = None, extra: dict | None = None) -> dict:
    card = derived("30979619")  # SPYRAL GEAR - Big Red
    red = {"id": "a-red", "kind": "spell", "spell_type": "equip", **card.encoding}
    a = {"graveyard": [monster("a-agent", atk=1000, archetypes=["SPYRAL"])], "hand": [red],
         **(extra or {})}
    return run(a=a, b=b or {}, actions=[{"activate": {"card": "a-red", "target": "a-agent"}},
                                        *after])


def test_it_revives_and_equips_its_target_which_survives_battle():
    wall = {"monsters": [monster("b-wall", atk=2500, position="attack")]}
    result = big_red("pass", "pass", "battle_phase",
                     {"attack": {"attacker": "a-agent", "target": "b-wall"}}, "pass", b=wall)
    mine = player(result, "A")
    assert [c["id"] for c in mine["monsters"]] == ["a-agent"]
    assert [c["id"] for c in mine["spells_traps"]] == ["a-red"]
    assert mine["lp"] == 6500  # the damage is still taken
    assert {"4-5-5", "10-4-7"} <= set(result["rules_cited"])
    assert "a-red is equipped to a-agent" in texts(result)


def test_with_no_zone_for_the_summon_it_cannot_be_activated():
    full = {"monsters": [monster(f"a-m{n}") for n in range(5)]}  # no Main Monster Zone free
    result = big_red("pass", "pass", extra=full)
    assert illegal(result)
    assert "8-7-2" in result["rules_cited"]
