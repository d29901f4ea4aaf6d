"""The exercise picker in one trip (issue 32, item 6): several exercises ticked and added with one tap, in the order
ticked; when nothing matches it says so at once and offers "Create 'name'", which makes the exercise and adds it to
the workout without leaving it (the search kept as its name). At phone size, with screenshots in light and dark."""
from __future__ import annotations

from selenium.webdriver.common.by import By

from page_checks import no_blocking_axe_violations, shot
from conftest import App, make_driver
from test_offline_workout import api, start_with_bench, token, wait_for_service_worker

OWNER = "lifter"
PASSWORD = "correct horse battery"


def card_names(app) -> list[str]:
    return [e.text for e in app.find_all("#workout .exercise-card h2")]


def tick(app, name: str) -> None:
    row = app.find(f'#picker-list li.exercise-row[data-name="{name}"]')
    app.click(row.find_element(By.CSS_SELECTOR, ".pick-toggle"))


def search(app, text: str) -> None:
    field = app.find("#picker-search")
    field.clear()
    field.send_keys(text)


def test_tick_several_and_add_them_with_one_tap(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    add = app.find("#add-picked")
    assert not add.is_displayed(), "nothing ticked, no add button"

    search(app, "bench")
    tick(app, "Bench Press")
    search(app, "pull up")
    tick(app, "Pull-Up")
    search(app, "squat")
    tick(app, "Back Squat")
    toggle = app.find('#picker-list li.exercise-row[data-name="Back Squat"] .pick-toggle')
    assert toggle.rect["height"] >= 44 and toggle.rect["width"] >= 44, toggle.rect
    app.wait(3).until(lambda d: add.is_displayed() and add.text == "Add 3 exercises")
    # Untick and tick again: the order is the order ticked.
    tick(app, "Back Squat")
    app.wait(3).until(lambda d: add.text == "Add 2 exercises")
    tick(app, "Back Squat")
    assert add.rect["height"] >= 48
    shot(app, "picker-several")
    no_blocking_axe_violations(app)
    app.click_and_wait_for_load(add)
    app.wait_for_path("/workout")
    assert card_names(app) == ["Bench Press", "Pull-Up", "Back Squat"]
    assert len(app.find_all("#workout .set-row")) == 3, "each with one set"


def test_nothing_matches_offers_create_and_adds_it(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Bench Press"]'))
    app.submit("#add-exercise")

    search(app, "Zercher Squat")
    empty = app.find("#picker-empty")
    app.wait(2).until(lambda d: empty.is_displayed())
    assert "No exercise matches" in empty.text
    create = app.find("#create-exercise-button")
    assert create.is_displayed() and create.text == "Create 'Zercher Squat' and add it", create.text
    assert create.rect["height"] >= 48
    shot(app, "picker-create")
    no_blocking_axe_violations(app)
    app.click_and_wait_for_load(create)
    app.wait_for_path("/workout")
    assert card_names(app) == ["Bench Press", "Zercher Squat"], "added to the workout, not sent to the library"
    assert app.find('#workout .exercise-card:last-of-type input[name="weight"]').is_displayed()

    # It is in the library now, once: a second search finds it.
    app.submit("#add-exercise")
    search(app, "zercher")
    names = [r.get_attribute("data-name") for r in app.find_all("#picker-list li.exercise-row") if r.is_displayed()]
    assert names == ["Zercher Squat"], names

    # A name the library refuses is explained under the button, and nothing is added.
    app.get("/workout/add?q=" + "x" * 300)
    app.click(app.find("#create-exercise-button"))
    app.wait(5).until(lambda d: app.find("#create-exercise-form .create-note").is_displayed())
    assert app.find("#create-exercise-form .create-note").text == "Name must be at most 80 characters."
    assert app.path == "/workout/add"
    app.get("/workout")
    assert card_names(app) == ["Bench Press", "Zercher Squat"]


def test_several_ticked_in_an_outage_reach_the_server_once(server):
    """During a real outage (the server stopped) the ticked exercises go into the outbox in order and their cards
    appear at once; when the server is back it holds each once, in that order."""
    app = App(server, make_driver())
    try:
        start_with_bench(app, sets=1)
        wait_for_service_worker(app)
        app.get("/workout/add")
        app.wait(10).until(lambda d: d.execute_async_script(
            "var done = arguments[0]; caches.match('/workout/add').then(function (hit) { done(Boolean(hit)); });"))
        app.get("/workout")
        app.wait_outbox_empty()

        server.stop()
        app.get("/workout/add")
        tick(app, "Back Squat")
        tick(app, "Deadlift")
        app.click(app.find("#add-picked"))
        app.wait(15).until(lambda d: d.current_url.split("#")[0].endswith("/workout") and d.execute_script(
            "return document.querySelectorAll('.exercise-card[data-offline-card]').length;") == 2)
        offline = [c.find_element(By.CSS_SELECTOR, "h2").text for c in app.find_all(".exercise-card[data-offline-card]")]
        assert offline == ["Back Squat", "Deadlift"], offline

        # Making a new exercise needs the server: it says so in place, and nothing is queued for it.
        app.get("/workout/add")
        search(app, "Zercher Squat")
        app.click(app.find("#create-exercise-button"))
        app.wait(10).until(lambda d: app.find("#create-exercise-form .create-note").is_displayed())
        assert "needs a connection" in app.find("#create-exercise-form .create-note").text

        server.start()
        app.get("/workout")  # the outbox sends from the workout page
        app.wait_outbox_empty(timeout=20)
        status, workout = api(server, "GET", "/workouts/active", token=token(server))
        assert status == 200, workout
        assert [e["name"] for e in workout["exercises"]] == ["Bench Press", "Back Squat", "Deadlift"], "each once, in order"
    finally:
        app.driver.quit()
