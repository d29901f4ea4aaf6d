#!/usr/bin/env bash
# Installs Node.js for the browser code's unit tests (`node --test tests/client/`, Node's own test runner; no npm
# packages). Idempotent: does nothing when a `node` of version 18 or later is on PATH, else installs Debian's nodejs.
set -euo pipefail

have_node() {
    command -v node >/dev/null 2>&1 && [ "$(node -p 'Number(process.versions.node.split(".")[0])')" -ge 18 ]
}

if have_node; then
    echo "install-node: node $(node --version) already installed"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "install-node: not root and sudo is not available" >&2
    fi
fi
echo "install-node: installing Debian's nodejs"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs
have_node || { echo "install-node: node 18 or later is needed for node --test; found $(node --version 2>/dev/null || echo none)" >&2; exit 1; }
