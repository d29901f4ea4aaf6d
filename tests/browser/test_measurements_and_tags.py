"""Body measurements and the journal-tag card (issue 19): a day's measurements from one form with big inputs, a refused
value explained at its field (nothing saved), a chart per measurement with its data table; on Analytics, how sessions
after tagged days compare with the rest, with the counts behind each figure and no claim below five. Screenshots at
phone size, light and dark, go to REPBOOK_SHOTS when it is set."""
from __future__ import annotations

import datetime

from conftest import api_call
from page_checks import shot

OWNER = "lifter"
PASSWORD = "correct horse battery"


def api(server, method: str, path: str, body: dict | None = None, token: str | None = None) -> tuple[int, dict]:
    return api_call(server.base_url, method, path, body, token)


def token(server) -> str:
    status, body = api(server, "POST", "/auth/token", {"username": OWNER, "password": PASSWORD})
    assert status == 201, body
    return body["token"]


def days_ago(days: int) -> str:
    # Days well in the past, so the user's time zone does not move them.
    return (datetime.date.today() - datetime.timedelta(days=days)).isoformat()


def dark(app) -> None:
    app.get("/settings")
    app.fill("form#settings-form", {"appearance": "dark"})
    app.submit("#save-settings")


def save_day(app, date: str, values: dict[str, str]) -> None:
    app.get(f"/body/measurements?date={date}")
    app.fill("form#measure-form", values)
    app.submit("#save-measurements")


def test_measurements_form_error_at_the_field_and_chart(app, server):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/body")
    app.click_and_wait_for_load(app.find('nav.body-nav a[href^="/body/measurements"]'))
    assert app.path == "/body/measurements"
    assert app.find('nav.body-nav a[aria-current="true"]').text == "Measurements"
    field = app.find("#m-waist")
    assert field.rect["height"] >= 56, "big inputs"
    assert app.find("#m-upper-arm-left").rect["y"] == app.find("#m-upper-arm-right").rect["y"], "left and right side by side"

    # A refused value: the error sits at its field, the field is marked and focused, what was typed stays, nothing saved.
    app.fill("form#measure-form", {"waist": "84", "upper-arm-left": "38", "upper-arm-right": "38.5", "chest": "1o2"})
    app.submit("#save-measurements")
    error = app.find("#m-chest-error")
    assert error.text == "Chest must be a number above 0 and at most 300 cm.", error.text
    chest = app.find("#m-chest")
    assert chest.get_attribute("aria-invalid") == "true"
    assert app.driver.switch_to.active_element == chest
    assert abs(error.rect["y"] - (chest.rect["y"] + chest.rect["height"])) < 40, "the message is right under the field"
    assert app.find("#m-waist").get_attribute("value") == "84"
    assert not app.exists("#measure-error"), "no message at the top"
    shot(app, "measurements-entry-error")
    status, listed = api(server, "GET", "/measurements", token=token(server))
    assert status == 200 and all(m["latest"] is None for m in listed["measurements"]), "nothing was saved"

    # Corrected: saved; four weeks of waist values draw the chart.
    app.fill("form#measure-form", {"chest": "102"})
    app.submit("#save-measurements")
    assert "saved" in app.find(".flash").text
    for days, waist in ((21, "86.5"), (14, "85.8"), (7, "85")):
        save_day(app, days_ago(days), {"waist": waist})
    app.get("/body/measurements")
    waist_row = app.find('li.measure-row[data-measure="waist"]')
    assert "84 cm" in waist_row.text and "−1 cm" in waist_row.text, waist_row.text

    # The form opened for one day and moved to a day that has values asks before replacing them.
    app.get(f"/body/measurements?date={days_ago(21)}")
    app.driver.execute_script("document.getElementById('measure-date').value = arguments[0];", app.find("#measure-date").get_attribute("max"))
    app.fill("form#measure-form", {"waist": "83.5"})
    app.submit("#save-measurements")
    assert "Waist: 84 cm → 83.5 cm" in app.find("#replace-changes").text
    app.submit("#confirm-replace")
    assert app.path == "/body/measurements"

    app.click_and_wait_for_load(waist_row_link(app))
    assert app.path == "/body/measurements/waist"
    assert app.exists("#measure-chart figure svg")
    app.find("#measure-chart details summary").click()
    table = app.find("#measure-chart details table")
    assert "83.5 cm" in table.text and "86.5 cm" in table.text, table.text
    assert len(app.find_all("li.measure-value")) == 4
    shot(app, "measurements-chart")
    app.get("/body/measurements")
    app.driver.execute_script("document.getElementById('measure-list').scrollIntoView({block: 'start'}); window.scrollBy(0, -72);")
    shot(app, "measurements-list")

    dark(app)
    app.get("/body/measurements/waist")
    assert app.find("#measure-chart figure").is_displayed()
    shot(app, "measurements-chart-appearance-dark")
    app.get("/body/measurements")
    app.fill("form#measure-form", {"hips": "-3"})
    app.submit("#save-measurements")
    assert app.find("#m-hips-error").is_displayed()
    shot(app, "measurements-entry-error-appearance-dark")


def waist_row_link(app):
    return app.find('li.measure-row[data-measure="waist"] a')


def test_tag_analytics_card(app, server):
    app.setup_owner(OWNER, PASSWORD)
    bearer = token(server)
    status, found = api(server, "GET", "/exercises?search=Bench%20Press", token=bearer)
    bench = next(e["id"] for e in found["exercises"] if e["name"] == "Bench Press")
    # Bench every third day; the sessions after a poor night are lighter; two sessions after "sick".
    for index in range(30):
        day = 93 - index * 3
        poor = 10 <= index < 16
        status, body = api(server, "POST", f"/exercises/{bench}/log",
                           {"date": days_ago(day), "weightKg": 90 if poor else 100, "reps": 5, "sets": 3}, token=bearer)
        assert status in (200, 201), body
        if poor:
            assert api(server, "PUT", f"/journal/{days_ago(day + 1)}", {"tags": ["poor sleep"]}, token=bearer)[0] == 200
        if index in (20, 21):
            assert api(server, "PUT", f"/journal/{days_ago(day)}", {"tags": ["sick"]}, token=bearer)[0] == 200

    app.get("/analytics")
    card = app.find("#tag-effects")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -72);", card)
    poor_id = next(t["tagId"] for t in api(server, "GET", "/analytics/tags", token=bearer)[1]["tags"] if t["name"] == "poor sleep")
    poor = app.find(f'li.tag-effect[data-tag="{poor_id}"]')
    e1rm = poor.find_element("css selector", '[data-figure="e1rm"]')
    assert e1rm.text.startswith("e1RM −") and "6 sessions after, 23 other" in e1rm.text, e1rm.text
    assert e1rm.get_attribute("data-direction") == "down"
    assert "Volume −" in poor.find_element("css selector", '[data-figure="volume"]').text
    sick = [row for row in app.find_all("li.tag-effect") if row.find_element("css selector", ".tag-effect-name").text == "sick"][0]
    assert "Not enough sessions yet: 2 sessions after this tag, 27 other; 5 needed on each side." in sick.text, sick.text
    assert "the day before" in app.find("#tag-effects-rule").text
    assert "No session after: slept well, sore" in app.find("#tag-effects-unused").text
    shot(app, "analytics-tag-card")
    dark(app)
    app.get("/analytics")
    card = app.find("#tag-effects")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -72);", card)
    assert card.is_displayed()
    shot(app, "analytics-tag-card-appearance-dark")
