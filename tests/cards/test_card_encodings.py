"""The per-card encodings (cards/encodings/optcg/SET.yaml, cards/percard.py): each entry read
against its card's printed facts in the pinned list (../shared/fixtures, read in place), applied
by the import in place of the parser, and replayed against the official Q&A answer where one
exists (tests/cards/scenarios-percard/, one file per card and question)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from cards_support import card_list, store_cards
from scenario_checks import check_expectations, expectations

from cards import derive, percard, printed
from cards.encoding.abilities import DON_X, EVENT_TIMINGS, SECOND_TIMING, TIMINGS
from cards.models import Card
from judge import services
from judge.engine.core.validate import Problems
from judge.engine.optcg.model import TRIGGER_TIMINGS
from judge.engine.optcg.schema_cards import CardReader

SCENARIOS = Path(__file__).parent / "scenarios-percard"
ENTRIES = percard.entries("optcg")
DON_MINUS = re.compile(r"^DON!! [−-](\d{1,2})\s*:")
CIRCLED = {chr(0x2460 + n - 1): n for n in range(1, 11)}  # ① ... ⑩: rest N DON!! (CR 8-3-1-5)


@pytest.fixture(scope="module")
def printed_cards() -> dict:
    return {c.number: c for c in card_list().cards}


def test_the_file_has_reviewed_entries_of_the_hardest_cards():
    reviewed = [number for number, entry in ENTRIES.items() if entry["reviewed"]]
    assert len(reviewed) >= 25


@pytest.mark.parametrize("number", sorted(ENTRIES))
def test_an_entry_is_valid_scenario_input_for_its_printed_card(printed_cards, number):
    card = printed_cards[number]  # a number the pinned list does not have fails here
    problems = Problems()
    zone = "leader" if card.category == "leader" else "hand"
    written = {key: ENTRIES[number][key] for key in percard.KEYS if key in ENTRIES[number]}
    CardReader(problems).card("card", {"id": number, "type": card.category, **written}, "A",
                              zone, card.category, False)
    assert not problems, [p.to_json() for p in problems.items]


def _printed_timings(card) -> dict[str, dict]:
    """Each timing the card prints as a bracket, with its printed [DON!! xN], [Once Per Turn]
    and DON!! cost; "" for a permanent ability (no timing, not keywords alone)."""
    found: dict[str, dict] = {}
    for ability in printed.abilities(card.text):
        labels, rest = printed.leading_labels(ability)
        if labels and not rest and all(label in printed.KEYWORDS for label in labels):
            continue  # a keyword: the card's printed keywords carry it
        timings = [TIMINGS[label] for label in labels if label in TIMINGS]
        second = SECOND_TIMING.match(rest)
        if second:
            timings.append(TIMINGS[second.group(1)])
            rest = rest[second.end():]
        facts = {"don_x": next((int(DON_X.match(label).group(1)) for label in labels
                                if DON_X.match(label)), 0),
                 "once_per_turn": "Once Per Turn" in labels, "cost": _printed_cost(rest)}
        for timing in timings or [""]:
            found[timing] = facts
    return found


def _unbracketed_dons(card) -> set[int]:
    """The [DON!! xN] of every printed ability without a timing bracket (a card may print a
    permanent ability and an auto effect with a trigger of its own, OP09-061)."""
    found = set()
    for ability in printed.abilities(card.text):
        labels, _ = printed.leading_labels(ability)
        if not any(label in TIMINGS for label in labels):
            found |= {int(DON_X.match(label).group(1)) for label in labels if DON_X.match(label)}
    return found


def _printed_cost(rest: str) -> dict:
    minus = DON_MINUS.match(rest)
    if minus:
        return {"don_minus": int(minus.group(1))}
    if rest[:1] in CIRCLED:
        return {"rest_don": CIRCLED[rest[0]]}
    return {}


@pytest.mark.parametrize("number", sorted(ENTRIES))
def test_an_entry_keeps_the_printed_timings_don_requirements_and_costs(printed_cards, number):
    card, entry = printed_cards[number], ENTRIES[number]
    timings = _printed_timings(card)
    effects = entry.get("effects", {})
    # an ability with no timing bracket may be an auto effect with a trigger of its own ("When
    # your opponent activates an Event"): it keeps the unbracketed ability's printed facts
    own = {timing for timing in effects if timing in TRIGGER_TIMINGS}
    assert set(effects) - own == set(timings) - {""}  # every printed timing, and no other
    assert not own or "" in timings
    assert all((timing in EVENT_TIMINGS) == (card.category == "event") for timing in effects)
    for timing, effect in effects.items():
        facts = timings["" if timing in own else timing]
        effect = effect if isinstance(effect, dict) else {}
        assert effect.get("don_x", 0) == facts["don_x"], timing
        assert effect.get("once_per_turn", False) == facts["once_per_turn"], timing
        for key, value in facts["cost"].items():
            assert effect.get("cost", {}).get(key) == value, timing
    assert ("trigger" in entry) == bool(printed.abilities(card.trigger))
    if "static" in entry or "replace" in entry:
        assert "" in timings  # a permanent ability is printed
        dons = {item.get("don_x", 0) for item in entry.get("static", [])}
        assert dons <= {0, *_unbracketed_dons(card)}


@pytest.mark.parametrize("number", sorted(ENTRIES))
def test_a_reviewed_entry_replaces_the_parser_and_the_print_keeps_its_facts(printed_cards,
                                                                            number):
    card, entry = printed_cards[number], ENTRIES[number]
    found = derive.derive(card.category, card.text, card.trigger, number)
    parsed = derive.derive(card.category, card.text, card.trigger)
    assert found.keywords == printed.printed_keywords(card.text) == parsed.keywords
    if entry["reviewed"]:
        assert (found.automation, found.notes) == ("full", [])
        assert found.encoding == {key: entry[key] for key in percard.KEYS if key in entry}
    else:
        assert found == parsed


@pytest.mark.django_db
def test_the_import_stores_the_entry_and_counts_the_card_fully_automated():
    number = "OP01-003"
    store_cards(number)
    stored = Card.objects.get(game_id="optcg", number=number)
    assert stored.automation == "full" and stored.notes == []
    assert stored.encoding == percard.encoding_of(number)
    assert stored.cost is None and stored.power == 5000  # the printed facts are the print's


def _scenario_cards(path: Path) -> list[str]:
    return sorted(set(re.findall(r"card: ([A-Z]{1,4}\d{0,2}-\d{3})", path.read_text())))


@pytest.mark.django_db
@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.yaml")), ids=lambda p: p.stem)
def test_an_entry_rules_as_the_official_qa_answers(path):
    store_cards(*_scenario_cards(path))
    assert path.stem.split("-qa")[0] in ENTRIES  # named after the card whose entry it replays
    judgement = services.judge_text("optcg", path.read_text(encoding="utf-8"))
    assert judgement.ok, judgement.errors
    assert check_expectations(judgement.result, expectations(path)) == []
    assert not [n for n in judgement.result.get("notes", []) if n["kind"] == "unapplied"]


@pytest.mark.parametrize(("text", "message"), [
    ("OP01-003: [1, 2]\n", "OP01-003: a mapping is expected"),
    ("OP01-003: {effects: {}, reviewd: true}\n", "unknown keys ['reviewd']"),
    ("OP01-003: {effects: {main: []}}\n", "`reviewed: true` or `false` is required"),
    ("OP01-003: {reviewed: true}\n", "no effect key"),
    ("OP01-003: {reviewed: true, effects: [\n", "not valid YAML"),
    ("- a list\n", "a mapping of card numbers is expected"),
])
def test_a_malformed_file_is_refused_with_what_and_where(tmp_path, text, message):
    path = tmp_path / "optcg.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(percard.EncodingFileError, match=re.escape(message)):
        percard.read_file(path)


def test_an_entry_in_another_sets_file_is_refused_naming_its_file(tmp_path, monkeypatch):
    folder = tmp_path / "optcg"
    folder.mkdir()
    (folder / "OP01.yaml").write_text("OP02-001: {reviewed: true, effects: {}}\n", "utf-8")
    monkeypatch.setattr(percard, "FOLDER", tmp_path)
    percard.entries.cache_clear()
    try:
        expected = r"OP01\.yaml: OP02-001 belongs in OP02\.yaml"
        with pytest.raises(percard.EncodingFileError, match=expected):
            percard.entries("optcg")
    finally:
        percard.entries.cache_clear()


@pytest.mark.parametrize(("number", "name"), [
    ("OP01-003", "OP01"), ("ST10-002", "ST"), ("P-003", "P"), ("EB02-010", "EB02"),
    ("PRB01-001", "PRB01"),
])
def test_each_card_number_has_one_file(number, name):
    assert percard.set_file(number) == name
