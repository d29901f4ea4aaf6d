"""The targets of issue 16, judged against the results, and the table printed on stdout."""
import load

PAGE_P99_LIMIT_MS = 10
STATS_P99_LIMIT_MS = 5
COLD_START_LIMIT_MS = 300
IMPORT_LIMIT_S = 1.5
API_P99_LIMIT_MS = 5
API_RATE = 7500          # sets/s with 8 clients, POST and PATCH, 5-set and 300-set workout
USERS_RATE = 5000        # sets/s, 64 users each into their own workout
LARGE_VS_SMALL = 0.10    # the 300-set throughput within 10 % of the 5-set one
FORM_VS_API = 0.20       # the web form's throughput within 20 % of the API's PATCH

CASES = {"small": "5 sets", "large": "300 sets", "users": "own, 5 sets"}


def _run(results, mode, case, clients=8):
    return next((run for run in results["api"] if run["mode"] == mode and run["case"] == case and run["clients"] == clients), None)


def _users_run(results):
    return next((run for run in results["api"] if run["mode"] == "users-add-set" and run["case"] == "users"), None)


def _met(value, compare, limit):
    if compare == "<":
        return value < limit
    if compare == ">=":
        return value >= limit
    if compare == "between":
        return limit[0] <= value <= limit[1]
    raise ValueError(compare)


def _verdict(target, value, compare, limit, unit, where, short=None):
    """One target; `short` names a ratio's reference in the table."""
    verdict = {"target": target, "value": value, "compare": compare, "limit": limit, "unit": unit, "where": where,
               "met": _met(value, compare, limit)}
    if short:
        verdict["short"] = short
    return verdict


def judge(results):
    """Answers each target with its value, its limit and whether it is met; `where` names the row it belongs to."""
    verdicts = [_verdict("cold start (median)", results["cold_start"]["median_ms"], "<", COLD_START_LIMIT_MS, "ms", "cold")]
    for page in results["pages"]:
        verdicts.append(_verdict(f"{page['name']} {page['path']} server p99", page["server"]["p99_ms"], "<",
                                 page["limit_ms"], "ms", "page " + page["path"]))
    for mode, label in (("add-set", "log a set (POST)"), ("change-set", "change a set (PATCH)")):
        small, large = _run(results, mode, "small"), _run(results, mode, "large")
        for case, run in (("small", small), ("large", large)):
            where = f"{mode} {case} 8"
            verdicts.append(_verdict(f"{label}, {CASES[case]}, 8 clients: p99", run["p99_ms"], "<", API_P99_LIMIT_MS, "ms", where))
            verdicts.append(_verdict(f"{label}, {CASES[case]}, 8 clients: throughput", run["throughput_rps"], ">=",
                                     API_RATE, "sets/s", where))
        ratio = round(large["throughput_rps"] / small["throughput_rps"], 3)
        verdicts.append(_verdict(f"{label}: 300-set throughput / 5-set throughput", ratio, "between",
                                 [1 - LARGE_VS_SMALL, 1 + LARGE_VS_SMALL], "x", f"{mode} large 8", "of the 5-set req/s"))
    users = _users_run(results)
    verdicts.append(_verdict(f"log a set, {users['users']} users each into their own workout: throughput",
                             users["throughput_rps"], ">=", USERS_RATE, "sets/s", f"users-add-set users {users['clients']}"))
    form, patch = _run(results, "form-change-set", "small"), _run(results, "change-set", "small")
    ratio = round(form["throughput_rps"] / patch["throughput_rps"], 3)
    verdicts.append(_verdict("web form change / API PATCH throughput (5 sets, 8 clients)", ratio, "between",
                             [1 - FORM_VS_API, 1 + FORM_VS_API], "x", "form-change-set small 8", "of PATCH's req/s"))
    if results["import"] is not None:
        verdicts.append(_verdict("import, time per 100,000 rows", results["import"]["seconds_per_100k_rows"], "<",
                                 IMPORT_LIMIT_S, "s", "import"))
    return verdicts


def _mark(met):
    return "met" if met else "MISSED"


def _describe(verdict):
    """`< 5 ms: met`, `>= 7,500 sets/s: MISSED`, `0.97x of the 5-set req/s (0.90-1.10): met`."""
    limit, compare = verdict["limit"], verdict["compare"]
    if compare == "between":
        return f"{verdict['value']:.2f}x {verdict.get('short', '')} ({limit[0]:.2f}-{limit[1]:.2f}): {_mark(verdict['met'])}"
    else:
        bound = f"{compare} {limit:,}" if isinstance(limit, int) else f"{compare} {limit}"
    return f"{bound} {verdict['unit']}: {_mark(verdict['met'])}"


def _targets_at(results, where):
    return [v for v in results["targets"] if v["where"] == where]


SHORT_MODES = {"add-set": "log a set (POST)", "change-set": "change a set (PATCH)",
               "form-change-set": "change a set, web form (POST)", "read-active": "read the active workout (GET)",
               "healthz": "HTTP stack alone (GET /healthz)"}


def label(run):
    """The table's name of a load run or of a page."""
    if "path" in run:
        return f"{run['name']} {run['path']}"
    text = SHORT_MODES.get(run["mode"], load.MODES[run["mode"]])
    if run["case"] == "no request log":
        text = "change a set, request log off (PATCH)"
    if run["mode"] == "users-add-set":
        text = f"log a set, {run['users']} users (POST)"
    if run["case"] == "two servers":
        text = "two servers: " + ("change a set (PATCH)" if run["mode"] == "change-set" else f"{run['users']} users (POST)")
    if run["mode"] in ("change-set", "add-set", "read-active"):
        text += f", {CASES[run['case']]}" if run["case"] in CASES else ""
        text += f", x{run['clients']}" if run["clients"] != 8 else ""
    return text


def _cpu(run):
    """Server CPU per request in microseconds, and PostgreSQL's after a slash when measured."""
    text = f"{run['server_cpu_us_per_request']:,.0f}"
    if "postgres_cpu_us_per_request" in run:
        text += f" / {run['postgres_cpu_us_per_request']:,.0f}"
    return text


def cpu_table(title, measured):
    """Requests per second, p99 and server CPU per request of each page and load run of one binary (median over its
    passes), with each pass's CPU per request."""
    lines = [f"{title}: req/s, p99 ms, server CPU us per request (median of passes; each pass's CPU)"]
    if "cold_start" in measured:
        lines.append(f"  cold start (median of {len(measured['cold_start']['runs_ms'])}): {measured['cold_start']['median_ms']:.1f} ms")
    lines.append(f"  {'request':58} {'req/s':>8} {'p99':>7} {'CPU us':>9}  passes")
    for run in measured["pages"] + measured["api"]:
        p99 = run["server"]["p99_ms"] if "path" in run else run["p99_ms"]
        passes = ", ".join(f"{r['server_cpu_us_per_request']:,.0f}" for r in run.get("rounds", []))
        lines.append(f"  {label(run)[:58]:58} {run['throughput_rps']:>8,.0f} {p99:>7.2f} {_cpu(run):>9}  {passes}")
    return "\n".join(lines)


def comparison_table(results):
    """New binary against the baseline, per request: server CPU and req/s with new/old ratios, and the spread of the
    per-round CPU ratios."""
    lines = [f"New {results['binary']} against old {results['baseline']['binary']} "
             f"({results['baseline']['rounds']} passes each, alternating; medians)"]
    lines.append(f"  {'request':58} {'CPU us new':>10} {'old':>7} {'new/old':>7} {'rounds':>13}"
                 f" {'req/s new':>9} {'old':>7} {'new/old':>7}")
    for row in results["comparison"]:
        spread = f"{min(row['cpu_ratio_rounds']):.2f}-{max(row['cpu_ratio_rounds']):.2f}"
        lines.append(f"  {row['label'][:58]:58} {row['new_cpu_us']:>10,.0f} {row['old_cpu_us']:>7,.0f} {row['cpu_ratio']:>7.2f}"
                     f" {spread:>13} {row['new_rps']:>9,.0f} {row['old_rps']:>7,.0f} {row['rps_ratio']:>7.2f}")
    return "\n".join(lines)


def table(results):
    """The readable table of everything measured, targets beside the numbers."""
    lines = []
    machine, data = results["machine"], results["dataset"]
    lines.append(f"Repbook benchmark  {results['git']['revision'][:12]}{' (dirty)' if results['git']['dirty'] else ''}"
                 f"  {machine['cpu_model']} x{machine['nproc']}  {'QUICK' if results['quick'] else 'full'} run"
                 f"  on {'PostgreSQL' if results.get('engine') == 'postgresql' else 'SQLite'}")
    lines.append(f"Large user: {data['workouts']} workouts, {data['sets']} sets ({data['seed_command']})")
    if "baseline" in results:
        lines.append(f"Pages and load runs: medians of {results['baseline']['rounds']} passes alternating with the baseline's "
                     "(CPU us: server CPU per request; with PostgreSQL, server / postgres)")
    outside = results["busy_cpus_outside"]
    busy = max(outside["before"], outside.get("during", 0), outside["after"]) > 0.2
    lines.append(f"CPUs busy with other work: {outside['before']:.2f} in the 2 s before, {outside.get('during', 0):.2f} on "
                 f"average during the run, {outside['after']:.2f} in the 2 s after"
                 + ("  WARNING: the machine was not idle; these numbers are inflated" if busy else ""))
    lines.append("")
    cold = results["cold_start"]
    lines.append(f"Cold start to first /healthz (median of {len(cold['runs_ms'])}): {cold['median_ms']:.1f} ms"
                 f"   target {_describe(_targets_at(results, 'cold')[0])}   runs: {', '.join(f'{t:.0f}' for t in cold['runs_ms'])}")
    lines.append("")
    lines.append(f"Pages and the stats API, large user ({results['pages'][0]['server']['samples']} requests each, one client, "
                 "keep-alive; target on server p99)")
    lines.append(f"  {'page':48} {'server p50':>10} {'server p99':>10} {'client p50':>10} {'client p99':>10} {'KiB':>6}"
                 f" {'CPU us':>7}  target")
    for page in results["pages"]:
        server, client = page["server"], page["client"]
        verdict = _targets_at(results, "page " + page["path"])[0]
        lines.append(f"  {page['name'] + ' ' + page['path']:48} {server['p50_ms']:>10.2f} {server['p99_ms']:>10.2f}"
                     f" {client['p50_ms']:>10.2f} {client['p99_ms']:>10.2f} {page['bytes'] / 1024:>6.0f}"
                     f" {_cpu(page):>7}  p99 {_describe(verdict)}")
    lines.append("")
    lines.append(f"API and web form under load ({results['api_generator']} in its own process, {results['api_seconds']} s "
                 "per run; client-observed ms; sets in the workout at the start -> end of the run)")
    lines.append(f"  {'request':38} {'workout sets':>17} {'clients':>7} {'p50':>7} {'p99':>7} {'req/s':>7} {'CPU us':>7}  target")
    for run in results["api"]:
        where = f"{run['mode']} {run['case']} {run['clients']}"
        targets = "; ".join(("p99 " if v["unit"] == "ms" else "") + _describe(v) for v in _targets_at(results, where))
        label = load.MODES[run["mode"]]
        if run["case"] == "no request log":
            label = "change a set, request log off (PATCH)"
        if run["mode"] == "users-add-set":
            label = f"log a set, {run['users']} users (POST)"
        if run["case"] == "two servers":
            label = "two servers: " + ("change a set (PATCH)" if run["mode"] == "change-set" else f"{run['users']} users (POST)")
        sets = f"{run['sets_start']:,}" if run["sets_end"] == run["sets_start"] else f"{run['sets_start']:,} -> {run['sets_end']:,}"
        if run["case"] == "users" or run["mode"] == "users-add-set":
            sets = "per user " + f"{run['sets_start'] // run['users']} -> {run['sets_end'] / run['users']:.0f}"
        lines.append(f"  {label:38} {sets:>17} {run['clients']:>7} {run['p50_ms']:>7.2f} {run['p99_ms']:>7.2f} "
                     f"{run['throughput_rps']:>7.0f} {_cpu(run):>7}  {targets}")
        if run["failed"]:
            lines.append(f"    FAILED requests: {run['failed']} {run['errors']}; server logged {run['server_non_2xx']['counts']}")
    quiet = next((run for run in results["api"] if run["case"] == "no request log"), None)
    if quiet:
        logged = _run(results, "change-set", "small")
        lines.append(f"  The per-request log line: PATCH x8 {logged['throughput_rps']:.0f} req/s with it, "
                     f"{quiet['throughput_rps']:.0f} without ({(quiet['throughput_rps'] / logged['throughput_rps'] - 1) * 100:+.1f} %); "
                     f"p99 {logged['p99_ms']:.2f} against {quiet['p99_ms']:.2f} ms")
    lines.append("")
    imp = results["import"]
    if imp is None:
        lines.append("Import: not measured on PostgreSQL (the harness imports into a fresh SQLite folder only)")
    else:
        lines.append(f"Import of the Strong CSV ({imp['rows']} rows, {imp['sets']} sets): {imp['wall_seconds']:.2f} s wall "
                     f"(command's own figure {imp['reported_seconds']:.2f} s), {imp['sets_per_second']:.0f} sets/s, "
                     f"peak RSS {imp['peak_rss_mib']:.0f} MiB")
        lines.append(f"  per 100,000 rows: {imp['seconds_per_100k_rows']:.2f} s   target {_describe(_targets_at(results, 'import')[0])}")
    db = results["database"]
    lines.append(f"Database: {db['bytes'] / 1e6:.1f} MB for {db['sets']} sets = {db['mb_per_100k_sets']:.1f} MB per 100,000 sets")
    lines.append("")
    missed = [v["target"] for v in results["targets"] if not v["met"]]
    lines.append(f"Targets met: {len(results['targets']) - len(missed)} of {len(results['targets'])}."
                 + ("" if not missed else f" Missed ({len(missed)}): " + "; ".join(missed)))
    failed = sum(run["failed"] for run in results["api"])
    if failed:
        lines.append(f"FAILED load requests: {failed} (any failed request makes the load figures meaningless)")
    return "\n".join(lines)
