#!/usr/bin/env bash
# Installs what the headless-browser tests need. Idempotent: safe to run every time.
#   - Debian packages chromium and chromium-driver (system chromedriver at /usr/bin/chromedriver)
#   - Debian packages nginx-light and openssl (the reverse-proxy test)
#   - a Python venv at .venv (repo root) with selenium, pytest, pytest-xdist (scripts/test's two workers), the OpenAPI
#     validator, Pillow (test images) and oidc-provider-mock (a real OpenID Connect provider, built on Authlib, that the sign-in tests go through) and
#     axe-playwright-python (only for its axe-core axe.min.js)
# Selenium never downloads drivers (Selenium Manager is kept offline); the tests use the
# system chromedriver through a Service.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export DEBIAN_FRONTEND=noninteractive
export SE_OFFLINE=true

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "install-browser-deps: not root and sudo is not available" >&2
    fi
fi

have_chromium() {
    command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]
}
have_chromedriver() {
    [ -x /usr/bin/chromedriver ] || command -v chromedriver >/dev/null 2>&1
}

if have_chromium && have_chromedriver; then
    echo "install-browser-deps: chromium and chromedriver already installed"
else
    echo "install-browser-deps: installing chromium and chromium-driver"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        chromium chromium-driver
fi

# nginx (in front of Repbook in tests/browser/test_behind_proxy.py) and openssl (its test certificate).
if [ -x /usr/sbin/nginx ] && command -v openssl >/dev/null 2>&1; then
    echo "install-browser-deps: nginx and openssl already installed"
else
    echo "install-browser-deps: installing nginx-light and openssl"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light openssl
fi

if [ ! -x /usr/bin/chromedriver ]; then
    echo "install-browser-deps: /usr/bin/chromedriver is missing after install" >&2
    exit 1
fi

VENV="$ROOT/.venv"
if [ ! -x "$VENV/bin/python" ]; then
    echo "install-browser-deps: creating Python venv at .venv"
    PY=""
    for candidate in python3 /usr/bin/python3 python; do
        if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import venv, ensurepip' >/dev/null 2>&1; then
            PY="$candidate"
            break
        fi
    done
    if [ -z "$PY" ]; then
        echo "install-browser-deps: installing python3-venv"
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 python3-venv
        PY=/usr/bin/python3
    fi
    rm -rf "$VENV"
    "$PY" -m venv "$VENV"
fi

if "$VENV/bin/python" -c 'import selenium, pytest, xdist, openapi_spec_validator, yaml, PIL, schemathesis, oidc_provider_mock' >/dev/null 2>&1; then
    echo "install-browser-deps: selenium, pytest, pytest-xdist, schemathesis and oidc-provider-mock already installed in .venv"
else
    echo "install-browser-deps: installing selenium, pytest, pytest-xdist, Pillow, schemathesis and oidc-provider-mock into .venv"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check selenium pytest pytest-xdist openapi-spec-validator pyyaml \
        pillow schemathesis oidc-provider-mock
fi

# axe-core 4.x for the accessibility test (tests/browser/test_accessibility.py): the package ships axe.min.js, which
# the test injects with Selenium; --no-deps because Playwright itself is not needed.
if "$VENV/bin/python" -c 'import axe_playwright_python' >/dev/null 2>&1; then
    echo "install-browser-deps: axe-playwright-python already installed in .venv"
else
    echo "install-browser-deps: installing axe-playwright-python (axe-core) into .venv"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps axe-playwright-python
fi

echo "install-browser-deps: $(/usr/bin/chromedriver --version 2>/dev/null | head -n1)"
echo "install-browser-deps: $("$VENV/bin/python" -c 'import selenium, pytest; print("selenium", selenium.__version__, "/ pytest", pytest.__version__)')"
