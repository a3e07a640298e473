"""Secret values never survive into text that is posted or uploaded."""

from __future__ import annotations

from trail.oracle.call import OracleCall, RunResult
from trail.redact import MASK, Redactor, looks_secret

FAKE_TOKEN = "ghp_FAKE0123456789abcdefFAKE0123456789ab"
FAKE_KEY = "AKIAFAKEFAKEFAKE1234"
ENV = {
    "GITHUB_TOKEN": FAKE_TOKEN,
    "INPUT_GITHUB-TOKEN": FAKE_TOKEN,
    "AWS_SECRET_ACCESS_KEY": FAKE_KEY,
    "db_password": "hunter2hunter2",
    "DEPLOY_CREDENTIALS": "line-one-secret\nline-two-secret",
    "MY_PIN": "pin-is-not-a-secret-name",
    "SHORT_TOKEN": "abc",
    "HOME": "/root",
}


class Saying:
    """An executor each of whose runs fails, saying `said` on its standard error."""

    def __init__(self, said: str) -> None:
        self.said = said

    def run(self, call: OracleCall) -> RunResult:
        return RunResult(1, None, False, b"", self.said.encode(), 0.01)


def test_names_that_look_secret():
    assert [n for n in ENV if looks_secret(n)] == [
        "GITHUB_TOKEN", "INPUT_GITHUB-TOKEN", "AWS_SECRET_ACCESS_KEY", "db_password",
        "DEPLOY_CREDENTIALS", "SHORT_TOKEN"]
    assert looks_secret("MY_PIN", ["my_pin"])


def test_passwd_credential_and_auth_look_secret_but_an_author_does_not():
    assert all(looks_secret(n) for n in (
        "MYSQL_PASSWD", "gcp_credential_file", "NPM_AUTH", "OAUTH_CLIENT", "HTTP_AUTHORIZATION"))
    assert not any(looks_secret(n) for n in ("GIT_AUTHOR_NAME", "AUTHORS", "author_email"))


def test_planted_values_are_masked_in_text():
    redact = Redactor.from_environ(ENV)
    text = (f"curl -H 'Authorization: Bearer {FAKE_TOKEN}' --key {FAKE_KEY} "
            f"-p hunter2hunter2; printed line-two-secret; home /root; abc")
    assert redact.text(text) == (
        f"curl -H 'Authorization: Bearer {MASK}' --key {MASK} -p {MASK}; "
        f"printed {MASK}; home /root; abc")


def test_planted_values_are_masked_in_bytes():
    redact = Redactor.from_environ(ENV)
    data = b"\x00\xffstderr: token=" + FAKE_TOKEN.encode() + b"\n"
    assert redact.data(data) == b"\x00\xffstderr: token=***\n"


def test_extra_names_and_a_secret_inside_a_longer_one():
    redact = Redactor.from_environ({"API_TOKEN": "abcdef123", "WHOLE": "xx-abcdef123-yy",
                                    "HOME": "/home/runner"}, ["whole"])
    assert redact.text("xx-abcdef123-yy and abcdef123 in /home/runner") == \
        "*** and *** in /home/runner"


def test_nothing_to_redact_is_falsy_and_changes_nothing():
    redact = Redactor.from_environ({"HOME": "/root", "SHORT_KEY": "12345"})
    assert not redact
    assert redact.text("12345 /root") == "12345 /root"


# A password with digits and characters a URL escapes, in a DATABASE_URL: no secret name.
PASSWORD = "hunter2024!x"
DATABASE_URL = "postgres://app:hunter2024%21x@db.internal:5432/prod"


def test_every_form_a_secret_is_printed_in_is_masked():
    import base64
    import json

    redact = Redactor.from_values([DATABASE_URL, "84920175", 'pa"ss\\word1'])
    basic = base64.b64encode(f"app:{PASSWORD}".encode()).decode()
    shapes = {
        "the whole value": DATABASE_URL,
        "its password as sent": "hunter2024%21x",
        "its password decoded": PASSWORD,
        "decoded whole": "postgres://app:hunter2024!x@db.internal:5432/prod",
        "URL-encoded inside another URL": "https://x/?db=postgres%3A%2F%2Fapp%3Ahunter2024"
                                          "%2521x%40db.internal%3A5432%2Fprod",
        "a Basic auth header": f"Authorization: Basic {basic}",
        "base64 of the whole": base64.b64encode(DATABASE_URL.encode()).decode(),
        "digits only": "pin 84920175 rejected",
        "inside JSON": json.dumps({"error": 'bad password pa"ss\\word1', "pw": PASSWORD}),
        "an error message": f"FATAL: password authentication failed ({PASSWORD!r})",
    }
    for shape, text in shapes.items():
        masked = redact.text(text)
        for secret in ("hunter2024", "84920175", "word1", "YXBwOmh1bnRlcjIwMjQheA"):
            assert secret not in masked, (shape, masked)
    assert redact.text(shapes["an error message"]) == \
        "FATAL: password authentication failed ('***')"
    assert redact.text(shapes["inside JSON"]) == '{"error": "bad password ***", "pw": "***"}'


def test_the_secrets_file_adds_values_whatever_their_names(tmp_path):
    import json

    from trail.redact import SECRETS_FILE

    path = tmp_path / "secrets.json"
    path.write_text(json.dumps({"DATABASE_URL": DATABASE_URL, "RETRIES": 3, "ON": True}))
    redact = Redactor.from_environ({SECRETS_FILE: str(path), "HOME": "/root"})
    assert redact.text(f"{PASSWORD} at {str(path)!r}, 3 retries") == \
        f"*** at {str(path)!r}, 3 retries"
    path.write_text("{not json")
    try:
        Redactor.from_environ({SECRETS_FILE: str(path)})
    except SystemExit as exc:
        assert str(exc).startswith(f"trail: error: cannot read the secrets to redact from "
                                   f"${SECRETS_FILE} ({path}): ")
    else:
        raise AssertionError("an unreadable secrets file must stop trail")


def test_the_oracle_output_is_masked_before_the_signature_is_taken(tmp_path, monkeypatch):
    # The signature generalizes digits that change between runs: a secret captured
    # unmasked would end up in the pattern half-wildcarded (hunter[0-9]+...), where
    # masking the values afterwards cannot find it.
    import json

    from trail.oracle.call import Oracle
    from trail.oracle.capture import capture
    from trail.oracle.tester import Tester
    from trail.redact import SECRETS_FILE

    path = tmp_path / "secrets.json"
    path.write_text(json.dumps({"DATABASE_URL": DATABASE_URL}))
    monkeypatch.setenv(SECRETS_FILE, str(path))

    said = f"connect {DATABASE_URL} failed: password {PASSWORD} refused\n"
    _, result = Tester(Oracle("check {}"), Saying(said)).run_once(b"x")
    assert result.stderr == b"connect *** failed: password *** refused\n"
    pattern = "\n".join(capture(result).lines)
    assert "hunter" not in pattern and "2024" not in pattern
    # The mask stands for the value, which reproduce.sh's run prints in clear.
    assert "connect [^ ]+ failed: password [^ ]+ refused" in pattern


PASSWORD10 = "Zq7-pL4xW9"  # ten characters, none of them a common word


def test_a_run_of_six_or_more_characters_of_a_secret_is_masked():
    import base64

    from trail.redact import masked_places

    redact = Redactor.from_values([PASSWORD10])
    before = masked_places()
    # A common logging habit: the first characters, then an ellipsis.
    assert redact.text(f"pw {PASSWORD10[:7]}... rejected") == "pw ***... rejected"
    assert redact.text(f"tail {PASSWORD10[-6:]}!") == "tail ***!"
    assert redact.text(f"short {PASSWORD10[:5]}") == f"short {PASSWORD10[:5]}"  # 5: kept
    # Parts of its encoded forms too: a base64 header cut short in a log line.
    b64 = base64.b64encode(PASSWORD10.encode()).decode()
    assert redact.text(f"auth {b64[:8]}") == "auth ***"
    assert redact.data(f"pw {PASSWORD10[2:9]}".encode()) == b"pw ***"
    # Two separate parts are two places; one part is one place, however long.
    assert redact.text(f"{PASSWORD10[:6]} and {PASSWORD10[3:]}") == "*** and ***"
    assert masked_places() - before == 6


def test_a_masked_part_is_a_wildcard_in_the_signature_and_the_clear_run_matches(monkeypatch):
    import re

    from trail.oracle.call import Oracle
    from trail.oracle.capture import capture
    from trail.oracle.tester import Tester

    monkeypatch.setenv("DB_PASSWORD", PASSWORD10)

    said = f"login as app with pw {PASSWORD10[:7]}... refused\n"
    _, result = Tester(Oracle("check {}"), Saying(said)).run_once(b"x")
    assert result.stderr == b"login as app with pw ***... refused\n"
    [pattern] = capture(result).lines
    assert PASSWORD10[:6] not in pattern
    # reproduce.sh runs the oracle where the password is in clear: still the failure.
    assert re.search(pattern, f"login as app with pw {PASSWORD10[:7]}... refused")


def test_a_secret_variable_holding_json_masks_its_values_not_its_keys():
    # The Action's `secrets` input reaches trail's own process as JSON: its keys name
    # the secrets, which every log line about the environment must still show.
    redact = Redactor.from_environ({"INPUT_SECRETS": '{"DATABASE_URL": "pg-pw-0123456"}'})
    assert redact.text("DATABASE_URL holds pg-pw-0123456") == "DATABASE_URL holds ***"
    # A value that only looks like JSON is masked whole.
    redact = Redactor.from_environ({"API_TOKEN": "{not-json-token"})
    assert redact.text("token {not-json-token") == "token ***"
