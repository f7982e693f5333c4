"""Storing a card list in one transaction: upsert by card number, and say what changed.

Facts (cost, power, colours...) come from the first language imported for a card (normally
English); another language adds its names and texts and the printings it lists. Printed
keywords and the project's encoding are derived from the English text whenever it changes.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction

from cards import derive, folding
from cards.importers.records import CardList, CardRecord
from cards.models import Card, CardImport, CardSet, CardText, Printing
from rules.models import Game

FACTS = ("category", "colors", "cost", "power", "counter", "life", "attributes", "block")
DERIVED = ("keywords", "encoding", "notes", "automation")
ENGLISH = "en"


@dataclass
class ImportReport:
    language: str
    cards: int = 0
    new: list[str] = field(default_factory=list)
    changed_facts: dict[str, list[str]] = field(default_factory=dict)
    changed_texts: list[str] = field(default_factory=list)  # errata: the printed text changed
    new_printings: int = 0
    anomalies: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"language": self.language, "cards": self.cards, "new": self.new,
                "changed_facts": self.changed_facts, "changed_texts": self.changed_texts,
                "new_printings": self.new_printings, "anomalies": self.anomalies}


@transaction.atomic
def store(game: Game, listed: CardList) -> ImportReport:
    report = ImportReport(language=listed.language, cards=len(listed.cards),
                          anomalies=list(listed.anomalies))
    sets = _store_sets(game, listed)
    existing = {c.number: c for c in Card.objects.filter(game=game)}
    cards = _upsert_cards(game, listed, existing, report)
    _store_texts(listed, cards, report)
    _store_printings(listed, cards, sets, report)
    CardImport.objects.create(game=game, language=listed.language, source=listed.source[:300],
                              generated=listed.generated, report=report.to_json())
    return report


def _store_sets(game: Game, listed: CardList) -> dict[str, CardSet]:
    known = {s.code: s for s in CardSet.objects.filter(game=game)}
    for record in listed.sets:
        found = known.get(record.code)
        if found is None:
            known[record.code] = CardSet.objects.create(
                game=game, code=record.code, label=record.label,
                titles={listed.language: record.title})
        elif found.titles.get(listed.language) != record.title:
            found.titles[listed.language] = record.title
            found.label = found.label or record.label
            found.save(update_fields=["titles", "label"])
    return known


def _upsert_cards(game: Game, listed: CardList, existing: dict[str, Card],
                  report: ImportReport) -> dict[str, Card]:
    new, changed = [], []
    for record in listed.cards:
        card = existing.get(record.number)
        if card is None:
            card = Card(game=game, number=record.number, facts_language=listed.language)
            _set_facts(card, record)
            _derive(card, record, listed.language)
            new.append(card)
            report.new.append(record.number)
            continue
        differences = []
        if card.facts_language == listed.language or (
                listed.language == ENGLISH and card.facts_language != ENGLISH):
            differences = _set_facts(card, record)
            if differences:
                report.changed_facts[record.number] = differences
            if card.facts_language != listed.language:
                card.facts_language = listed.language
                differences.append("facts_language")
        if _derive(card, record, listed.language) or differences:
            changed.append(card)
    Card.objects.bulk_create(new, batch_size=500)
    if changed:
        Card.objects.bulk_update(changed, [*FACTS, *DERIVED, "traits", "facts_language"],
                                 batch_size=200)
    by_number = {c.number: c for c in Card.objects.filter(
        game=game, number__in=[r.number for r in listed.cards])}
    return by_number


def _set_facts(card: Card, record: CardRecord) -> list[str]:
    """Copy the record's facts onto the card; the names of those that changed."""
    differences = []
    for name in FACTS:
        value = getattr(record, name)
        if card.pk is not None and getattr(card, name) != value:
            differences.append(name)
        setattr(card, name, value)
    if record.traits and (card.facts_language == ENGLISH or not card.traits):
        card.traits = record.traits
    return differences


def _store_texts(listed: CardList, cards: dict[str, Card], report: ImportReport) -> None:
    existing = {t.card_id: t for t in CardText.objects.filter(
        card__in=cards.values(), language=listed.language)}
    new, changed = [], []
    for record in listed.cards:
        card = cards[record.number]
        text = existing.get(card.pk)
        values = {"name": record.name, "traits": record.traits, "text": record.text,
                  "trigger": record.trigger,
                  "folded": folding.haystack(record.name, record.traits, record.text,
                                             record.trigger)}
        if text is None:
            text = CardText(card=card, language=listed.language, **values)
            new.append(text)
            existing[card.pk] = text
            continue
        if (text.text, text.trigger) != (record.text, record.trigger) and card.number not in \
                report.new:
            report.changed_texts.append(card.number)
        if any(getattr(text, k) != v for k, v in values.items()):
            for key, value in values.items():
                setattr(text, key, value)
            changed.append(text)
    CardText.objects.bulk_create(new, batch_size=500)
    if changed:
        CardText.objects.bulk_update(changed, ["name", "traits", "text", "trigger", "folded"],
                                     batch_size=200)


def _derive(card: Card, record: CardRecord, language: str) -> bool:
    """Printed keywords and the encoding, from the English text (the parser reads English);
    True when they changed."""
    if language != ENGLISH:
        return False
    derived = derive.derive(record.category, record.text, record.trigger, record.number)
    values = {"keywords": derived.keywords, "encoding": derived.encoding,
              "notes": derived.notes, "automation": derived.automation}
    if card.pk is not None and all(getattr(card, k) == v for k, v in values.items()):
        return False
    for key, value in values.items():
        setattr(card, key, value)
    return True


def _store_printings(listed: CardList, cards: dict[str, Card], sets: dict[str, CardSet],
                     report: ImportReport) -> None:
    existing = {(p.card_id, p.code): p for p in Printing.objects.filter(card__in=cards.values())}
    new, changed = [], []
    for record in listed.cards:
        card = cards[record.number]
        for p in record.printings:
            found = existing.get((card.pk, p.code))
            if found is None:
                found = Printing(card=card, code=p.code, card_set=sets.get(p.set_code),
                                 rarity=p.rarity, languages=[listed.language],
                                 image_url=p.image_url)
                existing[(card.pk, p.code)] = found
                new.append(found)
            elif listed.language not in found.languages:
                found.languages = [*found.languages, listed.language]
                changed.append(found)
    report.new_printings = len(new)
    Printing.objects.bulk_create(new, batch_size=500)
    if changed:
        Printing.objects.bulk_update(changed, ["languages"], batch_size=500)
