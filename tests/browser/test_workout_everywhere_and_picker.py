"""A workout in progress is visible everywhere (issue 32, item 5): a bar on every other page with its clock and Resume;
the exercise page's quick-log form says plainly that it does not log into the workout. The picker (item 6): exact
matches first as you type ("pull up" lists Pull-Up above Assisted Pull-Up), exercises already in the workout marked and
listed last, and when nothing matches it says so at once."""
import re
import time

from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def visible_names(app) -> list[str]:
    return [row.get_attribute("data-name") for row in app.find_all("#picker-list li.exercise-row") if row.is_displayed()]


def test_the_workout_in_progress_shows_on_every_page(app):
    app.setup_owner(OWNER, PASSWORD)
    assert not app.exists("#live-workout-bar"), "no workout, no bar"
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    assert not app.exists("#live-workout-bar"), "the workout page has its own header"
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Bench Press"]'))

    # Home shows the workout as its own card, so the bar would only repeat it.
    app.get("/")
    assert app.find("#resume-workout").is_displayed() and not app.exists("#live-workout-bar"), "home repeats its own card"
    for path in ("/library", "/history", "/analytics", "/body", "/settings"):
        app.get(path)
        bar = app.find("#live-workout-bar")
        assert bar.is_displayed() and "in progress" in bar.text and "Resume" in bar.text, (path, bar.text)
        assert re.search(r"\d+:\d\d", bar.find_element(By.CSS_SELECTOR, ".live-elapsed").text), bar.text
    first = app.find("#live-workout-bar .live-elapsed").text
    time.sleep(1.5)
    assert app.find("#live-workout-bar .live-elapsed").text != first, "the clock runs"

    # The exercise page says plainly that its quick log is not the workout, and links to adding it there.
    app.get("/library")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    note = app.find("#quick-log-note")
    assert "not into" in note.text and "Add Bench Press to the workout" in note.text, note.text

    app.click_and_wait_for_load(app.find("#live-workout-bar"))
    assert app.path == "/workout"
    row = app.find("#workout .set-row")
    for name, value in (("weight", "60"), ("reps", "5")):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(value)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: "done" in row.get_attribute("class"))
    app.wait_outbox_empty()
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    app.get("/")
    assert not app.exists("#live-workout-bar"), "finished: no bar"


def test_the_picker_lists_exact_matches_first_and_marks_what_is_in_the_workout(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")

    # As you type: the exact name first, then the names it is part of.
    search = app.find("#picker-search")
    search.send_keys("pull up")
    app.wait(5).until(lambda d: "Assisted Pull-Up" in visible_names(app))
    names = visible_names(app)
    assert names[0] == "Pull-Up" and names.index("Assisted Pull-Up") > 0, names
    app.click_and_wait_for_load(app.find('[data-add-exercise="Pull-Up"]'))

    # Pull-Up is in the workout now: marked, and listed last rather than on top.
    app.submit("#add-exercise")
    search = app.find("#picker-search")
    search.send_keys("pull up")
    app.wait(5).until(lambda d: "Assisted Pull-Up" in visible_names(app))
    names = visible_names(app)
    assert names[0] != "Pull-Up" and names[-1] == "Pull-Up", names
    assert "in this workout" in app.find('#picker-list li[data-name="Pull-Up"]').text

    # Searched on the server (Enter), the same order.
    app.get("/workout/add?q=pull%20up")
    names = [row.get_attribute("data-name") for row in app.find_all("#picker-list li.exercise-row")]
    assert names[-1] == "Pull-Up" and names[0] != "Pull-Up", names

    # Nothing matches: said at once, with the way to create it.
    app.get("/workout/add")
    search = app.find("#picker-search")
    search.send_keys("zzzz nothing")
    empty = app.find("#picker-empty")
    app.wait(5).until(lambda d: empty.is_displayed())
    assert "No exercise matches" in empty.text
