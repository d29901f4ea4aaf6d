#!/usr/bin/env python3
"""Prints server-side page timings: signs in to a running Repbook and fetches each page N times.

Usage: scripts/bench-pages.py --base-url http://127.0.0.1:8080 --username ana --password '...' [-n 200]

With a workout in progress it also times logging a set end to end the way the page's script does: one
POST of the set row (marking it done), answered with JSON, committed to SQLite before the answer.
"""
import argparse
import http.cookiejar
import re
import statistics
import time
import urllib.parse
import urllib.request

PAGES = [
    "/", "/library", "/library?q=bench", "/library?category=legs", "/library/new", "/settings", "/plans", "/history", "/history/all", "/analytics",
    "/workout", "/workout/add", "/body", "/body/weight", "/body/supplements", "/body/photos",
    "/healthz",
]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--base-url", default="http://127.0.0.1:8080")
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("-n", type=int, default=200)
    args = parser.parse_args()

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(args.base_url + "/signin").read().decode()
    token = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    form = urllib.parse.urlencode({"_csrf": token, "username": args.username, "password": args.password}).encode()
    start = time.perf_counter()
    opener.open(args.base_url + "/signin", data=form).read()
    print(f"sign-in (bcrypt cost 12 + redirect to home): {(time.perf_counter() - start) * 1000:.1f} ms")

    print(f"{'page':28} {'median ms':>10} {'p95 ms':>8} {'bytes':>8}")
    for path in PAGES:
        samples = []
        size = 0
        for _ in range(args.n):
            start = time.perf_counter()
            size = len(opener.open(args.base_url + path).read())
            samples.append((time.perf_counter() - start) * 1000)
        samples.sort()
        p95 = samples[int(len(samples) * 0.95) - 1]
        print(f"{path:28} {statistics.median(samples):>10.2f} {p95:>8.2f} {size:>8}")

    workout = opener.open(args.base_url + "/workout").read().decode()
    set_ids = re.findall(r'data-set="(\d+)"', workout)
    csrf = re.search(r'name="csrf-token" content="([^"]+)"', workout)
    if not set_ids or not csrf:
        print("(no workout in progress with a set: skipping the set-logging timing)")
        return
    samples = []
    for index in range(args.n):
        body = urllib.parse.urlencode({
            "_csrf": csrf.group(1), "weight": str(100 + index % 7), "reps": "5", "kind": "normal", "done": str(index % 2),
        }).encode()
        request = urllib.request.Request(
            args.base_url + f"/workout/sets/{set_ids[0]}", data=body, headers={"X-Requested-With": "fetch"})
        start = time.perf_counter()
        opener.open(request).read()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    p95 = samples[int(len(samples) * 0.95) - 1]
    print(f"{'log a set (POST row, done)':28} {statistics.median(samples):>10.2f} {p95:>8.2f}")


if __name__ == "__main__":
    main()
