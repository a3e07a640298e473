"""tree-sitter parsers: one per language and thread, and the error count of a tree."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

from trail.formats.memo import Memo


class _Parsers(threading.local):
    """One parser per language and thread: tree-sitter parsers are not shared."""

    def __init__(self) -> None:
        self.by_language: dict[str, Any] = {}

    def get(self, language: str) -> Any:
        parser = self.by_language.get(language)
        if parser is None:
            from tree_sitter_language_pack import get_parser  # loads grammars; import late

            parser = self.by_language[language] = get_parser(language)
        return parser


_PARSERS = _Parsers()
_TREES: Memo[Any] = Memo()


def parse(language: str, data: bytes) -> Any:
    """The tree of `data`; the same tree for the same content (do not edit it)."""
    return _TREES.get(language, data, _PARSERS.get(language).parse)


def error_count(tree: Any) -> int:
    """ERROR and MISSING nodes in a tree."""
    if not tree.root_node.has_error:
        return 0
    count, cursor = 0, tree.walk()
    while True:
        node = cursor.node
        if node.type == "ERROR" or node.is_missing:
            count += 1
        if node.has_error and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return count


def walk(node: Any, into: Callable[[Any], bool] = lambda n: True) -> Iterator[Any]:
    """`node` and the nodes below it, parents first; not below a node `into` refuses."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        if into(node):
            stack.extend(reversed(node.children))
