"""Bringing a Strong history in at phone size, as a new user would: export from Strong, choose the file in Settings →
Import and export, review the preview and change one exercise mapping, import, and find the workouts in History.
Importing the same file again adds nothing."""
from pathlib import Path

OWNER = "switcher"
PASSWORD = "correct horse battery"
FIXTURE = Path(__file__).resolve().parents[2] / "Tests/RepbookFormatsTests/Fixtures/workouts/strong_classic_noNotes_DaKheera47.csv"


def no_sideways_scroll(app) -> None:
    width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"{app.path} is {width}px wide at phone size"


def upload(app, path: Path) -> None:
    app.get("/settings")
    app.click_and_wait_for_load(app.find("#data-link"))
    assert app.h1() == "Import and export"
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(path))
    app.click_and_wait_for_load(app.find("#upload-button"))
    assert app.path.startswith("/settings/data/history/"), app.body_text()[:400]


def mapping_select(app, source: str):
    for select in app.find_all("#mapping-list select"):
        if select.get_attribute("data-source") == source:
            return select
    raise AssertionError(f"no mapping row for {source!r}")


def test_import_a_strong_history_review_the_mapping_and_see_it_in_history(app):
    app.setup_owner(OWNER, PASSWORD)
    upload(app, FIXTURE)

    # The preview: 15 workouts and 250 sets between 28 Nov 2024 and their last day, the file's unit is the one chosen.
    assert app.find("#count-workouts").text.startswith("15 workouts to add"), app.find("#count-workouts").text
    assert "250 sets" in app.find("#count-workouts").text
    assert "28 Nov 2024" in app.find("#count-dates").text
    assert "weights are read as kg" in app.find("#import-options summary").text
    no_sideways_scroll(app)

    # Strong's "Squat (Barbell)" is the library's Back Squat; "Kettlebell Carry" is not in the library: a new exercise.
    squat = mapping_select(app, "Squat (Barbell)")
    assert squat.find_element("css selector", "option:checked").text == "Back Squat"
    carry = mapping_select(app, "Kettlebell Carry")
    assert carry.find_element("css selector", "option:checked").get_attribute("value") == "new"

    # The lifter sends the dumbbell squats to Goblet Squat instead of a new exercise, and checks the choice.
    app.choose(mapping_select(app, "Squat (Dumbbell)"), "Goblet Squat")
    app.click_and_wait_for_load(app.find("#recheck-button"))
    chosen = mapping_select(app, "Squat (Dumbbell)")
    assert chosen.find_element("css selector", "option:checked").text == "Goblet Squat"
    assert "Your choice" in app.driver.execute_script(
        "return arguments[0].closest('li').textContent;", chosen)

    app.click_and_wait_for_load(app.find("#import-button"))
    assert app.path == "/history"
    flash = app.find(".flash").text
    assert "Imported 15 workouts (250 sets)" in flash, flash

    # History shows them: the list holds all 15 Strong workouts, the first on 28 Nov 2024 with its sets;
    # the calendar of that month marks the day.
    app.get("/history/all")
    rows = app.find_all("#workout-history li")
    assert len(rows) == 15, [row.text for row in rows]
    assert "28 Nov 2024" in rows[-1].text, rows[-1].text
    app.get("/history?month=2024-11")
    assert "28" in app.body_text()
    no_sideways_scroll(app)

    # The same file again: nothing new, and the preview says so.
    upload(app, FIXTURE)
    assert app.find("#count-workouts").text.startswith("0 workouts to add")
    assert app.exists("#nothing-new")
    assert app.find("#already-imported summary").text == "15 workouts already in your log"
