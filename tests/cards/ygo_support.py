"""What the Yu-Gi-Oh! card tests share: the pinned yaml-yugi copy in ../shared (read in
place, never copied into the project), and chosen real cards copied into a test's tmp_path
folder, which imports in a second where the whole list takes many."""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from types import SimpleNamespace

from cards.importers import yamlyugi, ygo_writer
from cards.ygo import derive, encoding, psct
from judge import services
from rules.models import Game

ROOT = Path(__file__).resolve().parents[2]
YAML_YUGI = ROOT.parent / "shared" / "fixtures" / "yaml-yugi"
CARDS = YAML_YUGI / "data" / "cards"

# real cards, each for what it shows: the password with a leading zero (Mystical Space
# Typhoon), a Normal monster, a Link, an Xyz, a Pendulum, ATK/DEF "?", no password (kdb), no
# password nor Konami id (yugipedia), stray spaces in the type line, a Counter Trap, an effect
# the judge does not apply (Droll & Lock Bird)...
CHOSEN = ("05318639", "89631139", "46986414", "38033121", "01861629", "84013237", "16178681",
          "00010000", "kdb4998", "yugipedia1188653", "74378580", "03792766", "15415552",
          "41420027", "44095762", "55144522", "14558127", "97268402", "24224830", "83764718",
          "12580477", "40605147", "60643553", "36996508", "00595626", "94145021")

def subset(folder: Path, numbers: tuple[str, ...] = CHOSEN) -> Path:
    """A yaml-yugi-like clone holding only these real cards (a missing fixture fails here)."""
    target = folder / "data" / "cards"
    target.mkdir(parents=True, exist_ok=True)
    for number in numbers:
        shutil.copyfile(CARDS / f"{number}.json", target / f"{number}.json")
    return folder

def store(folder: Path) -> ygo_writer.YgoImportReport:
    """Import a folder without rebuilding the search index."""
    return ygo_writer.store(Game.objects.get(pk="ygo"), yamlyugi.read_folder(folder))

def english(number: str) -> dict:
    """A card file's facts and English texts, read in place."""

    raw = json.loads((CARDS / f"{number}.json").read_text(encoding="utf-8"))
    types = [t.strip() for t in (raw.get("monster_type_line") or "").split("/") if t.strip()]
    # the English text as the import keeps it (materials glued by " / " cut apart)
    text = yamlyugi.materials_apart({"en": raw["text"]["en"]}, types, number, {})["en"]
    return {"text": text, "kind": raw["card_type"].lower(),
            "card_property": raw.get("property") or "", "monster_types": types,
            "pendulum": (raw.get("pendulum_effect") or {}).get("en", "")}


def judged(text: str) -> dict:
    """A Yu-Gi-Oh! scenario judged as the site judges it (the imported cards filled in), which
    must have been valid input: the result object."""
    ruling = services.judge_text("ygo", text)
    assert ruling.ok, ruling.errors
    return ruling.result


def walls(count: int) -> str:
    """`count` face-up Defense Position monsters of 0 ATK and 0 DEF (b-1, b-2, ...), the items
    of a YAML flow list: targets a monster attacks and destroys without damage to anyone."""
    return ", ".join(f"{{id: b-{n}, name: Wall {n}, kind: monster, level: 1, atk: 0, def: 0, "
                     f"position: defense}}" for n in range(1, count + 1))


def derived(number: str) -> derive.Derived:
    """The card read as the import reads it: its English text and Pendulum text, its English
    name and its archetypes."""
    card = english(number)
    raw = json.loads((CARDS / f"{number}.json").read_text(encoding="utf-8"))
    return derive.derive(SimpleNamespace(
        kind=card["kind"], card_property=card["card_property"],
        monster_types=card["monster_types"], texts={"en": card["text"]},
        pendulum={"en": card["pendulum"]} if card["pendulum"] else {},
        names={"en": raw["name"]["en"]}, series=raw.get("series") or []))


def printed(number: str) -> dict | None:
    """What encoding.py makes of the card's English text alone (a monster's fields, or a
    Spell's or Trap's; None when a part is not read)."""
    card = english(number)
    reading = psct.read(card["text"], card["kind"], card["card_property"],
                        card["monster_types"])
    if card["kind"] == "monster":
        return encoding.encode_monster(reading)[0]
    return encoding.encode(card["kind"], card["card_property"], reading)
