"""Rest per set kind: a warm-up starts the warm-up rest (60 s unless changed in Settings), a drop set starts none and
moves straight on to the next set; a working set keeps the default rest."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

OWNER = "lifter"
PASSWORD = "correct horse battery"


def tick(app, row, kind: str, weight: str, reps: str) -> None:
    Select(row.find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value(kind)
    for name, value in (("weight", weight), ("reps", reps)):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(value)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    set_id = row.get_attribute("data-set")
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))


def rest_left(app) -> int | None:
    return app.driver.execute_script(
        "var bar = document.getElementById('rest-bar'); if (bar.hidden) return null;"
        "return Number(document.getElementById('rest-remaining').getAttribute('data-seconds'));")


def test_warm_up_rests_its_own_time_and_a_drop_set_none(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings")
    assert app.find('input[name="warmup_rest_seconds"]').get_attribute("value") == "60"
    assert app.find('input[name="drop_rest_seconds"]').get_attribute("value") == "0"
    app.fill("form#settings-form", {"warmup_rest_seconds": "45"})
    app.submit("#save-settings")
    assert "Settings saved." in app.body_text()

    app.get("/")
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    app.add_set()
    app.add_set()
    rows = app.find_all("#workout .set-row")

    tick(app, rows[0], "warmup", "60", "5")
    app.wait(5).until(lambda d: rest_left(app) is not None)
    assert 40 <= rest_left(app) <= 45, f"the warm-up rest is the setting's 45 s: {rest_left(app)}"
    app.click(app.find('#rest-bar [data-rest="skip"]'))
    app.wait(5).until(lambda d: rest_left(app) is None)

    tick(app, rows[1], "normal", "100", "5")
    app.wait(5).until(lambda d: rest_left(app) is not None)
    assert rest_left(app) > 100, f"a working set rests the default 120 s: {rest_left(app)}"
    app.click(app.find('#rest-bar [data-rest="skip"]'))
    app.wait(5).until(lambda d: rest_left(app) is None)

    tick(app, rows[2], "drop", "70", "8")
    app.driver.implicitly_wait(0)
    import time
    time.sleep(1)
    assert rest_left(app) is None, "a drop set starts no rest"
