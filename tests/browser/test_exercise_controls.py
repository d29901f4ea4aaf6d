"""The exercise controls on the workout page (issue 32, item 7), at phone size: reorder without a page load per step
(Move up twice, then straight to a place), superset with any exercise (not only the next), and replace an exercise
with its sets kept. Each change is saved: a reload shows the same."""
from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from page_checks import no_blocking_axe_violations, shot
from test_set_details_and_plates import log

OWNER = "lifter"
PASSWORD = "correct horse battery"


def names(app) -> list[str]:
    return [e.text for e in app.find_all("#workout section.exercise-card h2")]


def card(app, name: str):
    return next(c for c in app.find_all("#workout section.exercise-card") if c.find_element(By.CSS_SELECTOR, "h2").text == name)


def open_menu(app, name: str):
    menu = card(app, name).find_element(By.CSS_SELECTOR, "details.menu")
    if menu.get_attribute("open") is None:
        app.click(menu.find_element(By.CSS_SELECTOR, "summary"))
    return menu


def test_reorder_superset_and_replace(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    for name in ("Bench Press", "Back Squat", "Deadlift", "Pull-Up"):
        row = app.find(f'#picker-list li.exercise-row[data-name="{name}"]')
        app.click(row.find_element(By.CSS_SELECTOR, ".pick-toggle"))
    app.click_and_wait_for_load(app.find("#add-picked"))
    app.wait_for_path("/workout")
    assert names(app) == ["Bench Press", "Back Squat", "Deadlift", "Pull-Up"]

    # Move up twice: no page load, the menu stays open under the finger.
    app.driver.execute_script("document.__marker = 'same';")
    menu = open_menu(app, "Deadlift")
    up = menu.find_element(By.CSS_SELECTOR, 'form[data-move="up"] button')
    assert up.rect["height"] >= 44
    app.click(up)
    app.wait(5).until(lambda d: names(app) == ["Bench Press", "Deadlift", "Back Squat", "Pull-Up"])
    app.click(menu.find_element(By.CSS_SELECTOR, 'form[data-move="up"] button'))
    app.wait(5).until(lambda d: names(app) == ["Deadlift", "Bench Press", "Back Squat", "Pull-Up"])
    assert not menu.find_element(By.CSS_SELECTOR, 'form[data-move="up"]').is_displayed(), "first: no Move up"
    shot(app, "workout-exercise-menu")
    no_blocking_axe_violations(app)

    # Straight to a place: Pull-Up to 1, one choice.
    menu = open_menu(app, "Pull-Up")
    Select(menu.find_element(By.CSS_SELECTOR, "select[data-move-to]")).select_by_value("1")
    app.wait(5).until(lambda d: names(app) == ["Pull-Up", "Deadlift", "Bench Press", "Back Squat"])
    assert app.driver.execute_script("return document.__marker;") == "same", "no page load for the moves"
    places = [o.text for o in Select(open_menu(app, "Back Squat").find_element(By.CSS_SELECTOR, "select[data-move-to]")).options]
    assert places == ["1 · Pull-Up", "2 · Deadlift", "3 · Bench Press", "4 · Back Squat"], places
    app.get("/workout")
    assert names(app) == ["Pull-Up", "Deadlift", "Bench Press", "Back Squat"], "saved"

    # A superset with the last exercise, not the next: it comes up behind Pull-Up, both marked.
    menu = open_menu(app, "Pull-Up")
    partners = Select(menu.find_element(By.CSS_SELECTOR, 'select[name="with"]'))
    assert [o.text for o in partners.options] == ["Deadlift", "Bench Press", "Back Squat"]
    partners.select_by_visible_text("Back Squat")
    app.click_and_wait_for_load(menu.find_element(By.CSS_SELECTOR, "button[data-superset]"))
    assert names(app) == ["Pull-Up", "Back Squat", "Deadlift", "Bench Press"]
    badges = [c.find_elements(By.CSS_SELECTOR, ".superset-badge") for c in app.find_all("#workout section.exercise-card")]
    assert [b[0].text.upper() if b else "" for b in badges] == ["SUPERSET A", "SUPERSET A", "", ""], [b[0].text if b else "" for b in badges]

    # Replace Bench Press by Incline Bench Press: same place, its logged set kept.
    log(app, card(app, "Bench Press").find_element(By.CSS_SELECTOR, ".set-row"), "80", "8")
    app.wait_outbox_empty()
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    menu = open_menu(app, "Bench Press")
    app.click_and_wait_for_load(menu.find_element(By.CSS_SELECTOR, "a[data-replace]"))
    assert app.h1() == "Replace Bench Press"
    shot(app, "picker-replace")
    no_blocking_axe_violations(app)
    assert not app.exists(".pick-toggle"), "one exercise replaces one"
    app.click_and_wait_for_load(app.find('[data-add-exercise="Incline Bench Press"]'))
    app.wait_for_path("/workout")
    assert names(app) == ["Pull-Up", "Back Squat", "Deadlift", "Incline Bench Press"]
    kept = card(app, "Incline Bench Press").find_element(By.CSS_SELECTOR, ".set-row")
    assert "done" in kept.get_attribute("class")
    assert kept.find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") == "80"
    assert kept.find_element(By.CSS_SELECTOR, 'input[name="reps"]').get_attribute("value") == "8"
