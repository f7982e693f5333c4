"""Draws the site's icons: an SVG and the PNGs the web app manifest and browsers ask for.

Run from the project root: `python tools/make_icons.py`. The files it writes are committed, so
nothing runs at install time. It needs only the standard library: a small rasteriser samples
each pixel 4 x 4 times against the same shapes the SVG describes, and a PNG writer packs the
rows with zlib.

The picture: a white card on the site's blue with a blue tick, "the rules, checked". Every
shape stays inside the middle 80 %, the safe zone that maskable icons keep when a launcher
cuts them into a circle or a squircle.
"""
from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "rulesite" / "static" / "rulesite" / "icons"
BLUE = (11, 92, 173)
WHITE = (255, 255, 255)
SAMPLES = 4  # per axis: 16 samples a pixel smooth the edges

# The geometry, in a 100 x 100 box.
CARD = (30.0, 20.0, 70.0, 80.0, 6.0)  # left, top, right, bottom, corner radius
TICK = [(39.0, 51.0), (47.0, 60.0), (62.0, 40.0)]
TICK_WIDTH = 7.0
TILE_RADIUS = 18.0  # the rounded tile of the "any" icons; maskable ones fill the square

Shape = Callable[[float, float], bool]


def rounded_rect(left: float, top: float, right: float, bottom: float, radius: float) -> Shape:
    def inside(x: float, y: float) -> bool:
        if not (left <= x <= right and top <= y <= bottom):
            return False
        cx = min(max(x, left + radius), right - radius)
        cy = min(max(y, top + radius), bottom - radius)
        return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
    return inside


def thick_polyline(points: list[tuple[float, float]], width: float) -> Shape:
    half = width / 2

    def near_segment(x: float, y: float, a: tuple[float, float], b: tuple[float, float]) -> bool:
        (ax, ay), (bx, by) = a, b
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        px, py = ax + t * dx, ay + t * dy
        return (x - px) ** 2 + (y - py) ** 2 <= half ** 2

    def inside(x: float, y: float) -> bool:
        return any(near_segment(x, y, a, b) for a, b in zip(points, points[1:], strict=False))
    return inside


def render(size: int, maskable: bool) -> list[bytes]:
    """RGBA rows of the icon at `size` pixels."""
    tile = rounded_rect(0, 0, 100, 100, 0 if maskable else TILE_RADIUS)
    card = rounded_rect(*CARD)
    tick = thick_polyline(TICK, TICK_WIDTH)
    scale = 100 / size
    rows = []
    for py in range(size):
        row = bytearray([0])  # PNG filter type 0 (none) for this row
        for px in range(size):
            totals = [0, 0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) * scale
                    y = (py + (sy + 0.5) / SAMPLES) * scale
                    if not tile(x, y):
                        continue
                    colour = BLUE if tick(x, y) or not card(x, y) else WHITE
                    totals[0] += colour[0]
                    totals[1] += colour[1]
                    totals[2] += colour[2]
                    totals[3] += 255
            count = SAMPLES * SAMPLES
            alpha = totals[3] // count
            if alpha:
                # colour averaged over the covered samples only, so edges do not darken
                covered = totals[3] // 255
                row += bytes([totals[0] // covered, totals[1] // covered, totals[2] // covered,
                              alpha])
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return rows


def png(size: int, rows: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def svg(maskable: bool) -> str:
    left, top, right, bottom, radius = CARD
    tile_radius = 0 if maskable else TILE_RADIUS
    tick = " ".join(f"{x:g},{y:g}" for x, y in TICK)
    blue = "#{:02x}{:02x}{:02x}".format(*BLUE)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f'<rect width="100" height="100" rx="{tile_radius:g}" fill="{blue}"/>'
        f'<rect x="{left:g}" y="{top:g}" width="{right - left:g}" height="{bottom - top:g}" '
        f'rx="{radius:g}" fill="#fff"/>'
        f'<polyline points="{tick}" fill="none" stroke="{blue}" stroke-width="{TICK_WIDTH:g}" '
        'stroke-linecap="round" stroke-linejoin="round"/></svg>\n'
    )


ICONS = {  # file name: (size, maskable)
    "icon-32.png": (32, False),
    "icon-180.png": (180, True),  # Apple draws its own rounded corners
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-192.png": (192, True),
    "icon-maskable-512.png": (512, True),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(svg(maskable=False), encoding="utf-8")
    (OUT / "icon-maskable.svg").write_text(svg(maskable=True), encoding="utf-8")
    for name, (size, maskable) in ICONS.items():
        (OUT / name).write_bytes(png(size, render(size, maskable)))
        print(f"wrote {OUT / name}")


if __name__ == "__main__":
    main()
