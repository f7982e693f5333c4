"""A monster's own effect letting it attack once more "in a row" (12-3-27), read into the
scenario format's `attack_again` step on the monster itself, or refused.

Standard library only. "This card can make a second attack in a row." (Lord British Space
Fighter's option) and, with nothing targeted, "it can make a second attack in a row" (CXyz
Skypalace Babylon; Kachi Kochi Dragon prints it "it can can make", the same words): the
monster on the field as the effect resolves (the engine checks it is still that card there).
"attack once again in a row" printed without a colon (Koa'ki Meiru Bergzak, Alien Hunter),
"attack an opponent's monster again in a row" (only a monster as the target) and "in a row"
given to another monster are not read. Patterns are anchored, without nested quantified groups.
"""
from __future__ import annotations

import re

STEP = {"attack_again": {"card": "self"}}
# the monster itself, on the field (self_steps.SELF)
SELF = ((re.compile(r"^[Tt]his card can make a second attack in a row\.$"), STEP, "field"),)
# "it", when the effect targets nothing (moves_shapes.SELF_IT)
SELF_IT = ((re.compile(r"^[Ii]t can (?:can )?make a second attack in a row\.$"), STEP, "field"),)
