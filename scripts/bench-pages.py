#!/usr/bin/env python3
"""Prints server-side page timings: signs in to a running Repbook and fetches each page N times.

Usage: scripts/bench-pages.py --base-url http://127.0.0.1:8080 --username ana --password '...' [-n 200]
"""
import argparse
import http.cookiejar
import re
import statistics
import time
import urllib.parse
import urllib.request

PAGES = ["/", "/library", "/library?q=bench", "/library?category=legs", "/library/new", "/settings", "/healthz"]


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


if __name__ == "__main__":
    main()
