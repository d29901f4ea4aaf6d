#!/usr/bin/env python3
"""Saves PNG screenshots of Repbook's main pages, for reviewing the design.

Usage (with the venv from scripts/install-browser-deps.sh and a running server with a user):

    .venv/bin/python scripts/screenshots.py --base-url http://127.0.0.1:8080 \\
        --username lifter --password 'correct horse battery' --out /tmp/shots

Every page is taken at 390x844 (phone) and 1280x800 (desktop), with the browser's
prefers-color-scheme emulated as light and as dark. Files are named PAGE-WIDTH-SCHEME.png,
e.g. library-390-dark.png. /signin is taken first, signed out, in a fresh browser.
(The app's own appearance setting still applies: a user set to "light" stays light.)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

os.environ["SE_OFFLINE"] = "true"  # never let Selenium Manager download anything

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import TimeoutException, WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = os.environ.get("REPBOOK_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("REPBOOK_CHROMEDRIVER", "/usr/bin/chromedriver")

SIZES = [(390, 844), (1280, 800)]
SCHEMES = ["light", "dark"]
SIGNED_IN_PAGES = [
    ("home", "/"),
    ("library", "/library"),
    ("library-search", "/library?q=bench"),
    ("library-new", "/library/new"),
    ("settings", "/settings"),
    ("data", "/settings/data"),
    ("backups", "/settings/backups"),
    ("plan-import", "/plans/import"),
    ("archive-upload", "/settings/data/archive"),
    ("workout", "/workout"),
    ("workout-add", "/workout/add"),
    ("plans", "/plans"),
    ("template", "/templates/1"),
    ("split", "/splits/1"),
    ("history", "/history"),
    ("history-all", "/history/all"),
    ("analytics", "/analytics"),
    ("body", "/body"),
    ("body-weight", "/body/weight"),
    ("body-weight-import", "/body/weight/import"),
    ("body-photos", "/body/photos"),
]


def make_driver() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--hide-scrollbars",
        "--window-size=1280,800",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    return driver


def emulate(driver: webdriver.Chrome, width: int, height: int, scheme: str) -> None:
    # Headless windows cannot be narrower than 500 px, so the viewport is emulated exactly.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )


def wait_ready(driver: webdriver.Chrome) -> None:
    WebDriverWait(driver, 30, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script("return document.readyState") == "complete"
    )
    try:  # web fonts, if any, before the picture
        driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "(document.fonts ? document.fonts.ready : Promise.resolve()).then(() => done(true));"
        )
    except WebDriverException:
        pass
    time.sleep(0.2)  # let CSS transitions settle; this is a picture tool, not a test


def capture(driver: webdriver.Chrome, path: Path, full_page: bool) -> None:
    if not full_page:
        driver.save_screenshot(str(path))
        return
    import base64

    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = metrics.get("cssContentSize") or metrics["contentSize"]
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1},
        },
    )
    path.write_bytes(base64.b64decode(shot["data"]))


def shoot(driver, base_url: str, name: str, page: str, out: Path, full_page: bool) -> list[Path]:
    saved = []
    for width, height in SIZES:
        for scheme in SCHEMES:
            emulate(driver, width, height, scheme)
            driver.get(base_url + page)
            wait_ready(driver)
            target = out / f"{name}-{width}-{scheme}.png"
            capture(driver, target, full_page)
            landed = urlparse(driver.current_url)
            note = "" if landed.path == urlparse(base_url + page).path else f"  (landed on {landed.path})"
            print(f"  {target.name}{note}")
            saved.append(target)
    return saved


def sign_in(driver, base_url: str, username: str, password: str) -> None:
    driver.get(base_url + "/signin")
    wait_ready(driver)
    form = driver.find_element(By.CSS_SELECTOR, "form#signin-form")
    form.find_element(By.CSS_SELECTOR, '[name="username"]').send_keys(username)
    form.find_element(By.CSS_SELECTOR, '[name="password"]').send_keys(password)
    driver.execute_script("document.__shotMarker = 1;")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    try:
        WebDriverWait(driver, 30, ignored_exceptions=(WebDriverException,)).until(
            lambda d: d.execute_script("return document.__shotMarker || null;") is None
        )
    except TimeoutException:
        sys.exit("sign-in did not load a new page")
    wait_ready(driver)
    if urlparse(driver.current_url).path == "/signin":
        errors = driver.find_elements(By.CSS_SELECTOR, ".flash-error")
        message = errors[0].text if errors else "still on /signin"
        sys.exit(f"sign-in failed: {message}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", required=True, help="e.g. http://127.0.0.1:8080")
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--out", required=True, type=Path, help="directory for the PNG files (created)")
    parser.add_argument("--full-page", action="store_true", help="capture the whole page, not just the viewport")
    parser.add_argument("--exercise", help="an exercise page to take as well, e.g. /library/12")
    args = parser.parse_args()

    base_url = args.base_url.rstrip("/")
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []

    # Signed out first, in a fresh browser with no cookies.
    driver = make_driver()
    try:
        print("signin (signed out)")
        saved += shoot(driver, base_url, "signin", "/signin", out, args.full_page)
    finally:
        driver.quit()

    driver = make_driver()
    try:
        emulate(driver, *SIZES[0], SCHEMES[0])
        sign_in(driver, base_url, args.username, args.password)
        pages = SIGNED_IN_PAGES + ([("exercise", args.exercise)] if args.exercise else [])
        for name, page in pages:
            print(f"{name} ({page})")
            saved += shoot(driver, base_url, name, page, out, args.full_page)
    finally:
        driver.quit()

    print(f"saved {len(saved)} screenshots to {out}")


if __name__ == "__main__":
    main()
