"""API load runs in a separate process: wrk with wrk-api.lua, or loadgen.py when wrk is missing."""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The request of each mode, as the table and the JSON name it.
MODES = {
    "add-set": "log a set (POST a done set; every other request DELETEs one it added)",
    "change-set": "change a set (PATCH, done flips)",
    "form-change-set": "change a set, web form (POST fetch)",
    "read-active": "read the active workout (GET)",
    "healthz": "HTTP stack alone (GET /healthz)",
    "users-add-set": "log a set, 64 users (POST)",
    "users-change-set": "change a set, 64 users (PATCH)",
    "get": "GET a page or an API read",
}


def generator(choice="auto"):
    """"wrk" when it is installed (or chosen), else "python-asyncio" (this folder's loadgen.py)."""
    if choice == "python" or (choice == "auto" and not shutil.which("wrk")):
        return "python-asyncio"
    return "wrk"


class Target:
    """What a run's requests address: the token, the workout with its set and exercise-entry ids, the web session
    (cookie and CSRF token), for users-add-set one (token, workout id, entry id) per user (for users-change-set one
    (token, workout id, set id) per set), and for get the path."""

    def __init__(self, token="", workout_id="", set_ids=(), entry_ids=(), cookie="", csrf="", users=(), path=""):
        self.token, self.workout_id, self.set_ids, self.entry_ids = token, workout_id, list(set_ids), list(entry_ids)
        self.cookie, self.csrf, self.users, self.path = cookie, csrf, list(users), path

    def environment(self, mode):
        return dict(os.environ, BENCH_MODE=mode, BENCH_TOKEN=self.token, BENCH_WORKOUT=str(self.workout_id),
                    BENCH_SETS=",".join(str(s) for s in self.set_ids),
                    BENCH_ENTRIES=",".join(str(e) for e in self.entry_ids),
                    BENCH_COOKIE=self.cookie, BENCH_CSRF=self.csrf,
                    BENCH_USERS=",".join(f"{t};{w};{e}" for t, w, e in self.users), BENCH_PATH=self.path)


def run(port, mode, connections, seconds, target, choice="auto"):
    """One closed-loop run of `mode` (a key of MODES) with `connections` clients for `seconds` against `target`;
    answers p50/p99/mean/max in ms, requests, throughput in requests per second and the failed requests by kind
    (wrk's: connect, read, write, status = answered 4xx/5xx, timeout)."""
    if generator(choice) == "wrk":
        command = ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s",
                   "-s", os.path.join(HERE, "wrk-api.lua"), f"http://127.0.0.1:{port}"]
    else:
        command = [sys.executable, os.path.join(HERE, "loadgen.py"), str(port), str(connections), str(seconds)]
    done = subprocess.run(command, env=target.environment(mode), capture_output=True, text=True)
    line = next((l for l in done.stdout.splitlines() if l.startswith("BENCH-JSON ")), None)
    if done.returncode != 0 or line is None:
        raise RuntimeError(f"{command[0]} failed ({done.returncode}) for {mode}:\n{done.stdout}{done.stderr}")
    raw = json.loads(line[len("BENCH-JSON "):])
    return {
        "mode": mode, "clients": connections, "requests": raw["requests"],
        "throughput_rps": round(raw["requests"] / (raw["duration_us"] / 1e6), 1),
        "p50_ms": round(raw["p50_us"] / 1000, 2), "p99_ms": round(raw["p99_us"] / 1000, 2),
        "mean_ms": round(raw["mean_us"] / 1000, 2), "max_ms": round(raw["max_us"] / 1000, 2),
        "failed": sum(raw["errors"].values()), "errors": raw["errors"],
    }
