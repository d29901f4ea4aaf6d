"""The bcrypt cost: 12 unless a test run asks for less, and only a test run can.

The other test servers hash at cost 4 (`--test-bcrypt-cost 4` beside REPBOOK_TEST_MODE=1, see conftest.py). Here a
server and `repbook user add` started as an install starts them, even with REPBOOK_TEST_MODE=1 set, store cost-12
hashes; the option makes cost-4 ones and says so in the log; without REPBOOK_TEST_MODE=1 both commands refuse it.
"""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from conftest import BINARY, REPO_ROOT, RepbookServer, environment_in_test_mode

PASSWORD = "correct horse battery"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def _set_up_owner(server: RepbookServer) -> None:
    """Creates the owner through the setup form, as a browser posts it."""
    opener = urllib.request.build_opener(_NoRedirect)
    with opener.open(server.base_url + "/setup", timeout=15) as response:
        page = response.read().decode()
        cookie = "; ".join(c.split(";", 1)[0] for c in response.headers.get_all("Set-Cookie") or [])
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page)
    assert csrf, "the setup form carries no _csrf field"
    form = {"_csrf": csrf.group(1), "username": "owner", "password": PASSWORD, "password_confirm": PASSWORD, "time_zone": "UTC"}
    request = urllib.request.Request(server.base_url + "/setup", data=urllib.parse.urlencode(form).encode(), method="POST",
                                     headers={"Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded"})
    try:
        opener.open(request, timeout=30)
        raise AssertionError("POST /setup did not redirect")
    except urllib.error.HTTPError as error:
        assert error.code in (302, 303), f"POST /setup answered {error.code}: {error.read()[:300]!r}"


def _stored_hashes(data_dir: Path) -> list[str]:
    with sqlite3.connect(data_dir / "repbook.sqlite") as database:
        return [row[0] for row in database.execute("SELECT password_hash FROM user")]


def _server(tmp_path: Path, name: str, bcrypt_cost: int | None) -> RepbookServer:
    data_dir = tmp_path / name
    data_dir.mkdir()
    return RepbookServer(BINARY, data_dir, tmp_path / f"{name}.log", bcrypt_cost=bcrypt_cost)


def test_a_server_hashes_at_cost_12_unless_a_test_run_lowers_it(tmp_path, monkeypatch):
    # REPBOOK_TEST_MODE=1 alone changes nothing: the server started without the option hashes at 12.
    monkeypatch.setenv("REPBOOK_TEST_MODE", "1")
    for name, cost, prefix in (("installed", None, "$2b$12$"), ("test", 4, "$2b$04$")):
        server = _server(tmp_path, name, cost)
        try:
            server.start()
            _set_up_owner(server)
        finally:
            server.stop()
        hashes = _stored_hashes(server.data_dir)
        assert len(hashes) == 1 and hashes[0].startswith(prefix), f"{name}: the owner's hash should start {prefix}: {hashes}"
        warned = "TEST MODE (REPBOOK_TEST_MODE=1): passwords are hashed with bcrypt cost 4" in server.output()
        assert warned == (cost is not None), f"{name}: the log should say so exactly when the cost is lowered:\n{server.output()}"


def test_user_add_hashes_at_cost_12(tmp_path):
    subprocess.run([str(BINARY), "user", "add", "ana", "--data-dir", str(tmp_path)], input=PASSWORD + "\n", text=True,
                   check=True, capture_output=True, env=environment_in_test_mode(), cwd=str(REPO_ROOT))
    hashes = _stored_hashes(tmp_path)
    assert len(hashes) == 1 and hashes[0].startswith("$2b$12$"), hashes


def test_the_lowered_cost_is_refused_outside_a_test_run(tmp_path):
    environment = {key: value for key, value in os.environ.items() if key != "REPBOOK_TEST_MODE"}
    for arguments in (["serve", "--port", "9"], ["user", "add", "ana"]):
        command = [str(BINARY), *arguments, "--data-dir", str(tmp_path), "--test-bcrypt-cost", "4"]
        result = subprocess.run(command, input=PASSWORD + "\n", text=True, capture_output=True, env=environment, timeout=60)
        assert result.returncode != 0, f"{' '.join(arguments)} accepted --test-bcrypt-cost outside a test run: {result.stdout}"
        assert "needs REPBOOK_TEST_MODE=1" in result.stderr, result.stderr
    assert not (tmp_path / "repbook.sqlite").exists() or _stored_hashes(tmp_path) == [], "a refused command created an account"
