"""Sign-in by an authenticating reverse proxy, as Authelia or Authentik forward auth does it: a real nginx with
`auth_request` to a small auth service (a Python http.server standing in for the SSO portal: it vouches for whoever
holds its `sso` cookie by answering `Remote-User`), in front of the real binary started with `--trusted-proxy 127.0.0.1
--auth-proxy`. The header establishes an ordinary web session (cookie, CSRF-checked forms); a client's own
`Remote-User` is overwritten by nginx; the header sent straight to the server from an address that is not a trusted
proxy (127.0.0.2) is ignored and that is logged once; a name with no account is refused unless creation is on."""
from __future__ import annotations

import http.client
import os
import pwd
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from conftest import ARTIFACTS, BINARY, App, RepbookServer, free_port, make_driver

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


class SSOPortal(BaseHTTPRequestHandler):
    """The auth service nginx asks on every request: 200 with `Remote-User` for an `sso=<name>` cookie, else 401."""

    def do_GET(self):  # noqa: N802 (http.server's name)
        cookies = dict(
            part.strip().split("=", 1) for part in (self.headers.get("Cookie") or "").split(";") if "=" in part)
        name = cookies.get("sso")
        self.send_response(200 if name else 401)
        if name:
            self.send_header("Remote-User", name)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *_):
        pass


class ForwardAuthProxy:
    """nginx in the foreground: `auth_request` to the portal, its `Remote-User` passed on to Repbook."""

    def __init__(self, work: Path, upstream_port: int, portal_port: int):
        self.work = work
        self.port = free_port()
        self.base_url = f"http://localhost:{self.port}"
        temp = "\n".join(f"    {name}_temp_path {work / name};" for name in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        user = f"user {pwd.getpwuid(os.getuid()).pw_name};" if os.getuid() == 0 else ""
        (work / "nginx.conf").write_text(f"""
{user}
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 64; }}
http {{
    access_log {work}/nginx-access.log;
{temp}
    server {{
        listen 127.0.0.1:{self.port};
        location = /internal/authz {{
            internal;
            proxy_pass http://127.0.0.1:{portal_port}/authz;
            proxy_pass_request_body off;
            proxy_set_header Content-Length "";
        }}
        location / {{
            auth_request /internal/authz;
            auth_request_set $user $upstream_http_remote_user;
            proxy_set_header Remote-User $user;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header Host $host;
            proxy_pass http://127.0.0.1:{upstream_port};
        }}
    }}
}}
""")
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [NGINX, "-p", str(self.work), "-c", str(self.work / "nginx.conf"), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL, stderr=open(self.work / "nginx-stderr.log", "wb"))
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            assert self.process.poll() is None, (self.work / "nginx-stderr.log").read_text()
            try:
                urllib.request.urlopen(self.base_url + "/healthz", timeout=2)
                return
            except urllib.error.HTTPError:
                return  # nginx answers (401 without the portal's cookie)
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.1)
        pytest.fail("nginx did not answer within 20 s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


@pytest.fixture
def forward_auth(request):
    if not Path(NGINX).exists():
        pytest.fail("nginx is missing: run scripts/install-browser-deps.sh", pytrace=False)
    work = Path(tempfile.mkdtemp(prefix="repbook-forward-auth-"))
    (work / "data").mkdir()
    portal = ThreadingHTTPServer(("127.0.0.1", 0), SSOPortal)
    threading.Thread(target=portal.serve_forever, daemon=True).start()
    server = RepbookServer(BINARY, work / "data", work / "server.log")
    server.extra_args = ("--trusted-proxy", "127.0.0.1", "--auth-proxy", "--auth-proxy-create-users")
    proxy = ForwardAuthProxy(work, server.port, portal.server_address[1])
    try:
        server.start()
        proxy.start()
        driver = make_driver()
        try:
            yield server, proxy, driver
        finally:
            if getattr(getattr(request.node, "rep_call", None), "failed", False):
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                driver.save_screenshot(str(ARTIFACTS / "proxy-sign-in.png"))
                (ARTIFACTS / "proxy-sign-in-server.log").write_text(server.output())
            driver.quit()
    finally:
        proxy.stop()
        server.stop()
        portal.shutdown()
        shutil.rmtree(work, ignore_errors=True)


class Through:
    """What `App` needs of a server: the URL the browser opens, here the proxy's."""

    def __init__(self, base_url: str):
        self.base_url = base_url


def portal_signs_in(driver, proxy: ForwardAuthProxy, name: str) -> None:
    """The SSO portal's cookie for `name`, as a real portal sets it after its own sign-in."""
    driver.get(proxy.base_url + "/healthz")
    driver.delete_all_cookies()
    driver.add_cookie({"name": "sso", "value": name, "path": "/"})


def direct_get(server: RepbookServer, path: str, headers: dict[str, str]) -> tuple[int, dict[str, str]]:
    """GET straight to the server from 127.0.0.2, an address that is not a trusted proxy."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10, source_address=("127.0.0.2", 0))
    try:
        connection.request("GET", path, headers=headers)
        answer = connection.getresponse()
        answer.read()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}
    finally:
        connection.close()


def test_the_proxy_header_signs_in_and_forms_work(forward_auth):
    server, proxy, driver = forward_auth
    app = App(Through(proxy.base_url), driver)

    # The first name the proxy vouches for gets the first account, the owner's; no password form is shown.
    portal_signs_in(driver, proxy, "ana")
    app.get("/settings")
    assert app.path == "/settings"
    assert app.find("#signout-button").text == "Sign out ana"
    session = next(c for c in driver.get_cookies() if c["name"] == "repbook_session")
    assert session["httpOnly"], session

    # A form posts with the session's CSRF token like after a password sign-in.
    app.get("/body/weight")
    app.fill("#weigh-in form", {"weight": "71.5"})
    app.submit("#save-weight")
    assert "71.5 kg saved for" in app.find(".flash").text

    # The portal now vouches for someone else: the header wins over the old session cookie.
    driver.delete_cookie("sso")
    driver.add_cookie({"name": "sso", "value": "ben", "path": "/"})
    app.get("/settings")
    assert app.find("#signout-button").text == "Sign out ben"
    assert "ana" not in app.find("#signout-button").text
    assert "signed in ben by the Remote-User header of proxy 127.0.0.1" in server.output()

    # Without the portal's cookie nginx itself refuses; Repbook is never asked.
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(proxy.base_url + "/", timeout=5)
    assert refused.value.code == 401


def test_a_client_cannot_name_itself(forward_auth):
    server, proxy, driver = forward_auth
    portal_signs_in(driver, proxy, "ana")
    App(Through(proxy.base_url), driver).get("/")  # ana's account now exists, the owner's

    # Through nginx, a client's own Remote-User is replaced by the portal's answer.
    request = urllib.request.Request(proxy.base_url + "/settings", headers={"Cookie": "sso=carl", "Remote-User": "ana"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        assert "Sign out carl" in answer.read().decode()

    # Straight to the server from an address that is not a trusted proxy, the header is ignored: sign in first.
    for _ in range(2):
        status, headers = direct_get(server, "/settings", {"Remote-User": "ana"})
        assert status in (302, 303), status
        assert headers["location"].startswith("/signin"), headers
        assert "repbook_session" not in headers.get("set-cookie", "")
    log = server.output()
    assert log.count("Remote-User header ignored: it came from 127.0.0.2") == 1, log


def test_unknown_names_are_refused_unless_creation_is_on(forward_auth):
    server, proxy, driver = forward_auth
    portal_signs_in(driver, proxy, "ana")
    App(Through(proxy.base_url), driver).get("/")  # ana's account, created while creation is on

    server.extra_args = ("--trusted-proxy", "127.0.0.1", "--auth-proxy")
    server.restart()
    request = urllib.request.Request(proxy.base_url + "/", headers={"Cookie": "sso=dora"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=5)
    assert refused.value.code == 403
    assert "No Repbook account is named dora" in refused.value.read().decode()

    # ana's account exists, so she still signs in.
    request = urllib.request.Request(proxy.base_url + "/settings", headers={"Cookie": "sso=ana"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        assert "Sign out ana" in answer.read().decode()
