"""Environment images without an engine: variables, .dockerignore, content hash, Dockerfile."""

from __future__ import annotations

import pytest
from trail.sandbox.envbuild import (
    EnvBuildError,
    EnvSpec,
    content_hash,
    context_files,
    default_tag,
    dockerfile,
    select_env,
)


def test_select_env_takes_values_globs_and_refuses_secrets():
    environ = {"PYTHONHASHSEED": "0", "PYTHONPATH": "/x", "GH_TOKEN": "t", "HOME": "/root",
               "db_password": "p", "SSH_KEY": "k", "LANG": "C.UTF-8", "INTERNAL_URL": "u"}
    chosen, refused = select_env(
        ["PYTHON*", "LANG", "MODE=fast", "*TOKEN*", "db_password", "SSH_KEY", "INTERNAL_URL"],
        environ, exclude=["INTERNAL_*"])
    assert chosen == {"PYTHONHASHSEED": "0", "PYTHONPATH": "/x", "LANG": "C.UTF-8",
                      "MODE": "fast"}
    assert refused == ["GH_TOKEN", "db_password", "SSH_KEY", "INTERNAL_URL"]


def test_select_env_refuses_a_secret_even_with_an_explicit_value():
    assert select_env(["API_SECRET=x"], {}) == ({}, ["API_SECRET"])


def test_select_env_refuses_what_redaction_masks():
    # One rule: what a report would mask is never baked into an image either.
    environ = {"MYSQL_PASSWD": "p", "GCP_CREDENTIALS": "c", "NPM_AUTH": "a",
               "GIT_AUTHOR_NAME": "Ada"}
    assert select_env(["*"], environ) == ({"GIT_AUTHOR_NAME": "Ada"},
                                          ["GCP_CREDENTIALS", "MYSQL_PASSWD", "NPM_AUTH"])


def test_select_env_names_a_missing_variable():
    with pytest.raises(EnvBuildError) as caught:
        select_env(["NOPE_UNSET"], {})
    assert str(caught.value) == ("--env NOPE_UNSET: no such variable in the environment; "
                                 "give it a value with --env NOPE_UNSET=VALUE")


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "My Proj"
    (root / "build").mkdir(parents=True)
    (root / "app.py").write_text("print('app')\n")
    (root / "build" / "out.bin").write_text("junk\n")
    (root / "debug.log").write_text("log\n")
    (root / ".dockerignore").write_text("# build output\nbuild\n*.log\n")
    return root


def test_context_files_respect_dockerignore(project):
    assert context_files(EnvSpec(context=str(project), base="b")) == [".dockerignore", "app.py"]


def test_context_leaves_out_git_and_what_trail_writes(project):
    # .trail-action holds the Action's event payload (an issue's untrusted text), and
    # these folders change on every run: in the context, no image would be reused.
    for folder in (".git", ".trail-action/1-1-job", "trail-out/trail-job", "results/run"):
        (project / folder).mkdir(parents=True)
        (project / folder / "file").write_text("x\n")
    (project / ".dockerignore").write_text("build\n*.log\n!.git\n!trail-out\n")
    spec = EnvSpec(context=str(project), base="b", exclude=(str(project / "results"),))
    assert context_files(spec) == [".dockerignore", "app.py"]
    before = content_hash(spec, "sha256:base")
    (project / ".trail-action" / "1-1-job" / "event.json").write_text("{}\n")
    (project / "results" / "run" / "report.json").write_text("{}\n")
    assert content_hash(spec, "sha256:base") == before


def test_content_hash_follows_what_the_image_is_made_of(project):
    spec = EnvSpec(context=str(project), base="b", setup=("make",), env={"A": "1"})
    first = content_hash(spec, "sha256:base")
    assert content_hash(spec, "sha256:base") == first
    (project / "debug.log").write_text("ignored, so no change\n")
    assert content_hash(spec, "sha256:base") == first
    assert content_hash(spec, "sha256:other-base") != first
    assert content_hash(EnvSpec(context=str(project), base="b", setup=("make all",),
                                env={"A": "1"}), "sha256:base") != first
    (project / "app.py").write_text("print('changed')\n")
    assert content_hash(spec, "sha256:base") != first


def test_default_tag_and_dockerfile(project):
    spec = EnvSpec(context=str(project), base="python:3.12-slim",
                   setup=("pip install -e .", "make"), env={"B": "2 3", "A": "1"})
    assert default_tag(spec, "0123456789abcdef") == "trail-env-my-proj:0123456789ab"
    assert dockerfile(spec, "sha256:f00") == (
        "FROM sha256:f00\n"
        "COPY . /project\n"
        "WORKDIR /project\n"
        'ENV A="1" B="2 3"\n'
        "RUN pip install -e .\n"
        "RUN make\n"
    )


def test_labels_go_in_one_line_quoted_as_the_dockerfile_reads_them(project):
    spec = EnvSpec(context=str(project), base="python:3.12-slim", setup=("make",))
    labels = {"trail.env": "f00", "note": 'say "hi" to $HOME \\ {"a": "\\n"}'}
    assert dockerfile(spec, "sha256:f00", labels).splitlines()[-2:] == [
        "RUN make",
        'LABEL "note"="say \\"hi\\" to \\$HOME \\\\ {\\"a\\": \\"\\\\n\\"}" "trail.env"="f00"',
    ]
    with pytest.raises(EnvBuildError, match="a label is one line: 'two\\\\nlines'"):
        dockerfile(spec, "sha256:f00", {"note": "two\nlines"})
