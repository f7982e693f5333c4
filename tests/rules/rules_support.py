"""What the rules tests share: the material in ../shared (next to the project) and a page reader."""
from __future__ import annotations

import html
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
PDF_120 = SHARED / "fixtures" / "optcg-comprehensive-rules-1.2.0.pdf"
SEEDS = SHARED / "seeds"


def visible_text(response) -> str:
    """A page's text as a reader sees it: tags dropped, entities decoded, spaces collapsed."""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", response.content.decode(), flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", body)).split())
