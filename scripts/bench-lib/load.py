"""API load runs in a separate process: wrk with wrk-api.lua, or loadgen.py when wrk is missing."""
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def generator(choice="auto"):
    """"wrk" when it is installed (or chosen), else "python-asyncio" (this folder's loadgen.py)."""
    if choice == "python" or (choice == "auto" and not shutil.which("wrk")):
        return "python-asyncio"
    return "wrk"


def run(port, mode, connections, seconds, token, workout_id, set_ids, choice="auto"):
    """One closed-loop run of `mode` ("log-set" or "read-active") with `connections` clients for `seconds`;
    answers p50/p99/mean/max in ms, requests, and throughput in requests per second."""
    environment = dict(os.environ, BENCH_TOKEN=token, BENCH_MODE=mode, BENCH_WORKOUT=str(workout_id),
                       BENCH_SETS=",".join(str(s) for s in set_ids))
    if generator(choice) == "wrk":
        command = ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s",
                   "-s", os.path.join(HERE, "wrk-api.lua"), f"http://127.0.0.1:{port}"]
    else:
        command = [sys.executable, os.path.join(HERE, "loadgen.py"), str(port), str(connections), str(seconds)]
    output = subprocess.run(command, env=environment, capture_output=True, text=True, check=True).stdout
    line = next((l for l in output.splitlines() if l.startswith("BENCH-JSON ")), None)
    if line is None:
        raise RuntimeError(f"no result line from {command[0]}:\n{output}")
    raw = json.loads(line[len("BENCH-JSON "):])
    failed = sum(raw["errors"].values())
    if failed:
        raise RuntimeError(f"{mode} with {connections} clients: {failed} failed requests {raw['errors']}")
    return {
        "mode": mode, "clients": connections, "requests": raw["requests"],
        "throughput_rps": round(raw["requests"] / (raw["duration_us"] / 1e6), 1),
        "p50_ms": round(raw["p50_us"] / 1000, 2), "p99_ms": round(raw["p99_us"] / 1000, 2),
        "mean_ms": round(raw["mean_us"] / 1000, 2), "max_ms": round(raw["max_us"] / 1000, 2),
    }
