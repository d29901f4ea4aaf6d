"""On finish, when what was done differs from the template, the summary offers to update the template: it lists what
would change, one tap updates it, and the next workout from it starts from the new targets."""
from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def do_set(app, row, weight: str, reps: str) -> None:
    for name, value in (("weight", weight), ("reps", reps)):
        field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
        field.clear()
        field.send_keys(value)
    set_id = row.get_attribute("data-set")
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))


def test_update_the_template_with_what_you_did(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Squat Day"})
    app.add_template_exercises("Back Squat")
    app.fill("form#template-form", {"sets_0": "2", "reps_0": "5", "weight_0": "100"})
    app.submit("#save-template")
    app.submit('[data-template="Squat Day"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")

    # Heavier than planned, and one set more.
    app.add_set()
    rows = app.find_all("#workout .set-row")
    assert len(rows) == 3
    for row in rows:
        do_set(app, app.find(f'#set-{row.get_attribute("data-set")}'), "105", "5")
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path

    offer = app.find("#template-update")
    assert "Update Squat Day?" in offer.text
    assert "Back Squat: 2 × 5 · 100 kg → 3 × 5 · 105 kg" in offer.text
    app.submit("#update-template")
    assert "Squat Day now holds what you did" in app.body_text()
    assert not app.exists("#template-update")

    # The next workout from it starts with three sets.
    app.get("/plans")
    app.submit('[data-template="Squat Day"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")
    assert len(app.find_all("#workout .set-row")) == 3
