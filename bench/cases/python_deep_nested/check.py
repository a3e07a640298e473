import ast, sys
# The failure: `raise KeyError('duplicate key')` inside, in this order (other blocks
# may come between), a class, a def, a with, a for, an if, a try, a while and an if.
CHAIN = (ast.ClassDef, ast.FunctionDef, ast.With, ast.For, ast.If, ast.Try, ast.While, ast.If)
try:
    with open(sys.argv[1], "rb") as fh:
        tree = ast.parse(fh.read())
    compile(tree, "candidate.py", "exec", dont_inherit=True)
except Exception:
    sys.exit(1)          # does not compile: a different failure


def is_raise(node):
    exc = getattr(node, "exc", None)
    return isinstance(node, ast.Raise) and isinstance(exc, ast.Call) \
        and isinstance(exc.func, ast.Name) and exc.func.id == "KeyError" \
        and [getattr(a, "value", None) for a in exc.args] == ["duplicate key"]


def found(node, want):
    if is_raise(node) and not want:
        return True
    if want and isinstance(node, want[0]):
        want = want[1:]
    return any(found(child, want) for child in ast.iter_child_nodes(node))


sys.exit(0 if found(tree, CHAIN) else 1)
