"""Offline at the gym (issue 17): with the server stopped (a real outage) the live workout keeps working from the
service worker's cache and the IndexedDB outbox; a reload and a browser restart on the same profile lose nothing;
when the server is back the outbox sends every change once. A change replayed twice makes one set, and two tabs
editing one set show a conflict instead of losing a value."""
from __future__ import annotations

import tempfile
import shutil
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import App, api_call, make_driver

OWNER = "lifter"
PASSWORD = "correct horse battery"


def api(server, method: str, path: str, body: dict | None = None, token: str | None = None) -> tuple[int, dict]:
    return api_call(server.base_url, method, path, body, token)


def token(server) -> str:
    status, body = api(server, "POST", "/auth/token", {"username": OWNER, "password": PASSWORD})
    assert status == 201, body
    return body["token"]


def server_sets(server) -> list[dict]:
    status, workout = api(server, "GET", "/workouts/active", token=token(server))
    assert status == 200, workout
    return [s for exercise in workout["exercises"] for s in exercise["sets"]]


def start_with_bench(app: App, sets: int) -> None:
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Bench Press"]'))
    while len(app.find_all("#workout .set-row")) < sets:
        app.add_set()


def wait_for_service_worker(app: App) -> None:
    """The service worker controls the page; the workout page is then loaded through it, which keeps a copy."""
    app.wait(30).until(lambda d: d.execute_script("return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);"))
    app.get("/workout")
    app.wait(10).until(lambda d: d.execute_async_script(
        "var done = arguments[0]; caches.match('/workout').then(function (hit) { done(Boolean(hit)); });"))


def fill_row(app: App, row, weight: str, reps: str) -> None:
    for name, value in (("weight", weight), ("reps", reps)):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", field)
        field.clear()
        field.send_keys(value)


def row_values(app: App) -> list[tuple[str, str, bool]]:
    return [tuple(values) for values in app.driver.execute_script("""
        return Array.from(document.querySelectorAll('#workout .set-row')).map(function (row) {
          return [row.querySelector('input[name="weight"]').value, row.querySelector('input[name="reps"]').value,
                  row.classList.contains('done')];
        });""")]


def wait_rows(app: App, expected, timeout: float = 10) -> None:
    try:
        app.wait(timeout).until(lambda d: row_values(app) == expected)
    except Exception:
        raise AssertionError(f"rows {row_values(app)} != {expected}; status: {app.find('#outbox-status').text}") from None


def waiting(app: App) -> int:
    text = app.driver.execute_script("var s = document.getElementById('outbox-status'); return s && s.getAttribute('data-waiting');")
    return int(text or "-1")


LOGGED = [("60", "10"), ("80", "8"), ("100", "5"), ("105", "3")]


def test_a_workout_logged_in_an_outage_reaches_the_server_once(server):
    profile = Path(tempfile.mkdtemp(prefix="repbook-profile-"))
    driver = make_driver(extra_args=(f"--user-data-dir={profile}",))
    try:
        app = App(server, driver)
        start_with_bench(app, sets=3)
        wait_for_service_worker(app)
        app.wait_outbox_empty()

        server.stop()  # the outage: nothing answers on the port
        rows = app.find_all("#workout .set-row")
        assert len(rows) == 3
        for row, (weight, reps) in zip(rows, LOGGED):
            fill_row(app, row, weight, reps)
            app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
            app.wait(5).until(lambda d: "done" in row.get_attribute("class"))
        app.click(app.find("#workout .add-set"))
        app.wait(5).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#workout .set-row")) == 4)
        added = app.find_all("#workout .set-row")[3]
        assert added.get_attribute("data-set").startswith("t"), "a set added offline has a temporary id"
        fill_row(app, added, *LOGGED[3])
        app.click(added.find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(5).until(lambda d: "done" in added.get_attribute("class"))
        app.wait(10).until(lambda d: waiting(app) > 0 and "Offline" in d.find_element(By.ID, "outbox-status").text)
        assert "waiting" in app.find("#outbox-status").text
        expected = [(w, r, True) for w, r in LOGGED]
        wait_rows(app, expected)

        # A reload comes from the service worker's cache, with the queued changes drawn over it.
        driver.refresh()
        app.wait_ready()
        wait_rows(app, expected)
        assert waiting(app) > 0

        # Close the browser and open it again on the same profile: the outbox is still there.
        driver.quit()
        driver = make_driver(extra_args=(f"--user-data-dir={profile}",))
        app = App(server, driver)
        app.get("/workout")
        wait_rows(app, expected)
        assert waiting(app) > 0

        server.start()
        app.wait_outbox_empty(timeout=15)
        sets = server_sets(server)
        assert [(s.get("weight"), s.get("reps"), s["done"]) for s in sets] == [
            (float(w), int(r), True) for w, r in LOGGED
        ], "exactly the logged sets, once each"
        status = app.driver.execute_script("var s = document.getElementById('outbox-status'); return [s.textContent, s.hidden];")
        assert "last reached the server" in status[0] and status[1], "at rest only the save status line shows"
        assert all(not row.get_attribute("data-set").startswith("t") for row in app.find_all("#workout .set-row"))
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def test_the_same_change_replayed_makes_one_set(app):
    start_with_bench(app, sets=1)
    before = len(server_sets(app.server))
    entry = app.find("#workout .exercise-card").get_attribute("data-entry")
    # The page's own request, sent twice with one key (a lost answer, then the retry).
    answers = app.driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        var token = document.querySelector('meta[name="csrf-token"]').content;
        function send() {
          return fetch('/workout/exercises/' + arguments[0] + '/sets', {method: 'POST', credentials: 'same-origin',
            headers: {'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'fetch', 'Idempotency-Key': 'replayed-1'},
            body: '_csrf=' + encodeURIComponent(token)}).then(function (r) { return r.text().then(function (t) { return [r.status, t]; }); });
        }
        var entry = arguments[0];
        send(entry).then(function (a) { return send(entry).then(function (b) { done([a, b]); }); });
    """, entry)
    assert answers[0][0] == 201 and answers[1][0] == 201
    assert answers[0][1] == answers[1][1], "the repeat gets the first answer"
    assert len(server_sets(app.server)) == before + 1, "one set, not two"


def test_two_tabs_editing_one_set_show_a_conflict(app):
    start_with_bench(app, sets=1)
    app.wait_outbox_empty()
    first_tab = app.driver.current_window_handle
    app.driver.switch_to.new_window("tab")
    app.get("/workout")
    second_tab = app.driver.current_window_handle

    row = app.find("#workout .set-row")
    fill_row(app, row, "90", "6")
    app.wait_outbox_empty()
    app.wait(10).until(lambda d: "Saved ✓" == d.find_element(By.ID, "save-status").text)

    app.driver.switch_to.window(first_tab)
    row = app.find("#workout .set-row")
    fill_row(app, row, "70", "12")
    app.find("#workout .set-row .set-conflict")
    app.wait(10).until(lambda d: "× 12" in d.find_element(By.CSS_SELECTOR, ".set-conflict [data-keep=mine]").text)
    panel = app.find("#workout .set-row .set-conflict")
    assert "90 kg × 6" in panel.find_element(By.CSS_SELECTOR, "[data-keep=theirs]").text
    assert "70 × 12" in panel.find_element(By.CSS_SELECTOR, "[data-keep=mine]").text
    stored = server_sets(app.server)[0]
    assert (stored["weight"], stored["reps"]) == (90.0, 6), "nothing was overwritten while the user chooses"

    app.click(panel.find_element(By.CSS_SELECTOR, '[data-keep="mine"]'))
    app.wait_outbox_empty()
    app.wait(10).until(lambda d: (server_sets(app.server)[0]["weight"], server_sets(app.server)[0]["reps"]) == (70.0, 12))
    assert not app.exists("#workout .set-conflict")
    app.driver.switch_to.window(second_tab)


def test_installable_and_versioned(app):
    """Chromium finds nothing missing for installing Repbook as an app (manifest, icons, service worker), and the
    caches are named by the build's version."""
    app.setup_owner(OWNER, PASSWORD)
    app.wait(30).until(lambda d: d.execute_script("return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);"))
    app.get("/")
    errors = app.driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
    assert errors.get("installabilityErrors") == [], errors
    names = app.driver.execute_async_script("var done = arguments[0]; caches.keys().then(done);")
    assert any(name.startswith("repbook-shell-") and "__BUILD" not in name for name in names), names


def test_an_exercise_added_in_an_outage_reaches_the_server_once(server):
    """During a real outage: pick an exercise (the picker from the cache), its card appears at once with a first set
    row; log two sets in it, reload; when the server is back it holds that exercise once, with those sets."""
    app = App(server, make_driver())
    try:
        start_with_bench(app, sets=1)
        wait_for_service_worker(app)
        app.get("/workout/add")  # the picker, kept by the service worker as last seen
        app.wait(10).until(lambda d: d.execute_async_script(
            "var done = arguments[0]; caches.match('/workout/add').then(function (hit) { done(Boolean(hit)); });"))
        app.get("/workout")
        app.wait_outbox_empty()

        server.stop()
        app.get("/workout/add")
        app.click(app.find('[data-add-exercise="Back Squat"]'))
        app.wait(15).until(lambda d: d.current_url.split("#")[0].endswith("/workout") and d.execute_script(
            "return Boolean(document.querySelector('.exercise-card[data-offline-card]'));"))
        card = app.find(".exercise-card[data-offline-card]")
        assert card.get_attribute("data-entry").startswith("t"), "an exercise added offline has a temporary entry id"
        assert "Back Squat" in card.text
        rows = card.find_elements(By.CSS_SELECTOR, ".set-row")
        assert len(rows) == 1 and rows[0].get_attribute("data-set").startswith("t")
        fill_row(app, rows[0], "120", "5")
        app.click(rows[0].find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(5).until(lambda d: "done" in rows[0].get_attribute("class"))
        app.click(card.find_element(By.CSS_SELECTOR, ".add-set"))
        app.wait(5).until(lambda d: len(card.find_elements(By.CSS_SELECTOR, ".set-row")) == 2)
        second = card.find_elements(By.CSS_SELECTOR, ".set-row")[1]
        fill_row(app, second, "125", "3")
        app.click(second.find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(5).until(lambda d: "done" in second.get_attribute("class"))
        app.wait(10).until(lambda d: waiting(app) > 0 and "Offline" in d.find_element(By.ID, "outbox-status").text)

        expected = [("120", "5", True), ("125", "3", True)]
        assert row_values(app)[-2:] == expected
        app.driver.refresh()  # from the cache, with the queued card drawn again
        app.wait_ready()
        app.wait(10).until(lambda d: row_values(app)[-2:] == expected)
        assert app.exists(".exercise-card[data-offline-card]")

        server.start()
        app.wait_outbox_empty(timeout=20)
        status, workout = api(server, "GET", "/workouts/active", token=token(server))
        assert status == 200, workout
        squats = [e for e in workout["exercises"] if e["name"] == "Back Squat"]
        assert len(squats) == 1, "the exercise is added once"
        assert [(s.get("weight"), s.get("reps"), s["done"]) for s in squats[0]["sets"]] == [(120.0, 5, True), (125.0, 3, True)]
        card = app.find(f'#exercise-{squats[0]["id"]}')
        assert [row.get_attribute("data-set") for row in card.find_elements(By.CSS_SELECTOR, ".set-row")] == [
            str(s["id"]) for s in squats[0]["sets"]], "the temporary ids became the server's, on the page"
        mapped = app.driver.execute_async_script("""
            var done = arguments[0];
            var open = indexedDB.open('repbook-outbox', 1);
            open.onsuccess = function () {
              var all = open.result.transaction(['ids']).objectStore('ids').getAll();
              all.onsuccess = function () { done(all.result); };
            };""")
        assert {str(row["real"]) for row in mapped} >= {str(squats[0]["id"])} | {str(s["id"]) for s in squats[0]["sets"]}
    finally:
        app.driver.quit()


def test_a_rest_started_offline_follows_the_set_kind(server):
    """Offline, a done warm-up starts the warm-up rest on the device (60 s by default) and a done working set the
    exercise's rest, as the server's SetKindRest would."""
    app = App(server, make_driver())
    try:
        start_with_bench(app, sets=2)
        wait_for_service_worker(app)
        app.wait_outbox_empty()
        exercise_rest = int(app.find("#workout .exercise-card").get_attribute("data-rest"))
        assert exercise_rest != 60, "the test tells the two rests apart"
        server.stop()

        def rest_left() -> int:
            return app.driver.execute_script(
                "var s = JSON.parse(localStorage.getItem('repbook.rest') || 'null');"
                "return s && s.local ? Math.round((s.endsAt - Date.now()) / 1000) : -1;")

        rows = app.find_all("#workout .set-row")
        app.driver.execute_script(
            "var s = arguments[0].querySelector('select[name=kind]'); s.value = 'warmup'; s.dispatchEvent(new Event('change', {bubbles: true}));",
            rows[0])
        fill_row(app, rows[0], "40", "10")
        app.click(rows[0].find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(10).until(lambda d: rest_left() > 0)
        assert 50 <= rest_left() <= 60, f"the warm-up rest, not the exercise's {exercise_rest} s"
        assert app.find("#rest-bar").is_displayed()

        app.driver.execute_script("localStorage.removeItem('repbook.rest');")
        fill_row(app, rows[1], "80", "5")
        app.click(rows[1].find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(10).until(lambda d: rest_left() > 0)
        assert exercise_rest - 10 <= rest_left() <= exercise_rest, "a working set rests the exercise's rest"
        server.start()
        app.wait_outbox_empty(timeout=20)
    finally:
        app.driver.quit()
