"""Errors where you look: a refused ✓ or a bad number is explained in the set's own row, next to the field at fault,
announced to screen readers, not only in the status line at the top of the page."""
from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def first_row(app):
    return app.find_all("#workout .set-row")[0]


def test_a_refused_tick_says_why_beside_it(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    row = first_row(app)
    set_id = row.get_attribute("data-set")
    for name in ("weight", "reps"):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        app.driver.execute_script("arguments[0].value = '';", field)

    # The ✓ with no weight: refused, and the row says why, beside the ✓, with the weight marked.
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    error = app.wait(10).until(lambda d: d.find_element(By.CSS_SELECTOR, f"#set-{set_id} .set-error"))
    assert "Enter the weight" in error.text
    assert error.get_attribute("role") == "alert", "the message is announced"
    assert error.is_displayed()
    weight = row.find_element(By.CSS_SELECTOR, 'input[name="weight"]')
    assert weight.get_attribute("aria-invalid") == "true"
    assert weight.get_attribute("aria-describedby") == error.get_attribute("id")
    assert app.driver.switch_to.active_element == weight, "the field at fault gets the focus"
    assert "done" not in row.get_attribute("class")
    # The message sits in the row, right under its fields, within the viewport.
    top = app.driver.execute_script("return arguments[0].getBoundingClientRect().top;", error)
    assert 0 <= top <= 844 - 60

    # A bad number while typing: the message changes to name it, still at the row.
    weight.send_keys("lots")
    app.wait(10).until(lambda d: "Weight must be a number" in d.find_element(By.CSS_SELECTOR, f"#set-{set_id} .set-error").text)

    # Corrected: the message goes, the set is done.
    weight.clear()
    weight.send_keys("100")
    reps = row.find_element(By.CSS_SELECTOR, 'input[name="reps"]')
    reps.send_keys("5")
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))
    app.wait(10).until(lambda d: not d.find_elements(By.CSS_SELECTOR, f"#set-{set_id} .set-error"))
    assert weight.get_attribute("aria-invalid") is None
