"""Errors at the field on the template editor and the settings page: a refused save puts its message right under the
field it names (in the row it names, for a template's exercise), announced (role="alert"), the field marked and
focused, and what was typed kept; nothing is saved until it is right."""
from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def gap_below(app, field, message) -> float:
    """How far under the field the message starts, in CSS pixels."""
    return app.driver.execute_script(
        "return arguments[1].getBoundingClientRect().top - arguments[0].getBoundingClientRect().bottom;", field, message)


def assert_at_field(app, field, message_id: str, text: str, max_gap: float = 80) -> None:
    message = app.find(f"#{message_id}")
    assert text in message.text, message.text
    assert message.get_attribute("role") == "alert", "the message is announced"
    assert message.is_displayed()
    assert field.get_attribute("aria-invalid") == "true"
    assert field.get_attribute("aria-describedby") == message_id
    assert app.driver.switch_to.active_element == field, "the field at fault has the focus"
    assert 0 <= gap_below(app, field, message) <= max_gap, "the message is right under its field"
    assert not app.exists(".flash-error"), "not (only) at the top of the page"


def test_settings_error_at_its_field(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings")
    app.fill("form#settings-form", {"height": "very tall"})
    app.submit("#save-settings")
    height = app.find('form#settings-form input[name="height"]')
    assert_at_field(app, height, "height-error", "Height must be between 50 and 272 cm")
    assert height.get_attribute("value") == "very tall"
    app.fill("form#settings-form", {"height": "180 cm"})
    app.submit("#save-settings")
    assert not app.exists("#height-error")
    app.get("/settings")
    assert app.find('form#settings-form input[name="height"]').get_attribute("value") == "180 cm"


def test_template_error_in_its_row(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Legs"})
    app.add_template_exercises("Back Squat", "Deadlift")
    app.fill("form#template-form", {"sets_0": "3", "reps_0": "5", "sets_1": "lots", "reps_1": "5"})
    app.submit("#save-template")
    sets = app.find('form#template-form input[name="sets_1"]')
    # Under the row's targets (two lines of fields at 390 px), above its notes.
    assert_at_field(app, sets, "row-1-error", "Sets of exercise 2 must be a whole number", max_gap=160)
    row = app.find('fieldset[data-row="1"]')
    assert row.find_element(By.ID, "row-1-error"), "the message is inside the exercise's own row"
    assert not app.exists("#row-0-error")
    assert sets.get_attribute("value") == "lots"

    # A taken name: at the name field.
    app.fill("form#template-form", {"sets_1": "1"})
    app.submit("#save-template")
    assert app.path == "/plans"
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "legs"})
    app.submit("#save-template")
    assert_at_field(app, app.find('form#template-form input[name="name"]'), "name-error", "already exists")
