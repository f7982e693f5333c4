"""`import_cards` with a card list no one checked: a bad value anywhere is refused with a message
naming the file and the card, nothing is stored (the cards imported before stay as they were),
the command exits non-zero, never with a traceback; the same on SQLite and PostgreSQL (this file
is one of the Makefile's SERVICE_TESTS). The list is a copy of the real English starter deck
(../shared, read in place) with one card spoiled."""
from __future__ import annotations

import io
import json
import shutil

import pytest
from cards_support import ENGLISH
from django.core.management import CommandError, call_command

from cards.importers import punkrecords, writer
from cards.models import Card, CardImport, CardText
from rules.models import Game

pytestmark = pytest.mark.django_db
PACK = "569001.json"  # STARTER DECK -Straw Hat Crew- [ST-01]


def run(folder) -> tuple[str, bool]:
    out = io.StringIO()
    try:
        call_command("import_cards", "optcg", str(folder), stdout=out, stderr=out)
    except CommandError as error:
        return out.getvalue() + str(error), True
    return out.getvalue(), False


def stored() -> list[tuple]:
    return [*Card.objects.order_by("pk").values_list("number", "cost", "power", "updated_at"),
            *CardText.objects.order_by("pk").values_list("name", "text"),
            CardImport.objects.count()]


@pytest.fixture
def imported(tmp_path):
    """The starter deck imported once: what every bad list must leave alone."""
    folder = tmp_path / "english"
    (folder / "data").mkdir(parents=True)
    for name in ("manifest.json", "packs.json"):
        shutil.copyfile(ENGLISH / name, folder / name)
    shutil.copyfile(ENGLISH / "data" / PACK, folder / "data" / PACK)
    # stored as the command stores it, without rebuilding the search index each time
    writer.store(Game.objects.get(pk="optcg"), punkrecords.read_folder(folder))
    assert Card.objects.filter(number="ST01-006").exists()
    return folder, stored()


def spoil(folder, field: str, raw: str) -> None:
    """Set `field` of ST01-006 to the raw JSON text `raw` (json.dumps would not write some)."""
    pack = folder / "data" / PACK
    items = json.loads(pack.read_text(encoding="utf-8"))
    card = next(item for item in items if item["id"] == "ST01-006")
    card[field] = "@SPOILED@"
    pack.write_text(json.dumps(items).replace('"@SPOILED@"', raw), encoding="utf-8")


@pytest.mark.parametrize(("field", "raw", "message"), [
    ("power", "1" + "0" * 30, "card ST01-006: power is a number out of range"),
    ("power", "1e999", "card ST01-006: power is not a finite number (inf)"),
    ("cost", "NaN", "card ST01-006: cost is not a finite number (nan)"),
    ("cost", '"' + "9" * 31 + '"', "card ST01-006: cost: the number 99999999999999999999... "
                                   "is out of range"),
    ("counter", "12345678", "card ST01-006: counter is a number out of range"),
    ("name", '"\\ud800 Chopper"', "card ST01-006: name holds a lone surrogate (U+D800)"),
    ("name", '"Tony\\u0000Chopper"', "card ST01-006: name holds a NUL byte at character 5"),
    ("types", '["Animal", "Straw\\u0000Hat"]', "card ST01-006: types[1] holds a NUL byte"),
])
def test_a_bad_value_of_a_card_is_refused_naming_file_and_card(imported, field, raw, message):
    folder, before = imported
    spoil(folder, field, raw)
    output, failed = run(folder)
    assert failed and f"data/{PACK}: {message}" in output and "Traceback" not in output
    assert stored() == before


def test_brackets_nested_too_deeply_are_refused(imported):
    folder, before = imported
    (folder / "data" / PACK).write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    output, failed = run(folder)
    assert failed and f"data/{PACK}: brackets nested too deeply to read" in output
    assert stored() == before


def test_a_bad_value_in_the_manifest_is_refused(imported):
    folder, before = imported
    (folder / "manifest.json").write_text('{"language": "english", "generated_at": 1e999}')
    output, failed = run(folder)
    assert failed and "manifest.json: generated_at is not a finite number (inf)" in output
    assert stored() == before


def test_a_text_longer_than_any_real_one_is_cut_and_the_cut_reported(imported):
    folder, _ = imported
    spoil(folder, "effect", json.dumps("[Blocker] " + "x" * 1_000_000))
    output, failed = run(folder)
    assert not failed
    assert "note: ST01-006: the effect: cut from 1,000,010 to 5,000 characters" in output
    text = CardText.objects.get(card__number="ST01-006", language="en").text
    assert text.startswith("[Blocker]") and len(text) <= 5000


def test_a_folder_name_in_no_encoding_is_refused(imported):
    folder, before = imported
    renamed = folder.rename(folder.parent / "english\udcff")  # the byte 0xFF: no UTF-8
    output, failed = run(renamed)
    assert failed and "the folder's name: the value holds a lone surrogate (U+DCFF)" in output
    assert stored() == before
