"""The benchmark's own throwaway PostgreSQL cluster (scripts/postgres-test-cluster with pg_stat_statements loaded), a
long-lived psql session on it, the statement counts of pg_stat_statements and pgbench's one-row UPDATE."""
import os
import re
import subprocess
import time

from proc_cpu import CpuMeter, postmaster_pid, process_seconds

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLUSTER_SCRIPT = os.path.join(ROOT, "scripts", "postgres-test-cluster")
# Transaction control as pg_stat_statements records it (track_utility): a round trip each, but not a statement of work.
TRANSACTION_CONTROL = re.compile(r"^\s*(BEGIN|START TRANSACTION|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b", re.IGNORECASE)
PGBENCH_SCRIPT = "\\set aid random(1, 100000 * :scale)\nUPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;\n"


def _with_database(url, name):
    """`url` with its database name replaced by `name`."""
    return url.rsplit("/", 1)[0] + "/" + name


class Psql:
    """One psql process kept open for the whole run: its backend lives as long as it does, so the queries the bench
    sends between measurements fork no backend whose end could land in a measured window."""

    MARK = "--bench-psql-done--"

    def __init__(self, url):
        self.process = subprocess.Popen(["psql", "--no-psqlrc", "-At", "-F", "\t", "-v", "ON_ERROR_STOP=0", "-d", url],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        text=True)

    def rows(self, sql):
        """Runs `sql` (one statement, no trailing semicolon needed) and answers its rows as lists of strings; raises
        with psql's message when it printed an error."""
        self.process.stdin.write(sql.rstrip().rstrip(";") + ";\n\\echo " + self.MARK + "\n")
        self.process.stdin.flush()
        lines = []
        while (line := self.process.stdout.readline()) != "":
            line = line.rstrip("\n")
            if line == self.MARK:
                break
            lines.append(line)
        errors = [line for line in lines if line.startswith(("ERROR:", "psql:"))]
        if errors:
            raise RuntimeError(f"psql: {sql[:80]}: {' '.join(errors)}")
        return [line.split("\t") for line in lines]

    def value(self, sql):
        return self.rows(sql)[0][0]

    def close(self):
        self.process.stdin.close()
        self.process.wait()


class BenchCluster:
    """A throwaway cluster started by scripts/postgres-test-cluster in its own state file (so it never meets the
    tests' cluster of the same worktree), restarted once with pg_stat_statements loaded."""

    def __init__(self, work):
        self.environment = dict(os.environ, REPBOOK_PG_STATE=os.path.join(work, "postgres-cluster-state"))
        self.url = None
        self.folder = None

    def _script(self, command):
        done = subprocess.run([CLUSTER_SCRIPT, command], env=self.environment, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"postgres-test-cluster {command} failed:\n{done.stderr}")
        return done.stdout.strip()

    def start(self):
        """Starts the cluster, loads pg_stat_statements (its default track_utility=on counts BEGIN and COMMIT) and answers the URL of its
        empty database."""
        self.url = self._script("start")
        with open(self.environment["REPBOOK_PG_STATE"]) as state:
            self.folder = state.read().strip()
        admin = Psql(_with_database(self.url, "postgres"))
        admin.rows("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'")
        admin.close()
        data = os.path.join(self.folder, "data")
        # With -l: without a log file the new postmaster would keep pg_ctl's standard output open (and us waiting).
        pg_ctl = [os.path.join(_pg_bin(), "pg_ctl"), "-D", data, "-l", os.path.join(self.folder, "server.log"), "-w",
                  "-t", "60", "restart"]
        owner = ["runuser", "-u", "postgres", "--"] if os.getuid() == 0 else []
        subprocess.run(owner + pg_ctl, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        for _ in range(60):
            if subprocess.run(["pg_isready", "-q", "-d", self.url]).returncode == 0:
                break
            time.sleep(0.5)
        session = Psql(self.url)
        session.rows("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        session.close()
        return self.url

    def create_database(self, name):
        """Creates an empty database `name` in the cluster and answers its URL."""
        admin = Psql(_with_database(self.url, "postgres"))
        admin.rows(f"CREATE DATABASE {name} TEMPLATE template0 ENCODING 'UTF8'")
        admin.close()
        return _with_database(self.url, name)

    def stop(self):
        if self.url is not None:
            self._script("stop")
            self.url = None


def _pg_bin():
    """The newest installed PostgreSQL's bin folder (where pg_ctl lives), as scripts/postgres-test-cluster finds it."""
    folders = sorted((f for f in os.listdir("/usr/lib/postgresql")), key=lambda v: [int(p) for p in v.split(".") if p.isdigit()])
    return os.path.join("/usr/lib/postgresql", folders[-1], "bin")


class StatementCounter:
    """Statements and round trips per request on PostgreSQL from pg_stat_statements: reset before a measured run,
    summed after it over the Repbook database (the counter's own queries left out)."""

    def __init__(self, url):
        self.session = Psql(url)
        self.database = self.session.value("SELECT current_database()")

    def reset(self):
        self.session.rows("SELECT pg_stat_statements_reset()")

    def read(self, requests, top=5):
        """{statements, round trips, transactions (COMMITs) per request, and the `top` statements by total time}."""
        rows = self.session.rows(
            "SELECT s.calls, round(s.total_exec_time::numeric, 3), s.rows, regexp_replace(s.query, '\\s+', ' ', 'g') "
            "FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid "
            f"WHERE d.datname = '{self.database}' AND s.query NOT ILIKE '%pg_stat_statements%' "
            "ORDER BY s.total_exec_time DESC")
        requests = max(requests, 1)
        calls = [(int(r[0]), float(r[1]), int(r[2]), r[3]) for r in rows]
        control = sum(c for c, _, _, q in calls if TRANSACTION_CONTROL.match(q))
        commits = sum(c for c, _, _, q in calls if re.match(r"^\s*(COMMIT|END)\b", q, re.IGNORECASE))
        total = sum(c for c, _, _, _ in calls)
        work = [(c, t, n, q) for c, t, n, q in calls if not TRANSACTION_CONTROL.match(q)]
        return {
            "statements_per_request": round((total - control) / requests, 2),
            "round_trips_per_request": round(total / requests, 2),
            "commits_per_request": round(commits / requests, 2),
            "top_statements": [{"query": q[:300], "calls_per_request": round(c / requests, 3),
                                "total_ms": t, "mean_us": round(t / max(c, 1) * 1000, 1), "rows": n}
                               for c, t, n, q in work[:top]],
        }

    def close(self):
        self.session.close()


def ended_backend_check(url, postmaster, seconds=0.3):
    """Whether the postgres CPU reading counts backends that ended: a connection of its own burns about `seconds` of
    CPU, its backend's own CPU is read from /proc just before it closes, and the cluster's reading from before the
    burn to after the close (the backend reaped into the postmaster's waited-children CPU) must rise by that much.
    Answers {"backend_s", "counted_s", "ratio"}: near 1 when ended backends count, near 0 or below when they do not."""
    meter = CpuMeter(os.getpid(), postmaster)
    session = Psql(url)
    backend = int(session.value("SELECT pg_backend_pid()"))
    own_before, before = process_seconds(backend), meter.read()[1]
    session.rows(f"SELECT count(*) FROM generate_series(1, {int(seconds * 20_000_000)})")
    own = process_seconds(backend) - own_before
    session.close()
    time.sleep(0.3)  # the postmaster reaps the ended backend
    counted = meter.read()[1] - before
    return {"backend_s": round(own, 3), "counted_s": round(counted, 3), "ratio": round(counted / own, 2) if own else None}


def pgbench(cluster, seconds, clients=8):
    """PostgreSQL's smallest durable write on this cluster: pgbench -i on a scratch database, then a custom script of
    one `UPDATE pgbench_accounts ... WHERE aid = :aid` per transaction with `clients` clients for `seconds`; answers
    transactions/s, latency and postgres CPU per transaction (every postgres process, ended backends included)."""
    if not hasattr(cluster, "pgbench_url"):
        cluster.pgbench_url = cluster.create_database("bench_pgbench")
        subprocess.run(["pgbench", "-i", "-q", "-s", "1", cluster.pgbench_url], check=True, capture_output=True)
    script = os.path.join(cluster.folder, "..", f"pgbench-update-{os.getpid()}.sql")
    with open(script, "w") as file:
        file.write(PGBENCH_SCRIPT)
    postmaster = postmaster_pid(cluster.pgbench_url)
    meter = CpuMeter(os.getpid(), postmaster)
    def command(duration):
        return ["pgbench", "-n", "-c", str(clients), "-j", "1", "-T", str(duration), "-f", script, cluster.pgbench_url]
    subprocess.run(command(1), check=True, capture_output=True)  # warm-up
    time.sleep(0.3)
    before = meter.read()
    output = subprocess.run(command(max(1, round(seconds))), check=True, capture_output=True, text=True).stdout
    time.sleep(0.3)  # its backends ended: let the postmaster reap them into its waited-children CPU
    after = meter.read()
    os.remove(script)
    transactions = int(re.search(r"number of transactions actually processed: (\d+)", output).group(1))
    tps = float(re.search(r"tps = ([0-9.]+)", output).group(1))
    latency = re.search(r"latency average = ([0-9.]+) ms", output)
    return {"clients": clients, "seconds": max(1, round(seconds)), "transactions": transactions,
            "throughput_tps": round(tps, 1), "latency_avg_ms": float(latency.group(1)) if latency else None,
            "postgres_cpu_us_per_transaction": round((after[1] - before[1]) / max(transactions, 1) * 1e6, 1),
            "script": PGBENCH_SCRIPT.strip()}
