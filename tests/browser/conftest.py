"""Fixtures for Repbook's headless-browser tests.

Each test gets its own server (the real `.build/debug/repbook` binary on a free port with a
fresh data directory) and a headless Chromium at a 390x844 phone viewport: one per pytest process, reset between
tests to a fresh one's state (`_WorkerBrowser`); tests that need another profile or arguments call `make_driver`.

Run through `scripts/test`, or directly: `.venv/bin/python -m pytest -q tests/browser`
(after `swift build --product repbook` and `scripts/install-browser-deps.sh`).
Set REPBOOK_BINARY to test another build of the server.

The servers hash passwords at bcrypt cost 4 (`--test-bcrypt-cost 4` with REPBOOK_TEST_MODE=1, which the binary
requires beside it): at the default 12 a debug build spends about 0.28 s of CPU on every setup, sign-up and sign-in.
`test_password_hash_cost.py` checks that a server started without the option hashes at 12.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

# Selenium must never try to download a browser or driver: the machine is offline.
os.environ["SE_OFFLINE"] = "true"

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import (  # noqa: E402
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
    WebDriverException,
)  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webelement import WebElement  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
ARTIFACTS = HERE / "artifacts"
BINARY = Path(os.environ.get("REPBOOK_BINARY", REPO_ROOT / ".build" / "debug" / "repbook"))
CHROMIUM = os.environ.get("REPBOOK_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("REPBOOK_CHROMEDRIVER", "/usr/bin/chromedriver")

# The bcrypt cost test servers hash at (see the module's doc); None starts a server as an install runs it, at 12.
TEST_BCRYPT_COST: int | None = 4

PHONE = (390, 844)
STARTUP_TIMEOUT = 60.0
WAIT_TIMEOUT = 20.0


# --------------------------------------------------------------------------- JSON API


def api_call(base_url: str, method: str, path: str, body: dict | None = None, token: str | None = None) -> tuple[int, dict]:
    """One JSON request under /api/v1: the status and the decoded body (an error's too)."""
    request = urllib.request.Request(base_url + "/api/v1" + path, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    data = json.dumps(body).encode() if body is not None else None
    try:
        with urllib.request.urlopen(request, data=data, timeout=10) as response:
            text = response.read().decode()
            return response.status, (json.loads(text) if text else {})
    except urllib.error.HTTPError as error:
        text = error.read().decode()
        return error.code, (json.loads(text) if text else {})


# --------------------------------------------------------------------------- server


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def environment_in_test_mode() -> dict[str, str]:
    """This process's environment with REPBOOK_TEST_MODE=1, without which the binary refuses `--test-bcrypt-cost`."""
    return {**os.environ, "REPBOOK_TEST_MODE": "1"}


class RepbookServer:
    """The real server binary as a subprocess, on a fixed port and data directory."""

    def __init__(
        self, binary: Path, data_dir: Path, log_path: Path, extra_args: tuple[str, ...] = (),
        bcrypt_cost: int | None = TEST_BCRYPT_COST,
    ):
        self.binary = binary
        self.bcrypt_cost = bcrypt_cost
        self.data_dir = data_dir
        self.log_path = log_path
        self.port = free_port()
        self.host = "127.0.0.1"
        self.base_url = f"http://{self.host}:{self.port}"
        self.process: subprocess.Popen | None = None
        self.starts = 0
        self.extra_args = extra_args

    @property
    def command(self) -> list[str]:
        return [
            str(self.binary), "serve",
            "--host", self.host,
            "--port", str(self.port),
            "--data-dir", str(self.data_dir),
            *(("--test-bcrypt-cost", str(self.bcrypt_cost)) if self.bcrypt_cost is not None else ()),
            *self.extra_args,
        ]

    def output(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def start(self) -> None:
        assert self.process is None or self.process.poll() is not None, "server already running"
        self.starts += 1
        with self.log_path.open("ab") as log:
            log.write(f"\n----- start #{self.starts}: {' '.join(self.command)}\n".encode())
            log.flush()
            self.process = subprocess.Popen(
                self.command,
                cwd=str(REPO_ROOT),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=environment_in_test_mode() if self.bcrypt_cost is not None else None,
            )
        self._wait_healthy()

    def _wait_healthy(self) -> None:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        last_error = "no attempt"
        while time.monotonic() < deadline:
            code = self.process.poll()
            if code is not None:
                pytest.fail(
                    f"repbook server exited with status {code} before /healthz answered.\n"
                    f"command: {' '.join(self.command)}\n--- server output ---\n{self.output()}",
                    pytrace=False,
                )
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2) as response:
                    if response.status == 200:
                        return
                    last_error = f"status {response.status}"
            except urllib.error.HTTPError as error:
                last_error = f"status {error.code}"
            except (urllib.error.URLError, ConnectionError, socket.timeout, OSError) as error:
                last_error = repr(error)
            time.sleep(0.1)
        self.stop()
        pytest.fail(
            f"repbook server did not answer 200 on /healthz within {STARTUP_TIMEOUT:.0f} s "
            f"(last: {last_error}).\n--- server output ---\n{self.output()}",
            pytrace=False,
        )

    def kill(self) -> None:
        """SIGKILL: no graceful shutdown, like a power cut."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()

    def restart(self) -> None:
        """SIGKILL the server, then start it again on the same port and data directory."""
        self.kill()
        self.start()


@pytest.fixture
def server(request):
    if not BINARY.exists():
        pytest.fail(
            f"server binary not found at {BINARY}; build it with `swift build --product repbook`",
            pytrace=False,
        )
    work = Path(tempfile.mkdtemp(prefix="repbook-browser-"))
    data_dir = work / "data"
    data_dir.mkdir()
    srv = RepbookServer(BINARY, data_dir, work / "server.log")
    try:
        srv.start()
        yield srv
    finally:
        srv.stop()
        if _failed(request):
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            log = ARTIFACTS / f"{_artifact_name(request)}-server.log"
            log.write_text(srv.output())
            print(f"\nserver output saved to {log}; last lines:\n" + "\n".join(srv.output().splitlines()[-40:]))
        shutil.rmtree(work, ignore_errors=True)


# --------------------------------------------------------------------------- browser


def make_driver(width: int = PHONE[0], height: int = PHONE[1], extra_args: tuple[str, ...] = ()) -> webdriver.Chrome:
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
        f"--window-size={width},{height}",
        *extra_args,
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    # Headless windows have a minimum width of 500 px; emulate the exact phone viewport instead.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    driver.set_page_load_timeout(60)
    return driver


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)


def _failed(request) -> bool:
    report = getattr(request.node, "rep_call", None)
    setup = getattr(request.node, "rep_setup", None)
    return bool((report is not None and report.failed) or (setup is not None and setup.failed))


def _artifact_name(request) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)


class _WorkerBrowser:
    """The one headless Chromium of a pytest process (an xdist worker), handed to test after test.

    Starting Chromium took about 1.15 s of CPU and 5 s of wall clock per test; between tests `reset` leaves it as a
    fresh one is (one blank tab, no cookies, no storage, cache, service worker or permission of the origins the test
    used, the phone viewport, no emulated media, headers or network conditions, Selenium's default timeouts). After a
    failed test, or when the reset fails, the browser is quit and the next test starts a new one.
    """

    def __init__(self):
        self.driver: webdriver.Chrome | None = None

    def take(self) -> webdriver.Chrome:
        if self.driver is None:
            self.driver = make_driver()
        return self.driver

    def discard(self) -> None:
        if self.driver is not None:
            try:
                self.driver.quit()
            finally:
                self.driver = None

    def reset(self, origins: set[str]) -> None:
        drv = self.driver
        handles = drv.window_handles
        for handle in handles[1:]:
            drv.switch_to.window(handle)
            origins.add(_origin(drv.current_url))
            drv.close()
        drv.switch_to.window(handles[0])
        origins.add(_origin(drv.current_url))
        drv.get("about:blank")
        for origin in sorted(o for o in origins if o):
            drv.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        for command, arguments in (
            ("Network.clearBrowserCookies", {}),
            ("Network.clearBrowserCache", {}),
            ("Network.setExtraHTTPHeaders", {"headers": {}}),
            ("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}),
            ("Browser.resetPermissions", {}),
            ("Browser.setDownloadBehavior", {"behavior": "default"}),
            ("Emulation.setEmulatedMedia", {"media": "", "features": []}),
            ("Emulation.setDeviceMetricsOverride", {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True}),
        ):
            drv.execute_cdp_cmd(command, arguments)
        drv.implicitly_wait(0)
        drv.set_script_timeout(30)
        drv.set_page_load_timeout(60)


def _origin(url: str) -> str:
    parts = urlparse(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else ""


@pytest.fixture(scope="session")
def _worker_browser():
    browser = _WorkerBrowser()
    yield browser
    browser.discard()


@pytest.fixture
def driver(request, _worker_browser):
    drv = _worker_browser.take()
    try:
        yield drv
    finally:
        failed = _failed(request)
        if failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            name = _artifact_name(request)
            try:
                drv.save_screenshot(str(ARTIFACTS / f"{name}.png"))
                (ARTIFACTS / f"{name}.html").write_text(drv.page_source)
                print(f"\nfailure screenshot: {ARTIFACTS / (name + '.png')} (url {drv.current_url})")
            except Exception as error:  # the browser may be the thing that broke
                print(f"\ncould not save failure screenshot: {error!r}")
        served = request.node.funcargs.get("server")
        origins = {_origin(served.base_url)} if isinstance(served, RepbookServer) else set()
        # A test that ends with its server stopped (the offline page of the pseudo-locale walk) leaves a page and a
        # service worker of an origin that no longer answers: resetting them hung for 610 s in CI, so that browser is
        # replaced instead.
        stopped = isinstance(served, RepbookServer) and (served.process is None or served.process.poll() is not None)
        try:
            if failed or stopped:
                _worker_browser.discard()
            else:
                _worker_browser.reset(origins)
        except Exception as error:
            print(f"\nthe shared browser could not be reset ({error!r}); the next test starts a new one")
            _worker_browser.discard()


# --------------------------------------------------------------------------- page helpers


class App:
    """A browser pointed at one server, with helpers that speak the web app's contract."""

    def __init__(self, server: RepbookServer, driver: webdriver.Chrome):
        self.server = server
        self.driver = driver

    # navigation -------------------------------------------------------------

    def wait(self, timeout: float = WAIT_TIMEOUT) -> WebDriverWait:
        return WebDriverWait(
            self.driver, timeout, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)
        )

    def get(self, path: str) -> None:
        self.driver.get(self.server.base_url + path)
        self.wait_ready()

    def wait_ready(self) -> None:
        WebDriverWait(self.driver, WAIT_TIMEOUT, ignored_exceptions=(WebDriverException,)).until(
            lambda d: d.execute_script("return document.readyState") == "complete"
        )

    @property
    def path(self) -> str:
        return urlparse(self.driver.current_url).path

    @property
    def query(self) -> dict[str, list[str]]:
        return parse_qs(urlparse(self.driver.current_url).query)

    def wait_for_path(self, path: str) -> None:
        try:
            self.wait().until(lambda d: urlparse(d.current_url).path == path)
        except TimeoutException:
            raise AssertionError(
                f"expected to be on {path}, but the browser is on {self.driver.current_url}\n"
                f"page text: {self.body_text()[:600]}"
            ) from None
        self.wait_ready()

    @contextmanager
    def expect_navigation(self, what: str = "the action"):
        """Waits, after the body of the `with`, until the browser shows a new document.

        The old document is tagged with a random marker; the wait ends when the current document
        no longer carries it. (Element staleness races with chromedriver during navigations.)
        """
        marker = secrets.token_hex(8)
        self.driver.execute_script("document.__repbookMarker = arguments[0];", marker)
        yield
        try:
            WebDriverWait(self.driver, WAIT_TIMEOUT, ignored_exceptions=(WebDriverException,)).until(
                lambda d: d.execute_script("return document.__repbookMarker || null;") != marker
            )
        except TimeoutException:
            raise AssertionError(f"{what} did not load a new page (still on {self.driver.current_url})") from None
        self.wait_ready()

    def click_and_wait_for_load(self, element: WebElement) -> None:
        """Clicks something that navigates (a link or a submit button) and waits for the new page."""
        with self.expect_navigation(f"clicking {self.describe(element)}"):
            self.click(element)

    def click(self, element: WebElement) -> None:
        # Scroll to the middle of the viewport so a fixed tab bar or header cannot cover the target.
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'});", element)
        self.wait().until(lambda d: element.is_displayed() and element.is_enabled())
        element.click()

    def describe(self, element: WebElement) -> str:
        return self.driver.execute_script("return arguments[0].outerHTML.slice(0, 200);", element)

    # elements ---------------------------------------------------------------

    def find(self, css: str) -> WebElement:
        try:
            return self.wait().until(EC.presence_of_element_located((By.CSS_SELECTOR, css)))
        except TimeoutException:
            raise AssertionError(
                f"no element matches {css!r} on {self.driver.current_url}\npage text: {self.body_text()[:600]}"
            ) from None

    def find_all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def exists(self, css: str) -> bool:
        return len(self.find_all(css)) > 0

    def body_text(self) -> str:
        try:
            return self.driver.find_element(By.TAG_NAME, "body").text
        except NoSuchElementException:
            return self.driver.page_source

    def h1(self) -> str:
        return self.find("h1").text.strip()

    def fill(self, form_css: str, values: dict[str, str]) -> WebElement:
        """Fills named fields of a form: text inputs and textareas are replaced, selects are chosen."""
        form = self.find(form_css)
        for name, value in values.items():
            fields = form.find_elements(By.CSS_SELECTOR, f'[name="{name}"]')
            assert fields, f"{form_css} has no field named {name!r}"
            field = fields[0]
            if field.tag_name.lower() == "select":
                self.choose(field, value)
            else:
                self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", field)
                field.clear()
                field.send_keys(value)
        return form

    def choose(self, select_element: WebElement, wanted: str) -> None:
        """Selects an option by value, or else by its visible text (ignoring case)."""
        select = Select(select_element)
        for option in select.options:
            if option.get_attribute("value") == wanted:
                select.select_by_value(wanted)
                return
        for option in select.options:
            if option.text.strip().lower() == wanted.lower():
                select.select_by_visible_text(option.text)
                return
        values = [(o.get_attribute("value"), o.text) for o in select.options]
        raise AssertionError(f"select {select_element.get_attribute('name')!r} has no option {wanted!r}: {values}")

    def selected_value(self, css: str) -> str:
        return Select(self.find(css)).first_selected_option.get_attribute("value")

    def submit(self, button_css: str) -> None:
        self.click_and_wait_for_load(self.find(button_css))

    # live workout -----------------------------------------------------------

    def add_set(self, card_css: str = "#workout .exercise-card") -> None:
        """Taps "+ Add set" in the first card matching `card_css`: the row appears at once (no reload) and the
        outbox sends the add; waits until the server answered it (the row carries the server's id)."""
        # Before the outbox has opened its IndexedDB the tap is the plain form (a reload), so rows are counted afresh.
        count = f"var c = document.querySelector({card_css!r}); return c ? c.querySelectorAll('.set-row').length : -1;"
        before = self.driver.execute_script(count)
        self.click(self.find(card_css).find_element(By.CSS_SELECTOR, ".add-set"))
        self.wait().until(lambda d: d.execute_script(count) == before + 1)
        self.wait_ready()
        self.wait_outbox_empty()

    def wait_outbox_empty(self, timeout: float = WAIT_TIMEOUT) -> None:
        """Waits until the workout page's outbox has sent every queued change."""
        try:
            self.wait(timeout).until(
                lambda d: d.execute_script(
                    "var s = document.getElementById('outbox-status'); return s && s.getAttribute('data-waiting');"
                ) == "0"
            )
        except TimeoutException:
            raise AssertionError(f"the outbox did not empty: {self.body_text()[:600]}") from None

    # flows ------------------------------------------------------------------

    def setup_owner(self, username: str, password: str) -> None:
        self.get("/setup")
        self.fill("form#setup-form", {"username": username, "password": password, "password_confirm": password})
        self.submit("form#setup-form button[type=submit]")
        self.wait_for_path("/")

    def sign_in(self, username: str, password: str) -> None:
        self.get("/signin")
        self.fill("form#signin-form", {"username": username, "password": password})
        self.submit("form#signin-form button[type=submit]")

    def tab(self, name: str) -> WebElement:
        return self.find(f'nav.tabbar a[data-tab="{name}"]')

    def current_tab(self) -> str | None:
        current = self.find_all('nav.tabbar a[aria-current="page"]')
        assert len(current) <= 1, f"more than one tab is current: {[t.get_attribute('data-tab') for t in current]}"
        return current[0].get_attribute("data-tab") if current else None

    # library ----------------------------------------------------------------

    def rows(self) -> list[WebElement]:
        self.find("ul#exercise-list")
        return self.find_all("ul#exercise-list li.exercise-row")

    def row_names(self) -> list[str]:
        return [row.get_attribute("data-name") for row in self.rows()]

    def row(self, name: str) -> WebElement | None:
        for row in self.rows():
            if row.get_attribute("data-name") == name:
                return row
        return None

    def search_library(self, text: str) -> None:
        box = self.find("form#library-search-form input#library-search")
        box.clear()
        with self.expect_navigation(f"pressing Enter in the library search for {text!r}"):
            box.send_keys(text, Keys.ENTER)

    # templates --------------------------------------------------------------

    def add_template_exercises(self, *names: str) -> None:
        """In the template editor: types each name into the picker's search (no Enter), checks it, then presses Add,
        which redraws the form in place (no page load); waits until every name is a row of the form."""
        search = self.find("#template-search")
        for name in names:
            search = self.find("#template-search")
            search.clear()
            search.send_keys(name)
            row = self.find(f'#template-picker-list li[data-name="{name}"]')
            self.wait().until(lambda d: row.is_displayed())
            box = row.find_element(By.CSS_SELECTOR, 'input[type="checkbox"]')
            if not box.is_selected():
                self.click(row.find_element(By.CSS_SELECTOR, "label"))
        form = self.find("#template-form")
        swaps = form.get_attribute("data-swapped") or "0"
        self.click(self.find("#template-add"))
        self.wait().until(lambda d: (d.find_element(By.ID, "template-form").get_attribute("data-swapped") or "0") != swaps)
        legends = [e.text for e in self.find_all("#template-form fieldset.template-row legend")]
        missing = [n for n in names if n not in legends]
        assert not missing, f"the form should list {missing} after Add; it lists {legends}"

    # appearance -------------------------------------------------------------

    def theme(self) -> str | None:
        return self.driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme")

    def background_rgb(self) -> tuple[int, int, int]:
        """The body's computed background (falling back to <html>'s, then the white canvas)."""
        colors = self.driver.execute_script(
            "return [getComputedStyle(document.body).backgroundColor,"
            " getComputedStyle(document.documentElement).backgroundColor];"
        )
        for color in colors:
            parsed = _parse_css_color(color)
            if parsed is not None and parsed[3] > 0:
                return parsed[:3]
        return (255, 255, 255)


def _parse_css_color(text: str) -> tuple[int, int, int, float] | None:
    numbers = re.findall(r"[\d.]+", text or "")
    if not text.startswith("rgb") or len(numbers) < 3:
        return None
    r, g, b = (int(float(n)) for n in numbers[:3])
    alpha = float(numbers[3]) if len(numbers) > 3 else 1.0
    return (r, g, b, alpha)


@pytest.fixture
def app(server, driver) -> App:
    return App(server, driver)
