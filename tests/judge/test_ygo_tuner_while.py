"""A Synchro Monster treated as a Tuner while face-up on the field, when it was Synchro Summoned
using a "Blackwing" monster as material (8-5-14): Assault Blackwing - Sayo the Rain Hider and
Assault Blackwing - Chidori the Rain Sprinkling, real cards read in place from
../shared/fixtures/yaml-yugi (facts only, imported into a temporary folder), their sentence
read into `tuner_if_synchro_with`, and Sayo judged as the Tuner of a second Synchro Summon."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, judged, store, subset  # noqa: E402

SAYO, CHIDORI = "17994645", "23338098"


@pytest.mark.parametrize("number", [SAYO, CHIDORI])
def test_the_sentence_is_read_into_the_key(number):
    found = derived(number)
    assert found.encoding["tuner_if_synchro_with"] == "Blackwing"
    assert not any("treated as a Tuner" in note for note in found.notes)


def test_sayo_reads_in_full():
    assert derived(SAYO).automation == "full"


BOARD = """
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    extra_deck:
      - {{id: a-sayo, card: "17994645"}}
      - {{id: a-five, name: Five, level: 5, atk: 2000, def: 0, types: [Dragon, Synchro],
         attribute: DARK}}
    monsters:
      - {{id: a-tuner, name: {tuner}, level: 1, atk: 100, def: 100,
         types: [Winged Beast, Tuner, Effect], attribute: DARK{archetypes}}}
      - {{id: a-one, name: One, level: 1, atk: 100, def: 100, attribute: DARK}}
      - {{id: a-three, name: Three, level: 3, atk: 100, def: 100, attribute: DARK}}
  B: {{}}
actions:
  - synchro_summon: {{card: a-sayo, materials: [a-tuner, a-one]}}
  - synchro_summon: {{card: a-five, materials: [a-sayo, a-three]}}
"""


def run(blackwing: bool) -> dict:
    return judged(BOARD.format(
        tuner="Blackwing Tuner" if blackwing else "Other Tuner",
        archetypes=", archetypes: [Blackwing]" if blackwing else ""))


@pytest.mark.django_db
def test_sayo_is_a_tuner_only_when_a_blackwing_was_its_material(tmp_path):
    store(subset(tmp_path, (SAYO,)))
    done = run(blackwing=True)
    assert done["outcome"] == "completed", done.get("illegal")
    assert "a-five" in [m["id"] for m in done["state"]["players"]["A"]["monsters"]]
    assert "8-5-14" in done["rules_cited"]
    refused = run(blackwing=False)
    assert refused["outcome"] == "illegal_action"
    assert "8-5-14" not in refused["rules_cited"]
    assert refused["illegal"]["rules"] == ["8-5-3"]  # no Tuner among the materials
