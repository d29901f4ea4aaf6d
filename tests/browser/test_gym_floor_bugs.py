"""The gym-floor bugs of issue 32: an offline Finish shows at once that the workout is finished and leaves no phantom
rest countdown on the summary or any other page; calendar cells never break a word ("Evenin g"); a timed exercise's
last entry in the Library reads as sets, not "– reps × 1"."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import App, make_driver

OWNER = "lifter"
PASSWORD = "correct horse battery"
HEADER = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
HISTORY = HEADER + "".join([
    '2026-11-03 18:51:52,"Evening Workout",1h 8m,"Squat (Barbell)",1,100.0,5,0,0,,,\n',
    '2026-11-03 18:51:52,"Evening Workout",1h 8m,"Aerobics",1,0,0,0,720,,,\n',
    '2026-11-05 13:20:00,"Afternoon Workout",1h 2m,"Squat (Barbell)",1,100.0,5,0,0,,,\n',
    '2026-11-10 07:10:00,"Morning Workout",58m,"Squat (Barbell)",1,102.5,5,0,0,,,\n',
])


def import_history(app: App, folder: Path) -> None:
    path = folder / "strong.csv"
    path.write_text(HISTORY)
    app.get("/settings")
    app.click_and_wait_for_load(app.find("#data-link"))
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(path))
    app.click_and_wait_for_load(app.find("#upload-button"))
    app.click_and_wait_for_load(app.find("#import-button"))
    assert "Imported 3 workouts" in app.find(".flash").text, app.body_text()[:400]


BROKEN_WORDS = """
var broken = [];
document.querySelectorAll('.calendar-label').forEach(function (label) {
  var text = label.firstChild;
  if (!text) { return; }
  var re = /\\S+/g, match;
  while ((match = re.exec(text.textContent))) {
    var range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    var lines = {};
    Array.prototype.forEach.call(range.getClientRects(), function (r) { if (r.width > 0) { lines[Math.round(r.top)] = true; } });
    if (Object.keys(lines).length > 1) { broken.push(match[0]); }
  }
});
return broken;
"""


def test_calendar_words_whole_and_timed_library_entry(app, tmp_path):
    app.setup_owner(OWNER, PASSWORD)
    import_history(app, tmp_path)
    for width in (390, 320):
        app.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        app.get("/history?month=2026-11")
        labels = [e.text for e in app.find_all(".calendar-label")]
        assert any("Evening" in text for text in labels), labels
        assert app.driver.execute_script(BROKEN_WORDS) == [], f"a word broken across lines at {width}px"

    app.get("/library")
    row = app.row("Aerobics")
    assert row is not None, app.row_names()
    entry = row.find_element(By.CSS_SELECTOR, ".last-entry").text
    assert entry.endswith("· 1 set"), entry
    assert "reps" not in entry, entry


def test_an_offline_finish_shows_at_once_and_leaves_no_rest_behind(server):
    profile = Path(tempfile.mkdtemp(prefix="repbook-profile-"))
    driver = make_driver(extra_args=(f"--user-data-dir={profile}",))
    app = App(server, driver)
    try:
        app.setup_owner(OWNER, PASSWORD)
        app.submit("#start-empty")
        app.wait_for_path("/workout")
        app.submit("#add-exercise")
        app.click_and_wait_for_load(app.find('[data-add-exercise="Bench Press"]'))
        app.wait(30).until(lambda d: d.execute_script("return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);"))
        app.get("/workout")
        app.wait_outbox_empty()

        server.stop()
        row = app.find("#workout .set-row")
        for name, value in (("weight", "80"), ("reps", "5")):
            field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
            field.clear()
            field.send_keys(value)
        app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(5).until(lambda d: "done" in row.get_attribute("class"))
        app.click(app.find("#finish-workout"))

        # At once, on screen: the workout is finished on this device, and no rest is counting for it.
        note = app.find("#finishing-note")
        assert note.is_displayed() and "finished" in note.text.lower(), note.text
        assert not app.find("#finish-workout").is_enabled()
        app.driver.implicitly_wait(0)
        import time
        time.sleep(2.5)  # past the moment an unanswered done set would start a local rest
        assert not app.find("#rest-bar").is_displayed(), "no rest after the workout is finished"
        assert app.driver.execute_script("return localStorage.getItem('repbook.rest');") is None

        server.start()
        app.wait(30).until(lambda d: "/history/" in d.current_url)
        app.wait_ready()
        assert not app.find("#rest-bar").is_displayed(), "no phantom rest on the summary"
        app.get("/")
        assert not app.find("#rest-bar").is_displayed(), "no phantom rest on other pages"
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
