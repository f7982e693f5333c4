"""python manage.py review_encodings optcg FOLDER [--size 40] [--seed N] [--check]

Draws a reproducible random sample of the fully automated cards of a card list (the
punk-records language folder the import reads) and prints each printed text beside its
encoding, for a review recorded in cards/encodings/review-optcg.yaml (cards/review.py). With
--check it prints only the recorded verdicts the current encodings no longer match.
"""
from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards import review
from cards.importers import punkrecords
from cards.importers.records import CardListError


class Command(BaseCommand):
    help = "List a random sample of fully automated cards, printed text beside encoding."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game", choices=["optcg"], help="the game id (optcg)")
        parser.add_argument("folder", help="the card list, e.g. punk-records/english")
        parser.add_argument("--size", type=int, default=40, help="cards drawn (default 40)")
        parser.add_argument("--seed", type=int, default=None,
                            help="the draw's seed (default: the last review's)")
        parser.add_argument("--check", action="store_true",
                            help="only the reviewed cards whose encoding changed since")

    def handle(self, *args, game: str, folder: str, size: int, seed: int | None,
               check: bool, **options) -> None:
        try:
            listed = punkrecords.read_folder(Path(folder))
        except CardListError as error:
            raise CommandError(str(error)) from error
        cards = {card.number: card for card in listed.cards}
        encodings = review.fully_automated(listed.cards)
        last = review.load(game)
        if check:
            changed = review.changed_since(last, encodings)
            for number, why in sorted(changed.items()):
                self.stdout.write(f"{number}: {why}")
            self.stdout.write(f"{len(changed)} of {len(last.cards)} reviewed cards to review "
                              f"again")
            return
        drawn = review.draw(encodings, max(1, min(size, 500)), last.seed if seed is None
                            else seed)
        self.stdout.write(review.listing(cards, drawn, encodings, last))
        self.stdout.write(f"{len(drawn)} of {len(encodings)} fully automated cards drawn")
