"""The contract tests' server: the debug binary over a fresh data folder, with user `ana` and a bearer token."""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("REPBOOK_BINARY", REPO_ROOT / ".build" / "debug" / "repbook"))
PASSWORD = "a long passphrase"
# bcrypt cost 4 instead of 12 (about 0.28 s of CPU per hash in a debug build): test runs only, the binary refuses the
# option without REPBOOK_TEST_MODE=1 (tests/browser/test_password_hash_cost.py checks the default).
TEST_COST = ("--test-bcrypt-cost", "4")
TEST_MODE = {**os.environ, "REPBOOK_TEST_MODE": "1"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(url: str, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer in {seconds} s")


@pytest.fixture()
def served():
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    data = tempfile.mkdtemp(prefix="repbook-schemathesis-")
    subprocess.run([str(BINARY), "user", "add", "ana", "--data-dir", data, *TEST_COST], input=PASSWORD + "\n", text=True,
                   check=True, capture_output=True, env=TEST_MODE)
    port = free_port()
    log = open(os.path.join(data, "server.log"), "w")
    server = subprocess.Popen([str(BINARY), "serve", "--port", str(port), "--data-dir", data, "--backup-every", "0", *TEST_COST],
                              stdout=log, stderr=subprocess.STDOUT, env=TEST_MODE)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for(base + "/healthz")
        request = urllib.request.Request(base + "/api/v1/auth/token", method="POST",
                                         data=json.dumps({"username": "ana", "password": PASSWORD}).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as reply:
            token = json.load(reply)["token"]
        yield base, token, data
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
        shutil.rmtree(data, ignore_errors=True)
