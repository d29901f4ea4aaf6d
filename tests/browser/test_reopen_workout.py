"""Mistakes you can fix: a workout finished a minute too early is reopened from its summary, a set is added, and it is
finished again."""
from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def test_reopen_a_workout_finished_too_early(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    row = app.find_all("#workout .set-row")[0]
    for name, value in (("weight", "140"), ("reps", "3")):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(value)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: "done" in d.find_element(By.CSS_SELECTOR, "#workout .set-row").get_attribute("class"))
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    summary = app.path
    assert app.find('[data-stat="sets"]').text == "1"

    app.submit("#resume-workout")
    assert app.path == "/workout"
    assert "open again" in app.body_text()
    assert len(app.find_all("#workout .set-row.done")) == 1, "the done set is still there"
    app.add_set()
    row = app.find_all("#workout .set-row")[1]
    for name, value in (("weight", "140"), ("reps", "3")):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(value)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#workout .set-row.done")) == 2)
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert app.path == summary
    assert app.find('[data-stat="sets"]').text == "2"
