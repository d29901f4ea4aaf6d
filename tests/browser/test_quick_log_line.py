"""A quick-log line can be corrected or deleted from the exercise page: its line links to a page with its fields, a
bad value is explained at the field, a correction replaces the line, and Delete removes it."""
from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def entries(app) -> list[str]:
    return [e.text.strip() for e in app.find_all("ol#lift-history li.history-entry")]


def test_fix_and_delete_a_line(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    app.search_library("bench")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    exercise_path = app.path
    app.fill("form#quick-log-form", {"weight": "100", "reps": "5", "sets": "3"})
    app.submit("#log-button")
    assert entries(app) == ["100 kg × 5 × 3"]

    # The typo: it was 5 × 2 at 102.5.
    lines = app.find_all("#quick-log-lines a")
    assert len(lines) == 1 and "100 kg × 5 × 3" in lines[0].text
    app.click_and_wait_for_load(lines[0])
    assert app.h1() == "Fix a quick-log line"
    app.fill("form#log-line-form", {"weight": "102.5", "reps": "five"})
    app.submit("#save-line")
    reps = app.find('form#log-line-form input[name="reps"]')
    message = app.find("#reps-error")
    assert "Reps must be a whole number" in message.text and message.get_attribute("role") == "alert"
    assert reps.get_attribute("aria-invalid") == "true"
    assert app.driver.switch_to.active_element == reps
    assert app.find('form#log-line-form input[name="weight"]').get_attribute("value") == "102.5", "what was typed stays"

    app.fill("form#log-line-form", {"reps": "5", "sets": "2"})
    app.submit("#save-line")
    assert app.path == exercise_path
    assert entries(app) == ["102.5 kg × 5 × 2"]
    assert "Line saved" in app.body_text()

    # Delete it: the day is empty again.
    app.click_and_wait_for_load(app.find("#quick-log-lines a"))
    app.driver.execute_script("window.confirm = () => true;")
    app.submit("#delete-line")
    assert app.path == exercise_path
    assert "Nothing logged yet" in app.body_text()
    assert not app.exists("#quick-log-lines")
