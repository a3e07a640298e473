"""Secret values never survive into text that is posted or uploaded."""

from __future__ import annotations

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
