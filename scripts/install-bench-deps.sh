#!/usr/bin/env bash
# Installs what scripts/bench needs besides Swift and Python 3: the HTTP load generator wrk (Debian package "wrk").
# Idempotent. Without root or sudo it only says so: scripts/bench then falls back to its own Python load generator.
set -euo pipefail

if command -v wrk >/dev/null 2>&1; then
    echo "install-bench-deps: $(command -v wrk) already installed"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
        SUDO="sudo -n"
    else
        echo "install-bench-deps: wrk is missing and apt-get needs root (no usable sudo); the Python load generator will be used" >&2
        exit 1
    fi
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-bench-deps: wrk is missing and this is not a Debian-like system; the Python load generator will be used" >&2
    exit 1
fi

echo "install-bench-deps: installing wrk"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wrk
echo "install-bench-deps: $(command -v wrk)"
