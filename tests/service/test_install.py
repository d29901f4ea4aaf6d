"""The README's install and service steps on the real binary: one file copied anywhere serves every page, asset and the
OpenAPI document; --version names the commit; the printed systemd unit passes `systemd-analyze verify`; doctor reads a
data folder; an older binary refuses a newer database."""
from __future__ import annotations

import os
import re
import shutil
import socket
import sqlite3
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("REPBOOK_BINARY", REPO_ROOT / ".build" / "debug" / "repbook"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def installed(tmp_path) -> Path:
    """The binary alone in a folder of its own, like `install -m755 repbook /usr/local/bin/`."""
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    target = bin_dir / "repbook"
    shutil.copy2(BINARY, target)
    target.chmod(0o755)
    assert sorted(p.name for p in bin_dir.iterdir()) == ["repbook"]
    return target


def test_version_names_the_commit(installed):
    line = subprocess.run([installed, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    commit = subprocess.run(["git", "-C", REPO_ROOT, "rev-parse", "--short=12", "HEAD"], capture_output=True, text=True).stdout.strip()
    assert re.fullmatch(r"repbook \d+\.\d+\.\d+ \(commit [0-9a-f]{12}\)", line), line
    assert line.endswith(f"(commit {commit})"), (line, commit)


def test_the_copied_binary_serves_pages_assets_and_the_api_document(installed, tmp_path):
    data = tmp_path / "data"
    port = free_port()
    # Started from an unrelated folder: nothing may be read beside the binary or from the working directory.
    work = tmp_path / "elsewhere"
    work.mkdir()
    log = (tmp_path / "server.log").open("wb")
    process = subprocess.Popen(
        [installed, "serve", "--port", str(port), "--data-dir", data], cwd=work, stdout=log, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, (tmp_path / "server.log").read_text()
            try:
                urllib.request.urlopen(base + "/healthz", timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline, "no /healthz within 60 s"
                time.sleep(0.1)
        for path, expected in [
            ("/setup", "<form"),
            ("/static/app.css", "{"),
            ("/static/app.js", "import "),
            ("/static/icons/icon.svg", "<svg"),
            ("/api/openapi.yaml", "openapi: 3"),
        ]:
            with urllib.request.urlopen(base + path, timeout=5) as answer:
                body = answer.read().decode()
            assert answer.status == 200 and expected in body, (path, body[:200])
        source = (REPO_ROOT / "Sources/RepbookServer/Resources/static/app.css").read_bytes()
        with urllib.request.urlopen(base + "/static/app.css", timeout=5) as answer:
            assert answer.read() == source
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert "(commit " in (tmp_path / "server.log").read_text()


def test_the_printed_unit_passes_systemd_analyze_verify(installed, tmp_path):
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here")
    unit = subprocess.run(
        [installed, "service", "print-systemd", "--binary", str(installed), "--data-dir", "/var/lib/repbook"],
        capture_output=True, text=True, check=True).stdout
    assert "ProtectSystem=strict" in unit and "NoNewPrivileges=yes" in unit
    path = tmp_path / "repbook.service"
    path.write_text(unit)
    result = subprocess.run([analyze, "verify", str(path)], capture_output=True, text=True)
    # Lines about other units on this machine are not ours; every line naming our file is a finding.
    ours = [line for line in (result.stdout + result.stderr).splitlines() if "repbook.service" in line]
    assert result.returncode == 0 and not ours, result.stdout + result.stderr


def test_doctor_and_a_newer_database(installed, tmp_path):
    data = tmp_path / "data"
    subprocess.run([installed, "backup", "--data-dir", data], capture_output=True)  # no database yet: refused
    data.mkdir(mode=0o700)
    first = subprocess.run([installed, "doctor", "--data-dir", data], capture_output=True, text=True)
    assert first.returncode == 1 and "There is no repbook.sqlite" in first.stdout, first.stdout

    subprocess.run([installed, "user", "add", "ana", "--data-dir", data], input="a long passphrase\n", text=True, check=True, capture_output=True)
    subprocess.run([installed, "backup", "--data-dir", data], check=True, capture_output=True)
    healthy = subprocess.run([installed, "doctor", "--data-dir", data], capture_output=True, text=True)
    assert healthy.returncode == 0, healthy.stdout
    for check in ("folder", "space", "database", "integrity", "schema", "backups"):
        assert re.search(rf"^(ok|warning) +{check} ", healthy.stdout, re.M), healthy.stdout

    # A newer Repbook's migration in the database: this binary refuses to start and says what to do.
    with sqlite3.connect(data / "repbook.sqlite") as db:
        db.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
    refused = subprocess.run([installed, "serve", "--port", str(free_port()), "--data-dir", data], capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0
    assert "upgraded by a newer Repbook" in refused.stderr and "v99-from-the-future" in refused.stderr, refused.stderr
    doctor = subprocess.run([installed, "doctor", "--data-dir", data], capture_output=True, text=True)
    assert doctor.returncode == 1 and re.search(r"^problem +schema ", doctor.stdout, re.M), doctor.stdout


def test_an_older_database_is_backed_up_then_migrated_and_the_log_says_so(installed, tmp_path):
    data = tmp_path / "data"
    subprocess.run([installed, "user", "add", "ana", "--data-dir", data], input="a long passphrase\n", text=True, check=True, capture_output=True)
    # Turn the database back into one without v11 (which dropped user.history_revision); the later migrations stay
    # applied, so the log names the newest of them as where it upgrades from.
    with sqlite3.connect(data / "repbook.sqlite") as db:
        db.execute("ALTER TABLE user ADD COLUMN history_revision INTEGER NOT NULL DEFAULT 0")
        db.execute("DELETE FROM grdb_migrations WHERE identifier = 'v11-drop-history-revision'")
    port = free_port()
    log = tmp_path / "server.log"
    process = subprocess.Popen(
        [installed, "serve", "--port", str(port), "--data-dir", data, "--backup-every", "0"],
        stdout=log.open("wb"), stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, log.read_text()
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline
                time.sleep(0.1)
    finally:
        process.terminate()
        process.wait(timeout=10)
    text = log.read_text()
    print(text)
    backups = sorted((data / "backups").glob("repbook-*.sqlite"))
    assert len(backups) == 1, text
    assert re.search(
        r"Upgrading the database from v[\w-]+ with 1 migration\(s\): v11-drop-history-revision\. "
        rf"Backed up first to {re.escape(str(backups[0]))} \(\d+ bytes, \d+ ms\)\.", text), text
    assert re.search(r"Database upgraded to v11-drop-history-revision in \d+ ms\.", text), text
    assert text.index("Upgrading the database") < text.index("is serving")
    with sqlite3.connect(backups[0]) as old:
        columns = [row[1] for row in old.execute("PRAGMA table_info(user)")]
        assert "history_revision" in columns
    with sqlite3.connect(data / "repbook.sqlite") as new:
        assert "history_revision" not in [row[1] for row in new.execute("PRAGMA table_info(user)")]
