"""python manage.py benchmark [--json]: the performance figures of docs/performance.md.

Reads the configured database (run `bootstrap` first) and builds scratch indexes in temporary
folders; the site's own index and data are left as they are.
"""
from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from rulesite.benchmark import cards
from rulesite.benchmark.run import run
from rulesite.benchmark.web import UnexpectedAnswerError


class Command(BaseCommand):
    help = "Measure search, requests, the judge engine and the index at scale."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--json", action="store_true",
                            help="End with the figures as one JSON object on the last line.")
        parser.add_argument("--rounds", type=int, default=10,
                            help="Rounds over the query mix and the pages (default 10).")
        parser.add_argument("--scale", type=int, default=100,
                            help="How many times the rules the large index holds (default 100).")
        parser.add_argument("--engine-seconds", type=float, default=3.0,
                            help="How long the engine is timed, each way (default 3).")
        parser.add_argument("--cards", metavar="FOLDER", action="append",
                            help="Also time importing this card list (a punk-records language "
                                 "folder, or a yaml-yugi clone for Yu-Gi-Oh!; may be given "
                                 "twice); the cards are rolled back afterwards.")
        parser.add_argument("--qa", type=Path, metavar="FOLDER",
                            help="Also time importing every official Q&A document of FOLDER "
                                 "(PDF, CSV, JSON), rolled back afterwards.")

    def handle(self, *args, **options) -> None:
        if options["qa"] is not None and not options["qa"].is_dir():
            raise CommandError(f"--qa {options['qa']}: no such folder")
        if options["rounds"] < 1 or options["scale"] < 2 or options["engine_seconds"] <= 0:
            raise CommandError("--rounds must be at least 1, --scale at least 2, "
                               "--engine-seconds above 0")
        try:
            report = run(options["rounds"], options["scale"], options["engine_seconds"],
                         say=lambda line: self.stderr.write(line), qa_dir=options["qa"])
        except UnexpectedAnswerError as error:
            raise CommandError(f"the site did not answer as expected: {error} "
                               "(has `python manage.py bootstrap` run?)") from None
        figures = report.as_json()
        table = report.table()
        for folder in options["cards"] or ():
            game = cards.game_of(Path(folder))
            self.stderr.write(f"cards: importing the {game} card list (rolled back afterwards)")
            measured = cards.measure(game, Path(folder))
            # the One Piece figures keep their old key; Yu-Gi-Oh!'s are "cards_ygo"
            figures["cards" if game == "optcg" else f"cards_{game}"] = measured
            table += "\n" + "\n".join(cards.lines(measured))
        self.stdout.write(table)
        if options["json"]:
            self.stdout.write(json.dumps(figures, sort_keys=False))
