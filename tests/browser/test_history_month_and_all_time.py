"""After an import, reach it (issue 32, item 4): History's month picker lists the months with workouts (newest first,
with their counts) and one choice opens any of them; Analytics has "All" beside 12 weeks and 1 year, its weekly charts
reaching back to the first workout. At phone size, with screenshots in light and dark."""
from __future__ import annotations

import datetime

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_history_you_can_move_through import quick_log
from page_checks import no_blocking_axe_violations, shot

OWNER = "lifter"
PASSWORD = "correct horse battery"


def test_month_picker_and_all_time_analytics(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    app.search_library("bench")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    today = datetime.datetime.now(datetime.timezone.utc).date()
    recent = (today - datetime.timedelta(days=3)).isoformat()
    for day, weight in (("2021-03-01", "80"), ("2021-03-08", "82.5"), ("2023-07-10", "90"), (recent, "100")):
        quick_log(app, day, weight, "5")

    app.get("/history")
    picker = Select(app.find("#workout-month"))
    labels = [option.text for option in picker.options]
    recent_month = datetime.date.fromisoformat(recent)
    expected = ["July 2023 (1)", "March 2021 (2)"]
    if recent_month.strftime("%Y-%m") != today.strftime("%Y-%m"):
        expected.insert(0, f"{recent_month:%B %Y} (1)")
    assert labels[-2:] == expected[-2:] and labels[0].startswith(f"{today:%B %Y}"), labels
    assert picker.first_selected_option.text.startswith(f"{today:%B %Y}")
    box = app.find("#workout-month").rect
    assert box["height"] >= 44, box
    shot(app, "history-month-picker")
    no_blocking_axe_violations(app)

    # One choice: March 2021, its two days marked (no Go button needed).
    with app.expect_navigation("choosing a month"):
        picker.select_by_value("2021-03")
    assert app.query.get("month") == ["2021-03"]
    assert app.find("#month-title").text == "March 2021"
    assert len(app.find_all(".calendar-day.trained")) == 2
    assert Select(app.find("#workout-month")).first_selected_option.get_attribute("value") == "2021-03"

    # Analytics: All reaches back to March 2021.
    app.get("/analytics")
    links = [a.text for a in app.find_all('nav.segmented[aria-label="Span"] a')]
    assert links == ["12 weeks", "1 year", "All"], links
    app.click_and_wait_for_load(app.find('nav.segmented[aria-label="Span"] a:last-child'))
    assert app.query.get("range") == ["all"]
    assert app.find('nav.segmented[aria-label="Span"] a[aria-current="true"]').text == "All"
    title = app.find("#chart-sessions-per-week .chart-title").text
    assert title.startswith("Sessions per week, since") and "2021" in title, title
    weeks = (today - datetime.date(2021, 3, 1)).days // 7
    assert len(app.find_all("#chart-sessions-per-week rect.chart-bar")) >= weeks, "a bar for every week since March 2021"
    app.click_and_wait_for_load(app.find('nav.segmented[aria-label="Span"] a:first-child'))
    assert len(app.find_all("#chart-sessions-per-week rect.chart-bar")) == 12
    app.click_and_wait_for_load(app.find('nav.segmented[aria-label="Span"] a:last-child'))
    shot(app, "analytics-all")
    no_blocking_axe_violations(app)
