"""The community card list of the One Piece Card Game in its published JSON layout.

A language folder holds `manifest.json`, `packs.json` and `data/PACK.json`, each a list of
printings. Several printings share one card number (`OP05-060`, `OP05-060_p1`: alternate
art, `_r1`: a reprint); the card's facts come from its plain printing when there is one.
What the list gets wrong on real cards is repaired where the meaning is certain and reported:

- a Leader's Life is published in the `cost` field;
- a printed 0 (an Event's cost, a Character's power) may be `null`;
- one printing is listed twice;
- texts carry `<br>`, HTML entities and full-width brackets (printed.clean).
"""
from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import Any

from cards import printed
from cards.importers.records import CardList, CardListError, CardRecord, PrintingRecord, SetRecord
from rules import intake

LANGUAGES = {"english": "en", "french": "fr", "japanese": "ja", "german": "de",
             "spanish": "es", "italian": "it", "chinese": "zh", "korean": "ko"}
NUMBER = re.compile(r"^([A-Z]{1,4}\d{0,3}-\d{1,4})(?:_([a-z]\d{1,2}))?$")
CATEGORIES = {"leader", "character", "event", "stage"}
COLORS = {"red", "green", "blue", "purple", "black", "yellow"}
MAX_FILE_BYTES = 20 * 1024 * 1024
# Above any printed number (power 13000, cost 10): a larger one is not a card's, and 10^30
# would overflow the database's integer columns. Texts: the real longest effect has a few
# hundred characters; a longer text is cut at these and the cut reported.
MAX_CARD_NUMBER = 1_000_000
MAX_EFFECT, MAX_TRIGGER = 5000, 2000
NUMBERS = ("cost", "power", "counter", "block_number")


def read_folder(folder: Path, language: str | None = None) -> CardList:
    """Every card of a language folder, one record per card number, with its printings."""
    folder = Path(folder)
    files = _card_files(folder)
    manifest = _json(folder / "manifest.json", default={})
    language = language or LANGUAGES.get(str(manifest.get("language", "")).lower(), "")
    if not language:
        raise CardListError(f"{folder}: the manifest names no language I know: give --language")
    sets = _sets(_json(folder / "packs.json", default={}))
    anomalies: list[str] = []
    printings = _printings(files, anomalies)
    cards = _cards(printings, anomalies)
    # the list by its own name (punk-records/english), not the operator's path to it, which
    # the card pages would show every reader
    source = "/".join(folder.resolve().parts[-2:])
    _check(source, f"{source!r}: the folder's name")  # shown on every card page
    return CardList(language=language, source=source, generated=_generated(manifest),
                    sets=sets, cards=cards, anomalies=anomalies)


def _card_files(folder: Path) -> list[Path]:
    """`data/PACK.json` (a list per pack) or, in the split layout, `cards/PACK/NUMBER.json`."""
    if (folder / "data").is_dir():
        return sorted((folder / "data").glob("*.json"))
    if (folder / "cards").is_dir():
        return sorted((folder / "cards").glob("*/*.json"))
    raise CardListError(f"{folder}: no data/ or cards/ folder (expected a punk-records "
                        "language folder with manifest.json, packs.json and data/PACK.json)")


def _json(path: Path, default: Any = None) -> Any:
    if not path.exists() and default is not None:
        return default
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise CardListError(f"{path}: larger than {MAX_FILE_BYTES // 2**20} MB")
        data = intake.load_json(path.read_text(encoding="utf-8-sig"), str(path))
    except intake.InputError as error:
        raise CardListError(str(error)) from None
    except (OSError, UnicodeDecodeError) as error:
        raise CardListError(f"{path}: not readable JSON ({error})") from None
    if path.name in ("manifest.json", "packs.json"):
        _check(data, str(path))
    return data


def _check(value: Any, where: str, max_integer: int = intake.MAX_INTEGER) -> None:
    try:
        intake.check(value, where, max_integer)
    except intake.InputError as error:
        raise CardListError(str(error)) from None


def _generated(manifest: dict) -> str:
    stamp = manifest.get("generated_at")
    if not isinstance(stamp, (int, float)):
        return ""
    try:
        return datetime.datetime.fromtimestamp(stamp, datetime.UTC).date().isoformat()
    except (OverflowError, OSError, ValueError):
        return ""


def _sets(raw: Any) -> list[SetRecord]:
    out = []
    for code, pack in (raw.items() if isinstance(raw, dict) else ()):
        if not isinstance(pack, dict):
            continue
        parts = pack.get("title_parts") or {}
        out.append(SetRecord(code=str(code)[:40], label=str(parts.get("label") or "")[:40],
                             title=str(pack.get("raw_title") or parts.get("title") or code)[:200]))
    return out


def _printings(files: list[Path], anomalies: list[str]) -> dict[str, dict]:
    """Printing id -> its object, the first of any printing listed twice."""
    seen: dict[str, dict] = {}
    for path in files:
        items = _json(path)
        items = [items] if isinstance(items, dict) else items
        if not isinstance(items, list):
            raise CardListError(f"{path}: must be a list of card objects")
        for item in items:
            code = item.get("id") if isinstance(item, dict) else None
            if not isinstance(code, str) or not NUMBER.match(code):
                anomalies.append(f"{path.name}: skipped an entry without a card number ({code!r})")
                continue
            where = f"{path}: card {code}"
            _check(item, where, MAX_CARD_NUMBER)
            for key in NUMBERS:  # numbers published as text ("10000...") are refused here too
                _number(item.get(key), f"{where}: {key}")
            if code in seen:
                same = "the same" if seen[code] == item else "a different"
                anomalies.append(f"{code}: listed twice ({same} entry); the first is kept")
                continue
            seen[code] = item
    return seen


def _cards(printings: dict[str, dict], anomalies: list[str]) -> list[CardRecord]:
    by_number: dict[str, list[tuple[str, dict]]] = {}
    for code, item in printings.items():
        number = NUMBER.match(code).group(1)  # type: ignore[union-attr]
        by_number.setdefault(number, []).append((code, item))
    out = []
    for number, group in by_number.items():
        # the plain printing first, then the others in order: the facts come from the first
        group.sort(key=lambda pair: (pair[0] != number, pair[0]))
        card = _card(number, group[0][1], anomalies)
        if card is None:
            continue
        card.printings = [_printing(code, item) for code, item in group]
        out.append(card)
    out.sort(key=lambda card: card.number)
    return out


def _card(number: str, item: dict, anomalies: list[str]) -> CardRecord | None:
    category = str(item.get("category") or "").lower()
    if category not in CATEGORIES:
        anomalies.append(f"{number}: unknown category {item.get('category')!r}; skipped")
        return None
    cost, power = _number(item.get("cost"), number), _number(item.get("power"), number)
    life = None
    if category == "leader":
        # a Leader has no cost: the list publishes its Life in the cost field
        life, cost = cost, None
        if life is None or power is None or power < 1000:
            anomalies.append(f"{number}: a Leader with Life {life} and power {power}: the "
                             "published fields look shifted")
    elif category == "character" or category == "event":
        cost = 0 if cost is None else cost  # a printed 0 is sometimes published as null
    if category == "character" and power is None:
        power = 0
    return CardRecord(
        number=number, name=_text(item.get("name"), 200, f"{number}: the name", anomalies),
        category=category,
        colors=[c for c in (str(x).lower() for x in _list(item.get("colors"))) if c in COLORS],
        cost=cost, power=power, counter=_number(item.get("counter"), number), life=life,
        attributes=[_text(a, 40) for a in _list(item.get("attributes"))],
        traits=[_text(t, 80) for t in _list(item.get("types"))],
        text=printed.clean(_text(item.get("effect"), MAX_EFFECT, f"{number}: the effect",
                                 anomalies)),
        trigger=printed.clean(_text(item.get("trigger"), MAX_TRIGGER, f"{number}: the trigger",
                                    anomalies)),
        block=_number(item.get("block_number"), number),
    )


def _printing(code: str, item: dict) -> PrintingRecord:
    return PrintingRecord(code=code, set_code=_text(item.get("pack_id"), 40),
                          rarity=_text(item.get("rarity"), 40),
                          image_url=_text(item.get("img_full_url"), 300))


def _number(value: Any, where: str) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, str) and value.strip().isdigit():
        if len(value.strip()) > len(str(MAX_CARD_NUMBER)):  # int() of 5000 digits is refused
            raise CardListError(f"{where}: the number {value.strip()[:20]}... is out of range")
        value = int(value.strip())
    if isinstance(value, int):
        if value > MAX_CARD_NUMBER:
            raise CardListError(f"{where}: the number {value} is out of range (at most "
                                f"{MAX_CARD_NUMBER})")
        return value
    return None


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _text(value: Any, limit: int, where: str = "", notes: list[str] | None = None) -> str:
    """The value as text, at most `limit` characters; a cut is noted where `notes` is given."""
    if value is None:
        return ""
    whole = str(value)
    if notes is not None:
        whole = intake.cap(whole, limit, where, notes)
    text = printed.clean(whole[:limit]) if "<" in whole or "&" in whole else whole[:limit]
    return " ".join(text.split()) if limit <= 200 else text
