"""A set's details in two taps and the plates under each row, at phone size (issue 32, items 9 and 8).

Two taps: the row's ⋯, then an effort chip in the user's scale (RPE here; test_effort_scale.py has RIR), "–" clearing
it; the note is the ⋯ and its field; the kind is
the set's number, then a kind. Marking a set as a failure or drop set keeps its number (3F) and the Previous beside
it. Each barbell row has its own plate line, redrawn from the weight as it is typed, and saved values survive a reload.
The open panel passes axe-core in light and dark."""
from __future__ import annotations


from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from page_checks import no_blocking_axe_violations, shot

OWNER = "lifter"
PASSWORD = "correct horse battery"


def rows(app):
    return app.find_all("#workout .set-row")


def labels(app) -> list[str]:
    return [e.text for e in app.find_all("#workout .set-row .set-label")]


def previous_cells(app) -> list[str]:
    return [r.find_element(By.CSS_SELECTOR, "[data-previous]").text for r in rows(app)]


def type_into(row, name: str, text: str) -> None:
    field = row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]')
    field.clear()
    field.send_keys(text)


def log(app, row, weight: str, reps: str) -> None:
    type_into(row, "weight", weight)
    type_into(row, "reps", reps)
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    set_id = row.get_attribute("data-set")
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))


def start_with_squat(app) -> None:
    app.get("/")
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    app.add_set()
    app.add_set()


def finish(app) -> None:
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path


def chip(row, css: str):
    element = row.find_element(By.CSS_SELECTOR, css)
    return element if element.tag_name == "button" else element.find_element(By.XPATH, "..")


def test_rpe_note_and_kind_in_two_taps(app):
    app.setup_owner(OWNER, PASSWORD)
    # Last time: three working sets.
    start_with_squat(app)
    for row, (weight, reps) in zip(rows(app), (("100", "5"), ("100", "5"), ("100", "4"))):
        log(app, row, weight, reps)
    finish(app)

    start_with_squat(app)
    assert labels(app) == ["1", "2", "3"]
    assert previous_cells(app) == ["100×5", "100×5", "100×4"]
    app.driver.execute_script("document.__marker = 'same';")
    first, second, third = rows(app)

    # RPE: the ⋯, then 8.5 (two taps); the tag on the ⋯ shows it at once.
    app.click(first.find_element(By.CSS_SELECTOR, ".set-more > summary"))
    rpe_chip = chip(first, 'input[name="rpe"][value="8.5"]')
    assert rpe_chip.rect["height"] >= 44 and rpe_chip.rect["width"] >= 44, rpe_chip.rect
    shot(app, "set-details-open")
    app.click(rpe_chip)
    app.wait(3).until(lambda d: first.find_element(By.CSS_SELECTOR, ".rpe-tag").text == "@8.5")

    # The second set: the ⋯, then 8.
    app.click(second.find_element(By.CSS_SELECTOR, ".set-more > summary"))
    app.click(chip(second, 'input[name="rpe"][value="8"]'))
    app.wait(3).until(lambda d: second.find_element(By.CSS_SELECTOR, ".rpe-tag").text == "@8")
    assert second.find_element(By.CSS_SELECTOR, 'input[name="rpe"][value="8"]').is_selected()

    # A note: the ⋯, then the field.
    note = second.find_element(By.CSS_SELECTOR, 'input[name="note"]')
    app.click(note)
    note.send_keys("belt on")

    # The kind: the set's number, then To failure. The number and last time's set beside it stay.
    Select(third.find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value("failure")
    app.wait(3).until(lambda d: labels(app) == ["1", "2", "3F"])
    assert previous_cells(app) == ["100×5", "100×5", "100×4"]
    # The kind from the open ⋯ panel too: Drop set, one tap.
    drop = second.find_element(By.CSS_SELECTOR, 'button[data-kind-chip="drop"]')
    assert drop.rect["height"] >= 44
    app.click(drop)
    app.wait(3).until(lambda d: labels(app) == ["1", "2D", "3F"])
    assert drop.get_attribute("aria-pressed") == "true"
    assert previous_cells(app) == ["100×5", "100×5", "100×4"]
    assert app.driver.execute_script("return document.__marker;") == "same", "no reload was needed"

    # Everything was saved: a reload shows the same.
    app.click(third.find_element(By.CSS_SELECTOR, 'input[name="weight"]'))
    app.wait_outbox_empty()
    app.wait(10).until(lambda d: "Saved" in d.find_element(By.ID, "save-status").text)
    app.get("/workout")
    assert labels(app) == ["1", "2D", "3F"]
    assert previous_cells(app) == ["100×5", "100×5", "100×4"]
    tags = [r.find_element(By.CSS_SELECTOR, ".rpe-tag").get_attribute("textContent") for r in rows(app)]
    assert tags == ["@8.5", "@8", ""], tags
    assert rows(app)[1].find_element(By.CSS_SELECTOR, 'input[name="note"]').get_attribute("value") == "belt on"
    assert rows(app)[1].find_element(By.CSS_SELECTOR, 'input[name="rpe"][value="8"]').is_selected()

    # The "–" chip clears the RPE.
    app.click(rows(app)[1].find_element(By.CSS_SELECTOR, ".set-more > summary"))
    app.click(chip(rows(app)[1], 'input[name="rpe"][value=""]'))
    app.wait(3).until(lambda d: rows(app)[1].find_element(By.CSS_SELECTOR, ".rpe-tag").text == "")
    app.wait_outbox_empty()

    # The open panel passes axe in light and dark.
    more = rows(app)[1].find_element(By.CSS_SELECTOR, ".set-more")
    if more.get_attribute("open") is None:
        app.click(more.find_element(By.CSS_SELECTOR, "summary"))
    no_blocking_axe_violations(app)


def test_each_barbell_row_shows_the_plates_for_its_own_weight(app):
    app.setup_owner(OWNER, PASSWORD)
    start_with_squat(app)
    first, second, third = rows(app)
    type_into(first, "weight", "60")
    type_into(second, "weight", "100")
    type_into(third, "weight", "101")

    def lines() -> list[str]:
        return [r.find_element(By.CSS_SELECTOR, "[data-row-plates]").text for r in rows(app)]

    # Drawn as the weight is typed, each row its own, before any save or reload.
    app.wait(3).until(lambda d: lines() == [
        "Plates a side: 20",
        "Plates a side: 25 + 15",
        "Plates a side: 25 + 15 = 100 kg, not 101 kg",
    ])
    type_into(first, "weight", "102.5")
    app.wait(3).until(lambda d: lines()[0] == "Plates a side: 25 + 15 + 1.25")
    type_into(first, "weight", "20")
    app.wait(3).until(lambda d: lines()[0] == "Plates a side: bar only")
    type_into(first, "weight", "102.5")
    shot(app, "plates-per-row")

    # The server draws the same after a reload (leaving the field saves it at once).
    app.click(app.find("#workout .workout-title"))
    app.wait_outbox_empty()
    weights = [r.find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") for r in rows(app)]
    assert weights == ["102.5", "100", "101"], weights
    app.wait(10).until(lambda d: "Saved" in d.find_element(By.ID, "save-status").text)
    app.get("/workout")
    assert lines() == [
        "Plates a side: 25 + 15 + 1.25",
        "Plates a side: 25 + 15",
        "Plates a side: 25 + 15 = 100 kg, not 101 kg",
    ]
    # A dumbbell exercise has no plate line.
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Dumbbell Curl"]'))
    cards = app.find_all("#workout .exercise-card")
    assert len(cards) == 2
    assert not cards[1].find_elements(By.CSS_SELECTOR, "[data-row-plates]")
