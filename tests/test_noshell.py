"""A plain oracle command runs without `/bin/sh -c`, and the local sandbox reports it
exactly as it reports the same command run through the shell."""


import pytest
from trail.oracle.call import Delivery, OracleCall
from trail.sandbox import local
from trail.sandbox.local import LocalSandbox
from trail.sandbox.noshell import passed_on, plain_argv, shell_is_dash

# Elsewhere every command goes to the shell.
pytestmark = pytest.mark.skipif(not shell_is_dash(), reason="/bin/sh is not dash")

ENV = {"PATH": "/usr/bin:/bin"}


@pytest.mark.parametrize(("command", "argv"), [
    ("/x/check.sh /tmp/a/input.txt", ["/x/check.sh", "/tmp/a/input.txt"]),
    ("  python3 app.py --level=2 in.txt ", ["python3", "app.py", "--level=2", "in.txt"]),
    ("/x/check.sh '/tmp/my input.txt'", ["/x/check.sh", "/tmp/my input.txt"]),
    ("./run a'b c'd ''", ["./run", "ab cd", ""]),
])
def test_a_plain_command_is_its_words(command, argv):
    assert plain_argv(command, ENV) == argv


@pytest.mark.parametrize("command", [
    "/x/check.sh $HOME", "/x/check.sh *.txt", "/x/check.sh a; exit 1", "/x/check.sh a | b",
    "/x/check.sh a > out", "/x/check.sh a && b", "/x/check.sh ~/in", "/x/check.sh a # c",
    '/x/check.sh "a b"', "/x/check.sh a\\ b", "/x/check.sh a\n/x/other b", "/x/c `id`",
    "(/x/check.sh a)", "FOO=1 /x/check.sh a", "'/x/check.sh' a", "echo a", "test -f a",
    "exit 1", "[ -f a ]", "if", "",
])
def test_anything_the_shell_gives_a_meaning_goes_to_the_shell(command):
    assert plain_argv(command, ENV) is None


def test_without_path_a_bare_program_name_goes_to_the_shell():
    assert plain_argv("python3 app.py", {}) is None
    assert plain_argv("/usr/bin/python3 app.py", {}) == ["/usr/bin/python3", "app.py"]


def _script(path, text, mode=0o755):
    path.write_text(text)
    path.chmod(mode)
    return str(path)


@pytest.fixture
def sandbox(monkeypatch):
    box = LocalSandbox()
    # What the sandbox decided for each call: an argv (no shell) or None (the shell).
    box.argvs = []

    def seen(command, env):
        argv = plain_argv(command, env)
        box.argvs.append(argv)
        return argv

    monkeypatch.setattr(local, "plain_argv", seen)
    yield box
    box.close()


def _both(sandbox, command, **fields):
    """The result without the shell, and through it (`;` makes the command a list)."""
    direct = sandbox.run(OracleCall(command, b"data\n", "in.txt", **fields))
    shell = sandbox.run(OracleCall(command + ";", b"data\n", "in.txt", **fields))
    assert sandbox.argvs[-2] is not None and sandbox.argvs[-1] is None
    return direct, shell


def _same(direct, shell):
    assert (direct.exit_status, direct.signal, direct.timed_out, direct.stdout,
            direct.stderr) == (shell.exit_status, shell.signal, shell.timed_out,
                               shell.stdout, shell.stderr)


def test_exit_status_and_output_are_the_same(tmp_path, sandbox):
    check = _script(tmp_path / "check.sh", '#!/bin/sh\necho out; echo err >&2; exit 3\n')
    direct, shell = _both(sandbox, f"{check} {{}}")
    _same(direct, shell)
    assert direct.exit_status == 3 and direct.stderr == b"err\n"


@pytest.mark.parametrize(("sig", "said"), [("SEGV", b"Segmentation fault\n"),
                                           ("TERM", b"Terminated\n"), ("PIPE", b"")])
def test_a_program_killed_by_a_signal_is_reported_as_the_shell_reports_it(tmp_path, sandbox,
                                                                          sig, said):
    check = _script(tmp_path / "check.sh", f'#!/bin/sh\necho before >&2\nkill -{sig} $$\n')
    direct, shell = _both(sandbox, f"{check} {{}}")
    _same(direct, shell)
    number = {"SEGV": 11, "TERM": 15, "PIPE": 13}[sig]
    assert direct.exit_status == 128 + number and direct.signal is None
    assert direct.stderr == b"before\n" + said


def test_the_environment_is_the_one_the_shell_passes_on(tmp_path, sandbox):
    env = {"a.b": "dropped by the shell", "GOOD": "kept", "PWD": "/nonexistent"}
    for delivery in (Delivery.PATH, Delivery.AS_NAME):
        direct, shell = _both(sandbox, "/usr/bin/env", env=env, delivery=delivery)
        lines = sorted(direct.stdout.splitlines())  # the shell orders them its own way
        assert lines == sorted(shell.stdout.splitlines())
        assert b"GOOD=kept" in lines and not any(line.startswith(b"a.b=") for line in lines)
        assert not any(line == b"PWD=/nonexistent" for line in lines)


def test_what_cannot_be_started_is_left_to_the_shell(tmp_path, sandbox):
    missing = sandbox.run(OracleCall(f"{tmp_path}/missing {{}}", b"", "in.txt"))
    assert missing.exit_status == 127 and b"not found" in missing.stderr
    unexecutable = _script(tmp_path / "plain.sh", "exit 4\n", mode=0o644)
    denied = sandbox.run(OracleCall(f"{unexecutable} {{}}", b"", "in.txt"))
    assert denied.exit_status == 126 and b"Permission denied" in denied.stderr
    no_shebang = _script(tmp_path / "bare.sh", "echo bare; exit 5\n")
    bare = sandbox.run(OracleCall(f"{no_shebang} {{}}", b"", "in.txt"))
    assert (bare.exit_status, bare.stdout) == (5, b"bare\n")


def test_a_timeout_kills_the_program_alike(tmp_path, sandbox):
    slow = _script(tmp_path / "slow.sh", "#!/bin/sh\nsleep 30\n")
    direct, shell = _both(sandbox, f"{slow} {{}}", timeout=0.3)
    _same(direct, shell)
    assert direct.timed_out and direct.exit_status is None


def test_os_environ_is_read_when_the_sandbox_opens(monkeypatch):
    monkeypatch.setenv("x.y", "dropped by the shell")
    monkeypatch.setenv("BEFORE", "kept")
    monkeypatch.setenv("OVERRIDDEN", "by os.environ")
    box = LocalSandbox()
    try:
        monkeypatch.setenv("AFTER", "not seen")
        env = {"OVERRIDDEN": "by the call"}
        direct = box.run(OracleCall("/usr/bin/env", b"", "in.txt", env=env))
        shell = box.run(OracleCall("/usr/bin/env;", b"", "in.txt", env=env))
    finally:
        box.close()
    lines = direct.stdout.splitlines()
    assert sorted(lines) == sorted(shell.stdout.splitlines())
    assert b"BEFORE=kept" in lines and b"OVERRIDDEN=by the call" in lines
    assert not any(line.startswith((b"x.y=", b"AFTER=")) for line in lines)


def test_what_the_shell_passes_on_filters_name_by_name():
    first = {"A": "1", "b.c": "2", "PWD": "/", "D": "3"}
    then = {"D": "4", "e-f": "5", "G": "6", "A": "7"}
    passed = {**passed_on(first), **passed_on(then)}
    assert list(passed.items()) == list(passed_on({**first, **then}).items())
    assert list(passed.items()) == [("A", "7"), ("PWD", "/"), ("D", "4"), ("G", "6")]
