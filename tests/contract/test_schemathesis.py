"""schemathesis against the served openapi.yaml: a real server (the debug binary) with a signed-in token, every
operation's examples and generated requests, and two checks: no answer is a 5xx, and every answer matches the schema
of its status. The seed is fixed, so a failure replays; a new route is covered by the document it must be in.
"""
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
SCHEMATHESIS = REPO_ROOT / ".venv" / "bin" / "schemathesis"
PASSWORD = "a long passphrase"
EXAMPLES_PER_OPERATION = 12
SEED = "20261125"


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
    subprocess.run([str(BINARY), "user", "add", "ana", "--data-dir", data], input=PASSWORD + "\n", text=True, check=True,
                   capture_output=True)
    port = free_port()
    log = open(os.path.join(data, "server.log"), "w")
    server = subprocess.Popen([str(BINARY), "serve", "--port", str(port), "--data-dir", data, "--backup-every", "0"],
                              stdout=log, stderr=subprocess.STDOUT)
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


def test_no_server_errors_and_answers_match_the_schema(served):
    base, token, data = served
    command = [
        str(SCHEMATHESIS), "run", f"{base}/api/openapi.yaml", "--url", base,
        "-H", f"Authorization: Bearer {token}",
        "--checks", "not_a_server_error,response_schema_conformance",
        "--phases", "examples,fuzzing",
        "--max-examples", str(EXAMPLES_PER_OPERATION), "--seed", SEED, "--workers", "1",
        "--request-timeout", "20",
    ]
    started = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, timeout=900)
    print(result.stdout[-6000:])
    print(f"schemathesis: {time.monotonic() - started:.1f} s")
    server_log = Path(data, "server.log").read_text(errors="replace")
    assert "Unhandled error" not in server_log, server_log[-4000:]
    assert result.returncode == 0, result.stdout[-8000:] + result.stderr[-2000:]
