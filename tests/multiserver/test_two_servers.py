"""Two `repbook serve --database` processes on one PostgreSQL database (issue 22, item 3).

A session made on one server works on the other, a set logged on one shows on the other, the sign-in throttle counts
the attempts both servers see, uploads arriving at both at once stay within one quota, and of two schedulers only one
takes each backup. Needs the cluster `scripts/test`
starts (`REPBOOK_TEST_POSTGRES_URL`); skipped, saying so, when PostgreSQL is not available.

Run directly: `REPBOOK_TEST_POSTGRES_URL=$(scripts/postgres-test-cluster url) .venv/bin/python -m pytest -q tests/multiserver`
(after `swift build --product repbook`).
"""

from __future__ import annotations

import json
import os
import threading
import re
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("REPBOOK_BINARY", REPO_ROOT / ".build" / "debug" / "repbook"))
CLUSTER_URL = os.environ.get("REPBOOK_TEST_POSTGRES_URL", "")
PASSWORD = "correct horse battery"

pytestmark = pytest.mark.skipif(
    not CLUSTER_URL,
    reason="PostgreSQL not available: REPBOOK_TEST_POSTGRES_URL is unset (scripts/test starts a throwaway cluster and sets it)",
)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def request(base_url: str, method: str, path: str, *, json_body=None, form=None, cookies=None, token=None):
    """One request without following redirects: (status, headers, body text)."""
    data, headers = None, {}
    if json_body is not None:
        data, headers["Content-Type"] = json.dumps(json_body).encode(), "application/json"
    if form is not None:
        data, headers["Content-Type"] = urllib.parse.urlencode(form).encode(), "application/x-www-form-urlencoded"
    if cookies:
        headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in cookies.items())
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(base_url + path, data=data, method=method, headers=headers)
    try:
        with OPENER.open(req, timeout=15) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


def set_cookies(headers) -> dict[str, str]:
    """The cookies a response sets (name to value), leaving out the ones it expires."""
    found = {}
    for line in headers.get_all("Set-Cookie") or []:
        name, _, rest = line.partition("=")
        value = rest.split(";", 1)[0]
        if "Max-Age=0" not in line and value:
            found[name.strip()] = value
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def database_url(name: str) -> str:
    parts = urllib.parse.urlsplit(CLUSTER_URL)
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, "/" + name, "sslmode=disable", ""))


def psql(sql: str) -> None:
    subprocess.run(["psql", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "-q", "-d", CLUSTER_URL, "-c", sql], check=True,
                   capture_output=True, text=True)


class Server:
    """`repbook serve --database URL` as a subprocess on a free port, sharing its data folder with the other server."""

    def __init__(self, name: str, url: str, data_dir: Path, log: Path, extra: list[str]):
        self.name, self.log = name, log
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.command = [str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(self.port), "--data-dir", str(data_dir),
                        "--database", url, *extra]
        with log.open("wb") as out:
            self.process = subprocess.Popen(self.command, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                            cwd=str(REPO_ROOT))

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_healthy(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"server {self.name} exited with status {self.process.returncode} before /healthz answered:\n"
                            f"{' '.join(self.command)}\n{self.output()}", pytrace=False)
            try:
                if request(self.base_url, "GET", "/healthz")[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        pytest.fail(f"server {self.name} did not answer /healthz within 60 s:\n{self.output()}", pytrace=False)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


def start_two(tmp_path: Path, extra: list[str] = ()) -> tuple[Server, Server, Path]:
    """A fresh database and two servers on it with one shared data folder; both started at once, so they also race to
    migrate it."""
    name = "repbook_two_" + uuid.uuid4().hex
    psql(f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8'")
    data_dir = tmp_path / "shared-data"
    data_dir.mkdir()
    servers = [Server(label, database_url(name), data_dir, tmp_path / f"server-{label}.log", list(extra)) for label in "AB"]
    start_two.cleanup.append((servers, name))
    for server in servers:
        server.wait_healthy()
    return servers[0], servers[1], data_dir


start_two.cleanup = []


@pytest.fixture(autouse=True)
def stop_servers():
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    if shutil.which("psql") is None:
        pytest.fail("psql is missing (Debian's postgresql-client); scripts/postgres-test-cluster installs it", pytrace=False)
    yield
    while start_two.cleanup:
        servers, name = start_two.cleanup.pop()
        for server in servers:
            server.stop()
        psql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def set_up_owner(server: Server, username: str) -> dict[str, str]:
    """Creates the owner through /setup on `server`; answers the cookies the browser then holds (the session's)."""
    status, headers, body = request(server.base_url, "GET", "/setup")
    assert status == 200, f"GET /setup answered {status}: {body[:300]}"
    cookies = set_cookies(headers)
    csrf = re.search(r'name="_csrf" value="([^"]+)"', body)
    assert csrf, "the setup form carries no _csrf field"
    status, headers, body = request(server.base_url, "POST", "/setup", cookies=cookies, form={
        "_csrf": csrf.group(1), "username": username, "password": PASSWORD, "password_confirm": PASSWORD, "time_zone": "UTC"})
    assert status in (302, 303), f"POST /setup answered {status}: {body[:300]}"
    cookies.update(set_cookies(headers))
    assert "repbook_session" in cookies, f"no session cookie after setup: {cookies}"
    return cookies


def token(server: Server, username: str) -> str:
    status, _, body = request(server.base_url, "POST", "/api/v1/auth/token", json_body={"username": username, "password": PASSWORD})
    assert status == 201, f"token on {server.name}: {status} {body[:300]}"
    return json.loads(body)["token"]


def test_session_and_sets_cross_servers(tmp_path):
    a, b, _ = start_two(tmp_path)
    cookies = set_up_owner(a, "ana")

    # The browser's session, made on A, is a signed-in session on B.
    status, headers, body = request(b.base_url, "GET", "/settings", cookies=cookies)
    assert status == 200, f"B did not accept A's session: {status} {headers.get('Location')}"
    assert "ana" in body
    status, headers, _ = request(b.base_url, "GET", "/settings")
    assert status in (302, 303) and "/signin" in headers.get("Location", ""), "B served /settings without a session"

    # A token made on B works on A; a set logged through A shows on B.
    bearer = token(b, "ana")
    status, _, body = request(a.base_url, "GET", "/api/v1/exercises", token=bearer)
    assert status == 200, body[:300]
    listed = json.loads(body)
    exercises = listed["exercises"] if isinstance(listed, dict) else listed
    exercise = next(e for e in exercises if e.get("kind", "weightReps") in ("weightReps", "weight_reps"))
    status, _, body = request(a.base_url, "POST", f"/api/v1/exercises/{exercise['id']}/log", token=bearer,
                              json_body={"date": "2026-11-20", "weightKg": 100, "reps": 5, "sets": 3})
    assert status == 201, f"logging on A: {status} {body[:300]}"
    status, _, body = request(b.base_url, "GET", f"/api/v1/exercises/{exercise['id']}/log", token=bearer)
    assert status == 200, body[:300]
    assert "2026-11-20" in body and "100" in body, f"B does not show the set logged on A: {body[:500]}"

    # Signing out on B ends the session on A too.
    status, headers, body = request(b.base_url, "GET", "/settings", cookies=cookies)
    csrf = re.search(r'name="_csrf" value="([^"]+)"', body)
    assert csrf, "the settings page carries no _csrf field"
    status, _, _ = request(b.base_url, "POST", "/signout", cookies=cookies, form={"_csrf": csrf.group(1)})
    assert status in (302, 303)
    status, headers, _ = request(a.base_url, "GET", "/settings", cookies=cookies)
    assert status in (302, 303) and "/signin" in headers.get("Location", ""), "A still accepts a session ended on B"


def test_throttle_counts_across_servers(tmp_path):
    a, b, _ = start_two(tmp_path)
    set_up_owner(a, "ana")
    # Wrong passwords alternating between the servers. Counted apart, neither server could slow down before the
    # eleventh attempt (five free failures each). Counted together, the sixth waits a second after the fifth and each
    # later failure doubles the wait, so both servers refuse long before that, however slow the machine is (a slow
    # password check can outlast the first one-second wait, so which attempt is refused first is not fixed).
    first_refusal: dict[str, int] = {}
    retry_after = 0
    for attempt in range(1, 15):
        server = (a, b)[(attempt - 1) % 2]
        status, headers, body = request(server.base_url, "POST", "/api/v1/auth/token", json_body={"username": "ana", "password": "wrong horse"})
        if attempt <= 5:
            assert status == 401, f"attempt {attempt} on {server.name}: {status} {body[:200]}"
            continue
        assert status in (401, 429), f"attempt {attempt} on {server.name}: {status} {body[:200]}"
        if status == 429:
            retry_after = int(headers.get("Retry-After", "0"))
            assert retry_after >= 1, f"a refusal on {server.name} without a Retry-After: {headers}"
            first_refusal.setdefault(server.name, attempt)
        if len(first_refusal) == 2 and retry_after >= 3:
            break
    assert set(first_refusal) == {a.name, b.name}, f"only {first_refusal} refused within 14 shared attempts"
    assert max(first_refusal.values()) <= 10, f"a server refused only after its own five failures: {first_refusal}"
    # While the wait lasts (at least two more seconds), the right password waits too, on both servers.
    for server in (a, b):
        status, headers, body = request(server.base_url, "POST", "/api/v1/auth/token", json_body={"username": "ana", "password": PASSWORD})
        assert status == 429, f"{server.name} let the right password through during the wait: {status} {body[:200]}"
        assert int(headers.get("Retry-After", "0")) >= 1


def test_one_scheduler_takes_each_backup(tmp_path):
    interval = 8.0
    a, b, data_dir = start_two(tmp_path, ["--backup-every", str(interval / 3600)])
    set_up_owner(a, "ana")
    folder = data_dir / "backups"
    deadline = time.monotonic() + 3 * interval
    while time.monotonic() < deadline:
        time.sleep(0.5)
    names = sorted(p.name for p in folder.glob("repbook-*.zip")) if folder.exists() else []
    assert names, f"no scheduled backup in {folder}:\nA: {a.output()}\nB: {b.output()}"
    stamps = [time.mktime(time.strptime(n[len("repbook-"):-len(".zip")], "%Y%m%d-%H%M%S")) for n in names]
    gaps = [later - earlier for earlier, later in zip(stamps, stamps[1:])]
    assert all(gap >= interval / 2 - 1 for gap in gaps), f"two servers took the same backup: {names}"
    assert len(names) <= 3, f"more backups than intervals: {names}"
    logs = a.output() + b.output()
    assert "Backup written" in logs

    # A backup is the database as pg_dump wrote it (pg_restore reads it) and the photo files.
    with zipfile.ZipFile(folder / names[-1]) as bundle:
        assert "repbook.pgdump" in bundle.namelist()
        dump = tmp_path / "restore.pgdump"
        dump.write_bytes(bundle.read("repbook.pgdump"))
    listing = subprocess.run(["pg_restore", "--list", str(dump)], capture_output=True, text=True, check=True).stdout
    assert "TABLE public sign_in_attempt" in listing or "sign_in_attempt" in listing


def test_upload_quota_holds_across_servers(tmp_path):
    a, b, data_dir = start_two(tmp_path)
    cookies = set_up_owner(a, "ana")
    status, _, body = request(a.base_url, "GET", "/body/weight", cookies=cookies)
    csrf = re.search(r'name="_csrf" value="([^"]+)"', body)
    assert status == 200 and csrf, f"GET /body/weight answered {status} without a _csrf field"
    csv = ("date,weight\n" + "2024-03-01,80\n" * 20).encode()
    cookie_header = "; ".join(f"{name}={value}" for name, value in cookies.items())
    # Sixteen weight files sent at the same instant, eight to each server; one account may keep ten waiting.
    barrier = threading.Barrier(16)

    def upload(index: int) -> int:
        server = (a, b)[index % 2]
        req = urllib.request.Request(server.base_url + "/body/weight/import/csv", data=csv, method="POST", headers={
            "Cookie": cookie_header, "X-CSRF-Token": csrf.group(1), "X-Requested-With": "fetch", "Content-Type": "text/csv"})
        barrier.wait(timeout=30)
        try:
            with OPENER.open(req, timeout=30) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    with ThreadPoolExecutor(max_workers=16) as pool:
        statuses = list(pool.map(upload, range(16)))
    assert sorted(statuses) == [200] * 10 + [413] * 6, f"statuses: {statuses}"
    waiting = [p for p in (data_dir / "uploads").glob("*/*") if p.parent.name != ".staging"]
    assert len(waiting) == 10, f"pending files: {sorted(str(p) for p in waiting)}"
    # Every reservation ended with its upload: a next one is refused for the ten files, not for room held by the past.
    req = urllib.request.Request(b.base_url + "/body/weight/import/csv", data=csv, method="POST", headers={
        "Cookie": cookie_header, "X-CSRF-Token": csrf.group(1), "X-Requested-With": "fetch", "Content-Type": "text/csv"})
    try:
        OPENER.open(req, timeout=30)
        pytest.fail("an eleventh upload was accepted")
    except urllib.error.HTTPError as error:
        assert error.code == 413
        assert "You have 10 uploads waiting to be imported" in error.read().decode()
