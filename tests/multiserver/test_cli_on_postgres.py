"""The command line on a PostgreSQL instance (issue 22): `repbook user add --database URL` makes an account that then
signs in on a `repbook serve --database URL` server; the password is reset and a Strong file imported from the shell
while it runs; `doctor` checks the database. The URL carries a password (the test cluster trusts loopback and ignores
it), which no command and no server line may show.

Run directly: `REPBOOK_TEST_POSTGRES_URL=$(scripts/postgres-test-cluster url) .venv/bin/python -m pytest -q tests/multiserver`
(after `swift build --product repbook`).
"""

from __future__ import annotations

import json
import os
import subprocess
import urllib.parse
import uuid
from pathlib import Path

import pytest

from test_two_servers import BINARY, CLUSTER_URL, PASSWORD, REPO_ROOT, Server, psql, request, token

pytestmark = pytest.mark.skipif(
    not CLUSTER_URL,
    reason="PostgreSQL not available: REPBOOK_TEST_POSTGRES_URL is unset (scripts/test starts a throwaway cluster and sets it)",
)

SECRET = "NeverShown8472"

STRONG_CSV = """Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2024-11-26 18:05:00,"Push",1h 5m,"Bench Press (Barbell)",1,100.0,5,0,0,,,
2024-11-26 18:05:00,"Push",1h 5m,"Bench Press (Barbell)",2,100.0,5,0,0,,,
"""


def url_with_password(name: str) -> str:
    parts = urllib.parse.urlsplit(CLUSTER_URL)
    netloc = f"{parts.username}:{SECRET}@{parts.hostname}:{parts.port}"
    return urllib.parse.urlunsplit((parts.scheme, netloc, "/" + name, "sslmode=disable", ""))


@pytest.fixture()
def database():
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    name = "repbook_cli_" + uuid.uuid4().hex
    psql(f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8'")
    servers: list[Server] = []
    yield url_with_password(name), servers
    for server in servers:
        server.stop()
    psql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def repbook(data_dir: Path, url: str, *arguments: str, stdin: str = "", via_environment: bool = False):
    """Runs the binary with `--data-dir` and the database (as `--database`, or as REPBOOK_DATABASE_URL)."""
    environment = dict(os.environ)
    command = [str(BINARY), *arguments, "--data-dir", str(data_dir)]
    if via_environment:
        environment["REPBOOK_DATABASE_URL"] = url
    else:
        command += ["--database", url]
    result = subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120, env=environment, cwd=str(REPO_ROOT))
    assert SECRET not in result.stdout + result.stderr, f"the password shows in {arguments}: {result.stdout}{result.stderr}"
    return result


def test_user_added_from_the_shell_signs_in_on_the_server(tmp_path, database):
    url, servers = database
    data_dir = tmp_path / "shared-data"

    added = repbook(data_dir, url, "user", "add", "ana", stdin=PASSWORD + "\n")
    assert added.returncode == 0, added.stderr
    assert "Created owner ana in postgres://" in added.stdout and ":***@" in added.stdout, added.stdout
    assert not (data_dir / "repbook.sqlite").exists(), "user add --database wrote a SQLite file"

    server = Server("A", url, data_dir, tmp_path / "server.log", [])
    servers.append(server)
    server.wait_healthy()
    assert "No account yet" not in server.output()
    bearer = token(server, "ana")

    # A forgotten password is reset from the shell while the server runs; the old one stops working at once.
    reset = repbook(data_dir, url, "user", "password", "ana", "--keep-tokens", stdin="a brand new passphrase\n")
    assert reset.returncode == 0, reset.stderr
    assert "Changed the password of ana" in reset.stdout
    status, _, _ = request(server.base_url, "POST", "/api/v1/auth/token", json_body={"username": "ana", "password": PASSWORD})
    assert status == 401
    status, _, body = request(server.base_url, "POST", "/api/v1/auth/token",
                              json_body={"username": "ana", "password": "a brand new passphrase"})
    assert status == 201, body[:300]

    # A Strong file imported from the shell (the database named by REPBOOK_DATABASE_URL) shows on the server.
    strong = tmp_path / "strong.csv"
    strong.write_text(STRONG_CSV)
    imported = repbook(data_dir, url, "import", str(strong), "--unit", "kg", via_environment=True)
    assert imported.returncode == 0, imported.stderr
    assert "Imported 1 workouts (2 sets)" in imported.stdout, imported.stdout
    status, _, body = request(server.base_url, "GET", "/api/v1/calendar?month=2024-11", token=bearer)
    assert status == 200, body[:300]
    assert [day["date"] for day in json.loads(body)["days"]] == ["2024-11-26"], body[:500]

    doctor = repbook(data_dir, url, "doctor")
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    assert "ok      database  PostgreSQL" in doctor.stdout and "ok      schema    Up to date" in doctor.stdout, doctor.stdout

    refused = repbook(data_dir, url, "restore", str(strong), "--yes")
    assert refused.returncode != 0 and "pg_restore" in refused.stderr, refused.stdout + refused.stderr
    assert SECRET not in server.output()
