"""What the official Q&A adds to rule pages (the entries linked to the rule) and to card pages
and card answers (the card's entries and those naming it)."""
from __future__ import annotations

from django.db.models import Count, Max
from django.utils.translation import gettext_lazy as _

from cards.hooks import QA_CARDS, RULINGS, SECTIONS, Section
from rules import citing
from rules.hooks import PANELS, STAMPS, Panel
from rules.models import Game, Rule
from rulings import queries
from rulings.models import Document, Entry

SHOWN = 8
CARD_SHOWN = 20
JUDGE_SHOWN = 12


@PANELS.register
def official_qa_panel(rule: Rule) -> Panel | None:
    # the Q&A is linked in the bundled numbering: an older version's rule asks for the rules
    # that say the same there (1.2.0's 7-1-3-2-1 is 1.2.1's 7-1-3-1-1), never for its number
    entries = queries.for_rule(rule.version.game,
                               citing.counterparts(rule.version).identities_of(rule.number))
    count = entries.count()
    if not count:
        return None
    return Panel("official-qa", _("Official Q&A"), "rulings/_panel.html",
                 list(entries[:SHOWN]), count)


@STAMPS.register
def official_qa_stamp(game: Game) -> str:
    """The game's imported Q&A documents, for cached rule pages: an import changes it."""
    found = Document.objects.filter(game=game).aggregate(last=Max("imported_at"),
                                                         count=Count("pk"))
    last = found["last"].timestamp() if found["last"] else 0
    return f"qa:{found['count']}:{last:.6f}"


@SECTIONS.register
def card_sections(card) -> list[Section]:
    """A card page's official Q&A: the card's own entries, then other cards' entries that
    name it."""
    own, named = queries.for_card(card.game, card.number)
    found = []
    if own:
        found.append(Section("official-qa", _("Official Q&A"), "rulings/_card_section.html",
                             own[:CARD_SHOWN], len(own)))
    if named:
        found.append(Section("qa-naming", _("Official Q&A of other cards that name it"),
                             "rulings/_card_section.html", named[:CARD_SHOWN], len(named)))
    return found


@RULINGS.register
def card_ruling_ids(card) -> list[str]:
    own, named = queries.for_card(card.game, card.number)
    return [entry.key for entry in own + named]


@QA_CARDS.register
def qa_card_numbers(game_id: str) -> list[str]:
    """The card number of every imported entry about a card (general entries have none)."""
    return list(Entry.objects.filter(game_id=game_id).exclude(card="")
                .values_list("card", flat=True))


def judge_panels(game: Game, cards: list[str], rules: list[str]) -> list[Panel]:
    """The judge's ruling page: the official Q&A about the cards it names and the rules it
    cites (registered by rulesite/apps.py)."""
    entries = queries.about(game, cards, rules, JUDGE_SHOWN)
    if not entries:
        return []
    return [Panel("official-qa", _("Official Q&A about this"), "rulings/_judge_panel.html",
                  entries, len(entries))]
