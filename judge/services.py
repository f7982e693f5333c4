"""One place that judges a scenario text for the CLI, the page and the API, and saves rulings.

The engine does the judging (and all validation of the scenario); this module adds what the
site needs around it: the line of each problem in the text, the check that the scenario belongs
to the game of the address it was sent to, the board before any action, and the saved ruling
with the rules version it was judged under and a citation per rule number.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import Any

import yaml
from django.db import IntegrityError, transaction
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from judge import cardlookup, citing, engine, linemap
from judge.models import Citation, Ruling
from rules import citing as rules_citing
from rules import queries
from rules.models import Game, RulesVersion

ROOT = linemap.ROOT
SAID_LINE = re.compile(r"\(line (\d+), column \d+\)")
# A person fixes the first problems first; a client that sends ten thousand unknown keys gets the
# first of them and a count of the rest, never a reply as large as its request.
MAX_ERRORS = 50
# Paths hold the client's own keys: long ones are shortened in answers (the line still points
# at the key).
MAX_PATH = 200
# Far more than any scenario needs (the engine reads 40 levels at most), and cheap to count.
MAX_OPEN_BRACKETS = 100
BRACKETS = re.compile(r"[\[\]{}]")


@dataclass
class Judgement:
    """A scenario text and what the judge made of it: a result, or problems with lines."""

    game_id: str
    text: str
    result: dict[str, Any] | None = None
    errors: list[dict[str, Any]] = field(default_factory=list)
    data: dict[str, Any] | None = None
    before: dict[str, Any] | None = None
    identities: list[str] = field(default_factory=list)  # the engine's own citations

    @property
    def ok(self) -> bool:
        return self.result is not None and not self.errors

    def error_json(self) -> dict[str, list[dict[str, str]]]:
        """The documented error shape: `{"errors": [{"path", "message"}]}`."""
        return {"errors": [{"path": e["path"], "message": e["message"]} for e in self.errors]}


def supports(game_id: str) -> bool:
    return game_id in engine.games()


def judge_text(game_id: str, text: str, language: str | None = None) -> Judgement:
    """Judge `text` (YAML or JSON) as a scenario of `game_id`, its ruling and problems in
    `language` (by default the language of the request being answered)."""
    judgement = Judgement(game_id, text)
    if "\x00" in text:
        return _refuse(judgement, ROOT, _("contains a NUL character, which no scenario needs"))
    if _opens_too_deep(text):
        # Refused before any YAML reading: a YAML reader takes seconds over 100,000 "[".
        return _refuse(judgement, ROOT, _(
            "is nested too deeply: more than %(limit)s brackets are open at once")
            % {"limit": MAX_OPEN_BRACKETS})
    cards = cardlookup.for_game(game_id)
    # the engine cites its own identities; the renderer writes each as the number of the
    # same rule in the version in force (judge/citing.py)
    mapping = citing.mapping_for(game_id)
    cite: dict[str, Any] = {"cite": mapping, "rules_version": mapping.version,
            "numbering": mapping.base} if mapping is not None else {}
    # read once and replayed once: the result, the data and the board before any action
    judged = engine.judge_scenario(text, cards, language=language or get_language(), **cite)
    result = judged.result
    # Composed at most once, and only for a text the engine read: one that does not read as
    # YAML or JSON at all (its problems are all at the root) is never parsed a second time.
    layout = _Layout(text, wanted="errors" in result and _has_paths(result["errors"]))
    declared = result.get("game") if "errors" not in result else _declared_game(layout)
    if isinstance(declared, str) and "\x00" in declared:
        return _refuse(judgement, ROOT, _("contains a NUL character, which no scenario needs"))
    if declared is not None and declared != game_id:
        # judged (or refused) as another game's scenario: that is the one problem to fix
        return _refuse(judgement, "game", _(
            "this is the judge of '%(here)s', but the scenario is for '%(there)s': "
            "send it to that game's judge") % {"here": game_id, "there": declared}, layout)
    if "errors" in result:
        judgement.errors = with_lines(text, result["errors"], layout)
        return judgement
    data = judged.data or {}
    if _has_nul(data):
        return _refuse(judgement, ROOT, _("contains a NUL character, which no scenario needs"))
    judgement.identities = list(judged.identities)
    judgement.result = result
    judgement.data = data
    judgement.before = judged.board_before
    return judgement


def _opens_too_deep(text: str) -> bool:
    """True when more than MAX_OPEN_BRACKETS flow brackets are open at some point (quoted
    brackets count too: no scenario has a hundred of them in a row)."""
    depth = 0
    for match in BRACKETS.finditer(text):
        depth = depth + 1 if match.group() in "[{" else max(0, depth - 1)
        if depth > MAX_OPEN_BRACKETS:
            return True
    return False


def initial_state(data: dict[str, Any], cards: engine.CardLookup | None = None
                  ) -> dict[str, Any] | None:
    """The board as described, before any action (for a ruling saved before rulings kept it)."""
    if cards is None and isinstance(data.get("game"), str):
        cards = cardlookup.for_game(data["game"])
    done = engine.run(data, cards, keep_board=True)
    return done.board_before if isinstance(done, engine.Result) else None


class _Layout:
    """The text's YAML nodes and where paths are in them, composed on first use, at most once."""

    def __init__(self, text: str, wanted: bool = True) -> None:
        self.text, self.wanted = text, wanted and "\x00" not in text
        self._lines: linemap.LineMap | None = None
        self.composed = 0

    @property
    def lines(self) -> linemap.LineMap:
        if self._lines is None:
            root = None
            if self.wanted:
                root = linemap.compose(self.text)
                self.composed += 1
            self._lines = linemap.LineMap(root)
        return self._lines


def _has_paths(errors: list[dict[str, Any]]) -> bool:
    return any(e.get("path") != ROOT for e in errors)


def with_lines(text: str, errors: list[dict[str, Any]],
               layout: _Layout | None = None) -> list[dict[str, Any]]:
    """The engine's first MAX_ERRORS problems, each with the line of the text it points at (or
    None), and one more entry that counts the rest."""
    layout = layout or _Layout(text, wanted=_has_paths(errors))
    out = []
    for error in errors[:MAX_ERRORS]:
        path, message = str(error.get("path") or ROOT), str(error.get("message") or "")
        # a text that does not read as YAML names its line itself (the engine's `line`)
        said = error.get("params", {}).get("line") if isinstance(error.get("params"), dict) \
            else None
        if not isinstance(said, int):
            found = SAID_LINE.search(message[:500]) if path == ROOT else None
            said = int(found.group(1)) if found else None
        line = said if said is not None and path == ROOT else layout.lines.line_of(path)
        out.append({"path": _shortened(path), "message": message, "line": line})
    if len(errors) > MAX_ERRORS:
        more = len(errors) - MAX_ERRORS
        out.append({"path": ROOT, "line": None, "message": ngettext(
            "and %(count)s more problem: fix the ones above first",
            "and %(count)s more problems: fix the ones above first", more) % {"count": more}})
    return out


def _shortened(path: str) -> str:
    return path if len(path) <= MAX_PATH else path[:MAX_PATH - 1] + "\u2026"


def _declared_game(layout: _Layout) -> str | None:
    """The top-level `game` of a text the engine refused, if it names one."""
    value = layout.lines.node_at("game")
    return _unicode_safe(value) if isinstance(value, str) and value else None


def _refuse(judgement: Judgement, path: str, message: str,
            layout: _Layout | None = None) -> Judgement:
    if layout is None:
        layout = _Layout(judgement.text, wanted=path != ROOT)
    judgement.errors = [{"path": path, "message": _unicode_safe(message),
                         "line": layout.lines.line_of(path)}]
    return judgement


def _unicode_safe(text: str) -> str:
    """`text` with lone surrogates written as escapes: YAML reads "\\ud800" into one, and no
    answer (JSON, HTML) can carry it."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def load_scenario(text: str) -> dict[str, Any]:
    """The scenario as data, read the way the engine read it (which already accepted it:
    bounded in size, no aliases, so loading it again is safe)."""
    if text.lstrip().startswith("{"):
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            pass
    return yaml.load(text, Loader=linemap.SAFE_LOADER)  # noqa: S506 (a safe loader)


def _has_nul(data: Any) -> bool:
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, str) and "\x00" in node:
            return True
        if isinstance(node, dict):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def judged_under(game: Game, result: dict[str, Any]) -> RulesVersion | None:
    """The rules version whose numbers a result cites: the one it names, or, for a ruling
    saved before results named it, the bundled version the engine's numbers come from."""
    label = result.get("rules_version") or rules_citing.base_version(game.id)
    return RulesVersion.objects.filter(game=game, version=label).first()


def save_ruling(game: Game, judgement: Judgement) -> Ruling:
    """Store a judged scenario under a new key, with the rules version it was judged under.

    Idempotent: the same scenario text judged to the same result (same rules version, same
    language) is stored once, and a save sent again answers the ruling already stored. A client
    whose worker died after the ruling was committed but before it answered gets its link by
    sending the save again. The link is the ruling's only access control, and this gives it only
    to someone who already holds every word of the ruling."""
    if not judgement.ok or judgement.data is None or judgement.result is None:
        raise ValueError("only a judged scenario can be saved")
    digest = ruling_digest(game, judgement.text, judgement.result)
    found = Ruling.objects.filter(digest=digest).first()
    if found is not None:
        return found
    try:
        return _store_ruling(game, judgement, digest)
    except IntegrityError:
        # the same save, sent twice at once, was stored by the other request
        found = Ruling.objects.filter(digest=digest).first()
        if found is None:
            raise
        return found


def ruling_digest(game: Game, text: str, result: dict[str, Any]) -> str:
    """What a ruling is, as a checksum: its game, the scenario as sent, the result."""
    what = json.dumps({"game": game.pk, "scenario": text, "result": result}, sort_keys=True,
                      ensure_ascii=True, default=str)
    return hashlib.sha256(what.encode()).hexdigest()


@transaction.atomic
def _store_ruling(game: Game, judgement: Judgement, digest: str) -> Ruling:
    assert judgement.data is not None and judgement.result is not None
    version = judged_under(game, judgement.result)
    ruling = Ruling.objects.create(
        game=game,
        rules_version=version,
        rules_version_label=str(judgement.result.get("rules_version") or
                                (version.version if version else "")),
        title=_one_line(judgement.data.get("title"))[:200],
        question=str(judgement.data.get("question") or "").strip(),
        scenario_text=judgement.text,
        result=judgement.result,
        initial_state=judgement.before,
        digest=digest,
    )
    mapping = rules_citing.counterparts(version) if version is not None else None
    Citation.objects.bulk_create(
        Citation(ruling=ruling, game=game, identity=identity,
                 number=(mapping(identity) if mapping else identity) or "")
        for identity in dict.fromkeys(judgement.identities)
    )
    return ruling


def _one_line(value: Any) -> str:
    return " ".join(str(value or "").split())


def scenario_data(ruling: Ruling) -> dict[str, Any]:
    """The stored scenario of a saved ruling as data (it was valid when it was saved)."""
    try:
        data = load_scenario(ruling.scenario_text)
    except (yaml.YAMLError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def is_outdated(ruling: Ruling) -> bool:
    """True when the game's rules in force are not the ones the ruling was judged under."""
    current = queries.current_version(ruling.game)
    return current is not None and current.pk != ruling.rules_version_id
