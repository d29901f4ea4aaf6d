"""Coaching on the workout page: a template with a linear rule, started twice in a row, prefills the stepped weight with
its reason in one line and the plates per side; one tap adds the warm-up ramp rounded to the plates. Screenshots at
phone size, light and dark, go to REPBOOK_SHOTS when it is set."""

from selenium.webdriver.common.by import By
from page_checks import shot

OWNER = "lifter"
PASSWORD = "correct horse battery"


def rows(app):
    return app.find_all("#workout .set-row")


def value(row, name: str) -> str:
    return row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]').get_attribute("value")


def start_template(app, name: str) -> None:
    app.get("/plans")
    app.submit(f'[data-template="{name}"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")


def do_every_set_and_finish(app) -> None:
    for row in rows(app):
        set_id = row.get_attribute("data-set")
        app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path


def test_progression_reason_plates_and_warm_up(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Heavy Bench"})
    app.add_template_exercises("Bench Press")
    app.fill("form#template-form", {"sets_0": "3", "reps_0": "5", "weight_0": "100", "progression_0": "linear", "increment_0": "2.5"})
    app.submit("#save-template")
    assert app.path == "/plans"

    # The first time: the template's weight, no reason yet, the plates for 100 kg.
    start_template(app, "Heavy Bench")
    assert [value(r, "weight") for r in rows(app)] == ["100", "100", "100"]
    assert not app.exists("[data-coaching-reason]")
    assert app.find("#workout .set-row [data-row-plates]").text == "Plates a side: 25 + 15"
    do_every_set_and_finish(app)

    # The second time in a row: every set reached 5, so +2.5 kg, and the page says why in one line.
    start_template(app, "Heavy Bench")
    assert [value(r, "weight") for r in rows(app)] == ["102.5", "102.5", "102.5"]
    assert [value(r, "reps") for r in rows(app)] == ["5", "5", "5"]
    reason = app.find("[data-coaching-reason]").text
    assert "Last time 3 × 5 at 100 kg reached the top of 5: +2.5 kg" in reason, reason
    assert app.find("#workout .set-row [data-row-plates]").text == "Plates a side: 25 + 15 + 1.25"
    reason_box = app.find("[data-coaching-reason]").rect
    assert reason_box["height"] < 60, "the reason fits in a line or two at phone width"
    shot(app, "workout-suggestion-plates")

    # One tap adds the ramp: 40, 60, 80% of 102.5 kg rounded down to the plates.
    button = app.find("[data-warmup]")
    assert button.rect["height"] >= 44
    app.click_and_wait_for_load(button)
    app.wait_for_path("/workout")
    kinds = [r.find_element(By.CSS_SELECTOR, 'select[name="kind"]').get_attribute("value") for r in rows(app)]
    assert kinds == ["warmup", "warmup", "warmup", "normal", "normal", "normal"], kinds
    assert [value(r, "weight") for r in rows(app)][:3] == ["40", "60", "80"]
    assert not app.exists("[data-warmup]"), "the ramp is added once"
    shot(app, "workout-warmups")

    # Dark mode: the same page stays readable.
    app.get("/settings")
    app.fill("form#settings-form", {"appearance": "dark"})
    app.submit("#save-settings")
    app.get("/workout")
    assert app.find("[data-coaching-reason]").is_displayed()
    shot(app, "workout-suggestion-plates-appearance-dark")


def test_plate_settings_change_the_plates(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings/coaching")
    app.fill("form#coaching-form", {"plates_kg": "25, 20, banana"})
    app.submit("#save-coaching")
    assert "Plates must be numbers" in app.body_text()
    app.fill("form#coaching-form", {"plates_kg": "20, 10, 5, 2.5, 1.25", "warmup_steps": "50x5, 75x3"})
    app.submit("#save-coaching")
    assert app.path == "/settings/coaching"
    assert app.find('input[name="plates_kg"]').get_attribute("value") == "20, 10, 5, 2.5, 1.25"
    assert app.find('input[name="warmup_steps"]').get_attribute("value") == "50×5, 75×3"
    shot(app, "coaching-settings")


def test_search_forgives_as_you_type(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    for typed, wanted in (("pullup", "Pull-Up"), ("Pull-Ups", "Pull-Up"), ("ohp", "Overhead Press"), ("bb row", "Barbell Row")):
        box = app.find("#library-search")
        box.clear()
        box.send_keys(typed)
        shown = app.driver.execute_script(
            "return Array.from(document.querySelectorAll('#exercise-list li.exercise-row'))"
            ".filter(li => li.getClientRects().length > 0).map(li => li.getAttribute('data-name'));")
        assert wanted in shown, (typed, shown)
        if typed == "bb row":
            assert shown == ["Barbell Row"], shown
    # The server's search (no script) forgives the same way.
    app.get("/library?q=pull%20ups")
    assert app.exists('#exercise-list li[data-name="Pull-Up"]')


def test_template_picker_forgives_as_you_type(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/templates/new")
    for typed, wanted in (("pullup", "Pull-Up"), ("ohp", "Overhead Press"), ("db curl", "Dumbbell Curl")):
        box = app.find("#template-search")
        box.clear()
        box.send_keys(typed)
        shown = app.driver.execute_script(
            "return Array.from(document.querySelectorAll('#template-picker-list li.pick-row'))"
            ".filter(li => !li.hidden).map(li => li.getAttribute('data-name'));")
        assert wanted in shown, (typed, shown)
        assert "Barbell Row" not in shown, (typed, shown)
