"""A short kill storm: `scripts/killstorm --kills 10` against the real server binary must find no violation.

The storm SIGKILLs the server ten times under API write traffic and a workout-history import, and checks after each
kill that the database passes `PRAGMA integrity_check`, that the server starts again, that every acknowledged write
is there with its values and that every import landed whole or not at all (see scripts/killstorm).
Set REPBOOK_BINARY to test another build of the server.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
SCRIPT = REPO_ROOT / "scripts" / "killstorm"
BINARY = Path(os.environ.get("REPBOOK_BINARY", REPO_ROOT / ".build" / "debug" / "repbook"))
TIMEOUT_SECONDS = 300


def test_ten_kills_lose_no_acknowledged_write():
    if not BINARY.exists():
        pytest.fail(f"server binary not found at {BINARY}; build it with `swift build --product repbook`", pytrace=False)
    started = time.monotonic()
    try:
        result = subprocess.run(
            [sys.executable, str(SCRIPT), "--kills", "10", "--binary", str(BINARY)],
            cwd=str(REPO_ROOT),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired as expired:
        output = (expired.stdout or b"")
        output = output.decode(errors="replace") if isinstance(output, bytes) else output
        pytest.fail(f"scripts/killstorm --kills 10 did not finish within {TIMEOUT_SECONDS} s\n{output}", pytrace=False)
    seconds = time.monotonic() - started
    print(result.stdout)
    if result.stderr:
        print("--- stderr ---\n" + result.stderr)
    print(f"scripts/killstorm --kills 10 took {seconds:.1f} s")
    assert result.returncode == 0, (
        f"scripts/killstorm --kills 10 exited {result.returncode}:\n{result.stdout[-6000:]}\n{result.stderr[-2000:]}")
