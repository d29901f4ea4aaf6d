"""Starting and stopping `repbook serve`, and timing its cold start."""
import os
import signal
import socket
import subprocess
import time


def free_port():
    """A TCP port on loopback that nothing listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _healthz_answers(port):
    """True when `GET /healthz` answers 200 on `port`; False while nothing listens yet."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
            connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            return connection.recv(64).startswith(b"HTTP/1.1 200")
    except (ConnectionRefusedError, ConnectionResetError):
        return False


class Server:
    """One `repbook serve` process on a free port, its log in `log_path`; scheduled backups off; `extra_args` go to
    `serve` as well."""

    def __init__(self, binary, data_dir, log_path, extra_args=()):
        self.binary = binary
        self.extra_args = list(extra_args)
        self.data_dir = data_dir
        self.log_path = log_path
        self.port = free_port()
        self.process = None

    def start(self, poll_seconds=0.002, limit_seconds=30):
        """Starts the process and waits for the first answered /healthz; answers the milliseconds from spawn to it."""
        log = open(self.log_path, "ab")
        start = time.perf_counter()
        self.process = subprocess.Popen(
            [self.binary, "serve", "--port", str(self.port), "--data-dir", self.data_dir, "--backup-every", "0", *self.extra_args],
            stdout=log, stderr=subprocess.STDOUT)
        log.close()
        while not _healthz_answers(self.port):
            if self.process.poll() is not None:
                raise RuntimeError(f"repbook serve exited with {self.process.returncode}; see {self.log_path}")
            if time.perf_counter() - start > limit_seconds:
                raise RuntimeError(f"repbook serve did not answer /healthz within {limit_seconds} s")
            time.sleep(poll_seconds)
        return (time.perf_counter() - start) * 1000

    def stop(self):
        """Stops the process (SIGTERM, then SIGKILL after 10 s) and waits for it, so its data folder lock is free."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def cold_starts(binary, data_dir, log_path, count, extra_args=()):
    """Starts a fresh server `count` times, each stopped before the next; answers the milliseconds of each start."""
    times = []
    for _ in range(count):
        server = Server(binary, data_dir, log_path, extra_args)
        try:
            times.append(server.start())
        finally:
            server.stop()
    return times
