"""What browser tests check on a page as it stands, in one place: axe-core 4.x (the axe.min.js that the
axe-playwright-python package ships, injected with Selenium) in the light and the dark theme, and screenshots for
review at phone and desktop size in both themes (only when REPBOOK_SHOTS names a folder)."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

BLOCKING = {"critical", "serious"}
THEMES = ("light", "dark")
SHOT_SIZES = ((390, 844), (1280, 800))


def axe_source() -> str:
    """The text of axe.min.js from the installed axe-playwright-python package."""
    try:
        import axe_playwright_python
    except ImportError:
        pytest.fail("axe-playwright-python is missing from .venv: run scripts/install-browser-deps.sh", pytrace=False)
    path = Path(axe_playwright_python.__file__).resolve().parent / "axe.min.js"
    assert path.exists(), f"no axe.min.js in {path.parent}"
    return path.read_text()


def run_axe(app, source: str) -> list[dict]:
    """axe.run over the document; each violation with its impact and the selectors of its nodes."""
    app.driver.execute_script(source)
    app.driver.set_script_timeout(60)
    result = app.driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(JSON.stringify(r.violations)); })"
        ".catch(function (e) { done(JSON.stringify([{id: 'axe-error', impact: 'critical', nodes: [], help: String(e)}])); });"
    )
    return json.loads(result)


def set_theme(app, theme: str | None) -> None:
    """Shows the page in `theme` (both the app's data-theme and the browser's prefers-color-scheme); None restores."""
    app.driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"media": "", "features": [{"name": "prefers-color-scheme", "value": theme or ""}]},
    )
    if theme is None:
        app.driver.execute_script(
            "var d = document.documentElement, was = d.getAttribute('data-theme-before-check');"
            "if (was === null) return; d.removeAttribute('data-theme-before-check');"
            "if (was === '') d.removeAttribute('data-theme'); else d.setAttribute('data-theme', was);"
        )
    else:
        app.driver.execute_script(
            "var d = document.documentElement;"
            "if (!d.hasAttribute('data-theme-before-check')) d.setAttribute('data-theme-before-check', d.getAttribute('data-theme') || '');"
            "d.setAttribute('data-theme', arguments[0]);",
            theme,
        )


def no_blocking_axe_violations(app) -> None:
    """axe-core over the page as it stands (menus and panels open), light and dark: no critical or serious violation."""
    source = axe_source()
    try:
        for theme in THEMES:
            set_theme(app, theme)
            blocking = [(v["id"], [n.get("target") for n in v["nodes"]][:3]) for v in run_axe(app, source) if v.get("impact") in BLOCKING]
            assert not blocking, f"{theme}: {blocking}"
    finally:
        set_theme(app, None)


def shot(app, name: str) -> None:
    """When REPBOOK_SHOTS names a folder: NAME-390-light.png, -390-dark, -1280-light and -1280-dark of the page as it
    stands, then the phone viewport and the page's own theme again. Without it, nothing."""
    folder = os.environ.get("REPBOOK_SHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    try:
        for width, height in SHOT_SIZES:
            app.driver.execute_cdp_cmd(
                "Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
            )
            for theme in THEMES:
                set_theme(app, theme)
                app.driver.save_screenshot(str(Path(folder) / f"{name}-{width}-{theme}.png"))
    finally:
        width, height = SHOT_SIZES[0]
        app.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True},
        )
        set_theme(app, None)
