"""Storing a Yu-Gi-Oh! card list (yaml-yugi) in one transaction, in place on a second run.

Upsert by password; names and texts in every language the list holds; printings added, never
removed. The report names the new cards, the cards whose text changed in any language
(errata), those whose Forbidden & Limited status changed, and those whose other facts did.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction

from cards import folding
from cards.importers.records import YgoCardList, YgoCardRecord
from cards.models import Card, CardImport, CardSet, CardText, Printing
from cards.ygo import derive
from rules.models import Game

FACTS = ("konami_id", "card_property", "monster_types", "attribute", "level", "rank",
         "link_arrows", "atk", "defense", "unknown_stats", "pendulum_scale", "materials",
         "series")
DERIVED = ("notes", "automation", "encoding")
TEXT_FIELDS = ("name", "text", "pendulum", "folded")


@dataclass
class YgoImportReport:
    cards: int = 0
    new: list[str] = field(default_factory=list)
    changed_texts: list[str] = field(default_factory=list)
    changed_limits: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # old, new
    changed_facts: dict[str, list[str]] = field(default_factory=dict)
    new_printings: int = 0
    anomalies: list[str] = field(default_factory=list)
    language: str = "all"

    def to_json(self) -> dict:
        return {"language": self.language, "cards": self.cards, "new": self.new,
                "changed_texts": self.changed_texts, "changed_limits": self.changed_limits,
                "changed_facts": self.changed_facts, "new_printings": self.new_printings,
                "anomalies": self.anomalies}


@transaction.atomic
def store(game: Game, listed: YgoCardList) -> YgoImportReport:
    report = YgoImportReport(cards=len(listed.cards), anomalies=list(listed.anomalies))
    sets = _store_sets(game, listed)
    cards = _upsert_cards(game, listed, report)
    _store_texts(game, listed, cards, report)
    _store_printings(game, listed, cards, sets, report)
    CardImport.objects.create(game=game, language="all", source=listed.source[:300],
                              report=report.to_json())
    return report


def _store_sets(game: Game, listed: YgoCardList) -> dict[str, CardSet]:
    known = {s.code: s for s in CardSet.objects.filter(game=game)}
    new, changed = [], []
    for code, titles in listed.sets.items():
        found = known.get(code)
        if found is None:
            known[code] = found = CardSet(game=game, code=code, label=code, titles=titles)
            new.append(found)
        elif {**found.titles, **titles} != found.titles:
            found.titles = {**found.titles, **titles}
            changed.append(found)
    CardSet.objects.bulk_create(new, batch_size=500)
    CardSet.objects.bulk_update(changed, ["titles"], batch_size=500)
    return {s.code: s for s in CardSet.objects.filter(game=game)}


def _upsert_cards(game: Game, listed: YgoCardList, report: YgoImportReport) -> dict[str, Card]:
    existing = {c.number: c for c in Card.objects.filter(game=game)}
    new, changed = [], []
    for record in listed.cards:
        card = existing.get(record.number)
        if card is None:
            card = Card(game=game, number=record.number, category=record.kind)
            _set(card, record)
            new.append(card)
            report.new.append(record.number)
            continue
        differences = _set(card, record)
        limits = {region: [card.limits.get(region, ""), status]
                  for region, status in record.limits.items()
                  if card.limits.get(region, "") != status}
        if limits:
            report.changed_limits[record.number] = {r: v for r, v in limits.items()}
            card.limits = {**card.limits, **record.limits}
        facts = [name for name in differences if name not in DERIVED]
        if facts:
            report.changed_facts[record.number] = facts
        if differences or limits:
            changed.append(card)
    Card.objects.bulk_create(new, batch_size=500)
    if changed:
        Card.objects.bulk_update(changed, ["category", *FACTS, *DERIVED, "limits"],
                                 batch_size=500)
    return {c.number: c for c in Card.objects.filter(game=game).only("id", "number")}


def _set(card: Card, record: YgoCardRecord) -> list[str]:
    """Copy the record's facts and what derives from its English text onto the card; the
    names of those that changed."""
    derived = derive.derive(record)
    values = {**{name: getattr(record, name) for name in FACTS}, "category": record.kind,
              "notes": derived.notes, "automation": derived.automation,
              "encoding": derived.encoding}
    differences = [name for name, value in values.items()
                   if card.pk is not None and getattr(card, name) != value]
    for name, value in values.items():
        setattr(card, name, value)
    if card.pk is None:
        card.limits = dict(record.limits)
    return differences


def _store_texts(game: Game, listed: YgoCardList, cards: dict[str, Card],
                 report: YgoImportReport) -> None:
    existing = {(t.card_id, t.language): t for t in CardText.objects.filter(card__game=game)}
    new, changed = [], []
    new_cards = set(report.new)
    for record in listed.cards:
        card = cards[record.number]
        changed_text = False
        for language, name in record.names.items():
            text, pendulum = record.texts.get(language, ""), record.pendulum.get(language, "")
            found = existing.get((card.pk, language))
            if found is not None and (found.name, found.text, found.pendulum) == (
                    name, text, pendulum) and found.folded:
                continue  # unchanged: not folded again (folding is most of an import's time)
            values = {"name": name, "text": text, "pendulum": pendulum,
                      "folded": folding.haystack(name, [], text, pendulum)}
            if found is None:
                new.append(CardText(card_id=card.pk, language=language, **values))
                continue
            if (found.text, found.pendulum) != (text, pendulum):
                changed_text = True
            for key, value in values.items():
                setattr(found, key, value)
            changed.append(found)
        if changed_text and record.number not in new_cards:
            report.changed_texts.append(record.number)
    CardText.objects.bulk_create(new, batch_size=1000)
    if changed:
        CardText.objects.bulk_update(changed, list(TEXT_FIELDS), batch_size=500)


def _store_printings(game: Game, listed: YgoCardList, cards: dict[str, Card],
                     sets: dict[str, CardSet], report: YgoImportReport) -> None:
    existing = {(card_id, code): rarity for card_id, code, rarity in Printing.objects.filter(
        card__game=game).values_list("card_id", "code", "rarity")}
    new = []
    for record in listed.cards:
        card = cards[record.number]
        for p in record.printings:
            if (card.pk, p.code) in existing:
                continue
            existing[(card.pk, p.code)] = p.rarity
            set_obj = sets.get(p.set_code)
            new.append(Printing(card_id=card.pk, code=p.code, rarity=p.rarity,
                                card_set_id=set_obj.pk if set_obj else None,
                                languages=[record.printing_languages.get(p.code, "en")]))
    report.new_printings = len(new)
    Printing.objects.bulk_create(new, batch_size=1000)
