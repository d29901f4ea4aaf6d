"""A `repbook serve --database` server when PostgreSQL drops its connections or stops (issue 22).

Each test starts its own throwaway cluster (scripts/postgres-test-cluster with its own state file), so it can end the
server's backends (pg_terminate_backend) and stop and start PostgreSQL (pg_ctl) without touching anyone else's. The
server must answer every request (an answer or 503 `unavailable` naming the lost connection, never a hang, never SQL)
and serve again right after; a server started while PostgreSQL is down must exit non-zero saying so.

Run directly (after `swift build --product repbook`): `.venv/bin/python -m pytest -q tests/multiserver/test_database_drops.py`.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from test_two_servers import BINARY, PASSWORD, REPO_ROOT, Server, free_port, request, set_up_owner, token

pytestmark = pytest.mark.skipif(
    shutil.which("pg_ctl") is None and not list(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl")),
    reason="PostgreSQL is not installed (scripts/postgres-test-cluster installs it)",
)


class Cluster:
    """A PostgreSQL cluster of this test alone, in a temporary folder; stopped and removed at the end."""

    def __init__(self, tmp_path: Path):
        self.env = dict(os.environ, REPBOOK_PG_STATE=str(tmp_path / "pg-state"))
        started = subprocess.run([str(REPO_ROOT / "scripts" / "postgres-test-cluster"), "start"], env=self.env,
                                 capture_output=True, text=True, timeout=180)
        assert started.returncode == 0, started.stderr
        self.url = started.stdout.strip().splitlines()[-1]
        self.dir = Path((tmp_path / "pg-state").read_text().strip())
        self.port = int((self.dir / "port").read_text().strip())
        self.bin = sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name))[-1]

    def database_url(self) -> str:
        parts = urllib.parse.urlsplit(self.url)
        return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, "sslmode=disable", ""))

    def _as_owner(self, command: list[str]) -> list[str]:
        return (["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []) + command

    def stop(self) -> None:
        subprocess.run(self._as_owner([str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "fast", "-w", "-t", "60", "stop"]),
                       check=True, capture_output=True, timeout=90)

    def start(self) -> None:
        options = (f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.dir}/socket -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off")
        subprocess.run(self._as_owner([str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-l", str(self.dir / "server.log"),
                                       "-w", "-t", "60", "start", "-o", options]), check=True, capture_output=True, timeout=90)

    def psql_value(self, sql: str) -> str:
        done = subprocess.run([str(self.bin / "psql"), "--no-psqlrc", "-At", "-v", "ON_ERROR_STOP=1", "-d", self.url, "-c", sql],
                              check=True, capture_output=True, text=True, timeout=30)
        return done.stdout.strip()

    def terminate_all(self) -> int:
        """Ends every client backend of the database but this one; answers how many."""
        return int(self.psql_value(
            "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid, 5000)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'"))

    def remove(self) -> None:
        subprocess.run([str(REPO_ROOT / "scripts" / "postgres-test-cluster"), "stop"], env=self.env, capture_output=True, timeout=120)


@pytest.fixture
def cluster(tmp_path):
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    made = Cluster(tmp_path)
    yield made
    made.remove()


@pytest.fixture
def server(cluster, tmp_path):
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    started = Server("A", cluster.database_url(), data_dir, tmp_path / "server.log", [])
    started.wait_healthy()
    yield started
    started.stop()


def expect_answer_or_unavailable(status: int, body: str, what: str) -> None:
    """An answer, or 503 naming the lost or unreachable database without SQL or internals."""
    if status == 503:
        problem = json.loads(body)["error"]
        assert problem["code"] == "unavailable", body
        assert problem["message"].startswith(("The database connection was lost", "The database cannot be reached")), body
        for leak in ("SELECT", "INSERT", "PSQLError", "sqlState", ".swift"):
            assert leak not in body, f"{what}: the error leaks {leak}: {body}"
    else:
        assert status < 500, f"{what}: {status} {body[:300]}"


def log_set(server: Server, bearer: str, exercise_id: int, reps: int):
    return request(server.base_url, "POST", f"/api/v1/exercises/{exercise_id}/log", token=bearer,
                   json_body={"date": "2026-11-20", "weightKg": 100, "reps": reps, "sets": 1})


def logged_reps(server: Server, bearer: str, exercise_id: int) -> list[int]:
    status, _, body = request(server.base_url, "GET", f"/api/v1/exercises/{exercise_id}/log", token=bearer)
    assert status == 200, body[:300]
    return sorted(int(r) for r in re.findall(r'"reps"\s*:\s*(\d+)', body))


def first_exercise(server: Server, bearer: str) -> int:
    status, _, body = request(server.base_url, "GET", "/api/v1/exercises", token=bearer)
    assert status == 200, body[:300]
    listed = json.loads(body)
    exercises = listed["exercises"] if isinstance(listed, dict) else listed
    return next(e for e in exercises if e.get("kind", "weightReps") in ("weightReps", "weight_reps"))["id"]


def test_backends_ended_under_load_answer_or_503_and_serve_again(cluster, server):
    set_up_owner(server, "ana")
    bearer = token(server, "ana")
    exercise = first_exercise(server, bearer)

    # Eight clients read and log sets while every backend of the database is ended, three times.
    def client(index: int):
        outcomes = []
        for step in range(12):
            started = time.monotonic()
            if step % 2:
                status, _, body = log_set(server, bearer, exercise, 100 + index * 100 + step)
            else:
                status, _, body = request(server.base_url, "GET", "/api/v1/exercises", token=bearer)
            outcomes.append((status, body, time.monotonic() - started, step % 2 == 1, 100 + index * 100 + step))
        return outcomes

    with ThreadPoolExecutor(max_workers=8) as pool:
        futures = [pool.submit(client, index) for index in range(8)]
        ended = 0
        for _ in range(3):
            time.sleep(0.2)
            ended += cluster.terminate_all()
        results = [outcome for future in futures for outcome in future.result(timeout=120)]
    assert ended >= 1, "no backend was ended"
    for status, body, seconds, _, _ in results:
        expect_answer_or_unavailable(status, body, "a request while backends were ended")
        assert seconds < 20, f"a request took {seconds:.1f} s"

    # Right after, it serves; a set whose request answered 201 is there, one that answered 503 "Nothing was changed" is not.
    status, _, body = request(server.base_url, "GET", "/api/v1/exercises", token=bearer)
    assert status == 200, body[:300]
    reps = logged_reps(server, bearer, exercise)
    for status, body, _, is_write, rep in results:
        if is_write and status == 201:
            assert rep in reps, f"a set answered 201 is missing ({rep})"
        if is_write and status == 503 and "Nothing was changed" in body:
            assert rep not in reps, f"a set answered 503 'Nothing was changed' was written ({rep})"
    assert log_set(server, bearer, exercise, 5)[0] == 201


def answer(server: Server, path: str, bearer: str, timeout: float = 100):
    """(status, body, seconds) of a GET that may take long: no client timeout shorter than the server's own."""
    started = time.monotonic()
    req = urllib.request.Request(server.base_url + path, headers={"Authorization": f"Bearer {bearer}"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            status, body = response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        status, body = error.code, error.read().decode()
    return status, body, time.monotonic() - started


def test_postgres_stopped_answers_503_in_seconds_then_serves_soon_after_it_returns(cluster, server):
    """While PostgreSQL is stopped every request answers 503 within seconds (the pool alone would hold it for its
    minute of retries), and after 20 s down the server serves again within seconds of PostgreSQL's return (the pool's
    back-off alone would wait several). The times are printed (`pytest -s`); the bounds are loose, for a loaded machine."""
    set_up_owner(server, "ana")
    bearer = token(server, "ana")
    exercise = first_exercise(server, bearer)
    cluster.stop()
    stopped = time.monotonic()
    waits = []
    try:
        while time.monotonic() - stopped < 20:
            status, body, seconds = answer(server, "/api/v1/exercises", bearer)
            waits.append(round(seconds, 2))
            assert status == 503, f"with PostgreSQL stopped: {status} {body[:300]}"
            expect_answer_or_unavailable(status, body, "a request with PostgreSQL stopped")
            assert seconds < 10, f"a request with PostgreSQL stopped waited {seconds:.1f} s: {waits}"
            time.sleep(0.5)
        assert request(server.base_url, "GET", "/healthz")[0] == 200, "the server itself went down"
    finally:
        cluster.start()
    returned = time.monotonic()
    while True:
        status, _, body = log_set(server, bearer, exercise, 7)
        if status == 201 or time.monotonic() - returned > 60:
            break
        expect_answer_or_unavailable(status, body, "a request after PostgreSQL started again")
        time.sleep(0.1)
    serving_after = time.monotonic() - returned
    print(f"\nPostgreSQL stopped: {len(waits)} requests answered 503 in {min(waits)}-{max(waits)} s; "
          f"serving {serving_after:.2f} s after it started again")
    assert status == 201, f"the server did not serve again after PostgreSQL started: {status} {body[:300]}"
    assert serving_after < 15, f"the server served again only {serving_after:.1f} s after PostgreSQL started"
    assert 7 in logged_reps(server, bearer, exercise)


def test_postgres_down_at_start_exits_nonzero_naming_it(tmp_path):
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}", pytrace=False)
    port = free_port()  # nothing listens there
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    started = time.monotonic()
    done = subprocess.run([str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(free_port()), "--data-dir", str(data_dir),
                           "--database", f"postgres://repbook@127.0.0.1:{port}/repbook?sslmode=disable"],
                          capture_output=True, text=True, timeout=120, cwd=str(REPO_ROOT))
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert f"127.0.0.1:{port}" in output and "cannot be reached" in output, output
    # It asks for 10 s (PostgresStartupProbe), not for postgres-nio's minute of retries.
    assert time.monotonic() - started < 40
