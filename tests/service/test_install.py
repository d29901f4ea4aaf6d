"""The README's install step on the real binary: one file copied anywhere serves every page, asset and the OpenAPI
document; --version names the commit."""
from __future__ import annotations

import os
import re
import shutil
import socket
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
            ("/static/app.js", "function"),
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
