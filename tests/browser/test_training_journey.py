"""A new lifter's first week at phone size: a template, a split, today's workout logged with the keyboard,
the rest timer moving focus on, a reload mid-workout, and the summary with a record."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

OWNER = "lifter"
PASSWORD = "correct horse battery"


def active_set_id(app) -> str | None:
    return app.driver.execute_script(
        "var row = document.activeElement && document.activeElement.closest('.set-row');"
        "return row ? row.getAttribute('data-set') : null;"
    )


def set_rows(app):
    return app.find_all("#workout .set-row")


def add_template_exercise(app, name: str) -> None:
    app.add_template_exercises(name)


def log_set_with_keyboard(app, row, weight: str, reps: str) -> None:
    weight_field = row.find_element(By.CSS_SELECTOR, 'input[name="weight"]')
    app.click(weight_field)
    weight_field.send_keys(Keys.CONTROL, "a")
    weight_field.send_keys(weight, Keys.ENTER)
    reps_field = app.driver.switch_to.active_element
    assert reps_field.get_attribute("name") == "reps", "Enter in the weight moves to the reps"
    reps_field.send_keys(Keys.CONTROL, "a")
    reps_field.send_keys(reps, Keys.ENTER)
    set_id = row.get_attribute("data-set")
    app.wait().until(lambda d: d.find_element(By.ID, f"set-{set_id}").get_attribute("class").find("done") != -1)


def test_plan_train_and_finish(app):
    app.setup_owner(OWNER, PASSWORD)

    # Something to beat: an old bench session through the quick log.
    app.get("/library")
    app.search_library("bench")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    app.fill("form#quick-log-form", {"weight": "100", "reps": "5", "sets": "2"})
    app.driver.execute_script("document.querySelector('#quick-log-form input[name=date]').value = '2025-01-06';")
    app.submit("#log-button")
    assert "Logged Bench Press." in app.body_text()

    # A template with targets, built from Plans.
    app.get("/plans")
    app.submit("#new-template")
    app.fill("form#template-form", {"name": "Push Day"})
    add_template_exercise(app, "Bench Press")
    add_template_exercise(app, "Barbell Row")
    app.fill("form#template-form", {"sets_0": "2", "reps_0": "5", "rest_0": "3", "sets_1": "1", "reps_1": "8-12", "rest_1": "3"})
    app.submit("#save-template")
    assert "Push Day saved." in app.body_text()
    assert "Bench Press, Barbell Row" in app.find("#template-list").text

    # A weekly split with Push Day on every day, activated under its own name.
    app.submit("#new-weekly-split")
    app.fill("form#split-form", {"name": "Push week"})
    for day in range(7):
        app.choose(app.find(f'select[name="day_{day}"]'), "Push Day")
    app.submit("#save-split")
    activate = app.find('[data-split="Push week"] details.activate')
    app.click(activate.find_element(By.TAG_NAME, "summary"))
    app.fill('[data-split="Push week"] form.activate-form', {"custom_name": "Block 1"})
    app.click_and_wait_for_load(activate.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert app.path == "/"
    today = app.find("#today-card").text.lower()
    assert "block 1" in today and "push day" in today

    # Today's workout, every set typed and finished with the keyboard.
    app.submit("#start-today")
    app.wait_for_path("/workout")
    assert app.h1() == "Push Day"
    rows = set_rows(app)
    assert len(rows) == 3, "two bench sets and one row set from the template"
    # Prefilled from last time, shown next to what was lifted then.
    assert rows[0].find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") == "100"
    assert "100×5" in rows[0].find_element(By.CSS_SELECTOR, ".previous").text

    ids = [row.get_attribute("data-set") for row in rows]
    log_set_with_keyboard(app, rows[0], "105", "5")
    # The rest timer counts down in the bar on the page, then focus moves to the next set.
    bar = app.find("#rest-bar")
    app.wait(5).until(lambda d: bar.is_displayed())
    seconds = int(app.find("#rest-remaining").get_attribute("data-seconds"))
    assert 1 <= seconds <= 3
    app.wait(10).until(lambda d: active_set_id(app) == ids[1])
    assert not bar.is_displayed()

    log_set_with_keyboard(app, set_rows(app)[1], "107.5", "4")

    # Reload mid-workout: the two done sets and their numbers are all there.
    app.get("/workout")
    rows = set_rows(app)
    assert [("done" in r.get_attribute("class")) for r in rows] == [True, True, False]
    assert rows[1].find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") == "107.5"
    assert rows[1].find_element(By.CSS_SELECTOR, 'input[name="reps"]').get_attribute("value") == "4"

    # The last set: pounds typed by hand come back exactly as typed.
    log_set_with_keyboard(app, rows[2], "135lb", "10")
    app.get("/workout")
    assert set_rows(app)[2].find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") == "135lb"

    app.submit("#finish-workout")
    assert "/history/" in app.path
    assert "workout complete" in app.body_text().lower()
    assert app.find('[data-stat="sets"]').text == "3"
    records = app.find("#records").text
    assert "Bench Press · Heaviest weight: 107.5 kg" in records
    assert "Best estimated 1RM" in records

    # The calendar shows today's workout; the full list has it; it is read-only there.
    app.get("/history")
    assert "Push Day" in app.find("#day-workouts").text
    app.get("/history/all")
    assert "Push Day" in app.find("#workout-history").text
    assert not app.exists("#workout .set-row")


def test_start_while_active_offers_resume_finish_or_discard(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.find("#picker-search").send_keys("squat")
    squat = app.find('[data-add-exercise="Back Squat"]')
    app.click_and_wait_for_load(squat)
    assert "Back Squat" in app.find("#workout").text

    app.get("/")
    assert app.exists("#resume-workout")
    # Starting a template while one is open asks what to do with the open one.
    app.driver.execute_script(
        "var f = document.createElement('form'); f.method = 'post'; f.action = '/workout/start';"
        "f.innerHTML = '<input name=_csrf value=' + document.querySelector('meta[name=csrf-token]').content + '><input name=from value=empty>';"
        "document.body.appendChild(f); f.submit();"
    )
    app.wait_for_path("/workout/start")
    assert "A workout is in progress" in app.body_text()
    app.driver.execute_script("window.confirm = () => true;")
    app.submit("#conflict-discard")
    assert app.path == "/"
    assert "discarded" in app.body_text()
    assert not app.exists("#resume-workout")


def test_acknowledged_sets_survive_a_killed_server(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    row = set_rows(app)[0]
    log_set_with_keyboard(app, row, "140", "3")
    app.wait().until(lambda d: "Saved" in app.find("#save-status").text)

    # A power cut: SIGKILL, no graceful shutdown, then the server comes back on the same data.
    app.server.restart()
    app.get("/workout")
    row = set_rows(app)[0]
    assert "done" in row.get_attribute("class")
    assert row.find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") == "140"
    assert row.find_element(By.CSS_SELECTOR, 'input[name="reps"]').get_attribute("value") == "3"
