"""`import_cards ygo` with a yaml-yugi copy no one checked: a value no import stores (a number
out of range, one that is not finite, a NUL byte, a lone surrogate) refuses the whole list with
the file and the field named, and nothing is stored; a file too deep to read is skipped with its
reason, as every unreadable card file is; a text longer than any real one is cut and named."""
from __future__ import annotations

import json

import pytest
from ygo_support import CARDS, store, subset

from cards.importers.records import CardListError
from cards.models import Card, CardText

pytestmark = pytest.mark.django_db
CARD = "89631139"  # Blue-Eyes White Dragon


def spoil(folder, field: str, raw: str) -> None:
    path = folder / "data" / "cards" / f"{CARD}.json"
    card = json.loads((CARDS / f"{CARD}.json").read_text(encoding="utf-8"))
    card[field] = "@SPOILED@"
    path.write_text(json.dumps(card).replace('"@SPOILED@"', raw), encoding="utf-8")


@pytest.mark.parametrize(("field", "raw", "message"), [
    ("atk", "1" + "0" * 30, f"{CARD}.json: card: atk is a number out of range"),
    ("atk", "1e999", f"{CARD}.json: card: atk is not a finite number (inf)"),
    ("def", '"' + "9" * 31 + '"', f"card {CARD}: def 99999999999999999999... is out of range"),
    ("name", '{"en": "Blue-Eyes\\u0000"}', f"{CARD}.json: card: name.en holds a NUL byte"),
    ("text", '{"en": "\\udfff"}', f"{CARD}.json: card: text.en holds a lone surrogate"),
])
def test_a_bad_value_refuses_the_list_naming_file_and_field(tmp_path, field, raw, message):
    folder = subset(tmp_path, (CARD, "05318639"))
    spoil(folder, field, raw)
    with pytest.raises(CardListError) as refused:
        store(folder)
    assert message in str(refused.value)
    assert not Card.objects.filter(game="ygo").exists()


def test_a_file_nested_too_deeply_is_skipped_with_its_reason(tmp_path):
    folder = subset(tmp_path, (CARD, "05318639"))
    (folder / "data" / "cards" / f"{CARD}.json").write_text("[" * 100_000 + "]" * 100_000)
    report = store(folder)
    assert f"{CARD}.json: not readable JSON (brackets nested too deeply to read); skipped" \
        in report.anomalies
    assert list(Card.objects.filter(game="ygo").values_list("number", flat=True)) == [
        "05318639"]


def test_a_text_longer_than_any_real_one_is_cut_and_named(tmp_path):
    folder = subset(tmp_path, (CARD,))
    spoil(folder, "text", json.dumps({"en": "A dragon. " + "x" * 1_000_000}))
    report = store(folder)
    assert f"{CARD}.json: the text (en): cut from 1,000,010 to 5,000 characters (no real " \
           "entry is that long)" in report.anomalies
    assert len(CardText.objects.get(card__number=CARD, language="en").text) == 5000
