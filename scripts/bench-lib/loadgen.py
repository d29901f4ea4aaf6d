#!/usr/bin/env python3
"""The fallback load generator when wrk is missing: the same requests as wrk-api.lua (every BENCH_MODE) from asyncio
keep-alive connections in this separate process, one request in flight per connection. Prints the same
`BENCH-JSON {...}` line. Being Python on the same two cores, it saturates long before wrk does: its throughput figures
are a floor, not the server's.

Usage: loadgen.py PORT CONNECTIONS SECONDS  (with the BENCH_* environment of wrk-api.lua)
"""
import asyncio
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stats import percentile  # noqa: E402


class Requests:
    """The request bytes of the run, in order across all connections (like one wrk thread); the modes of wrk-api.lua."""

    def __init__(self):
        self.mode = os.environ["BENCH_MODE"]
        self.token = os.environ.get("BENCH_TOKEN", "")
        self.workout = os.environ.get("BENCH_WORKOUT", "")
        self.sets = [s for s in os.environ.get("BENCH_SETS", "").split(",") if s]
        self.entries = [e for e in os.environ.get("BENCH_ENTRIES", "").split(",") if e]
        self.cookie = os.environ.get("BENCH_COOKIE", "")
        self.csrf = os.environ.get("BENCH_CSRF", "")
        self.users = [u.split(";") for u in os.environ.get("BENCH_USERS", "").split(",") if u]
        self.path = os.environ.get("BENCH_PATH", "")
        self.counter = 0

    @staticmethod
    def _json_head(token):
        return f"Host: 127.0.0.1\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\n"

    @staticmethod
    def _request(method, path, head, body):
        return f"{method} {path} HTTP/1.1\r\n{head}Content-Length: {len(body)}\r\n\r\n{body}".encode()

    def next(self):
        if self.mode == "read-active":
            return f"GET /api/v1/workouts/active HTTP/1.1\r\n{self._json_head(self.token)}\r\n".encode()
        if self.mode == "healthz":
            return b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        if self.mode == "get":
            head = "Host: 127.0.0.1\r\n" + (f"Authorization: Bearer {self.token}\r\n" if self.token else "")
            head += f"Cookie: {self.cookie}\r\n" if self.cookie else ""
            return f"GET {self.path} HTTP/1.1\r\n{head}\r\n".encode()
        self.counter += 1
        weight, reps = 60 + self.counter % 40, 3 + self.counter % 8
        added = f'{{"weight":{weight},"unit":"kg","reps":{reps},"done":true}}'
        if self.mode == "add-set":
            entry = self.entries[self.counter % len(self.entries)]
            path = f"/api/v1/workouts/{self.workout}/exercises/{entry}/sets"
            return self._request("POST", path, self._json_head(self.token), added)
        if self.mode == "users-add-set":
            token, workout, entry = self.users[self.counter % len(self.users)]
            return self._request("POST", f"/api/v1/workouts/{workout}/exercises/{entry}/sets", self._json_head(token), added)
        if self.mode == "users-change-set":
            token, workout, set_id = self.users[(self.counter - 1) % len(self.users)]
            done = "true" if (self.counter - 1) // len(self.users) % 2 == 0 else "false"
            body = f'{{"weight":{weight},"unit":"kg","reps":{reps},"done":{done}}}'
            return self._request("PATCH", f"/api/v1/workouts/{workout}/sets/{set_id}", self._json_head(token), body)
        index, passes = (self.counter - 1) % len(self.sets), (self.counter - 1) // len(self.sets)
        if self.mode == "form-change-set":
            head = (f"Host: 127.0.0.1\r\nCookie: {self.cookie}\r\nX-CSRF-Token: {self.csrf}\r\nX-Requested-With: fetch\r\n"
                    "Content-Type: application/x-www-form-urlencoded\r\n")
            body = f"weight={weight}&reps={reps}&done={1 if passes % 2 == 0 else 0}"
            return self._request("POST", f"/workout/sets/{self.sets[index]}", head, body)
        done = "true" if passes % 2 == 0 else "false"
        body = f'{{"weight":{weight},"unit":"kg","reps":{reps},"done":{done}}}'
        return self._request("PATCH", f"/api/v1/workouts/{self.workout}/sets/{self.sets[index]}", self._json_head(self.token), body)


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
