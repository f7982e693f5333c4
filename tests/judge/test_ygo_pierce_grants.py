""""If your Dragon monster attacks a Defense Position monster, inflict piercing battle damage to
your opponent." (Dragon's Rage, a Continuous Trap) and "While you control another Reptile
monster, if a Reptile monster you control attacks ..." (Lion Alligator), judged on real cards
(imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): while the
card is face-up and its condition holds, the described monster's attack on a Defense Position
monster deals the difference as battle damage (12-6-4); another monster, the card Set, or the
condition not met: no damage (12-6-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

RAGE = "54178050"  # Dragon's Rage: your Dragon monsters
ALLIGATOR = "04611269"  # Lion Alligator, a Reptile with 1900 ATK: while another Reptile


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (RAGE, ALLIGATOR)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    monsters: [{monsters}]
    spells_traps: [{spells_traps}]
  B:
    deck: 5
    monsters: [{{id: b-wall, name: Wall, kind: monster, level: 4, atk: 0, def: 1000,
                 position: defense}}]
actions:
  - battle_phase
  - attack: {{attacker: {attacker}, target: b-wall}}
  - pass
"""
DRAGON = "{id: a-dragon, name: Dragon, kind: monster, level: 4, atk: 2000, def: 0, types: [Dragon]}"
WARRIOR = "{id: a-warrior, name: Warrior, kind: monster, level: 4, atk: 2000, def: 0, " \
    "types: [Warrior]}"
GECKO = "{id: a-gecko, name: Gecko, kind: monster, level: 2, atk: 500, def: 0, types: [Reptile]}"
LION = "{id: a-lion, card: \"04611269\"}"


def lp_of_b(monsters: str, attacker: str, spells_traps: str = "") -> tuple[int, dict]:
    result = judged(BOARD.format(monsters=monsters, spells_traps=spells_traps,
                                 attacker=attacker))
    assert result["outcome"] == "completed", result
    assert "b-wall" in player(result, "B")["graveyard"]  # destroyed in every case (12-6-1)
    return player(result, "B")["lp"], result


def test_a_face_up_card_gives_its_dragons_piercing(imported):
    rage = f"{{id: a-rage, card: \"{RAGE}\", face_up: true}}"
    lp, result = lp_of_b(f"{DRAGON}, {WARRIOR}", "a-dragon", rage)
    assert lp == 8000 - 1000
    assert "12-6-4" in result["rules_cited"]
    lp, result = lp_of_b(f"{DRAGON}, {WARRIOR}", "a-warrior", rage)
    assert lp == 8000  # not a Dragon
    assert "12-6-4" not in result["rules_cited"]
    lp, _ = lp_of_b(DRAGON, "a-dragon", f"{{id: a-rage, card: \"{RAGE}\", face_up: false}}")
    assert lp == 8000  # Set, it applies nothing


def test_a_monster_gives_its_reptiles_piercing_while_another_is_there(imported):
    lp, result = lp_of_b(f"{LION}, {GECKO}", "a-lion")
    assert lp == 8000 - 900  # Lion Alligator itself is one of those Reptiles
    assert "12-6-4" in result["rules_cited"]
    lp, _ = lp_of_b(LION, "a-lion")
    assert lp == 8000  # no other Reptile: the condition does not hold
