"""Which translated engine messages need a translator's look because their English changed.

The English text of each event code lives next to the code (`judge/engine/*/messages/en.py`);
each language's catalogue translates it. When the English of a code changes, the translation
may now say something else. `judge/messages-reviewed.json` keeps, per catalogue and language,
a short fingerprint of the English each translation was written from; `manage.py
engine_messages` lists the codes whose English no longer matches (the test suite fails on
them), and `manage.py engine_messages --reviewed de` records the current English for German
once its translations are brought up to date.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from judge.engine.core.catalogue import LANGUAGES, Message, Plural, _module_messages

REVIEWED = Path(__file__).resolve().parent / "messages-reviewed.json"
CATALOGUES = ("core", "optcg", "ygo")
TRANSLATED = tuple(language for language in LANGUAGES if language != "en")
Fingerprints = dict[str, dict[str, dict[str, str]]]  # catalogue -> language -> code -> print


def fingerprint(message: Message) -> str:
    if isinstance(message, Plural):
        text = f"{message.one}\n{message.other}"
        if message.zero is not None:
            text += f"\n{message.zero}"
    else:
        text = message
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def english(catalogue: str) -> dict[str, str]:
    return {code: fingerprint(message)
            for code, message in _module_messages(catalogue, "en").items()}


def load(path: Path = REVIEWED) -> Fingerprints:
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def stale(reviewed: Fingerprints | None = None) -> list[tuple[str, str, str]]:
    """(catalogue, language, code) of each translation whose English changed since it was
    recorded. A code never recorded is not stale: tests/judge/test_engine_messages.py already
    demands its translations; `unrecorded` lists it until the next `--reviewed`."""
    return _compare(reviewed, changed=True)


def unrecorded(reviewed: Fingerprints | None = None) -> list[tuple[str, str, str]]:
    return _compare(reviewed, changed=False)


def _compare(reviewed: Fingerprints | None, changed: bool) -> list[tuple[str, str, str]]:
    reviewed = load() if reviewed is None else reviewed
    out = []
    for catalogue in CATALOGUES:
        current = english(catalogue)
        for language in TRANSLATED:
            seen = reviewed.get(catalogue, {}).get(language, {})
            out += [(catalogue, language, code) for code, print_ in sorted(current.items())
                    if (code in seen) == changed and seen.get(code) != print_]
    return out


def mark_reviewed(languages: list[str], path: Path = REVIEWED) -> Fingerprints:
    """Record the current English as the source of `languages`' translations."""
    reviewed = load(path)
    for catalogue in CATALOGUES:
        current = english(catalogue)
        for language in languages:
            reviewed.setdefault(catalogue, {})[language] = dict(sorted(current.items()))
    path.write_text(json.dumps(reviewed, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return reviewed
