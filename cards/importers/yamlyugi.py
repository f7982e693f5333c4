"""The community Yu-Gi-Oh! card database yaml-yugi: one JSON file per card in `data/cards/`.

A card is keyed by its password as printed (8 digits, leading zeros kept) or, when it has
none, by "kdb" and its Konami id (the files' own names). Names and texts are kept in the
site's five languages; printings in English (the TCG's) and Japanese (the OCG's).
What the files get wrong on real cards is repaired where the meaning is certain, and every
repair is named in the report:

- a monster type line with stray spaces ("Fairy  / Link / Effect");
- a Main Deck Pendulum Monster's type line with neither Normal nor Effect ("Warrior /
  Pendulum", the Igknights): a Normal Pendulum Monster, its text flavour, "Normal" added;
- a region's Forbidden & Limited status missing (null) where the card has no printing in that
  region: it is "Not yet released" there (a missing status elsewhere stays unknown, said so);
- a number written as text ("1800");
- a card with neither password nor Konami id is keyed by its file name;
- an Extra Deck monster's materials glued to the sentence after them by " / " (the Mayakashi
  Synchro Monsters' English texts, a few German, French and Italian ones): cut into two lines,
  as the other languages print them.
A file that cannot be read as a card is skipped with its reason; the rest import. A value no
import stores (a NUL byte, a lone surrogate, 10^30: rules.intake) refuses the whole list,
naming the file and the field; a text longer than any real one is cut, and the cut named.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from cards.importers.records import CardListError, PrintingRecord, YgoCardList, YgoCardRecord
from rules import intake

LANGUAGES = ("en", "de", "es", "fr", "it")
PRINTING_LANGUAGES = ("en", "ja")  # the TCG's and the OCG's own printings
EXTRA_DECK = {"Fusion", "Synchro", "Xyz", "Link"}  # their first line: the materials
REGIONS = {"tcg": {"en", "de", "es", "fr", "it", "pt"}, "ocg": {"ja", "ko", "zh-CN", "zh-TW"}}
KINDS = {"Monster": "monster", "Spell": "spell", "Trap": "trap"}
STATUSES = {"Forbidden", "Limited", "Semi-Limited", "Unlimited", "Not yet released"}
NOT_RELEASED = "Not yet released"
MAX_FILE_BYTES = 2 * 1024 * 1024
# Above any password (8 digits), Konami id or ATK; inside the database's integer columns.
MAX_NUMBER = 10**9


def read_folder(path: Path, language: str | None = None) -> YgoCardList:
    """Every card file of a yaml-yugi clone (its root, `data/` or `data/cards/`)."""
    folder = _cards_folder(Path(path))
    files = sorted(folder.glob("*.json"))
    if not files:
        raise CardListError(f"{folder}: no card files (expected yaml-yugi's data/cards/*.json)")
    anomalies: list[str] = []
    repairs: dict[str, list[str]] = {}
    cards: dict[str, YgoCardRecord] = {}
    sets: dict[str, dict[str, str]] = {}
    for file in files:
        raw = _load(file, anomalies)
        if raw is None:
            continue
        card = _card(file, raw, anomalies, repairs)
        if card is None:
            continue
        if card.number in cards:
            anomalies.append(f"{file.name}: card {card.number} is listed again; the first "
                             "file is kept")
            continue
        _printings(card, raw, sets)
        cards[card.number] = card
    for repair, numbers in repairs.items():
        anomalies.append(f"repaired: {repair} ({len(numbers)}): {', '.join(numbers)}")
    source = "/".join(folder.resolve().parts[-3:])  # yaml-yugi/data/cards, not the host's path
    try:
        intake.check(source, f"{source!r}: the folder's name")
    except intake.InputError as error:
        raise CardListError(str(error)) from None
    return YgoCardList(source=source, sets=sets, cards=sorted(cards.values(),
                                                              key=lambda c: c.number),
                       anomalies=anomalies)


def _cards_folder(path: Path) -> Path:
    for candidate in (path / "data" / "cards", path / "cards", path):
        if candidate.is_dir() and any(candidate.glob("*.json")):
            return candidate
    raise CardListError(f"{path}: no yaml-yugi card files here (give a clone of "
                        "https://github.com/DawnbrandBots/yaml-yugi or its data/cards folder)")


def _load(file: Path, anomalies: list[str]) -> dict | None:
    try:
        if file.stat().st_size > MAX_FILE_BYTES:
            raise ValueError(f"larger than {MAX_FILE_BYTES // 2**20} MB")
        raw = intake.load_json(file.read_text(encoding="utf-8-sig"), file.name)
    except intake.InputError as error:  # too deep, not JSON, a number too long to convert
        anomalies.append(f"{file.name}: not readable JSON ({error.reason}); skipped")
        return None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        anomalies.append(f"{file.name}: not readable JSON ({error}); skipped")
        return None
    if not isinstance(raw, dict):
        anomalies.append(f"{file.name}: not a card object; skipped")
        return None
    try:
        # a value no import stores (NUL, lone surrogate, 10^30, 1e999) is not a quirk to skip:
        # the list is refused, naming the file and the field, and nothing is stored
        intake.check(raw, f"{file.name}: card", MAX_NUMBER)
    except intake.InputError as error:
        raise CardListError(str(error)) from None
    return raw


def _card(file: Path, raw: dict, anomalies: list[str],
          repairs: dict[str, list[str]]) -> YgoCardRecord | None:
    kind = KINDS.get(str(raw.get("card_type")))
    if kind is None:
        anomalies.append(f"{file.name}: unknown card type {raw.get('card_type')!r}; skipped")
        return None
    names = _languages(raw.get("name"), 200, f"{file.name}: the name", anomalies)
    if not names:
        anomalies.append(f"{file.name}: no name in {', '.join(LANGUAGES)}; skipped")
        return None
    number, konami_id = _key(file, raw, repairs)
    if number is None:
        anomalies.append(f"{file.name}: no password, Konami id or usable file name; skipped")
        return None

    def number_of(key: str) -> int | None:
        return _number(raw.get(key), number, key, repairs)

    atk, defense = number_of("atk"), number_of("def")
    unknown = [k for k in ("atk", "def") if raw.get(k) == "?"]
    types = _type_line(raw.get("monster_type_line"), number, repairs)
    return YgoCardRecord(
        number=number, konami_id=konami_id, kind=kind,
        card_property=_text(raw.get("property"), 12) if kind != "monster" else "",
        monster_types=types,
        attribute=_text(raw.get("attribute"), 8).upper(),
        level=number_of("level"), rank=number_of("rank"),
        link_arrows=[_text(a, 4) for a in _list(raw.get("link_arrows"))],
        atk=atk, defense=defense, unknown_stats=unknown,
        pendulum_scale=number_of("pendulum_scale"),
        materials=_text(raw.get("materials"), 300),
        series=[_text(s, 80) for s in _list(raw.get("series")) if _text(s, 80)],
        limits=_limits(raw, number, anomalies, repairs),
        names=names, texts=materials_apart(
            _languages(raw.get("text"), 5000, f"{file.name}: the text", anomalies),
            types, number, repairs),
        pendulum=_languages(raw.get("pendulum_effect"), 3000,
                            f"{file.name}: the pendulum effect", anomalies),
    )


def _key(file: Path, raw: dict, repairs: dict[str, list[str]]) -> tuple[str | None, int | None]:
    password, konami_id = raw.get("password"), raw.get("konami_id")
    konami_id = konami_id if isinstance(konami_id, int) and not isinstance(konami_id, bool) \
        else None
    if isinstance(password, int) and not isinstance(password, bool) and 0 <= password < 10**8:
        return f"{password:08d}", konami_id
    if konami_id is not None:
        return f"kdb{konami_id}", konami_id
    stem = file.stem[:20]
    if stem and stem.isascii() and stem.isalnum():
        repairs.setdefault("no password nor Konami id: keyed by the file name", []).append(stem)
        return stem, None
    return None, None


def _type_line(value: Any, number: str, repairs: dict[str, list[str]]) -> list[str]:
    if not isinstance(value, str) or not value.strip():
        return []
    types = [" ".join(p.split()) for p in value.split("/")]
    if value != " / ".join(types):
        repairs.setdefault("stray spaces in the monster type line", []).append(number)
    types = [t[:20] for t in types if t]
    if len(types) == 2 and types[1] == "Pendulum":  # its text is flavour, as printed (4-3-4)
        repairs.setdefault("a Pendulum Monster with neither Normal nor Effect in its type "
                           "line: a Normal Pendulum Monster", []).append(number)
        types.append("Normal")
    return types


def _limits(raw: dict, number: str, anomalies: list[str],
            repairs: dict[str, list[str]]) -> dict[str, str]:
    given = raw.get("limit_regulation")
    if not isinstance(given, dict):
        given = {}
    printed_in = set(raw.get("sets") or {}) if isinstance(raw.get("sets"), dict) else set()
    limits: dict[str, str] = {}
    for region, languages in REGIONS.items():
        status = given.get(region)
        if status in STATUSES:
            limits[region] = status
        elif status is None and not printed_in & languages:
            limits[region] = NOT_RELEASED
            repairs.setdefault(f"no {region.upper()} status and no {region.upper()} printing: "
                               "not yet released there", []).append(number)
        else:
            anomalies.append(f"{number}: {region.upper()} status {status!r} is unknown; shown "
                             "as unknown")
    return limits


def _number(value: Any, number: str, key: str, repairs: dict[str, list[str]]) -> int | None:
    if isinstance(value, bool) or value is None or value == "?":
        return None
    if isinstance(value, str) and value.strip().isdigit():
        if len(value.strip()) > len(str(MAX_NUMBER)):  # int() of 5000 digits is refused
            raise CardListError(f"card {number}: {key} {value.strip()[:20]}... is out of range")
        repairs.setdefault(f"{key} written as text", []).append(number)
        value = int(value.strip())
    if isinstance(value, int):
        if value > MAX_NUMBER:
            raise CardListError(f"card {number}: {key} {value} is out of range (at most "
                                f"{MAX_NUMBER})")
        return value
    return None


def _printings(card: YgoCardRecord, raw: dict, sets: dict[str, dict[str, str]]) -> None:
    by_code: dict[str, PrintingRecord] = {}
    all_sets = raw.get("sets")
    if not isinstance(all_sets, dict):
        all_sets = {}
    for language in PRINTING_LANGUAGES:
        for entry in _list(all_sets.get(language)):
            code = _text(entry.get("set_number"), 30) if isinstance(entry, dict) else ""
            if not code:
                continue
            rarities = [_text(r, 40) for r in _list(entry.get("rarities"))]
            set_code = code.split("-")[0][:40]
            sets.setdefault(set_code, {}).setdefault(language, _text(entry.get("set_name"),
                                                                     200))
            found = by_code.get(code)
            if found is None:  # a printing listed twice (two rarities): one, rarities merged
                by_code[code] = PrintingRecord(code=code, set_code=set_code,
                                               rarity=", ".join(rarities)[:120], image_url="")
                card.printing_languages[code] = language
            else:
                merged = [*found.rarity.split(", "), *(r for r in rarities
                                                      if r not in found.rarity.split(", "))]
                found.rarity = ", ".join(r for r in merged if r)[:120]
    card.printings = list(by_code.values())


def _languages(value: Any, limit: int, where: str, notes: list[str]) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    found = {}
    for language in LANGUAGES:
        text = value.get(language)
        if isinstance(text, str) and text.strip():
            found[language] = intake.cap(" ".join(text.split()) if limit <= 200 else
                                         text.replace("\r\n", "\n").strip(), limit,
                                         f"{where} ({language})", notes)
    return found


def materials_apart(texts: dict[str, str], types: list[str], number: str,
                     repairs: dict[str, list[str]]) -> dict[str, str]:
    """An Extra Deck monster's materials line glued to the sentence after it by " / " (the
    English texts of the Mayakashi Synchro Monsters; the other languages print a new line):
    the line is cut there, so the materials are read as materials and the sentence as text."""
    if not EXTRA_DECK & set(types):
        return texts
    out = dict(texts)
    for language, text in texts.items():
        first, _, rest = text.partition("\n")
        materials, glue, sentence = first.partition(" / ")
        if glue and "." not in materials and sentence[:1].isupper() and sentence.endswith("."):
            out[language] = f"{materials}\n{sentence}" + (f"\n{rest}" if rest else "")
    if out != texts:
        repairs.setdefault("an Extra Deck monster's materials glued to its first sentence by "
                           "\" / \": cut into two lines", []).append(number)
    return out


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _text(value: Any, limit: int) -> str:
    return " ".join(str(value).split())[:limit] if value is not None else ""
