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


def _codes(name: str) -> list[str]:
    judgement = _judge(FOLDER / f"{name}.yaml")
    return [step["code"] for step in judgement.result["steps"]]


def test_the_attacks_damage_effect_resolves_before_the_checked_cards_trigger() -> None:
    # official Q&A, OP03-041 Usopp: Life checked, then the effect, then the [Trigger]
    codes = _codes("usopp-damage-effect-before-the-trigger")
    assert codes.index("deck_trashed") < codes.index("trigger_activated")


def test_the_event_resolves_before_the_effect_it_sets_off() -> None:
    # official Q&A, OP11-012 Franky: the Event's [Counter] first, then Franky's effect
    codes = _codes("franky-event-powers-up-the-attack")
    assert codes.index("auto_activates") > max(
        i for i, code in enumerate(codes) if code.startswith("power_changed")
        and i < codes.index("auto_activates"))
    assert codes.count("auto_activates") == 1


def test_two_don_returned_apart_do_not_make_two_or_more() -> None:
    # official Q&A, EB02-035 Sanji & Pudding and OP09-061: "at the same time"
    assert "auto_activates" not in _codes("sanji-pudding-two-don-minus-one-apart")
    assert "auto_activates" in _codes("sanji-pudding-don-minus-two-at-once")


def test_each_trigger_the_parser_reads_is_declared_and_named_in_every_language() -> None:
    from cards.encoding.triggers import WHEN
    from judge.engine.optcg import triggers
    from judge.engine.optcg.model import TRIGGER_TIMINGS
    from judge.engine.optcg.rules import CITABLE

    assert triggers.TIMINGS == TRIGGER_TIMINGS
    assert {timing for _pattern, timing, _categories in WHEN} == set(TRIGGER_TIMINGS)
    for trigger in triggers.TRIGGERS:
        assert set(trigger.rules) <= CITABLE
    from judge.engine.core.catalogue import LANGUAGES, messages

    for language in LANGUAGES:
        words = messages("optcg", language)
        missing = [t for t in TRIGGER_TIMINGS if f"timing.{t}" not in words]
        assert missing == [], language


def test_a_cost_already_lowered_to_seven_takes_the_leaders_minus_one() -> None:
    # official Q&A, OP02-002 Monkey.D.Garp: 8 lowered to 7 by another effect, then −1: 6
    judgement = _judge(FOLDER / "garp-cost-lowered-below-eight.yaml")
    last = judgement.result["steps"][-1]
    assert last["code"] == "cost_changed" and last["params"]["cost"] == 6


def _judge_text(text: str, *numbers: str) -> dict:
    store_cards(*numbers)
    judgement = services.judge_text("optcg", text)
    assert judgement.ok, judgement.errors
    return judgement.result


def test_a_leader_attacking_the_opponents_leader_sets_off_its_trigger() -> None:
    # OP12-081 Koala (printed text; the official Q&A asks about its other ability)
    text = ("game: optcg\nturn: {number: 5, player: A}\nplayers:\n  A:\n"
            "    leader: {id: a-koala, card: OP12-081}\n"
            "    characters: [{id: a1, cost: 8}, {id: a2, cost: 9}, {id: a3, cost: 2}]\n"
            "    deck: 5\n  B:\n    characters: [{id: b-x, power: 1000, rested: true}]\n"
            "actions:\n  - attack: {attacker: a-koala, target: B.leader}\n  - pass\n  - pass\n"
            "  - attack: {attacker: a1, target: b-x}\n  - pass\n  - pass\n")
    result = _judge_text(text, "OP12-081")
    assert len(result["state"]["players"]["A"]["hand"]) == 1  # drew once: not for a1's attack


def test_a_life_card_added_to_the_hand_by_an_effect_sets_off_its_trigger() -> None:
    # OP05-107 Lieutenant Spacey (printed text): A's own effect adds A's Life card to the hand
    text = ("game: optcg\nturn: {number: 5, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-spacey, card: OP05-107}]\n"
            "    hand: [{id: a-pull, type: event, cost: 0, effects: {main: [{life_to_hand: 1}]}}]\n"
            "  B: {}\nactions:\n  - use_event: {card: a-pull}\n")
    result = _judge_text(text, "OP05-107")
    spacey = result["state"]["players"]["A"]["characters"][0]
    assert spacey["power"] == 6000


def test_a_character_ko_d_in_battle_is_not_removed_by_your_effect() -> None:
    # "by your effect": losing a battle is no effect (CR 7-1-4-1-2), so Shakuyaku stays quiet
    text = ("game: optcg\nturn: {number: 5, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-shakuyaku, card: OP08-046}, {id: a-big, power: 9000}]\n"
            "  B:\n    characters: [{id: b-x, power: 3000, rested: true}]\n"
            "    hand: [{id: b1}, {id: b2}, {id: b3}, {id: b4}, {id: b5}]\n"
            "actions:\n  - attack: {attacker: a-big, target: b-x}\n  - pass\n  - pass\n")
    result = _judge_text(text, "OP08-046")
    assert "auto_activates" not in [step["code"] for step in result["steps"]]
    assert len(result["state"]["players"]["B"]["hand"]) == 5


def test_a_character_that_battles_and_kos_sets_off_its_trigger() -> None:
    # OP02-094 (printed text, no official Q&A): [DON!! x1] [Once Per Turn] ... set this
    # Character as active, once the battle's K.O. is done
    text = ("game: optcg\nturn: {number: 5, player: A}\nplayers:\n  A:\n"
            "    characters: [{id: a-card, card: OP02-094, don: 1}]\n"
            "  B:\n    characters: [{id: b-x, power: 1000, rested: true}]\n"
            "actions:\n  - attack: {attacker: a-card, target: b-x}\n  - pass\n  - pass\n")
    result = _judge_text(text, "OP02-094")
    a = result["state"]["players"]["A"]["characters"][0]
    assert a["rested"] is False and result["state"]["players"]["B"]["trash"] == ["b-x"]


def test_a_character_ko_d_in_battle_or_by_its_own_side_is_not_ko_d_by_the_opponent() -> None:
    # OP11-035 Fisher Tiger (printed text): "K.O.'d by your opponent's effect" only; losing a
    # battle is no effect (CR 7-1-4-1-2), and A's own Event is not the opponent's
    text = ("game: optcg\nturn: {number: 5, player: B}\nplayers:\n  A:\n"
            "    characters: [{id: a-tiger, card: OP11-035, rested: true}, {id: a-other}]\n"
            "    hand: [{id: a-fish, type: character, cost: 3, traits: [Fish-Man]}]\n"
            "    don: {active: 1}\n"
            "  B:\n    characters: [{id: b-big, power: 9000}]\n"
            "actions:\n  - attack: {attacker: b-big, target: a-tiger}\n  - pass\n  - pass\n")
    result = _judge_text(text, "OP11-035")
    assert "auto_resolves_from_trash" not in [step["code"] for step in result["steps"]]
    assert [c["id"] for c in result["state"]["players"]["A"]["characters"]] == ["a-other"]
    own = text.replace("turn: {number: 5, player: B}", "turn: {number: 5, player: A}").replace(
        "    don: {active: 1}\n", "    don: {active: 1}\n    hand: [{id: a-ko, type: event, "
        "cost: 0, effects: {main: {target: {owner: you, types: [character]}, steps: "
        "[{ko: chosen}]}}}]\n").replace(
        "actions:\n  - attack: {attacker: b-big, target: a-tiger}\n  - pass\n  - pass\n",
        "actions:\n  - use_event: {card: a-ko, target: a-tiger}\n")
    result = _judge_text(own.replace(
        "    hand: [{id: a-fish, type: character, cost: 3, traits: [Fish-Man]}]\n", ""),
        "OP11-035")
    assert "auto_resolves_from_trash" not in [step["code"] for step in result["steps"]]


def test_a_character_ko_d_by_the_opponents_effect_sets_off_its_trigger() -> None:
    # OP11-035 Fisher Tiger (printed text): B's Event K.O.'s it, A rests 1 DON!! and plays
    text = ("game: optcg\nturn: {number: 5, player: B}\nplayers:\n  A:\n"
            "    characters: [{id: a-tiger, card: OP11-035}]\n"
            "    hand: [{id: a-fish, type: character, cost: 3, traits: [Fish-Man]}]\n"
            "    don: {active: 1}\n"
            "  B:\n    hand: [{id: b-ko, type: event, cost: 0, effects: {main: {target: "
            "{owner: opponent, types: [character]}, steps: [{ko: chosen}]}}}]\n"
            "actions:\n  - choose: {card: a-tiger, target: a-fish}\n"
            "  - use_event: {card: b-ko, target: a-tiger}\n")
    result = _judge_text(text, "OP11-035")
    assert [c["id"] for c in result["state"]["players"]["A"]["characters"]] == ["a-fish"]
