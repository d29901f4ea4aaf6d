"""The quick lift log at phone size: 100 x 5 x 3 then 100 x 5 x 2 on one day read as one row, 100 kg x 5 x 5."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

OWNER = "lifter"
PASSWORD = "correct horse battery"


def log_line(app, weight: str, reps: str, sets: str) -> None:
    """Types a line with the keyboard only and sends it with Enter."""
    app.fill("form#quick-log-form", {"weight": weight, "reps": reps})
    sets_field = app.find('form#quick-log-form input[name="sets"]')
    sets_field.clear()
    sets_field.send_keys(sets)
    with app.expect_navigation("logging a line"):
        sets_field.send_keys(Keys.ENTER)


def test_quick_log_merges_a_day(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    app.search_library("bench")
    link = app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link")
    app.click_and_wait_for_load(link)
    assert app.h1() == "Bench Press"
    assert "Nothing logged yet" in app.body_text()

    log_line(app, "100", "5", "3")
    log_line(app, "100", "5", "2")

    days = app.find_all("ol#lift-history li.history-day")
    assert len(days) == 1, [d.text for d in days]
    entries = [e.text.strip() for e in days[0].find_elements(By.CSS_SELECTOR, "li.history-entry")]
    assert entries == ["100 kg × 5 × 5"], entries
    assert "Today" in days[0].text
    # The next line starts from the last entry, so repeating it is one tap.
    assert app.find('form#quick-log-form input[name="weight"]').get_attribute("value") == "100"

    # The library row shows the last day lifted and its entry; sorted by recent, it comes first.
    exercise_path = app.path
    app.get("/library?sort=recent")
    assert "100 kg × 5 × 5" in app.row("Bench Press").text
    assert app.row_names()[0] == "Bench Press"
    app.get(exercise_path)

    # The exercise now has history: deleting archives it instead.
    app.driver.execute_script("window.confirm = () => true;")
    app.submit("button#delete-button")
    assert "archived instead" in app.body_text()
