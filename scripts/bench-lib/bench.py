#!/usr/bin/env python3
"""Repbook's benchmark: generates the large user, measures cold start, page render times, API latency and throughput
under load, import speed and database size, prints a table with the targets of issue 16 and writes the same as JSON.

Run it through scripts/bench, which builds the release binary first. What each number means: docs/BENCHMARKS.md.
"""
import argparse
import concurrent.futures
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
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import load  # noqa: E402
import report  # noqa: E402
from http_session import HttpSession  # noqa: E402
from proc_cpu import CpuMeter, postmaster_pid  # noqa: E402
from server import Server, cold_starts  # noqa: E402
from stats import summary  # noqa: E402

USER = "bench"
PASSWORD = "bench-lifter-2026"
SEED = ["dev", "seed-demo", "--years", "10", "--seed", "1", "--user", USER, "--password", PASSWORD]
CLIENT_COUNTS = [1, 8, 64]  # the change-set runs on the 5-set workout; every other run has 8 clients
# (exercises, sets each) of the large user's active workouts: the /workout page's, and the two the API runs use
PAGE_WORKOUT_SHAPE = (8, 5)
SMALL_WORKOUT_SHAPE = (1, 5)
LARGE_WORKOUT_SHAPE = (10, 30)
USER_WORKOUT_SHAPE = (1, 5)  # each extra user's active workout
EXTRA_USERS = 64


class Plan:
    """How much to measure: the full run, or --quick to test the harness."""

    def __init__(self, quick):
        self.quick = quick
        self.cold_starts = 5
        self.page_requests = 100 if quick else 300  # CPU is read in 10 ms ticks: 100 pages give >= 0.2 s
        self.page_warmup = 10 if quick else 30
        self.api_seconds = 2 if quick else 10
        self.api_warmup_seconds = 1 if quick else 3
        self.extra_users = EXTRA_USERS
        self.postmaster = None  # the PostgreSQL cluster's postmaster pid with --database, for its CPU per request
        self.rounds = 2  # with --baseline: measurement passes per binary, alternating


def server_cpu(servers, plan):
    """(CPU seconds so far of `servers` summed, of the PostgreSQL cluster or None): read before and after each run."""
    readings = [CpuMeter(server.process.pid, plan.postmaster).read() for server in servers]
    return sum(reading[0] for reading in readings), readings[0][1]


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


def _cpu_jiffies():
    """Busy and total jiffies of all CPUs so far (from /proc/stat)."""
    fields = [int(value) for value in open("/proc/stat").readline().split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    return sum(fields) - idle, sum(fields)


def busy_cpus(seconds=2.0):
    """How many CPUs other work kept busy over the next `seconds` (from /proc/stat), measured while the benchmark
    runs nothing: a build running beside the benchmark inflates every number."""
    busy_before, total_before = _cpu_jiffies()
    time.sleep(seconds)
    busy_after, total_after = _cpu_jiffies()
    return round((busy_after - busy_before) / max(1, total_after - total_before) * os.cpu_count(), 2)


class OutsideLoad:
    """How many CPUs work other than the benchmark kept busy while it ran: all CPU time in /proc/stat minus the CPU
    time of this process and of its waited-for children (servers, wrk, the repbook commands), over the wall time."""

    def __init__(self):
        self.jiffies, self.times, self.start = _cpu_jiffies()[0], os.times(), time.monotonic()

    def cpus(self):
        busy = (_cpu_jiffies()[0] - self.jiffies) / os.sysconf("SC_CLK_TCK")
        now = os.times()
        own = sum(getattr(now, f) - getattr(self.times, f) for f in ("user", "system", "children_user", "children_system"))
        return round(max(0.0, busy - own) / (time.monotonic() - self.start), 2)


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
    # A backup is a zip of the database and the photos: the database's own size is its entry's.
    if zipfile.is_zipfile(copy):
        with zipfile.ZipFile(copy) as backup:
            size = backup.getinfo("repbook.sqlite").file_size
    else:
        size = os.path.getsize(copy)
    os.remove(copy)
    return {"bytes": size, "sets": sets, "mb_per_100k_sets": round(size / 1e6 / sets * 100_000, 2),
            "measured_as": "the database entry of repbook backup --to FILE (SQLite online backup of the whole database)"}


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


PAGES = [("Home", "/"), ("Library", "/library"), (None, "/library/{exercise}"), ("Calendar month", "/history"),
         ("Dashboard", "/analytics"), ("Workout (40 sets)", "/workout"), ("Settings", "/settings")]


def time_requests(server, client, name, path, plan, limit_ms):
    """Asks for `path` plan.page_requests times after plan.page_warmup discarded ones; server (Server-Timing) and
    client-observed milliseconds, requests per second and the server's CPU per request."""
    for _ in range(plan.page_warmup):
        client.request("GET", path)
    server_ms, client_ms, size = [], [], 0
    cpu_before, start = server_cpu([server], plan), time.perf_counter()
    for _ in range(plan.page_requests):
        reply = client.request("GET", path)
        if reply.status != 200 or reply.server_ms() is None:
            raise RuntimeError(f"GET {path} answered {reply.status} (Server-Timing {reply.headers.get('server-timing')})")
        server_ms.append(reply.server_ms())
        client_ms.append(reply.client_ms)
        size = len(reply.body)
    elapsed, cpu_after = time.perf_counter() - start, server_cpu([server], plan)
    result = {"name": name, "path": path, "bytes": size, "server": summary(server_ms), "client": summary(client_ms),
              "limit_ms": limit_ms, "throughput_rps": round(plan.page_requests / elapsed, 1),
              **CpuMeter.per_request(cpu_before, cpu_after, plan.page_requests)}
    log(f"  {name} {path}: server p99 {result['server']['p99_ms']} ms, CPU {result['server_cpu_us_per_request']} us/request")
    return result


def measure_pages(server, token, exercise, plan):
    """Server-side (Server-Timing) and client-observed milliseconds of each page, one signed-in client, keep-alive;
    then the stats API of the same exercise with the bearer token, the same way."""
    port = server.port
    browser = HttpSession(port)
    browser.sign_in(USER, PASSWORD)
    results = []
    for name, path in PAGES:
        if name is None:
            name, path = f"Exercise ({exercise['name']})", path.format(exercise=exercise["id"])
        results.append(time_requests(server, browser, name, path, plan, report.PAGE_P99_LIMIT_MS))
    browser.close()
    api = HttpSession(port, token=token)
    results.append(time_requests(server, api, "Exercise stats (API)", f"/api/v1/exercises/{exercise['id']}/stats", plan,
                                 report.STATS_P99_LIMIT_MS))
    api.close()
    return results


def start_workout(api, exercises, shape, name="Benchmark"):
    """Replaces the user's active workout by a fresh one of exactly `shape` (exercises, sets each, from `exercises`),
    started through the API; answers its id, set ids and exercise-entry ids. Adding an exercise may bring sets of
    its own (prefilled from the last session): they count, and any beyond the shape are deleted."""
    active = api.request("GET", "/api/v1/workouts/active")
    if active.status == 200:
        api.json("DELETE", f"/api/v1/workouts/{active.json()['id']}")
    workout = api.json("POST", "/api/v1/workouts", {"name": name})
    count, per_exercise = shape
    chosen = [exercises[i % len(exercises)] for i in range(count)]
    set_ids, entry_ids = [], []
    for exercise in chosen:
        entry = api.json("POST", f"/api/v1/workouts/{workout['id']}/exercises", {"exerciseId": exercise["id"]})
        entry_ids.append(entry["id"])
        existing = [s["id"] for s in entry.get("sets", [])]
        for extra in existing[per_exercise:]:
            api.json("DELETE", f"/api/v1/workouts/{workout['id']}/sets/{extra}")
        set_ids.extend(existing[:per_exercise])
        for _ in range(per_exercise - len(existing)):
            change = api.json("POST", f"/api/v1/workouts/{workout['id']}/exercises/{entry['id']}/sets",
                              {"weight": 100, "unit": "kg", "reps": 5})
            set_ids.append(change["set"]["id"])
    held = workout_sets(api, workout["id"])
    if held != count * per_exercise:
        raise RuntimeError(f"the benchmark workout holds {held} sets, not {count} x {per_exercise}")
    return {"id": workout["id"], "set_ids": set_ids, "entry_ids": entry_ids}


def workout_sets(api, workout_id):
    """How many sets the workout holds now."""
    workout = api.json("GET", f"/api/v1/workouts/{workout_id}")
    return sum(len(entry["sets"]) for entry in workout["exercises"])


def server_non_2xx(log_path, offset):
    """The answers of status 300 or more that the server logged after `offset`: counts by request (ids replaced by
    {id}) and status, and the first few log lines verbatim."""
    counts, examples = {}, []
    with open(log_path, errors="replace") as file:
        file.seek(offset)
        for line in file:
            match = LOG_LINE.search(line)
            if not match or int(match.group(3)) < 300:
                continue
            key = f"{match.group(1)} {re.sub(r'/[0-9]+', '/{id}', match.group(2))} {match.group(3)}"
            counts[key] = counts.get(key, 0) + 1
            if len(examples) < 5:
                examples.append(line.strip())
    return {"counts": counts, "examples": examples}


LOG_LINE = re.compile(r"\b(GET|HEAD|POST|PUT|PATCH|DELETE) (/\S*) (\d{3}) [0-9.]+ms")


def preflight(port, mode, target):
    """Sends one request of `mode` the way the load generator will, and raises unless it is answered 2xx (wrk counts
    only 4xx and 5xx as failures, so a redirect would pass unnoticed) and, for the web form, with JSON."""
    if mode == "healthz":
        client = HttpSession(port)
        reply = client.request("GET", "/healthz")
    elif mode in ("read-active", "users-add-set"):
        token = target.users[0][0] if mode == "users-add-set" else target.token
        client = HttpSession(port, token=token)
        if mode == "read-active":
            reply = client.request("GET", "/api/v1/workouts/active")
        else:
            _, workout, entry = target.users[0]
            reply = client.request("POST", f"/api/v1/workouts/{workout}/exercises/{entry}/sets",
                                   body=json.dumps({"weight": 100, "unit": "kg", "reps": 5, "done": True}).encode(),
                                   headers={"Content-Type": "application/json"})
    elif mode == "form-change-set":
        client = HttpSession(port)
        reply = client.request("POST", f"/workout/sets/{target.set_ids[0]}", body=b"weight=100&reps=5&done=0",
                               headers={"Cookie": target.cookie, "X-CSRF-Token": target.csrf,
                                        "X-Requested-With": "fetch",
                                        "Content-Type": "application/x-www-form-urlencoded"})
    else:
        client = HttpSession(port, token=target.token)
        body = json.dumps({"weight": 100, "unit": "kg", "reps": 5, "done": False}).encode()
        if mode == "add-set":
            path = f"/api/v1/workouts/{target.workout_id}/exercises/{target.entry_ids[0]}/sets"
            reply = client.request("POST", path, body=body, headers={"Content-Type": "application/json"})
        else:
            path = f"/api/v1/workouts/{target.workout_id}/sets/{target.set_ids[0]}"
            reply = client.request("PATCH", path, body=body, headers={"Content-Type": "application/json"})
    client.close()
    if not 200 <= reply.status < 300 or (mode == "form-change-set" and "json" not in reply.headers.get("content-type", "")):
        raise RuntimeError(f"{mode}: the first request was answered {reply.status} "
                           f"({reply.headers.get('content-type')}): {reply.body[:300]!r}")


class ApiRunner:
    """Runs the load runs against one server and keeps their results, with what the server logged for any that failed."""

    def __init__(self, server, plan, choice):
        self.server, self.plan, self.choice = server, plan, choice
        self.runs = []

    def warm_up(self, mode, target, clients=8):
        preflight(self.server.port, mode, target)
        load.run(self.server.port, mode, clients, self.plan.api_warmup_seconds, target, self.choice)

    def measure(self, mode, case, clients, target, **extra):
        offset = os.path.getsize(self.server.log_path)
        cpu_before = server_cpu([self.server], self.plan)
        run = load.run(self.server.port, mode, clients, self.plan.api_seconds, target, self.choice)
        run.update(CpuMeter.per_request(cpu_before, server_cpu([self.server], self.plan), run["requests"]))
        run.update(case=case, **extra)
        if run["failed"]:
            run["server_non_2xx"] = server_non_2xx(self.server.log_path, offset)
            log(f"  WARNING {mode} x{clients} ({case}): {run['failed']} failed requests {run['errors']}; "
                f"the server logged {run['server_non_2xx']['counts']}")
        self.runs.append(run)
        log(f"  {mode} x{clients} ({case}): p99 {run['p99_ms']} ms, {run['throughput_rps']:.0f} req/s, "
            f"server CPU {run['server_cpu_us_per_request']} us/request")
        return run


def add_users(binary, data_dir, count):
    """Creates `count` extra accounts (lifter01, lifter02, ...) with the CLI, the large user being the owner."""
    names = [f"lifter{i:02d}" for i in range(1, count + 1)]
    for name in names:
        run_cli(binary, "user", "add", name, "--data-dir", data_dir, stdin=PASSWORD + "\n")
    return names


def user_targets(port, names, workouts=None):
    """Each extra user's token (issued once, kept in `workouts`) and a fresh active workout of USER_WORKOUT_SHAPE;
    answers the (token, workout id, entry id) triples and the per-user state to reset later."""
    if workouts is None:
        def issue(name):
            reply = HttpSession(port).json("POST", "/api/v1/auth/token", {"username": name, "password": PASSWORD})
            client = HttpSession(port, token=reply["token"])
            exercises = [e for e in client.json("GET", "/api/v1/exercises")["exercises"]]
            client.close()
            return {"name": name, "token": reply["token"], "exercises": exercises}
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:  # bcrypt on both cores
            workouts = list(pool.map(issue, names))
    for user in workouts:
        client = HttpSession(port, token=user["token"])
        user["workout"] = start_workout(client, user["exercises"], USER_WORKOUT_SHAPE)
        client.close()
    return [(u["token"], u["workout"]["id"], u["workout"]["entry_ids"][0]) for u in workouts], workouts


def measure_api(server, token, exercises, extra_users, plan, choice):
    """The load runs: change, add and read on a 5-set and a 300-set workout of the large user, the web form's change
    on the 5-set one, and the extra users each adding sets to their own workout. Each kind after a discarded warm-up
    run; a run that adds sets starts on a freshly made workout, and its workout's size at the end is recorded."""
    port = server.port
    api = HttpSession(port, token=token)
    runner = ApiRunner(server, plan, choice)
    browser = HttpSession(port)
    browser.sign_in(USER, PASSWORD)
    cookie = f"repbook_session={browser.cookies['repbook_session']}"

    for case, shape in (("small", SMALL_WORKOUT_SHAPE), ("large", LARGE_WORKOUT_SHAPE)):
        sets = shape[0] * shape[1]
        workout = start_workout(api, exercises, shape)
        target = load.Target(token, workout["id"], workout["set_ids"], workout["entry_ids"])
        runner.warm_up("change-set", target)
        for clients in (CLIENT_COUNTS if case == "small" else [8]):
            runner.measure("change-set", case, clients, target, sets_start=sets, sets_end=sets)
        if case == "small":
            page = browser.request("GET", "/workout").body.decode()
            target.cookie = cookie
            target.csrf = re.search(r'<meta name="csrf-token" content="([^"]+)"', page).group(1)
            runner.warm_up("form-change-set", target)
            runner.measure("form-change-set", case, 8, target, sets_start=sets, sets_end=sets)
        runner.warm_up("read-active", target)
        runner.measure("read-active", case, 8, target, sets_start=sets, sets_end=sets)
        if case == "small":
            runner.warm_up("healthz", target)
            runner.measure("healthz", "stack", 8, target, sets_start=sets, sets_end=sets)

        runner.warm_up("add-set", target)
        workout = start_workout(api, exercises, shape)
        target = load.Target(token, workout["id"], workout["set_ids"], workout["entry_ids"])
        run = runner.measure("add-set", case, 8, target, sets_start=sets)
        run["sets_end"] = workout_sets(api, workout["id"])
    browser.close()

    log(f"  {len(extra_users)} users: tokens and workouts")
    users, state = user_targets(port, extra_users)
    runner.warm_up("users-add-set", load.Target(users=users), clients=len(users))
    users, state = user_targets(port, extra_users, state)
    run = runner.measure("users-add-set", "users", len(users), load.Target(users=users),
                         users=len(users), sets_start=len(users) * USER_WORKOUT_SHAPE[0] * USER_WORKOUT_SHAPE[1])
    run["sets_end"] = 0
    for user_token, workout_id, _ in users:
        client = HttpSession(port, token=user_token)
        run["sets_end"] += workout_sets(client, workout_id)
        client.close()
    api.close()
    return runner.runs


def measure_without_request_log(server, token, exercises, plan, choice):
    """The 5-set PATCH run with 8 clients on a server whose log level drops the per-request line, for its cost."""
    api = HttpSession(server.port, token=token)
    workout = start_workout(api, exercises, SMALL_WORKOUT_SHAPE)
    api.close()
    target = load.Target(token, workout["id"], workout["set_ids"], workout["entry_ids"])
    runner = ApiRunner(server, plan, choice)
    runner.warm_up("change-set", target)
    sets = SMALL_WORKOUT_SHAPE[0] * SMALL_WORKOUT_SHAPE[1]
    return runner.measure("change-set", "no request log", 8, target, sets_start=sets, sets_end=sets)


def postgres_database_size(url, sets):
    """The size of the PostgreSQL database (`pg_database_size`: tables, indexes, TOAST, free space) per 100,000 sets."""
    size = int(subprocess.run(["psql", "--no-psqlrc", "-At", "-d", url, "-c", "SELECT pg_database_size(current_database())"],
                              capture_output=True, text=True, check=True).stdout.strip())
    return {"bytes": size, "sets": sets, "mb_per_100k_sets": round(size / 1e6 / sets * 100_000, 2),
            "measured_as": "pg_database_size(current_database()) after repbook migrate --to"}


def split_run(servers, mode, case, clients, target, plan, choice):
    """One load run of `mode` split evenly over `servers` (each its own load generator with its share of the clients, at
    the same time): the requests and throughput summed, the worst p50/p99/max, the mean weighted by requests."""
    share = max(1, clients // len(servers))
    cpu_before = server_cpu(servers, plan)
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(servers)) as pool:
        runs = list(pool.map(lambda server: load.run(server.port, mode, share, plan.api_seconds, target, choice), servers))
    cpu_after = server_cpu(servers, plan)
    requests = sum(run["requests"] for run in runs)
    combined = {
        "mode": mode, "case": case, "clients": share * len(servers), "servers": len(servers), "requests": requests,
        "throughput_rps": round(sum(run["throughput_rps"] for run in runs), 1),
        "p50_ms": max(run["p50_ms"] for run in runs), "p99_ms": max(run["p99_ms"] for run in runs),
        "mean_ms": round(sum(run["mean_ms"] * run["requests"] for run in runs) / max(requests, 1), 2),
        "max_ms": max(run["max_ms"] for run in runs), "failed": sum(run["failed"] for run in runs),
        "errors": {key: sum(run["errors"].get(key, 0) for run in runs) for key in runs[0]["errors"]},
        "per_server": runs, **CpuMeter.per_request(cpu_before, cpu_after, requests),
    }
    if combined["failed"]:
        combined["server_non_2xx"] = {"counts": f"not collected for split runs; see {servers[0].log_path}"}
    log(f"  {mode} x{combined['clients']} over {len(servers)} servers: {combined['throughput_rps']:.0f} req/s, "
        f"p99 <= {combined['p99_ms']} ms")
    return combined


def measure_two_servers(binary, data_dir, server_log, serve_args, token, exercises, extra_users, plan, choice):
    """The PATCH run on a 5-set workout (8 clients) and the 64 users' run, split over two servers on the one
    PostgreSQL database: what a second process adds (or costs) against the one-server rows above."""
    servers = [Server(binary, data_dir, server_log, extra_args=serve_args) for _ in range(2)]
    runs = []
    try:
        for server in servers:
            server.start()
        api = HttpSession(servers[0].port, token=token)
        workout = start_workout(api, exercises, SMALL_WORKOUT_SHAPE)
        api.close()
        sets = SMALL_WORKOUT_SHAPE[0] * SMALL_WORKOUT_SHAPE[1]
        target = load.Target(token, workout["id"], workout["set_ids"], workout["entry_ids"])
        split_run(servers, "change-set", "two servers", 8, target, plan, choice)  # warm-up, discarded
        run = split_run(servers, "change-set", "two servers", 8, target, plan, choice)
        run.update(sets_start=sets, sets_end=sets)
        runs.append(run)
        users, state = user_targets(servers[0].port, extra_users)
        split_run(servers, "users-add-set", "two servers", len(users), load.Target(users=users), plan, choice)
        users, state = user_targets(servers[0].port, extra_users, state)
        run = split_run(servers, "users-add-set", "two servers", len(users), load.Target(users=users), plan, choice)
        run.update(users=len(users), sets_start=len(users) * USER_WORKOUT_SHAPE[0] * USER_WORKOUT_SHAPE[1])
        run["sets_end"] = 0
        for user_token, workout_id, _ in users:
            client = HttpSession(servers[0].port, token=user_token)
            run["sets_end"] += workout_sets(client, workout_id)
            client.close()
        runs.append(run)
    finally:
        for server in servers:
            server.stop()
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


def measure_pass(binary, data_dir, server_log, serve_args, extra_users, plan, choice, results):
    """One measurement pass of `binary` on `data_dir`: the pages and the stats API, the load runs, the 5-set PATCH run
    with the request log off and, on PostgreSQL, the two-server runs; answers {"pages", "api", "exercise_page"}."""
    measured = {}
    server = Server(binary, data_dir, server_log, extra_args=serve_args)
    try:
        server.start()
        token = HttpSession(server.port).json("POST", "/api/v1/auth/token", {"username": USER, "password": PASSWORD})["token"]
        api = HttpSession(server.port, token=token)
        exercises = most_performed_exercises(api)
        top_sets, top = exercises[0]
        exercises = [exercise for _, exercise in exercises]
        measured["exercise_page"] = {"id": top["id"], "name": top["name"], "performed_sets": top_sets}
        start_workout(api, exercises, PAGE_WORKOUT_SHAPE)
        api.close()
        log(f"pages ({plan.page_requests} requests each; exercise page: {top['name']}, {top_sets} sets)")
        measured["pages"] = measure_pages(server, token, top, plan)
        log(f"API load with {results['api_generator']} ({plan.api_seconds} s per run)")
        measured["api"] = measure_api(server, token, exercises, extra_users, plan, choice)
        server.stop()

        log("the 5-set PATCH run again with the per-request log line off (--log-level notice)")
        server = Server(binary, data_dir, server_log, extra_args=["--log-level", "notice", *serve_args])
        server.start()
        measured["api"].append(measure_without_request_log(server, token, exercises, plan, choice))
        server.stop()
        if serve_args:
            log("two servers on the one database")
            measured["api"] += measure_two_servers(binary, data_dir, server_log, serve_args, token, exercises,
                                                   extra_users, plan, choice)
    finally:
        server.stop()
    return measured


ROUNDED = ("throughput_rps", "server_cpu_us_per_request", "postgres_cpu_us_per_request", "p50_ms", "p99_ms")


def merge_passes(passes):
    """The passes of one binary as one result: each run's (and page's) first-pass record with the median over the
    passes of its req/s, CPU per request and p50/p99, and every pass's figures under `rounds`."""
    merged = {"exercise_page": passes[0]["exercise_page"]}
    for kind in ("pages", "api"):
        merged[kind] = []
        for records in zip(*(measured[kind] for measured in passes)):
            record = dict(records[0])
            record["rounds"] = [{key: r[key] for key in ROUNDED if key in r} for r in records]
            for key in ROUNDED:
                if key in record:
                    record[key] = round(statistics.median(r[key] for r in records), 2)
            merged[kind].append(record)
    return merged


def compare(new, old):
    """Per operation: new / old of server CPU per request and of req/s (from the medians), and the per-round CPU
    ratios (round i of the new binary against round i of the old) as the spread."""
    rows = []
    for kind in ("pages", "api"):
        for a, b in zip(new[kind], old[kind]):
            row = {"kind": kind, "new": a, "old": b,
                   "cpu_ratio": round(a["server_cpu_us_per_request"] / max(b["server_cpu_us_per_request"], 0.1), 3),
                   "rps_ratio": round(a["throughput_rps"] / max(b["throughput_rps"], 0.1), 3),
                   "cpu_ratio_rounds": [round(x["server_cpu_us_per_request"] / max(y["server_cpu_us_per_request"], 0.1), 3)
                                        for x, y in zip(a["rounds"], b["rounds"])]}
            rows.append({key: value for key, value in row.items() if key not in ("new", "old")}
                        | {"label": report.label(a), "new_cpu_us": a["server_cpu_us_per_request"],
                           "old_cpu_us": b["server_cpu_us_per_request"], "new_rps": a["throughput_rps"],
                           "old_rps": b["throughput_rps"]})
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", required=True, help="the release repbook binary")
    parser.add_argument("--baseline", default=None,
                        help="a second (older) release binary measured in the same session on the same data, passes "
                             "alternating with --binary's (--rounds each), with new/old ratios of CPU per request and req/s")
    parser.add_argument("--rounds", type=int, default=None,
                        help="measurement passes per binary with --baseline (default 2), per engine with --engines "
                             "(default 2, with --quick 1)")
    parser.add_argument("--quick", action="store_true", help="fewer requests and shorter load runs: tests the harness")
    parser.add_argument("--out", default="bench-results.json", help="where to write the JSON results")
    parser.add_argument("--load-generator", choices=["auto", "wrk", "python"], default="auto",
                        help="the API load generator: wrk when installed (auto), or the Python fallback")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data folders and logs")
    parser.add_argument("--database", default=None,
                        help="serve from this PostgreSQL database (postgres://user@host:port/db, empty; the large user "
                             "is made in SQLite and copied with repbook migrate --to), and add runs with two servers")
    parser.add_argument("--engines", default=None,
                        help="sqlite,postgres: the same large user on both engines (a throwaway PostgreSQL cluster with "
                             "pg_stat_statements), each operation on each in alternating passes, the limits (GET /healthz, "
                             "pgbench), scale-out and issue 34's done-when checks")
    parser.add_argument("--operations", default=None,
                        help="with --engines: measure only these operations (keys, comma-separated: healthz, patch, post, "
                             "exercises, lift-log, stats, 'page /history', ...; healthz, patch and post always) and no import")
    parser.add_argument("--years", type=int, default=None,
                        help="with --engines: years of the large user's history (default 11, about 106,000 sets); fewer "
                             "for a quicker run of the set writes, which are the 64 extra users'")
    parser.add_argument("--no-build", action="store_true", help=argparse.SUPPRESS)  # handled by scripts/bench
    args = parser.parse_args()
    if args.baseline and args.database:
        parser.error("--baseline works on SQLite only (two binaries would need two PostgreSQL databases)")
    if (args.operations is not None or args.years is not None) and args.engines is None:
        parser.error("--operations and --years are options of an --engines run")
    if args.engines is not None:
        if sorted(args.engines.split(",")) != ["postgres", "sqlite"]:
            parser.error("--engines takes sqlite,postgres (both: the run compares them)")
        if args.baseline or args.database:
            parser.error("--engines starts its own PostgreSQL cluster and measures one binary: no --baseline, no --database")
        import engines
        engines.run(args)
        return
    plan = Plan(args.quick)
    plan.rounds = max(1, args.rounds or 2)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    work = tempfile.mkdtemp(prefix="repbook-bench-")
    data_dir = os.path.join(work, "large")
    server_log = os.path.join(work, "server.log")
    results = {"quick": plan.quick, "started_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
               "machine": machine(), "git": git(root), "binary": os.path.abspath(args.binary),
               "binary_built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(os.path.getmtime(args.binary))),
               "busy_cpus_outside": {"before": busy_cpus()},
               "engine": "postgresql" if args.database else "sqlite"}
    serve_args = ["--database", args.database] if args.database else []
    outside = OutsideLoad()
    began = time.monotonic()
    try:
        # With a baseline, the older binary generates the data and the newer one gets a copy (migrated on its first
        # start), so both serve the same data, and the older one never meets a schema newer than its own.
        generator = args.baseline or args.binary
        log(f"generating the large user in {data_dir}")
        results["dataset"] = seed(generator, data_dir)
        log(results["dataset"]["generator_output"].splitlines()[1])
        log(f"{plan.extra_users} extra users (repbook user add)")
        extra_users = add_users(generator, data_dir, plan.extra_users)
        baseline_dir = None
        if args.baseline:
            baseline_dir = os.path.join(work, "baseline")
            shutil.copytree(data_dir, baseline_dir)
        results["database"] = database_size(args.binary, data_dir, work, results["dataset"]["sets"])
        if args.database:
            plan.postmaster = postmaster_pid(args.database)
            log("copying the instance to PostgreSQL (repbook migrate --to)")
            run_cli(args.binary, "migrate", "--to", args.database, "--data-dir", data_dir)
            results["database"] = postgres_database_size(args.database, results["dataset"]["sets"])

        log(f"cold start x{plan.cold_starts}")
        runs = cold_starts(args.binary, data_dir, server_log, plan.cold_starts, serve_args)
        results["cold_start"] = {"runs_ms": [round(t, 1) for t in runs], "median_ms": round(statistics.median(runs), 1),
                                 "poll_interval_ms": 2}
        if args.baseline:
            # The same steps on the baseline's folder, so both folders have the same history (a server's start and
            # stop, or a backup, may leave the planner's statistics behind) before the passes.
            database_size(args.baseline, baseline_dir, work, results["dataset"]["sets"])
            log(f"cold start x{plan.cold_starts} of the baseline")
            runs = cold_starts(args.baseline, baseline_dir, server_log, plan.cold_starts, serve_args)
            baseline_cold_start = {"runs_ms": [round(t, 1) for t in runs], "median_ms": round(statistics.median(runs), 1)}

        results["api_generator"] = load.generator(args.load_generator)
        results["api_seconds"] = plan.api_seconds
        results["api_workouts"] = {
            "small": {"exercises": SMALL_WORKOUT_SHAPE[0], "sets_each": SMALL_WORKOUT_SHAPE[1]},
            "large": {"exercises": LARGE_WORKOUT_SHAPE[0], "sets_each": LARGE_WORKOUT_SHAPE[1]},
            "users": {"users": plan.extra_users, "exercises": USER_WORKOUT_SHAPE[0], "sets_each": USER_WORKOUT_SHAPE[1]},
            "page": {"exercises": PAGE_WORKOUT_SHAPE[0], "sets_each": PAGE_WORKOUT_SHAPE[1]}}
        if args.baseline:
            passes = {"new": [], "old": []}
            binaries = {"new": (args.binary, data_dir), "old": (args.baseline, baseline_dir)}
            for round_index in range(plan.rounds):
                # new, old, old, new, ...: a drift of the machine's load over the session falls on both alike
                for which in (("new", "old") if round_index % 2 == 0 else ("old", "new")):
                    binary, folder = binaries[which]
                    log(f"round {round_index + 1} of {plan.rounds}: {which} binary {binary}")
                    passes[which].append(measure_pass(binary, folder, server_log, serve_args, extra_users, plan,
                                                      args.load_generator, results))
            results.update(merge_passes(passes["new"]))
            old = merge_passes(passes["old"])
            results["baseline"] = {"binary": os.path.abspath(args.baseline), "rounds": plan.rounds,
                                   "binary_built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ",
                                                                    time.gmtime(os.path.getmtime(args.baseline))),
                                   "cold_start": baseline_cold_start, **old}
            results["comparison"] = compare(results, old)
        else:
            results.update(measure_pass(args.binary, data_dir, server_log, serve_args, extra_users, plan,
                                        args.load_generator, results))

        if args.database:
            # The import is measured into a fresh SQLite folder only (repbook import --database could measure it here).
            results["import"] = None
        else:
            log("import of the large user's Strong CSV into a fresh database")
            results["import"] = measure_import(args.binary, data_dir, work)
    finally:
        if args.keep:
            log(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    results["wall_seconds"] = round(time.monotonic() - began)
    results["busy_cpus_outside"]["during"] = outside.cpus()
    results["busy_cpus_outside"]["after"] = busy_cpus()
    results["targets"] = report.judge(results)
    with open(args.out, "w") as file:
        json.dump(results, file, indent=2)
        file.write("\n")
    print(report.table(results))
    if args.baseline:
        print()
        print(report.cpu_table(f"Baseline {results['baseline']['binary']}", results["baseline"]))
        print()
        print(report.comparison_table(results))
    print(f"\nJSON: {args.out}")
    failed = sum(run["failed"] for run in results["api"] + results.get("baseline", {}).get("api", []))
    if failed:
        print(f"bench: {failed} load requests failed (see the table and server_non_2xx in the JSON)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
