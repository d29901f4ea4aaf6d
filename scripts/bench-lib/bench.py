#!/usr/bin/env python3
"""Repbook's benchmark: generates the large user, measures cold start, page render times, API latency and throughput
under load, import speed and database size, prints a table with the targets of issue 7 and writes the same as JSON.

Run it through scripts/bench, which builds the release binary first. What each number means: docs/BENCHMARKS.md.
"""
import argparse
import csv
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import load  # noqa: E402
import report  # noqa: E402
from http_session import HttpSession  # noqa: E402
from server import Server, cold_starts  # noqa: E402
from stats import summary  # noqa: E402

USER = "bench"
PASSWORD = "bench-lifter-2026"
SEED = ["dev", "seed-demo", "--years", "10", "--seed", "1", "--user", USER, "--password", PASSWORD]
CLIENT_COUNTS = [1, 8, 64]
WORKOUT_SHAPE = (6, 4)  # exercises, sets each: the active workout the API runs log into and read


class Plan:
    """How much to measure: the full run, or --quick to test the harness."""

    def __init__(self, quick):
        self.quick = quick
        self.cold_starts = 5
        self.page_requests = 50 if quick else 300
        self.page_warmup = 10 if quick else 30
        self.api_seconds = 2 if quick else 10
        self.api_warmup_seconds = 1 if quick else 3


def log(message):
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def run_cli(binary, *arguments, stdin=None):
    """Runs a repbook command; answers its standard output, raising with its output when it fails."""
    done = subprocess.run([binary, *arguments], input=stdin, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"repbook {' '.join(arguments[:2])} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "unknown")
    memory = next((line.split()[1] for line in open("/proc/meminfo") if line.startswith("MemTotal")), "0")
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return {"nproc": os.cpu_count(), "cpu_model": cpu, "memory_mib": int(memory) // 1024, "kernel": platform.release(),
            "python": platform.python_version(), "swift": swift[0] if swift else "unknown"}


def busy_cpus(seconds=2.0):
    """How many CPUs other work kept busy over the next `seconds` (from /proc/stat), measured while the benchmark
    runs nothing: a build running beside the benchmark inflates every number."""
    def sample():
        fields = [int(value) for value in open("/proc/stat").readline().split()[1:]]
        idle = fields[3] + fields[4]  # idle + iowait
        return sum(fields) - idle, sum(fields)
    busy_before, total_before = sample()
    time.sleep(seconds)
    busy_after, total_after = sample()
    return round((busy_after - busy_before) / max(1, total_after - total_before) * os.cpu_count(), 2)


def git(root):
    revision = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain"], cwd=root, capture_output=True, text=True).stdout.strip() != ""
    return {"revision": revision or "unknown", "dirty": dirty}


def seed(binary, data_dir):
    """Generates the large user; answers its workouts and sets as the generator reports them."""
    output = run_cli(binary, *SEED, "--data-dir", data_dir)
    match = re.search(r"Wrote (\d+) workouts with (\d+) sets", output)
    if not match:
        raise RuntimeError(f"unexpected seed-demo output:\n{output}")
    return {"workouts": int(match.group(1)), "sets": int(match.group(2)), "seed_command": "repbook " + " ".join(SEED),
            "generator_output": output.strip()}


def database_size(binary, data_dir, work, sets):
    """The size of an online backup of the database (no WAL, no lock file) per 100,000 sets."""
    copy = os.path.join(work, "size-check.sqlite")
    run_cli(binary, "backup", "--to", copy, "--data-dir", data_dir)
    size = os.path.getsize(copy)
    os.remove(copy)
    return {"bytes": size, "sets": sets, "mb_per_100k_sets": round(size / 1e6 / sets * 100_000, 2),
            "measured_as": "repbook backup --to FILE (SQLite online backup of the whole database)"}


def most_performed_exercises(api):
    """The large user's exercises with their number of performed sets, most first (from /exercises/{id}/stats)."""
    counted = []
    for exercise in api.json("GET", "/api/v1/exercises")["exercises"]:
        if exercise.get("last_performed_at") is None:
            continue
        stats = api.json("GET", f"/api/v1/exercises/{exercise['id']}/stats")
        counted.append((sum(session["sets"] for session in stats["series"]), exercise))
    counted.sort(key=lambda pair: -pair[0])
    return counted


def measure_pages(port, exercise, plan):
    """Server-side (Server-Timing) and client-observed milliseconds of each page, one signed-in client, keep-alive."""
    browser = HttpSession(port)
    browser.sign_in(USER, PASSWORD)
    pages = [("Home", "/"), ("Library", "/library"), (f"Exercise ({exercise['name']})", f"/library/{exercise['id']}"),
             ("Calendar month", "/history"), ("Dashboard", "/analytics")]
    results = []
    for name, path in pages:
        for _ in range(plan.page_warmup):
            browser.request("GET", path)
        server_ms, client_ms, size = [], [], 0
        for _ in range(plan.page_requests):
            reply = browser.request("GET", path)
            if reply.status != 200 or reply.server_ms() is None:
                raise RuntimeError(f"GET {path} answered {reply.status} (Server-Timing {reply.headers.get('server-timing')})")
            server_ms.append(reply.server_ms())
            client_ms.append(reply.client_ms)
            size = len(reply.body)
        results.append({"name": name, "path": path, "bytes": size, "server": summary(server_ms), "client": summary(client_ms)})
        log(f"  {name} {path}: server p99 {results[-1]['server']['p99_ms']} ms")
    browser.close()
    return results


def start_bench_workout(api, exercises):
    """Starts a fresh active workout of WORKOUT_SHAPE from the given exercises; answers its id and set ids."""
    active = api.request("GET", "/api/v1/workouts/active")
    if active.status == 200:
        api.json("DELETE", f"/api/v1/workouts/{active.json()['id']}")
    workout = api.json("POST", "/api/v1/workouts", {"name": "Benchmark"})
    set_ids = []
    count, per_exercise = WORKOUT_SHAPE
    for exercise in exercises[:count]:
        entry = api.json("POST", f"/api/v1/workouts/{workout['id']}/exercises", {"exerciseId": exercise["id"]})
        for _ in range(per_exercise):
            change = api.json("POST", f"/api/v1/workouts/{workout['id']}/exercises/{entry['id']}/sets", {})
            set_ids.append(change["set"]["id"])
    return workout["id"], set_ids


def measure_api(port, token, workout_id, set_ids, plan, choice):
    """Each request kind under 1, 8 and 64 clients, after a discarded warm-up run."""
    runs = []
    for mode in ("log-set", "read-active"):
        load.run(port, mode, 8, plan.api_warmup_seconds, token, workout_id, set_ids, choice)
        for clients in CLIENT_COUNTS:
            runs.append(load.run(port, mode, clients, plan.api_seconds, token, workout_id, set_ids, choice))
            log(f"  {mode} x{clients}: p99 {runs[-1]['p99_ms']} ms, {runs[-1]['throughput_rps']:.0f} req/s")
    return runs


def measure_import(binary, data_dir, work):
    """Exports the large user as Strong CSV and imports it into a fresh database: wall time, sets/s, peak RSS."""
    export = os.path.join(work, "large-user-strong.csv")
    run_cli(binary, "export", "--format", "strong-csv", "--user", USER, "--output", export, "--data-dir", data_dir)
    with open(export, newline="") as file:
        rows = sum(1 for _ in csv.reader(file)) - 1
    fresh = os.path.join(work, "import")
    run_cli(binary, "user", "add", "importer", "--data-dir", fresh, stdin=PASSWORD + "\n")
    output_path = os.path.join(work, "import-output.txt")
    with open(output_path, "w") as output:
        start = time.perf_counter()
        process = subprocess.Popen([binary, "import", export, "--format", "strong", "--unit", "kg", "--data-dir", fresh],
                                   stdout=output, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    text = open(output_path).read()
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"repbook import failed:\n{text}")
    match = re.search(r"\((\d+) sets\).* in ([0-9.]+) s", text)
    if not match:
        raise RuntimeError(f"unexpected import output:\n{text}")
    sets = int(match.group(1))
    return {"rows": rows, "sets": sets, "wall_seconds": round(wall, 3), "reported_seconds": float(match.group(2)),
            "sets_per_second": round(sets / wall), "seconds_per_100k_rows": round(wall / rows * 100_000, 3),
            "peak_rss_mib": round(usage.ru_maxrss / 1024, 1), "csv_bytes": os.path.getsize(export)}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", required=True, help="the release repbook binary")
    parser.add_argument("--quick", action="store_true", help="fewer requests and shorter load runs: tests the harness")
    parser.add_argument("--out", default="bench-results.json", help="where to write the JSON results")
    parser.add_argument("--load-generator", choices=["auto", "wrk", "python"], default="auto",
                        help="the API load generator: wrk when installed (auto), or the Python fallback")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data folders and logs")
    args = parser.parse_args()
    plan = Plan(args.quick)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    work = tempfile.mkdtemp(prefix="repbook-bench-")
    data_dir = os.path.join(work, "large")
    server_log = os.path.join(work, "server.log")
    results = {"quick": plan.quick, "started_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
               "machine": machine(), "git": git(root), "binary": os.path.abspath(args.binary),
               "busy_cpus_outside": {"before": busy_cpus()}}
    server = None
    try:
        log(f"generating the large user in {data_dir}")
        results["dataset"] = seed(args.binary, data_dir)
        log(results["dataset"]["generator_output"].splitlines()[1])
        results["database"] = database_size(args.binary, data_dir, work, results["dataset"]["sets"])

        log(f"cold start x{plan.cold_starts}")
        runs = cold_starts(args.binary, data_dir, server_log, plan.cold_starts)
        results["cold_start"] = {"runs_ms": [round(t, 1) for t in runs], "median_ms": round(statistics.median(runs), 1),
                                 "poll_interval_ms": 2}

        server = Server(args.binary, data_dir, server_log)
        server.start()
        token = HttpSession(server.port).json("POST", "/api/v1/auth/token", {"username": USER, "password": PASSWORD})["token"]
        api = HttpSession(server.port, token=token)
        exercises = most_performed_exercises(api)
        top_sets, top = exercises[0]
        results["exercise_page"] = {"id": top["id"], "name": top["name"], "performed_sets": top_sets}
        log(f"pages ({plan.page_requests} requests each; exercise page: {top['name']}, {top_sets} sets)")
        results["pages"] = measure_pages(server.port, top, plan)

        workout_id, set_ids = start_bench_workout(api, [exercise for _, exercise in exercises])
        api.close()
        results["api_generator"] = load.generator(args.load_generator)
        results["api_seconds"] = plan.api_seconds
        results["api_workout"] = {"id": workout_id, "sets": len(set_ids)}
        log(f"API load with {results['api_generator']} ({plan.api_seconds} s per run)")
        results["api"] = measure_api(server.port, token, workout_id, set_ids, plan, args.load_generator)
        server.stop()
        server = None

        log("import of the large user's Strong CSV into a fresh database")
        results["import"] = measure_import(args.binary, data_dir, work)
    finally:
        if server is not None:
            server.stop()
        if args.keep:
            log(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    results["busy_cpus_outside"]["after"] = busy_cpus()
    results["targets"] = report.judge(results)
    with open(args.out, "w") as file:
        json.dump(results, file, indent=2)
        file.write("\n")
    print(report.table(results))
    print(f"\nJSON: {args.out}")


if __name__ == "__main__":
    main()
