"""A user's test suite with an order-dependent failure, as pytest source text."""


def leaky_suite(fillers: int, imports: str = "import pytest\n") -> str:
    """`fillers` passing tests, then test_victim, which fails once test_leak has run."""
    return f'''
{imports}
LEAKED = []

@pytest.mark.parametrize("n", range({fillers}))
def test_filler(n):
    assert n >= 0

def test_leak():
    LEAKED.append(1)

def test_victim():
    assert not LEAKED
'''
