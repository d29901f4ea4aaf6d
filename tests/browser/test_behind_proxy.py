"""Repbook behind nginx with TLS, as the README sets it up: deploy/nginx-repbook.conf itself (names, ports and the
certificate replaced) on loopback in front of the real binary started with --public-origin. Sign-in and setup forms
(CSRF and Origin checks), Secure cookies, the fetch-driven photo upload, a form upload and its limit, and /metrics kept
off the proxy."""
from __future__ import annotations

import os
import pwd
import shutil
import ssl
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from conftest import ARTIFACTS, BINARY, REPO_ROOT, App, RepbookServer, free_port, make_driver
from test_progress_photos import make_photo, upload

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
SITE = REPO_ROOT / "deploy" / "nginx-repbook.conf"
OWNER = "lifter"
PASSWORD = "correct horse battery"


def unverified() -> ssl.SSLContext:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class Proxy:
    """nginx in the foreground with the repository's site file, in front of `upstream_port`."""

    def __init__(self, work: Path, upstream_port: int):
        self.work = work
        self.https_port = free_port()
        self.http_port = free_port()
        self.base_url = f"https://localhost:{self.https_port}"
        key, cert = work / "key.pem", work / "cert.pem"
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
             "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
            check=True, capture_output=True)
        site = SITE.read_text()
        for old, new in [
            ("/etc/letsencrypt/live/gym.example.com/fullchain.pem", str(cert)),
            ("/etc/letsencrypt/live/gym.example.com/privkey.pem", str(key)),
            ("gym.example.com", "localhost"),
            ("listen 443 ssl;", f"listen 127.0.0.1:{self.https_port} ssl;"),
            ("listen 80;", f"listen 127.0.0.1:{self.http_port};"),
            ("http://127.0.0.1:8080", f"http://127.0.0.1:{upstream_port}"),
        ]:
            assert old in site, f"{SITE} no longer holds {old!r}"
            site = site.replace(old, new)
        (work / "site.conf").write_text(site)
        temp = "\n".join(f"    {name}_temp_path {work / name};" for name in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        user = f"user {pwd.getpwuid(os.getuid()).pw_name};" if os.getuid() == 0 else ""
        (work / "nginx.conf").write_text(f"""
{user}
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 64; }}
http {{
    include /etc/nginx/mime.types;
    access_log {work}/nginx-access.log;
{temp}
    include {work}/site.conf;
}}
""")
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        work = self.work
        self.process = subprocess.Popen(
            [NGINX, "-p", str(work), "-c", str(work / "nginx.conf"), "-g", "daemon off;"],
            stdout=subprocess.DEVNULL, stderr=open(work / "nginx-stderr.log", "wb"))
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            assert self.process.poll() is None, (work / "nginx-stderr.log").read_text() + self.log()
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2, context=unverified()) as answer:
                    if answer.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.1)
        pytest.fail("nginx did not proxy /healthz within 20 s\n" + self.log())

    def log(self) -> str:
        path = self.work / "nginx-error.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


@pytest.fixture
def proxied(request):
    if not Path(NGINX).exists():
        pytest.fail("nginx is missing: run scripts/install-browser-deps.sh", pytrace=False)
    work = Path(tempfile.mkdtemp(prefix="repbook-proxy-"))
    (work / "data").mkdir()
    server = RepbookServer(BINARY, work / "data", work / "server.log")
    proxy = Proxy(work, server.port)
    server.extra_args = ("--public-origin", proxy.base_url)
    try:
        server.start()
        proxy.start()
        driver = make_driver(extra_args=("--ignore-certificate-errors",))
        try:
            yield server, proxy, driver
        finally:
            if getattr(getattr(request.node, "rep_call", None), "failed", False):
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                driver.save_screenshot(str(ARTIFACTS / "behind-proxy.png"))
                (ARTIFACTS / "behind-proxy-server.log").write_text(server.output())
                (ARTIFACTS / "behind-proxy-nginx.log").write_text(proxy.log())
            driver.quit()
    finally:
        proxy.stop()
        server.stop()
        shutil.rmtree(work, ignore_errors=True)


class Through:
    """What `App` needs of a server: the URL the browser opens, here the proxy's."""

    def __init__(self, base_url: str):
        self.base_url = base_url


def test_sign_in_forms_and_uploads_through_nginx(proxied, tmp_path):
    server, proxy, driver = proxied
    app = App(Through(proxy.base_url), driver)

    # Setup and sign-in are forms with CSRF tokens, and with a public origin the Origin header is checked too.
    app.setup_owner(OWNER, PASSWORD)
    assert driver.current_url.startswith(proxy.base_url)
    session = next(c for c in driver.get_cookies() if c["name"] == "repbook_session")
    assert session["secure"] and session["httpOnly"], session
    app.get("/settings")
    app.submit("#signout-button")
    app.sign_in(OWNER, PASSWORD)
    app.wait_for_path("/")

    # A plain form through the proxy: today's weigh-in.
    app.get("/body/weight")
    app.fill("#weigh-in form", {"weight": "84.2"})
    app.submit("#save-weight")
    assert "84.2 kg saved for" in app.find(".flash").text

    # The photo upload is the page's own fetch with a multipart body, streamed through nginx.
    photo = make_photo(tmp_path / "front.jpg", (150, 110, 90), 60, "JPEG")
    upload(app, photo, "front", time.strftime("%Y-%m-%d", time.gmtime()))
    assert len(app.find_all("#photo-grid li.photo-tile")) == 1

    # A form upload within its limit gets the preview; one over it gets Repbook's own 413, not nginx's.
    small = tmp_path / "weights.csv"
    small.write_text("date,weight\n2026-01-02,84.5\n2026-01-03,84.1\n")
    app.get("/body/weight/import")
    app.find("#upload-file").send_keys(str(small))
    app.click_and_wait_for_load(app.find("#upload-button"))
    assert app.path.startswith("/body/weight/import/csv/"), driver.current_url
    assert app.find("#count-add").text == "2 weigh-ins to add"

    big = tmp_path / "too-big.csv"
    big.write_text("date,weight\n" + "2026-01-02,84.5\n" * 400_000)  # 6.4 MB, over the 5 MB limit
    app.get("/body/weight/import")
    app.find("#upload-file").send_keys(str(big))
    app.click(app.find("#upload-button"))
    # The page's script sends the file and shows the server's answer in place: Repbook's own 413 came through nginx.
    app.wait().until(lambda _: "The file is larger than the limit of 5 MB." in app.body_text())
    assert app.path == "/body/weight/import"


def test_metrics_are_not_served_through_the_proxy(proxied):
    server, proxy, _ = proxied
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(proxy.base_url + "/metrics", timeout=5, context=unverified())
    assert refused.value.code == 404
    # The proxy's requests were counted by route; a scraper on the machine itself reads them.
    with urllib.request.urlopen(server.base_url + "/metrics", timeout=5) as answer:
        text = answer.read().decode()
    assert 'repbook_http_requests_total{method="GET",route="/healthz",status="200"}' in text, text


def test_service_worker_through_the_proxy(proxied):
    """The service worker is served through nginx from the root with its headers intact (no-cache, scope /), and the
    browser registers it on the proxied origin."""
    server, proxy, driver = proxied
    with urllib.request.urlopen(proxy.base_url + "/sw.js", timeout=5, context=unverified()) as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"].startswith("text/javascript")
        assert answer.headers["Cache-Control"] == "no-cache"
        assert answer.headers["Service-Worker-Allowed"] == "/"
        text = answer.read().decode()
    assert "__BUILD_VERSION__" not in text and "repbook-shell-" in text, "the build's version names the caches"
    app = App(Through(proxy.base_url), driver)
    app.get("/setup")
    state = driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        navigator.serviceWorker.register('/sw.js', {scope: '/'}).then(function (registration) {
          return navigator.serviceWorker.ready.then(function () { done('ok ' + registration.scope); });
        }).catch(function (error) { done('failed: ' + error.message); });
    """)
    assert state == f"ok {proxy.base_url}/", state
