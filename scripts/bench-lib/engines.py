"""`scripts/bench --engines sqlite,postgres`: the same large user on SQLite and on a throwaway PostgreSQL cluster, each
operation measured on both engines in alternating passes (wrk, 8 clients), with server and postgres CPU per request,
statements and round trips per request (pg_stat_statements), write transactions per request (the server's /metrics),
the two limits (GET /healthz per engine, pgbench's one-row UPDATE), the scale-out table and issue 34's done-when
checks. What each column means: docs/BENCHMARKS.md."""
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import bench
import engines_report
import load
import pg_cluster
from http_session import HttpSession
from proc_cpu import CpuMeter, postmaster_pid
from server import Server

ENGINES = ("sqlite", "postgres")
# Issue 34 names a 100,000-set user; ten years of the generator give about 96,000, eleven about 105,000.
SEED_YEARS = 11


def seed(years):
    """The large user's generator command: `years` years (11 unless --years says otherwise)."""
    return ["dev", "seed-demo", "--years", str(years), "--seed", "1", "--user", bench.USER, "--password", bench.PASSWORD]
WRITES_METRIC = re.compile(r"^repbook_db_write_duration_seconds_count(?:\{[^}]*\})?\s+([0-9.e+]+)\s*$", re.MULTILINE)
MEDIANS = ("throughput_rps", "p50_ms", "p99_ms", "server_cpu_us_per_request", "postgres_cpu_us_per_request",
           "statements_per_request", "round_trips_per_request", "commits_per_request", "writes_per_request")


class EnginePlan:
    """How much to measure: seconds per run and its warm-up, passes per engine."""

    def __init__(self, quick, rounds):
        self.quick = quick
        self.seconds = 2 if quick else 5
        self.warmup_seconds = 1 if quick else 2
        self.rounds = max(1, rounds or (1 if quick else 2))
        self.clients = 8


def log(message):
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def write_transactions(port):
    """The server's write transactions so far (`repbook_db_write_duration_seconds_count` of /metrics), or None."""
    client = HttpSession(port)
    reply = client.request("GET", "/metrics")
    client.close()
    match = WRITES_METRIC.search(reply.body.decode(errors="replace")) if reply.status == 200 else None
    return float(match.group(1)) if match else None


class Engine:
    """One engine's server on the shared dataset, signed in as the large user (token and web session), with the 64
    extra users' tokens and workouts."""

    def __init__(self, name, binary, data_dir, log_path, serve_args, postmaster=None):
        self.name, self.postmaster = name, postmaster
        self.server = Server(binary, data_dir, log_path, extra_args=serve_args)

    def start(self, exercises_of_large_user, extra_users):
        self.server.start()
        port = self.server.port
        self.token = HttpSession(port).json("POST", "/api/v1/auth/token",
                                            {"username": bench.USER, "password": bench.PASSWORD})["token"]
        api = HttpSession(port, token=self.token)
        bench.start_workout(api, exercises_of_large_user, bench.PAGE_WORKOUT_SHAPE)  # the /workout page's 40 sets
        api.close()
        browser = HttpSession(port)
        browser.sign_in(bench.USER, bench.PASSWORD)
        self.cookie = f"repbook_session={browser.cookies['repbook_session']}"
        browser.close()
        self.extra_users = extra_users
        _, self.user_state = bench.user_targets(port, extra_users)

    def fresh_user_workouts(self):
        """Each extra user's active workout made anew (1 exercise x 5 sets): the write runs start from the same state
        on both engines."""
        bench.user_targets(self.server.port, self.extra_users, self.user_state)

    def cpu(self):
        return CpuMeter(self.server.process.pid, self.postmaster).read()

    def stop(self):
        self.server.stop()


class Operation:
    """One measured request kind: its key, its label in the table, and how to make its load target on an engine."""

    def __init__(self, key, label, kind, mode, path=None, auth=None):
        self.key, self.label, self.kind, self.mode, self.path, self.auth = key, label, kind, mode, path, auth

    def target(self, engine):
        if self.mode == "users-add-set":
            engine.fresh_user_workouts()
            users = [(u["token"], u["workout"]["id"], u["workout"]["entry_ids"][0]) for u in engine.user_state]
            return load.Target(users=users)
        if self.mode == "users-change-set":
            engine.fresh_user_workouts()
            # Set k of every user before set k + 1 of any: the 8 requests in flight are 8 users' workouts, not one.
            count = len(engine.user_state[0]["workout"]["set_ids"])
            users = [(u["token"], u["workout"]["id"], u["workout"]["set_ids"][k]) for k in range(count)
                     for u in engine.user_state]
            return load.Target(users=users)
        return load.Target(token=engine.token if self.auth == "token" else "",
                           cookie=engine.cookie if self.auth == "cookie" else "", path=self.path or "")

    def preflight(self, engine, target):
        """One request of the run's kind from Python, which must be answered 2xx (wrk counts only 4xx and 5xx)."""
        if self.mode in ("users-add-set", "users-change-set"):
            token, workout, thing = target.users[0]
            client = HttpSession(engine.server.port, token=token)
            body = b'{"weight":100,"unit":"kg","reps":5,"done":false}'
            headers = {"Content-Type": "application/json"}
            if self.mode == "users-add-set":
                reply = client.request("POST", f"/api/v1/workouts/{workout}/exercises/{thing}/sets", body, headers)
            else:
                reply = client.request("PATCH", f"/api/v1/workouts/{workout}/sets/{thing}", body, headers)
        else:
            client = HttpSession(engine.server.port, token=target.token or None)
            headers = {"Cookie": target.cookie} if target.cookie else {}
            reply = client.request("GET", self.path, headers=headers)
        client.close()
        if not 200 <= reply.status < 300:
            raise RuntimeError(f"{self.label} on {engine.name}: the first request was answered {reply.status}: "
                               f"{reply.body[:200]!r}")


def operations(exercise):
    """The measured operations: the stack alone, the two set writes, the API reads and every page of the large user."""
    ops = [Operation("healthz", "GET /healthz (the HTTP stack alone)", "limit", "get", "/healthz"),
           Operation("patch", "PATCH a set (64 users' workouts)", "write", "users-change-set"),
           Operation("post", "POST a set (64 users' workouts)", "write", "users-add-set"),
           Operation("exercises", "GET /api/v1/exercises (exercise list)", "api", "get", "/api/v1/exercises", "token"),
           Operation("lift-log", f"GET /api/v1/exercises/{{id}}/log ({exercise['name']})", "api", "get",
                     f"/api/v1/exercises/{exercise['id']}/log", "token"),
           Operation("stats", f"GET /api/v1/exercises/{{id}}/stats ({exercise['name']})", "api", "get",
                     f"/api/v1/exercises/{exercise['id']}/stats", "token")]
    for name, path in bench.PAGES:
        if name is None:
            name, path = f"Exercise ({exercise['name']})", path.format(exercise=exercise["id"])
        ops.append(Operation("page " + path, f"page {path} ({name})", "page", "get", path, "cookie"))
    return ops


def measure(op, engine, plan, counter, choice):
    """One measured run of `op` on `engine` after its preflight and a discarded warm-up run: wrk's figures, server
    (and postgres) CPU per request, write transactions per request and, on PostgreSQL, pg_stat_statements' counts."""
    target = op.target(engine)
    op.preflight(engine, target)
    port = engine.server.port
    load.run(port, op.mode, plan.clients, plan.warmup_seconds, target, choice)
    offset = os.path.getsize(engine.server.log_path)
    writes_before = write_transactions(port)
    if counter is not None:
        counter.reset()
    time.sleep(0.1)  # the reset's and the metrics read's work settles outside the measured window
    cpu_before = engine.cpu()
    run = load.run(port, op.mode, plan.clients, plan.seconds, target, choice)
    cpu_after = engine.cpu()
    run.update(CpuMeter.per_request(cpu_before, cpu_after, run["requests"]))
    if counter is not None:
        run.update(counter.read(run["requests"]))
    writes_after = write_transactions(port)
    if writes_before is not None and writes_after is not None:
        run["writes_per_request"] = round((writes_after - writes_before) / max(run["requests"], 1), 2)
    # wrk counts only 4xx and 5xx: a redirect (say, to the sign-in page) is a failure too, found in the server's log.
    answered = bench.server_non_2xx(engine.server.log_path, offset)
    run["redirected"] = sum(n for key, n in answered["counts"].items() if key.rsplit(" ", 1)[1].startswith("3"))
    run["failed"] += run["redirected"]
    if run["failed"]:
        run["server_non_2xx"] = answered
        log(f"  WARNING {op.label} on {engine.name}: {run['failed']} failed requests; the server logged "
            f"{run['server_non_2xx']['counts']}")
    text = f"  {engine.name:8} {op.label}: {run['throughput_rps']:.0f} req/s, p99 {run['p99_ms']} ms, server CPU " \
           f"{run['server_cpu_us_per_request']} us"
    if "postgres_cpu_us_per_request" in run:
        text += f", postgres CPU {run['postgres_cpu_us_per_request']} us, {run.get('round_trips_per_request')} round trips"
    log(text)
    return run


def median_of(runs):
    """The first run's record with the median over the passes of each figure, every pass's figures under `rounds`."""
    merged = dict(runs[0])
    merged["rounds"] = [{key: r[key] for key in MEDIANS if key in r} for r in runs]
    for key in MEDIANS:
        values = [r[key] for r in runs if r.get(key) is not None]
        if values:
            merged[key] = round(statistics.median(values), 2)
    merged["failed"] = sum(r["failed"] for r in runs)
    return merged


def measure_imports(binary, data_dir, work, cluster):
    """The large user's Strong CSV imported into a fresh SQLite folder (bench.measure_import) and into a fresh
    PostgreSQL database of the same cluster, each with one new account."""
    imports = {"sqlite": bench.measure_import(binary, data_dir, work)}
    url = cluster.create_database("bench_import")
    fresh = os.path.join(work, "import-pg")
    bench.run_cli(binary, "user", "add", "importer", "--database", url, "--data-dir", fresh, stdin=bench.PASSWORD + "\n")
    export = os.path.join(work, "large-user-strong.csv")
    start = time.perf_counter()
    done = subprocess.run([binary, "import", export, "--format", "strong", "--unit", "kg", "--database", url,
                           "--data-dir", fresh], capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"repbook import --database failed:\n{done.stdout}{done.stderr}")
    rows = imports["sqlite"]["rows"]
    imports["postgres"] = {"rows": rows, "wall_seconds": round(wall, 3), "seconds_per_100k_rows": round(wall / rows * 100_000, 3)}
    return imports


def run(args):
    """The whole two-engine run; prints its tables and writes the JSON to args.out."""
    plan = EnginePlan(args.quick, args.rounds)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    work = tempfile.mkdtemp(prefix="repbook-bench-engines-")
    data_dir = os.path.join(work, "large")
    results = {"kind": "engines", "quick": plan.quick, "started_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
               "machine": bench.machine(), "git": bench.git(root), "binary": os.path.abspath(args.binary),
               "binary_built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(os.path.getmtime(args.binary))),
               "busy_cpus_outside": {"before": bench.busy_cpus()}, "api_generator": load.generator(args.load_generator),
               "seconds_per_run": plan.seconds, "warmup_seconds": plan.warmup_seconds, "rounds": plan.rounds,
               "clients": plan.clients}
    outside = bench.OutsideLoad()
    began = time.monotonic()
    cluster = pg_cluster.BenchCluster(work)
    engines, counter = {}, None
    try:
        log("starting a throwaway PostgreSQL cluster with pg_stat_statements (scripts/postgres-test-cluster)")
        url = cluster.start()
        log(f"generating the large user in {data_dir}")
        command = seed(args.years or SEED_YEARS)
        output = bench.run_cli(args.binary, *command, "--data-dir", data_dir)
        match = re.search(r"Wrote (\d+) workouts with (\d+) sets", output)
        results["dataset"] = {"workouts": int(match.group(1)), "sets": int(match.group(2)),
                              "seed_command": "repbook " + " ".join(command), "issue_names_sets": 100_000}
        extra_users = bench.add_users(args.binary, data_dir, bench.EXTRA_USERS)
        log(f"  {results['dataset']['workouts']} workouts, {results['dataset']['sets']} sets; {len(extra_users)} extra users")
        log("copying the instance to PostgreSQL (repbook migrate --to)")
        bench.run_cli(args.binary, "migrate", "--to", url, "--data-dir", data_dir)
        postmaster = postmaster_pid(url)
        results["ended_backend_check"] = pg_cluster.ended_backend_check(url, postmaster)
        log(f"  ended backends counted: {results['ended_backend_check']}")

        pg_dir = os.path.join(work, "pg-data")
        os.makedirs(pg_dir)
        engines["sqlite"] = Engine("sqlite", args.binary, data_dir, os.path.join(work, "server-sqlite.log"), [])
        engines["postgres"] = Engine("postgres", args.binary, pg_dir, os.path.join(work, "server-postgres.log"),
                                     ["--database", url], postmaster)
        engines["sqlite"].server.start()
        api = HttpSession(engines["sqlite"].server.port)
        token = api.json("POST", "/api/v1/auth/token", {"username": bench.USER, "password": bench.PASSWORD})["token"]
        api.close()
        api = HttpSession(engines["sqlite"].server.port, token=token)
        counted = bench.most_performed_exercises(api)
        api.close()
        engines["sqlite"].server.stop()
        top_sets, top = counted[0]
        exercises = [exercise for _, exercise in counted]
        results["exercise"] = {"id": top["id"], "name": top["name"], "performed_sets": top_sets}
        for engine in engines.values():
            log(f"starting the {engine.name} server: tokens, sessions and workouts")
            engine.start(exercises, extra_users)
        counter = pg_cluster.StatementCounter(url)

        ops = operations(top)
        if args.operations is not None:
            chosen = {"healthz", "patch", "post"} | {key.strip() for key in args.operations.split(",")}
            unknown = chosen - {op.key for op in ops}
            if unknown:
                raise RuntimeError(f"--operations: no operation {sorted(unknown)}; known: {[op.key for op in ops]}")
            ops = [op for op in ops if op.key in chosen]
        passes = {(op.key, name): [] for op in ops for name in ENGINES}
        results["pgbench_rounds"] = []
        for round_index in range(plan.rounds):
            log(f"pass {round_index + 1} of {plan.rounds} ({plan.seconds} s per run, {plan.clients} clients)")
            for index, op in enumerate(ops):
                order = ENGINES if (index + round_index) % 2 == 0 else tuple(reversed(ENGINES))
                for name in order:
                    engine = engines[name]
                    passes[(op.key, name)].append(
                        measure(op, engine, plan, counter if name == "postgres" else None, args.load_generator))
            log("  pgbench: one-row UPDATE, 8 clients")
            results["pgbench_rounds"].append(pg_cluster.pgbench(cluster, plan.seconds, plan.clients))
            log(f"  pgbench: {results['pgbench_rounds'][-1]['throughput_tps']:.0f} tps, postgres CPU "
                f"{results['pgbench_rounds'][-1]['postgres_cpu_us_per_transaction']} us per transaction")
        results["operations"] = [{"key": op.key, "label": op.label, "kind": op.kind, "path": op.path,
                                  **{name: median_of(passes[(op.key, name)]) for name in ENGINES}} for op in ops]
        results["pgbench"] = median_of_pgbench(results["pgbench_rounds"])
        counter.close()
        counter = None
        for engine in engines.values():
            engine.stop()
        if args.operations is None:
            log("import of the large user's Strong CSV, into SQLite and into PostgreSQL")
            results["import"] = measure_imports(args.binary, data_dir, work, cluster)
    finally:
        if counter is not None:
            counter.close()
        for engine in engines.values():
            engine.stop()
        cluster.stop()
        if args.keep:
            log(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    results["wall_seconds"] = round(time.monotonic() - began)
    results["busy_cpus_outside"]["during"] = outside.cpus()
    results["busy_cpus_outside"]["after"] = bench.busy_cpus()
    engines_report.derive(results)
    with open(args.out, "w") as file:
        json.dump(results, file, indent=2)
        file.write("\n")
    print(engines_report.table(results))
    print(f"\nJSON: {args.out}")
    failed = sum(op[name]["failed"] for op in results["operations"] for name in ENGINES)
    if failed:
        print(f"bench: {failed} load requests failed (see the table and server_non_2xx in the JSON)", file=sys.stderr)
        sys.exit(1)


def median_of_pgbench(rounds):
    merged = dict(rounds[0])
    for key in ("throughput_tps", "postgres_cpu_us_per_transaction", "latency_avg_ms"):
        values = [r[key] for r in rounds if r.get(key) is not None]
        if values:
            merged[key] = round(statistics.median(values), 1)
    merged["rounds"] = len(rounds)
    return merged
