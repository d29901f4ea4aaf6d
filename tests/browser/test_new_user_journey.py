"""A new user's first session, end to end, on a phone-sized screen."""

import re

from selenium.common.exceptions import TimeoutException, WebDriverException

OWNER = "lifter"
PASSWORD = "correct horse battery"
BENCHES = {
    "Bench Press",
    "Incline Bench Press",
    "Decline Bench Press",
    "Close-Grip Bench Press",
    "Dumbbell Bench Press",
}
SEEDED_COUNT = 83


def test_new_user_journey(app):
    driver = app.driver

    # --- first start: / leads to the one-time setup page -------------------------------
    app.get("/")
    app.wait_for_path("/setup")
    app.find("form#setup-form")
    app.fill("form#setup-form", {"username": OWNER, "password": PASSWORD, "password_confirm": PASSWORD})
    app.submit("form#setup-form button[type=submit]")

    # --- home: signed in, greeted, tab bar -------------------------------------------
    app.wait_for_path("/")
    assert OWNER in app.h1().lower(), f"home h1 should greet {OWNER!r}, got {app.h1()!r}"
    assert app.current_tab() == "home"
    for tab in ("home", "library", "history", "analytics"):
        app.tab(tab)
    assert app.theme() == "system", "a new user's appearance is 'system' on <html data-theme>"

    cookie = driver.get_cookie("repbook_session")
    assert cookie is not None, f"no repbook_session cookie; cookies: {driver.get_cookies()}"
    assert cookie.get("httpOnly") is True, f"repbook_session must be HttpOnly: {cookie}"
    assert "repbook_session" not in driver.execute_script("return document.cookie;")

    home_search_forms = driver.execute_script(
        """
        return Array.from(document.querySelectorAll('form')).filter(f =>
            new URL(f.action, location.href).pathname === '/library' &&
            (f.getAttribute('method') || 'get').toLowerCase() === 'get' &&
            f.querySelector('input[name="q"]')).length;
        """
    )
    assert home_search_forms >= 1, "home needs a GET search form (input name=q) leading to /library"

    # --- library via the tab bar ---------------------------------------------------------
    app.click_and_wait_for_load(app.tab("library"))
    app.wait_for_path("/library")
    assert app.current_tab() == "library"
    app.h1()
    names = app.row_names()
    assert len(names) == SEEDED_COUNT, f"the seeded library has {SEEDED_COUNT} exercises, listed {len(names)}"
    assert "Back Squat" in names

    # --- search "bench" with the Enter key -----------------------------------------------
    app.search_library("bench")
    app.wait_for_path("/library")
    assert app.query.get("q") == ["bench"], f"search should submit q=bench, url is {driver.current_url}"
    found = set(app.row_names())
    assert BENCHES <= found, f"missing bench exercises: {BENCHES - found}"
    assert "Back Squat" not in found

    # --- create Zercher Squat ------------------------------------------------------------
    app.click_and_wait_for_load(app.find("a#new-exercise"))
    app.wait_for_path("/library/new")
    app.fill(
        "form#exercise-form",
        {"name": "Zercher Squat", "category": "legs", "kind": "weight_reps", "equipment": "barbell"},
    )
    app.submit("button#save-exercise")
    app.wait_for_path("/library")
    app.find(".flash-success")
    zercher = app.row("Zercher Squat")
    assert zercher is not None, "Zercher Squat should be listed after saving it"
    assert zercher.get_attribute("data-favorite") == "false"
    assert zercher.get_attribute("data-archived") == "false"
    assert len(app.rows()) == SEEDED_COUNT + 1

    # --- a duplicate name (ignoring case) is refused on the form ---------------------------
    app.get("/library/new")
    app.fill(
        "form#exercise-form",
        {"name": "zercher squat", "category": "legs", "kind": "weight_reps", "equipment": "barbell"},
    )
    app.submit("button#save-exercise")
    app.find("form#exercise-form")
    error = app.find(".field-error")
    assert "already exists" in error.text, f".field-error should say 'already exists', got {error.text!r}"
    assert app.find('form#exercise-form input[name="name"]').get_attribute("value") == "zercher squat", (
        "the re-rendered form should keep what the user typed"
    )
    app.get("/library")
    same = [n for n in app.row_names() if n.lower() == "zercher squat"]
    assert same == ["Zercher Squat"], f"exactly one Zercher Squat expected, got {same}"

    # --- favourite it from the list: it moves to the top -----------------------------------
    toggle = app.row("Zercher Squat").find_element("css selector", "button.favorite-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    app.click(toggle)

    def zercher_is_first_favourite(_):
        try:
            top = app.rows()[0]
            return top.get_attribute("data-name") == "Zercher Squat" and top.get_attribute("data-favorite") == "true"
        except (IndexError, WebDriverException):
            return False

    try:
        app.wait().until(zercher_is_first_favourite)
    except TimeoutException:
        pass  # the assertions below say what is wrong
    app.wait_ready()
    app.wait_for_path("/library")
    first = app.rows()[0]
    assert first.get_attribute("data-name") == "Zercher Squat", (
        f"a favourite is listed first; first row is {first.get_attribute('data-name')!r}"
    )
    assert first.get_attribute("data-favorite") == "true"
    assert first.find_element("css selector", "button.favorite-toggle").get_attribute("aria-pressed") == "true"
    exercise_id = first.get_attribute("data-exercise-id")
    assert exercise_id, "li.exercise-row needs data-exercise-id"

    # --- open it (pre-filled form) and archive it ----------------------------------------
    app.click_and_wait_for_load(first.find_element("css selector", "a.exercise-link"))
    app.wait_for_path(f"/library/{exercise_id}")
    assert app.find('form#exercise-form input[name="name"]').get_attribute("value") == "Zercher Squat"
    assert app.selected_value('form#exercise-form select[name="category"]') == "legs"
    assert app.selected_value('form#exercise-form select[name="kind"]') == "weight_reps"
    assert app.selected_value('form#exercise-form select[name="equipment"]') == "barbell"
    app.find("button#favorite-button")
    app.find("button#delete-button")
    archive = app.find("button#archive-button")
    assert archive.text.strip() == "Archive", f"archive button text: {archive.text!r}"
    app.click_and_wait_for_load(archive)

    app.get("/library")
    assert app.row("Zercher Squat") is None, "an archived exercise is hidden from the default list"
    assert len(app.rows()) == SEEDED_COUNT
    app.click_and_wait_for_load(app.find("a#show-archived"))
    app.wait_for_path("/library")
    assert app.query.get("archived") == ["1"], f"show-archived should add archived=1: {driver.current_url}"
    archived = app.row("Zercher Squat")
    assert archived is not None, "an archived exercise is listed with archived=1"
    assert archived.get_attribute("data-archived") == "true"

    app.get(f"/library/{exercise_id}")
    assert app.find("button#archive-button").text.strip() == "Unarchive"

    # --- settings: dark appearance ---------------------------------------------------------
    app.get("/settings")
    app.fill("form#settings-form", {"appearance": "dark"})
    app.submit("button#save-settings")
    app.wait_for_path("/settings")
    app.find(".flash-success")
    assert app.theme() == "dark", f"<html data-theme> should be dark, is {app.theme()!r}"
    assert app.selected_value('form#settings-form select[name="appearance"]') == "dark"
    rgb = app.background_rgb()
    assert sum(rgb) < 200, f"dark theme needs a dark body background, got rgb{rgb}"
    app.get("/library")
    assert app.theme() == "dark", "the theme applies to every page"

    # --- sign out ------------------------------------------------------------------------
    app.get("/settings")
    app.submit("button#signout-button")
    app.wait_for_path("/signin")
    assert not app.exists("nav.tabbar"), "signed-out pages have no tab bar"
    for path in ("/", "/library", "/settings"):
        app.get(path)
        app.wait_for_path("/signin")

    # --- wrong password, then the right one ---------------------------------------------
    app.sign_in(OWNER, "not the password")
    flash = app.find(".flash-error")
    assert re.search("wrong user name or password", flash.text, re.I), f"error text: {flash.text!r}"
    assert app.path != "/"

    app.sign_in(OWNER, PASSWORD)
    app.wait_for_path("/")
    assert OWNER in app.h1().lower()
    assert app.theme() == "dark"
