"""The conditions listed after "but" at the end of a Special Summon's sentence: "but it cannot
attack" (12-3-21, `no_attack: always|direct|turn`) and "but it has its effects negated"
(`negated`, 5-5-1), read from real cards' English texts (read in place from
../shared/fixtures/yaml-yugi) and set on the one summoning step."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import summon_riders


def _steps(number: str, index: int = 0) -> list[dict]:
    card = derived(number)
    assert card.automation == "full", card.notes
    encoding = card.encoding
    return encoding["effect"] if "effect" in encoding else encoding["effects"][index]["effect"]


def test_cannot_attack_and_destroyed_during_the_end_phase():
    fetch = _steps("31443476")[0]["fetch"]  # Quick Launch
    assert (fetch["no_attack"], fetch["destroy_end_phase"]) == ("always", True)


def test_cannot_attack_this_turn():
    summon = _steps("82946847")[0]["fetch"]  # Petiteranodon
    assert summon["no_attack"] == "turn"


def test_cannot_attack_directly():
    summon = _steps("69718652")[0]["special_summon"]  # Ritual Beast Ulti-Nochiudrago
    assert summon == {"card": "chosen", "no_attack": "direct"}


def test_it_has_its_effects_negated():
    summon = _steps("18837926")[0]["special_summon"]  # Motivating Captain
    assert summon["negated"] is True and summon["position"] == "defense"


def test_three_riders_together():
    # Lunalight Tiger: "..., but it cannot attack, its effects are negated, also it is
    # destroyed during the End Phase."
    summon = _steps("83190280", 1)[0]["special_summon"]
    assert (summon["no_attack"], summon["negated"], summon["destroy_end_phase"]) == (
        "always", True, True)


def test_a_list_with_an_unknown_item_is_not_read_off():
    text = "Special Summon it, but it cannot attack, also you lose 1000 LP."
    assert summon_riders.riders(text) == (text, {})
    assert summon_riders.riders("Special Summon it, but they cannot attack this turn.") == (
        "Special Summon it.", {"no_attack": "turn"})
