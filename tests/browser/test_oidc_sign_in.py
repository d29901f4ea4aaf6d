"""Sign-in through a real OpenID Connect provider: oidc-provider-mock from PyPI (built on Authlib; installed by
scripts/install-browser-deps.sh), run in this process with client registration required. Repbook is registered as a
client with its redirect address and gets the secret from REPBOOK_OIDC_CLIENT_SECRET. In headless Chromium a person
signs in through the provider's own form, first creating the account and then reusing it; the provider rotates its
signing key and sign-in still works (Repbook fetches the key set again); an owner links their password account to the
provider, then with password sign-in switched off signs in through the provider only, and an unknown person is refused."""
from __future__ import annotations

import json
import shutil
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from authlib import jose
from oidc_provider_mock import run_server_in_thread

from conftest import ARTIFACTS, BINARY, App, RepbookServer, make_driver


def provider_storage(provider):
    """The provider's own storage (keys, users), held by its request hook."""
    for hook in provider.app.before_request_funcs[None]:
        for cell in hook.__closure__ or ():
            if type(cell.cell_contents).__name__ == "Storage":
                return cell.cell_contents
    raise AssertionError("oidc-provider-mock's storage was not found")


def call(method: str, url: str, body: dict | None = None) -> tuple[int, dict | None]:
    request = urllib.request.Request(url, method=method, data=json.dumps(body).encode() if body is not None else None,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            text = answer.read().decode()
            return answer.status, json.loads(text) if text.strip().startswith("{") else None
    except urllib.error.HTTPError as error:
        return error.code, None


class Provider:
    """oidc-provider-mock on a free port, Repbook registered as its client."""

    def __init__(self, provider, redirect_uri: str):
        self.server = provider
        self.issuer = f"http://localhost:{provider.server_port}"
        status, client = call("POST", self.issuer + "/oauth2/clients", {"redirect_uris": [redirect_uri]})
        assert status == 201, status
        self.client_id, self.client_secret = client["client_id"], client["client_secret"]

    def add_person(self, sub: str, claims: dict) -> None:
        assert call("PUT", f"{self.issuer}/users/{sub}", claims)[0] == 204

    def rotate_key(self) -> None:
        """A new signing key with a key id the old key set does not have, as a provider rotating its keys does."""
        provider_storage(self.server).jwk = jose.RSAKey.generate_key(is_private=True, options={"kid": f"rotated-{time.time()}"})


@pytest.fixture
def oidc(request, monkeypatch):
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    work = Path(tempfile.mkdtemp(prefix="repbook-oidc-"))
    (work / "data").mkdir()
    server = RepbookServer(BINARY, work / "data", work / "server.log")
    with run_server_in_thread(require_client_registration=True, require_nonce=True) as running:
        provider = Provider(running, f"{server.base_url}/signin/oidc/callback")
        monkeypatch.setenv("REPBOOK_OIDC_CLIENT_SECRET", provider.client_secret)
        server.extra_args = ("--oidc-issuer", provider.issuer, "--oidc-client-id", provider.client_id,
                             "--oidc-provider-name", "Gym ID")
        driver = make_driver()
        try:
            yield server, provider, driver
        finally:
            if getattr(getattr(request.node, "rep_call", None), "failed", False):
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                driver.save_screenshot(str(ARTIFACTS / "oidc-sign-in.png"))
                (ARTIFACTS / "oidc-sign-in-server.log").write_text(server.output())
            driver.quit()
            server.stop()
            shutil.rmtree(work, ignore_errors=True)


def through_provider(app: App, sub: str) -> None:
    """From Repbook's sign-in page through the provider's form as `sub`, back to Repbook."""
    app.get("/signin")
    button = app.find("#provider-signin")
    assert button.text == "Sign in with Gym ID"
    app.click_and_wait_for_load(button)
    assert app.driver.current_url.startswith("http://localhost:"), app.driver.current_url
    field = app.driver.find_element("css selector", "input[name=sub]")
    field.send_keys(sub)
    app.click_and_wait_for_load(app.driver.find_element("css selector", "form button[type=submit]"))
    app.wait().until(lambda d: d.current_url.startswith(app.server.base_url))


def signed_in_as(app: App) -> str:
    app.get("/settings")
    return app.find("#signout-button").text.removeprefix("Sign out ")


def test_first_sign_in_creates_the_account_then_reuses_it_across_a_key_rotation(oidc):
    server, provider, driver = oidc
    server.extra_args += ("--oidc-create-users",)
    server.start()
    provider.add_person("a1b2-ana", {"preferred_username": "ana", "email": "ana@example.org", "email_verified": True})
    app = App(server, driver)

    through_provider(app, "a1b2-ana")
    assert app.path == "/"
    assert signed_in_as(app) == "ana"
    assert "signed in ana through Gym ID" in server.output()

    app.submit("#signout-button")
    through_provider(app, "a1b2-ana")
    assert signed_in_as(app) == "ana"
    accounts = [row.text for row in app.find_all("#accounts li")]
    assert len(accounts) == 1 and accounts[0].startswith("ana"), accounts  # the same account, not a second one

    # The provider rotates its key; Repbook fetches the key set again for the new key id (at most every 10 s).
    provider.rotate_key()
    time.sleep(10)
    app.submit("#signout-button")
    through_provider(app, "a1b2-ana")
    assert signed_in_as(app) == "ana"

    # A form works in the session the provider opened (its CSRF token).
    app.get("/body/weight")
    app.fill("#weigh-in form", {"weight": "61.5"})
    app.submit("#save-weight")
    assert "61.5 kg saved for" in app.find(".flash").text


def test_owner_links_the_provider_then_signs_in_without_passwords(oidc):
    server, provider, driver = oidc
    server.start()
    app = App(server, driver)
    app.setup_owner("lifter", "correct horse battery")

    # Settings → Password and sessions → Sign-in: link this account to the person at the provider.
    app.get("/settings/account")
    app.click_and_wait_for_load(app.find("#provider-settings"))
    app.click_and_wait_for_load(app.find("#provider-link"))
    app.driver.find_element("css selector", "input[name=sub]").send_keys("owner-sub-9")
    app.click_and_wait_for_load(app.driver.find_element("css selector", "form button[type=submit]"))
    app.wait().until(lambda d: d.current_url.startswith(server.base_url + "/settings/sign-in"))
    assert "Gym ID is linked to your account." in app.find(".flash").text
    assert "owner-sub-9" in app.find("#provider-links").text

    # Password sign-in off: the page offers the provider only, and passwords are refused by the form and the API.
    server.extra_args += ("--no-password-sign-in",)
    server.restart()
    driver.delete_all_cookies()
    app.get("/signin")
    assert app.exists("#provider-signin") and not app.exists("#signin-form")
    status, _ = call("POST", server.base_url + "/api/v1/auth/token", {"username": "lifter", "password": "correct horse battery"})
    assert status == 403

    through_provider(app, "owner-sub-9")
    assert signed_in_as(app) == "lifter"

    # Someone the provider knows but who has no linked account (and accounts are not created) is refused.
    driver.delete_all_cookies()
    through_provider(app, "stranger")
    assert app.path.startswith("/signin/oidc/callback")
    assert "No Repbook account is linked to this sign-in" in app.body_text()
    assert not any(c["name"] == "repbook_session" for c in driver.get_cookies())
