#!/usr/bin/env python3
"""The fallback load generator when wrk is missing: the same requests as wrk-api.lua from asyncio keep-alive
connections in this separate process, one request in flight per connection. Prints the same `BENCH-JSON {...}` line.

Usage: loadgen.py PORT CONNECTIONS SECONDS  (with BENCH_TOKEN, BENCH_MODE, BENCH_WORKOUT, BENCH_SETS set as for wrk)
"""
import asyncio
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stats import percentile  # noqa: E402


class Requests:
    """The request bytes of the run, in order across all connections (like one wrk thread)."""

    def __init__(self):
        self.token = os.environ["BENCH_TOKEN"]
        self.mode = os.environ["BENCH_MODE"]
        self.workout = os.environ.get("BENCH_WORKOUT", "")
        self.sets = [s for s in os.environ.get("BENCH_SETS", "").split(",") if s]
        self.counter = 0

    def next(self):
        head = f"Host: 127.0.0.1\r\nAuthorization: Bearer {self.token}\r\nContent-Type: application/json\r\n"
        if self.mode == "read-active":
            return f"GET /api/v1/workouts/active HTTP/1.1\r\n{head}\r\n".encode()
        index, passes = self.counter % len(self.sets), self.counter // len(self.sets)
        self.counter += 1
        done = "true" if passes % 2 == 0 else "false"
        body = f'{{"weight":{60 + self.counter % 40},"unit":"kg","reps":{3 + self.counter % 8},"done":{done}}}'
        path = f"/api/v1/workouts/{self.workout}/sets/{self.sets[index]}"
        return f"PATCH {path} HTTP/1.1\r\n{head}Content-Length: {len(body)}\r\n\r\n{body}".encode()


async def read_response(reader):
    """Reads one response (Content-Length or chunked body) and answers its status."""
    status_line = await reader.readline()
    status = int(status_line.split()[1])
    length, chunked = 0, False
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
        elif name.lower() == "transfer-encoding" and "chunked" in value.lower():
            chunked = True
    if chunked:
        while (size := int((await reader.readline()).strip(), 16)) > 0:
            await reader.readexactly(size + 2)
        await reader.readline()
    else:
        await reader.readexactly(length)
    return status


async def client(port, requests, deadline, latencies, errors):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    while time.perf_counter() < deadline:
        start = time.perf_counter()
        writer.write(requests.next())
        status = await read_response(reader)
        latencies.append((time.perf_counter() - start) * 1e6)
        if status >= 400:
            errors["status"] += 1
    writer.close()


async def main(port, connections, seconds):
    requests, latencies = Requests(), []
    errors = {"connect": 0, "read": 0, "write": 0, "status": 0, "timeout": 0}
    start = time.perf_counter()
    deadline = start + seconds
    await asyncio.gather(*(client(port, requests, deadline, latencies, errors) for _ in range(connections)))
    duration_us = (time.perf_counter() - start) * 1e6
    print("BENCH-JSON " + json.dumps({
        "requests": len(latencies), "duration_us": int(duration_us), "p50_us": int(percentile(latencies, 50)),
        "p99_us": int(percentile(latencies, 99)), "mean_us": round(sum(latencies) / len(latencies), 1),
        "max_us": int(max(latencies)), "errors": errors}))


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])))
