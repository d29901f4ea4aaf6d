"""Prefill a lifter trusts: a Strong history whose warm-ups are not marked (Strong's CSV has no warm-up flag) is
imported through Settings → Import and export; a template of Back Squat 4 x 3-5 with double progression then starts
from last time's working sets set by set (the 60-90 kg ramp and the 120 kg top single not read), at most one increment
above what was lifted, and the reason says what was read and what was left out. Tapping a filled field selects it, so
the first key replaces the number."""
from pathlib import Path

from selenium.webdriver.common.by import By

from page_checks import shot

OWNER = "switcher"
PASSWORD = "correct horse battery"
HEADER = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"


def strong_rows(start: str, exercise: str, sets: list[tuple[float, int]]) -> str:
    return "".join(
        f'{start},"Leg Day",1h 5m,"{exercise}",{order},{weight},{reps},0,0,,,\n'
        for order, (weight, reps) in enumerate(sets, start=1)
    )


def write_history(folder: Path) -> Path:
    ramp = [(60.0, 5), (80.0, 3), (90.0, 1)]
    text = HEADER
    text += strong_rows("2026-11-16 18:00:00", "Squat (Barbell)", ramp + [(107.5, 5)] * 4)
    text += strong_rows("2026-11-16 18:00:00", "Bench Press (Barbell)", [(40.0, 5), (60.0, 3), (80.0, 4), (80.0, 4)])
    text += strong_rows("2026-11-20 18:00:00", "Squat (Barbell)", ramp + [(110.0, 5), (110.0, 5), (110.0, 4), (110.0, 4), (120.0, 1)])
    text += strong_rows("2026-11-20 18:00:00", "Bench Press (Barbell)", [(40.0, 5), (60.0, 3), (80.0, 5), (80.0, 5), (80.0, 5)])
    path = folder / "strong.csv"
    path.write_text(text)
    return path


def rows_of(app, name: str):
    for card in app.find_all("#workout .exercise-card"):
        if name in card.find_element(By.CSS_SELECTOR, "h2, h3").text:
            return card, card.find_elements(By.CSS_SELECTOR, ".set-row")
    raise AssertionError(f"no card for {name}: {app.body_text()[:500]}")


def values(rows, name: str) -> list[str]:
    return [row.find_element(By.CSS_SELECTOR, f'input[name="{name}"]').get_attribute("value") for row in rows]


def test_template_start_reads_working_sets_of_a_strong_import(app, tmp_path):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings")
    app.click_and_wait_for_load(app.find("#data-link"))
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(write_history(tmp_path)))
    app.click_and_wait_for_load(app.find("#upload-button"))
    assert app.find("#count-workouts").text.startswith("2 workouts to add"), app.body_text()[:400]
    app.click_and_wait_for_load(app.find("#import-button"))
    assert "Imported 2 workouts" in app.find(".flash").text

    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Squat Day"})
    app.add_template_exercises("Back Squat", "Bench Press")
    app.fill("form#template-form", {
        "sets_0": "4", "reps_0": "3-5", "weight_0": "100", "progression_0": "double", "increment_0": "2.5",
        "sets_1": "3", "reps_1": "3-5", "progression_1": "double", "increment_1": "2.5",
    })
    app.submit("#save-template")
    assert app.path == "/plans", app.body_text()[:400]
    app.submit('[data-template="Squat Day"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")

    # Back Squat: last time 110 x 5, 5, 4, 4 after an unmarked 60/80/90 ramp, then a single at 120. Set by set, one
    # more rep each up to 5, at the 110 really lifted: neither 120 nor the template's 100.
    card, rows = rows_of(app, "Back Squat")
    assert values(rows, "weight") == ["110", "110", "110", "110"], values(rows, "weight")
    assert values(rows, "reps") == ["5", "5", "5", "5"], values(rows, "reps")
    previous = [r.find_element(By.CSS_SELECTOR, "[data-previous]").text for r in rows]
    assert previous == ["110×5", "110×5", "110×4", "110×4"], f"Previous is last time's working sets, not the ramp: {previous}"
    reason = card.find_element(By.CSS_SELECTOR, "[data-coaching-reason]").text
    assert "5, 5, 4, 4 at 110 kg" in reason, reason
    assert "warm-ups 60–90 kg and a top single of 120 kg not counted" in reason, reason

    # Bench: every working set at the top of 3-5 last time: +2.5 kg over the 80 lifted, back to 3 reps.
    card, rows = rows_of(app, "Bench Press")
    assert values(rows, "weight") == ["82.5", "82.5", "82.5"], values(rows, "weight")
    assert values(rows, "reps") == ["3", "3", "3"]
    reason = card.find_element(By.CSS_SELECTOR, "[data-coaching-reason]").text
    assert "3 × 5 at 80 kg (warm-ups 40–60 kg not counted)" in reason and "+2.5 kg" in reason, reason
    shot(app, "workout-prefill-after-strong-import")

    # Typing over a value: a tap selects the whole number, so "125" replaces "110" rather than landing inside it.
    field = rows_of(app, "Back Squat")[1][0].find_element(By.CSS_SELECTOR, 'input[name="weight"]')
    app.click(field)
    field.send_keys("125")
    assert field.get_attribute("value") == "125", field.get_attribute("value")
    reps = rows_of(app, "Back Squat")[1][1].find_element(By.CSS_SELECTOR, 'input[name="reps"]')
    app.click(reps)
    reps.send_keys("3")
    assert reps.get_attribute("value") == "3", reps.get_attribute("value")


def test_an_exercise_added_mid_workout_starts_from_last_working_set(app, tmp_path):
    """Added from the picker to a workout in progress, Back Squat's first set starts at last time's first working set
    (110 x 5), not at the unmarked 60 kg warm-up that opened that session in Strong's file."""
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings/data")
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(write_history(tmp_path)))
    app.click_and_wait_for_load(app.find("#upload-button"))
    app.click_and_wait_for_load(app.find("#import-button"))
    app.get("/")
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    search = app.find("#picker-search")
    search.send_keys("back squat")
    row = app.find('#picker-list li.exercise-row[data-name="Back Squat"]')
    app.click(row.find_element(By.CSS_SELECTOR, ".pick-toggle"))
    app.click_and_wait_for_load(app.find("#add-picked"))
    app.wait_for_path("/workout")
    _, rows = rows_of(app, "Back Squat")
    assert values(rows, "weight")[:1] == ["110"], values(rows, "weight")
    assert values(rows, "reps")[:1] == ["5"], values(rows, "reps")
    shot(app, "workout-added-mid-workout")
