"""Every Yu-Gi-Oh! card the parser counts as fully automated is one the judge accepts: its
fields read as the scenario format says, so `card: "PASSWORD"` never turns into an input
error. The whole pinned list is read in place (../shared/fixtures/yaml-yugi), no database."""
from __future__ import annotations

from ygo_support import CARDS

from cards.importers import yamlyugi
from cards.ygo import derive
from judge.engine import judge
from judge.ygo_encoding_keys import YGO_ENCODING_KEYS

CHUNK = 40  # cards per scenario


def _fields(record, encoding: dict) -> dict:
    fields = {"id": f"c{record.number}", "name": record.names.get("en", record.number),
              "kind": record.kind, **encoding}
    if record.kind != "monster":
        fields[f"{record.kind}_type"] = record.card_property.lower()
    return fields


def test_every_fully_automated_card_reads_in_the_judge():
    full = []
    for record in yamlyugi.read_folder(CARDS.parent.parent).cards:
        found = derive.derive(record)
        if found.automation == "full":
            full.append(_fields(record, found.encoding))
    assert len(full) > 30
    for start in range(0, len(full), CHUNK):
        scenario = {"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": full[start:start + CHUNK]}, "B": {}},
                    "actions": []}
        result = judge(scenario)
        assert "errors" not in result, result.get("errors", [])[:3]


def test_every_key_the_reader_writes_reaches_the_judge():
    # a key the lookup does not pass would leave out, in every ruling, a part of the card the
    # coverage counts as read
    written: set[str] = set()
    for record in yamlyugi.read_folder(CARDS.parent.parent).cards:
        written |= set(derive.derive(record).encoding)
    assert written and written <= set(YGO_ENCODING_KEYS), written - set(YGO_ENCODING_KEYS)
