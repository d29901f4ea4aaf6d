"""Search that filters as you type, as a lifter types on a phone: no Enter, the list narrows with every key, in the
library, on the workout's Add exercise page and in the template editor's picker (several exercises at once, added
without a page load)."""
from selenium.webdriver.common.by import By

OWNER = "typist"
PASSWORD = "correct horse battery"


def visible_names(app, list_css: str) -> list[str]:
    return app.driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0] + ' li.exercise-row'))"
        ".filter(li => li.getClientRects().length > 0).map(li => li.getAttribute('data-name'));",
        list_css,
    )


def type_without_enter(app, css: str, text: str) -> None:
    box = app.find(css)
    box.clear()
    box.send_keys(text)


def same_document(app, marker: str) -> bool:
    return app.driver.execute_script("return document.__typing === arguments[0];", marker)


def test_library_narrows_as_you_type(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    everything = visible_names(app, "#exercise-list")
    assert len(everything) > 50, f"the seeded library shows every exercise: {len(everything)}"
    app.driver.execute_script("document.__typing = 'library';")

    type_without_enter(app, "#library-search", "bench")
    app.wait(5).until(lambda d: len(visible_names(app, "#exercise-list")) < len(everything))
    shown = visible_names(app, "#exercise-list")
    assert shown and all("bench" in name.lower() for name in shown), f"only bench rows stay visible: {shown}"
    assert "Back Squat" not in shown
    assert same_document(app, "library"), "typing must not load a page"
    assert app.find("[data-summary]").text == f"{len(shown)} matches"

    type_without_enter(app, "#library-search", "zzqx")
    app.wait(5).until(lambda d: visible_names(app, "#exercise-list") == [])
    assert app.find("#library-filter-empty").is_displayed(), "no match says so"

    type_without_enter(app, "#library-search", "")
    app.driver.find_element(By.ID, "library-search").send_keys(" ")
    app.wait(5).until(lambda d: len(visible_names(app, "#exercise-list")) == len(everything))
    assert not app.find("#library-filter-empty").is_displayed()


def test_add_exercise_picker_narrows_as_you_type(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    before = visible_names(app, "#picker-list")
    app.driver.execute_script("document.__typing = 'picker';")
    type_without_enter(app, "#picker-search", "squat")
    app.wait(5).until(lambda d: len(visible_names(app, "#picker-list")) < len(before))
    shown = visible_names(app, "#picker-list")
    assert shown and all("squat" in name.lower() for name in shown), shown
    assert same_document(app, "picker")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    assert "Back Squat" in app.find("#workout").text


def test_template_picker_adds_several_exercises_without_a_page_load(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Pull Day"})
    app.driver.execute_script("document.__typing = 'template';")

    type_without_enter(app, "#template-search", "row")
    app.wait(5).until(lambda d: "Back Squat" not in visible_names(app, "#template-picker-list"))
    shown = visible_names(app, "#template-picker-list")
    assert "Barbell Row" in shown and all("row" in n.lower() for n in shown), shown

    app.add_template_exercises("Barbell Row", "Pull-Up", "Deadlift")
    assert same_document(app, "template"), "adding lines redraws the form in place"
    legends = [e.text for e in app.find_all("#template-form fieldset.template-row legend")]
    assert sorted(legends) == ["Barbell Row", "Deadlift", "Pull-Up"]
    assert app.find('#template-form input[name="name"]').get_attribute("value") == "Pull Day", "typed fields survive"

    # Moving a line is in place too; Enter in the picker's search does not save the template.
    app.click(app.find('#template-form button[value="down-0"]'))
    app.wait().until(lambda d: [e.text for e in app.find_all("fieldset.template-row legend")][1] == legends[0])
    assert same_document(app, "template")
    type_without_enter(app, "#template-search", "curl\n")
    assert same_document(app, "template"), "Enter in the picker's search filters only"

    app.fill("form#template-form", {"sets_0": "3", "reps_0": "5"})
    app.submit("#save-template")
    assert "Pull Day saved." in app.body_text()
