"""Last time's numbers: a workout started from a template starts each working set at last time's working set of the same
place (not the template's weight, not last time's warm-up), the Previous column matches warm-ups with warm-ups and
every other set with the working sets (again at once when a set's kind changes), and a tap on Previous copies its numbers into the set."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

OWNER = "lifter"
PASSWORD = "correct horse battery"


def rows(app):
    return app.find_all("#workout .set-row")


def value(row, name: str) -> str:
    return row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]').get_attribute("value")


def log(app, row, kind: str, weight: str, reps: str) -> None:
    Select(row.find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value(kind)
    for name, text in (("weight", weight), ("reps", reps)):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(text)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    set_id = row.get_attribute("data-set")
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))


def test_template_starts_from_last_time_and_previous_copies(app):
    app.setup_owner(OWNER, PASSWORD)
    # Last time: a warm-up, then two working sets.
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Bench Press"]'))
    app.add_set()
    app.add_set()
    log(app, rows(app)[0], "warmup", "60", "8")
    log(app, rows(app)[1], "normal", "100", "5")
    log(app, rows(app)[2], "normal", "102.5", "4")
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path

    # A template with its own (older) numbers.
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Bench Day"})
    app.add_template_exercises("Bench Press")
    app.fill("form#template-form", {"sets_0": "3", "reps_0": "8", "weight_0": "80"})
    app.submit("#save-template")
    assert app.path == "/plans"
    app.submit('[data-template="Bench Day"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")

    today = rows(app)
    assert [value(r, "weight") for r in today] == ["100", "102.5", "102.5"], "last time's working sets, not 80 or the warm-up"
    assert [value(r, "reps") for r in today] == ["5", "4", "4"]
    previous = [r.find_element(By.CSS_SELECTOR, "[data-previous]").text for r in today]
    assert previous == ["100×5", "102.5×4", "102.5×4"], previous

    # Today's first set turned into a warm-up: Previous shows last time's warm-up beside it at once, and the working
    # sets after it move up one place among the working sets (no reload).
    app.driver.execute_script("document.__marker = 'same';")

    def previous_cells():
        return [r.find_element(By.CSS_SELECTOR, "[data-previous]").text for r in rows(app)]

    Select(today[0].find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value("warmup")
    app.wait(3).until(lambda d: previous_cells() == ["60×8", "100×5", "102.5×4"])
    # A drop set keeps its place among the working sets: its number (2D) and last time's set beside it stay.
    Select(rows(app)[2].find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value("drop")
    app.wait(3).until(lambda d: [e.text for e in app.find_all("#workout .set-label")] == ["W", "1", "2D"])
    assert previous_cells() == ["60×8", "100×5", "102.5×4"]
    Select(rows(app)[2].find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value("normal")
    app.wait(3).until(lambda d: previous_cells() == ["60×8", "100×5", "102.5×4"])
    # The button made without a reload copies like the others.
    third = rows(app)[2]
    third.find_element(By.CSS_SELECTOR, 'input[name="weight"]').clear()
    app.click(third.find_element(By.CSS_SELECTOR, "button[data-previous]"))
    assert value(third, "weight") == "102.5" and value(third, "reps") == "4"
    assert app.driver.execute_script("return document.__marker;") == "same", "no reload was needed"
    app.wait(10).until(lambda d: "Saved" in d.find_element(By.ID, "save-status").text)
    app.get("/workout")
    today = rows(app)
    assert today[0].find_element(By.CSS_SELECTOR, "[data-previous]").text == "60×8"
    assert today[1].find_element(By.CSS_SELECTOR, "[data-previous]").text == "100×5"

    # A tap on Previous copies last time's numbers into the set, and it is saved.
    weight = today[1].find_element(By.CSS_SELECTOR, 'input[name="weight"]')
    weight.clear()
    weight.send_keys("90")
    app.wait(10).until(lambda d: "Saved" in d.find_element(By.ID, "save-status").text)
    app.click(today[1].find_element(By.CSS_SELECTOR, "button[data-previous]"))
    assert value(today[1], "weight") == "100" and value(today[1], "reps") == "5"
    app.wait(10).until(lambda d: "Saved" in d.find_element(By.ID, "save-status").text)
    app.get("/workout")
    assert value(rows(app)[1], "weight") == "100"
