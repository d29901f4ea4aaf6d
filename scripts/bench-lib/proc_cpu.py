"""CPU time of processes read from /proc: the server's, and a PostgreSQL cluster's (its postmaster's children)."""
import os
import subprocess

TICKS = os.sysconf("SC_CLK_TCK")


def _stat_fields(pid):
    """The fields of /proc/PID/stat after the command name (the first is the state, field 3), or None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            text = file.read()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2:].split()


def process_seconds(pid, waited_children=False):
    """utime + stime of the process (all its threads, ended ones included) in seconds; with `waited_children` also
    cutime + cstime, the CPU of its children that ended and were waited for. 0 when the process is gone."""
    fields = _stat_fields(pid)
    if fields is None:
        return 0.0
    ticks = int(fields[11]) + int(fields[12])  # fields 14 and 15: utime, stime
    if waited_children:
        ticks += int(fields[13]) + int(fields[14])  # fields 16 and 17: cutime, cstime
    return ticks / TICKS


def children(parent):
    """The pids whose parent is `parent` (from /proc/*/stat)."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            fields = _stat_fields(name)
            if fields is not None and int(fields[1]) == parent:
                found.append(int(name))
    return found


def postmaster_pid(url):
    """The pid of the postmaster serving `url`, found as the parent of a backend (`pg_backend_pid()`, read while its
    connection is still open); the cluster must run on this machine."""
    psql = subprocess.Popen(["psql", "--no-psqlrc", "-At", "-d", url], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True)
    try:
        psql.stdin.write("SELECT pg_backend_pid();\n")
        psql.stdin.flush()
        backend = int(psql.stdout.readline().strip())
        fields = _stat_fields(backend)
    finally:
        psql.stdin.close()
        psql.wait()
    if fields is None:
        raise RuntimeError(f"PostgreSQL backend {backend} is not visible in /proc: is the cluster on another machine?")
    return int(fields[1])


class CpuMeter:
    """Reads the CPU seconds so far of a server process and, when given a postmaster, of the PostgreSQL cluster: every
    child of the postmaster (backends, checkpointer, WAL writer, ...) plus the children that ended (its cutime)."""

    def __init__(self, server_pid, postmaster=None):
        self.server_pid, self.postmaster = server_pid, postmaster

    def read(self):
        """(server seconds, postgres seconds or None)."""
        server = process_seconds(self.server_pid)
        if self.postmaster is None:
            return server, None
        postgres = process_seconds(self.postmaster, waited_children=True)
        postgres += sum(process_seconds(pid) for pid in children(self.postmaster))
        return server, postgres

    @staticmethod
    def per_request(before, after, requests):
        """Microseconds of server (and postgres) CPU per completed request between two readings, as JSON fields."""
        requests = max(requests, 1)
        fields = {"server_cpu_us_per_request": round((after[0] - before[0]) / requests * 1e6, 1)}
        if before[1] is not None:
            fields["postgres_cpu_us_per_request"] = round((after[1] - before[1]) / requests * 1e6, 1)
        return fields
