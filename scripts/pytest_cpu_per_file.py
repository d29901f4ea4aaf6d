"""A pytest plugin that measures the CPU each test file costs, its server processes' and browsers' included.

    PYTHONPATH=scripts REPBOOK_PYTEST_CPU_LOG=/tmp/cpu.tsv .venv/bin/python -m pytest -p pytest_cpu_per_file ... tests

Each test's CPU is its process's own (user + system) plus that of the child processes it reaped; the process becomes a
child subreaper, so a browser that chromedriver leaves behind is reparented to it and reaped after the test too. Each
file's sum, wall clock and test count go to REPBOOK_PYTEST_CPU_LOG (tab-separated, one line per file and worker, appended).
With pytest-xdist every worker measures its own files (`--dist loadfile` keeps a file on one worker).
"""

from __future__ import annotations

import ctypes
import os
import time

import pytest

PR_SET_CHILD_SUBREAPER = 36
_files: dict[str, list[float]] = {}


def _cpu() -> float:
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def _reap_orphans() -> None:
    """Reaps the exited processes reparented here (their CPU then counts among the children's)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def pytest_configure(config):
    if os.environ.get("REPBOOK_PYTEST_CPU_LOG"):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if not os.environ.get("REPBOOK_PYTEST_CPU_LOG"):
        yield
        return
    cpu, wall = _cpu(), time.monotonic()
    yield
    if nextitem is None or nextitem.path != item.path:
        time.sleep(0.2)  # a browser's processes ending after the module's teardown
    _reap_orphans()
    totals = _files.setdefault(str(item.path.relative_to(item.config.rootpath)), [0.0, 0.0, 0])
    totals[0] += _cpu() - cpu
    totals[1] += time.monotonic() - wall
    totals[2] += 1


def pytest_unconfigure(config):
    path = os.environ.get("REPBOOK_PYTEST_CPU_LOG")
    if not path or not _files:
        return
    with open(path, "a") as log:
        for name, (cpu, wall, tests) in _files.items():
            log.write(f"{name}\t{cpu:.1f}\t{wall:.1f}\t{tests}\n")
