"""RIR beside RPE (issue 33, item 7): a lifter who thinks in reps in reserve switches the setting to RIR, logs a set
with "2 RIR" in two taps (the ⋯, then the chip 2), and it is stored once as RPE 8 (the API answers rpe 8 and rir 2) and
shown as "2 RIR" on the live page, after a reload and in the finished workout. The settings page, the open set panel
and the finished workout pass axe-core."""
from __future__ import annotations

from selenium.webdriver.common.by import By

from conftest import api_call
from page_checks import no_blocking_axe_violations, shot

OWNER = "lifter"
PASSWORD = "correct horse battery"


def token(server) -> str:
    status, body = api_call(server.base_url, "POST", "/auth/token", {"username": OWNER, "password": PASSWORD})
    assert status == 201, body
    return body["token"]


def test_switch_to_rir_and_log_two_rir(app, server):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings")
    assert app.selected_value('select[name="effort_scale"]') == "rpe", "RPE by default"
    no_blocking_axe_violations(app)
    app.fill("form#settings-form", {"effort_scale": "rir"})
    app.submit("#save-settings")
    assert app.selected_value('select[name="effort_scale"]') == "rir"

    app.get("/")
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    row = app.find("#workout .set-row")
    set_id = row.get_attribute("data-set")
    for name, value in (("weight", "100"), ("reps", "5")):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(value)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))

    # Two taps: the ⋯, then 2 under RIR. The chips count reps in reserve; none says RPE.
    app.click(row.find_element(By.CSS_SELECTOR, ".set-more > summary"))
    legend = row.find_element(By.CSS_SELECTOR, "fieldset.effort legend").text
    assert legend.startswith("RIR"), legend
    labels = [e.get_attribute("textContent") for e in row.find_elements(By.CSS_SELECTOR, "fieldset.effort")[0].find_elements(By.CSS_SELECTOR, ".effort-chip span")]
    assert labels == ["–", "0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4"], labels
    two = next(e for e in row.find_elements(By.CSS_SELECTOR, ".effort-chip") if e.text == "2")
    assert two.rect["height"] >= 44 and two.rect["width"] >= 44, two.rect
    app.click(two)
    app.wait(3).until(lambda d: row.find_element(By.CSS_SELECTOR, ".rpe-tag").text == "2 RIR")
    shot(app, "effort-rir-open")
    no_blocking_axe_violations(app)
    app.wait_outbox_empty()

    # Stored once, as RPE 8; the API answers both readings.
    bearer = token(server)
    status, workout = api_call(server.base_url, "GET", "/workouts/active", token=bearer)
    assert status == 200, workout
    stored = workout["exercises"][0]["sets"][0]
    assert (stored["rpe"], stored["rir"]) == (8, 2), stored

    # A reload draws it from the server the same way.
    app.get("/workout")
    tag = app.find("#workout .set-row .rpe-tag").get_attribute("textContent")
    assert tag == "2 RIR", tag
    assert app.find('#workout .set-row input[name="rpe"][value="8"]').is_selected()

    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path
    assert "100 kg × 5 · 2 RIR" in app.body_text()
    no_blocking_axe_violations(app)
