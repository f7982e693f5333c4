"""Every judgement of record stays as it was (golden.py says what is judged): a change of the
engine's structure must change none of them. A change meant to change judgements regenerates
the record (`.venv/bin/python tests/judge/golden.py --update`) and says so in its commit."""
from __future__ import annotations

import golden


def test_every_judgement_is_as_recorded() -> None:
    now = golden.compute()
    assert len(now["scenarios"]) >= 229 and len(now["cards"]) >= 2665
    assert golden.differences(now, golden.stored()) == []


def test_a_changed_judgement_is_caught() -> None:
    kept = golden.stored()
    number = sorted(kept["cards"])[0]
    changed = {**kept, "cards": {**kept["cards"], number: golden.digest("another ruling")}}
    assert golden.differences(kept, changed) == [f"cards: {number}"]
