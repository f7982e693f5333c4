"""Where in the text a problem is: an error path (`players.B.characters[2].power`) -> a line.

The engine names problems by path; a person editing a text box needs a line number. The text is
composed into YAML nodes once (no objects are built, so nothing in it can run or explode) and
each path is walked node by node. A path that does not lead all the way (a required key that is
missing, an unknown id) points at the deepest node it reached, which is where the fix goes.

Everything here is linear in its input, whatever a client sends: paths are split by a pattern
whose alternatives cannot overlap (each character is read at most twice), and the children of a
node are indexed once per text (`LineMap`), so a thousand errors under one mapping do not scan
it a thousand times.
"""
from __future__ import annotations

import re

import yaml

# libyaml's composer when PyYAML was built with it (its wheels are): the same nodes and marks as
# the pure-Python one, several times faster.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# A run of plain characters, an index in brackets that holds no bracket, or one lone bracket or
# dot. A bracket index stops at the first bracket of either kind, so no attempt ever scans past
# the next bracket: `[[[[...` costs one step a character, never a scan to the end per bracket.
TOKEN = re.compile(r"[^.\[\]]+|\[[^\[\]]*\]|[.\[\]]")
ROOT = "(scenario)"


def split_path(path: str) -> list[str | int]:
    """`players.B.characters[2].power` -> ["players", "B", "characters", 2, "power"]."""
    parts: list[str | int] = []
    for match in TOKEN.finditer(path):
        token = match.group()
        if token[0] == "[" and len(token) > 1:
            index = token[1:-1]
            parts.append(int(index) if index.isdigit() and len(index) < 10 else index)
        elif token not in (".", "[", "]"):
            parts.append(token)
    return parts


def compose(text: str) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=SAFE_LOADER)
    except (yaml.YAMLError, RecursionError, ValueError):
        return None


class LineMap:
    """Lines of paths in one composed text; each node's children are indexed at most once."""

    def __init__(self, root: yaml.Node | None) -> None:
        self.root = root
        self._keys: dict[int, dict[str, tuple[yaml.Node, yaml.Node]]] = {}
        self._ids: dict[int, dict[str, yaml.Node]] = {}
        self.children_indexed = 0  # how much indexing the paths asked for, for the tests

    def line_of(self, path: str) -> int | None:
        """The 1-based line where `path` is (or where it should be), or None for the whole
        text."""
        if self.root is None or not path or path == ROOT:
            return None
        node = self.root
        for part in split_path(path):
            child = self._child(node, part, key_for_null=True)
            if child is None:
                break
            node = child
        return node.start_mark.line + 1

    def node_at(self, path: str) -> str | None:
        """The text of the string exactly at `path`, or None when there is none."""
        node = self.root
        for part in split_path(path):
            if node is None:
                return None
            node = self._child(node, part)
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:str":
            return str(node.value)
        return None

    def _child(self, node: yaml.Node, part: str | int,
               key_for_null: bool = False) -> yaml.Node | None:
        if isinstance(node, yaml.MappingNode):
            found = self._key_index(node).get(str(part))
            if found is None:
                return None
            key, value = found
            # a key with nothing after it is best shown at the key itself
            return key if key_for_null and _is_null(value) else value
        if isinstance(node, yaml.SequenceNode):
            if isinstance(part, int):
                return node.value[part] if 0 <= part < len(node.value) else None
            # a card named by its id: `characters[b-zoro]`
            return self._id_index(node).get(part)
        return None

    def _key_index(self, node: yaml.MappingNode) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        index = self._keys.get(id(node))
        if index is None:
            index = self._keys[id(node)] = {}
            for key, value in node.value:
                self.children_indexed += 1
                if isinstance(key, yaml.ScalarNode):
                    index.setdefault(key.value, (key, value))  # the first of a repeated key
        return index

    def _id_index(self, node: yaml.SequenceNode) -> dict[str, yaml.Node]:
        index = self._ids.get(id(node))
        if index is None:
            index = self._ids[id(node)] = {}
            for item in node.value:
                self.children_indexed += 1
                item_id = _mapping_id(item)
                if item_id is not None:
                    index.setdefault(item_id, item)
        return index


def line_of(root: yaml.Node | None, path: str) -> int | None:
    """The line of one path (for many paths of one text, use one LineMap)."""
    return LineMap(root).line_of(path)


def node_at(root: yaml.Node | None, path: str) -> str | None:
    return LineMap(root).node_at(path)


def _is_null(value: yaml.Node) -> bool:
    # an empty value (`stage:` with nothing after it) starts on the next line
    return isinstance(value, yaml.ScalarNode) and value.value == "" and value.tag.endswith("null")


def _mapping_id(node: yaml.Node) -> str | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if getattr(key, "value", None) == "id" and isinstance(value, yaml.ScalarNode):
                return str(value.value)
    return None
