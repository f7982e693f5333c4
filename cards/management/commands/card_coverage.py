"""python manage.py card_coverage GAME [--json]: how much of the imported cards the judge
automates, and the most common ability templates it does not read yet."""
from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandParser

from cards.coverage import coverage
from rules.commandline import game_or_stop


class Command(BaseCommand):
    help = "Report how many imported cards the judge automates fully, partly or not at all."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game", help="the game id, e.g. optcg")
        parser.add_argument("--json", action="store_true", dest="as_json",
                            help="print one JSON object")
        parser.add_argument("--top", type=int, default=20,
                            help="how many templates left to list (default 20)")

    def handle(self, *args, game: str, as_json: bool = False, top: int = 20, **options) -> None:
        game_or_stop(game)
        found = coverage(game, max(0, min(top, 200)))
        if as_json:
            self.stdout.write(json.dumps(found.to_json(), ensure_ascii=False))
            return
        if not found.counts:
            self.stdout.write(f"no cards of {game} are imported (see import_cards)")
            return
        data = found.to_json()
        self.stdout.write(
            f"{game}: {data['cards']} cards, {data['with_effects']} with abilities "
            f"({data['vanilla']} without)\n"
            f"  fully automated:  {data['full']} ({100 * found.full_share:.1f} %)\n"
            f"  partly automated: {data['partial']}\n"
            f"  not automated:    {data['none']}\n"
            f"  cards with a printed keyword: {data['keyword_cards']}")
        self._official_qa(data["official_qa"])
        self._review(data["review"])
        self.stdout.write("most common abilities not automated yet:")
        for template, count in found.templates:
            self.stdout.write(f"  {count:>5}  {template}")

    def _review(self, reviewed: dict | None) -> None:
        if reviewed is None:
            self.stdout.write("encodings reviewed: none recorded (see review_encodings)")
            return
        self.stdout.write(
            f"encodings reviewed (the last sample): {reviewed['right']} of {reviewed['cards']} "
            f"right ({100 * reviewed['precision']:.1f} %), {reviewed['changed']} changed since "
            f"(see review_encodings --check)")

    def _official_qa(self, qa: dict | None) -> None:
        if qa is None:
            self.stdout.write("official Q&A: none imported (see import_rulings)")
            return
        for name, label in (("entries", "official Q&A entries about a card"),
                            ("cards", "distinct cards the official Q&A asks about")):
            part = qa[name]
            self.stdout.write(
                f"{label}: {part['total']}\n"
                f"  about a fully automated card: {part['full']} "
                f"({100 * part['full_share']:.1f} %)\n"
                f"  partly: {part['partial']}, not: {part['none']} "
                f"({100 * part['none_share']:.1f} %), without abilities: {part['vanilla']}, "
                f"not imported: {part['missing']}")
