""""You can use the effect of "Photon Pirate" up to twice per turn." judged on real cards imported
from ../shared/fixtures/yaml-yugi into a temporary folder (facts only): its player uses that
effect twice in a turn, across two copies, and a third use, on either copy, is refused by the
card's name (5-2-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

PIRATE = "36834155"  # Photon Pirate, 1000 ATK: banish a "Photon" monster, 1000 ATK more


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (PIRATE,)))


def uses(*pirates: str) -> dict:
    actions = "".join(f"  - activate: {{card: {pirate}, effect: 0, cost: [a-photon-{n}]}}\n"
                      "  - pass\n  - pass\n" for n, pirate in enumerate(pirates, 1))
    photons = ", ".join(f"{{id: a-photon-{n}, name: Photon {n}, kind: monster, level: 4, "
                        "archetypes: [Photon]}" for n in range(1, 4))
    return judged(f"""
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-pirate, card: "{PIRATE}"}}, {{id: a-pirate2, card: "{PIRATE}"}}]
    graveyard: [{photons}]
  B: {{}}
actions:
{actions}""")


def test_twice_a_turn_across_two_copies(printed):
    result = uses("a-pirate", "a-pirate2")
    assert result["outcome"] == "completed", result.get("illegal")
    atk = {m["id"]: m["atk"] for m in result["state"]["players"]["A"]["monsters"]}
    assert atk == {"a-pirate": 2000, "a-pirate2": 2000}
    assert result["state"]["players"]["A"]["banished"] == ["a-photon-1", "a-photon-2"]


def test_a_third_use_is_refused_by_the_name(printed):
    result = uses("a-pirate", "a-pirate", "a-pirate2")
    assert result["illegal"]["code"] == "illegal.effect_twice_by_name"
    assert result["illegal"]["rules"] == ["5-2-6"]
    assert "twice" in result["illegal"]["reason"]
