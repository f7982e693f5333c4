"""Importing the pinned community card list (../shared/fixtures/punk-records, read in place)."""
from __future__ import annotations

import json
import shutil

import pytest
from cards_support import ENGLISH, FRENCH, card_list, store_cards
from django.core.management import CommandError, call_command

from cards.models import Card, CardImport, CardText, Printing


def test_it_reads_every_card_and_printing_of_the_english_list():
    listed = card_list()
    assert listed.language == "en" and listed.generated == "2026-07-17"
    assert len(listed.cards) == 2665
    # 4,673 entries, one printing listed twice
    assert sum(len(c.printings) for c in listed.cards) == 4672
    assert any("OP07-091_p1: listed twice" in a for a in listed.anomalies)


def test_it_repairs_the_quirks_of_real_cards():
    cards = {c.number: c for c in card_list().cards}
    rosinante = cards["OP05-022"]  # a Leader: its Life is published in the cost field
    assert (rosinante.category, rosinante.life, rosinante.cost, rosinante.power) == (
        "leader", 4, None, 5000)
    assert cards["ST05-014"].power == 0  # a Character whose printed 0 power is null
    assert all(c.cost == 0 for c in cards.values() if c.category == "event" and c.cost == 0)
    assert any(c.category == "event" and c.cost == 0 for c in cards.values())
    luffy = cards["ST01-012"]
    assert luffy.text.split("\n")[0].startswith("[Rush] (This card can attack")
    assert "<br>" not in luffy.text and len(luffy.text.split("\n")) == 2
    strike = [c for c in cards.values() if "<Strike> attribute" in c.text]
    assert strike and not any("＜" in c.text or "&lt;" in c.text for c in cards.values())
    assert [p.code for p in cards["OP05-060"].printings][0] == "OP05-060"
    assert "OP05-060_p3" in [p.code for p in cards["OP05-060"].printings]


@pytest.mark.django_db
def test_it_stores_the_list_and_a_second_import_changes_nothing():
    first = store_cards()
    assert len(first.new) == 2665 and first.new_printings == 4672
    assert Card.objects.count() == 2665 and Printing.objects.count() == 4672
    again = store_cards()
    assert (again.new, again.changed_texts, again.changed_facts, again.new_printings) == (
        [], [], {}, 0)
    assert Card.objects.count() == 2665 and CardImport.objects.count() == 2


@pytest.mark.django_db
def test_a_french_import_adds_names_and_texts_but_keeps_the_english_facts():
    store_cards("ST01-012", "ST13-001")
    report = store_cards("ST01-012", "ST13-001", folder=FRENCH)
    assert report.new == [] and report.changed_facts == {}
    luffy = Card.objects.get(number="ST01-012")
    names = dict(CardText.objects.filter(card=luffy).values_list("language", "name"))
    assert names == {"en": "Monkey.D.Luffy", "fr": "Monkey D. Luffy"}
    assert luffy.keywords == ["Rush"]  # derived from the English text, not the French one
    sabo = Card.objects.get(number="ST13-001")  # the French entry's fields are shifted
    assert (sabo.life, sabo.power) == (4, 5000)
    assert "fr" in Printing.objects.get(code="ST01-012_p1").languages


@pytest.mark.django_db
def test_a_second_import_reports_errata_and_new_cards(tmp_path):
    folder = tmp_path / "english"
    shutil.copytree(ENGLISH, folder)
    call_command("import_cards", "optcg", str(folder), stdout=_Sink())
    pack = folder / "data" / "569001.json"
    items = json.loads(pack.read_text())
    changed = next(i for i in items if i["id"] == "ST01-006")
    changed["effect"] = "[Blocker]<br>[On Play] Draw 1 card."
    changed["power"] = 2000
    items.append({**changed, "id": "ST01-099", "name": "Made-up card"})
    pack.write_text(json.dumps(items))
    out = _Sink()
    call_command("import_cards", "optcg", str(folder), stdout=out)
    assert "new cards: 1: ST01-099" in out.text
    assert "changed texts (errata): 1: ST01-006" in out.text
    assert "changed facts: 1: ST01-006 (power)" in out.text
    chopper = Card.objects.get(number="ST01-006")
    assert chopper.power == 2000 and Card.objects.count() == 2666
    assert CardText.objects.get(card=chopper, language="en").text.endswith("Draw 1 card.")


@pytest.mark.django_db
def test_a_failed_import_changes_nothing(tmp_path):
    folder = tmp_path / "english"
    shutil.copytree(ENGLISH, folder)
    (folder / "data" / "569105.json").write_text("[{\"id\": ")
    with pytest.raises(CommandError, match="569105.json, line 1: not JSON"):
        call_command("import_cards", "optcg", str(folder), stdout=_Sink())
    assert Card.objects.count() == 0 and CardImport.objects.count() == 0


@pytest.mark.django_db
def test_it_names_what_it_cannot_import(tmp_path):
    with pytest.raises(CommandError, match="no data/ or cards/ folder"):
        call_command("import_cards", "optcg", str(tmp_path), stdout=_Sink())
    with pytest.raises(CommandError, match="there is no game 'mtg'"):
        call_command("import_cards", "mtg", str(ENGLISH), stdout=_Sink())


class _Sink:
    def __init__(self) -> None:
        self.text = ""

    def write(self, text: str, *args, **kwargs) -> None:
        self.text += text + "\n"

    def flush(self) -> None:
        pass
