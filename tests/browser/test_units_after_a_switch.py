"""Units after a switch to pounds (issue 32, item 3): a history and a template kept in kilograms show in pounds
everywhere a lifter reads or loads a weight: the live workout's prefilled LB column, the template form, the plate line
and the records, converted and rounded to what a lifter loads (no "120kg" under an lb header, no "264.55 lb")."""
import re
from pathlib import Path

from selenium.webdriver.common.by import By

from page_checks import shot

OWNER = "switcher"
PASSWORD = "correct horse battery"
HEADER = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
TWO_DECIMALS = re.compile(r"\d+\.\d\d")


def test_pounds_everywhere_after_the_switch(app, tmp_path):
    app.setup_owner(OWNER, PASSWORD)
    path = Path(tmp_path) / "strong.csv"
    sets = [(60, 5), (80, 3), (90, 1), (120, 5), (120, 5), (120, 5)]
    path.write_text(HEADER + "".join(
        f'2026-11-20 18:00:00,"Leg Day",1h,"Squat (Barbell)",{i},{w}.0,{r},0,0,,,\n' for i, (w, r) in enumerate(sets, start=1)))
    app.get("/settings/data")
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(path))
    app.click_and_wait_for_load(app.find("#upload-button"))
    app.click_and_wait_for_load(app.find("#import-button"))

    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Leg Day"})
    app.add_template_exercises("Back Squat")
    app.fill("form#template-form", {"sets_0": "3", "reps_0": "5", "weight_0": "110", "progression_0": "linear", "increment_0": "2.5"})
    app.submit("#save-template")
    template = app.find('[data-template="Leg Day"] a.row-link').get_attribute("href")

    app.get("/settings")
    app.fill("form#settings-form", {"weight_unit": "lb"})
    app.submit("#save-settings")

    # The template kept in kg reads in pounds under its lb header: 110 kg is 245 lb (242.5 takes 1.25 lb plates).
    app.get(template.replace(app.server.base_url, ""))
    weight = app.find('form#template-form input[name="weight_0"]').get_attribute("value")
    assert weight == "245", weight

    # The workout: last time 3 x 5 at 120 kg (the ramp not read), so +2.5 kg = 122.5 kg, shown as 270 lb.
    app.get("/plans")
    app.submit('[data-template="Leg Day"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")
    head = app.find("#workout .exercise-card .set-head").text.lower()
    assert "lb" in head, head
    weights = [r.find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") for r in app.find_all("#workout .set-row")]
    assert weights == ["270", "270", "270"], weights
    previous = [r.find_element(By.CSS_SELECTOR, "[data-previous]").text for r in app.find_all("#workout .set-row")]
    assert previous == ["265×5", "265×5", "265×5"], f"last time's working sets, in pounds: {previous}"
    plates = app.find("#workout .set-row [data-row-plates]").text
    assert "=" not in plates, f"270 lb is loadable exactly: {plates}"
    assert not TWO_DECIMALS.search(plates), plates
    reason = app.find("[data-coaching-reason]").text
    assert "lb" in reason and "kg" not in reason, f"the reason reads in the lifter's unit: {reason}"
    shot(app, "workout-lb")

    for row in app.find_all("#workout .set-row"):
        set_id = row.get_attribute("data-set")
        app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path
    records = app.find("#records").text
    assert "270 lb" in records, records
    assert not TWO_DECIMALS.search(records), records
    assert "kg" not in records, records
