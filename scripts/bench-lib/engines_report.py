"""The two-engine run's derived figures (ratios, multiples of the limits, scale-out, issue 34's done-when checks) and
its printed tables."""

SCALE_OUT_SERVERS = (1, 2, 4, 8)
PAGE_CPU_LIMIT_US = 2000


def _op(results, key):
    return next(op for op in results["operations"] if op["key"] == key)


def _ratio(a, b):
    return round(a / b, 2) if a is not None and b else None


def derive(results):
    """Adds to `results`: per operation the PG/SQLite ratios and the multiples of the limits; `scale_out`; `done_when`."""
    healthz = _op(results, "healthz")
    pgbench_us = results["pgbench"]["postgres_cpu_us_per_transaction"]
    for op in results["operations"]:
        sqlite, postgres = op["sqlite"], op["postgres"]
        op["pg_over_sqlite"] = {"throughput": _ratio(postgres["throughput_rps"], sqlite["throughput_rps"]),
                                "server_cpu": _ratio(postgres["server_cpu_us_per_request"], sqlite["server_cpu_us_per_request"]),
                                "p99": _ratio(postgres["p99_ms"], sqlite["p99_ms"])}
        op["x_healthz_cpu"] = {name: _ratio(op[name]["server_cpu_us_per_request"], healthz[name]["server_cpu_us_per_request"])
                               for name in ("sqlite", "postgres")}
        pg_us = postgres.get("postgres_cpu_us_per_request")
        op["x_pgbench_cpu"] = _ratio(pg_us, pgbench_us) if pg_us else None  # /healthz never asks PostgreSQL
    results["scale_out"] = scale_out(results)
    results["done_when"] = done_when(results)


def scale_out(results):
    """For each set write: set writes per second N servers (each on its own core) could drive against one PostgreSQL
    core, as min(N / server CPU per request, 1 / postgres CPU per request), and which side limits it."""
    rows = []
    for key in ("patch", "post"):
        postgres = _op(results, key)["postgres"]
        server_s = postgres["server_cpu_us_per_request"] / 1e6
        postgres_s = max(postgres["postgres_cpu_us_per_request"], 0.1) / 1e6
        for servers in SCALE_OUT_SERVERS:
            by_servers, by_postgres = servers / server_s, 1 / postgres_s
            rows.append({"operation": key, "servers": servers, "servers_limit_per_s": round(by_servers),
                         "postgres_limit_per_s": round(by_postgres), "set_writes_per_s": round(min(by_servers, by_postgres)),
                         "bottleneck": "servers" if by_servers < by_postgres else "postgres"})
    return rows


def _check(text, value, compare, bound, unit):
    met = None if value is None or bound is None else (value <= bound if compare == "<=" else value >= bound)
    return {"check": text, "value": value, "compare": compare, "bound": bound, "unit": unit, "met": met}


def done_when(results):
    """Each bound of issue 34's done-when with the measured value, the bound and met/missed (None: measured only)."""
    checks = []
    for key, name in (("patch", "PATCH"), ("post", "POST")):
        op = _op(results, key)
        checks.append(_check(f"{name} a set on PG: postgres CPU / pgbench's per transaction", op["x_pgbench_cpu"], "<=", 2.0, "x"))
        checks.append(_check(f"{name} a set on PG: server CPU / SQLite's", op["pg_over_sqlite"]["server_cpu"], "<=", 1.3, "x"))
        checks.append(_check(f"{name} a set on PG: req/s / SQLite's", op["pg_over_sqlite"]["throughput"], ">=", 0.6, "x"))
    for op in results["operations"]:
        if op["kind"] == "page" or op["key"] == "stats":
            checks.append(_check(f"{op['label']} on PG: req/s / SQLite's", op["pg_over_sqlite"]["throughput"], ">=", 0.6, "x"))
    for key, name in (("patch", "PATCH"), ("post", "POST")):
        checks.append(_check(f"{name} a set on SQLite: server CPU / GET /healthz's", _op(results, key)["x_healthz_cpu"]["sqlite"],
                             "<=", 2.5, "x"))
    sets = results["dataset"]["sets"]
    for op in results["operations"]:
        if op["kind"] == "page":
            checks.append(_check(f"{op['label']} on SQLite, {sets:,}-set user: server CPU",
                                 op["sqlite"]["server_cpu_us_per_request"], "<=", PAGE_CPU_LIMIT_US, "us"))
    imports = results.get("import") or {}
    if "sqlite" in imports:
        checks.append(_check(f"Strong import on SQLite ({imports['sqlite']['rows']:,} rows), per 100,000 rows",
                             imports["sqlite"]["seconds_per_100k_rows"], "<=", 1.5, "s"))
    if "postgres" in imports:
        checks.append(_check(f"Strong import on PG ({imports['postgres']['rows']:,} rows), per 100,000 rows (measured)",
                             imports["postgres"]["seconds_per_100k_rows"], None, None, "s"))
    for key in ("exercises", "lift-log"):
        op = next((op for op in results["operations"] if op["key"] == key), None)
        if op is None:  # not measured (--operations)
            continue
        for name, short in (("sqlite", "SQLite"), ("postgres", "PG")):
            checks.append(_check(f"{op['label']} on {short}: server CPU / GET /healthz's", op["x_healthz_cpu"][name],
                                 "<=", 3.0, "x"))
    return checks


def _num(value, digits=0, suffix=""):
    if value is None:
        return "-"
    return f"{value:,.{digits}f}{suffix}"


def table(results):
    """The printed report: the per-operation tables, the limits, the scale-out and the done-when block."""
    machine, data = results["machine"], results["dataset"]
    lines = [f"Repbook benchmark, SQLite and PostgreSQL  {results['git']['revision'][:12]}"
             f"{' (dirty)' if results['git']['dirty'] else ''}  binary {results['binary']}"
             f"  {machine['cpu_model']} x{machine['nproc']}  {'QUICK' if results['quick'] else 'full'} run",
             f"Large user: {data['workouts']:,} workouts, {data['sets']:,} sets ({data['seed_command']}; issue 34 names "
             f"{data['issue_names_sets']:,}); 64 more users each with a 5-set workout",
             f"Each run: {results['api_generator']} with {results['clients']} clients, {results['seconds_per_run']} s after a "
             f"{results['warmup_seconds']} s warm-up; engines alternate per operation; medians of {results['rounds']} pass(es)"]
    outside = results["busy_cpus_outside"]
    busy = max(outside["before"], outside.get("during", 0), outside["after"]) > 0.2
    lines.append(f"CPUs busy with other work: {outside['before']:.2f} before, {outside.get('during', 0):.2f} during, "
                 f"{outside['after']:.2f} after" + ("  WARNING: the machine was not idle; figures are inflated" if busy else ""))
    check = results["ended_backend_check"]
    lines.append(f"Postgres CPU counts ended backends: a closed connection's {check['backend_s']:.2f} s counted as "
                 f"{check['counted_s']:.2f} s ({check['ratio']}x)")
    lines.append("")
    lines.append("Throughput and CPU per request (us); PG/SL = PostgreSQL / SQLite")
    lines.append(f"  {'operation':52} {'req/s SL':>9} {'PG':>7} {'PG/SL':>6} {'p99 SL':>7} {'PG':>7}"
                 f" {'srv CPU SL':>10} {'PG':>7} {'PG/SL':>6} {'pg CPU':>7}")
    for op in results["operations"]:
        sl, pg, ratio = op["sqlite"], op["postgres"], op["pg_over_sqlite"]
        lines.append(f"  {op['label'][:52]:52} {_num(sl['throughput_rps']):>9} {_num(pg['throughput_rps']):>7}"
                     f" {_num(ratio['throughput'], 2):>6} {_num(sl['p99_ms'], 2):>7} {_num(pg['p99_ms'], 2):>7}"
                     f" {_num(sl['server_cpu_us_per_request']):>10} {_num(pg['server_cpu_us_per_request']):>7}"
                     f" {_num(ratio['server_cpu'], 2):>6} {_num(pg.get('postgres_cpu_us_per_request')):>7}")
        if sl["failed"] or pg["failed"]:
            lines.append(f"    FAILED requests: SQLite {sl['failed']}, PG {pg['failed']} (see server_non_2xx in the JSON)")
    lines.append("")
    lines.append("Per request: statements and round trips on PG (pg_stat_statements; round trips = statements + BEGIN/COMMIT),"
                 " write transactions (the server's /metrics), multiples of the limits")
    lines.append(f"  {'operation':52} {'stmts PG':>8} {'trips PG':>8} {'writes SL':>9} {'PG':>5}"
                 f" {'x healthz SL':>12} {'PG':>6} {'x pgbench':>9}")
    for op in results["operations"]:
        sl, pg = op["sqlite"], op["postgres"]
        lines.append(f"  {op['label'][:52]:52} {_num(pg.get('statements_per_request'), 2):>8}"
                     f" {_num(pg.get('round_trips_per_request'), 2):>8} {_num(sl.get('writes_per_request'), 2):>9}"
                     f" {_num(pg.get('writes_per_request'), 2):>5} {_num(op['x_healthz_cpu']['sqlite'], 2):>12}"
                     f" {_num(op['x_healthz_cpu']['postgres'], 2):>6} {_num(op['x_pgbench_cpu'], 2):>9}")
    lines.append("  SQLite statements and round trips: not visible from outside the process (in-process library; the"
                 " server's /metrics counts write transactions only)")
    lines.append("")
    healthz, bench = _op(results, "healthz"), results["pgbench"]
    lines.append(f"Limits: GET /healthz {_num(healthz['sqlite']['throughput_rps'])} req/s at "
                 f"{_num(healthz['sqlite']['server_cpu_us_per_request'])} us (SQLite server), "
                 f"{_num(healthz['postgres']['throughput_rps'])} req/s at {_num(healthz['postgres']['server_cpu_us_per_request'])}"
                 f" us (PG server); pgbench one-row UPDATE, {bench['clients']} clients: {_num(bench['throughput_tps'])} tps at "
                 f"{_num(bench['postgres_cpu_us_per_transaction'])} us of postgres CPU per transaction")
    lines.append("")
    lines.append("Scale-out on PG: set writes/s that N servers (a core each) could drive against one PostgreSQL core,"
                 " min(N / server CPU, 1 / postgres CPU)")
    lines.append(f"  {'operation':10} {'servers':>7} {'servers allow':>13} {'postgres allows':>15} {'set writes/s':>12}  bottleneck")
    for row in results["scale_out"]:
        lines.append(f"  {row['operation']:10} {row['servers']:>7} {row['servers_limit_per_s']:>13,} "
                     f"{row['postgres_limit_per_s']:>15,} {row['set_writes_per_s']:>12,}  {row['bottleneck']}")
    lines.append(f"  (pgbench's one-row UPDATE alone: {_num(1e6 / max(bench['postgres_cpu_us_per_transaction'], 0.1))} per"
                 " postgres core-second)")
    lines.append("")
    imports = results.get("import") or {}
    if imports:
        sl, pg = imports["sqlite"], imports["postgres"]
        lines.append(f"Import of the Strong CSV ({sl['rows']:,} rows): SQLite {sl['wall_seconds']:.2f} s wall "
                     f"({sl['seconds_per_100k_rows']:.2f} s per 100,000 rows), PostgreSQL {pg['wall_seconds']:.2f} s "
                     f"({pg['seconds_per_100k_rows']:.2f} s per 100,000 rows)")
        lines.append("")
    checks = results["done_when"]
    lines.append("Issue 34 done-when (this run)")
    for c in checks:
        verdict = "measured" if c["met"] is None else ("met" if c["met"] else "MISSED")
        bound = "" if c["bound"] is None else f"{c['compare']} {c['bound']:g} {c['unit']}"
        value = _num(c["value"], 0 if c["unit"] == "us" else 2)
        lines.append(f"  {c['check'][:100]:100} {value:>8} {c['unit'] if c['bound'] is None else '':2} {bound:>10}  {verdict}")
    judged = [c for c in checks if c["met"] is not None]
    lines.append(f"  {sum(1 for c in judged if c['met'])} of {len(judged)} met")
    lines.append(f"Wall time: {results['wall_seconds']} s")
    return "\n".join(lines)
