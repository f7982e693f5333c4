"""Worked rulings from the official Q&A for auto effects with a trigger of their own ("When your
opponent activates an Event", "When a DON!! card on your field is returned to your DON!!
deck"...) and for a [DON!! xX] condition checked again when the effect resolves: each file of
trigger_rulings/ names real cards by number and holds the Q&A's answer as its `expect`."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from cards_support import store_cards
from scenario_checks import check_expectations, expectations

from judge import services

pytestmark = pytest.mark.django_db
FOLDER = Path(__file__).parent / "trigger_rulings"
RULINGS = sorted(FOLDER.glob("*.yaml"))
NUMBER = re.compile(r"card: ([A-Z0-9]+-\d{3})")


def _judge(path: Path) -> services.Judgement:
    text = path.read_text(encoding="utf-8")
    store_cards(*sorted(set(NUMBER.findall(text))))
    return services.judge_text("optcg", text)


@pytest.mark.parametrize("path", RULINGS, ids=[p.stem for p in RULINGS])
def test_it_rules_as_the_official_answer_does(path: Path) -> None:
    judgement = _judge(path)
    assert judgement.ok, judgement.errors
    assert check_expectations(judgement.result, expectations(path)) == []


def test_it_has_a_worked_ruling_for_each_trigger_kind() -> None:
    assert len(RULINGS) >= 10
