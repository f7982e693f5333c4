"""The QR code of a saved ruling's permanent link, drawn on the server as SVG (segno).

Another phone at the table scans it to open the same ruling; nothing is asked of any other
service. Dark modules on a white square with the standard quiet zone, whatever the page's
theme, so that a camera reads it in dark mode too.
"""
from __future__ import annotations

import segno
from django.utils.safestring import SafeString, mark_safe


def svg(url: str) -> SafeString:
    """An inline SVG of `url` as a QR code; its size comes from CSS (no width or height).
    Error correction M: readable with a fingerprint or a glare on the screen."""
    code = segno.make(url, error="m", micro=False)
    drawing = code.svg_inline(scale=1, border=4, omitsize=True, svgclass="qr-code",
                              lineclass=None, dark="#000", light="#fff")
    # segno writes only paths and colours it was given, never text of the URL
    return mark_safe(drawing)  # noqa: S308
