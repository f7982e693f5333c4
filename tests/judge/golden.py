"""The judgements of record: a digest of every judgement the project can make from material it
keeps, so a change of structure (the engine's families, its reader, its filters) is shown to
change no judgement at all.

What is judged, in one pass:

- every public scenario (../shared/scenarios, ../shared/scenarios-ygo), every worked example
  (judge/examples/GAME), every worked ruling (tests/judge/optcg_rulings, tests/judge/worked)
  and every card scenario (tests/cards/scenarios and scenarios-percard, its `card: NUMBER`
  filled from the pinned list);
- every card of the pinned English card list (../shared/fixtures/punk-records, read in place):
  what the project derives from it (the parser, or its reviewed per-card encoding,
  cards/encodings/), the engine's reading of that encoding, and one
  judgement that uses the card (played, or its [Main] or [Activate: Main] used).

Only digests are stored (sha256 of our own output, keyed by file name or card number), never
card text. Regenerate after a change that is MEANT to change judgements:

    .venv/bin/python tests/judge/golden.py --update
"""
from __future__ import annotations

import copy
import dataclasses
import functools
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
GOLDEN = Path(__file__).resolve().parent / "golden" / "optcg-judgements.json"
ENGLISH = SHARED / "fixtures" / "punk-records" / "english"
SCENARIO_FOLDERS = (SHARED / "scenarios", SHARED / "scenarios-ygo",
                    ROOT / "judge" / "examples" / "optcg", ROOT / "judge" / "examples" / "ygo",
                    ROOT / "tests" / "judge" / "optcg_rulings",
                    ROOT / "tests" / "judge" / "worked" / "ygo",
                    ROOT / "tests" / "cards" / "scenarios",
                    ROOT / "tests" / "cards" / "scenarios-percard")


def canonical(value: Any) -> Any:
    """`value` as plain data, the same in every run: sets sorted (their order follows the
    string hashes, which change from run to run), dataclasses as their fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"@": type(value).__name__,
                **{f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(item) for item in value), key=lambda item: json.dumps(
            item, sort_keys=True, default=repr))
    if isinstance(value, (list, tuple)):
        return [canonical(item) for item in value]
    if isinstance(value, dict):
        return {str(key): canonical(item) for key, item in value.items()}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return type(value).__name__  # a function or another object: its kind only


def digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@functools.cache
def _records() -> dict[str, Any]:
    from cards.importers import punkrecords
    # a missing fixture fails here (no data/ folder): never a quiet skip
    return {record.number: record for record in punkrecords.read_folder(ENGLISH).cards}


@functools.cache
def _derived(number: str) -> Any:
    from cards.derive import derive
    record = _records()[number]
    # with the number, as the import derives it: a reviewed per-card encoding wins
    return derive(record.category, record.text, record.trigger, number)


def _fields(number: str) -> dict[str, Any]:
    """The scenario keys of a printed card, as the site's lookup fills them
    (judge/cardlookup.py, `scenario_fields`), from the list instead of the database."""
    from judge.cardlookup import optcg_fields
    record, derived = _records()[number], _derived(number)
    return optcg_fields(name=record.name, category=record.category, cost=record.cost,
                        power=record.power, counter=record.counter, life=record.life,
                        lists=(("colors", record.colors), ("keywords", derived.keywords),
                               ("traits", record.traits), ("attributes", record.attributes)),
                        encoding=copy.deepcopy(derived.encoding))


def lookup(number: str) -> Any:
    from judge.engine import PrintedCard
    if number not in _records():
        return None
    return PrintedCard(number=number, fields=_fields(number),
                       unapplied=tuple(_derived(number).notes))


def _scenario_files() -> Iterator[tuple[str, Path]]:
    for folder in SCENARIO_FOLDERS:
        for path in sorted(folder.glob("*.yaml")):
            yield f"{folder.parent.name}/{folder.name}/{path.name}", path


def _card_board(number: str) -> dict[str, Any]:
    """A board that puts the card to work: A's Leader, or in A's hand to be played or used,
    with DON!!, a hand, a deck, Life and a trash to pay and search, and B's Characters to aim
    at."""
    category = _records()[number].category
    timings = _derived(number).encoding.get("effects") or {}
    activate = ([{"activate": {"card": "A.leader" if category == "leader" else "a-card",
                               "target": _aim(timings["activate_main"])}}]
                if "activate_main" in timings else [])
    card = {"id": "a-card", "card": number}
    side_a: dict[str, Any] = {
        "hand": [{"id": "a-h1", "cost": 2, "power": 3000, "counter": 1000},
                 {"id": "a-h2", "type": "event", "cost": 1}],
        "deck": [{"id": f"a-d{i}", "cost": i % 6, "power": 1000 * (i % 7)} for i in range(8)],
        "life": 3, "trash": [{"id": "a-t1", "cost": 3, "power": 4000}],
        "characters": [{"id": "a-c1", "cost": 3, "power": 4000}],
        "don": {"active": 10}}
    actions: list[Any]
    if category == "leader":
        side_a["leader"] = {"card": number}
        actions = [*activate, {"attack": {"attacker": "A.leader", "target": "B.leader"}},
                   "pass"]
    elif category == "event":
        side_a["hand"].append(card)
        actions = [{"use_event": {"card": "a-card", "target": _aim(timings.get("main"))}}]
    else:
        side_a["hand"].append(card)
        actions = [{"play": {"card": "a-card"}}, *activate]
    return {"game": "optcg", "turn": {"number": 5, "player": "A"},
            "players": {"A": side_a, "B": {
                "characters": [{"id": "b-c1", "cost": 4, "power": 5000},
                               {"id": "b-c2", "cost": 1, "power": 2000, "rested": True}],
                "hand": [{"id": "b-h1", "counter": 1000}], "life": 4}},
            "actions": actions}


def _aim(effect: Any) -> str:
    """A's Character for an effect that chooses among its controller's cards, else B's."""
    wanted = effect.get("target") if isinstance(effect, dict) else None
    return "a-c1" if isinstance(wanted, dict) and wanted.get("owner") == "you" else "b-c1"


def _card_entry(number: str) -> str:
    from judge.engine import judge
    from judge.engine.optcg.parse import parse_scenario
    derived = _derived(number)
    board = _card_board(number)
    state, actions, problems = parse_scenario(copy.deepcopy(board), lookup)
    reading = (problems.to_json() if state is None
               else canonical([[state.cards[i] for i in sorted(state.cards)], actions]))
    return digest({"derived": [derived.keywords, derived.encoding, derived.notes,
                               derived.automation],
                   "read": reading,
                   "judged": judge(board, lookup)})


def compute() -> dict[str, dict[str, str]]:
    from judge.engine import judge
    scenarios = {name: digest(judge(path.read_text(encoding="utf-8"), lookup))
                 for name, path in _scenario_files()}
    cards = {number: _card_entry(number) for number in sorted(_records())}
    return {"scenarios": scenarios, "cards": cards}


def stored() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


def differences(now: dict[str, dict[str, str]], kept: dict[str, dict[str, str]]) -> list[str]:
    """Every entry whose judgement changed, appeared or went away."""
    out = []
    for part in ("scenarios", "cards"):
        mine, theirs = now.get(part, {}), kept.get(part, {})
        out += [f"{part}: {key}" for key in sorted(set(mine) | set(theirs))
                if mine.get(key) != theirs.get(key)]
    return out


def main(argv: list[str]) -> int:
    import django
    sys.path.insert(0, str(ROOT))
    import os
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
    django.setup()
    now = compute()
    if "--update" in argv:
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(now['scenarios'])} scenarios, "
              f"{len(now['cards'])} cards")
        return 0
    changed = differences(now, stored())
    print("\n".join(changed) or "every judgement is as recorded")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
