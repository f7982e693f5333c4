"""A judged scenario as the ruling page shows it: question, boards, timeline, verdict.

Both the judge page (an unsaved judgement) and the saved ruling page draw a `RulingView`. Rule
numbers become links to the rule pages of the version the ruling was judged under, with the
rule's title for a hover hint that needs no script.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _

from judge import boards, cardlookup, hooks
from judge.engine.core import grammar
from rules import citing
from rules.hooks import Panel
from rules.models import Game, Rule, RulesVersion


@dataclass
class RuleLink:
    number: str
    url: str
    api_url: str
    title: str = ""
    hint: str = ""  # the rule's title or the start of its text, for a hover without script


@dataclass
class StepView:
    number: int
    text: str
    rules: list[RuleLink]
    action: int | None
    action_label: str = ""
    missing: list[str] = field(default_factory=list)  # cited rules the version has no match for


@dataclass
class IllegalView:
    action: int | None
    action_label: str
    reason: str
    rules: list[RuleLink]
    skipped: int = 0
    # the reason going on after "Not allowed:" (a small letter in Spanish, Italian, French)
    reason_after_label: str = ""
    missing: list[str] = field(default_factory=list)


@dataclass
class RulingView:
    title: str
    question: str
    outcome: str
    winner: str | None
    losers: list[str]
    steps: list[StepView]
    after: Any  # the board view of the game's board module (judge/boards/<game>.py)
    before: Any = None
    illegal: IllegalView | None = None
    cited: list[RuleLink] = field(default_factory=list)
    board_template: list[str] = field(default_factory=list)
    rules_version: str = ""
    missing_numbering: str = ""  # the version whose numbers `missing` lists are
    # what the engine says about printed cards: values the scenario wrote over, abilities
    # it did not apply (format: result "notes")
    notes: list[str] = field(default_factory=list)
    # choices the scenario did not name, and the default the engine took for each (notes of
    # kind "default"): the ruling rests on them
    defaults: list[str] = field(default_factory=list)
    unapplied: int = 0  # printed abilities the engine did not apply: the verdict may not hold
    verdict: str = ""  # the answer to the dispute, read out first (format, "Result")
    # what other parts of the site know about the ruling's cards and rules: the official Q&A
    related: list[Panel] = field(default_factory=list)

    @property
    def outcome_text(self) -> str:
        if self.outcome == "game_over":
            if self.winner:
                return _("Game over: player %(winner)s wins.") % {"winner": self.winner}
            # no winner: every player lost (two in every game here, CR 9-2-1, digest 1-3-3)
            return _("Game over: both players lose; nobody wins.")
        if self.outcome == "illegal_action":
            return _("The replay stopped at an action that is not allowed.")
        return _("Every action was replayed; nobody has won yet.")


def ruling_view(game: Game, data: dict[str, Any], result: dict[str, Any],
                before: dict[str, Any] | None, version: RulesVersion | None,
                version_query: str = "") -> RulingView:
    game_boards = boards.for_game(game.id)
    index = game_boards.card_index(cardlookup.with_printed_fields(game.id, data,
                                                                  get_language()))
    actions = data.get("actions") if isinstance(data.get("actions"), list) else []
    words = game_boards.ACTION_WORDS
    links = _rule_links(game, version, result, version_query)
    assert isinstance(actions, list)  # as made above: this tells the type checker
    losers = list(result.get("losers") or [])
    view = RulingView(
        title=" ".join(str(data.get("title") or "").split()),
        question=str(data.get("question") or "").strip(),
        outcome=str(result.get("outcome") or ""),
        winner=result.get("winner"),
        losers=losers,
        steps=_steps(result, actions, index, links, words),
        after=game_boards.board(result["state"], index, losers, before),
        before=game_boards.board(before, index) if before else None,
        cited=[links[n] for n in result.get("rules_cited") or [] if n in links],
        board_template=boards.templates(game.id),
        rules_version=str(result.get("rules_version") or (version.version if version else "")),
        missing_numbering=str((result.get("no_counterpart") or {}).get("numbering") or ""),
        notes=[str(n.get("text")) for n in result.get("notes") or []
               if isinstance(n, dict) and n.get("kind") != "default"],
        defaults=[str(n.get("text")) for n in result.get("notes") or []
                  if isinstance(n, dict) and n.get("kind") == "default"],
        unapplied=sum(1 for n in result.get("notes") or []
                      if isinstance(n, dict) and n.get("kind") == "unapplied"),
        verdict=" ".join(str(result.get("verdict") or "").split()),
    )
    view.related = hooks.related_panels(game, data, _identities(result, version))
    illegal = result.get("illegal")
    if illegal:
        at = illegal.get("action")
        view.illegal = IllegalView(
            action=at, action_label=_action_label(actions, at, index, words),
            reason=str(illegal.get("reason") or ""),
            reason_after_label=grammar.after_colon((get_language() or "en").split("-")[0],
                                                   str(illegal.get("reason") or "")),
            rules=[links[n] for n in illegal.get("rules") or [] if n in links],
            skipped=max(0, len(actions) - (at if isinstance(at, int) else 0) - 1),
            missing=list(illegal.get("no_counterpart") or []),
        )
    return view


def _identities(result: dict[str, Any], version: RulesVersion | None) -> list[str]:
    """The rules a result cites, as the engine knows them (the bundled version's numbers, in
    which the other apps map their material too), whatever version it was judged under."""
    cited = list(result.get("rules_cited") or [])
    missing = list((result.get("no_counterpart") or {}).get("rules") or [])
    if version is None:
        return cited + missing
    mapping = citing.counterparts(version)
    return [i for n in cited for i in mapping.identities_of(n)] + missing


def _steps(result: dict[str, Any], actions: list[Any], index: dict[str, Any],
           links: dict[str, RuleLink], words: dict[str, Any]) -> list[StepView]:
    steps = []
    previous: object = object()
    for number, step in enumerate(result.get("steps") or [], start=1):
        at = step.get("action")
        label = _action_label(actions, at, index, words) if at != previous else ""
        previous = at
        steps.append(StepView(number, str(step.get("text") or ""),
                              [links[n] for n in step.get("rules") or [] if n in links], at, label,
                              list(step.get("no_counterpart") or [])))
    return steps


def _rule_links(game: Game, version: RulesVersion | None, result: dict[str, Any],
                query: str) -> dict[str, RuleLink]:
    numbers = set(result.get("rules_cited") or [])
    for step in result.get("steps") or []:
        numbers.update(step.get("rules") or [])
    numbers.update((result.get("illegal") or {}).get("rules") or [])
    known: dict[str, tuple[str, str]] = {}
    if version is not None:
        rows = Rule.objects.filter(version=version, number__in=numbers)
        known = {number: (title, text) for number, title, text
                 in rows.values_list("number", "title", "text")}
    return {
        number: RuleLink(
            number=number,
            url=reverse("rules:rule", args=[game.id, number]) + query,
            api_url=reverse("rules-api:rule", args=[game.id, number]) + query,
            title=known.get(number, ("", ""))[0],
            hint=_hint(*known.get(number, ("", ""))),
        )
        for number in numbers
    }


def _hint(title: str, text: str, limit: int = 160) -> str:
    words = " ".join(text.split())
    if len(words) > limit:
        words = words[:limit].rsplit(" ", 1)[0] + "…"
    return f"{title}: {words}" if title and words else title or words


# actions without arguments that read the same in every game
PLAIN_WORDS = {"pass": gettext_lazy("pass"), "end_turn": gettext_lazy("end the turn")}


def _action_label(actions: list[Any], at: Any, index: dict[str, Any],
                  words: dict[str, Any]) -> str:
    """'Action 2: Zoro attacks B's Leader', or 'Automatic' for what no action caused."""
    if not isinstance(at, int) or not 0 <= at < len(actions):
        return _("Automatic")
    raw = actions[at]
    kind, args = (raw, {}) if isinstance(raw, str) else next(iter(raw.items()), ("", {}))
    args = args if isinstance(args, dict) else {}

    def name(card_id: Any, role: str = "") -> str:
        return boards.name_in(index, card_id, role)

    say = words.get(kind)
    text = say(args, name) if say else str(PLAIN_WORDS.get(kind, kind))
    # German opens the sentence after the colon with a capital ("Aktion 1: Der Leader ...")
    if (get_language() or "").startswith("de") and text.startswith(("der ", "die ", "das ")):
        text = text[:1].upper() + text[1:]
    return _("Action %(number)s: %(text)s") % {"number": at + 1, "text": text}
