"""`trail delta isolate`: the differences, their application, and the command end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from conftest import trail_env
from hypothesis import given
from hypothesis import strategies as st
from trail.formats.text import split_lines
from trail.jobs.isolate import (
    Input,
    apply_line_changes,
    apply_member_changes,
    choose_syntax,
    line_changes,
    member_changes,
)


def isolate(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """Run `trail delta isolate ARGS`."""
    return subprocess.run([sys.executable, "-m", "trail", "delta", "isolate", *args], cwd=cwd,
                          env=trail_env(), capture_output=True, text=True, timeout=300)


def write_oracle(path: Path, body: str) -> str:
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(0o755)
    return str(path)


# -- differences as pure functions --------------------------------------------------------

# Inputs as split_lines cuts them: every line ends with a newline but maybe the last.
terminated = st.lists(st.sampled_from([b"a\n", b"b\n", b"c\n", b"d\r\n"]), max_size=12)
lines = st.builds(lambda rows, tail: rows + tail, terminated,
                  st.lists(st.sampled_from([b"e", b"f"]), max_size=1))


def _subset(data: st.DataObject, changes: list) -> list:
    """Some of `changes`, in their own order (as ddmin keeps them)."""
    picked = data.draw(st.sets(st.integers(0, len(changes) - 1))) if changes else set()
    return [c for i, c in enumerate(changes) if i in picked]


@given(lines, lines)
def test_line_changes_rebuild_either_input_byte_exactly(a, b):
    changes = line_changes(a, b)
    assert apply_line_changes(a, changes) == b"".join(b)
    assert apply_line_changes(a, []) == b"".join(a)


@given(terminated, terminated, st.data())
def test_a_subset_of_line_changes_keeps_the_other_lines(a, b, data):
    kept = _subset(data, line_changes(a, b))
    untouched = [line for i, line in enumerate(a)
                 if not any(c.at == i and c.old is not None for c in kept)]
    added = [c.new for c in kept if c.new is not None]
    assert sorted(split_lines(apply_line_changes(a, kept))) == sorted(untouched + added)


values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["x", "y"]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["k", "l", "m", "n"]), inner, max_size=4),
    max_leaves=12,
)


@given(values, values, st.data())
def test_member_changes_rebuild_the_failing_document_from_any_subset(a, b, data):
    changes = member_changes(a, b)
    assert apply_member_changes(a, changes) == b
    assert apply_member_changes(a, []) == a
    kept = _subset(data, changes)
    # The paths never nest: a subset applies cleanly and leaves exactly itself as the diff.
    assert member_changes(a, apply_member_changes(a, kept)) == kept


@pytest.mark.parametrize("names, contents, unit, warnings", [
    (("a.yaml", "b.yaml"), (b"k: 1\n", b"k: 2\n"), "yaml", ()),
    (("a.txt", "b.yml"), (b"k: 1\n", b"k: 2\n"), "yaml", ()),  # one name says YAML
    (("a.json", "b.json"), (b'{"k": 1}\n', b'{"k": 2}\n'), "json", ()),
    (("a.yaml", "b.json"), (b"k: 1\n", b'{"k": 2}\n'), "json",
     ("a.yaml is YAML and b.json is JSON: both read as data, the candidates printed as JSON "
      "like b.json",)),
    (("a.json", "b.txt"), (b'{"k": 1}\n', b"k = 2\n"), None,
     ("a.json is JSON but b.txt is not: compared lines",)),
    (("a.txt", "b.txt"), (b"k = 1\n", b"k = 2\n"), None, ()),
])
def test_the_syntax_is_chosen_from_both_inputs(names, contents, unit, warnings):
    passing, failing = (Input(flag, name, data) for flag, name, data in
                        zip(("--passing", "--failing"), names, contents, strict=True))
    choice = choose_syntax("auto", passing, failing)
    assert (choice.syntax.name if choice.syntax else None, choice.warnings) == (unit, warnings)


def test_true_and_one_are_different_values():
    (change,) = member_changes({"debug": 1}, {"debug": True})
    assert change.describe() == "changed debug: 1 -> true"


# -- end to end -----------------------------------------------------------------------------

def services(count: int = 60) -> dict:
    return {f"service_{i}": {"port": 8000 + i, "replicas": 1, "enabled": True, "region": "eu",
                             "tier": "web"} for i in range(count)}


YAML_ORACLE = (
    "awk '/^[^ #]/{s=$1} s==\"service_7:\" && $1==\"replicas:\" && $2==\"0\"{a=1} "
    "s==\"service_42:\" && $1==\"enabled:\" && $2==\"false\"{b=1} END{exit !(a&&b)}' \"$1\" "
    "&& { echo 'RuntimeError: no capacity for service_42' >&2; exit 1; }\nexit 0\n")


def yaml_text(doc: dict) -> str:
    return "# production services\n" + yaml.safe_dump(doc, sort_keys=False)


def test_yaml_configs_isolate_exactly_the_two_members_that_fail_together(tmp_path):
    passing = services()  # 60 services x 5 entries = 300
    failing = yaml.safe_load(yaml.safe_dump(passing))
    failing["service_7"]["replicas"] = 0
    failing["service_42"]["enabled"] = False
    for i in range(10, 40):
        failing[f"service_{i}"]["port"] += 100
    for i in range(50, 54):
        failing[f"service_{i}"]["owner"] = "team-x"
    for i in range(54, 58):
        del failing[f"service_{i}"]["tier"]
    (tmp_path / "old.yaml").write_text(yaml_text(passing))
    (tmp_path / "new.yaml").write_text(yaml_text(failing))
    oracle = write_oracle(tmp_path / "check.sh", YAML_ORACLE)
    out = tmp_path / "out"

    r = isolate("--passing", "old.yaml", "--failing", "new.yaml", "--oracle", f"{oracle} {{}}",
                "-j", "1", "--verify", "3", "--out", str(out), cwd=tmp_path)

    assert r.returncode == 0, r.stderr
    rep = json.loads((out / "report.json").read_text())
    section = rep["isolate"]
    assert section["unit"] == "yaml members" and section["re_serialized"] is True
    assert (section["differences"], section["kept"]) == (40, 2)
    assert section["changes"] == ["changed service_7.replicas: 1 -> 0",
                                  "changed service_42.enabled: true -> false"]
    expected = services()
    expected["service_7"]["replicas"] = 0
    expected["service_42"]["enabled"] = False
    assert (out / "new.yaml").read_text() == yaml.safe_dump(expected, sort_keys=False)
    assert rep["tests"]["run"] == 16
    # 2 input checks, 2 of their printed forms (the comment makes them differ), then the
    # delta job: the original 3 times (its error line is no known shape: the signature
    # is drawn from 3 runs), 16 tests and 2 verification runs (the third of --verify 3
    # is the result's own failing test).
    assert rep["tests"]["oracle_runs"] == 2 + 2 + 3 + 16 + 2
    assert rep["verification"] == {"runs": 3, "failed": 3, "verified": True}
    diff = (out / "isolate.diff").read_text().splitlines()
    assert diff[:2] == ["--- old.yaml (re-serialized)",
                        "+++ new.yaml (old.yaml + 2 differences)"]
    assert [line for line in diff[2:] if line[:1] in "+-"] == [
        "-  replicas: 1", "+  replicas: 0", "-  enabled: true", "+  enabled: false"]
    # report.md opens with the answer: each difference, where it is and both values.
    md = (out / "report.md").read_text()
    assert md.splitlines()[:10] == [
        "# trail delta: `new.yaml` minimized", "",
        "**2 of 40 differences (yaml members, documents re-serialized) between `old.yaml` "
        "and `new.yaml` make it fail**; without any one of them it passes.", "",
        "| where | in `old.yaml` | in `new.yaml` |", "|---|---|---|",
        "| `service_7.replicas` | `1` | `0` |", "| `service_42.enabled` | `true` | `false` |", "",
        "`new.yaml` here is `old.yaml` with exactly these applied; `isolate.diff` shows them "
        "as a diff. How trail found them follows."]
    assert section["kept_changes"] == [
        {"where": "service_7.replicas", "passing": "1", "failing": "0"},
        {"where": "service_42.enabled", "passing": "true", "failing": "false"}]
    assert ("| guarantees | 1-minimal: without any single differing YAML member it no longer "
            "fails |") in md
    assert subprocess.run(["sh", str(out / "reproduce.sh")], capture_output=True).returncode == 1


def test_text_inputs_isolate_line_changes_byte_exactly(tmp_path):
    passing = [f"option {i} = {i}\n" for i in range(30)]
    failing = list(passing)
    failing[3] = "option 3 = three\n"              # replace
    failing[12] = "option 12 = on\r\n"             # replace (needed)
    del failing[20]                                  # delete
    failing.insert(25, "extra = 1\n")               # insert (needed)
    failing.append("tail without newline")           # insert at the end
    (tmp_path / "a.conf").write_text("".join(passing))
    (tmp_path / "b.conf").write_bytes("".join(failing).encode())
    oracle = write_oracle(tmp_path / "t.sh", (
        "grep -q 'option 12 = on' \"$1\" && grep -q '^extra = 1$' \"$1\" && "
        "{ echo 'Error: extra with 12 on' >&2; exit 3; }\nexit 0\n"))
    out = tmp_path / "out"
    r = isolate("--passing", "a.conf", "--failing", "b.conf", "--oracle-script", oracle,
                "-j", "1", "--verify", "1", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    section = json.loads((out / "report.json").read_text())["isolate"]
    assert (section["unit"], section["re_serialized"]) == ("lines", False)
    assert (section["differences"], section["kept"]) == (5, 2)
    assert section["changes"] == ["line 13: 'option 12 = 12' -> 'option 12 = on'",
                                  "before line 27: insert 'extra = 1'"]
    expected = list(passing)
    expected[12] = "option 12 = on\r\n"
    expected.insert(26, "extra = 1\n")  # after passing line 26 (0-based 25)
    assert (out / "b.conf").read_bytes() == "".join(expected).encode()
    assert (out / "isolate.diff").read_bytes().startswith(
        b"--- a.conf\n+++ b.conf (a.conf + 2 differences)\n")
    assert section["kept_changes"] == [
        {"where": "line 13", "passing": "option 12 = 12", "failing": "option 12 = on"},
        {"where": "before line 27", "passing": None, "failing": "extra = 1"}]
    assert "| `before line 27` | (absent) | `extra = 1` |" in (out / "report.md").read_text()


def test_json_members_added_and_removed(tmp_path):
    passing = {"name": "api", "limits": {"cpu": 2, "memory": "1G"}, "flags": ["a", "b"],
               "legacy": True}
    failing = {"name": "api2", "limits": {"cpu": 2, "burst": 10}, "flags": ["a", "c"]}
    (tmp_path / "good.json").write_text(json.dumps(passing, indent=4) + "\n")
    (tmp_path / "bad.json").write_text(json.dumps(failing, indent=4) + "\n")
    # Fails when burst is set and the memory limit is gone.
    oracle = write_oracle(tmp_path / "t.sh", (
        "grep -q burst \"$1\" && ! grep -q memory \"$1\" && "
        "{ echo 'OOM: unbounded burst' >&2; exit 1; }\nexit 0\n"))
    out = tmp_path / "out"
    r = isolate("--passing", "good.json", "--failing", "bad.json", "--oracle-script", oracle,
                "-j", "1", "--verify", "1", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    section = json.loads((out / "report.json").read_text())["isolate"]
    assert (section["unit"], section["differences"]) == ("json members", 5)
    assert section["changes"] == ['removed limits.memory (was "1G")', "added limits.burst: 10"]
    assert (out / "bad.json").read_text() == json.dumps(
        {"name": "api", "limits": {"cpu": 2, "burst": 10}, "flags": ["a", "b"], "legacy": True},
        indent=4) + "\n"


def test_a_flaky_oracle_isolates_with_flaky(tmp_path):
    passing = {f"k{i}": i for i in range(8)}
    failing = {**passing, "k1": -1, "k3": -3, "k5": -5, "k9": 9}
    (tmp_path / "old.json").write_text(json.dumps(passing, indent=2) + "\n")
    (tmp_path / "new.json").write_text(json.dumps(failing, indent=2) + "\n")
    count = tmp_path / "count"
    # Fails on every other run, and only when k3 and k9 are both as in the failing input.
    oracle = write_oracle(tmp_path / "t.sh", (
        f'echo x >> {count}; [ $(( $(wc -l < {count}) % 2 )) -eq 0 ] || exit 0\n'
        "grep -q '\"k3\": -3' \"$1\" && grep -q '\"k9\"' \"$1\" && "
        "{ echo 'Error: k3 with k9' >&2; exit 1; }\nexit 0\n"))
    out = tmp_path / "out"
    r = isolate("--passing", "old.json", "--failing", "new.json", "--oracle-script", oracle,
                "--flaky", "-j", "1", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    rep = json.loads((out / "report.json").read_text())
    assert rep["isolate"]["changes"] == ["changed k3: 3 -> -3", "added k9: 9"]
    assert rep["flaky"] is not None


def test_documents_that_print_differently_fall_back_to_lines(tmp_path):
    # The oracle reads a comment, which re-serialization drops: members cannot work.
    (tmp_path / "old.yaml").write_text("# v1\nreplicas: 1\nregion: eu\n")
    (tmp_path / "new.yaml").write_text("# v2\nreplicas: 0\nregion: us\n")
    oracle = write_oracle(tmp_path / "t.sh", (
        "grep -q '^# v2' \"$1\" && grep -q 'replicas: 0' \"$1\" && "
        "{ echo 'Error: v2 with no replicas' >&2; exit 1; }\nexit 0\n"))
    out = tmp_path / "out"
    r = isolate("--passing", "old.yaml", "--failing", "new.yaml", "--oracle-script", oracle,
                "-j", "1", "--verify", "1", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    warning = ("the re-serialized YAML documents do not behave like the originals (the oracle "
               "reads more than the data): compared lines instead")
    assert f"trail: warning: {warning}" in r.stderr
    rep = json.loads((out / "report.json").read_text())
    assert rep["isolate"]["unit"] == "lines" and rep["isolate"]["warnings"] == [warning]
    assert warning in rep["format"]["warnings"]
    assert (out / "new.yaml").read_text() == "# v2\nreplicas: 0\nregion: eu\n"


@pytest.mark.parametrize("passing, failing, extra, message", [
    ("a\n", "a\n", [], "trail: error: nothing to isolate: the --passing and --failing inputs "
                       "are identical"),
    ("boom\n", "boom 2\n", [], "trail: error: the --passing input p.txt does not pass (exit "
                               "status 1): give the version the oracle passes on"),
    ("a\n", "b\n", [], "trail: error: nothing to isolate: the --failing input f.txt does not "
                       "fail (exit status 0): give the version it fails on"),
    ("a\n", "boom\n", ["--format", "json"],
     "trail: error: --format json: the --passing input p.txt is not valid JSON: "
     "Expecting value: line 1 column 1 (char 0)"),
    ("a: [1\n", "boom\n", ["--format", "yaml"],
     "trail: error: --format yaml: the --passing input p.txt is not valid YAML: while "
     'parsing a flow sequence in "p.txt", line 1, column 4; expected \',\' or \']\', but got '
     '\'<stream end>\' in "p.txt", line 2, column 1'),
    ("a\n", "boom\n", ["--format", "toml"],
     "trail: error: isolate compares text, json or yaml, not 'toml': use --format text, json "
     "or yaml"),
    ("a\n", "boom\n", ["--passing", "nope.txt"],
     "trail: error: --passing nope.txt: no such file: give the version of the input the "
     "oracle passes on"),
    ("a\n", "boom\n", ["--oracle", "no-such-tool {}"],
     "trail: error: oracle command not found: no-such-tool: install it or fix --oracle"),
    ("a\n", "boom\n", ["--image", "img"],  # the sandbox options are isolate's too
     "trail: error: --image: for --sandbox docker only, and the tests would run here: add "
     "--sandbox docker"),
    ("a\n", "boom\n", ["--granularity", "lines"],
     "trail: error: isolate works on differences, not on --granularity: use --format text "
     "for line differences"),
])
def test_bad_inputs_get_one_clear_line(tmp_path, passing, failing, extra, message):
    (tmp_path / "p.txt").write_text(passing)
    (tmp_path / "f.txt").write_text(failing)
    r = isolate("--passing", "p.txt", "--failing", "f.txt", "--oracle",
                "grep -q boom {} && exit 1; exit 0", *extra, cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    assert r.stderr.strip().splitlines() == [message]


def test_a_crash_by_signal_isolates_with_expect_exit(tmp_path):
    (tmp_path / "p.txt").write_text("a\nb\n")
    (tmp_path / "f.txt").write_text("a\nboom\n")
    r = isolate("--passing", "p.txt", "--failing", "f.txt", "--oracle",
                'grep -q boom {} && kill -SEGV $$; exit 0', "--expect-exit", "139",
                "--verify", "1", "--out", "out", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "out" / "f.txt").read_text() == "a\nboom\n"


# -- what isolate says, checked with a real YAML reader (pyyaml) as the oracle ---------------

PYYAML_CHECK = """import sys, yaml
with open(sys.argv[1]) as fh:
    conf = yaml.safe_load(fh)
if conf["service_7"]["replicas"] == 0 and not conf["service_42"]["enabled"]:
    raise RuntimeError("no capacity for service_42")
"""


def two_breaking_changes(passing: dict) -> dict:
    failing = json.loads(json.dumps(passing))
    failing["service_7"]["replicas"] = 0
    failing["service_42"]["enabled"] = False
    for i in range(10, 48):
        failing[f"service_{i}"]["port"] += 100
    return failing


def test_a_yaml_input_against_a_json_one_is_compared_as_data_and_said(tmp_path):
    passing = services()
    failing = two_breaking_changes(passing)  # 40 differences
    (tmp_path / "old.yaml").write_text(yaml_text(passing))
    (tmp_path / "new.json").write_text(json.dumps(failing, indent=2) + "\n")
    (tmp_path / "check.py").write_text(PYYAML_CHECK)
    out = tmp_path / "out"
    r = isolate("--passing", "old.yaml", "--failing", "new.json", "--oracle",
                f"{sys.executable} check.py {{}}", "-j", "1", "--verify", "1", "--out",
                str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    warning = ("old.yaml is YAML and new.json is JSON: both read as data, the candidates "
               "printed as JSON like new.json")
    assert f"trail: warning: {warning}" in r.stderr
    section = json.loads((out / "report.json").read_text())["isolate"]
    assert (section["unit"], section["differences"], section["warnings"]) == (
        "json members", 40, [warning])
    assert section["changes"] == ["changed service_7.replicas: 1 -> 0",
                                  "changed service_42.enabled: true -> false"]
    assert f"> warning: {warning}" in (out / "report.md").read_text()

    # The claims, by the oracle itself: the result fails; without either change it passes.
    def oracle(doc: dict) -> int:
        (tmp_path / "try.json").write_text(json.dumps(doc))
        return subprocess.run([sys.executable, "check.py", "try.json"], cwd=tmp_path,
                              capture_output=True).returncode

    result = json.loads((out / "new.json").read_text())
    assert oracle(result) == 1
    for key, member, value in (("service_7", "replicas", 1), ("service_42", "enabled", True)):
        undone = json.loads(json.dumps(result))
        undone[key][member] = value
        assert oracle(undone) == 0


def test_a_passing_input_the_oracle_rejects_is_quoted_whole(tmp_path):
    (tmp_path / "old.yaml").write_text("service_7:\n  port: 8007\n replicas: [1\n")
    (tmp_path / "new.yaml").write_text(yaml_text(two_breaking_changes(services())))
    (tmp_path / "check.py").write_text(PYYAML_CHECK)
    r = isolate("--passing", "old.yaml", "--failing", "new.yaml", "--oracle",
                f"{sys.executable} check.py {{}}", cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    # pyyaml's whole message, naming the file the user gave, not the candidate's copy.
    assert r.stderr.splitlines() == [
        "trail: error: the --passing input old.yaml does not pass (exit status 1): give the "
        "version the oracle passes on; the oracle said:",
        "  yaml.parser.ParserError: while parsing a block mapping",
        '    in "old.yaml", line 1, column 1',
        "  expected <block end>, but found '<block mapping start>'",
        '    in "old.yaml", line 3, column 2']
