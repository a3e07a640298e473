"""tree-sitter parsers: one per language and thread, and the error count of a tree."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, FileFinder
from importlib.util import find_spec, module_from_spec
from typing import Any

from trail.formats.memo import Memo


class _Parsers(threading.local):
    """One parser per language and thread: tree-sitter parsers are not shared."""

    def __init__(self) -> None:
        self.by_language: dict[str, Any] = {}

    def get(self, language: str) -> Any:
        parser = self.by_language.get(language)
        if parser is None:
            from tree_sitter import Parser  # a few ms: imported by a tree-sitter run only

            parser = self.by_language[language] = Parser(_language(language))
        return parser


def _language(name: str) -> Any:
    """The grammar of `name`, its binding loaded alone where the pack has it as one
    (bindings/NAME): the pack's __init__ loads the C#, YAML and embedded-template
    grammars whatever is asked, 4 to 17 ms."""
    from tree_sitter import Language

    pack = find_spec("tree_sitter_language_pack")
    if pack is not None and pack.submodule_search_locations:
        bindings = os.path.join(pack.submodule_search_locations[0], "bindings")
        found = FileFinder(bindings, (ExtensionFileLoader, EXTENSION_SUFFIXES)).find_spec(
            f"{pack.name}.bindings.{name}")
        if found is not None and found.loader is not None:
            binding = module_from_spec(found)
            found.loader.exec_module(binding)
            return Language(binding.language())
    from tree_sitter_language_pack import get_language  # csharp: a package of its own

    return get_language(name)


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
