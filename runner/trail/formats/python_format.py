"""Python: statements by depth, then hoisting, lists, expressions; output compiles.

Positions come from `ast` (lineno/col_offset/end_lineno/end_col_offset, UTF-8
byte columns) and `tokenize` (the colon that ends a block header, the `else` /
`finally` keywords). Passes of one round:

1. `python-depth-K`: statements at nesting depth K (module body first, then the
   bodies of the kept defs, classes, branches, loops, handlers). A body emptied
   of every statement becomes `0` right after its colon (`def f():0`, the
   shortest statement); an emptied `else`/`elif`/`finally` clause goes entirely.
2. `python-hoist`: replace a node by its one child: a block whose body is one
   statement by that statement (`if c:\\n    f()` -> `f()`), an assignment or
   `return` by its value, a call with one argument by the argument.
3. `python-lists`: elements of comma (and `and`/`or`) lists: call arguments,
   parameters with their defaults, list/tuple/set/dict items, imported names,
   bases, decorators.
4. `python-exprs`: replace an expression (not an assignment target) by `0`; drop
   a `with` item's `as` target.
5. `python-merge-names`, `python-rename-names` (trail.formats.transforms): names
   that occur twice or more merged into one, then renamed to short fresh ones, all
   occurrences at once; keywords and builtins are not names here.
6. `python-indent`: every statement's line indented one blank a level, the whole
   file at once (one unit).
7. `blank-lines`: blank lines and the blanks that end the file.
8. the text passes, lines then characters.

Every candidate is checked with `compile()`; one that does not compile is never
sent to the oracle.
"""

from __future__ import annotations

import ast
import builtins
import io
import keyword
import threading
import tokenize
import warnings
from bisect import bisect_left
from dataclasses import dataclass

from trail.core.units import Pass
from trail.formats.base import BaseFormat
from trail.formats.catalog import PYTHON_BLOCK, extensions_of
from trail.formats.kept import Place
from trail.formats.spans import (
    BLANK_LINES,
    Edit,
    EditSetsPass,
    Group,
    GroupsPass,
    Node,
    ReplacePass,
    depth_passes,
    parsed,
)
from trail.formats.text import CHARS, LINES
from trail.formats.transforms import Occurrences, name_passes

_BLOCKS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If, ast.For,
           ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try)
_TRY = (ast.Try, *((ast.TryStar,) if hasattr(ast, "TryStar") else ()))
_MATCH = (ast.Match,) if hasattr(ast, "Match") else ()
_COMPILE_LOCK = threading.Lock()  # warnings.catch_warnings is process-wide


@dataclass
class _Source:
    """One parse of a module: the tree, byte offsets of lines, and header tokens."""

    data: bytes
    tree: ast.Module
    line_starts: list[int]
    colons: list[int]             # byte offsets of ':' operator tokens
    keywords: dict[bytes, list[int]]  # 'else' / 'finally' name tokens

    def off(self, lineno: int, col: int) -> int:
        return self.line_starts[lineno - 1] + col

    def span(self, node: ast.AST) -> tuple[int, int]:
        return (self.off(node.lineno, node.col_offset),
                self.off(node.end_lineno, node.end_col_offset))

    def stmt_start(self, node: ast.AST) -> int:
        decorators = getattr(node, "decorator_list", None)
        if decorators:
            first = decorators[0]
            at = self.off(first.lineno, first.col_offset)
            return self.data.rfind(b"@", self.line_starts[first.lineno - 1], at)
        return self.off(node.lineno, node.col_offset)

    def before(self, offsets: list[int], pos: int) -> int:
        """The last offset in `offsets` below `pos`."""
        return offsets[bisect_left(offsets, pos) - 1]

    def line_start(self, pos: int) -> int:
        return self.data.rfind(b"\n", 0, pos) + 1

    def line_end(self, pos: int) -> int:
        nl = self.data.find(b"\n", pos)
        return len(self.data) if nl < 0 else nl + 1


def _parse(data: bytes) -> _Source | None:
    try:
        tree = ast.parse(data)
        tokens = list(tokenize.tokenize(io.BytesIO(data).readline))
    except (SyntaxError, ValueError, RecursionError, tokenize.TokenError):
        return None
    line_starts = [0]
    for line in data.split(b"\n")[:-1]:
        line_starts.append(line_starts[-1] + len(line) + 1)
    colons: list[int] = []
    keywords: dict[bytes, list[int]] = {b"else": [-1], b"finally": [-1]}  # -1: none before
    for tok in tokens:
        if tok.type not in (tokenize.OP, tokenize.NAME) or tok.start[0] > len(line_starts):
            continue
        text = tok.string.encode()
        if text == b":" or text in keywords:
            row, col = tok.start
            at = line_starts[row - 1] + len(tok.line[:col].encode())
            (colons if text == b":" else keywords[text]).append(at)
    return _Source(data, tree, line_starts, colons, keywords)


# -- statements ------------------------------------------------------------------

def _bodies(node: ast.AST) -> list[tuple[str, list]]:
    """The statement lists of a compound statement, each with its clause kind."""
    if isinstance(node, _TRY):
        return [("body", node.body), ("handlers", node.handlers),
                ("clause", node.orelse), ("clause", node.finalbody)]
    if isinstance(node, _MATCH):
        return [("cases", node.cases)]
    if isinstance(node, (ast.If, ast.For, ast.AsyncFor, ast.While)):
        return [("body", node.body), ("clause", node.orelse)]
    if isinstance(node, (*_BLOCKS, ast.ExceptHandler)) or type(node).__name__ == "match_case":
        return [("body", node.body)]
    return []


def _case_start(src: _Source, case: ast.AST) -> int:
    return src.data.rfind(b"case", 0, src.span(case.pattern)[0])


def _stmt_node(src: _Source, node: ast.AST) -> Node:
    if type(node).__name__ == "match_case":
        start, end = _case_start(src, node), src.span(node.body[-1])[1]
    else:
        start, end = src.stmt_start(node), src.span(node)[1]
    groups = []
    for kind, stmts in _bodies(node):
        if not stmts or (kind == "handlers" and len(stmts) == 1 and not node.finalbody):
            continue  # a try's only handler goes with the try (or by hoisting), not alone
        children = [_stmt_node(src, s) for s in stmts]
        first, last = children[0].start, children[-1].end
        if kind == "body":
            # The shortest statement, right after the header's colon.
            empty = Edit(src.before(src.colons, first) + 1, last, b"0")
        elif kind == "clause":
            keyword = first if isinstance(stmts[0], ast.If) and _is_elif(src, stmts[0]) \
                else max(src.before(src.keywords[b"else"], first),
                         src.before(src.keywords[b"finally"], first))
            empty = Edit(src.line_start(keyword), src.line_end(last))
        else:  # handlers / cases: a try or match needs at least one; compile() judges
            empty = None
        groups.append(Group(children, empty))
    return Node(start, end, groups)


def _is_elif(src: _Source, node: ast.If) -> bool:
    return src.data.startswith(b"elif", src.off(node.lineno, node.col_offset))


def _statements(src: _Source) -> Node:
    body = [_stmt_node(src, s) for s in src.tree.body]
    return Node(0, len(src.data), [Group(body)] if body else [])


def _stmt_depth(nodes: list) -> int:
    deepest = 0
    for node in nodes:
        inner = [s for _, stmts in _bodies(node) for s in stmts]
        deepest = max(deepest, 1 + _stmt_depth(inner))
    return deepest


# -- hoisting --------------------------------------------------------------------

def _is_zero(node: ast.stmt) -> bool:
    """The `0` an emptied body was left with."""
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) \
        and node.value.value == 0


def _else_only(node: ast.AST) -> bool:
    return isinstance(node, (ast.If, ast.For, ast.AsyncFor, ast.While)) \
        and len(node.orelse) == 1 and len(node.body) == 1 and _is_zero(node.body[0])


def _hoist_child(src: _Source, node: ast.AST) -> ast.AST | None:
    """The one child a node could be replaced by, or None."""
    if _else_only(node):
        # The body was emptied: what matters is in the else branch, past any
        # emptied `elif`s (an `elif` itself cannot stand where the `if` stood).
        child = node.orelse[0]
        while isinstance(child, ast.If) and _is_elif(src, child):
            if not _else_only(child):
                return None
            child = child.orelse[0]
        return child
    if isinstance(node, _BLOCKS) and len(node.body) == 1:
        return node.body[0]
    if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Expr)):
        return node.value  # an Expr only differs from its value by parentheses
    if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords:
        arg = node.args[0]
        return arg.value if isinstance(arg, ast.Starred) else arg
    return None


def _hangs(text: bytes) -> bool:
    """Whether an expression's lines only hold together inside brackets around it
    (a newline outside its own brackets). Strings are not parsed: compile() judges."""
    level = 0
    for byte in text:
        if byte in b"([{":
            level += 1
        elif byte in b")]}":
            level -= 1
        elif byte == 10 and level <= 0:
            return True
    return False


def _hoists(src: _Source) -> list[Edit]:
    edits = []
    for node in ast.walk(src.tree):
        child = _hoist_child(src, node)
        if child is None:
            continue
        start = src.stmt_start(node) if isinstance(node, ast.stmt) else src.span(node)[0]
        child_start = src.stmt_start(child) if isinstance(child, ast.stmt) \
            else src.span(child)[0]
        end, child_end = src.span(node)[1], src.span(child)[1]
        if isinstance(child, ast.expr) and _hangs(src.data[child_start:child_end]):
            continue  # out of the parent's brackets its lines would fall apart
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                isinstance(n, (ast.Return, ast.Yield, ast.YieldFrom, ast.Await))
                for n in ast.walk(child)):
            continue  # outside its function, the body would not compile
        if (child_start, child_end) != (start, end):
            edits.append(Edit(start, end, keep=(child_start, child_end)))
    return edits


# -- lists -----------------------------------------------------------------------

def _trailing_comma(data: bytes, end: int) -> int | None:
    pos = end
    while pos < len(data) and data[pos : pos + 1] in (b" ", b"\t", b"\r", b"\n", b"\\"):
        pos += 1
    return pos + 1 if data[pos : pos + 1] == b"," else None


def _params(src: _Source, args: ast.arguments) -> list[tuple[int, int]]:
    positional = [*args.posonlyargs, *args.args]
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    spans = []
    for arg, default in [*zip(positional, defaults, strict=True),
                         *zip(args.kwonlyargs, args.kw_defaults, strict=True)]:
        start, end = src.span(arg)
        spans.append((start, src.span(default)[1] if default is not None else end))
    for star, arg in ((b"*", args.vararg), (b"**", args.kwarg)):
        if arg is not None:
            start, end = src.span(arg)
            spans.append((src.data.rfind(star, 0, start), end))
    return sorted(spans)


def _elements(src: _Source, node: ast.AST) -> list[tuple[int, int]]:
    """Spans of the removable elements of one list-like node."""
    if isinstance(node, ast.Call):
        return sorted(src.span(a) for a in [*node.args, *node.keywords])
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        return _params(src, node.args)
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return [src.span(e) for e in node.elts]
    if isinstance(node, ast.Dict):
        return [(src.span(k)[0] if k is not None else src.data.rfind(b"**", 0, src.span(v)[0]),
                 src.span(v)[1]) for k, v in zip(node.keys, node.values, strict=True)]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return [src.span(a) for a in node.names]
    if isinstance(node, ast.BoolOp):
        return [src.span(v) for v in node.values]
    if isinstance(node, ast.Delete):
        return [src.span(t) for t in node.targets]
    return []


def _needs_one(src: _Source, node: ast.AST) -> bool:
    """Lists that cannot be empty: `import`, `del`, `a or b`, a tuple without parens."""
    if isinstance(node, ast.Tuple):
        return not src.data.startswith(b"(", src.span(node)[0])
    return isinstance(node, (ast.Import, ast.ImportFrom, ast.Delete, ast.BoolOp))


def _lists(src: _Source) -> list[Group]:
    groups = []
    for node in ast.walk(src.tree):
        if isinstance(node, ast.ClassDef):
            spans = sorted(src.span(a) for a in [*node.bases, *node.keywords])
        else:
            spans = _elements(src, node)
        if len(spans) == 1 and _needs_one(src, node):
            spans = []
        if spans:
            children = [Node(a, b) for a, b in spans]
            # A trailing comma goes when the last element does (`f(a,)` -> `f()`).
            tail = None if isinstance(node, ast.BoolOp) else _trailing_comma(src.data, spans[-1][1])
            groups.append(Group(children, tail=tail))
        decorators = getattr(node, "decorator_list", None)
        if decorators:
            groups.append(Group([Node(src.data.rfind(b"@", 0, a), b)
                                 for a, b in (src.span(d) for d in decorators)]))
    return groups


# -- expressions -----------------------------------------------------------------

def _exprs(src: _Source) -> list[Edit]:
    edits = []
    skip: set[int] = set()
    for node in ast.walk(src.tree):  # parents before children: skips reach down
        if isinstance(node, ast.JoinedStr):
            # f-string parts carry no reliable positions before 3.12.
            skip.update(id(n) for n in ast.walk(node) if n is not node)
        elif isinstance(node, ast.Call):
            skip.add(id(node.func))  # `0(...)` is never the smaller failure
        elif isinstance(node, ast.Attribute):
            skip.add(id(node.value))  # `0.name` does not even tokenize
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            # `with 0 as f:` -> `with 0:`, which no deletion of one character reaches.
            edits.append(Edit(src.span(node.context_expr)[1], src.span(node.optional_vars)[1]))
        if id(node) in skip or not isinstance(node, ast.expr) \
                or isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del)):
            continue
        if isinstance(node, ast.Constant) and node.value == 0 and type(node.value) is int:
            continue
        start, end = src.span(node)
        if src.data[start:end] != b"0":
            edits.append(Edit(start, end, b"0"))
    return edits


# -- names -----------------------------------------------------------------------

_NOT_NAMES = frozenset(n.encode() for n in [*keyword.kwlist, *keyword.softkwlist,
                                              *dir(builtins)])


def _tokens(data: bytes) -> list[tuple[tokenize.TokenInfo, int]] | None:
    """`data`'s tokens, each with the byte offset it starts at (None: it does not
    tokenize)."""
    try:
        tokens = list(tokenize.tokenize(io.BytesIO(data).readline))
    except (SyntaxError, ValueError, tokenize.TokenError):
        return None
    line_starts = [0]
    for line in data.split(b"\n")[:-1]:
        line_starts.append(line_starts[-1] + len(line) + 1)
    return [(tok, line_starts[row - 1] + len(tok.line[:col].encode()))
            for tok in tokens for row, col in [tok.start] if 0 < row <= len(line_starts)]


def _names(data: bytes) -> Occurrences | None:
    """Where each NAME token that is no keyword or builtin occurs (byte spans)."""
    tokens = _tokens(data)
    if tokens is None:
        return None
    found: Occurrences = {}
    for tok, at in tokens:
        name = tok.string.encode()
        if tok.type == tokenize.NAME and name not in _NOT_NAMES:
            found.setdefault(name, []).append((at, at + len(name)))
    return found


# -- indentation -----------------------------------------------------------------

# Tokens that neither start a statement nor end one.
_BETWEEN = frozenset({tokenize.ENCODING, tokenize.NL, tokenize.COMMENT, tokenize.INDENT,
                      tokenize.DEDENT, tokenize.ENDMARKER})


def _indents(data: bytes) -> list[tuple[Edit, ...]] | None:
    """Every statement's line indented one blank a level, all at once: one unit.

    A body need only be indented deeper than its header. The character pass finds
    that a blank a test, and a line only as far as its header's own indentation has
    gone: on python_deep_nested's eight nested blocks its size-1 sweep went round
    five times (218 calls, 111 of 312 bytes), and a `try:` kept 20 blanks, which it
    could lose only together with its `except:`'s. Lines inside brackets or strings
    begin no statement and keep theirs."""
    tokens = _tokens(data)
    if tokens is None:
        return None
    edits, level, starts = [], 0, True
    for tok, at in tokens:
        if tok.type in _BETWEEN:
            level += (tok.type == tokenize.INDENT) - (tok.type == tokenize.DEDENT)
        elif tok.type == tokenize.NEWLINE:
            starts = True
        elif starts:
            starts = False
            line = at - len(tok.line[:tok.start[1]].encode())
            if data[line:at] != b" " * level:
                edits.append(Edit(line, at, b" " * level))
    return [tuple(edits)] if edits else []


HOIST = ReplacePass("python-hoist", parsed(_parse, _hoists))
LISTS = GroupsPass("python-lists", parsed(_parse, _lists))
EXPRS = ReplacePass("python-exprs", parsed(_parse, _exprs))
NAMES = name_passes("python-", _names)
INDENT = EditSetsPass("python-indent", _indents)


def compiles(data: bytes) -> bool:
    with _COMPILE_LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # SyntaxWarnings would print on stderr
        try:
            compile(data, "<candidate>", "exec", dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
    return True


def _places(src: _Source) -> list[Place]:
    """Every statement, named by its kind and, for a def or class, its name."""
    out = []
    for node in ast.walk(src.tree):
        if isinstance(node, ast.stmt):
            name = getattr(node, "name", None)
            kind = type(node).__name__
            out.append(Place(f"{kind} {name}" if name else kind, src.stmt_start(node),
                             src.span(node)[1]))
    return out


class PythonFormat(BaseFormat):
    name = "python"
    description = ("Python: statements by depth, hoisting, arguments and lists, "
                   "expressions, names, indentation")
    extensions = extensions_of("python")
    kind = "Python"

    def detect_content(self, data: bytes) -> str | None:
        # Parsing is the costly part (ast.parse of 2.5 million plain lines took 48 s
        # and 4.6 GB), so first look for a line a top-level block or import starts.
        if PYTHON_BLOCK.search(data) is None:
            return None
        try:
            tree = ast.parse(data)
        except (SyntaxError, ValueError, RecursionError):
            return None
        # Plain words and CSV rows parse as Python expressions; ask for real code.
        if any(isinstance(n, (*_BLOCKS, ast.Import, ast.ImportFrom)) for n in tree.body):
            return "content parses as Python with definitions or imports"
        return None

    def passes(self, data: bytes) -> list[Pass]:
        try:
            levels = _stmt_depth(ast.parse(data).body)
        except (SyntaxError, ValueError, RecursionError):
            levels = 0
        depths = depth_passes("python", parsed(_parse, _statements), levels)
        return [*depths, HOIST, LISTS, EXPRS, *NAMES, INDENT, BLANK_LINES, LINES, CHARS]

    def locate(self, data: bytes) -> list[Place]:
        src = _parse(data)
        return [] if src is None else _places(src)

    def is_valid(self, data: bytes) -> bool:
        return compiles(data)
