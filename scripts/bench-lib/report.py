"""The targets of issue 7, judged against the results, and the table printed on stdout."""

# name, how to read the value from the results, the limit, "<" or ">", unit
TARGETS = [
    ("cold start (median)", lambda r: r["cold_start"]["median_ms"], 300, "<", "ms"),
    ("log a set p99, 8 clients", lambda r: _api(r, "log-set", 8)["p99_ms"], 5, "<", "ms"),
    ("log a set throughput, 8 clients", lambda r: _api(r, "log-set", 8)["throughput_rps"], 5000, ">", "sets/s"),
    ("import, time per 100,000 rows", lambda r: r["import"]["seconds_per_100k_rows"], 2, "<", "s"),
]
PAGE_P99_LIMIT_MS = 10


def _api(results, mode, clients):
    return next(run for run in results["api"] if run["mode"] == mode and run["clients"] == clients)


def _mark(met):
    return "met" if met else "MISSED"


def judge(results):
    """Answers each target with its value and whether it is met."""
    verdicts = []
    for page in results["pages"]:
        value = page["server"]["p99_ms"]
        verdicts.append({"target": f"page {page['name']} server p99", "value": value, "limit": PAGE_P99_LIMIT_MS,
                         "compare": "<", "unit": "ms", "met": value < PAGE_P99_LIMIT_MS})
    for name, read, limit, compare, unit in TARGETS:
        value = read(results)
        met = value < limit if compare == "<" else value > limit
        verdicts.append({"target": name, "value": value, "limit": limit, "compare": compare, "unit": unit, "met": met})
    return verdicts


def table(results):
    """The readable table of everything measured, targets beside the numbers."""
    lines = []
    machine, data = results["machine"], results["dataset"]
    lines.append(f"Repbook benchmark  {results['git']['revision'][:12]}{' (dirty)' if results['git']['dirty'] else ''}"
                 f"  {machine['cpu_model']} x{machine['nproc']}  {'QUICK' if results['quick'] else 'full'} run")
    lines.append(f"Large user: {data['workouts']} workouts, {data['sets']} sets ({data['seed_command']})")
    outside = results["busy_cpus_outside"]
    busy = max(outside["before"], outside["after"]) > 0.2
    lines.append(f"CPUs busy with other work, 2 s before and after the run: {outside['before']:.2f}, {outside['after']:.2f}"
                 + ("  WARNING: the machine was not idle; these numbers are inflated" if busy else ""))
    lines.append("")
    cold = results["cold_start"]
    lines.append(f"Cold start to first /healthz (median of {len(cold['runs_ms'])}): {cold['median_ms']:.1f} ms"
                 f"   target < 300 ms: {_mark(cold['median_ms'] < 300)}   runs: {', '.join(f'{t:.0f}' for t in cold['runs_ms'])}")
    lines.append("")
    lines.append(f"Pages, large user ({results['pages'][0]['server']['samples']} requests each, one client, keep-alive)")
    lines.append(f"  {'page':34} {'server p50':>10} {'server p99':>10} {'client p50':>10} {'client p99':>10} {'KiB':>6}  target p99 < 10 ms")
    for page in results["pages"]:
        server, client = page["server"], page["client"]
        lines.append(f"  {page['name'] + ' ' + page['path']:34} {server['p50_ms']:>10.2f} {server['p99_ms']:>10.2f}"
                     f" {client['p50_ms']:>10.2f} {client['p99_ms']:>10.2f} {page['bytes'] / 1024:>6.0f}  "
                     f"{_mark(server['p99_ms'] < PAGE_P99_LIMIT_MS)}")
    lines.append("")
    lines.append(f"API on loopback ({results['api_generator']} in its own process, {results['api_seconds']} s per run; "
                 "client-observed ms)")
    lines.append(f"  {'request':30} {'clients':>7} {'p50':>8} {'p99':>8} {'req/s':>9}  target")
    for run in results["api"]:
        target = ""
        if run["mode"] == "log-set" and run["clients"] == 8:
            target = (f"p99 < 5 ms: {_mark(run['p99_ms'] < 5)}, > 5,000/s: {_mark(run['throughput_rps'] > 5000)}")
        label = "log a set (PATCH, done flips)" if run["mode"] == "log-set" else "read the active workout (GET)"
        lines.append(f"  {label:30} {run['clients']:>7} {run['p50_ms']:>8.2f} {run['p99_ms']:>8.2f} "
                     f"{run['throughput_rps']:>9.0f}  {target}")
    lines.append("")
    imp = results["import"]
    lines.append(f"Import of the Strong CSV ({imp['rows']} rows, {imp['sets']} sets): {imp['wall_seconds']:.2f} s wall "
                 f"(command's own figure {imp['reported_seconds']:.2f} s), {imp['sets_per_second']:.0f} sets/s, "
                 f"peak RSS {imp['peak_rss_mib']:.0f} MiB")
    lines.append(f"  per 100,000 rows: {imp['seconds_per_100k_rows']:.2f} s   target < 2 s: "
                 f"{_mark(imp['seconds_per_100k_rows'] < 2)}")
    db = results["database"]
    lines.append(f"Database: {db['bytes'] / 1e6:.1f} MB for {db['sets']} sets = {db['mb_per_100k_sets']:.1f} MB per 100,000 sets")
    lines.append("")
    missed = [v["target"] for v in results["targets"] if not v["met"]]
    lines.append("All targets met." if not missed else f"Targets missed ({len(missed)}): " + "; ".join(missed))
    return "\n".join(lines)
