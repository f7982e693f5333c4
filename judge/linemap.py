"""Where in the text a problem is: an error path (`players.B.characters[2].power`) -> a line.

The engine names problems by path; a person editing a text box needs a line number. The text is
composed into YAML nodes (no objects are built, so nothing in it can run or explode) and the
path is walked node by node. A path that does not lead all the way (a required key that is
missing, an unknown id) points at the deepest node it reached, which is where the fix goes.
"""
from __future__ import annotations

import re

import yaml

SEGMENT = re.compile(r"\.?([^.\[\]]+)|\[([^\]]*)\]")
ROOT = "(scenario)"


def split_path(path: str) -> list[str | int]:
    """`players.B.characters[2].power` -> ["players", "B", "characters", 2, "power"]."""
    parts: list[str | int] = []
    for match in SEGMENT.finditer(path):
        key, index = match.groups()
        if key is not None:
            parts.append(key)
        elif index is not None:
            parts.append(int(index) if index.isdigit() else index)
    return parts


def compose(text: str) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except (yaml.YAMLError, RecursionError, ValueError):
        return None


def line_of(root: yaml.Node | None, path: str) -> int | None:
    """The 1-based line where `path` is (or where it should be), or None for the whole text."""
    if root is None or not path or path == ROOT:
        return None
    node = root
    for part in split_path(path):
        child = _child(node, part, key_for_null=True)
        if child is None:
            break
        node = child
    return node.start_mark.line + 1


def node_at(root: yaml.Node | None, path: str) -> str | None:
    """The text of the string exactly at `path`, or None when there is none."""
    node = root
    for part in split_path(path):
        if node is None:
            return None
        node = _child(node, part)
    if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:str":
        return node.value
    return None


def _child(node: yaml.Node, part: str | int, key_for_null: bool = False) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == str(part):
                # a key with nothing after it is best shown at the key itself
                return key if key_for_null and _is_null(value) else value
        return None
    if isinstance(node, yaml.SequenceNode):
        if isinstance(part, int):
            return node.value[part] if 0 <= part < len(node.value) else None
        # a card named by its id: `characters[b-zoro]`
        for item in node.value:
            if _mapping_id(item) == part:
                return item
    return None


def _is_null(value: yaml.Node) -> bool:
    # an empty value (`stage:` with nothing after it) starts on the next line
    return isinstance(value, yaml.ScalarNode) and value.value == "" and value.tag.endswith("null")


def _mapping_id(node: yaml.Node) -> str | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if getattr(key, "value", None) == "id" and isinstance(value, yaml.ScalarNode):
                return value.value
    return None
