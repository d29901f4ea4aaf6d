"""schemathesis against the served openapi.yaml: a real server (the debug binary) with a signed-in token, every
operation's examples and generated requests, and every check: no 5xx, every answer and status code as documented, 405
for an undocumented method, the headers and content types declared, schema-violating requests refused and schema-valid
ones accepted (schemathesis.toml names the operations whose rules the schema cannot state, where a valid request may
get a 400 naming its field). The seed is fixed, so a failure replays; a new route is covered by the document it must be
in.
"""
from __future__ import annotations

import subprocess
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
SCHEMATHESIS = REPO_ROOT / ".venv" / "bin" / "schemathesis"
CONFIG = Path(__file__).resolve().parent / "schemathesis.toml"
EXAMPLES_PER_OPERATION = 12
SEED = "20261125"


def test_no_server_errors_and_answers_match_the_schema(served):
    base, token, data = served
    command = [
        str(SCHEMATHESIS), "--config-file", str(CONFIG), "run", f"{base}/api/openapi.yaml", "--url", base,
        "-H", f"Authorization: Bearer {token}",
        "--checks", "all",
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
